import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import type { PositionAvailability } from '../../../contracts/availability';
import type { Position } from '../../../contracts/catalog';
import { FORM_TEXTS } from './formModel';
import type { AvailabilityResult } from './useAvailability';
import * as s from './bookingForm.css';

interface Row {
  id: number;
  name: string;
  full_name: string;
  a: PositionAvailability | null;
}

const STATUS_TEXT = { bookable: 'Ledig', reserved: 'Bokad', blocked: 'Avstängd' } as const;

/** The first position a typed text names: its exact name, then a name starting with it, then any match. */
export function matchPosition<T extends { name: string; full_name: string }>(
  rows: readonly T[],
  typed: string,
): T | null {
  const t = typed.trim().toLocaleLowerCase('sv-SE');
  if (!t) return null;
  const low = (v: string) => v.toLocaleLowerCase('sv-SE');
  return (
    rows.find((r) => low(r.name) === t) ??
    rows.find((r) => low(r.name).startsWith(t)) ??
    rows.find((r) => low(r.full_name).includes(t)) ??
    null
  );
}

export interface PositionPickerProps {
  positions: readonly Position[];
  value: number | null;
  onChange: (id: number | null) => void;
  onChosen?: () => void;
  availability: AvailabilityResult;
  error?: string | null;
  isDisabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** A group: pitches other cards hold, with why ('Vald i bokning #2'). */
  heldElsewhere?: ReadonlyMap<number, string>;
  /** Its label; a group card names its booking. */
  label?: string;
}

/**
 * 'Plats' (bookings.md 2): the category's positions with their availability for the stay; a taken or
 * closed pitch is listed with why and cannot be chosen. Typing filters by name, Enter takes the first
 * free match ('a12⏎'); an empty field is no position chosen yet.
 */
export function PositionPicker(p: PositionPickerProps) {
  const rows: Row[] = p.positions.map((x) => ({
    id: x.id,
    name: x.name,
    full_name: x.full_name,
    a: p.availability.data?.positions.get(x.id) ?? null,
  }));
  const chosen = rows.find((r) => r.id === p.value) ?? null;
  const [text, setText] = useState(chosen?.full_name ?? '');
  const byEnter = useRef(false);

  const [shown, setShown] = useState(p.value);
  if (shown !== p.value) {
    setShown(p.value);
    setText(chosen?.full_name ?? '');
  }

  // A pitch another card of the group holds can be chosen: the form then says 'Välj olika platser för varje
  // bokning i gruppen' on both cards (the domain's rule) instead of Enter doing nothing.
  const bookable = (r: Row) => !r.a || r.a.is_available;
  const free = (r: Row) => bookable(r) && !p.heldElsewhere?.has(r.id);
  const disabled = rows.filter((r) => !bookable(r)).map((r) => r.id);

  const choose = (r: Row | null, byKey: boolean) => {
    setText(r?.full_name ?? '');
    if ((r?.id ?? null) !== p.value) p.onChange(r?.id ?? null);
    if (r && byKey) p.onChosen?.();
  };

  const onKey = (e: KeyboardEvent) => {
    byEnter.current = e.key === 'Enter';
    if (e.key !== 'Enter' || e.altKey || e.ctrlKey || e.metaKey) return;
    if ((e.target as HTMLElement).getAttribute('aria-activedescendant')) return;
    if (chosen && text === chosen.full_name) return;
    // The pitch named exactly, even one another card holds; else the first free match.
    const exact = matchPosition(rows.filter(bookable), text);
    const match =
      exact && exact.name.toLocaleLowerCase('sv-SE') === text.trim().toLocaleLowerCase('sv-SE')
        ? exact
        : matchPosition(rows.filter(free), text);
    if (!match) return;
    e.preventDefault();
    e.stopPropagation();
    choose(match, true);
  };

  const status = (r: Row) => {
    const held = p.heldElsewhere?.get(r.id);
    if (held) return held;
    if (!r.a) return p.availability.status === 'loading' ? '…' : '';
    if (r.a.has_error || r.a.has_warning) return r.a.error_message ?? STATUS_TEXT[r.a.status];
    return STATUS_TEXT[r.a.status];
  };

  return (
    <ComboBox
      className={s.combo}
      items={rows}
      inputValue={text}
      selectedKey={p.value ?? null}
      disabledKeys={disabled}
      allowsEmptyCollection
      isDisabled={p.isDisabled}
      onInputChange={(t) => {
        setText(t);
        if (!t.trim() && p.value != null) p.onChange(null);
      }}
      onSelectionChange={(key) => {
        if (key == null) return;
        const r = rows.find((x) => x.id === Number(key));
        if (r) choose(r, byEnter.current);
      }}
      onBlur={() => setText(chosen?.full_name ?? '')}
      isInvalid={!!p.error}
      validationBehavior="aria"
    >
      <Label className={s.label}>{p.label ?? FORM_TEXTS.position}</Label>
      <div onKeyDownCapture={onKey}>
        <Input
          ref={p.inputRef}
          className={s.comboInput}
          placeholder={p.isDisabled ? FORM_TEXTS.chooseCategory : FORM_TEXTS.noPosition}
        />
      </div>
      {chosen?.a && !p.error && (
        <Text slot="description" className={chosen.a.has_warning ? s.warning : s.hint}>
          {status(chosen)}
        </Text>
      )}
      <FieldError className={s.error}>{p.error}</FieldError>
      <Popover className={s.popover} placement="bottom start">
        <ListBox<Row>
          className={s.listBox}
          renderEmptyState={() => <div className={s.empty}>{FORM_TEXTS.noPositions}</div>}
        >
          {(r) => (
            <ListBoxItem id={r.id} textValue={r.full_name} className={s.option}>
              <span className={s.optionMain}>{r.full_name}</span>
              <span className={`${s.optionSide} ${s.status}`}>
                {r.a && <span className={`${s.dot} ${s.dotTone[r.a.status]}`} aria-hidden="true" />}
                {status(r)}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
