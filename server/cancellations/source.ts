// What a cancellation is about, read from the database inside the caller's transaction: the domain's
// SpecificationSource (src/domain/cancellation.ts; design C2, C4) with each row's VAT beside it (C5), the unsold
// lines a completion takes away, and whether a card payment for the booking waits at the terminal.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { accommodationCharges, charges, products } from '../db/schema';
import type { BookingRow } from '../bookings/bookingChange';
import { lineSale } from '../sales/pricing';
import { saleVat } from '../sales/cart';
import { FEE_KEYS, type FeeKey } from '../../src/domain/bookingForm';
import type { SpecificationSource } from '../../src/domain/cancellation';
import { CREDIT_LINK } from '../invoices/creditService';

/** The VAT a settlement line of a row takes: the rate, and the group and kind the X/Z and statistics read. */
export interface RowVat {
  rate: number;
  groupId: number | null;
  isService: boolean;
}

export interface LoadedSource {
  source: SpecificationSource;
  /** One per specification row, in specificationRows' order: the lodging, the fees, the other charges. */
  rowVat: RowVat[];
  /** The lodging's VAT (the minimum fee's top-up takes it); the first row's when there is no lodging. */
  minimumFeeVat: RowVat | null;
  /** Covered lines neither sold at the till nor invoiced: what a completion takes away (C6). */
  unsold: { chargeIds: number[]; accommodationChargeIds: number[] };
  /** A line of the booking is on a receipt still waiting at the card terminal. */
  pendingAtTerminal: boolean;
}

interface Line {
  kind: 'charge' | 'accommodation';
  id: number;
  total: number;
  billed: number;
  vat: RowVat;
}

/**
 * The lines a cancellation covers: the live ones, and for a booking already cancelled the ones that went with it
 * (deleted at the booking's own deleted_at: a completion removes the unsold lines at the instant it cancels the
 * booking, and the demo's cancelled bookings were made that way), so a cancellation begun before the booking was
 * cancelled still sees what it is about.
 */
const covered = (deletedAt: typeof charges.deletedAt | typeof accommodationCharges.deletedAt, b: BookingRow) =>
  b.deletedAt ? or(isNull(deletedAt), eq(deletedAt, b.deletedAt)) : isNull(deletedAt);

/** A line's sale on the receipt or invoice that took it, its VAT then, and what credit invoices took back of it. */
interface SoldPart {
  sale: number;
  vatRate: number;
  groupId: number | null;
  isService: boolean;
  credited: number;
}

/**
 * Splits `amount` over `weights` (≥ 0) in proportion, largest remainder first, never a part above its weight: how
 * a credit invoice's amount that names no line (a custom amount, 'Kreditering' of the remaining) is taken off the
 * lines of the invoice it credits.
 */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const take = Math.min(amount, total);
  const parts = weights.map((w, i) => {
    const p = BigInt(take) * BigInt(Math.max(0, w));
    return { i, amount: Number(p / BigInt(total)), rest: p % BigInt(total) };
  });
  let left = take - parts.reduce((s, p) => s + p.amount, 0);
  for (const p of [...parts].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i))) {
    if (left <= 0) break;
    if (p.amount >= Math.max(0, weights[p.i])) continue;
    p.amount += 1;
    left -= 1;
  }
  return parts.map((p) => p.amount);
}

/**
 * The sold part of each line that is on a receipt or an invoice (keyed 'charge:{id}' / 'accommodation:{id}'): the
 * sale of its sales item on that document, less what credit invoices took back of it (design C4): credit lines that
 * name it ('credit:{sales item}') and its share of credit amounts that name no line. Credit invoices that settle a
 * cancellation are not counted: their lines are the cancellation's own (a reversal undoes them as a whole).
 */
