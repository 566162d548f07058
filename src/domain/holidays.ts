/**
 * Swedish public holidays (allmänna helgdagar, lag 1989:253) and the de facto
 * days off ("aftnar"), computed without a library.
 *
 * - 'public' entries are exactly the helgdagar of lag 1989:253 (Sundays are
 *   helgdagar too, but are not listed here unless they are named holidays such
 *   as Påskdagen and Pingstdagen).
 * - 'eve' entries are not holidays by law but are treated as days off by banks
 *   and most employers: Midsommarafton, Julafton, Nyårsafton. Påskafton and
 *   Pingstafton are listed as eves as well (they are always Saturdays).
 *
 * History: Nationaldagen became a public holiday in 2005, replacing Annandag
 * pingst. Earlier rule changes (before 1989) are not modelled.
 */
import {
  dayNumberFromParts,
  fromDayNumber,
  isIsoDate,
  isoWeekOfDayNumber,
  toDayNumber,
  weekdayOfDayNumber,
  type IsoDate,
} from './dates';

export type HolidayKind = 'public' | 'eve';

export interface Holiday {
  date: IsoDate;
  name: string;
  kind: HolidayKind;
}

/** Everything known about one date; several holidays can share a date (e.g. 2008-05-01). */
export interface HolidayDay {
  /** Names joined with ' / ', public holidays first. */
  name: string;
  isPublic: boolean;
  isEve: boolean;
}

/** Easter Sunday (Gregorian computus, Meeus/Jones/Butcher) as an IsoDate. */
export function easterSunday(year: number): IsoDate {
  return fromDayNumber(easterDayNumber(year));
}

function easterDayNumber(year: number): number {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError(`Unsupported year: ${year}`);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumberFromParts(year, month, day);
}

/** First day number on or after `from` that falls on ISO weekday `wd`. */
function firstWeekdayOnOrAfter(from: number, wd: number): number {
  return from + ((wd - weekdayOfDayNumber(from) + 7) % 7);
}

const SATURDAY = 6;

const yearCache = new Map<number, readonly Holiday[]>();
const dayCache = new Map<number, ReadonlyMap<IsoDate, HolidayDay>>();

/** All public holidays and eves of a year, sorted by date. Cached per year. */
export function swedishHolidays(year: number): readonly Holiday[] {
  const cached = yearCache.get(year);
  if (cached) return cached;

  const easter = easterDayNumber(year);
  const ymd = (m: number, d: number) => dayNumberFromParts(year, m, d);
  // Midsommardagen: the Saturday in 20–26 June; Alla helgons dag: the Saturday in 31 Oct–6 Nov.
  const midsommardagen = firstWeekdayOnOrAfter(ymd(6, 20), SATURDAY);
  const allaHelgon = firstWeekdayOnOrAfter(ymd(10, 31), SATURDAY);

  const entries: [number, string, HolidayKind][] = [
    [ymd(1, 1), 'Nyårsdagen', 'public'],
    [ymd(1, 6), 'Trettondedag jul', 'public'],
    [easter - 2, 'Långfredagen', 'public'],
    [easter - 1, 'Påskafton', 'eve'],
    [easter, 'Påskdagen', 'public'],
    [easter + 1, 'Annandag påsk', 'public'],
    [ymd(5, 1), 'Första maj', 'public'],
    [easter + 39, 'Kristi himmelsfärdsdag', 'public'],
    [easter + 48, 'Pingstafton', 'eve'],
    [easter + 49, 'Pingstdagen', 'public'],
    [midsommardagen - 1, 'Midsommarafton', 'eve'],
    [midsommardagen, 'Midsommardagen', 'public'],
    [allaHelgon, 'Alla helgons dag', 'public'],
    [ymd(12, 24), 'Julafton', 'eve'],
    [ymd(12, 25), 'Juldagen', 'public'],
    [ymd(12, 26), 'Annandag jul', 'public'],
    [ymd(12, 31), 'Nyårsafton', 'eve'],
  ];
  if (year >= 2005) entries.push([ymd(6, 6), 'Nationaldagen', 'public']);
  else entries.push([easter + 50, 'Annandag pingst', 'public']);

  const list = Object.freeze(
    entries
      .sort((x, y) => x[0] - y[0])
      .map(([dn, name, kind]) => Object.freeze({ date: fromDayNumber(dn), name, kind })),
  );
  yearCache.set(year, list);
  return list;
}

