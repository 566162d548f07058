import { useId, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { daysBetween, weekday, type IsoDate } from '../../../domain/dates';
import { holidayName } from '../../../domain/holidays';
import {
  monthHasEnabledDate,
  nightsText,
  pickerMonths,
  STAY_DATE_TEXTS,
  WEEKDAY_NAMES,
  type MonthGrid,
  type StayRange,
} from '../../../domain/stayDates';
import { addMonths, fullDateName, moveFocus } from './calendarNav';
import * as s from './dateRangeField.css';

export const CALENDAR_TEXTS = {
  dialog: 'Kalender',
  checkIn: 'Välj incheckning',
  checkOut: 'Välj utcheckning',
  previous: 'Föregående månad',
  next: 'Nästa månad',
  close: 'Stäng kalendern',
  week: 'Vecka',
  checkInSuffix: 'incheckning',
  checkOutSuffix: 'utcheckning',
} as const;

export interface StayCalendarProps {
  id: string;
  range: StayRange;
  /** The date the next pick sets. */
  active: 'checkIn' | 'checkOut';
  /** The date with the keyboard (the one cell in the tab order). */
  focus: IsoDate;
  /** The first day of the first of the two months shown. */
  view: IsoDate;
  today: IsoDate;
  isDateDisabled?: (d: IsoDate) => boolean;
  onFocusChange: (d: IsoDate) => void;
  onPick: (d: IsoDate) => void;
  /** Escape, alt+↑ or the close button: the field gets the keyboard back. */
  onClose: () => void;
  /** Focus leaving a day (to anywhere: the field decides whether it left the calendar). */
  onBlur: (e: FocusEvent) => void;
}

const enabledEverywhere = () => false;

/**
 * Two months, Monday first, with ISO week numbers: a grid of day buttons with one roving tab stop
 * (WAI-ARIA APG date picker dialog). React Aria's RangeCalendar has no week-number column and picks
 * ranges by its own anchor rule, so the picking follows `pickDate` in the field instead.
 */
export function StayCalendar(props: StayCalendarProps) {
  const { id, range, active, focus, view, onFocusChange, onClose, onBlur } = props;
  const ref = useRef<HTMLDivElement>(null);

  // The focused date's button takes the keyboard as soon as it is drawn (before the next key).
  useLayoutEffect(() => {
    const el = ref.current?.querySelector<HTMLElement>(`[data-date="${focus}"]`);
    if (el && document.activeElement !== el) el.focus();
  }, [focus]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' || (e.altKey && e.key === 'ArrowUp')) {
      // Only the calendar closes, not the pane or dialog around the form.
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey || !(e.target as HTMLElement).dataset.date) return;
    const next = moveFocus(focus, e.key, e.shiftKey);
    if (next === null) return;
    e.preventDefault();
    e.stopPropagation();
    onFocusChange(next);
  };

  const choosingOut = active === 'checkOut' && focus > range.checkIn;
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-label={CALENDAR_TEXTS.dialog}
      className={s.panel}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      // Clicks on the panel keep the keyboard on the focused day instead of dropping it to the page.
      onMouseDown={(e) => e.preventDefault()}
    >
      <div className={s.panelHeader}>
        <button
          type="button"
          tabIndex={-1}
          className={s.calendarButton}
          aria-label={CALENDAR_TEXTS.previous}
          title={`${CALENDAR_TEXTS.previous} (PageUp)`}
          onClick={() => onFocusChange(addMonths(focus, -1))}
        >
          ‹
        </button>
        <span className={s.panelStatus} aria-live="polite">
          {active === 'checkIn' ? CALENDAR_TEXTS.checkIn : CALENDAR_TEXTS.checkOut}
          {choosingOut && ` · ${nightsText(daysBetween(range.checkIn, focus))}`}
        </span>
        <button
          type="button"
          tabIndex={-1}
          className={s.calendarButton}
          aria-label={CALENDAR_TEXTS.next}
          title={`${CALENDAR_TEXTS.next} (PageDown)`}
          onClick={() => onFocusChange(addMonths(focus, 1))}
        >
          ›
        </button>
        <button
          type="button"
          tabIndex={-1}
          className={s.calendarButton}
          aria-label={CALENDAR_TEXTS.close}
          title={`${CALENDAR_TEXTS.close} (Esc)`}
          onClick={onClose}
        >
          ✕
        </button>
      </div>
      <div className={s.months}>
        {pickerMonths(view).map((grid) => (
          <Month key={grid.title} grid={grid} {...props} />
        ))}
      </div>
      <div className={s.legend} aria-hidden="true">
        <span>←→↑↓ dag, vecka</span>
        <span>PgUp PgDn månad</span>
        <span>Home End veckans början, slut</span>
        <span>Enter välj</span>
        <span>Esc stäng</span>
      </div>
    </div>
  );
}

