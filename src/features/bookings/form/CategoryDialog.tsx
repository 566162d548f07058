import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useFocusLayer } from '../../../commands/focusStack';
import type { Category } from '../../../contracts/catalog';
import { useFocusWhenOpen } from '../../../ui/useFocusWhenOpen';
import * as ui from '../../../ui/styles.css';
import { FORM_TEXTS } from './formModel';
import type { AvailabilityResult } from './useAvailability';
import * as s from './bookingForm.css';

/** Its focus layer while open: the form's keys (ctrl+Enter, alt+K) pause under it. */
export const CATEGORY_DIALOG_LAYER = 'categoryDialog';

/** The categories whose name holds every typed word (any case), in the catalogue's order. */
export function filterCategories<C extends { name: string }>(categories: readonly C[], text: string): C[] {
  const words = text.toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  return categories.filter((c) => {
    const name = c.name.toLocaleLowerCase('sv');
    return words.every((w) => name.includes(w));
  });
}

export interface CategoryDialogProps {
  isOpen: boolean;
  categories: readonly Category[];
  value: number | null;
  availability: AvailabilityResult;
  onChoose: (id: number) => void;
  /** Escape, the overlay, or after a choice: the dialog closes (focus goes back where it came from). */
  onClose: () => void;
}

/**
 * 'Välj platskategori' (bookings.md 2): every category with its availability for the stay. The search field
 * keeps the keyboard: typing filters, ↑/↓ move through the list, Enter chooses, Escape closes.
 */
export function CategoryDialog({ isOpen, onClose, ...rest }: CategoryDialogProps) {
  useFocusLayer('modal', isOpen, CATEGORY_DIALOG_LAYER);
  return (
    <ModalOverlay className={ui.overlay} isOpen={isOpen} isDismissable onOpenChange={(o) => !o && onClose()}>
      <Modal className={`${ui.modal} ${s.categoryModal}`}>
        <Dialog className={ui.dialog} aria-label={FORM_TEXTS.chooseCategory}>
          <Heading slot="title" className={ui.dialogTitle}>
            {FORM_TEXTS.chooseCategory}
          </Heading>
          <CategoryList {...rest} onClose={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function CategoryList({ categories, value, availability, onChoose, onClose }: Omit<CategoryDialogProps, 'isOpen'>) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const shown = filterCategories(categories, text);
  // The chosen category is where the list starts; after typing, the first that matches.
  const [active, setActive] = useState<number | null>(value ?? categories[0]?.id ?? null);
  const activeId = shown.some((c) => c.id === active) ? active : (shown[0]?.id ?? null);
  useFocusWhenOpen(inputRef);

  const optionId = (categoryId: number) => `${id}-option-${categoryId}`;
  const choose = (categoryId: number) => {
    onChoose(categoryId);
    onClose();
  };
  const move = (by: number) => {
    if (!shown.length) return;
    const at = shown.findIndex((c) => c.id === activeId);
    const next = shown[Math.min(shown.length - 1, Math.max(0, at + by))];
    setActive(next.id);
    document.getElementById(optionId(next.id))?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'PageDown' || e.key === 'PageUp') {
      e.preventDefault();
      move(e.key === 'PageDown' ? shown.length : -shown.length);
    } else if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      if (activeId != null) choose(activeId);
    }
  };

  return (
    <div className={s.field}>
      <label htmlFor={`${id}-filter`} className={s.label}>
        {FORM_TEXTS.filterCategories}
      </label>
      <input
        id={`${id}-filter`}
        ref={inputRef}
        className={s.comboInput}
        role="combobox"
        aria-expanded="true"
        aria-autocomplete="list"
        aria-controls={`${id}-list`}
        aria-activedescendant={activeId != null ? optionId(activeId) : undefined}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
      />
      <div id={`${id}-list`} role="listbox" aria-label={FORM_TEXTS.categoryList} className={s.categoryList}>
        {shown.map((c) => {
          const a = availability.data?.categories.get(c.id);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the search field's (aria-activedescendant)
            <div
              key={c.id}
              id={optionId(c.id)}
              role="option"
              aria-selected={c.id === value}
              data-active={c.id === activeId || undefined}
              className={s.categoryOption}
              onPointerMove={() => setActive(c.id)}
              onClick={() => choose(c.id)}
            >
              <span className={s.chipName}>{c.name}</span>
              <span className={s.chipText}>{a ? a.text : availability.status === 'loading' ? '…' : ''}</span>
              {a?.form_error_text && <span className={s.chipError}>{a.form_error_text}</span>}
            </div>
          );
        })}
        {!shown.length && <div className={s.empty}>{FORM_TEXTS.noCategoryMatch}</div>}
      </div>
    </div>
  );
}
