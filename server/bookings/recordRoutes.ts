import { eq, sql } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import { z } from '../http/validation';
import { idParam } from '../../src/domain/input';
import { queryRows, type DbOrTx } from '../db/client';
import { bookings, emails } from '../db/schema';
import { loadBooking } from './queries';
import { bookingScope, editingRecordsOf, emailsOf, invoicesOf, receiptsOf } from './records';
import { bookingEditingRecords, bookingEmails, bookingInvoices, bookingReceipts } from '../../src/contracts/documents';

async function assertBooking(db: DbOrTx, id: number) {
  const [b] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b) throw notFound('Bokningen finns inte.');
}

/** The cart lines of a booking ('Andra avgifter'), with product and position, oldest first. */
async function chargesOf(db: DbOrTx, id: number) {
  const [row] = await queryRows<{ list: string }>(
    db,
    sql`
    select coalesce(json_agg(json_build_object(
      'id', ch.id, 'client_id', ch.client_id, 'booking_id', ch.booking_id, 'booking_group_id', ch.booking_group_id,
      'product', json_build_object('id', p.id, 'name', p.name, 'gui_color', p.gui_color),
      'quantity', ch.quantity, 'price', ch.price, 'original_price', ch.original_price, 'note', ch.note, 'caption', ch.caption,
      'delivery_date', to_char(ch.delivery_date, 'YYYY-MM-DD'), 'start', to_char(ch.start, 'YYYY-MM-DD'), 'end', to_char(ch."end", 'YYYY-MM-DD'),
      'discount_type', ch.discount_type, 'discount_value', ch.discount_value, 'status', ch.status,
      'is_tally_charge', ch.is_tally_charge, 'is_bookvisit_charge', ch.is_bookvisit_charge,
      'receipt_id', ch.receipt_id, 'invoice_id', ch.invoice_id, 'created_at', ch.created_at,
      'position', case when pos.id is null then null else json_build_object('id', pos.id, 'full_name', pos.full_name) end
    ) order by ch.created_at, ch.id)::text, '[]') as list
    from charges ch join products p on p.id = ch.product_id left join positions pos on pos.id = ch.position_id
    where ch.booking_id = ${id} and ch.deleted_at is null`,
  );
  return JSON.parse(row.list) as Record<string, unknown>[];
}

/** The booking pane's tabs: Historik, Avgifter, Kvitton och fakturor, Email (bookings.md 2, 7). */
export function registerBookingRecordRoutes(r: TenantRouter) {
  const byId = { permission: 'readBookings' as const, params: z.object({ id: idParam() }) };

  r.get(
    'bookings/editing-records',
    {
      permission: 'readBookings',
      query: bookingEditingRecords.query,
      response: bookingEditingRecords.response,
    },
    async (ctx) => {
      await assertBooking(ctx.db, ctx.query.booking_id);
      return { editing_records: await editingRecordsOf(ctx.db, bookingScope(ctx.query.booking_id)) };
    },
  );

  r.get(
    'bookings/:id/receipts',
    { ...byId, params: bookingReceipts.params, response: bookingReceipts.response },
    async (ctx) => {
      await assertBooking(ctx.db, ctx.params.id);
      return { receipts: await receiptsOf(ctx.db, bookingScope(ctx.params.id)) };
    },
  );

  r.get(
    'bookings/:id/invoices',
    { ...byId, params: bookingInvoices.params, response: bookingInvoices.response },
    async (ctx) => {
      await assertBooking(ctx.db, ctx.params.id);
      return { invoices: await invoicesOf(ctx.db, bookingScope(ctx.params.id)) };
    },
  );

  r.get(
    'bookings/:id/emails',
    { ...byId, params: bookingEmails.params, response: bookingEmails.response },
    async (ctx) => {
      await assertBooking(ctx.db, ctx.params.id);
      return { emails: await emailsOf(ctx.db, bookingScope(ctx.params.id)) };
    },
  );

  r.get('bookings/:id/charges', byId, async (ctx) => {
    await assertBooking(ctx.db, ctx.params.id);
    return { charges: await chargesOf(ctx.db, ctx.params.id) };
  });

  r.get('bookings/:id/accommodation-sums', byId, async (ctx) => {
    const b = await loadBooking(ctx.db, ctx.params.id);
    if (!b) throw notFound('Bokningen finns inte.');
    // The same sums as the booking itself carries, so the pane and the lists never disagree.
    return {
      total_accommodation_amount: b.total_accommodation_amount,
      paid_accommodation_amount: b.paid_accommodation_amount,
      remaining_accommodation_amount: b.remaining_accommodation_amount,
    };
  });

  r.get('email/:id', { permission: 'readBookings', params: z.object({ id: idParam() }) }, async (ctx) => {
    const [m] = await ctx.db.select().from(emails).where(eq(emails.id, ctx.params.id)).limit(1);
    if (!m) throw notFound('E-postmeddelandet finns inte.');
    return {
      id: m.id,
      html: m.html,
      title: m.title,
      recipient_email: m.recipientEmail,
      status: m.status,
      kind: m.kind,
      icon: m.icon,
      sent_at: m.sentAt.toISOString(),
      opened_at: m.openedAt?.toISOString() ?? null,
      booking_id: m.bookingId,
      booking_group_id: m.bookingGroupId,
    };
  });
}
