// What a sale sells, read and priced on the server inside the sale's transaction.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import {
  accommodationCharges,
  bookingGroups,
  bookings,
  charges,
  parkedOrders,
  positions,
  productGroups,
  products,
  receipts,
  salesItems,
} from '../db/schema';
import { validationError } from '../http/errors';
import { rateOn, vatRatesOn } from '../till/vat';
import { discountForPrice, lineSale } from './pricing';
import { PRICE_TEXTS } from '../../src/domain/discount';

export type SaleLine = Omit<typeof salesItems.$inferInsert, 'id' | 'receiptId' | 'invoiceId'> & {
  sale: number;
  vatRate: number;
  quantity: number;
  isService: boolean;
};

export interface FreeItem {
  product_id: number;
  quantity?: number;
  price?: number;
  discount_type?: 'none' | 'fixed' | 'flat' | 'percent';
  discount_value?: number;
  /** The till's client id of the cart line. */
  line_id?: string;
}

export interface CartSource {
  items: FreeItem[];
  bookingId?: number;
  bookingGroupId?: number;
  parkedOrderId?: number;
  /** A subset of the owner's unpaid charges (the cart's right side); all when absent. */
  chargeIds?: number[];
  accommodationChargeIds?: number[];
}

const refuseField = (field: string, message: string) => validationError({ [field]: [message] });

/** Ids of charges / accommodation charges already on a receipt still waiting at the terminal. */
const pendingIds = (
  column: 'charge_id' | 'accommodation_charge_id',
) => sql`(select si.${sql.raw(column)} from sales_items si
  join receipts r on r.id = si.receipt_id where r.receipt_status = 'awaiting_payment' and si.${sql.raw(column)} is not null)`;

/** What the till may sell of an owner's charges: not paid, not invoiced, not deleted, not held by a receipt at the terminal. */
export const chargeSellable = () =>
  and(
    isNull(charges.deletedAt),
    eq(charges.status, 'parked'),
    isNull(charges.receiptId),
    isNull(charges.invoiceId),
    sql`${charges.id} not in ${pendingIds('charge_id')}`,
  )!;
/** The same for lodging: not on a receipt, not invoiced, not deleted, not held at the terminal. */
export const accommodationSellable = () =>
  and(
    isNull(accommodationCharges.deletedAt),
    isNull(accommodationCharges.receiptId),
    isNull(accommodationCharges.invoiceId),
    sql`${accommodationCharges.id} not in ${pendingIds('accommodation_charge_id')}`,
  )!;
/** A group's live member bookings (a group sale sells their charges and lodging too). */
export const groupMemberIds = (groupId: number) =>
  sql`(select b.id from bookings b where b.booking_group_id = ${groupId} and b.deleted_at is null)`;
/** A lodging line as the receipt names it: 'Logi {position}', caption 'start – end, n nätter'. */
export const accommodationName = (position: string | null) => `Logi${position ? ` ${position}` : ''}`;
export const accommodationCaption = (a: { start: string; end: string; nights: number }) =>
  `${a.start} – ${a.end}, ${a.nights} ${a.nights === 1 ? 'natt' : 'nätter'}`;

type GroupRate = { group: typeof productGroups.$inferSelect; rate: number };

/**
 * How the till finds a line's VAT on `today`: the rate of its product's group, and for lodging the group of the
 * accommodation products (12 % for pitches and cabins). One lookup for every sale, invoice and cancellation.
 */
export async function saleVat(tx: DbOrTx, today: string) {
  const rates = await vatRatesOn(tx, today);
  const groups = new Map((await tx.select().from(productGroups)).map((g) => [g.id, g]));
  const rateOfGroup = (groupId: number, field: string): GroupRate => {
    const g = groups.get(groupId);
    const rate = g ? rateOn(rates, g.vatCode, today) : undefined;
    if (!g || !rate) throw refuseField(field, 'Produktgruppen saknar momssats för dagens datum.');
    return { group: g, rate: rate.rate };
  };
  const lodging = async (field: string): Promise<GroupRate> => {
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.isAccommodation, true), isNull(products.deletedAt)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw refuseField(field, 'Det finns ingen logiprodukt att sälja logi med.');
    return rateOfGroup(product.productGroupId, field);
  };
  return { rateOfGroup, lodging };
}

