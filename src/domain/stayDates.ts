/**
 * The booking form's stay dates (bookings.md 4 "Date picker", 9 "Common date chips"): the chips, the
 * two-date picker's rules, its two-month Monday-first grid, and dates typed the way a receptionist
 * says them ('24/11', 'fre', '+3'). Week numbers are ISO 8601 (`isoWeekOfDayNumber` in dates.ts).
 */
import {
  addDays,
  dayNumberFromParts,
  daysBetween,
  daysInMonth,
  fromDayNumber,
  isIsoDate,
  isoFromParts,
  isoWeekOfDayNumber,
  parseIsoDate,
  weekday,
  weekdayOfDayNumber,
  type IsoDate,
} from './dates';

/** A stay: check-in (the first date) and check-out (the second). */
export interface StayRange {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

export interface DateChip extends StayRange {
  label: string;
  nights: number;
}

export const MONTH_NAMES = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/** Monday first, as ISO weekdays 1..7. */
export const WEEKDAY_NAMES = ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'] as const;

export const STAY_DATE_TEXTS = {
  tomorrow: 'Till imorgon',
  weekend: 'Över helgen',
  twoNights: 'Två nätter',
  nextWeekend: 'Nästa helg',
  noAvailableDates: 'Inga tillgängliga datum',
  unknown: 'Okänt datum: skriv t.ex. 24/11, fre eller +3',
  empty: 'Skriv ett datum: t.ex. 24/11, fre eller +3',
  noSuchDate: (day: number, month: number, year?: number) =>
    `${day} ${MONTH_NAMES[month - 1]}${year === undefined ? '' : ' ' + year} finns inte`,
  noSuchMonth: (month: number) => `Det finns ingen månad ${month}`,
  noSuchDay: (day: number) => `Ingen månad har en dag ${day}`,
  offsetTooSmall: 'Skriv minst +1',
  offsetTooLarge: (max: number) => `Högst +${max} nätter`,
} as const;

/** '+N' may add at most this many days. */
export const MAX_TYPED_OFFSET = 365;

const FRIDAY = 5;
const SATURDAY = 6;

export function nightsText(n: number): string {
  return n === 1 ? '1 natt' : `${n} nätter`;
}

/** The default booking period: today to tomorrow. */
export function defaultStay(today: IsoDate): StayRange {
  return { checkIn: today, checkOut: addDays(today, 1) };
}

/** Nights are the difference between the two dates. */
export function stayNights(range: StayRange): number {
  return daysBetween(range.checkIn, range.checkOut);
}

const chip = (label: string, checkIn: IsoDate, nights: number): DateChip => ({
  label,
  checkIn,
  checkOut: addDays(checkIn, nights),
  nights,
});

/**
 * The common-date chips in display order. 'Nästa helg' is Friday to Sunday of the first Friday after
 * today: Monday–Thursday this week's, Sunday five days ahead, Saturday six days ahead. The spec's
 * "6 days ahead if today is Saturday" is that same Friday (this week's has passed), not next week's
 * Saturday; on a Friday the chip is 'Över helgen' instead.
 */
export function commonDateChips(today: IsoDate): DateChip[] {
  const tomorrow = chip(STAY_DATE_TEXTS.tomorrow, today, 1);
  const wd = weekday(today);
  if (wd === FRIDAY) return [tomorrow, chip(STAY_DATE_TEXTS.weekend, today, 2)];
  const daysToFriday = wd === SATURDAY ? 6 : (FRIDAY - wd + 7) % 7;
  return [
    tomorrow,
    chip(STAY_DATE_TEXTS.twoNights, today, 2),
    chip(STAY_DATE_TEXTS.nextWeekend, addDays(today, daysToFriday), 2),
  ];
}

/** Choosing the first date: the second follows when it is not after it (first + 1 day). */
export function pickFirst(range: StayRange, date: IsoDate): StayRange {
  return { checkIn: date, checkOut: range.checkOut > date ? range.checkOut : addDays(date, 1) };
}

/** Choosing the second date: the first follows when the second is not after it (second − 1 day). */
export function pickSecond(range: StayRange, date: IsoDate): StayRange {
  return { checkIn: range.checkIn < date ? range.checkIn : addDays(date, -1), checkOut: date };
}

/** The open picker: which date the next click sets; `closed` once the second was chosen. */
export interface PickerState {
  range: StayRange;
  active: 'checkIn' | 'checkOut' | 'closed';
}

/**
 * A click in the calendar: the first date moves the focus to the second, the second closes the
 * calendar. A disabled date is ignored unless every date is allowed.
 */
export function pickDate(
  state: PickerState,
  date: IsoDate,
  opts: { isDisabled?: (d: IsoDate) => boolean; allowAll?: boolean } = {},
): PickerState {
  if (state.active === 'closed') return state;
  if (!opts.allowAll && opts.isDisabled?.(date)) return state;
  if (state.active === 'checkIn') return { range: pickFirst(state.range, date), active: 'checkOut' };
  return { range: pickSecond(state.range, date), active: 'closed' };
}

export interface GridWeek {
  /** ISO 8601 week number of the row. */
  week: number;
  /** Seven cells, Monday first; null outside the month. */
  days: (IsoDate | null)[];
}

export interface MonthGrid {
  year: number;
  /** 1-12. */
  month: number;
  /** 'november 2026'. */
  title: string;
  weeks: GridWeek[];
}

/** One month as Monday-first weeks with their ISO week numbers (4 to 6 rows). */
export function monthGrid(year: number, month: number): MonthGrid {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Invalid month: ${month}`);
  // isoFromParts checks the year.
  isoFromParts(year, month, 1);
  const first = dayNumberFromParts(year, month, 1);
  const last = first + daysInMonth(year, month) - 1;
  const weeks: GridWeek[] = [];
  for (let monday = first - weekdayOfDayNumber(first) + 1; monday <= last; monday += 7) {
    const days: (IsoDate | null)[] = [];
    for (let dn = monday; dn < monday + 7; dn++) days.push(dn >= first && dn <= last ? fromDayNumber(dn) : null);
    weeks.push({ week: isoWeekOfDayNumber(monday).week, days });
  }
  return { year, month, title: `${MONTH_NAMES[month - 1]} ${year}`, weeks };
}

/** The picker's two months: the one holding `date` and the next. */
export function pickerMonths(date: IsoDate): [MonthGrid, MonthGrid] {
  const { year, month } = parseIsoDate(date);
  return [monthGrid(year, month), month === 12 ? monthGrid(year + 1, 1) : monthGrid(year, month + 1)];
}

/** False for a month where nothing can be picked: it shows 'Inga tillgängliga datum'. */
export function monthHasEnabledDate(grid: MonthGrid, isDisabled: (d: IsoDate) => boolean): boolean {
  return grid.weeks.some((w) => w.days.some((d) => d !== null && !isDisabled(d)));
}

export type TypedDate = { ok: true; date: IsoDate } | { ok: false; message: string };

// Matching is on lower-case text without diacritics, so 'lor' is 'lör' and 'sondag' is 'söndag'.
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const FOLDED_MONTHS = MONTH_NAMES.map(fold);
const FOLDED_WEEKDAYS = WEEKDAY_NAMES.map(fold);

const WORDS = new Map<string, number>([
  ['idag', 0],
  ['i dag', 0],
  ['imorgon', 1],
  ['i morgon', 1],
  ['overmorgon', 2],
  ['iovermorgon', 2],
  ['i overmorgon', 2],
]);

/** A month from its name or a prefix of at least 3 letters ('nov', 'sept'); 0 when none. */
function monthOf(word: string): number {
  if (word.length < 3) return 0;
  return FOLDED_MONTHS.findIndex((m) => m.startsWith(word)) + 1;
}

/** An ISO weekday from its name or a prefix of at least 2 letters ('fr', 'fre', 'fred'); 0 when none. */
function weekdayOf(word: string): number {
  if (word.length < 2) return 0;
  return FOLDED_WEEKDAYS.findIndex((w) => w.startsWith(word)) + 1;
}

const ok = (date: IsoDate): TypedDate => ({ ok: true, date });
const fail = (message: string): TypedDate => ({ ok: false, message });

function withYear(day: number, month: number, year: number): TypedDate {
  if (month < 1 || month > 12) return fail(STAY_DATE_TEXTS.noSuchMonth(month));
  if (day < 1 || day > daysInMonth(year, month)) return fail(STAY_DATE_TEXTS.noSuchDate(day, month, year));
  return ok(isoFromParts(year, month, day));
}

/** The first day/month on or after `floor` (29 February can be up to 8 years ahead). */
function nextDayMonth(day: number, month: number, floor: IsoDate): TypedDate {
  if (month < 1 || month > 12) return fail(STAY_DATE_TEXTS.noSuchMonth(month));
  const from = parseIsoDate(floor).year;
  for (let year = from; year <= from + 8; year++) {
    if (day < 1 || day > daysInMonth(year, month)) continue;
    const date = isoFromParts(year, month, day);
    if (date >= floor) return ok(date);
  }
  return fail(STAY_DATE_TEXTS.noSuchDate(day, month));
}

/** A bare day number: that day in the floor's month, or in the next month that has it. */
function nextDay(day: number, floor: IsoDate): TypedDate {
  if (day < 1 || day > 31) return fail(STAY_DATE_TEXTS.noSuchDay(day));
  let { year, month } = parseIsoDate(floor);
  for (let i = 0; i < 3; i++) {
    if (day <= daysInMonth(year, month)) {
      const date = isoFromParts(year, month, day);
      if (date >= floor) return ok(date);
    }
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return fail(STAY_DATE_TEXTS.noSuchDay(day));
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * A date typed in a date field. Forms: 'idag', 'imorgon', 'i övermorgon'; '24/11', '24/11/26',
 * '24/11/2026' (also with '.'); '2026-11-24'; '24 nov', '24 november', '24 nov 2026'; a weekday
 * ('fre', 'fredag', 'fr'); a bare day '24'; '+3' (days after `relativeTo`, else after today).
 * Case and å/ä/ö are ignored ('lor' is 'lör'). A form without a year is the first such date on or after
 * the earliest date the field allows: today, or in the check-out field (`relativeTo` = the check-in)
 * the day after the check-in, never before today; so 'fre' typed on a Friday in the check-in field is
 * today. Only a date typed with a year can be in the past. Never throws.
 */
export function parseTypedDate(text: string, opts: { today: IsoDate; relativeTo?: IsoDate | null }): TypedDate {
  if (!isIsoDate(opts.today)) return fail(STAY_DATE_TEXTS.unknown);
  try {
    return resolveTypedDate(text, opts.today, isIsoDate(opts.relativeTo) ? opts.relativeTo : null);
  } catch (e) {
    // Only arithmetic past 9999-12-31 throws RangeError here (an IsoDate has four digits).
    if (e instanceof RangeError) return fail(STAY_DATE_TEXTS.unknown);
    throw e;
  }
}

function resolveTypedDate(text: string, today: IsoDate, relativeTo: IsoDate | null): TypedDate {
  const t = fold(String(text ?? ''))
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/([a-z])\./g, '$1');
  if (t === '') return fail(STAY_DATE_TEXTS.empty);
  // The earliest date a form without a year may mean: the day after the check-in, but not before today.
  const floor = relativeTo !== null && relativeTo >= today ? addDays(relativeTo, 1) : today;

  const word = WORDS.get(t);
  if (word !== undefined) return ok(addDays(today, word));

  let m = /^\+ ?(\d{1,4})$/.exec(t);
  if (m) {
    const n = Number(m[1]);
    if (n < 1) return fail(STAY_DATE_TEXTS.offsetTooSmall);
    if (n > MAX_TYPED_OFFSET) return fail(STAY_DATE_TEXTS.offsetTooLarge(MAX_TYPED_OFFSET));
    return ok(addDays(relativeTo ?? today, n));
  }

  if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t))) return withYear(Number(m[3]), Number(m[2]), Number(m[1]));

  if ((m = /^(\d{1,2}) ?[/.] ?(\d{1,2})(?: ?[/.] ?(\d{4}|\d{2}))?$/.exec(t))) {
    const [day, month] = [Number(m[1]), Number(m[2])];
    return m[3] === undefined ? nextDayMonth(day, month, floor) : withYear(day, month, fullYear(m[3]));
  }

  if ((m = /^(\d{1,2}) ?([a-z]+)(?: (\d{4}|\d{2}))?$/.exec(t))) {
    const month = monthOf(m[2]!);
    if (month === 0) return fail(STAY_DATE_TEXTS.unknown);
    const day = Number(m[1]);
    return m[3] === undefined ? nextDayMonth(day, month, floor) : withYear(day, month, fullYear(m[3]));
  }

  if ((m = /^\d{1,2}$/.exec(t))) return nextDay(Number(t), floor);

  if (/^[a-z]+$/.test(t)) {
    const wd = weekdayOf(t);
    if (wd > 0) return ok(addDays(floor, (wd - weekday(floor) + 7) % 7));
  }
  return fail(STAY_DATE_TEXTS.unknown);
}
