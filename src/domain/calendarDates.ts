/**
 * Precomputed per-day metadata for the booking calendar grid. Built in one pass
 * over integer day numbers (no Date objects, no per-day date-fns calls) so three
 * years of days take well under a millisecond or two.
 */
import {
  endOfYear,
  fromDayNumber,
  isoWeekOfDayNumber,
  parseIsoDate,
  startOfYear,
  toDayNumber,
  weekdayOfDayNumber,
  type IsoDate,
} from './dates';
import { holidayDaysOfYear, type HolidayDay } from './holidays';

export interface CalendarDate {
  date: IsoDate;
  /** 0-based position from `from`. */
  index: number;
  /** ISO week number. */
  week: number;
  /** 1 = Monday .. 7 = Sunday. */
  weekday: number;
  isToday: boolean;
  isPast: boolean;
  /** Saturday or Sunday. */
  isWeekend: boolean;
  /** Public holiday per lag 1989:253 (not an eve). */
  isHoliday: boolean;
  /** Name of the holiday or eve, null on ordinary days. */
  holidayName: string | null;
  /** Midsommarafton, Julafton, Nyårsafton, Påskafton, Pingstafton. */
  isEve: boolean;
  /** Banks closed: weekend, public holiday or eve. */
  isBankHoliday: boolean;
}

/**
 * One entry per day from `from` to `to` inclusive. Returns [] when to < from.
 * Throws RangeError on invalid dates.
 */
export function calendarDates(from: IsoDate, to: IsoDate, today: IsoDate): CalendarDate[] {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  const todayDn = toDayNumber(today);
  const out: CalendarDate[] = [];
  if (end < start) return out;

  let wd = weekdayOfDayNumber(start);
  let week = isoWeekOfDayNumber(start).week;
  let year = -1;
  let holidays: ReadonlyMap<IsoDate, HolidayDay> = new Map();

  for (let dn = start, index = 0; dn <= end; dn++, index++) {
    const date = fromDayNumber(dn);
    // The week number can only change on Mondays and the holiday table only on 1 January.
    if (wd === 1 && index > 0) week = isoWeekOfDayNumber(dn).week;
    const y = Number(date.slice(0, 4));
    if (y !== year) {
      year = y;
      holidays = holidayDaysOfYear(y);
    }
    const h = holidays.get(date);
    const isWeekend = wd >= 6;
    out.push({
      date,
      index,
      week,
      weekday: wd,
      isToday: dn === todayDn,
      isPast: dn < todayDn,
      isWeekend,
      isHoliday: h?.isPublic ?? false,
      holidayName: h?.name ?? null,
      isEve: h?.isEve ?? false,
      isBankHoliday: isWeekend || (h !== undefined && (h.isPublic || h.isEve)),
    });
    wd = wd === 7 ? 1 : wd + 1;
  }
  return out;
}

/** Start of last year .. end of next year: the range the console loads by default. */
export function defaultCalendarRange(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const { year } = parseIsoDate(today);
  return { from: startOfYear(year - 1), to: endOfYear(year + 1) };
}
