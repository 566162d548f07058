import { eq } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { AppError, notFound } from '../http/errors';
import { z } from '../http/validation';
import { id, text } from '../../src/domain/input';
import type { DbOrTx } from '../db/client';
import { bookingGroups, editingRecords } from '../db/schema';
import { editingRecordsOf, emailsOf, groupScope, invoicesOf, receiptsOf } from '../bookings/records';
import { loadBookingGroup } from './queries';
import { bookingGroupShow } from '../../src/contracts/bookingGroups';
import { groupEditingRecords, groupEmails, groupInvoices, groupReceipts } from '../../src/contracts/documents';
import { groupAccommodationSums } from '../../src/contracts/chargeCalendar';

const NOT_FOUND = 'Gruppbokningen finns inte.';

async function assertGroup(db: DbOrTx, id: number) {
  const [g] = await db.select({ id: bookingGroups.id }).from(bookingGroups).where(eq(bookingGroups.id, id)).limit(1);
  if (!g) throw notFound(NOT_FOUND);
}

/** The booking group pane (bookings.md 2 "Booking group dialog", 7 "Booking groups"). */
export function registerBookingGroupRoutes(r: TenantRouter) {
  r.get(
    'booking-groups/show',
    { permission: 'readBookings', query: bookingGroupShow.query, response: bookingGroupShow.response },
    async (ctx) => {
      const group = await loadBookingGroup(ctx.db, ctx.query.booking_group_id);
      if (!group) throw notFound(NOT_FOUND);
      return { booking_group: group };
    },
  );

  const scope = async (db: DbOrTx, id: number) => {
    await assertGroup(db, id);
    return groupScope(id);
  };
  r.get(
    'booking-groups/editing-records',
    { permission: 'readBookings', query: groupEditingRecords.query, response: groupEditingRecords.response },
    async (ctx) => ({
      editing_records: await editingRecordsOf(ctx.db, await scope(ctx.db, ctx.query.booking_group_id)),
    }),
  );
  r.get(
    'booking-groups/emails',
    { permission: 'readBookings', query: groupEmails.query, response: groupEmails.response },
    async (ctx) => ({ emails: await emailsOf(ctx.db, await scope(ctx.db, ctx.query.booking_group_id)) }),
  );
  r.get(
    'booking-groups/receipts',
    { permission: 'readBookings', query: groupReceipts.query, response: groupReceipts.response },
    async (ctx) => ({ receipts: await receiptsOf(ctx.db, await scope(ctx.db, ctx.query.booking_group_id)) }),
  );
  r.get(
    'booking-groups/invoices',
    { permission: 'readBookings', query: groupInvoices.query, response: groupInvoices.response },
    async (ctx) => ({ invoices: await invoicesOf(ctx.db, await scope(ctx.db, ctx.query.booking_group_id)) }),
  );

  r.get(
    'booking-groups/accommodation-sums',
    { permission: 'readBookings', query: groupAccommodationSums.query, response: groupAccommodationSums.response },
    async (ctx) => {
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
          booking_id: b.id,
          booking_number: b.booking_number,
          title: b.title,
          subtitle: b.subtitle,
          total_accommodation_amount: b.total_accommodation_amount,
          paid_accommodation_amount: b.paid_accommodation_amount,
          remaining_accommodation_amount: b.remaining_accommodation_amount,
          has_suggested_charges: b.has_suggested_charges,
        })),
      };
    },
  );

  r.post(
    'booking-groups/update-remarks',
    {
      permission: 'writeBookings',
      body: z.object({
        booking_group_id: id(),
        remarks: text().max(600, 'Max 600 tecken').nullish(),
        // The client's save time; autosaves arrive in order from one console, so it is only accepted.
        timestamp: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), text().max(40)]).optional(),
      }),
    },
    async (ctx) => {
      const id = ctx.body.booking_group_id;
      // An empty text becomes null (bookings.md 4, Remarks saving).
      const remarks = ctx.body.remarks?.trim() ? ctx.body.remarks : null;
      await ctx.db.transaction(async (tx) => {
        const [g] = await tx.select().from(bookingGroups).where(eq(bookingGroups.id, id)).for('update').limit(1);
        if (!g) throw new AppError(404, 'not_found', NOT_FOUND);
        if (g.remarks === remarks) return;
        await tx.update(bookingGroups).set({ remarks, updatedAt: ctx.now }).where(eq(bookingGroups.id, id));
        await tx.insert(editingRecords).values({
          subjectType: 'booking_group',
          subjectId: id,
          bookingGroupId: id,
          customerId: g.customerId,
          userId: ctx.auth.user.id,
          action: 'remarks_updated',
          description: 'Gruppbokningens anteckning ändrades',
          changes: { remarks: { from: g.remarks, to: remarks } },
          createdAt: ctx.now,
        });
      });
      const group = (await loadBookingGroup(ctx.db, id))!;
      await ctx.publish('BookingGroupSaved', { booking_group_id: id });
      return { booking_group: group };
    },
  );
}
