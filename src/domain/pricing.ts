/**
 * The campsite's price rule: what a stay costs on a category's rate card (src/domain/rateCard.ts).
 *
 * A stay's nights are the calendar dates checkIn .. checkOut − 1 (the night of 19 June is the one
 * from 19 to 20 June). Everything works on dates, never on instants, so a DST change (the nights
 * of 29 March and 25 October 2026 are an hour shorter and longer) changes nothing.
 *
 * One night's price, in this order of precedence (the first that applies wins, even if cheaper):
 * 1. the block: the season whose period holds the date, else the card's base rates;
 * 2. within that block: its `holiday` rate on a holiday night, else its `weekend` rate on a
 *    weekend night, else its `nightly` rate (a null rate falls through to the next);
 * 3. plus, when priced per guest, the extras for guests beyond `included_guests` and every dog.
 * A weekend night is a Friday or Saturday night. A holiday night is the night before a day off:
 * before a public holiday of lag 1989:253 (ordinary Sundays excluded, or every Saturday would be
 * one) or before one of the eves the campsite counts, Midsommarafton, Julafton and Nyårsafton
 * (Påskafton and Pingstafton are not counted). So at midsommar 2026 the Thursday 18 June night
 * (before Midsommarafton) and the Friday 19 June night (before Midsommardagen) are holiday nights.
 *
 * Electricity is not accommodation: it is one line of its own (per night × nights) beside the
 * accommodation runs, as the booking's electricity fee is a charge of its own, not a platsavgift.
 */
import { addDays, daysBetween, isIsoDate, weekday, type IsoDate } from './dates';
import { isPublicHoliday, swedishHolidays } from './holidays';
import { seasonOf, type GuestPricing, type NightRates, type RateCard, type SeasonName } from './rateCard';

/** The eves whose night before is a holiday night (the campsite treats them as days off). */
export const COUNTED_EVES: readonly string[] = ['Midsommarafton', 'Julafton', 'Nyårsafton'];

export interface Stay {
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults: number;
  children: number;
  dogs: number;
  /** Electricity applies to the pitch or booking. */
  electricity: boolean;
}

/** The rate block a night is priced in. */
export type NightKind = 'base' | SeasonName;
/** Which of the block's rates was applied. */
export type AppliedRate = 'nightly' | 'weekend' | 'holiday';

export interface PricedNight {
  date: IsoDate;
  kind: NightKind;
  weekend: boolean;
  holiday: boolean;
  rate: AppliedRate;
  /** The applied rate plus `guest_extras`: the night's accommodation price, öre. */
  price: number;
  guest_extras: number;
}

/** Consecutive nights at one nightly price: one accommodation charge row. `end` is exclusive. */
export interface AccommodationRun {
  start: IsoDate;
  end: IsoDate;
  nights: number;
  /** Total of the run, öre. */
  price: number;
  original_price: number;
}

export interface ElectricityLine {
  start: IsoDate;
  end: IsoDate;
  nights: number;
  per_night: number;
  price: number;
}

export interface PricedStay {
  nights: PricedNight[];
  /** The accommodation charge rows the booking gets. */
  charges: AccommodationRun[];
  accommodation_total: number;
  /** Null when electricity does not apply. */
  electricity: ElectricityLine | null;
  /** accommodation_total + electricity. */
  total: number;
}

/** Friday and Saturday nights. */
export function isWeekendNight(date: IsoDate): boolean {
  const wd = weekday(date);
  return wd === 5 || wd === 6;
}

/** The night before a public holiday or a counted eve (Midsommarafton, Julafton, Nyårsafton). */
export function isHolidayNight(date: IsoDate): boolean {
  const next = addDays(date, 1);
  if (isPublicHoliday(next)) return true;
  return swedishHolidays(Number(next.slice(0, 4))).some(
    (h) => h.date === next && h.kind === 'eve' && COUNTED_EVES.includes(h.name),
  );
}

function appliedRate(rates: NightRates, weekend: boolean, holiday: boolean): { rate: AppliedRate; amount: number } {
  if (holiday && rates.holiday != null) return { rate: 'holiday', amount: rates.holiday };
  if (weekend && rates.weekend != null) return { rate: 'weekend', amount: rates.weekend };
  return { rate: 'nightly', amount: rates.nightly };
}

