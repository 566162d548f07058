// The money rules of a sale on the server, recomputed whatever the client sent: thin adapters
// over the shared domain rules (src/domain/discount.ts, receiptTotals.ts), so the till's cart
// and the server always agree to the öre.
import { chargeLineTotalOre, setPriceByHand, toDiscountType, type DiscountType } from '../../src/domain/discount';
import { receiptTotals } from '../../src/domain/receiptTotals';
import type { VatGroup } from '../../src/domain/money';

export type { DiscountType };

/** Line total in öre incl. VAT of a unit price, quantity (thousandths) and discount. */
export function lineSale(
  price: number,
  quantity: number,
  type: string | null | undefined,
  value: number | null | undefined,
  originalPrice: number | null = null,
): number {
  return chargeLineTotalOre({
    price,
    quantity,
    originalPrice,
    discountType: toDiscountType(type),
    discountValue: value ?? 0,
  });
}

export interface PricedLine {
  sale: number;
  /** Basis points. */
  vatRate: number;
  quantity: number;
  isService: boolean;
}

export interface SaleTotals {
  /** Sum of the lines, before rounding. */
  itemsTotal: number;
  /** What the chosen method must bring: the rest after customer credit, cash rounded to whole kronor. */
  payable: number;
  /** Öresavrundning: payable − (itemsTotal − credit); 0 unless cash. */
  rounding: number;
  /** The receipt's total to pay: itemsTotal + rounding. */
  total: number;
  vat: VatGroup[];
}

/** Totals of a sale: cash rounds to whole kronor (1-49 öre down, 50-99 up), other methods do not. */
export function saleTotals(lines: readonly PricedLine[], customerCredit: number, roundsToKronor: boolean): SaleTotals {
  const t = receiptTotals(lines, { roundsToKronor, customerCredit });
  return { itemsTotal: t.total, payable: t.toPay, rounding: t.rounding, total: t.total + t.rounding, vat: t.vat };
}

/** A hand-set price versus the original: 'fixed' with the difference, or none (money.md 4). */
export function discountForPrice(price: number, original: number | null): { type: DiscountType; value: number } {
  const c = setPriceByHand(
    { price: original ?? price, quantity: 1000, originalPrice: original, discountType: 'none', discountValue: 0 },
    price,
  );
  return { type: c.discountType, value: c.discountValue };
}