async function soldParts(
  tx: DbOrTx,
  lines: { kind: 'charge' | 'accommodation'; id: number; receiptId: number | null; invoiceId: number | null }[],
): Promise<Map<string, SoldPart>> {
  const sold = lines.filter((l) => l.receiptId != null || l.invoiceId != null);
  const out = new Map<string, SoldPart>();
  if (sold.length === 0) return out;
  const chargeIds = sold.filter((l) => l.kind === 'charge').map((l) => l.id);
  const accIds = sold.filter((l) => l.kind === 'accommodation').map((l) => l.id);
  const items = await queryRows<{
    id: number;
    charge_id: number | null;
    accommodation_charge_id: number | null;
    invoice_id: number | null;
    receipt_id: number | null;
    sale: number;
    vat_rate: number;
    product_group_id: number | null;
    is_service: boolean;
  }>(
    tx,
    sql`select si.id, si.charge_id, si.accommodation_charge_id, si.invoice_id, si.receipt_id, si.sale, si.vat_rate,
        si.product_group_id, si.is_service
      from sales_items si
      left join charges ch on ch.id = si.charge_id
      left join accommodation_charges ac on ac.id = si.accommodation_charge_id
      where (si.charge_id in ${chargeIds.length ? chargeIds : [0]}
          and (si.receipt_id = ch.receipt_id or si.invoice_id = ch.invoice_id))
        or (si.accommodation_charge_id in ${accIds.length ? accIds : [0]}
          and (si.receipt_id = ac.receipt_id or si.invoice_id = ac.invoice_id))
      order by si.id`,
  );
  const invoiceIds = [...new Set(items.map((i) => i.invoice_id).filter((x): x is number => x != null))];
  // Every line of those invoices (other bookings' too: an unnamed credit is spread over the whole invoice).
  const invoiceLines = invoiceIds.length
    ? await queryRows<{ id: number; invoice_id: number; sale: number; credited: number }>(
        tx,
        sql`select si.id, si.invoice_id, si.sale,
            coalesce((select -sum(ci.sale) from sales_items ci join invoices c on c.id = ci.invoice_id
              where c.is_credit_invoice and ci.client_line_id = ${CREDIT_LINK} || si.id::text), 0)::int as credited
          from sales_items si where si.invoice_id in ${invoiceIds} order by si.id`,
      )
    : [];
  const unnamed = invoiceIds.length
    ? await queryRows<{ invoice_id: number; amount: number }>(
        tx,
        sql`select c.original_invoice_id as invoice_id, coalesce(-sum(ci.sale), 0)::int as amount
          from invoices c join sales_items ci on ci.invoice_id = c.id
          where c.is_credit_invoice and c.original_invoice_id in ${invoiceIds}
            and (ci.client_line_id is null or ci.client_line_id not like ${`${CREDIT_LINK}%`})
            and c.id not in (select settlement_invoice_id from booking_cancellations where settlement_invoice_id is not null)
          group by c.original_invoice_id`,
      )
    : [];
  const credited = new Map(invoiceLines.map((l) => [l.id, l.credited]));
  for (const u of unnamed) {
    const own = invoiceLines.filter((l) => l.invoice_id === u.invoice_id);
    const shares = apportion(
      u.amount,
      own.map((l) => l.sale - l.credited),
    );
    own.forEach((l, i) => credited.set(l.id, (credited.get(l.id) ?? 0) + shares[i]));
  }
  for (const i of items) {
    const key = i.charge_id != null ? `charge:${i.charge_id}` : `accommodation:${i.accommodation_charge_id}`;
    out.set(key, {
      sale: i.sale,
      vatRate: i.vat_rate,
      groupId: i.product_group_id,
      isService: i.is_service,
      credited: i.invoice_id != null ? (credited.get(i.id) ?? 0) : 0,
    });
  }
  return out;
}

