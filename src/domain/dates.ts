/**
 * Europe/Stockholm calendar helpers.
 *
 * Calendar dates are plain ISO strings ('YYYY-MM-DD') and all date arithmetic is
 * done on integer day numbers (days since 1970-01-01), so nothing here depends on
 * the time zone of the machine running the code and DST can never shift a date.
 * Only the two functions that map between instants and Stockholm wall time
 * (`todayInStockholm`, `stockholmDateTime`) and `formatStockholm` consult the
 * tz database (via @date-fns/tz).
 */
import { format, type FormatOptions } from 'date-fns';
import { sv } from 'date-fns/locale/sv';
import { TZDate, tzOffset } from '@date-fns/tz';

/** A calendar date as 'YYYY-MM-DD'. */
export type IsoDate = string;

export const STOCKHOLM = 'Europe/Stockholm';

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HHMM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Strict check: exactly 'YYYY-MM-DD' and a real Gregorian date (no 2026-02-30). */
export function isIsoDate(s: unknown): s is IsoDate {
  if (typeof s !== 'string') return false;
  const m = ISO_DATE_RE.exec(s);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export interface DateParts {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

/** Parses an IsoDate, throwing RangeError on anything that is not a real date. */
export function parseIsoDate(d: IsoDate): DateParts {
  if (!isIsoDate(d)) throw new RangeError(`Invalid ISO date: ${JSON.stringify(d)}`);
  return { year: Number(d.slice(0, 4)), month: Number(d.slice(5, 7)), day: Number(d.slice(8, 10)) };
}

/**
 * Days since 1970-01-01 for a proleptic Gregorian date (H. Hinnant's
 * days_from_civil). Pure integer arithmetic: no Date, no time zone.
 */
export function dayNumberFromParts(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12; // March = 0
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

export function toDayNumber(d: IsoDate): number {
  const { year, month, day } = parseIsoDate(d);
  return dayNumberFromParts(year, month, day);
}

/** Inverse of dayNumberFromParts (Hinnant's civil_from_days). */
export function partsFromDayNumber(n: number): DateParts {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function isoFromParts(year: number, month: number, day: number): IsoDate {
  if (year < 0 || year > 9999) throw new RangeError(`Year out of range for IsoDate: ${year}`);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

export function fromDayNumber(n: number): IsoDate {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Invalid day number: ${n}`);
  const { year, month, day } = partsFromDayNumber(n);
  return isoFromParts(year, month, day);
}

/** The Stockholm calendar date at the given instant (defaults to now). */
export function todayInStockholm(now: Date = new Date()): IsoDate {
  const ms = now.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  // Shift the instant by Stockholm's UTC offset at that instant; the UTC day of
  // the shifted value is the local calendar day.
  const local = ms + tzOffset(STOCKHOLM, now) * MS_PER_MINUTE;
  return fromDayNumber(Math.floor(local / MS_PER_DAY));
}

export function addDays(d: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`addDays needs an integer, got ${n}`);
  return fromDayNumber(toDayNumber(d) + n);
}

/** Calendar days from a to b (b − a): daysBetween('2026-03-28', '2026-03-30') === 2. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return toDayNumber(b) - toDayNumber(a);
}

function yearOf(d: IsoDate | number): number {
  return typeof d === 'number' ? d : parseIsoDate(d).year;
}

/** 1 January of the date's year (or of the given year number). */
export function startOfYear(d: IsoDate | number): IsoDate {
  return isoFromParts(yearOf(d), 1, 1);
}

/** 31 December of the date's year (or of the given year number). */
export function endOfYear(d: IsoDate | number): IsoDate {
  return isoFromParts(yearOf(d), 12, 31);
}

/** ISO weekday of a day number: 1 = Monday .. 7 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOfDayNumber(n: number): number {
  return ((((n + 3) % 7) + 7) % 7) + 1;
}

/** 1 = Monday .. 7 = Sunday. */
export function weekday(d: IsoDate): number {
  return weekdayOfDayNumber(toDayNumber(d));
}

/** ISO 8601 week number and week-year for a day number. */
export function isoWeekOfDayNumber(n: number): { week: number; year: number } {
  // The ISO week belongs to the year that contains its Thursday.
  const thursday = n - weekdayOfDayNumber(n) + 4;
  const year = partsFromDayNumber(thursday).year;
  const week = Math.floor((thursday - dayNumberFromParts(year, 1, 1)) / 7) + 1;
  return { week, year };
}

/** ISO 8601 week number (1–53); Swedish calendars use ISO weeks. */
export function isoWeek(d: IsoDate): number {
  return isoWeekOfDayNumber(toDayNumber(d)).week;
}

/** ISO 8601 week-numbering year (2027-01-01 belongs to week 53 of 2026). */
export function isoWeekYear(d: IsoDate): number {
  return isoWeekOfDayNumber(toDayNumber(d)).year;
}

/**
 * The instant at which Stockholm wall clocks show `time` on `date`.
 *
 * DST edge cases follow Temporal's 'compatible' disambiguation:
 * - a time that does not exist (spring-forward gap, e.g. 02:30 on the last Sunday
 *   of March) is pushed forward by the gap: 02:30 → 03:30 CEST;
 * - a time that occurs twice (autumn fall-back, 02:30 on the last Sunday of
 *   October) resolves to the first occurrence (CEST).
 */
export function stockholmDateTime(date: IsoDate, time: string): Date {
  const { year, month, day } = parseIsoDate(date);
  const m = HHMM_RE.exec(time);
  if (!m) throw new RangeError(`Invalid time (expected HH:MM): ${JSON.stringify(time)}`);
  const wall = (dayNumberFromParts(year, month, day) * 1440 + Number(m[1]) * 60 + Number(m[2])) * MS_PER_MINUTE;
  // Stockholm only ever has one transition per day, so the offsets a day either
  // side of the wall time are the only two candidates.
  const before = tzOffset(STOCKHOLM, new Date(wall - MS_PER_DAY));
  const after = tzOffset(STOCKHOLM, new Date(wall + MS_PER_DAY));
  const candidates = [before, after]
    .map((offset) => ({ offset, instant: wall - offset * MS_PER_MINUTE }))
    .filter((c) => tzOffset(STOCKHOLM, new Date(c.instant)) === c.offset)
    .map((c) => c.instant);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // Gap: read the wall time with the pre-transition offset, landing after the jump.
  return new Date(wall - before * MS_PER_MINUTE);
}

/**
 * date-fns `format` of an instant as seen in Stockholm. Defaults to the Swedish
 * locale (month/day names in Swedish); pass `options.locale` to override.
 */
export function formatStockholm(instant: Date, pattern: string, options?: FormatOptions): string {
  return format(new TZDate(instant.getTime(), STOCKHOLM), pattern, { locale: sv, ...options });
}