/** Date → holiday info for one year. Exposed for hot loops (calendarDates). */
export function holidayDaysOfYear(year: number): ReadonlyMap<IsoDate, HolidayDay> {
  const cached = dayCache.get(year);
  if (cached) return cached;
  const byDate = new Map<IsoDate, Holiday[]>();
  for (const h of swedishHolidays(year)) byDate.set(h.date, [...(byDate.get(h.date) ?? []), h]);
  const map = new Map<IsoDate, HolidayDay>();
  for (const [date, hs] of byDate) {
    const ordered = [...hs.filter((h) => h.kind === 'public'), ...hs.filter((h) => h.kind === 'eve')];
    map.set(date, {
      name: ordered.map((h) => h.name).join(' / '),
      isPublic: hs.some((h) => h.kind === 'public'),
      isEve: hs.some((h) => h.kind === 'eve'),
    });
  }
  dayCache.set(year, map);
  return map;
}

function holidayDay(date: IsoDate): HolidayDay | undefined {
  if (!isIsoDate(date)) throw new RangeError(`Invalid ISO date: ${JSON.stringify(date)}`);
  return holidayDaysOfYear(Number(date.slice(0, 4))).get(date);
}

/** Name of the public holiday or eve on this date, or null. */
export function holidayName(date: IsoDate): string | null {
  return holidayDay(date)?.name ?? null;
}

/** A helgdag per lag 1989:253 other than an ordinary Sunday. */
export function isPublicHoliday(date: IsoDate): boolean {
  return holidayDay(date)?.isPublic ?? false;
}

/** Midsommarafton, Julafton, Nyårsafton, Påskafton, Pingstafton. */
export function isEve(date: IsoDate): boolean {
  return holidayDay(date)?.isEve ?? false;
}

/** Banks are closed: Saturdays, Sundays, public holidays and the eves. */
export function isBankHoliday(date: IsoDate): boolean {
  if (weekdayOfDayNumber(toDayNumber(date)) >= 6) return true;
  const h = holidayDay(date);
  return h !== undefined && (h.isPublic || h.isEve);
}

/**
 * High-demand dates for a Swedish campsite. Rule for the long weekends: from the
 * day before the first day off (guests arrive that evening) through the last day
 * off (departure day):
 * - Easter: Skärtorsdagen (Thu) .. Annandag påsk (Mon)
 * - Kristi himmelsfärd: the Wednesday before .. the following Sunday
 * - Midsommar: the Thursday before Midsommarafton .. the Sunday after Midsommardagen
 * - Industrisemester: every day of ISO weeks 28–31 (Mon of week 28 .. Sun of week 31)
 * Pingst (no longer a long weekend) and Nationaldagen are deliberately not included.
 */
export function isBusyPeriod(date: IsoDate): boolean {
  const dn = toDayNumber(date);
  const year = Number(date.slice(0, 4));
  const week = isoWeekOfDayNumber(dn);
  if (week.year === year && week.week >= 28 && week.week <= 31) return true;
  const easter = easterDayNumber(year);
  if (dn >= easter - 3 && dn <= easter + 1) return true;
  if (dn >= easter + 38 && dn <= easter + 42) return true;
  const midsommardagen = firstWeekdayOnOrAfter(dayNumberFromParts(year, 6, 20), SATURDAY);
  return dn >= midsommardagen - 2 && dn <= midsommardagen + 1;
}
