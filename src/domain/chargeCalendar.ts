/**
 * The accommodation charges calendar ('Platsavgifter', bookings.md 2 "Accommodation charges dialog" and 4
 * "Accommodation charges calendar"): the month grid, what each night of the stay shows, selecting nights by
 * click, drag or keys, converting a multi-night charge to nightly prices, editing the selected nights and a
 * discount on all charges (money.md 4 "Discount on a charge").
 *
 * An accommodation charge is sold as ONE unit (quantity 1000) at `price`, the price of its whole period
 * [start, end) incl. VAT; every amount here goes through src/domain/discount.ts, so the calendar, the cart,
 * receipts and invoices agree to the öre. The night of date d is d..d+1; a stay's nights are checkIn ..
 * checkOut − 1.
 */
import { calendarDates, type CalendarDate } from './calendarDates';
import { addDays, daysBetween, isIsoDate, type IsoDate } from './dates';
import {
  basePriceOre,
  type ChargePricing,
  canDiscountAll,
  chargeLineTotalOre,
  discountAll as discountAllRule,
  type DiscountAll,
  type DiscountType,
  PRICE_TEXTS,
  setDiscountValue,
  setPriceByHand,
  validateChargePrice,
} from './discount';
import { monthGrid, type StayRange } from './stayDates';

/** Same values as ChargeStatus (chargeStatus.ts): paid 'Betald', invoiced 'Fakturerad', parked 'I varukorgen'. */
export type CalendarChargeStatus = 'paid' | 'invoiced' | 'parked';

/** A new accommodation charge row: a run of nights [start, end) sold as one unit at `price`. */
export interface AccommodationRow {
  start: IsoDate;
  /** Exclusive: the check-out-like day after the last night. */
  end: IsoDate;
  nights: number;
  /** Öre incl. VAT for the whole period; for a fixed discount the new price. */
  price: number;
  original_price: number | null;
  discount_type: DiscountType;
  /** Öre (fixed, flat) or hundredths of a percent (percent). */
  discount_value: number;
}

/** A live accommodation charge of the booking as the calendar sees it. */
export interface CalendarCharge extends AccommodationRow {
  id: number;
  /** Paid or invoiced nights are never changed here. */
  status: CalendarChargeStatus;
}

/** A price change the system proposes (suggested_accommodation_charges) until accepted or dismissed. */
export interface SuggestedCharge {
  id: number;
  start: IsoDate;
  end: IsoDate;
  price: number;
  text_line_1: string;
  text_line_2: string | null;
}

export type Stay = StayRange;

export const CALENDAR_TEXTS = {
  // design.md C10.
  locked: 'Betalda eller fakturerade nätter kan inte ändras',
  // The texts below are ours: the spec only says the edit button is disabled.
  noSelection: 'Markera minst en natt',
  outsideStay: 'Markeringen ligger utanför vistelsen',
  multiNight: 'Markeringen innehåller en period med flera nätter. Gör om den till nattpris först.',
  periodGap: 'En period måste bestå av nätter i följd',
  singleNight: 'Avgiften gäller redan en natt',
  discountValue: 'Ange rabatten som ett heltal',
  // 'Rabatt på alla' with the till's wording (tillExtras.commands.ts), for the stay's charges.
  discountAllType: 'Rabatten ska vara i kronor eller procent',
  discountAllValue: 'Ange en rabatt större än 0',
  discountAllNone: 'Det finns inga obetalda platsavgifter att ge rabatt på',
  discountAllDiscounted:
    'Alla obetalda platsavgifter har redan rabatt. Välj att ersätta befintliga rabatter för att ändra dem.',
} as const;

// ── Money of one charge ─────────────────────────────────────────────────────────────────────────────────────

/** The discount rules' view of a charge: one unit at the period's price. */
export function chargePricing(c: AccommodationRow): ChargePricing {
  return {
    quantity: 1000,
    price: c.price,
    originalPrice: c.original_price,
    discountType: c.discount_type,
    discountValue: c.discount_value,
  };
}

