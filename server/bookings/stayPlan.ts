// What storing or changing one stay needs before and inside its transaction: the form's rules
// (src/domain/bookingForm.ts, re-checked here with the console's own functions), the category, position,
// customer, season and price (server/rates/stayQuote.ts), the availability judgement of the position
// (src/domain/availability.ts) and the charge rows. Shared by bookings/store, bookings/update and
// booking-groups/store.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { accommodationCharges, categories, charges, customers } from '../db/schema';
import { fieldError, validationError, type FieldErrors } from '../http/errors';
import { positionFacts } from '../availability/service';
import { accommodationSellable, chargeSellable } from '../sales/cart';
import { judgePosition } from '../../src/domain/availability';
import {
  type BookingFormErrors,
  type BookingFormState,
  type FeeToggles,
  type FormCategory,
  validateBookingForm,
} from '../../src/domain/bookingForm';
import type { AccommodationRun, PricedStay } from '../../src/domain/pricing';
import type { RateCard } from '../../src/domain/rateCard';
import { BOOKING_STORE_TEXTS } from '../../src/contracts/bookingForm';
import { rateCardOf } from '../rates/rateCards';
import {
  checkCategoryChoices,
  loadPosition,
  loadSeason,
  priceAccommodation,
  seasonDatesProblem,
  seasonPrice,
  seasonStay,
  type CategoryRow,
  type PositionRow,
  type SeasonRow,
} from '../rates/stayQuote';

/** One stay as the store, update and group bodies give it (spec field names, parsed). */
export interface StayRequest {
  type: 'regular' | 'season';
  customer_id: number | null;
  position_id: number | null;
  category_id: number;
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  dogs: number;
  expected_arrival_time?: string | null;
  lodging_type_id: number | null;
  cancellation_policy_id: number | null;
  season_id?: number | null;
  accommodation_price?: number | null;
}

/** The form's fields (src/domain/bookingForm.ts) by the body's names. */
const BODY_FIELD: Record<string, string> = {
  customer: 'customer_id',
  checkIn: 'check_in',
  checkOut: 'check_out',
  position: 'position_id',
  season: 'season_id',
  accommodationPrice: 'accommodation_price',
  expectedArrivalTime: 'expected_arrival_time',
  groupSize: 'bookings',
  adults: 'adults',
  children: 'children',
  dogs: 'dogs',
  guests: 'guests',
};

/** The form's errors keyed as the body's fields; a group card's ('bookings.{clientId}.x') by its index. */
export function bodyErrors(errors: BookingFormErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue;
    const card = /^bookings\.(\d+)\.(\w+)$/.exec(key);
    const field = card ? `bookings.${Number(card[1]) - 1}.${BODY_FIELD[card[2]] ?? card[2]}` : (BODY_FIELD[key] ?? key);
    out[field] = [message];
  }
  return out;
}

export const formCategory = (c: CategoryRow | null | undefined): FormCategory | null =>
  c ? { id: c.id, max_guests: c.maxGuests, max_adults: c.maxAdults, max_children: c.maxChildren } : null;

const NO_FEES: FeeToggles = {
  booking_fee: { on: false, touched: false },
  position_reservation_fee: { on: false, touched: false },
  electricity_fee: { on: false, touched: false },
};

/** The body as the form's state, for validateBookingForm. */
export function formState(
  r: StayRequest,
  category: CategoryRow | null,
  ids: { bookingId: number | null; draftId: number | null },
): BookingFormState {
  return {
    type: r.type,
    bookingId: ids.bookingId,
    draftId: ids.draftId,
    customerId: r.customer_id,
    checkIn: r.check_in,
    checkOut: r.check_out,
    category: formCategory(category),
    expectedArrivalTime: r.expected_arrival_time ?? null,
    positionId: r.position_id,
    seasonId: r.season_id ?? null,
    accommodationPrice: r.accommodation_price ?? 0,
    adults: r.adults,
    children: r.children,
    dogs: r.dogs,
    fees: NO_FEES,
    charges: [],
    group: { bookings: [], sameCancellationPolicy: true },
  };
}

/** A category that is not deleted, or null. */
export async function findCategory(db: DbOrTx, id: number): Promise<CategoryRow | null> {
  const [c] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.deletedAt)))
    .limit(1);
  return c ?? null;
}

/** The form's rules on one stay, and the category's existence: a 422 with every field's message. */
export async function assertStayForm(
  db: DbOrTx,
  r: StayRequest,
  ids: { bookingId: number | null; draftId: number | null },
): Promise<CategoryRow> {
  const category = await findCategory(db, r.category_id);
  const errors = bodyErrors(validateBookingForm(formState(r, category, ids)));
  if (!category) errors.category_id = [BOOKING_STORE_TEXTS.noCategory];
  if (Object.keys(errors).length || !category) throw validationError(errors);
  return category;
}

