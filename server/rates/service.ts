// The booking form's prices (bookings.md 7 "rates/…"): the preview of a new stay and the rebooking
// preview of a changed one. Pricing is stayQuote.ts's, the rebooking plan server/bookings/rebookingPlan.ts's.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookings } from '../db/schema';
import { notFound } from '../http/errors';
import type { ServiceContext } from '../http/serviceContext';
import type { AccommodationChargesQuery, RebookingChargesQuery } from '../../src/contracts/bookingForm';
import { daysBetween } from '../../src/domain/dates';
import type { PricedStay } from '../../src/domain/pricing';
import { planElectricityFor } from '../bookings/electricityFee';
import { planRebooking, storedAccommodation } from '../bookings/rebookingPlan';
import { rateCardOf } from './rateCards';
import { feeOffers, loadCategory, loadPosition, priceAccommodation, seasonStay, type StayInput } from './stayQuote';

const stayOf = (q: {
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  dogs: number;
}): StayInput => ({ checkIn: q.check_in, checkOut: q.check_out, adults: q.adults, children: q.children, dogs: q.dogs });

async function bookingOrNotFound(db: DbOrTx, id: number) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b) throw notFound('Bokningen finns inte.');
  return b;
}

/** GET rates/accommodation-charges: the runs the booking will get, their total and the fees offered. */
export async function accommodationChargesPreview(ctx: ServiceContext, q: AccommodationChargesQuery) {
  if (q.booking_id != null) await bookingOrNotFound(ctx.db, q.booking_id);
  const category = await loadCategory(ctx.db, q.category_id);
  await loadPosition(ctx.db, q.position_id, category);
  const card = rateCardOf(category);
  const priced = priceAccommodation(card, stayOf(q));
  const fees = await feeOffers(ctx.db, category, card, priced.nights.length);
  return {
    check_in: q.check_in,
    check_out: q.check_out,
    nights: priced.nights.length,
    charges: priced.charges,
    accommodation_total: priced.accommodation_total,
    fees: fees.map((f) => ({ key: f.key, name: f.name, price: f.price })),
    total_without_fees: priced.accommodation_total,
  };
}

/**
 * GET rates/rebooking-charges: each level's accommodation total for the changed stay, and the electricity
 * fee before and after (it follows the stay whatever the level), as bookings/update books them.
 */
export async function rebookingChargesPreview(ctx: ServiceContext, q: RebookingChargesQuery) {
  const b = await bookingOrNotFound(ctx.db, q.booking_id);
  const category = await loadCategory(ctx.db, q.category_id);
  await loadPosition(ctx.db, q.position_id, category);
  const stay = stayOf(q);
  const card = rateCardOf(category);
  // A season booking keeps one row at its agreed price, whatever the dates (bookings.md "Seasons").
  const next: PricedStay =
    b.type === 'season' && b.accommodationPrice != null
      ? seasonStay(stay, b.accommodationPrice)
      : priceAccommodation(card, stay);
  const plan = planRebooking(await storedAccommodation(ctx.db, b.id), next);
  const electricity = await planElectricityFor(ctx.db, b, {
    category,
    card,
    nights: daysBetween(q.check_in, q.check_out),
  });
  return {
    current_total: plan.current_total,
    rebooking_options: plan.options.map((o) => ({
      level: o.level,
      title: o.title,
      total: o.total,
      is_default: o.is_default,
      deadline_description: null,
    })),
    electricity_fee: electricity ? { current_total: electricity.current_total, total: electricity.total } : null,
  };
}