/** What the till and an invoice sell the charge for. */
export const chargeTotal = (c: AccommodationRow): number => chargeLineTotalOre(chargePricing(c));

/** Σ line totals of the given charges (pass the parked ones for what the cart still sells). */
export const stayTotal = (charges: readonly AccommodationRow[]): number =>
  charges.reduce((sum, c) => sum + chargeTotal(c), 0);

/**
 * `total` over `nights` (design.md C10): every night round(total / nights), half away from zero as every
 * rounding in money.ts, the last night the remainder, so the shares always add up to `total` exactly (the
 * spec only says "total divided by nights, rounded"). When the remainder would change sign (a total of a
 * few öre over many nights: 2 öre over 4 nights rounds to 1 a night and leaves −1) the shares are
 * truncated instead, which leaves the last night ≥ the others and never a negative night.
 */
export function splitTotal(total: number, nights: number): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`Total must be a safe integer, got ${total}`);
  if (!Number.isSafeInteger(nights) || nights < 1) throw new RangeError(`Nights must be at least 1, got ${nights}`);
  if (total < 0) return splitTotal(-total, nights).map((n) => (n === 0 ? 0 : -n));
  const rest = total % nights;
  const truncated = (total - rest) / nights;
  const rounded = truncated + (2 * rest >= nights ? 1 : 0);
  const each = total - rounded * (nights - 1) >= 0 ? rounded : truncated;
  return Array.from({ length: nights }, (_, i) => (i < nights - 1 ? each : total - each * (nights - 1)));
}

/** The nights [start, end) of a charge or stay, in order. */
export function nightsOf(r: { start: IsoDate; end: IsoDate }): IsoDate[] {
  const n = daysBetween(r.start, r.end);
  return Array.from({ length: Math.max(n, 0) }, (_, i) => addDays(r.start, i));
}

export const stayNights = (stay: Stay): IsoDate[] => nightsOf({ start: stay.checkIn, end: stay.checkOut });

const covers = (r: { start: IsoDate; end: IsoDate }, date: IsoDate): boolean => r.start <= date && date < r.end;
const isLocked = (c: CalendarCharge): boolean => c.status !== 'parked';

// ── Converting to nightly prices ────────────────────────────────────────────────────────────────────────────

/** Whether 'convert to nightly price' applies: a parked charge of several nights. */
export function canConvert(c: CalendarCharge): true | string {
  if (isLocked(c)) return CALENDAR_TEXTS.locked;
  if (c.nights <= 1) return CALENDAR_TEXTS.singleNight;
  return true;
}

/**
 * One row per night whose line totals add up to the charge's (design.md C10). The period's discount is
 * applied first: night i costs share i of the charge's line total (splitTotal). The discount itself is split
 * the same way (base price − line total over the nights) and kept on each night as 'fixed' with the night's
 * share of the base as its original price, as a price typed by hand becomes fixed (setPriceByHand): the
 * receipt still shows the whole discount and the cell of each night shows what it showed before. A night
 * whose discount share is 0 gets 'none'. A charge without a discount keeps its original price split the
 * same way (null stays null). A single-night charge comes back as its one row.
 */
export function convertToNightly(c: AccommodationRow): AccommodationRow[] {
  const row = (start: IsoDate): Pick<AccommodationRow, 'start' | 'end' | 'nights'> => ({
    start,
    end: addDays(start, 1),
    nights: 1,
  });
  if (c.nights <= 1) return [{ ...c }];
  const total = chargeTotal(c);
  const prices = splitTotal(total, c.nights);
  const discounted = c.discount_type !== 'none';
  const base = discounted ? basePriceOre(chargePricing(c)) : c.original_price;
  const gaps = base == null ? null : splitTotal(base - total, c.nights);
  return nightsOf(c).map((date, i) => {
    const price = prices[i]!;
    const original = gaps == null ? null : price + gaps[i]!;
    if (!discounted || original == null) {
      return { ...row(date), price, original_price: original, discount_type: 'none', discount_value: 0 };
    }
    const p = setPriceByHand({ ...chargePricing(c), price: original, originalPrice: original }, price);
    return {
      ...row(date),
      price,
      original_price: original,
      discount_type: p.discountType,
      discount_value: p.discountValue,
    };
  });
}

