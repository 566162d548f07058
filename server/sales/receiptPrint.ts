// The receipt as a print object with what SKVFS 2014:9 ch. 7 requires: company name and org
// number, address, date and time, serial, register id, items with quantities, line amounts incl.
// VAT, total, VAT per rate, means of payment, the control unit's manufacturing number and code.
import { asc, eq } from 'drizzle-orm';
import type { PrintItem, PrintObject } from '../../src/domain/printObject';
import { formatKr } from '../../src/domain/money';
import { toDiscountType, type ChargePricing } from '../../src/domain/discount';
import { lineDiscount, lineDiscountText, vatTableItems } from '../../src/domain/receiptLayout';
import { formatStockholm, stockholmDateTime } from '../../src/domain/dates';
import type { DbOrTx } from '../db/client';
import { paymentMethods, receiptPayments, receipts, registers, salesItems } from '../db/schema';

export interface ReceiptPrintData {
  campsiteName: string;
  legalName: string;
  orgNumber: string;
  address: string;
  registerName: string;
  serial: number;
  receiptType: 'normal' | 'return';
  /** The moment of the sale (registration). */
  at: Date;
  items: {
    name: string;
    caption?: string | null;
    quantity: number;
    price: number;
    sale: number;
    originalPrice?: number | null;
    discountType?: string | null;
    discountValue?: number | null;
  }[];
  total: number;
  rounding: number;
  vat: { rate: number; gross: number; vat: number; net: number }[];
  payments: { name: string; amount: number }[];
  manufacturingNumber: string;
  controlCode: string;
}

export interface ReceiptPrintOptions {
  /** A copy: 'KOPIA' at twice the size of the amounts, top and bottom. Only one copy per receipt (5D's flow). */
  copy?: boolean;
  /** Sent by e-mail: "Elektroniskt kassakvitto" (item 13 of the list). */
  electronic?: boolean;
}

/** Amounts without non-breaking spaces: receipt printers' code pages lack U+00A0 and U+2212. */
export const kr = (ore: number) =>
  formatKr(ore)
    .replace(/\u00a0/g, ' ')
    .replace(/\u2212/g, '-');
/** Thousandths as a Swedish number: 2500 → '2,5'. */
export const qtyText = (q: number) =>
  q % 1000 === 0 ? String(q / 1000) : (q / 1000).toFixed(3).replace(/0+$/, '').replace('.', ',');

const text = (value: string, extra: Partial<PrintItem> = {}): PrintItem => ({
  type: 'text',
  value,
  alignment: 'left',
  bold: false,
  text_size: 0,
  ...extra,
});
const pair = (left: string, right: string, bold = false): PrintItem => ({
  type: 'left-right',
  values: [left, right],
  bold,
  text_size: 0,
});

/** The item's pricing for the shared discount rules (a price set by hand is a 'fixed' discount from the original). */
const pricingOf = (i: ReceiptPrintData['items'][number]): ChargePricing => ({
  quantity: i.quantity,
  price: i.price,
  originalPrice: i.originalPrice ?? null,
  discountType: toDiscountType(i.discountType),
  discountValue: i.discountValue ?? 0,
});

