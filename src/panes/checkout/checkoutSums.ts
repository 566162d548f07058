// What the register's checkout mode shows as still to pay (pure, tested).
import { chargeLineTotalOre } from '../../domain/discount';

export interface ChargeLike {
  price: number; quantity: number; status?: string | null; total?: number | null;
  discount_type?: string | null; discount_value?: number | null;
}

/** Paid on a receipt or sent on an invoice: not settled at the till any more. */
export const isUnpaidCharge = (c: ChargeLike) => c.status !== 'paid' && c.status !== 'invoiced';

/** A charge line's sum: the server's total when given, else price × quantity less the discount. */
export function chargeTotal(c: ChargeLike): number {
  if (typeof c.total === 'number' && Number.isInteger(c.total)) return c.total;
  // The till's one discount rule (src/domain/discount.ts), so checkout and receipt agree.
  const type = (['fixed', 'flat', 'percent'] as const).find((t) => t === c.discount_type) ?? 'none';
  return chargeLineTotalOre({ quantity: c.quantity, price: c.price, originalPrice: null, discountType: type, discountValue: c.discount_value ?? 0 });
}

/** The accommodation still owed plus the unpaid other charges. */
export function remainingToPay(remainingAccommodation: number, charges: ChargeLike[]): number {
  return Math.max(0, remainingAccommodation) + charges.filter(isUnpaidCharge).reduce((sum, c) => sum + chargeTotal(c), 0);
}