/** Every charge as nightly rows (a multi-night charge as convertToNightly splits it), by night. */
function nightRows<C extends CalendarCharge>(
  charges: readonly C[],
): Map<IsoDate, { charge: C; row: AccommodationRow }[]> {
  const byNight = new Map<IsoDate, { charge: C; row: AccommodationRow }[]>();
  const ordered = [...charges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
  for (const charge of ordered) {
    for (const row of convertToNightly(charge)) {
      const list = byNight.get(row.start) ?? [];
      list.push({ charge, row });
      byNight.set(row.start, list);
    }
  }
  return byNight;
}

// ── The month grid ──────────────────────────────────────────────────────────────────────────────────────────

export interface CalendarDay extends CalendarDate {
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

export interface CalendarWeek {
  /** ISO 8601 week number of the row (its Monday's; a row is one ISO week). */
  week: number;
  days: CalendarDay[];
}

export interface CalendarMonth {
  year: number;
  month: number;
  /** 'november 2026'. */
  title: string;
  weeks: CalendarWeek[];
}

/**
 * One month as Monday-first weeks of seven days, the neighbouring months' days filling the first and last
 * row (inMonth false) so a stay across the turn of the month shows in both. As many rows as the month
 * needs (4 to 6; stayDates.monthGrid lays them out): a fixed 6 would add a row of another month's days.
 */
export function calendarMonth(year: number, month: number, today: IsoDate): CalendarMonth {
  const grid = monthGrid(year, month);
  const first = grid.weeks[0]!.days.find((d) => d !== null)!;
  const start = addDays(first, -grid.weeks[0]!.days.indexOf(first));
  const days = calendarDates(start, addDays(start, grid.weeks.length * 7 - 1), today);
  return {
    year,
    month,
    title: grid.title,
    weeks: grid.weeks.map((w, i) => ({
      week: w.week,
      days: days.slice(i * 7, i * 7 + 7).map((d, j) => ({ ...d, inMonth: w.days[j] !== null })),
    })),
  };
}

/** The month `delta` months from year-month (month navigation). */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const n = year * 12 + (month - 1) + delta;
  return { year: Math.floor(n / 12), month: (n % 12) + 1 };
}

// ── What each night shows ───────────────────────────────────────────────────────────────────────────────────

export type DayStateKind = 'none' | 'single' | 'multi';

export interface DayState {
  /** none: no charge; single: a one-night charge; multi: a night of a charge of several nights. */
  state: DayStateKind;
  /** The charge of the night (the first by start when rows overlap); null without one. */
  chargeId: number | null;
  chargeIds: number[];
  /**
   * Öre the night costs: its share of its charge's line total (splitTotal: total / nights rounded, the last
   * night the remainder), so a period's cells add up to its total and converting it changes no cell.
   */
  nightly: number;
  /** The most settled status of the night's charges (paid before invoiced before parked); null without one. */
  status: CalendarChargeStatus | null;
  suggestion: SuggestedCharge | null;
}

const STATUS_RANK: Record<CalendarChargeStatus, number> = { paid: 3, invoiced: 2, parked: 1 };

/** Date → state for each night of the stay (nights outside the stay are not in the map). */
export function dayStates(
  charges: readonly CalendarCharge[],
  stay: Stay,
  suggestions: readonly SuggestedCharge[] = [],
): Map<IsoDate, DayState> {
  const byNight = nightRows(charges);
  const out = new Map<IsoDate, DayState>();
  for (const date of stayNights(stay)) {
    const rows = byNight.get(date) ?? [];
    let status: CalendarChargeStatus | null = null;
    for (const { charge } of rows)
      if (status == null || STATUS_RANK[charge.status] > STATUS_RANK[status]) status = charge.status;
    out.set(date, {
      state: rows.length === 0 ? 'none' : rows.some((r) => r.charge.nights > 1) ? 'multi' : 'single',
      chargeId: rows[0]?.charge.id ?? null,
      chargeIds: rows.map((r) => r.charge.id),
      nightly: rows.reduce((sum, r) => sum + chargeTotal(r.row), 0),
      status,
      suggestion: suggestions.find((s) => covers(s, date)) ?? null,
    });
  }
  return out;
}

// ── Selection ───────────────────────────────────────────────────────────────────────────────────────────────

export interface Selection {
  /** Where the click, drag or shift+arrows began. */
  anchor: IsoDate;
  /** The day with the focus ring (the cursor). */
  focus: IsoDate;
  /** The selected nights, sorted, unique, within the stay. */
  dates: IsoDate[];
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
const ARROW_STEP: Record<ArrowKey, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const lastNight = (stay: Stay): IsoDate => addDays(stay.checkOut, -1);
const inStay = (stay: Stay, date: IsoDate): boolean => stay.checkIn <= date && date < stay.checkOut;
const clampToStay = (stay: Stay, date: IsoDate): IsoDate =>
  date < stay.checkIn ? stay.checkIn : date > lastNight(stay) ? lastNight(stay) : date;

/** The nights plus every night of each multi-night charge touching them (spec: a period is selected whole). */
function swallow(charges: readonly CalendarCharge[], stay: Stay, dates: readonly IsoDate[]): IsoDate[] {
  const set = new Set(dates);
  // Overlapping periods can chain, so repeat until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of charges) {
      if (c.nights <= 1 || !nightsOf(c).some((d) => set.has(d))) continue;
      for (const d of nightsOf(c)) {
        if (!set.has(d) && inStay(stay, d)) {
          set.add(d);
          grew = true;
        }
      }
    }
  }
  return [...set].sort();
}