/** Every line of the sale with its price, discount and the VAT rate of its group on `today`. */
export async function priceCart(tx: Tx, src: CartSource, today: string): Promise<SaleLine[]> {
  const vat = await saleVat(tx, today);
  const { rateOfGroup } = vat;
  const lines: SaleLine[] = [];

  // Free items: the product's own price unless the cashier set one (then a fixed discount).
  const ids = [...new Set(src.items.map((i) => i.product_id))];
  const prods = ids.length
    ? await tx
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.deletedAt)))
    : [];
  src.items.forEach((item, i) => {
    const field = `items.${i}`;
    const p = prods.find((x) => x.id === item.product_id);
    if (!p) throw refuseField(`${field}.product_id`, 'Okänd produkt');
    const original = p.price > 0 ? p.price : null;
    const price = item.price ?? original;
    if (price == null || price === 0) throw refuseField(`${field}.price`, 'Ange ett pris');
    if (price < 0)
      throw refuseField(
        `${field}.price`,
        'En vara kan inte ha negativt pris, ange ett negativt antal för att göra returer',
      );
    const quantity = item.quantity ?? 1000;
    let type: string = item.discount_type ?? 'none';
    let value = item.discount_value ?? 0;
    if (type === 'none' || type === 'fixed') ({ type, value } = discountForPrice(price, original));
    // Kronor or percent off starts from the product's price: a lowered price under it would reduce without trace.
    else if (original != null && price !== original) throw refuseField(`${field}.price`, PRICE_TEXTS.fromOriginal);
    if (type === 'flat' && value > price)
      throw refuseField(`${field}.discount_value`, 'Rabatten kan inte vara större än priset.');
    const { group, rate } = rateOfGroup(p.productGroupId, `${field}.product_id`);
    lines.push({
      productId: p.id,
      productName: p.name,
      productGroupId: group.id,
      isService: group.kind === 'services',
      quantity,
      price,
      originalPrice: original,
      vatRate: rate,
      isAccommodationCharge: p.isAccommodation,
      discountType: type === 'none' ? null : type,
      discountValue: type === 'none' ? null : value,
      sale: lineSale(price, quantity, type, value, original),
      clientLineId: item.line_id ?? null,
    });
  });

  // Unpaid charges of the owner: not paid, not invoiced, not deleted, not held by a receipt at the terminal.
  const owner =
    src.bookingId != null
      ? eq(charges.bookingId, src.bookingId)
      : src.bookingGroupId != null
        ? or(
            eq(charges.bookingGroupId, src.bookingGroupId),
            sql`${charges.bookingId} in ${groupMemberIds(src.bookingGroupId)}`,
          )
        : src.parkedOrderId != null
          ? eq(charges.parkedOrderId, src.parkedOrderId)
          : undefined;
  if (owner) {
    const rows = await tx
      .select({ c: charges, p: products })
      .from(charges)
      .innerJoin(products, eq(products.id, charges.productId))
      .where(
        and(
          owner,
          chargeSellable(),
          src.chargeIds ? inArray(charges.id, src.chargeIds.length ? src.chargeIds : [0]) : undefined,
        ),
      )
      .orderBy(asc(charges.id));
    if (src.chargeIds && rows.length !== new Set(src.chargeIds).size)
      throw refuseField('charge_ids', 'Någon av avgifterna är redan betald eller finns inte.');
    for (const { c, p } of rows) {
      const { group, rate } = rateOfGroup(p.productGroupId, 'charge_ids');
      lines.push({
        productId: p.id,
        productName: p.name,
        productGroupId: group.id,
        isService: group.kind === 'services',
        quantity: c.quantity,
        price: c.price,
        originalPrice: c.originalPrice,
        caption: c.caption ?? c.note,
        vatRate: rate,
        isAccommodationCharge: p.isAccommodation,
        discountType: c.discountType === 'none' ? null : c.discountType,
        discountValue: c.discountType === 'none' ? null : c.discountValue,
        sale: lineSale(c.price, c.quantity, c.discountType, c.discountValue, c.originalPrice),
        chargeId: c.id,
      });
    }
  }

  if (src.bookingId != null || src.bookingGroupId != null) lines.push(...(await accommodationLines(tx, src, vat)));
  return lines;
}

