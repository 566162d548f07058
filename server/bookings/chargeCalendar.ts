// The accommodation charges calendar 'Platsavgifter' (bookings.md 2, 4 "Accommodation charges calendar", 7;
// contract src/contracts/chargeCalendar.ts): what it shows, and its four changes (edit the selected nights,
// convert a period to nightly prices, a discount on all, accept or dismiss suggestions).
//
// Every change runs the domain's rules (src/domain/chargeCalendar.ts) again on the charges as stored, inside
// changeBooking's transaction under the booking's row lock: the till and an invoice lock the same row
// (server/sales/cart.ts lockOwner), so a charge they are taking is never replaced under them, and two desks
// editing the same nights queue. A stored charge is never re-priced in place: a change soft-deletes the
// charges it replaces and inserts new rows, so a receipt or invoice line that names a row keeps its numbers.
// The booking's Totalt / Betalt / Kvar are computed from the live rows (queries.ts bookingMoneyLines), so they
// follow at commit; changeBooking touches updated_at (the working set refetches it) and publishes BookingSaved.
// The database has the last word on "one live charge per night" (migration 0016).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import {
  accommodationCharges,
  bookings,
  categories,
  invoices,
  positions,
  suggestedAccommodationCharges,
} from '../db/schema';
import type { ServiceContext } from '../http/serviceContext';
import { AppError, fieldError, isPgError, notFound, unprocessable } from '../http/errors';
import { accommodationSellable } from '../sales/cart';
import { lineSale } from '../sales/pricing';
import { changeBooking, times, type BookingRow } from './bookingChange';
import { loadBooking } from './queries';
import { bookingState } from '../../src/domain/bookingState';
import { chargeStatusOf } from '../../src/domain/chargeStatus';
import {
  type AccommodationRow,
  CALENDAR_TEXTS,
  type CalendarCharge,
  canConvert,
  convertToNightly,
  discountAll,
  editSelection,
  nightsOf,
  type Stay,
  stayTotal,
} from '../../src/domain/chargeCalendar';
import { CALENDAR_CALL_TEXTS, CALENDAR_RECORDS } from '../../src/domain/chargeCalendarTexts';
import { addDays, daysBetween, type IsoDate } from '../../src/domain/dates';
import { toDiscountType, type DiscountType } from '../../src/domain/discount';
import type { CalendarItem, ChargeCalendar, SuggestedChargeRow } from '../../src/contracts/chargeCalendar';

/** Migration 0016: no two live accommodation charges of one (non-season) booking share a night. */
export const LODGING_CONSTRAINT = 'accommodation_charges_no_overlap';
/** That rule's refusal (23P01), from PGlite or node-postgres, bare or in drizzle's error. */
export const isLodgingOverlap = (err: unknown) => isPgError(err, '23P01', LODGING_CONSTRAINT);
/** The answer to it: nothing was written; the client reads the calendar again. */
export const lodgingOverlap = () => new AppError(409, 'charges_changed', CALENDAR_CALL_TEXTS.overlap);

/** A stored charge with the position its nights were sold on (new rows for its nights keep it). */
type StoredItem = CalendarItem & { position_id: number | null };

const stayOf = (b: Pick<BookingRow, 'checkIn' | 'checkOut'>): Stay => ({ checkIn: b.checkIn, checkOut: b.checkOut });
const covers = (c: { start: IsoDate; end: IsoDate }, date: IsoDate) => c.start <= date && date < c.end;