/** A click on a day: the night, or the whole period of a multi-night charge; null outside the stay. */
export function select(charges: readonly CalendarCharge[], stay: Stay, date: IsoDate): Selection | null {
  if (!isIsoDate(date) || !inStay(stay, date)) return null;
  return { anchor: date, focus: date, dates: swallow(charges, stay, [date]) };
}

/** Shift+arrows or a drag to `date`: anchor..date (clamped to the stay), whole periods swallowed. */
export function extend(charges: readonly CalendarCharge[], stay: Stay, sel: Selection, date: IsoDate): Selection {
  const focus = clampToStay(stay, date);
  const [from, to] = sel.anchor <= focus ? [sel.anchor, focus] : [focus, sel.anchor];
  return { anchor: sel.anchor, focus, dates: swallow(charges, stay, nightsOf({ start: from, end: addDays(to, 1) })) };
}

/** The cursor after an arrow key: ±1 day or ±7 (a row up or down), kept within the stay's nights. */
export function move(stay: Stay, cursor: IsoDate, key: ArrowKey): IsoDate {
  if (daysBetween(stay.checkIn, stay.checkOut) < 1) return cursor;
  return clampToStay(stay, addDays(clampToStay(stay, cursor), ARROW_STEP[key]));
}

/**
 * Whether the selected nights may be edited: true, or the Swedish reason the edit button is disabled.
 * Refused: nothing selected, a night outside the stay, a paid or invoiced night (C10), and a selection of
 * several days with a night of a multi-night charge (spec; that includes the period selected alone: it is
 * converted to nightly prices first). One day inside a period is editable: the period is split around it.
 */
export function canEdit(charges: readonly CalendarCharge[], stay: Stay, dates: readonly IsoDate[]): true | string {
  const nights = [...new Set(dates)];
  if (nights.length === 0) return CALENDAR_TEXTS.noSelection;
  if (nights.some((d) => !isIsoDate(d) || !inStay(stay, d))) return CALENDAR_TEXTS.outsideStay;
  const touched = charges.filter((c) => nights.some((d) => covers(c, d)));
  if (touched.some(isLocked)) return CALENDAR_TEXTS.locked;
  if (nights.length > 1 && touched.some((c) => c.nights > 1)) return CALENDAR_TEXTS.multiNight;
  return true;
}

// ── Editing the selected nights ─────────────────────────────────────────────────────────────────────────────

