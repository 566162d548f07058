/**
 * The sums printed on a receipt (SKVFS 2014:9 ch. 7: amount per line, total, VAT per rate,
 * goods and services with quantities) and the cash rounding line.
 *
 * VAT rates are basis points (2500 = 25 %, 1200, 600, 0), as sales_items.vat_rate and money.ts.
 * VAT is computed once per rate from that rate's summed gross (splitVat), so every rate row
 * satisfies vat = vatFromGross(gross, rate) and vat + net = gross, and the gross of the rows
 * sums exactly to the receipt total.
 */
import { payableOre } from './cart';
import { chargeLineTotalOre, type ChargePricing } from './discount';
import { splitVat, type VatGroup } from './money';

export interface ReceiptLine {
  /** Line total in öre incl. VAT (sales_items.sale); negative on a return. */
  sale: number;
  /** Basis points. */
  vatRate: number;
  /** Thousandths; negative on a return. */
  quantity: number;
  /** From the product group's kind: the X/Z reports count goods and services apart. */
  isService: boolean;
}

export interface ReceiptPaymentOptions {
  /** The payment method rounds to whole kronor (cash). */
  roundsToKronor: boolean;
  /** Customer credit used on this receipt, öre. */
  customerCredit?: number;
}

export interface KindCount {
  /** Number of lines. */
  lines: number;
  /** Summed quantity in thousandths (3 st + 1.5 kg = 4500). */
  quantity: number;
}

export interface ReceiptTotals {
  /** Sum of the lines, öre incl. VAT, before cash rounding. */
  total: number;
  /** One row per rate, highest rate first. */
  vat: VatGroup[];
  vatTotal: number;
  customerCredit: number;
  /** Öresavrundning: 0 unless the method rounds to kronor. */
  rounding: number;
  /** What the payment method collects: total − customer credit + rounding. */
  toPay: number;
  goods: KindCount;
  services: KindCount;
}

/** A cart charge frozen into a receipt line at its line total. */
export function receiptLineFromCharge(c: ChargePricing, vatRate: number, isService: boolean): ReceiptLine {
  return { sale: chargeLineTotalOre(c), vatRate, quantity: c.quantity, isService };
}

function countKind(lines: readonly ReceiptLine[], isService: boolean): KindCount {
  const of = lines.filter((l) => l.isService === isService);
  return { lines: of.length, quantity: of.reduce((s, l) => s + l.quantity, 0) };
}

/** The receipt's sums; without payment options nothing is rounded (card, invoice). */
export function receiptTotals(lines: readonly ReceiptLine[], payment?: ReceiptPaymentOptions): ReceiptTotals {
  const vat = splitVat(lines.map((l) => ({ grossOre: l.sale, rateBasisPoints: l.vatRate })));
  const total = vat.reduce((s, g) => s + g.gross, 0);
  const pay = payableOre({
    total,
    roundsToKronor: payment?.roundsToKronor ?? false,
    customerCredit: payment?.customerCredit ?? 0,
  });
  return {
    total,
    vat,
    vatTotal: vat.reduce((s, g) => s + g.vat, 0),
    customerCredit: pay.customerCredit,
    rounding: pay.rounding,
    toPay: pay.payable,
    goods: countKind(lines, false),
    services: countKind(lines, true),
  };
}