/** The booking's live accommodation charges by start, each with its status for the calendar's rules. */
async function storedItems(db: DbOrTx, bookingId: number): Promise<StoredItem[]> {
  const rows = await db
    .select({
      a: accommodationCharges,
      position: positions.fullName,
      invoiceNumber: invoices.invoiceNumber,
      sellable: sql<boolean>`(${accommodationSellable()})`,
    })
    .from(accommodationCharges)
    .leftJoin(positions, eq(positions.id, accommodationCharges.positionId))
    .leftJoin(invoices, eq(invoices.id, accommodationCharges.invoiceId))
    .where(and(eq(accommodationCharges.bookingId, bookingId), isNull(accommodationCharges.deletedAt)))
    .orderBy(asc(accommodationCharges.start), asc(accommodationCharges.id));
  return rows.map(({ a, position, invoiceNumber, sellable }) => {
    const status = chargeStatusOf(a);
    // Held by a receipt waiting at the card terminal: the till cannot sell it, so neither can it change here.
    const awaiting = status === 'parked' && !sellable;
    return {
      id: a.id,
      start: a.start,
      end: a.end,
      nights: a.nights,
      price: a.price,
      original_price: a.originalPrice,
      discount_type: toDiscountType(a.discountType),
      discount_value: a.discountValue,
      total: lineSale(a.price, 1000, a.discountType, a.discountValue, a.originalPrice),
      status: awaiting ? 'paid' : status,
      awaiting_payment: awaiting,
      receipt_id: a.receiptId,
      invoice: a.invoiceId != null && invoiceNumber != null ? { id: a.invoiceId, invoice_number: invoiceNumber } : null,
      position: a.positionId != null && position != null ? { id: a.positionId, full_name: position } : null,
      note: a.note,
      position_id: a.positionId,
    };
  });
}

/** The booking's suggestions not yet accepted or dismissed, by start. */
async function openSuggestions(db: DbOrTx, bookingId: number) {
  return db
    .select()
    .from(suggestedAccommodationCharges)
    .where(
      and(eq(suggestedAccommodationCharges.bookingId, bookingId), isNull(suggestedAccommodationCharges.resolvedAt)),
    )
    .orderBy(asc(suggestedAccommodationCharges.start), asc(suggestedAccommodationCharges.id));
}

type SuggestionRow = typeof suggestedAccommodationCharges.$inferSelect;
const suggestionOf = (s: SuggestionRow): SuggestedChargeRow => ({
  id: s.id,
  start: s.start,
  end: s.end,
  nights: daysBetween(s.start, s.end),
  price: s.price,
  text_line_1: s.textLine1,
  text_line_2: s.textLine2,
});

/**
 * Why the calendar of this booking cannot be changed, or null. A season booking has one agreed price (its
 * price card's 'Ändra säsongspris' changes it); a cancelled booking's charges went with it; a form's draft
 * gets its charges when saved. A checked-out booking may still have its unpaid nights priced (at the desk).
 */
export function readOnlyReason(b: BookingRow): string | null {
  if (b.type === 'season') return CALENDAR_CALL_TEXTS.seasonBooking;
  const state = bookingState(times(b));
  if (state === 'cancelled') return CALENDAR_CALL_TEXTS.cancelled;
  if (state === 'draft') return CALENDAR_CALL_TEXTS.draft;
  return null;
}

function assertEditable(b: BookingRow) {
  const reason = readOnlyReason(b);
  if (reason) throw unprocessable('calendar_read_only', reason);
}