/** The edit panel's starting values: price per night (or of the period), its original price and discount. */
export interface EditPricing {
  /** Null when the nights cost different amounts (the field starts empty). */
  price: number | null;
  /** Null when the nights have none or different ones: then 'fixed' is not offered. */
  originalPrice: number | null;
  discountType: DiscountType;
  discountValue: number;
}

const allEqual = <T>(xs: readonly T[]): boolean => xs.every((x) => x === xs[0]);
const sumOrNull = (xs: readonly (number | null)[]): number | null =>
  xs.length > 0 && xs.every((x) => x != null) ? xs.reduce<number>((s, x) => s + x!, 0) : null;

/**
 * The pricing the edit panel opens with. Nights with the same one-night pricing show it as it is; otherwise
 * the price is each night's line total (when equal) and the original price the nights' common one. With
 * `period` (is_period_accommodation_charge) the price and original price are the sums over the nights.
 */
export function selectionPricing(
  charges: readonly CalendarCharge[],
  dates: readonly IsoDate[],
  period = false,
): EditPricing {
  const nights = [...new Set(dates)].sort();
  const byNight = nightRows(charges);
  const rows = nights.map((d) => byNight.get(d) ?? []);
  const only = rows.map((r) => (r.length === 1 ? r[0]!.row : null));
  const key = (r: AccommodationRow | null) =>
    r && `${r.price}/${r.original_price}/${r.discount_type}/${r.discount_value}`;
  if (!period && only.length > 0 && only[0] != null && allEqual(only.map(key))) {
    const r = only[0];
    return {
      price: r.price,
      originalPrice: r.original_price,
      discountType: r.discount_type,
      discountValue: r.discount_value,
    };
  }
  const totals = rows.map((r) => (r.length === 0 ? null : stayTotal(r.map((x) => x.row))));
  const originals = rows.map((r) => (r.length === 0 ? null : sumOrNull(r.map((x) => x.row.original_price))));
  const none = { discountType: 'none' as const, discountValue: 0 };
  if (period) return { price: sumOrNull(totals), originalPrice: sumOrNull(originals), ...none };
  return {
    price: totals[0] != null && allEqual(totals) ? totals[0] : null,
    originalPrice: originals[0] != null && allEqual(originals) ? originals[0] : null,
    ...none,
  };
}

/** POST bookings/update-accommodation-charges' body minus booking and dates. */
export interface ChargeEdit {
  /** Öre per night, or for the whole period with is_period; null when the field is empty. */
  price: number | null;
  discount_type: DiscountType;
  /** Öre (flat) or hundredths of a percent (percent); ignored for none and fixed. */
  discount_value: number;
  /** One row over the selected nights (they must follow each other) at `price` for the period. */
  is_period?: boolean;
}

export type EditResult =
  | {
      ok: true;
      /** Rows to insert: the edited nights, and the untouched nights of a period split around them. */
      rows: AccommodationRow[];
      /** Ids of the charges these rows replace (soft-deleted). */
      replaced: number[];
    }
  | { ok: false; field: 'dates' | 'price' | 'discount_value'; message: string };

/**
 * Sets the selected nights' price (design.md C10) with the till's rules (server/sales/cart.ts): a price
 * versus the original is 'fixed' with the difference or 'none' (setPriceByHand; fixed without an original
 * price becomes none), flat and percent start from the original price ('Rabatt i kronor eller procent ges
 * på ordinarie pris') and their value is capped at the price and at 100 % (setDiscountValue). Every selected
 * night gets one row with that pricing (or one row for the period). A charge touched by the selection is
 * replaced; its nights outside the selection come back as the nightly rows convertToNightly makes, so what
 * they cost does not change.
 */
