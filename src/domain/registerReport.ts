/**
 * The sums of the X and Z daily reports (SKVFS 2014:9 ch. 7 section 2) from one register day's
 * receipts, payments and register events. Pure: the server feeds it SQL rows, the console and the
 * printer show the result. The Z report holds the same sums as the X report and closes the day.
 *
 * Input conventions (the server must store receipts this way):
 * - amounts are öre incl. VAT; a receipt's `total` is the sum of its lines before cash rounding
 *   (receiptTotals().total) and `rounding` its öresavrundning;
 * - a return is its own receipt of type 'return' with negative quantities and a negative total;
 *   its payments are negative (refunds). Returns are reported as positive amounts;
 * - a receipt with serial null never got a number from the series: an unfinished sale, counted
 *   only as such;
 * - a copy only counts as a copy (number and amount), never as a sale, VAT, goods or payment.
 */
import { chargeLineDiscountOre, toDiscountType } from './discount';
import { splitVat, type VatGroup } from './money';
import type { ReceiptLine } from './receiptTotals';

export type ReceiptType = 'normal' | 'copy' | 'return';

export interface ReportLine extends ReceiptLine {
  price: number;
  originalPrice: number | null;
  /** sales_items.discount_type: null, none, fixed, flat or percent. */
  discountType: string | null;
  discountValue: number | null;
  /** Main group (huvudgrupp) for sales per group; omit when groups are not used. */
  group?: string | null;
}

export interface ReportPayment {
  methodId: number;
  methodName: string;
  /** Öre; negative for a refund. */
  amount: number;
  /** Cash in the drawer (payment method roundsToKronor / gateway cash). */
  isCash: boolean;
}

export interface ReportReceipt {
  id: number;
  type: ReceiptType;
  serial: number | null;
  total: number;
  rounding: number;
  lines: readonly ReportLine[];
  payments: readonly ReportPayment[];
}

/**
 * register_events.kind: 'open' registers the opening float (amount), 'float_change' a change to
 * it (signed amount), 'drawer_opening' any opening of the cash drawer (with or without a sale),
 * 'close' the closing (not counted).
 */
export type RegisterEventKind = 'open' | 'float_change' | 'drawer_opening' | 'close';

export interface ReportEvent {
  kind: RegisterEventKind;
  amount: number | null;
}

export interface GrandTotals {
  sales: number;
  returns: number;
}

export interface RegisterReportInput {
  /** The day's receipts, copies included; order does not matter. */
  receipts: readonly ReportReceipt[];
  /** The day's register events in chronological order. */
  events: readonly ReportEvent[];
  /** Grand totals before this day (the previous Z report's), never reset. */
  previousGrandTotals: GrandTotals;
  /** Counted cash at closing, when known. */
  countedCash?: number | null;
}

export interface CountAmount {
  count: number;
  amount: number;
}

export interface PaymentSum extends CountAmount {
  methodId: number;
  methodName: string;
}

export interface RegisterReport {
  /** Completed normal receipts: count and total before cash rounding. */
  sales: CountAmount;
  /** Öresavrundning of all completed receipts, signed: payments = sales − returns + rounding. */
  rounding: number;
  /** VAT per rate of the sales: the sum of the receipts' own VAT rows. */
  vat: VatGroup[];
  salesPerGroup: { group: string; amount: number }[];
  /** Thousandths (3 st = 3000) on completed normal receipts. */
  goodsSold: number;
  servicesSold: number;
  /** Completed receipts of the series: normal and return. */
  receiptCount: number;
  drawerOpenings: number;
  /** The float (växelkassa): opening plus changes. */
  float: number;
  copies: CountAmount;
  /** Positive amount and VAT rows of the return receipts. */
  returns: CountAmount & { vat: VatGroup[] };
  unfinished: CountAmount;
  /** Discounts given on the sales. */
  discounts: number;
  payments: PaymentSum[];
  /** Sales minus returns, and VAT per rate net of returns. */
  net: number;
  netVat: VatGroup[];
  grandTotals: GrandTotals & { net: number };
  /** Expected cash in the drawer: float plus cash payments (refunds negative). */
  cash: { expected: number; counted: number | null; difference: number | null };
}

/** Adds VAT rows per rate (sign −1 subtracts), highest rate first. */
function addVat(into: Map<number, VatGroup>, groups: readonly VatGroup[], sign = 1): void {
  for (const g of groups) {
    const cur = into.get(g.rate) ?? { rate: g.rate, gross: 0, vat: 0, net: 0 };
    into.set(g.rate, {
      rate: g.rate,
      gross: cur.gross + sign * g.gross,
      vat: cur.vat + sign * g.vat,
      net: cur.net + sign * g.net,
    });
  }
}

