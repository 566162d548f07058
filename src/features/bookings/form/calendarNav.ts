import { addDays, daysInMonth, isoFromParts, parseIsoDate, weekday, type IsoDate } from '../../../domain/dates';
import { holidayName } from '../../../domain/holidays';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../../domain/stayDates';

// How the calendar's keys move its focus (WAI-ARIA APG date picker dialog); no booking rule lives here.

/** The first day of the date's month. */
export function firstOfMonth(d: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(d);
  return isoFromParts(year, month, 1);
}

/** The same day n months on, or the month's last day when it is shorter (31 jan + 1 → 28 feb). */
export function addMonths(d: IsoDate, n: number): IsoDate {
  const { year, month, day } = parseIsoDate(d);
  const index = year * 12 + (month - 1) + n;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return isoFromParts(y, m, Math.min(day, daysInMonth(y, m)));
}

/** The date a navigation key moves the focus to, or null when the key does not navigate. */
export function moveFocus(d: IsoDate, key: string, shift = false): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(d, -1);
    case 'ArrowRight':
      return addDays(d, 1);
    case 'ArrowUp':
      return addDays(d, -7);
    case 'ArrowDown':
      return addDays(d, 7);
    case 'PageUp':
      return addMonths(d, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(d, shift ? 12 : 1);
    case 'Home':
      return addDays(d, 1 - weekday(d));
    case 'End':
      return addDays(d, 7 - weekday(d));
    default:
      return null;
  }
}

/**
 * The first of the two months shown, so that `focus` is in one of them: unchanged while it is, else
 * the focus's month (moving back) or the month before it (moving on), so the view scrolls one step.
 */
export function keepInView(view: IsoDate, focus: IsoDate): IsoDate {
  const month = firstOfMonth(focus);
  if (month < view) return month;
  if (month > addMonths(view, 1)) return addMonths(month, -1);
  return view;
}

/** 'tisdag 24 november 2026', with the holiday when there is one ('fredag 25 december 2026, Juldagen'). */
export function fullDateName(d: IsoDate): string {
  const { year, month, day } = parseIsoDate(d);
  const name = `${WEEKDAY_NAMES[weekday(d) - 1]} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
  const holiday = holidayName(d);
  return holiday ? `${name}, ${holiday}` : name;
}

const shortMonth = (month: number) => MONTH_NAMES[month - 1]!.slice(0, 3);

/** '24–26 nov', '30 nov–2 dec', '30 dec 2026–2 jan 2027'. */
export function shortRange(from: IsoDate, to: IsoDate): string {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (a.year !== b.year) return `${a.day} ${shortMonth(a.month)} ${a.year}–${b.day} ${shortMonth(b.month)} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${shortMonth(a.month)}–${b.day} ${shortMonth(b.month)}`;
  return `${a.day}–${b.day} ${shortMonth(a.month)}`;
}

/** 'tis', for beside a typed date. */
export const shortWeekday = (d: IsoDate) => WEEKDAY_NAMES[weekday(d) - 1]!.slice(0, 3);