export function editSelection(
  charges: readonly CalendarCharge[],
  stay: Stay,
  dates: readonly IsoDate[],
  edit: ChargeEdit,
): EditResult {
  const allowed = canEdit(charges, stay, dates);
  if (allowed !== true) return { ok: false, field: 'dates', message: allowed };
  const nights = [...new Set(dates)].sort();
  const priceError =
    validateChargePrice(edit.price) ?? (Number.isSafeInteger(edit.price) ? null : PRICE_TEXTS.required);
  if (priceError) return { ok: false, field: 'price', message: priceError };
  const price = edit.price!;
  if (!Number.isSafeInteger(edit.discount_value)) {
    return { ok: false, field: 'discount_value', message: CALENDAR_TEXTS.discountValue };
  }
  const period = edit.is_period === true;
  if (period && daysBetween(nights[0]!, nights[nights.length - 1]!) !== nights.length - 1) {
    return { ok: false, field: 'dates', message: CALENDAR_TEXTS.periodGap };
  }

  const { originalPrice } = selectionPricing(charges, nights, period);
  const draft: ChargePricing = { quantity: 1000, price, originalPrice, discountType: 'none', discountValue: 0 };
  let pricing: ChargePricing;
  if (edit.discount_type === 'flat' || edit.discount_type === 'percent') {
    if (originalPrice != null && price !== originalPrice) {
      return { ok: false, field: 'price', message: PRICE_TEXTS.fromOriginal };
    }
    pricing = setDiscountValue({ ...draft, discountType: edit.discount_type }, edit.discount_value);
  } else {
    pricing = setPriceByHand(draft, price);
  }
  const priced = (start: IsoDate, n: number): AccommodationRow => ({
    start,
    end: addDays(start, n),
    nights: n,
    price: pricing.price,
    original_price: pricing.originalPrice,
    discount_type: pricing.discountType,
    discount_value: pricing.discountValue,
  });

  const selected = new Set(nights);
  const touched = charges.filter((c) => nights.some((d) => covers(c, d)));
  const kept = touched.flatMap((c) => convertToNightly(c).filter((r) => !selected.has(r.start)));
  const edited = period ? [priced(nights[0]!, nights.length)] : nights.map((d) => priced(d, 1));
  return {
    ok: true,
    rows: [...edited, ...kept].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0)),
    replaced: touched.map((c) => c.id).sort((a, b) => a - b),
  };
}

// ── A discount on all charges ───────────────────────────────────────────────────────────────────────────────

export type DiscountAllCalendarResult =
  | {
      ok: true;
      /** Every charge, the discounted ones changed, paid and invoiced ones as they were. */
      charges: CalendarCharge[];
      /** Ids whose price or discount changed. */
      changed: number[];
      /** Parked charges that kept a discount they had (no override). */
      kept: number;
    }
  | { ok: false; message: string };

/**
 * 'Rabatt på alla' over the stay's charges with the till's rule (discount.ts discountAll: flat or percent,
 * value above 0, flat capped at the charge's price, percent at 100 %, discounts kept unless override). A
 * flat value comes off each charge's price, so off a period's price once, as the till sells it. Paid and
 * invoiced charges are never touched.
 */
export function discountAll(charges: readonly CalendarCharge[], d: DiscountAll): DiscountAllCalendarResult {
  const reason = canDiscountAll(d);
  if (reason === 'type') return { ok: false, message: CALENDAR_TEXTS.discountAllType };
  if (reason === 'value') return { ok: false, message: CALENDAR_TEXTS.discountAllValue };
  const open = charges.filter((c) => !isLocked(c));
  if (open.length === 0) return { ok: false, message: CALENDAR_TEXTS.discountAllNone };
  const res = discountAllRule(
    open.map((c) => ({ ...chargePricing(c), charge: c })),
    d,
  );
  if (!res.ok) return { ok: false, message: CALENDAR_TEXTS.discountAllDiscounted };
  const next = new Map<number, CalendarCharge>();
  const changed: number[] = [];
  for (const p of res.charges) {
    const c = p.charge;
    const after = { ...c, price: p.price, discount_type: p.discountType, discount_value: p.discountValue };
    if (
      after.price !== c.price ||
      after.discount_type !== c.discount_type ||
      after.discount_value !== c.discount_value
    ) {
      changed.push(c.id);
    }
    next.set(c.id, after);
  }
  return { ok: true, charges: charges.map((c) => next.get(c.id) ?? c), changed, kept: res.kept };
}
