// POST bookings/set-accommodation-price (bookings.md 7, the season price card's 'Spara nytt pris'): a
// season booking's agreed price, and its accommodation charges brought to it. Rows already paid,
// invoiced or held at the card terminal are never changed (rebookingPlan.ts marks them locked); the
// rows the till may still sell are replaced by one row for what the locked ones leave, so the till then
// sells exactly the remaining amount.
import type { ServiceContext } from '../http/serviceContext';
import { fieldError } from '../http/errors';
import { changeBooking, refuse } from '../bookings/bookingChange';
import { loadBookingDetail } from '../bookings/detailRoutes';
import { storedAccommodation, type StoredCharge } from '../bookings/rebookingPlan';
import { deleteOpenAccommodation, insertAccommodationRows } from '../bookings/stayPlan';
import { daysBetween } from '../../src/domain/dates';
import { formatKr } from '../../src/domain/money';
import { effectiveAmount } from '../../src/domain/rebooking';
import type { AccommodationRun } from '../../src/domain/pricing';
import { BOOKING_STORE_TEXTS } from '../../src/contracts/bookingForm';
import type { BookingDetail } from '../../src/contracts/bookings';
import { SEASON_TEXTS } from '../../src/contracts/seasons';
import { assertSeasonBooking, SEASON_RECORDS } from './seasonRules';

export interface SeasonPricePlan {
  /** The accommodation charges now, and the part of it paid, invoiced or held (öre). */
  total: number;
  locked: number;
  /** The row replacing the open ones (none when the locked rows already make the price). */
  rows: AccommodationRun[];
}

/**
 * The charges for a new season price over the stored ones: a 422 on price when it equals the total now
 * or is below what is locked; else one open row of price − locked over the stay's nights.
 */
export function planSeasonPrice(
  stored: readonly StoredCharge[],
  price: number,
  stay: { checkIn: string; checkOut: string },
): SeasonPricePlan {
  const total = stored.reduce((s, c) => s + effectiveAmount(c), 0);
  const locked = stored.filter((c) => c.locked).reduce((s, c) => s + effectiveAmount(c), 0);
  if (price === total) throw fieldError('price_unchanged', 'price', SEASON_TEXTS.priceUnchanged);
  if (price < locked) throw fieldError('price_below_paid', 'price', SEASON_TEXTS.priceBelowPaid(formatKr(locked)));
  const open = price - locked;
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const rows = open > 0 ? [{ start: stay.checkIn, end: stay.checkOut, nights, price: open, original_price: open }] : [];
  return { total, locked, rows };
}

export async function setAccommodationPrice(
  ctx: ServiceContext,
  bookingId: number,
  price: number,
): Promise<BookingDetail> {
  await changeBooking(ctx, bookingId, async (tx, b) => {
    assertSeasonBooking(b);
    if (b.deletedAt) throw refuse('booking_cancelled', BOOKING_STORE_TEXTS.cancelled);
    const plan = planSeasonPrice(await storedAccommodation(tx, b.id), price, b);
    return {
      set: { accommodationPrice: price },
      action: 'accommodation_price_changed',
      description: SEASON_RECORDS.priceChanged(formatKr(price)),
      changes: {
        accommodation_price: { from: b.accommodationPrice, to: price },
        accommodation_total: { from: plan.total, to: price },
      },
      also: async (t) => {
        await deleteOpenAccommodation(t, b.id, ctx.now);
        await insertAccommodationRows(t, b.id, b.positionId, plan.rows, ctx.now);
      },
    };
  });
  return (await loadBookingDetail(ctx.db, bookingId))!;
}