/** Per night, what the guests beyond those included and the dogs add (0 when priced per pitch). */
export function guestExtrasPerNight(pricing: GuestPricing, guests: Pick<Stay, 'adults' | 'children' | 'dogs'>): number {
  if (pricing.per === 'pitch') return 0;
  const extraAdults = Math.max(0, guests.adults - pricing.included_guests);
  const leftIncluded = Math.max(0, pricing.included_guests - guests.adults);
  const extraChildren = Math.max(0, guests.children - leftIncluded);
  return extraAdults * pricing.extra_adult + extraChildren * pricing.extra_child + guests.dogs * pricing.extra_dog;
}

/** One night on the card, `extras` already worked out for the stay's guests. */
export function priceNight(card: RateCard, date: IsoDate, extras: number): PricedNight {
  const season = seasonOf(card, date);
  const rates = season ? card.seasons[season]! : card.base;
  const weekend = isWeekendNight(date);
  const holiday = isHolidayNight(date);
  const { rate, amount } = appliedRate(rates, weekend, holiday);
  return { date, kind: season ?? 'base', weekend, holiday, rate, price: amount + extras, guest_extras: extras };
}

/** A night as a charge row sees it: its date, what is charged and what the card asks. */
export interface ChargedNight {
  date: IsoDate;
  price: number;
  original_price: number;
}

/**
 * Runs of nights, ascending by date, merged while the dates follow each other and both the price
 * and the original price stay the same.
 */
export function runsOf(nights: readonly ChargedNight[]): AccommodationRun[] {
  const runs: AccommodationRun[] = [];
  let last: { run: AccommodationRun; night: ChargedNight } | null = null;
  for (const n of nights) {
    if (
      last &&
      last.run.end === n.date &&
      last.night.price === n.price &&
      last.night.original_price === n.original_price
    ) {
      last.run.end = addDays(n.date, 1);
      last.run.nights += 1;
      last.run.price += n.price;
      last.run.original_price += n.original_price;
    } else {
      const run = {
        start: n.date,
        end: addDays(n.date, 1),
        nights: 1,
        price: n.price,
        original_price: n.original_price,
      };
      runs.push(run);
      last = { run, night: n };
    }
  }
  return runs;
}

function checkStay(stay: Stay): number {
  if (!isIsoDate(stay.checkIn) || !isIsoDate(stay.checkOut))
    throw new RangeError('Check-in and check-out must be dates');
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights < 1) throw new RangeError('Check-out must be after check-in');
  for (const key of ['adults', 'children', 'dogs'] as const) {
    if (!Number.isInteger(stay[key]) || stay[key] < 0) throw new RangeError(`${key} must be a whole number ≥ 0`);
  }
  return nights;
}

/**
 * Prices a stay on a rate card (one that passed `rateCard`): every night, the accommodation runs
 * (consecutive nights at the same nightly price; these become the booking's charge rows),
 * electricity as one line, and the total. Throws RangeError for an impossible stay, or when
 * electricity applies on a card without an electricity price (never free by accident).
 */
export function priceStay(card: RateCard, stay: Stay): PricedStay {
  const count = checkStay(stay);
  const extras = guestExtrasPerNight(card.pricing, stay);
  const nights = Array.from({ length: count }, (_, i) => priceNight(card, addDays(stay.checkIn, i), extras));
  const charges = runsOf(nights.map((n) => ({ date: n.date, price: n.price, original_price: n.price })));
  const accommodation_total = charges.reduce((sum, r) => sum + r.price, 0);
  const electricity = electricityLine(card, stay, count);
  return { nights, charges, accommodation_total, electricity, total: accommodation_total + (electricity?.price ?? 0) };
}

function electricityLine(card: RateCard, stay: Stay, nights: number): ElectricityLine | null {
  if (!stay.electricity) return null;
  if (card.electricity_per_night == null) throw new RangeError('Kategorin har inget pris för el');
  const per_night = card.electricity_per_night;
  return { start: stay.checkIn, end: stay.checkOut, nights, per_night, price: per_night * nights };
}