/** GET bookings/accommodation-charges-calendar. */
export async function loadChargeCalendar(db: DbOrTx, bookingId: number): Promise<ChargeCalendar> {
  const [row] = await db
    .select({ b: bookings, category: categories.name, nightly: categories.nightlyPrice, position: positions.fullName })
    .from(bookings)
    .innerJoin(categories, eq(categories.id, bookings.categoryId))
    .leftJoin(positions, eq(positions.id, bookings.positionId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  const fields = row ? await loadBooking(db, bookingId) : null;
  if (!row || !fields) throw notFound('Bokningen finns inte.');
  const { b } = row;
  const items = (await storedItems(db, bookingId)).map(({ position_id: _p, ...item }) => item);
  const suggested = (await openSuggestions(db, bookingId)).map(suggestionOf);
  return {
    booking_id: b.id,
    booking_number: b.bookingNumber,
    title: fields.title,
    subtitle: fields.subtitle,
    booking_type: b.type,
    read_only_reason: readOnlyReason(b),
    stay: {
      check_in: b.checkIn,
      check_out: b.checkOut,
      nights: daysBetween(b.checkIn, b.checkOut),
      position: b.positionId != null && row.position != null ? { id: b.positionId, full_name: row.position } : null,
      category: { id: b.categoryId, name: row.category },
      nightly_price: row.nightly,
    },
    calendar_items: items,
    suggested_charges: suggested,
    has_suggested_charges: suggested.length > 0,
    accommodation_total: stayTotal(items),
    accommodation_sums: {
      total_accommodation_amount: Number(fields.total_accommodation_amount),
      paid_accommodation_amount: Number(fields.paid_accommodation_amount),
      remaining_accommodation_amount: Number(fields.remaining_accommodation_amount),
    },
  };
}

// ── Planning a change ───────────────────────────────────────────────────────────────────────────────────────

/** The charges as a change plans them: stored ones by their id, new rows with negative ids until written. */
class ChargePlan {
  charges: CalendarCharge[];
  private nextId = -1;

  constructor(stored: readonly CalendarCharge[]) {
    this.charges = [...stored];
  }

  /** The charges `ids` give way to `rows` (new, parked). */
  replace(ids: readonly number[], rows: readonly AccommodationRow[]) {
    const gone = new Set(ids);
    this.charges = this.charges.filter((c) => !gone.has(c.id));
    for (const r of rows) this.charges.push({ ...r, id: this.nextId--, status: 'parked' });
    this.charges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
  }
}

/** Nights two planned charges both cover (none, or the plan would charge a night twice). */
export function doubleNights(charges: readonly { start: IsoDate; end: IsoDate }[]): IsoDate[] {
  const seen = new Set<IsoDate>();
  const twice = new Set<IsoDate>();
  for (const c of charges) for (const d of nightsOf(c)) (seen.has(d) ? twice : seen).add(d);
  return [...twice].sort();
}

/** Soft-deletes the stored charges the plan no longer has and inserts its new rows. */
async function writePlan(tx: Tx, b: BookingRow, stored: readonly StoredItem[], plan: ChargePlan, now: Date) {
  const planned = new Set(plan.charges.map((c) => c.id));
  const removed = stored.filter((c) => !planned.has(c.id));
  const added = plan.charges.filter((c) => c.id < 0);
  // The rules refused these already; a plan that still has them is a bug, never a write.
  if (removed.some((c) => c.status !== 'parked')) throw unprocessable('calendar_refused', CALENDAR_TEXTS.locked);
  if (doubleNights(plan.charges).length > 0) throw lodgingOverlap();
  if (removed.length > 0) {
    const gone = await tx
      .update(accommodationCharges)
      .set({ deletedAt: now, updatedAt: now })
      .where(
        and(
          inArray(
            accommodationCharges.id,
            removed.map((c) => c.id),
          ),
          accommodationSellable(),
        ),
      )
      .returning({ id: accommodationCharges.id });
    if (gone.length !== removed.length) throw lodgingOverlap();
  }
  if (added.length === 0) return;
  await tx.insert(accommodationCharges).values(
    added.map((r) => {
      // A night keeps the position (and note) of the charge it was sold under; a new night gets the stay's.
      const origin = removed.find((c) => covers(c, r.start));
      return {
        bookingId: b.id,
        positionId: origin ? origin.position_id : b.positionId,
        start: r.start,
        end: r.end,
        nights: r.nights,
        price: r.price,
        originalPrice: r.original_price,
        discountType: r.discount_type,
        discountValue: r.discount_value,
        note: origin?.note ?? null,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}

interface PlannedChange {
  plan: ChargePlan;
  action: string;
  description: string;
  /** More writes in the same transaction (suggestions resolved). */
  also?: (tx: Tx) => Promise<void>;
}

/** Locks the booking, plans the change over its stored charges, writes it and answers the new calendar. */
async function changeCalendar(
  ctx: ServiceContext,
  bookingId: number,
  planChange: (tx: Tx, b: BookingRow, stored: StoredItem[]) => Promise<PlannedChange>,
): Promise<ChargeCalendar> {
  try {
    await changeBooking(ctx, bookingId, async (tx, b) => {
      const stored = await storedItems(tx, b.id);
      const change = await planChange(tx, b, stored);
      return {
        set: {},
        action: change.action,
        description: change.description,
        changes: { accommodation_total: { from: stayTotal(stored), to: stayTotal(change.plan.charges) } },
        also: async (t) => {
          await writePlan(t, b, stored, change.plan, ctx.now);
          await change.also?.(t);
        },
      };
    });
  } catch (err) {
    // A write that slipped past the lock (another code path): the constraint refused it, nothing was written.
    if (isLodgingOverlap(err)) throw lodgingOverlap();
    throw err;
  }
  return loadChargeCalendar(ctx.db, bookingId);
}

const sortedNights = (dates: readonly IsoDate[]) => [...new Set(dates)].sort();

// ── The changes ─────────────────────────────────────────────────────────────────────────────────────────────

export interface UpdateChargesInput {
  booking_id: number;
  dates: IsoDate[];
  is_period_accommodation_charge: boolean;
  price: number | null;
  discount_type: DiscountType;
  discount_value: number;
}

/** POST bookings/update-accommodation-charges: editSelection over the stored charges (design.md C10). */
export function updateAccommodationCharges(ctx: ServiceContext, input: UpdateChargesInput) {
  return changeCalendar(ctx, input.booking_id, async (_tx, b, stored) => {
    assertEditable(b);
    const res = editSelection(stored, stayOf(b), input.dates, {
      price: input.price,
      discount_type: input.discount_type,
      discount_value: input.discount_value,
      is_period: input.is_period_accommodation_charge,
    });
    if (!res.ok) throw fieldError('calendar_refused', res.field, res.message);
    const plan = new ChargePlan(stored);
    plan.replace(res.replaced, res.rows);
    const nights = sortedNights(input.dates);
    return {
      plan,
      action: 'accommodation_charges_changed',
      description: CALENDAR_RECORDS.edited(nights[0]!, addDays(nights.at(-1)!, 1)),
    };
  });
}

/** POST bookings/convert-accommodation-charge: a parked period as nightly rows, its total unchanged. */
export function convertAccommodationCharge(ctx: ServiceContext, bookingId: number, chargeId: number) {
  return changeCalendar(ctx, bookingId, async (_tx, b, stored) => {
    assertEditable(b);
    const charge = stored.find((c) => c.id === chargeId);
    if (!charge) throw fieldError('unknown_charge', 'charge_id', CALENDAR_CALL_TEXTS.unknownCharge);
    const allowed = canConvert(charge);
    if (allowed !== true) throw fieldError('calendar_refused', 'charge_id', allowed);
    const plan = new ChargePlan(stored);
    plan.replace([charge.id], convertToNightly(charge));
    return {
      plan,
      action: 'accommodation_charge_converted',
      description: CALENDAR_RECORDS.converted(charge.start, charge.end),
    };
  });
}

export interface DiscountAllInput {
  booking_id: number;
  discount_type: 'flat' | 'percent';
  discount_value: number;
  override: boolean;
}

/** POST bookings/discount-accommodation-charges: 'Rabatt på alla' over the parked charges (money.md 4). */
export async function discountAccommodationCharges(ctx: ServiceContext, input: DiscountAllInput) {
  let counts = { discounted: 0, kept: 0 };
  const calendar = await changeCalendar(ctx, input.booking_id, async (_tx, b, stored) => {
    assertEditable(b);
    const res = discountAll(stored, {
      type: input.discount_type,
      value: input.discount_value,
      override: input.override,
    });
    if (!res.ok) {
      const field =
        res.message === CALENDAR_TEXTS.discountAllType
          ? 'discount_type'
          : res.message === CALENDAR_TEXTS.discountAllValue
            ? 'discount_value'
            : null;
      throw field ? fieldError('discount_refused', field, res.message) : unprocessable('discount_refused', res.message);
    }
    const plan = new ChargePlan(stored);
    const after = new Map(res.charges.map((c) => [c.id, c]));
    for (const id of res.changed) plan.replace([id], [after.get(id)!]);
    counts = { discounted: res.changed.length, kept: res.kept };
    return {
      plan,
      action: 'accommodation_charges_discounted',
      description: CALENDAR_RECORDS.discounted(counts.discounted),
    };
  });
  return { ...calendar, ...counts };
}

/**
 * Accepts one suggestion into the plan: its nights become one row at its price (a period's price; accepted,
 * it is the new list price, so original price = price and no discount). Periods it touches are converted to
 * nightly prices first, so their other nights keep what they cost; then the edit core judges the nights
 * (inside the stay, none paid or invoiced) as the calendar's own edit does.
 */
function acceptInto(plan: ChargePlan, stay: Stay, s: SuggestionRow) {
  const nights = nightsOf(s);
  if (nights.length === 0 || nights.some((d) => d < stay.checkIn || d >= stay.checkOut)) {
    throw fieldError('suggestion_outside_stay', 'items', CALENDAR_CALL_TEXTS.suggestionOutsideStay);
  }
  const chosen = new Set(nights);
  const touched = plan.charges.filter((c) => nightsOf(c).some((d) => chosen.has(d)));
  if (touched.some((c) => c.status !== 'parked')) throw fieldError('calendar_refused', 'items', CALENDAR_TEXTS.locked);
  for (const c of touched) if (c.nights > 1) plan.replace([c.id], convertToNightly(c));
  const res = editSelection(plan.charges, stay, nights, {
    price: s.price,
    discount_type: 'none',
    discount_value: 0,
    is_period: nights.length > 1,
  });
  if (!res.ok) throw fieldError('calendar_refused', 'items', res.message);
  plan.replace(
    res.replaced,
    res.rows.map((r) =>
      chosen.has(r.start) ? { ...r, original_price: r.price, discount_type: 'none' as const, discount_value: 0 } : r,
    ),
  );
}

export interface ConfirmInput {
  booking_id: number;
  items: number[];
  is_dismiss: boolean;
}

/** POST bookings/confirm-accommodation-charges: accept or dismiss suggestions, all in one transaction. */
export function confirmAccommodationCharges(ctx: ServiceContext, input: ConfirmInput) {
  const ids = [...new Set(input.items)];
  return changeCalendar(ctx, input.booking_id, async (tx, b, stored) => {
    const rows = await tx
      .select()
      .from(suggestedAccommodationCharges)
      .where(
        and(
          eq(suggestedAccommodationCharges.bookingId, b.id),
          inArray(suggestedAccommodationCharges.id, ids),
          isNull(suggestedAccommodationCharges.resolvedAt),
        ),
      )
      .orderBy(asc(suggestedAccommodationCharges.start), asc(suggestedAccommodationCharges.id));
    if (rows.length !== ids.length)
      throw fieldError('unknown_suggestion', 'items', CALENDAR_CALL_TEXTS.unknownSuggestion);
    const plan = new ChargePlan(stored);
    if (!input.is_dismiss) {
      assertEditable(b);
      // One after the other, each over what the previous made: a later suggestion wins a night they share.
      for (const s of rows) acceptInto(plan, stayOf(b), s);
    }
    return {
      plan,
      action: input.is_dismiss ? 'suggested_charges_dismissed' : 'suggested_charges_accepted',
      description: input.is_dismiss ? CALENDAR_RECORDS.dismissed(ids.length) : CALENDAR_RECORDS.accepted(ids.length),
      also: async (t) => {
        await t
          .update(suggestedAccommodationCharges)
          .set({ resolvedAt: ctx.now, dismissed: input.is_dismiss })
          .where(inArray(suggestedAccommodationCharges.id, ids));
      },
    };
  });
}