function Month({ grid, ...props }: StayCalendarProps & { grid: MonthGrid }) {
  const titleId = useId();
  const emptyId = useId();
  const hasDates = monthHasEnabledDate(grid, props.isDateDisabled ?? enabledEverywhere);
  return (
    <div className={s.month}>
      <div id={titleId} className={s.monthTitle}>
        {grid.title}
      </div>
      {!hasDates && (
        <p id={emptyId} className={s.empty}>
          {STAY_DATE_TEXTS.noAvailableDates}
        </p>
      )}
      <div role="grid" aria-labelledby={titleId} aria-describedby={hasDates ? undefined : emptyId} className={s.grid}>
        <div role="row" className={s.row}>
          <div role="columnheader" className={s.weekNumber} aria-label={CALENDAR_TEXTS.week}>
            v.
          </div>
          {WEEKDAY_NAMES.map((name) => (
            <div key={name} role="columnheader" className={s.columnHeader} aria-label={name}>
              {name.slice(0, 2)}
            </div>
          ))}
        </div>
        {grid.weeks.map((w) => (
          <div key={w.week} role="row" className={s.row}>
            <div role="rowheader" className={s.weekNumber} aria-label={`${CALENDAR_TEXTS.week} ${w.week}`}>
              {w.week}
            </div>
            {w.days.map((d, i) =>
              d === null ? <div key={i} role="gridcell" className={s.cell} /> : <Day key={d} date={d} {...props} />,
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

function Day({
  date,
  range,
  active,
  focus,
  today,
  isDateDisabled,
  onFocusChange,
  onPick,
}: StayCalendarProps & { date: IsoDate }) {
  const disabled = isDateDisabled?.(date) ?? false;
  const inRange = date >= range.checkIn && date <= range.checkOut;
  const isEnd = date === range.checkIn || date === range.checkOut;
  const preview = active === 'checkOut' && date > range.checkIn && date <= focus;
  const holiday = holidayName(date);
  const name = [
    fullDateName(date),
    date === range.checkIn ? CALENDAR_TEXTS.checkInSuffix : null,
    date === range.checkOut ? CALENDAR_TEXTS.checkOutSuffix : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div
      role="gridcell"
      aria-selected={inRange}
      aria-disabled={disabled || undefined}
      className={s.cell}
      data-weekend={weekday(date) >= 6 || undefined}
    >
      <button
        type="button"
        className={s.day}
        tabIndex={date === focus ? 0 : -1}
        data-date={date}
        aria-label={name}
        aria-disabled={disabled || undefined}
        aria-current={date === today ? 'date' : undefined}
        data-holiday={holiday !== null || undefined}
        title={holiday ?? undefined}
        data-in-range={inRange || undefined}
        data-end={isEnd || undefined}
        data-preview={preview || undefined}
        onClick={() => {
          onFocusChange(date);
          onPick(date);
        }}
      >
        {Number(date.slice(8))}
      </button>
    </div>
  );
}