/** A row's VAT: its lines' rate, or where they differ (a rate changed between sales) the one of most money. */
function rowVatOf(lines: readonly Line[], fallback: RowVat): RowVat {
  const byRate = new Map<number, { vat: RowVat; amount: number }>();
  for (const l of lines) {
    const r = byRate.get(l.vat.rate) ?? { vat: l.vat, amount: 0 };
    r.amount += Math.abs(l.total);
    byRate.set(l.vat.rate, r);
  }
  const best = [...byRate.values()].sort((a, b) => b.amount - a.amount || b.vat.rate - a.vat.rate)[0];
  return best?.vat ?? fallback;
}

const sumOf = (lines: readonly Line[], f: (l: Line) => number) => lines.reduce((s, l) => s + f(l), 0);

/**
 * The booking's specification source (design C2): its lodging as one row (first night to check-out), one row
 * per applied fee (charges.fee_key, titled with the fee's product as the till shows it, in FEE_KEYS order), one
 * per other charge (its product's name, oldest first). Totals are the till's line totals (lineSale), billed the
 * part sold or invoiced net of credits (C4). A line not sold yet takes the VAT the till would sell it with today
 * (saleVat, priceCart's own lookup); a sold one the VAT it was sold with.
 */
export async function loadSource(tx: DbOrTx, b: BookingRow, today: string): Promise<LoadedSource> {
  const vat = await saleVat(tx, today);
  const lodgingRows = await tx
    .select()
    .from(accommodationCharges)
    .where(and(eq(accommodationCharges.bookingId, b.id), covered(accommodationCharges.deletedAt, b)))
    .orderBy(asc(accommodationCharges.start), asc(accommodationCharges.id));
  const chargeRows = await tx
    .select({ c: charges, p: products })
    .from(charges)
    .innerJoin(products, eq(products.id, charges.productId))
    .where(and(eq(charges.bookingId, b.id), covered(charges.deletedAt, b)))
    .orderBy(asc(charges.createdAt), asc(charges.id));

  // A paid charge without a receipt (paid before receipts were kept) is sold all the same.
  const isPaid = (c: typeof charges.$inferSelect) => c.status === 'paid' || c.receiptId != null;
  const sold = await soldParts(tx, [
    ...lodgingRows.map((a) => ({
      kind: 'accommodation' as const,
      id: a.id,
      receiptId: a.receiptId,
      invoiceId: a.invoiceId,
    })),
    ...chargeRows.map(({ c }) => ({
      kind: 'charge' as const,
      id: c.id,
      receiptId: c.receiptId,
      invoiceId: c.invoiceId,
    })),
  ]);
  const line = (kind: Line['kind'], id: number, total: number, isSold: boolean, unsoldVat: () => RowVat): Line => {
    const part = sold.get(`${kind}:${id}`);
    if (part)
      return {
        kind,
        id,
        total,
        billed: Math.max(0, part.sale - part.credited),
        vat: { rate: part.vatRate, groupId: part.groupId, isService: part.isService },
      };
    return { kind, id, total, billed: isSold ? total : 0, vat: unsoldVat() };
  };

  let lodgingVat: RowVat | null = null;
  const lodgingVatNow = async () => {
    if (!lodgingVat) {
      const { group, rate } = await vat.lodging('booking_id');
      lodgingVat = { rate, groupId: group.id, isService: true };
    }
    return lodgingVat;
  };
  const lodgingFallback = lodgingRows.length ? await lodgingVatNow() : null;
  const lodging = lodgingRows.map((a) =>
    line(
      'accommodation',
      a.id,
      lineSale(a.price, 1000, a.discountType, a.discountValue, a.originalPrice),
      a.receiptId != null || a.invoiceId != null,
      () => lodgingFallback!,
    ),
  );
  const chargeLine = ({ c, p }: (typeof chargeRows)[number]) =>
    line(
      'charge',
      c.id,
      lineSale(c.price, c.quantity, c.discountType, c.discountValue, c.originalPrice),
      isPaid(c) || c.invoiceId != null,
      () => {
        const { group, rate } = vat.rateOfGroup(p.productGroupId, 'booking_id');
        return { rate, groupId: group.id, isService: group.kind === 'services' };
      },
    );
  const feeOrder = (k: string | null) => FEE_KEYS.indexOf(k as FeeKey);
  const feeRows = chargeRows
    .filter(({ c }) => c.feeKey != null && feeOrder(c.feeKey) >= 0)
    .sort((x, y) => feeOrder(x.c.feeKey) - feeOrder(y.c.feeKey) || x.c.id - y.c.id);
  const productRows = chargeRows.filter((r) => !feeRows.includes(r));
  const fees = feeRows.map((r) => ({ r, l: chargeLine(r) }));
  const others = productRows.map((r) => ({ r, l: chargeLine(r) }));

  const source: SpecificationSource = {
    lodging: lodgingRows.length
      ? {
          // ISO dates sort as strings.
          from: lodgingRows.map((a) => a.start).sort()[0],
          to: lodgingRows.map((a) => a.end).sort()[lodgingRows.length - 1],
          total: sumOf(lodging, (l) => l.total),
          billed: sumOf(lodging, (l) => l.billed),
        }
      : null,
    fees: fees.map(({ r, l }) => ({ key: r.c.feeKey as FeeKey, title: r.p.name, total: l.total, billed: l.billed })),
    products: others.map(({ r, l }) => ({ title: r.p.name, total: l.total, billed: l.billed })),
  };
  const rowVat: RowVat[] = [
    ...(lodgingRows.length ? [rowVatOf(lodging, lodgingFallback!)] : []),
    ...fees.map(({ l }) => l.vat),
    ...others.map(({ l }) => l.vat),
  ];
  const minimumFeeVat = rowVat[0] ?? null;

  const unsoldCharge = chargeRows.filter(({ c }) => !isPaid(c) && c.invoiceId == null).map(({ c }) => c.id);
  const unsoldLodging = lodgingRows.filter((a) => a.receiptId == null && a.invoiceId == null).map((a) => a.id);
  const [pending] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from sales_items si join receipts r on r.id = si.receipt_id
      where r.receipt_status = 'awaiting_payment'
        and (si.charge_id in ${unsoldCharge.length ? unsoldCharge : [0]}
          or si.accommodation_charge_id in ${unsoldLodging.length ? unsoldLodging : [0]})`,
  );
  return {
    source,
    rowVat,
    minimumFeeVat,
    unsold: { chargeIds: unsoldCharge, accommodationChargeIds: unsoldLodging },
    pendingAtTerminal: pending.n > 0,
  };
}

/** Soft-deletes the live ones among `ids` (the unsold lines a completion takes away) at `now`. */
export async function removeUnsold(tx: Tx, unsold: LoadedSource['unsold'], now: Date): Promise<void> {
  if (unsold.chargeIds.length)
    await tx
      .update(charges)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(inArray(charges.id, unsold.chargeIds), isNull(charges.deletedAt)));
  if (unsold.accommodationChargeIds.length)
    await tx
      .update(accommodationCharges)
      .set({ deletedAt: now, updatedAt: now })
      .where(
        and(inArray(accommodationCharges.id, unsold.accommodationChargeIds), isNull(accommodationCharges.deletedAt)),
      );
}

/** Brings back the lines a completion took away ('Ångra avbokning'). */
export async function restoreRemoved(
  tx: Tx,
  removed: { chargeIds: number[]; accommodationChargeIds: number[] },
  now: Date,
): Promise<void> {
  if (removed.chargeIds.length)
    await tx.update(charges).set({ deletedAt: null, updatedAt: now }).where(inArray(charges.id, removed.chargeIds));
  if (removed.accommodationChargeIds.length)
    await tx
      .update(accommodationCharges)
      .set({ deletedAt: null, updatedAt: now })
      .where(inArray(accommodationCharges.id, removed.accommodationChargeIds));
}
