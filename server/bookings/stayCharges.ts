// Nights added to a stay (an early arrival, a later check-out) become lodging charges priced as the
// booking's own lodging is: the nightly rate of the neighbouring charge, with its discount.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { accommodationCharges, categories } from '../db/schema';
import { daysBetween, type IsoDate } from '../../src/domain/dates';
import { lineSale } from '../sales/pricing';
import type { BookingRow } from './bookingChange';

type Charge = typeof accommodationCharges.$inferSelect;
export type NewStayCharge = Omit<typeof accommodationCharges.$inferInsert, 'id'>;

const perNights = (amount: number, from: number, to: number) => Math.round((amount * to) / from);

/** The lodging charge for `nights` more nights, from a neighbouring charge or the category's nightly price. */
export function extraNightsCharge(
  b: Pick<BookingRow, 'id' | 'positionId' | 'type'>,
  near: Charge | null,
  nightly: number,
  start: IsoDate,
  end: IsoDate,
): NewStayCharge | null {
  const nights = daysBetween(start, end);
  // A season booking has one agreed price for the season, whatever the nights.
  if (nights <= 0 || b.type === 'season') return null;
  const base = { bookingId: b.id, positionId: b.positionId, start, end, nights, note: null };
  if (near && near.nights > 0) {
    const price = perNights(near.price, near.nights, nights);
    const original = near.originalPrice == null ? null : perNights(near.originalPrice, near.nights, nights);
    const t = near.discountType;
    const value =
      t === 'percent'
        ? near.discountValue
        : t === 'flat'
          ? perNights(near.discountValue, near.nights, nights)
          : t === 'fixed' && original != null
            ? original - price
            : 0;
    return {
      ...base,
      price,
      originalPrice: original,
      discountType: t === 'fixed' && original == null ? 'none' : t,
      discountValue: value,
    };
  }
  if (nightly <= 0) return null;
  return { ...base, price: nightly * nights, originalPrice: nightly * nights, discountType: 'none', discountValue: 0 };
}

export const chargeTotal = (c: Pick<NewStayCharge, 'price' | 'discountType' | 'discountValue' | 'originalPrice'>) =>
  lineSale(c.price, 1000, c.discountType, c.discountValue ?? 0, c.originalPrice ?? null);

/** The charge the nights [start, end) would add: priced from the first charge (`side` start) or the last (end). */
export async function planExtraNights(db: DbOrTx, b: BookingRow, start: IsoDate, end: IsoDate, side: 'start' | 'end') {
  const order =
    side === 'start'
      ? [asc(accommodationCharges.start), asc(accommodationCharges.id)]
      : [desc(accommodationCharges.end), desc(accommodationCharges.id)];
  const [near] = await db
    .select()
    .from(accommodationCharges)
    .where(and(eq(accommodationCharges.bookingId, b.id), isNull(accommodationCharges.deletedAt)))
    .orderBy(...order)
    .limit(1);
  const [cat] = await db
    .select({ nightly: categories.nightlyPrice })
    .from(categories)
    .where(eq(categories.id, b.categoryId))
    .limit(1);
  return extraNightsCharge(b, near ?? null, cat?.nightly ?? 0, start, end);
}

/** Writes the planned charge in the change's transaction. */
export async function addStayCharge(tx: Tx, charge: NewStayCharge | null, now: Date) {
  if (charge) await tx.insert(accommodationCharges).values({ ...charge, createdAt: now, updatedAt: now });
}
