import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useFocusLayer } from '../../../commands/focusStack';
import type { IsoDate } from '../../../domain/dates';
import {
  commonDateChips,
  nightsText,
  parseTypedDate,
  pickDate,
  pickFirst,
  pickSecond,
  stayNights,
  type PickerState,
  type StayRange,
} from '../../../domain/stayDates';
import { useFocusWhenOpen } from '../../../ui/useFocusWhenOpen';
import { firstOfMonth, keepInView, shortRange, shortWeekday } from './calendarNav';
import { DateInput } from './DateInput';
import { StayCalendar } from './StayCalendar';
import * as s from './dateRangeField.css';

export const DATE_RANGE_TEXTS = {
  checkIn: 'Incheckning',
  checkOut: 'Utcheckning',
  chips: 'Vanliga datum',
  disabledDate: 'Datumet går inte att välja',
} as const;

/** Its focus layer while the calendar is open: the pane's and the dialog's hotkeys (Escape) pause. */
export const CALENDAR_LAYER = 'stayCalendar';

type Field = 'checkIn' | 'checkOut';
const FIELDS: Field[] = ['checkIn', 'checkOut'];

export interface DateRangeFieldProps {
  value: StayRange;
  onChange: (next: StayRange) => void;
  today: IsoDate;
  /** Dates that cannot be picked or typed (past dates for a new booking); every date when absent. */
  isDateDisabled?: (d: IsoDate) => boolean;
  autoFocus?: boolean;
  /** Server or validation messages, shown at the fields (a typed text's own message goes first). */
  errors?: { checkIn?: string | null; checkOut?: string | null };
  /**
   * The common-date chips ('Till imorgon', 'Nästa helg': stays from today); off where a stay from today is
   * not what is being chosen (an existing booking, a season).
   */
  chips?: boolean;
}

interface Calendar {
  active: Field;
  focus: IsoDate;
  view: IsoDate;
}

type Commit = { status: 'unchanged' | 'ok' | 'invalid'; range: StayRange };

/**
 * The booking form's check-in and check-out (bookings.md 2 "Booking form dialog", 4 "Date picker"):
 * two typed dates, a two-month calendar and the common-date chips. Controlled; the rules are
 * `stayDates.ts`'s.
 */
