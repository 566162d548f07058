/**
 * From the cart to POST sales/initiate (through helper U2's startPayment): which lines are paid,
 * what the chosen method collects, and why paying is not possible now. Pure.
 */
import { cartTotalOre, payableOre } from '../../domain/cart';
import type { SaleRequest } from '../payment/paymentFlow';
import type { CartLine, CartOwner } from './cartStore';

/** The payment flow's request (src/panes/payment/paymentFlow.ts), without the callback. */
export type SaleRequestData = Omit<SaleRequest, 'onDone'>;

export interface PaymentMethodLike { id: number; name: string; button_text?: string | null; gateway?: string; rounds_to_kronor?: boolean; workstation_ids?: number[] }

export const SALE_TEXTS = {
  empty: 'Varukorgen är tom',
  noPrice: 'Någon rad saknar pris',
  notPositive: 'Antalet måste vara större än 0',
  negativeTotal: 'Summan kan inte vara negativ. Gör en retur i stället.',
} as const;

/** Gateways that take a sale at the till (server/sales TILL_GATEWAYS); invoices and links have their own flows. */
const TILL_GATEWAYS = new Set(['cash', 'integrated_terminal', 'swish']);

/** The methods for this workstation's payment buttons: usable at the till and switched on here (no links = everywhere). */
export function registerMethods<T extends PaymentMethodLike>(all: readonly T[], workstationId: number | null): T[] {
  return all.filter((m) => (!m.gateway || TILL_GATEWAYS.has(m.gateway))
    && (!m.workstation_ids?.length || (workstationId != null && m.workstation_ids.includes(workstationId))));
}

/** What `method` collects for `lines`: cash rounds to whole kronor (1-49 öre down, 50-99 up). */
export function amountFor(lines: readonly CartLine[], method: Pick<PaymentMethodLike, 'rounds_to_kronor'>) {
  return payableOre({ total: cartTotalOre(lines), roundsToKronor: !!method.rounds_to_kronor });
}

/** Why these lines cannot be paid now (ours: the server would refuse), or null. */
export function payBlockReason(lines: readonly CartLine[]): string | null {
  if (lines.length === 0) return SALE_TEXTS.empty;
  if (lines.some((l) => l.quantity <= 0)) return SALE_TEXTS.notPositive;
  if (lines.some((l) => !l.saved && l.price <= 0 && l.discountType !== 'fixed')) return SALE_TEXTS.noPrice;
  if (cartTotalOre(lines) < 0) return SALE_TEXTS.negativeTotal;
  return null;
}

/**
 * The sale of `lines` for `owner`. For a booking or parked order the saved charges are named
 * exactly (an absent list would mean every unpaid one); a booking's lodging is all-or-nothing, as
 * the cart shows it as one line.
 */
export function buildSaleRequest(lines: readonly CartLine[], owner: CartOwner, method: PaymentMethodLike): SaleRequestData {
  const items = lines.filter((l) => !l.saved && l.productId != null).map((l) => ({
    product_id: l.productId!, quantity: l.quantity, price: l.price, discount_type: l.discountType, discount_value: l.discountValue,
  }));
  const req: SaleRequestData = {
    paymentMethodId: method.id, amount: amountFor(lines, method).payable, customerCreditAmount: 0, items, shouldCheckOut: false,
  };
  const chargeIds = lines.flatMap((l) => (l.saved?.kind === 'charge' ? [l.saved.id] : []));
  if (owner.kind === 'booking') {
    req.bookingId = owner.id;
    req.chargeIds = chargeIds;
    if (!lines.some((l) => l.saved?.kind === 'accommodation')) req.accommodationChargeIds = [];
  } else if (owner.kind === 'order') {
    req.parkedOrderId = owner.id;
    req.chargeIds = chargeIds;
  }
  return req;
}