const vatRows = (m: Map<number, VatGroup>): VatGroup[] =>
  [...m.values()]
    .sort((a, b) => b.rate - a.rate)
    .map((g) => ({ rate: g.rate, gross: g.gross || 0, vat: g.vat || 0, net: g.net || 0 }));

const receiptVat = (r: ReportReceipt): VatGroup[] =>
  splitVat(r.lines.map((l) => ({ grossOre: l.sale, rateBasisPoints: l.vatRate })));

function lineDiscount(l: ReportLine): number {
  const pricing = {
    quantity: l.quantity,
    price: l.price,
    originalPrice: l.originalPrice,
    discountType: toDiscountType(l.discountType),
    discountValue: l.discountValue ?? 0,
  };
  return chargeLineDiscountOre(pricing, l.sale);
}

/** The X/Z report sums of one register day. */
export function buildRegisterReport(input: RegisterReportInput): RegisterReport {
  const completed = input.receipts.filter((r) => r.type !== 'copy' && r.serial != null);
  const sales = completed.filter((r) => r.type === 'normal');
  const returns = completed.filter((r) => r.type === 'return');
  const unfinished = input.receipts.filter((r) => r.type !== 'copy' && r.serial == null);
  const copies = input.receipts.filter((r) => r.type === 'copy');
  const sum = (rs: readonly ReportReceipt[], f: (r: ReportReceipt) => number) => rs.reduce((s, r) => s + f(r), 0);

  const salesVat = new Map<number, VatGroup>();
  const returnsVat = new Map<number, VatGroup>();
  const netVat = new Map<number, VatGroup>();
  const groups = new Map<string, number>();
  let goodsSold = 0;
  let servicesSold = 0;
  let discounts = 0;
  for (const r of sales) {
    const vat = receiptVat(r);
    addVat(salesVat, vat);
    addVat(netVat, vat);
    for (const l of r.lines) {
      if (l.isService) servicesSold += l.quantity;
      else goodsSold += l.quantity;
      discounts += lineDiscount(l);
      if (l.group) groups.set(l.group, (groups.get(l.group) ?? 0) + l.sale);
    }
  }
  for (const r of returns) {
    const vat = receiptVat(r);
    addVat(returnsVat, vat, -1);
    addVat(netVat, vat);
  }

  const payments = new Map<number, PaymentSum>();
  let cashPayments = 0;
  for (const p of completed.flatMap((r) => r.payments)) {
    const cur = payments.get(p.methodId) ?? { methodId: p.methodId, methodName: p.methodName, count: 0, amount: 0 };
    payments.set(p.methodId, { ...cur, count: cur.count + 1, amount: cur.amount + p.amount });
    if (p.isCash) cashPayments += p.amount;
  }

  let float = 0;
  let drawerOpenings = 0;
  for (const e of input.events) {
    if (e.kind === 'open') float = e.amount ?? 0;
    else if (e.kind === 'float_change') float += e.amount ?? 0;
    else if (e.kind === 'drawer_opening') drawerOpenings += 1;
  }

  const salesTotal = sum(sales, (r) => r.total);
  const returnsAmount = -sum(returns, (r) => r.total) || 0;
  const grandSales = input.previousGrandTotals.sales + salesTotal;
  const grandReturns = input.previousGrandTotals.returns + returnsAmount;
  const expected = float + cashPayments;
  const counted = input.countedCash ?? null;

  return {
    sales: { count: sales.length, amount: salesTotal },
    rounding: sum(completed, (r) => r.rounding),
    vat: vatRows(salesVat),
    salesPerGroup: [...groups]
      .sort(([a], [b]) => a.localeCompare(b, 'sv'))
      .map(([group, amount]) => ({ group, amount })),
    goodsSold,
    servicesSold,
    receiptCount: completed.length,
    drawerOpenings,
    float,
    copies: { count: copies.length, amount: sum(copies, (r) => r.total) },
    returns: { count: returns.length, amount: returnsAmount, vat: vatRows(returnsVat) },
    unfinished: { count: unfinished.length, amount: sum(unfinished, (r) => r.total) },
    discounts,
    payments: [...payments.values()].sort((a, b) => a.methodId - b.methodId),
    net: salesTotal - returnsAmount,
    netVat: vatRows(netVat),
    grandTotals: { sales: grandSales, returns: grandReturns, net: grandSales - grandReturns },
    cash: { expected, counted, difference: counted == null ? null : counted - expected },
  };
}
