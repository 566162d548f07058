import { useEffect, useId, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import { FieldError, Label, Radio, RadioGroup, Button as AriaButton } from 'react-aria-components';
import type { Category } from '../../../contracts/catalog';
import { Kbd } from '../../../ui/Kbd';
import * as ui from '../../../ui/styles.css';
import type { AvailabilityResult } from './useAvailability';
import { CategoryDialog } from './CategoryDialog';
import { FORM_TEXTS } from './formModel';
import * as s from './bookingForm.css';

/** Chips that fit one row of the 850px form (each at least 150px wide); more go behind '(+N till)'. */
export const CHIP_LIMIT = 5;
/** Narrower than this (the form full screen on a small screen) the picker is a dropdown button. */
export const NARROW_PX = 520;

export type CategoryPickerVariant = 'auto' | 'chips' | 'dropdown';

/**
 * The chips shown: every category when they fit (CHIP_LIMIT), else the first CHIP_LIMIT − 1 and the chosen
 * one if it is not among them, so the choice is always in sight. `more` is how many the dialog adds.
 */
export function visibleChips<C extends { id: number }>(categories: readonly C[], value: number | null) {
  if (categories.length <= CHIP_LIMIT) return { chips: [...categories], more: 0 };
  const chips = categories.slice(0, CHIP_LIMIT - 1);
  const chosen = categories.find((c) => c.id === value);
  if (chosen && !chips.includes(chosen)) chips.push(chosen);
  return { chips, more: categories.length - chips.length };
}

export interface CategoryPickerProps {
  categories: readonly Category[];
  value: number | null;
  onChange: (id: number) => void;
  availability: AvailabilityResult;
  error?: string | null;
  /** 'auto': chips, or the dropdown when the form is narrower than NARROW_PX. */
  variant?: CategoryPickerVariant;
  /** The key that opens the dialog (the form's command), shown on its button. */
  hotkey?: string;
  /** Set to the dialog's opener while mounted: the form's key reaches the dialog through it. */
  openRef?: MutableRefObject<(() => void) | null>;
}

/** 'dropdown' when the picker's own box is narrow; measured where ResizeObserver exists. */
function useNarrow(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) setNarrow(width < NARROW_PX);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return narrow;
}

/**
 * 'Platskategori' (bookings.md 2): chips, the dialog 'Välj platskategori', or a dropdown. The chips are one
 * radio group (Tab enters at the chosen chip, the arrow keys choose), each with its availability for the stay
 * ('12 av 40 platser lediga') and why it cannot be booked ('Max 6 gäster tillåtna'). More categories than fit
 * go behind '(+N till)', which opens the dialog of them all (by its key; Tab skips it, from the chips straight
 * on to the pitch); the dropdown (a narrow form) is one button showing the chosen category, else the first,
 * and '(+N till)'. Closing the dialog returns to its button.
 */
export function CategoryPicker({
  categories,
  value,
  onChange,
  availability,
  error,
  variant = 'auto',
  hotkey,
  openRef,
}: CategoryPickerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const narrow = useNarrow(boxRef, variant === 'auto');
  const dropdown = variant === 'dropdown' || (variant === 'auto' && narrow);
  const failed = availability.status === 'error';
  const chosenError = value != null ? availability.data?.categories.get(value)?.form_error_text : null;
  const message = error ?? (failed ? FORM_TEXTS.availabilityFailed : null) ?? chosenError ?? null;

  // The key opens the dialog from anywhere in the form; focus first goes to the button, so that closing
  // the dialog lands there as it does after a click.
  const openDialog = () => {
    if (categories.length < 2) return;
    triggerRef.current?.focus();
    setOpen(true);
  };
  const opener = useRef(openDialog);
  opener.current = openDialog;
  useEffect(() => {
    if (!openRef) return;
    openRef.current = () => opener.current();
    return () => {
      openRef.current = null;
    };
  }, [openRef]);

  const dialog = (
    <CategoryDialog
      isOpen={open}
      categories={categories}
      value={value}
      availability={availability}
      onChoose={onChange}
      onClose={() => setOpen(false)}
    />
  );
  return (
    <div ref={boxRef} className={s.field}>
      {dropdown ? (
        <Dropdown
          categories={categories}
          value={value}
          availability={availability}
          message={message}
          hotkey={hotkey}
          triggerRef={triggerRef}
          onOpen={() => setOpen(true)}
        />
      ) : (
        <Chips
          categories={categories}
          value={value}
          onChange={onChange}
          availability={availability}
          message={message}
          hotkey={hotkey}
          triggerRef={triggerRef}
          onOpen={() => setOpen(true)}
        />
      )}
      {dialog}
    </div>
  );
}

