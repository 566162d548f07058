import { forwardRef, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import type { DomainInfo } from '../../data/session';
import { LOGIN_TEXTS, matchDomainText } from '../../domain/loginForm';
import { Button } from '../../ui/Button';
import * as ui from '../../ui/styles.css';
import * as s from './login.css';

export interface DomainPickerHandle {
  focus(): void;
}

interface Props {
  /** Chips: previously used domains, newest first (and any added now). */
  chips: { id: number; name: string }[];
  /** Every domain from GET /api/domains. */
  domains: DomainInfo[];
  loadingDomains: boolean;
  value: number | null;
  error?: string;
  /** A chip was chosen (arrow keys, click) or a domain was added from the list. */
  onSelect: (id: number, how: 'chip' | 'add') => void;
}

/**
 * Shortlist chips of earlier domains (one radio group: arrow keys move) and a combo box of every
 * domain to add another (shell.md 2.3). Choosing in the list adds it at once; 'Lägg till' adds
 * what was typed, or says how it works.
 */
export const DomainPicker = forwardRef<DomainPickerHandle, Props>(function DomainPicker(
  { chips, domains, loadingDomains, value, error, onSelect },
  ref,
) {
  const groupRef = useRef<HTMLDivElement>(null);
  const comboRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const hasChips = chips.length > 0;

  useImperativeHandle(
    ref,
    () => ({
      focus() {
        const radio =
          groupRef.current?.querySelector<HTMLInputElement>('input:checked') ??
          groupRef.current?.querySelector<HTMLInputElement>('input');
        (radio ?? comboRef.current)?.focus();
      },
    }),
    [],
  );

  const add = (id: number) => {
    setText('');
    setHint(null);
    onSelect(id, 'add');
  };
  // Enter on typed text with no option highlighted adds the one domain it names (RAC would keep it as mere text).
  const enterOnText = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || comboRef.current?.getAttribute('aria-activedescendant')) return;
    const match = matchDomainText(domains, text);
    if (!match) return;
    e.preventDefault();
    e.stopPropagation();
    add(match.id);
  };
  const addTyped = () => {
    const match = matchDomainText(domains, text);
    if (match) add(match.id);
    else {
      setHint(LOGIN_TEXTS.addDomainHint);
      comboRef.current?.focus();
    }
  };

  // Without chips the combo box is the domain field itself and carries its error.
  const comboError = hint ?? (!hasChips ? error : undefined);
  return (
    <div className={s.domainPicker}>
      {hasChips && (
        <RadioGroup
          ref={groupRef}
          className={s.domainGroup}
          orientation="horizontal"
          value={value == null ? null : String(value)}
          onChange={(v) => onSelect(Number(v), 'chip')}
          isInvalid={!!error}
          validationBehavior="aria"
        >
          <Label className={ui.label}>Domän</Label>
          <div className={s.chips}>
            {chips.map((c) => (
              <Radio key={c.id} value={String(c.id)} className={s.chip}>
                {({ isSelected }) => (
                  <>
                    {isSelected && (
                      <span className={s.check} aria-hidden="true">
                        ✓
                      </span>
                    )}
                    {c.name}
                  </>
                )}
              </Radio>
            ))}
          </div>
          <FieldError className={ui.fieldError}>{error}</FieldError>
        </RadioGroup>
      )}
      <div className={s.addRow}>
        <ComboBox
          className={s.combo}
          items={domains}
          inputValue={text}
          selectedKey={null}
          allowsEmptyCollection
          allowsCustomValue
          onInputChange={(t) => {
            setText(t);
            setHint(null);
          }}
          onSelectionChange={(key) => {
            if (key != null) add(Number(key));
          }}
          isInvalid={!!comboError}
          validationBehavior="aria"
        >
          <Label className={ui.label}>{hasChips ? 'Lägg till domän' : 'Domän'}</Label>
          <div className={s.comboField} onKeyDownCapture={enterOnText}>
            <Input
              ref={comboRef}
              className={`${ui.input} ${s.comboInput}`}
              placeholder={loadingDomains ? 'Hämtar domäner…' : 'Sök campingplats'}
            />
            <AriaButton className={s.comboButton} aria-label="Visa alla domäner">
              ▾
            </AriaButton>
          </div>
          <FieldError className={ui.fieldError}>{comboError}</FieldError>
          <Popover className={s.popover} placement="bottom start">
            <ListBox<DomainInfo>
              className={s.listBox}
              renderEmptyState={() => (
                <div className={s.empty}>{loadingDomains ? 'Hämtar domäner…' : 'Ingen domän matchar'}</div>
              )}
            >
              {(d) => (
                <ListBoxItem id={d.id} textValue={d.name} className={s.option}>
                  <span>{d.name}</span>
                  <span className={s.optionMeta}>{d.domain}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        <Button className={`${s.addButton} ${s.addButtonLabelled}`} onPress={addTyped}>
          Lägg till
        </Button>
      </div>
    </div>
  );
});