async function accommodationLines(tx: Tx, src: CartSource, vat: Awaited<ReturnType<typeof saleVat>>) {
  const rows = await tx
    .select({ a: accommodationCharges, position: positions.fullName })
    .from(accommodationCharges)
    .leftJoin(positions, eq(positions.id, accommodationCharges.positionId))
    .where(
      and(
        src.bookingId != null
          ? eq(accommodationCharges.bookingId, src.bookingId)
          : sql`${accommodationCharges.bookingId} in ${groupMemberIds(src.bookingGroupId!)}`,
        accommodationSellable(),
        src.accommodationChargeIds
          ? inArray(accommodationCharges.id, src.accommodationChargeIds.length ? src.accommodationChargeIds : [0])
          : undefined,
      ),
    )
    .orderBy(asc(accommodationCharges.start), asc(accommodationCharges.id));
  if (src.accommodationChargeIds && rows.length !== new Set(src.accommodationChargeIds).size) {
    throw refuseField('accommodation_charge_ids', 'Någon av logiavgifterna är redan betald eller finns inte.');
  }
  if (rows.length === 0) return [];
  const { group, rate } = await vat.lodging('booking_id');
  return rows.map(
    ({ a, position }): SaleLine => ({
      productId: null,
      productName: accommodationName(position),
      productGroupId: group.id,
      isService: true,
      quantity: 1000,
      price: a.price,
      originalPrice: a.originalPrice,
      caption: accommodationCaption(a),
      vatRate: rate,
      isAccommodationCharge: true,
      discountType: a.discountType === 'none' ? null : a.discountType,
      discountValue: a.discountType === 'none' ? null : a.discountValue,
      sale: lineSale(a.price, 1000, a.discountType, a.discountValue, a.originalPrice),
      accommodationChargeId: a.id,
    }),
  );
}

/** Locks the cart's owner so two sales of the same booking or order cannot take the same charges. */
export async function lockOwner(
  tx: Tx,
  src: CartSource,
): Promise<{ customerId: number | null; booking: typeof bookings.$inferSelect | null }> {
  if (src.bookingId != null) {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, src.bookingId)).for('update').limit(1);
    if (!b) throw refuseField('booking_id', 'Bokningen finns inte.');
    return { customerId: b.customerId, booking: b };
  }
  if (src.bookingGroupId != null) {
    const [g] = await tx
      .select()
      .from(bookingGroups)
      .where(eq(bookingGroups.id, src.bookingGroupId))
      .for('update')
      .limit(1);
    if (!g) throw refuseField('booking_group_id', 'Gruppbokningen finns inte.');
    // The members' charges and lodging are sold too: a concurrent sale of one member must wait.
    await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(sql`${bookings.id} in ${groupMemberIds(g.id)}`)
      .for('update');
    return { customerId: g.customerId, booking: null };
  }
  if (src.parkedOrderId != null) {
    const [o] = await tx
      .select()
      .from(parkedOrders)
      .where(and(eq(parkedOrders.id, src.parkedOrderId), isNull(parkedOrders.deletedAt)))
      .for('update')
      .limit(1);
    if (!o) throw refuseField('parked_order_id', 'Den parkerade notan hittades inte.');
  }
  return { customerId: null, booking: null };
}

/** Marks what a registered receipt sold as paid; a parked order with nothing left is closed. */
export async function settleCart(tx: Tx, receiptId: number, now: Date): Promise<{ closedOrderId: number | null }> {
  const items = await tx
    .select({ chargeId: salesItems.chargeId, accId: salesItems.accommodationChargeId })
    .from(salesItems)
    .where(eq(salesItems.receiptId, receiptId));
  const chargeIds = items.map((i) => i.chargeId).filter((x): x is number => x != null);
  const accIds = items.map((i) => i.accId).filter((x): x is number => x != null);
  if (chargeIds.length)
    await tx.update(charges).set({ status: 'paid', receiptId, updatedAt: now }).where(inArray(charges.id, chargeIds));
  if (accIds.length)
    await tx
      .update(accommodationCharges)
      .set({ receiptId, updatedAt: now })
      .where(inArray(accommodationCharges.id, accIds));
  // A booking's Betalt / Kvar changed: its working-set row must be refetched (bookings/synced?since=).
  if (chargeIds.length || accIds.length) {
    await tx
      .update(bookings)
      .set({ updatedAt: now })
      .where(
        or(
          sql`${bookings.id} in (select booking_id from charges where id in ${chargeIds.length ? chargeIds : [0]})`,
          sql`${bookings.id} in (select booking_id from accommodation_charges where id in ${accIds.length ? accIds : [0]})`,
        ),
      );
  }
  const [r] = await tx.select({ orderId: receipts.parkedOrderId }).from(receipts).where(eq(receipts.id, receiptId));
  if (r?.orderId == null) return { closedOrderId: null };
  return { closedOrderId: await closeOrderIfEmpty(tx, r.orderId, now) };
}

/** A parked order with nothing left to sell is closed (after a sale or an invoice took its lines); its id then. */
export async function closeOrderIfEmpty(tx: Tx, orderId: number, now: Date): Promise<number | null> {
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(charges)
    .where(and(eq(charges.parkedOrderId, orderId), isNull(charges.deletedAt), eq(charges.status, 'parked')));
  if (left.n > 0) return null;
  await tx.update(parkedOrders).set({ deletedAt: now, updatedAt: now }).where(eq(parkedOrders.id, orderId));
  return orderId;
}
