// What the register's checkout mode shows as still to pay (pure, tested).
import { applyDiscountOre, lineTotalOre } from '../../domain/money';

export interface ChargeLike {
  price: number; quantity: number; status?: string | null; total?: number | null;
  discount_type?: string | null; discount_value?: number | null;
}

/** Paid on a receipt or sent on an invoice: not settled at the till any more. */
export const isUnpaidCharge = (c: ChargeLike) => c.status !== 'paid' && c.status !== 'invoiced';

/** A charge line's sum: the server's total when given, else price × quantity less the discount. */
export function chargeTotal(c: ChargeLike): number {
  if (typeof c.total === 'number' && Number.isInteger(c.total)) return c.total;
  const gross = lineTotalOre(c.price, c.quantity);
  const v = c.discount_value ?? 0;
  if (c.discount_type === 'percent' && v > 0) return applyDiscountOre(gross, Math.min(v, 10_000));
  // flat: öre off the line, never below zero (bookings.md 4 "Discount on all charges").
  if (c.discount_type === 'flat' && v > 0) return Math.max(0, gross - v);
  return gross;
}

/** The accommodation still owed plus the unpaid other charges. */
export function remainingToPay(remainingAccommodation: number, charges: ChargeLike[]): number {
  return Math.max(0, remainingAccommodation) + charges.filter(isUnpaidCharge).reduce((sum, c) => sum + chargeTotal(c), 0);
}
