import { eq } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { AppError, notFound } from '../http/errors';
import { z } from '../http/validation';
import { id, idParam, text } from '../../src/domain/input';
import type { DbOrTx } from '../db/client';
import { bookingGroups, editingRecords } from '../db/schema';
import { editingRecordsOf, emailsOf, groupScope, invoicesOf, receiptsOf, type RecordScope } from '../bookings/records';
import { loadBookingGroup } from './queries';
import { bookingGroupShow } from '../../src/contracts/bookingGroups';

const NOT_FOUND = 'Gruppbokningen finns inte.';
const groupQuery = z.object({ booking_group_id: idParam() });

async function assertGroup(db: DbOrTx, id: number) {
  const [g] = await db.select({ id: bookingGroups.id }).from(bookingGroups).where(eq(bookingGroups.id, id)).limit(1);
  if (!g) throw notFound(NOT_FOUND);
}

/** The booking group pane (bookings.md 2 "Booking group dialog", 7 "Booking groups"). */
export function registerBookingGroupRoutes(r: TenantRouter) {
  r.get('booking-groups/show', { permission: 'readBookings', query: bookingGroupShow.query, response: bookingGroupShow.response }, async (ctx) => {
    const group = await loadBookingGroup(ctx.db, ctx.query.booking_group_id);
    if (!group) throw notFound(NOT_FOUND);
    return { booking_group: group };
  });

  const list = (path: string, key: string, load: (db: DbOrTx, scope: RecordScope) => Promise<unknown[]>) =>
    r.get(`booking-groups/${path}`, { permission: 'readBookings', query: groupQuery }, async (ctx) => {
      await assertGroup(ctx.db, ctx.query.booking_group_id);
      return { [key]: await load(ctx.db, groupScope(ctx.query.booking_group_id)) };
    });
  list('editing-records', 'editing_records', editingRecordsOf);
  list('emails', 'emails', emailsOf);
  list('receipts', 'receipts', receiptsOf);
  list('invoices', 'invoices', invoicesOf);

  r.get('booking-groups/accommodation-sums', { permission: 'readBookings', query: groupQuery }, async (ctx) => {
    const group = await loadBookingGroup(ctx.db, ctx.query.booking_group_id);
    if (!group) throw notFound(NOT_FOUND);
    const live = group.bookings.filter((b) => !b.deleted_at);
    type Amount = 'total_accommodation_amount' | 'paid_accommodation_amount' | 'remaining_accommodation_amount';
    const sum = (key: Amount) => live.reduce((s, b) => s + Number(b[key] ?? 0), 0);
    return {
      total_accommodation_amount: sum('total_accommodation_amount'),
      paid_accommodation_amount: sum('paid_accommodation_amount'),
      remaining_accommodation_amount: sum('remaining_accommodation_amount'),
      bookings: live.map((b) => ({
        booking_id: b.id, booking_number: b.booking_number, title: b.title, subtitle: b.subtitle,
        total_accommodation_amount: b.total_accommodation_amount, paid_accommodation_amount: b.paid_accommodation_amount,
        remaining_accommodation_amount: b.remaining_accommodation_amount,
      })),
    };
  });

  r.post('booking-groups/update-remarks', {
    permission: 'writeBookings',
    body: z.object({
      booking_group_id: id(),
      remarks: text().max(600, 'Max 600 tecken').nullish(),
      // The client's save time; autosaves arrive in order from one console, so it is only accepted.
      timestamp: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), text().max(40)]).optional(),
    }),
  }, async (ctx) => {
    const id = ctx.body.booking_group_id;
    // An empty text becomes null (bookings.md 4, Remarks saving).
    const remarks = ctx.body.remarks?.trim() ? ctx.body.remarks : null;
    await ctx.db.transaction(async (tx) => {
      const [g] = await tx.select().from(bookingGroups).where(eq(bookingGroups.id, id)).for('update').limit(1);
      if (!g) throw new AppError(404, 'not_found', NOT_FOUND);
      if (g.remarks === remarks) return;
      await tx.update(bookingGroups).set({ remarks, updatedAt: ctx.now }).where(eq(bookingGroups.id, id));
      await tx.insert(editingRecords).values({
        subjectType: 'booking_group', subjectId: id, bookingGroupId: id, customerId: g.customerId, userId: ctx.auth.user.id,
        action: 'remarks_updated', description: 'Gruppbokningens anteckning ändrades',
        changes: { remarks: { from: g.remarks, to: remarks } }, createdAt: ctx.now,
      });
    });
    const group = (await loadBookingGroup(ctx.db, id))!;
    await ctx.publish('BookingGroupSaved', { booking_group_id: id });
    return { booking_group: group };
  });
}