export function DateRangeField({
  value,
  onChange,
  today,
  isDateDisabled,
  autoFocus,
  errors,
  chips = true,
}: DateRangeFieldProps) {
  const id = useId();
  const calendarId = `${id}-calendar`;
  // The fields and the calendar: focus or a click anywhere else closes the calendar.
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputs = { checkIn: useRef<HTMLInputElement>(null), checkOut: useRef<HTMLInputElement>(null) };
  const [drafts, setDrafts] = useState<Record<Field, string | null>>({ checkIn: null, checkOut: null });
  const [typedErrors, setTypedErrors] = useState<Record<Field, string | null>>({ checkIn: null, checkOut: null });
  const [calendar, setCalendar] = useState<Calendar | null>(null);

  // A date that changed (here or from outside) replaces what was typed in its field.
  const [shown, setShown] = useState(value);
  if (shown.checkIn !== value.checkIn || shown.checkOut !== value.checkOut) {
    const keep = (f: Field) => shown[f] === value[f];
    setShown(value);
    setDrafts((d) => ({ checkIn: keep('checkIn') ? d.checkIn : null, checkOut: keep('checkOut') ? d.checkOut : null }));
    setTypedErrors((e) => ({
      checkIn: keep('checkIn') ? e.checkIn : null,
      checkOut: keep('checkOut') ? e.checkOut : null,
    }));
  }

  useFocusLayer('modal', calendar !== null, CALENDAR_LAYER);
  useFocusWhenOpen(inputs.checkIn, !!autoFocus);

  const isOpen = calendar !== null;
  useEffect(() => {
    if (!isOpen) return;
    const onDown = (e: PointerEvent) => {
      if (!anchorRef.current?.contains(e.target as Node)) setCalendar(null);
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [isOpen]);

  /**
   * Applies a change at once (flushSync), so the field that gets the keyboard next already shows its
   * new date when it selects it, and its blur sees the cleared draft.
   */
  const apply = (next: StayRange, update: () => void) =>
    flushSync(() => {
      update();
      if (next.checkIn !== value.checkIn || next.checkOut !== value.checkOut) onChange(next);
    });

  const commit = (field: Field): Commit => {
    const text = drafts[field];
    if (text === null) return { status: 'unchanged', range: value };
    const parsed = parseTypedDate(text, { today, relativeTo: field === 'checkOut' ? value.checkIn : null });
    const message = !parsed.ok ? parsed.message : isDateDisabled?.(parsed.date) ? DATE_RANGE_TEXTS.disabledDate : null;
    if (!parsed.ok || message) {
      flushSync(() => setTypedErrors((e) => ({ ...e, [field]: message })));
      return { status: 'invalid', range: value };
    }
    const next = field === 'checkIn' ? pickFirst(value, parsed.date) : pickSecond(value, parsed.date);
    apply(next, () => {
      setDrafts((d) => ({ ...d, [field]: null }));
      setTypedErrors((e) => ({ ...e, [field]: null }));
    });
    return { status: 'ok', range: next };
  };

  /** Chips and the calendar set the dates: whatever was typed gives way. */
  const setRange = (next: StayRange) =>
    apply(next, () => {
      setDrafts({ checkIn: null, checkOut: null });
      setTypedErrors({ checkIn: null, checkOut: null });
    });

  const open = (field: Field, range: StayRange) => {
    const focus = range[field];
    setCalendar({ active: field, focus, view: keepInView(firstOfMonth(range.checkIn), focus) });
  };

  const close = (returnFocus: boolean) => {
    const back = calendar?.active ?? 'checkIn';
    setCalendar(null);
    if (returnFocus) inputs[back].current?.focus();
  };

  const onFieldKey = (field: Field) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey && e.key === 'ArrowDown') {
      e.preventDefault();
      open(field, commit(field).range);
    } else if (calendar && (e.key === 'Escape' || (e.altKey && e.key === 'ArrowUp'))) {
      e.preventDefault();
      e.stopPropagation();
      setCalendar(null);
    } else if (e.key === 'Enter' && field === 'checkIn') {
      // A check-in goes on to the check-out.
      e.preventDefault();
      if (commit('checkIn').status !== 'invalid') inputs.checkOut.current?.focus();
    } else if (e.key === 'Enter' && drafts.checkOut !== null) {
      // Enter on an untouched check-out is left to the form around it (save).
      e.preventDefault();
      commit('checkOut');
    }
  };

  const onPick = (date: IsoDate) => {
    if (!calendar) return;
    const state: PickerState = { range: value, active: calendar.active };
    const next = pickDate(state, date, { isDisabled: isDateDisabled });
    if (next === state) return;
    setRange(next.range);
    if (next.active === 'closed') {
      setCalendar(null);
      inputs.checkOut.current?.focus();
    } else {
      const focus = next.range.checkOut;
      setCalendar((c) => c && { active: 'checkOut', focus, view: keepInView(c.view, focus) });
    }
  };

  const onLeave = (e: FocusEvent) => {
    // Focus moved somewhere else (Tab past the calendar); a null target (a removed cell) is not a move.
    const to = e.relatedTarget as Node | null;
    if (calendar && to && !anchorRef.current?.contains(to)) setCalendar(null);
  };

  const label = { checkIn: DATE_RANGE_TEXTS.checkIn, checkOut: DATE_RANGE_TEXTS.checkOut };
  return (
    <div className={s.root}>
      <div ref={anchorRef} className={s.anchor}>
        <div className={s.fields}>
          {FIELDS.map((field) => (
            <DateInput
              key={field}
              id={`${id}-${field}`}
              label={label[field]}
              inputRef={inputs[field]}
              text={drafts[field] ?? value[field]}
              weekday={drafts[field] === null ? shortWeekday(value[field]) : null}
              error={typedErrors[field] ?? errors?.[field] ?? null}
              expanded={calendar?.active === field}
              calendarId={calendarId}
              onText={(text) => setDrafts((d) => ({ ...d, [field]: text }))}
              onBlur={(e) => {
                commit(field);
                onLeave(e);
              }}
              onKeyDown={onFieldKey(field)}
              onCalendarButton={() => (calendar?.active === field ? close(false) : open(field, value))}
            />
          ))}
          <span className={s.nights} aria-live="polite">
            {nightsText(stayNights(value))}
          </span>
        </div>
        {calendar && (
          <StayCalendar
            id={calendarId}
            range={value}
            active={calendar.active}
            focus={calendar.focus}
            view={calendar.view}
            today={today}
            isDateDisabled={isDateDisabled}
            onFocusChange={(focus) => setCalendar((c) => c && { ...c, focus, view: keepInView(c.view, focus) })}
            onPick={onPick}
            onClose={() => close(true)}
            onBlur={onLeave}
          />
        )}
      </div>
      {chips && (
        <div role="group" aria-label={DATE_RANGE_TEXTS.chips} className={s.chips}>
          {commonDateChips(today).map((chip) => (
            <button
              key={chip.label}
              type="button"
              className={s.chip}
              aria-pressed={chip.checkIn === value.checkIn && chip.checkOut === value.checkOut}
              disabled={isDateDisabled?.(chip.checkIn)}
              onClick={() => setRange({ checkIn: chip.checkIn, checkOut: chip.checkOut })}
            >
              {chip.label} <span className={s.chipDates}>{shortRange(chip.checkIn, chip.checkOut)}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
