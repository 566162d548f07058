import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import { z } from '../http/validation';
import { idParam } from '../../src/domain/input';
import type { DbOrTx } from '../db/client';
import { accommodationCharges, bookings, charges, emails, invoices, positions, products } from '../db/schema';
import { lineSale } from '../sales/pricing';
import { chargeStatusOf } from '../../src/domain/chargeStatus';
import { serializeCharge } from '../till/serialize';
import { loadBooking } from './queries';
import { bookingScope, editingRecordsOf, emailsOf, invoicesOf, receiptsOf } from './records';
import {
  bookingCharges,
  bookingEditingRecords,
  bookingEmails,
  bookingInvoices,
  bookingReceipts,
} from '../../src/contracts/documents';

async function assertBooking(db: DbOrTx, id: number) {
  const [b] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b) throw notFound('Bokningen finns inte.');
}

/**
 * 'Avgifter' of a booking (bookings.md 2): its live charges ('Andra avgifter', oldest first) and its lodging
 * ('Platsavgifter', by start), each with the line total the till and an invoice sell it at (lineSale, the one
 * rule of server/sales/cart.ts) and where it stands, with the invoice that took it. Two reads, no per-row query.
 */
export async function chargesOf(db: DbOrTx, id: number, owner: 'booking' | 'group' = 'booking') {
  // A group's own charges (on the group, no booking) have no lodging: that is always a booking's.
  const ofOwner =
    owner === 'group' ? and(eq(charges.bookingGroupId, id), isNull(charges.bookingId)) : eq(charges.bookingId, id);
  const other = await db
    .select({ c: charges, p: products, position: positions.fullName, invoiceNumber: invoices.invoiceNumber })
    .from(charges)
    .innerJoin(products, eq(products.id, charges.productId))
    .leftJoin(positions, eq(positions.id, charges.positionId))
    .leftJoin(invoices, eq(invoices.id, charges.invoiceId))
    .where(and(ofOwner, isNull(charges.deletedAt)))
    .orderBy(asc(charges.createdAt), asc(charges.id));
  const lodging = await db
    .select({ a: accommodationCharges, position: positions.fullName, invoiceNumber: invoices.invoiceNumber })
    .from(accommodationCharges)
    .leftJoin(positions, eq(positions.id, accommodationCharges.positionId))
    .leftJoin(invoices, eq(invoices.id, accommodationCharges.invoiceId))
    .where(
      and(
        owner === 'group' ? sql`false` : eq(accommodationCharges.bookingId, id),
        isNull(accommodationCharges.deletedAt),
      ),
    )
    .orderBy(asc(accommodationCharges.start), asc(accommodationCharges.id));
  const positionOf = (positionId: number | null, name: string | null) =>
    positionId != null && name != null ? { id: positionId, full_name: name } : null;
  return {
    charges: other.map(({ c, p, position, invoiceNumber }) => ({
      ...serializeCharge(c, p),
      booking_group_id: c.bookingGroupId,
      status: chargeStatusOf(c),
      receipt_id: c.receiptId,
      invoice_id: c.invoiceId,
      invoice_number: c.invoiceId != null ? invoiceNumber : null,
      position: positionOf(c.positionId, position),
    })),
    accommodation_charges: lodging.map(({ a, position, invoiceNumber }) => ({
      id: a.id,
      start: a.start,
      end: a.end,
      nights: a.nights,
      price: a.price,
      original_price: a.originalPrice,
      discount_type: a.discountType,
      discount_value: a.discountValue,
      // One unit of lodging, as priceCart sells it.
      total: lineSale(a.price, 1000, a.discountType, a.discountValue, a.originalPrice),
      position: positionOf(a.positionId, position),
      status: chargeStatusOf(a),
      invoice: a.invoiceId != null && invoiceNumber != null ? { id: a.invoiceId, invoice_number: invoiceNumber } : null,
    })),
  };
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

  r.get(
    'bookings/:id/charges',
    { ...byId, params: bookingCharges.params, response: bookingCharges.response },
    async (ctx) => {
      await assertBooking(ctx.db, ctx.params.id);
      return chargesOf(ctx.db, ctx.params.id);
    },
  );

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
