import { and, eq, gt, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accommodationCharges, bookings, customers, invoices, positions } from '../db/schema';
import { serializeBooking, type BookingAmounts, type SerializedBooking } from './serialize';
import { addDays } from '../../src/domain/dates';

/** Loads bookings with their customer, position name and accommodation sums, in two queries. */
export async function loadBookings(db: DbOrTx, where: SQL | undefined, limit?: number): Promise<SerializedBooking[]> {
  let q = db.select({ booking: bookings, customer: customers, positionName: positions.fullName })
    .from(bookings)
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(positions, eq(positions.id, bookings.positionId))
    .where(where)
    .orderBy(bookings.checkIn, bookings.id)
    .$dynamic();
  if (limit) q = q.limit(limit);
  const rows = await q;
  const amounts = await loadAmounts(db, rows.map((r) => r.booking.id));
  return rows.map((r) => serializeBooking(r.booking, r.customer, r.positionName, amounts.get(r.booking.id) ?? { total: 0, paid: 0 }));
}

/** Accommodation totals per booking; paid = settled on a receipt or on a closed invoice. */
export async function loadAmounts(db: DbOrTx, ids: number[]): Promise<Map<number, BookingAmounts>> {
  const map = new Map<number, BookingAmounts>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      bookingId: accommodationCharges.bookingId,
      total: sql<number>`coalesce(sum(${accommodationCharges.price}), 0)::int`,
      paid: sql<number>`coalesce(sum(${accommodationCharges.price}) filter (where ${accommodationCharges.receiptId} is not null or ${invoices.status} = 'closed'), 0)::int`,
    })
    .from(accommodationCharges)
    .leftJoin(invoices, eq(invoices.id, accommodationCharges.invoiceId))
    .where(and(sql`${accommodationCharges.bookingId} = any(${sql.param(ids)}::int[])`, isNull(accommodationCharges.deletedAt)))
    .groupBy(accommodationCharges.bookingId);
  for (const r of rows) map.set(r.bookingId, { total: Number(r.total), paid: Number(r.paid) });
  return map;
}

/**
 * The working set every console keeps locally (lists, map, calendar): stays that end at most
 * a week ago or start within the next 13 months, live drafts, and recent cancellations.
 * With `since`, only what changed after that instant (cancellations included).
 */
export function syncedWhere(today: string, now: Date, since?: Date): SQL {
  const window = and(gte(bookings.checkOut, addDays(today, -7)), lte(bookings.checkIn, addDays(today, 400)))!;
  const live = or(
    and(isNull(bookings.deletedAt), eq(bookings.isDraft, false)),
    and(isNull(bookings.deletedAt), eq(bookings.isDraft, true), gt(bookings.draftExpiresAt, now)),
    gt(bookings.deletedAt, new Date(now.getTime() - 7 * 86_400_000)),
  )!;
  if (since) return and(window, gt(bookings.updatedAt, since))!;
  return and(window, live)!;
}
