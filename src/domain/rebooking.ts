/**
 * Rebooking levels (bookings.md "Rebooking levels", entity "Rebooking preview"): when a booking's
 * dates, pitch or guests change, what its accommodation charges become. Only accommodation:
 * `current_total` is the booking's charge rows, and electricity follows the stay whatever level.
 *
 * `current` is the booking's charge rows as stored, each counted at what the customer pays (after
 * its discount). A row's amount is spread over its nights in whole öre (the first nights take
 * the remainder), which gives each old night its "old nightly price".
 *
 * - free: the new price, whatever it is: the charges of `priceStay` for the changed booking.
 * - limited: the new price, but never below the current total. When the new price is lower, the
 *   shortfall is spread over the new nights in whole öre (first nights first), so the rows keep
 *   their dates and `original_price` keeps what the card asks for them.
 * - restrictive, "no lower daily rate": a night in both stays costs max(old nightly, new nightly);
 *   a removed night stays charged at its old nightly price, as a row on its old date (not
 *   refunded; the receipt says which night it was); an added night costs the new nightly price.
 *   So its total = Σ kept max(old, new) + Σ removed old + Σ added new, never below the current
 *   total nor below the new price.
 * - keep: the current rows unchanged (shown at their effective amounts).
 * Default: free when the new price is not lower than the current total (free and limited then
 * agree, and free is the plain answer); otherwise limited, so a shorter or cheaper stay does not
 * refund money unless the staff choose free on purpose.
 */
import { addDays, daysBetween, isIsoDate, type IsoDate } from './dates';
import { chargeLineTotalOre, toDiscountType } from './discount';
import { runsOf, type AccommodationRun, type ChargedNight, type PricedStay } from './pricing';

// The levels' names and texts live apart, so the console shows them without loading the price rule (and zod).
import { REBOOKING_LEVELS, REBOOKING_TITLES, type RebookingLevel } from './rebookingLevels';
export { REBOOKING_DESCRIPTIONS, REBOOKING_LEVELS, REBOOKING_TITLES, type RebookingLevel } from './rebookingLevels';

/** A stored accommodation charge row (bookings.md "Accommodation charge"). */
export interface CurrentCharge {
  start: IsoDate;
  end: IsoDate;
  nights: number;
  /** Öre for the whole row; for a fixed discount the new price. */
  price: number;
  original_price?: number | null;
  discount_type?: string | null;
  discount_value?: number | null;
}

export interface RebookingOption {
  level: RebookingLevel;
  title: string;
  total: number;
  is_default: boolean;
  /** The accommodation charge rows the booking has after saving with this level. */
  charges: AccommodationRun[];
}

export interface RebookingPreview {
  current_total: number;
  rebooking_options: RebookingOption[];
}

/** What the customer pays for the row: its price after its discount (sold as quantity 1). */
export function effectiveAmount(c: CurrentCharge): number {
  return chargeLineTotalOre({
    quantity: 1000,
    price: c.price,
    originalPrice: c.original_price ?? null,
    discountType: toDiscountType(c.discount_type),
    discountValue: c.discount_value ?? 0,
  });
}

/** `total` over `nights` in whole öre, the remainder on the first nights; sums back to `total`. */
export function spread(total: number, nights: number): number[] {
  const each = Math.floor(total / nights);
  const rest = total - each * nights;
  return Array.from({ length: nights }, (_, i) => each + (i < rest ? 1 : 0));
}

function checkCharge(c: CurrentCharge): void {
  if (!isIsoDate(c.start) || !isIsoDate(c.end) || c.nights < 1 || daysBetween(c.start, c.end) !== c.nights) {
    throw new RangeError(`Accommodation charge ${c.start}–${c.end} does not cover ${c.nights} nights`);
  }
}

/** Date → old nightly price (effective); rows covering the same night add up. */
export function oldNightlyPrices(current: readonly CurrentCharge[]): Map<IsoDate, number> {
  const byDate = new Map<IsoDate, number>();
  for (const c of current) {
    checkCharge(c);
    spread(effectiveAmount(c), c.nights).forEach((amount, i) => {
      const date = addDays(c.start, i);
      byDate.set(date, (byDate.get(date) ?? 0) + amount);
    });
  }
  return byDate;
}

const sum = (runs: readonly AccommodationRun[]) => runs.reduce((s, r) => s + r.price, 0);
const byStart = (a: { start: IsoDate }, b: { start: IsoDate }) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

/** The new stay's nights at the card's price. */
function freeCharges(next: PricedStay): AccommodationRun[] {
  return next.charges.map((r) => ({ ...r }));
}

/** The new nights, topped up to the current total when the new price is below it. */
function limitedCharges(next: PricedStay, currentTotal: number): AccommodationRun[] {
  const shortfall = currentTotal - next.accommodation_total;
  if (shortfall <= 0) return freeCharges(next);
  const topUp = spread(shortfall, next.nights.length);
  return runsOf(next.nights.map((n, i) => ({ date: n.date, price: n.price + topUp[i], original_price: n.price })));
}

/** Kept nights at max(old, new), added nights at new, removed nights at old on their own rows. */
function restrictiveCharges(next: PricedStay, old: ReadonlyMap<IsoDate, number>): AccommodationRun[] {
  const inStay: ChargedNight[] = next.nights.map((n) => ({
    date: n.date,
    price: Math.max(old.get(n.date) ?? n.price, n.price),
    original_price: n.price,
  }));
  const stayDates = new Set(next.nights.map((n) => n.date));
  const removed: ChargedNight[] = [...old]
    .filter(([date]) => !stayDates.has(date))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, price]) => ({ date, price, original_price: price }));
  return [...runsOf(inStay), ...runsOf(removed)].sort(byStart);
}

/** The current rows at what they cost now. */
function keepCharges(current: readonly CurrentCharge[]): AccommodationRun[] {
  return current
    .map((c) => ({
      start: c.start,
      end: c.end,
      nights: c.nights,
      price: effectiveAmount(c),
      original_price: c.original_price ?? c.price,
    }))
    .sort(byStart);
}

/**
 * The rebooking preview of a changed booking: `current` its stored accommodation charge rows,
 * `next` the changed booking priced by `priceStay`. Options in the spec's order, one default.
 */
export function rebookingOptions(current: readonly CurrentCharge[], next: PricedStay): RebookingPreview {
  const old = oldNightlyPrices(current);
  const current_total = [...old.values()].reduce((s, v) => s + v, 0);
  const charges: Record<RebookingLevel, AccommodationRun[]> = {
    free: freeCharges(next),
    limited: limitedCharges(next, current_total),
    restrictive: restrictiveCharges(next, old),
    keep: keepCharges(current),
  };
  const defaultLevel: RebookingLevel = next.accommodation_total >= current_total ? 'free' : 'limited';
  return {
    current_total,
    rebooking_options: REBOOKING_LEVELS.map((level) => ({
      level,
      title: REBOOKING_TITLES[level],
      total: sum(charges[level]),
      is_default: level === defaultLevel,
      charges: charges[level],
    })),
  };
}