interface PartProps {
  categories: readonly Category[];
  value: number | null;
  availability: AvailabilityResult;
  message: string | null;
  hotkey?: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onOpen: () => void;
}

/** A chip's second line: the availability text, '…' while it loads. */
const availabilityText = (a: AvailabilityResult, id: number) => {
  const row = a.data?.categories.get(id);
  return row ? row.text : a.status === 'loading' ? '…' : ' ';
};

function Chips({
  categories,
  value,
  onChange,
  availability,
  message,
  hotkey,
  triggerRef,
  onOpen,
}: PartProps & {
  onChange: (id: number) => void;
}) {
  const { chips, more } = visibleChips(categories, value);
  return (
    <RadioGroup
      className={s.field}
      orientation="horizontal"
      value={value == null ? null : String(value)}
      onChange={(v) => onChange(Number(v))}
      isInvalid={!!message}
      validationBehavior="aria"
    >
      <Label className={s.label}>{FORM_TEXTS.category}</Label>
      <div className={s.chips}>
        {chips.map((c) => {
          const a = availability.data?.categories.get(c.id);
          return (
            <Radio key={c.id} value={String(c.id)} className={s.chip}>
              <span className={s.chipName}>{c.name}</span>
              <span className={s.chipText}>{availabilityText(availability, c.id)}</span>
              {a?.form_error_text && <span className={s.chipError}>{a.form_error_text}</span>}
            </Radio>
          );
        })}
        {more > 0 && (
          <AriaButton
            ref={triggerRef}
            className={`${ui.button.secondary} ${s.moreButton}`}
            aria-haspopup="dialog"
            // Reached by its key (alt+K, shown on it): Tab goes on from the chosen chip to the pitch.
            excludeFromTabOrder
            onPress={onOpen}
          >
            {FORM_TEXTS.moreCategories(more)}
            {hotkey && <Kbd hotkey={hotkey} />}
          </AriaButton>
        )}
      </div>
      <FieldError className={s.error}>{message}</FieldError>
    </RadioGroup>
  );
}

function Dropdown({ categories, value, availability, message, hotkey, triggerRef, onOpen }: PartProps) {
  const id = useId();
  const shown = categories.find((c) => c.id === value) ?? categories[0] ?? null;
  const more = Math.max(0, categories.length - 1);
  const a = shown ? availability.data?.categories.get(shown.id) : undefined;
  return (
    <>
      <span id={`${id}-label`} className={s.label}>
        {FORM_TEXTS.category}
      </span>
      <AriaButton
        ref={triggerRef}
        id={`${id}-button`}
        className={s.dropdownButton}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-button`}
        aria-describedby={message ? `${id}-error` : undefined}
        data-chosen={value != null || undefined}
        isDisabled={!shown}
        onPress={onOpen}
      >
        {shown && (
          <span className={s.chip} data-selected={value === shown.id || undefined}>
            <span className={s.chipName}>{shown.name}</span>
            <span className={s.chipText}>{availabilityText(availability, shown.id)}</span>
            {a?.form_error_text && <span className={s.chipError}>{a.form_error_text}</span>}
          </span>
        )}
        {more > 0 && <span className={s.muted}>{FORM_TEXTS.moreCategories(more)}</span>}
        <span aria-hidden="true">▾</span>
        {hotkey && <Kbd hotkey={hotkey} />}
      </AriaButton>
      <span id={`${id}-error`} className={s.error} role="alert">
        {message}
      </span>
    </>
  );
}