export function buildReceiptPrint(
  d: ReceiptPrintData,
  printer: { port: string; width: number },
  opts: ReceiptPrintOptions = {},
): PrintObject {
  const copyMark: PrintItem[] = opts.copy ? [text('KOPIA', { alignment: 'center', bold: true, text_size: 1 })] : [];
  const isReturn = d.receiptType === 'return';
  const content: PrintItem[] = [
    ...copyMark,
    text(d.campsiteName, { alignment: 'center', bold: true, text_size: 1 }),
    ...(d.legalName && d.legalName !== d.campsiteName ? [text(d.legalName, { alignment: 'center' })] : []),
    text(d.address, { alignment: 'center' }),
    text(`Org.nr ${d.orgNumber}`, { alignment: 'center' }),
    { type: 'newline' },
    text(isReturn ? 'KVITTO PÅ ÅTERKÖP' : 'KVITTO', { alignment: 'center', bold: true }),
    ...(opts.electronic ? [text('Elektroniskt kassakvitto', { alignment: 'center' })] : []),
    pair('Kvittonummer', String(d.serial)),
    pair('Datum', formatStockholm(d.at, 'yyyy-MM-dd HH:mm')),
    pair('Kassa', d.registerName),
    { type: 'line' },
  ];
  for (const i of d.items) {
    // A discounted line (a price set by hand too) shows its original price and the discount (SKVFS 2014:9).
    const discount = lineDiscount(pricingOf(i), i.sale);
    content.push(pair(i.name, kr(discount ? discount.gross : i.sale)));
    // As left-right lines the indentation stays (a text item's leading spaces are dropped).
    content.push(pair(`  ${qtyText(i.quantity)} st × ${kr(discount ? discount.basePrice : i.price)}`, ''));
    if (discount) content.push(pair(`  ${lineDiscountText(discount, kr)}`, kr(-discount.discount)));
    if (i.caption) content.push(text(`  ${i.caption}`));
  }
  content.push({ type: 'line' });
  if (d.rounding !== 0) content.push(pair('Öresavrundning', kr(d.rounding)));
  content.push({
    type: 'left-right',
    values: [isReturn ? 'ATT ÅTERBETALA' : 'ATT BETALA', kr(d.total)],
    bold: true,
    text_size: 0,
  });
  content.push({ type: 'newline' });
  content.push(...vatTableItems(d.vat, printer.width, kr));
  content.push(pair('Summa moms', kr(d.vat.reduce((s, v) => s + v.vat, 0))));
  content.push({ type: 'line' });
  content.push(text('Betalning', { bold: true }));
  for (const p of d.payments) content.push(pair(p.name, kr(p.amount)));
  content.push({ type: 'line' });
  content.push(pair('Kontrollenhet', d.manufacturingNumber));
  content.push(text(`Kontrollkod: ${d.controlCode}`));
  content.push({ type: 'newline' });
  content.push(...copyMark);
  content.push({ type: 'cut' });
  return { content, port: printer.port, width: printer.width };
}

/** Gathers a registered, signed receipt's print data; null while it has no serial or code. */
export async function receiptPrintData(
  db: DbOrTx,
  receiptId: number,
  campsiteName: string,
): Promise<ReceiptPrintData | null> {
  const [row] = await db
    .select({ r: receipts, reg: registers })
    .from(receipts)
    .innerJoin(registers, eq(registers.id, receipts.registerId))
    .where(eq(receipts.id, receiptId))
    .limit(1);
  if (!row) return null;
  const { r, reg } = row;
  const serial = r.receiptSerial;
  const controlCode = r.controlCode;
  if (serial == null || !controlCode) return null;
  const [items, pays] = await Promise.all([
    db.select().from(salesItems).where(eq(salesItems.receiptId, receiptId)).orderBy(asc(salesItems.id)),
    db
      .select({ amount: receiptPayments.paidAmount, name: paymentMethods.name })
      .from(receiptPayments)
      .innerJoin(paymentMethods, eq(paymentMethods.id, receiptPayments.paymentMethodId))
      .where(eq(receiptPayments.receiptId, receiptId))
      .orderBy(asc(receiptPayments.id)),
  ]);
  const control = (r.controlObject ?? {}) as { manufacturing_number?: string; date_time?: string };
  // The moment printed is the one the control unit signed (YYYYMMDDHHmm, Stockholm).
  const dt = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(control.date_time ?? '');
  return {
    campsiteName,
    legalName: reg.legalName,
    orgNumber: reg.orgNumber,
    address: reg.address,
    registerName: reg.name,
    serial,
    receiptType: r.receiptType === 'return' ? 'return' : 'normal',
    at: dt ? stockholmDateTime(`${dt[1]}-${dt[2]}-${dt[3]}`, `${dt[4]}:${dt[5]}`) : r.createdAt,
    items: items.map((i) => ({
      name: i.productName,
      caption: i.caption,
      quantity: i.quantity,
      price: i.price,
      sale: i.sale,
      originalPrice: i.originalPrice,
      discountType: i.discountType,
      discountValue: i.discountValue,
    })),
    total: r.total,
    rounding: r.rounding,
    vat: r.vatSummary,
    payments: pays,
    manufacturingNumber: control.manufacturing_number ?? reg.controlUnitManufacturerId ?? '',
    controlCode,
  };
}