export async function assertCustomer(db: DbOrTx, id: number, field = 'customer_id'): Promise<void> {
  const [c] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
    .limit(1);
  if (!c) throw validationError({ [field]: [BOOKING_STORE_TEXTS.noCustomerFound] });
}

export interface StayPlan {
  category: CategoryRow;
  position: PositionRow | null;
  card: RateCard;
  /** The stay's accommodation: priceStay's runs, or one season row. */
  priced: PricedStay;
  season: SeasonRow | null;
  /** A season booking's price (öre); null otherwise. */
  accommodationPrice: number | null;
  lodgingTypeId: number | null;
  cancellationPolicyId: number | null;
}

/**
 * Everything a stay refers to, checked (customer, position of the category, lodging type and policy of
 * the category, season and its dates), and its price. Field errors carry `prefix` (a group's
 * 'bookings.{i}.'). A season booking's price is the one given, else the season's for the position.
 */
export async function planStay(db: DbOrTx, r: StayRequest, category: CategoryRow, prefix = ''): Promise<StayPlan> {
  if (r.customer_id != null && r.customer_id > 0) await assertCustomer(db, r.customer_id, `${prefix}customer_id`);
  const position = await loadPosition(db, r.position_id, category, `${prefix}position_id`);
  const lodgingTypeId = r.lodging_type_id ?? category.defaultLodgingTypeId;
  await checkCategoryChoices(
    db,
    category,
    { lodgingTypeId: r.lodging_type_id, cancellationPolicyId: r.cancellation_policy_id },
    prefix,
  );
  const card = rateCardOf(category, `${prefix}category_id`);
  const stay = { checkIn: r.check_in, checkOut: r.check_out, adults: r.adults, children: r.children, dogs: r.dogs };
  if (r.type !== 'season') {
    return {
      category,
      position,
      card,
      priced: priceAccommodation(card, stay),
      season: null,
      accommodationPrice: null,
      lodgingTypeId,
      cancellationPolicyId: r.cancellation_policy_id,
    };
  }
  const season = await loadSeason(db, r.season_id);
  const outside = seasonDatesProblem(season, stay);
  if (outside) throw validationError({ [`${prefix}check_in`]: [outside] });
  // validateBookingForm has required a real position for a season booking.
  const price = r.accommodation_price ?? (await seasonPrice(db, season, position!.id, category.id));
  return {
    category,
    position,
    card,
    priced: seasonStay(stay, price),
    season,
    accommodationPrice: price,
    lodgingTypeId,
    cancellationPolicyId: r.cancellation_policy_id,
  };
}

/**
 * The availability judgement of the stay's position inside the write's transaction, after
 * claimPositions locked it and swept its expired drafts: a stay there (other than `ownIds`) is
 * 'position_taken', a block or a deleted position 'position_unavailable', with the judgement's text on
 * position_id. The exclusion constraint stays the last word (stayGuard.ts).
 */
export async function assertPositionFree(
  tx: Tx,
  stay: { positionId: number | null; checkIn: string; checkOut: string; guests: number },
  now: Date,
  own: { bookingId?: number | null; groupId?: number | null } = {},
  field = 'position_id',
): Promise<void> {
  if (stay.positionId == null || stay.positionId <= 0) return;
  const facts = await positionFacts(
    tx,
    {
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      booking_id: own.bookingId ?? undefined,
      booking_group_id: own.groupId ?? undefined,
    },
    now,
    [stay.positionId],
  );
  const f = facts.find((p) => p.id === stay.positionId);
  if (!f) throw fieldError('position_taken', field, BOOKING_STORE_TEXTS.noPosition);
  const judged = judgePosition(f, { occupancy: stay.guests });
  if (judged.is_available) return;
  throw fieldError(f.stay ? 'position_taken' : 'position_unavailable', field, judged.error_message!);
}

/** Writes the accommodation rows of a booking (priceStay's runs, or the rebooking level's). */
export async function insertAccommodationRows(
  tx: Tx,
  bookingId: number,
  positionId: number | null,
  runs: readonly AccommodationRun[],
  now: Date,
): Promise<void> {
  if (runs.length === 0) return;
  await tx.insert(accommodationCharges).values(
    runs.map((r) => ({
      bookingId,
      positionId,
      start: r.start,
      end: r.end,
      nights: r.nights,
      price: r.price,
      originalPrice: r.original_price,
      discountType: 'none',
      discountValue: 0,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** Deletes the booking's accommodation rows the till may still sell (paid, invoiced and held ones stay). */
export async function deleteOpenAccommodation(tx: Tx, bookingId: number, now: Date): Promise<void> {
  await tx
    .update(accommodationCharges)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(accommodationCharges.bookingId, bookingId), accommodationSellable()));
}

/** Deletes the booking's fee charges the till may still sell, so the fees can be written again. */
export async function deleteOpenFeeCharges(tx: Tx, bookingId: number, now: Date): Promise<void> {
  await tx
    .update(charges)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(charges.bookingId, bookingId), sql`${charges.feeKey} is not null`, chargeSellable()));
}
