// What the till can sell of a booking or a booking group, read with the very predicates the sale
// uses (server/sales/cart.ts), so the cart the console shows is the cart the server prices.
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import { z } from '../http/validation';
import { idParam } from '../../src/domain/input';
import type { DbOrTx } from '../db/client';
import { accommodationCharges, bookingGroups, bookings, charges, invoices, positions, products } from '../db/schema';
import {
  accommodationCaption,
  accommodationName,
  accommodationSellable,
  chargeSellable,
  groupMemberIds,
} from '../sales/cart';
import { lineSale } from '../sales/pricing';
import { loadBooking } from './queries';

/** Where a lodging charge stands: on a receipt, on an invoice, held by a receipt at the terminal, or still to pay. */
export type AccommodationStatus = 'paid' | 'invoiced' | 'pending' | 'unpaid';

/** Lodging charges of the bookings matching `where`, oldest first, each with its line total and whether the till sells it. */
async function accommodationOf(db: DbOrTx, where: SQL, onlySellable: boolean) {
  const sellable = accommodationSellable();
  const rows = await db
    .select({
      a: accommodationCharges,
      position: positions.fullName,
      bookingNumber: bookings.bookingNumber,
      invoiceStatus: invoices.status,
      sellable: sql<boolean>`(${sellable})`,
    })
    .from(accommodationCharges)
    .innerJoin(bookings, eq(bookings.id, accommodationCharges.bookingId))
    .leftJoin(positions, eq(positions.id, accommodationCharges.positionId))
    .leftJoin(invoices, eq(invoices.id, accommodationCharges.invoiceId))
    .where(and(where, isNull(accommodationCharges.deletedAt), onlySellable ? sellable : undefined))
    .orderBy(asc(accommodationCharges.start), asc(accommodationCharges.id));
  return rows.map(({ a, position, bookingNumber, invoiceStatus, sellable: canSell }) => {
    const status: AccommodationStatus =
      a.receiptId != null || invoiceStatus === 'closed'
        ? 'paid'
        : a.invoiceId != null
          ? 'invoiced'
          : canSell
            ? 'unpaid'
            : 'pending';
    return {
      id: a.id,
      booking_id: a.bookingId,
      booking_number: bookingNumber,
      position_id: a.positionId,
      position: a.positionId != null && position != null ? { id: a.positionId, full_name: position } : null,
      name: accommodationName(position),
      caption: accommodationCaption(a),
      start: a.start,
      end: a.end,
      nights: a.nights,
      price: a.price,
      original_price: a.originalPrice,
      discount_type: a.discountType,
      discount_value: a.discountValue,
      note: a.note,
      total: lineSale(a.price, 1000, a.discountType, a.discountValue, a.originalPrice),
      status,
      sellable: !!canSell,
      receipt_id: a.receiptId,
      invoice_id: a.invoiceId,
    };
  });
}

/** The unpaid charges ('Andra avgifter') matching `owner` that a sale would take, oldest first (the sale's order). */
async function sellableChargesOf(db: DbOrTx, owner: SQL) {
  const rows = await db
    .select({ c: charges, p: products })
    .from(charges)
    .innerJoin(products, eq(products.id, charges.productId))
    .where(and(owner, chargeSellable()))
    .orderBy(asc(charges.id));
  return rows.map(({ c, p }) => ({
    id: c.id,
    booking_id: c.bookingId,
    booking_group_id: c.bookingGroupId,
    product_id: p.id,
    product: { id: p.id, name: p.name, gui_color: p.guiColor },
    caption: c.caption ?? c.note,
    note: c.note,
    quantity: c.quantity,
    price: c.price,
    original_price: c.originalPrice,
    discount_type: c.discountType,
    discount_value: c.discountValue,
    delivery_date: c.deliveryDate,
    status: c.status,
    total: lineSale(c.price, c.quantity, c.discountType, c.discountValue, c.originalPrice),
  }));
}

async function assertBooking(db: DbOrTx, id: number) {
  const [b] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b) throw notFound('Bokningen finns inte.');
}

/** GET bookings/{id}/accommodation-charges, bookings/{id}/cart and booking-groups/cart (money.md 7, bookings.md 7). */
export function registerBookingCartRoutes(r: TenantRouter) {
  const byId = { permission: 'readBookings' as const, params: z.object({ id: idParam() }) };

  r.get('bookings/:id/accommodation-charges', byId, async (ctx) => {
    await assertBooking(ctx.db, ctx.params.id);
    return {
      accommodation_charges: await accommodationOf(ctx.db, eq(accommodationCharges.bookingId, ctx.params.id), false),
    };
  });

  // What 'Öppna i Kassan' loads: exactly what POST sales/initiate with booking_id would sell, and the
  // booking's Totalt / Betalt / Kvar from the one source the list and the pane read (queries.ts).
  r.get('bookings/:id/cart', byId, async (ctx) => {
    const b = await loadBooking(ctx.db, ctx.params.id);
    if (!b) throw notFound('Bokningen finns inte.');
    return {
      charges: await sellableChargesOf(ctx.db, eq(charges.bookingId, ctx.params.id)),
      accommodation_charges: await accommodationOf(ctx.db, eq(accommodationCharges.bookingId, ctx.params.id), true),
      total_accommodation_amount: b.total_accommodation_amount,
      paid_accommodation_amount: b.paid_accommodation_amount,
      remaining_accommodation_amount: b.remaining_accommodation_amount,
    };
  });

  // A group's cart: its own charges plus its live members' charges and lodging (a group sale sells them all).
  r.get(
    'booking-groups/cart',
    { permission: 'readBookings', query: z.object({ booking_group_id: idParam() }) },
    async (ctx) => {
      const id = ctx.query.booking_group_id;
      const [g] = await ctx.db
        .select({ id: bookingGroups.id, name: bookingGroups.name, bookingNumber: bookingGroups.bookingNumber })
        .from(bookingGroups)
        .where(eq(bookingGroups.id, id))
        .limit(1);
      if (!g) throw notFound('Gruppbokningen finns inte.');
      return {
        booking_group: { id: g.id, name: g.name, booking_number: g.bookingNumber },
        charges: await sellableChargesOf(
          ctx.db,
          or(eq(charges.bookingGroupId, id), sql`${charges.bookingId} in ${groupMemberIds(id)}`)!,
        ),
        accommodation_charges: await accommodationOf(
          ctx.db,
          sql`${accommodationCharges.bookingId} in ${groupMemberIds(id)}`,
          true,
        ),
      };
    },
  );
}
