/**
 * From the cart to POST sales/initiate (through helper U2's startPayment): which lines are paid,
 * what the chosen method collects, and why paying is not possible now. Pure.
 */
import { cartTotalOre, payableOre } from '../../../domain/cart';
import { INVOICE_COMMAND_TEXTS as INVOICE_TEXTS } from '../../../domain/invoiceCommandTexts';
import { returnBlock, RETURN_TEXTS, type ReturnLine } from '../../../domain/returns';
import type { SaleRequest } from '../payment/paymentFlow';
import type { CartLine, CartOwner } from './cartStore';

/** The payment flow's request (src/features/till/payment/paymentFlow.ts), without the callback. */
export type SaleRequestData = SaleRequest;

export interface PaymentMethodLike {
  id: number;
  name: string;
  button_text?: string | null;
  gateway?: string;
  rounds_to_kronor?: boolean;
  workstation_ids?: number[];
}

export const SALE_TEXTS = {
  empty: 'Varukorgen är tom',
  noPrice: 'Någon rad saknar pris',
  zeroQuantity: 'Antalet kan inte vara 0',
  // The rules for returns the server applies too (src/domain/returns.ts).
  savedNegative: RETURN_TEXTS.savedNegative,
  refundMethod: RETURN_TEXTS.refundMethod,
  mixed: RETURN_TEXTS.mixed,
} as const;

/** Texts of a cart whose total is below zero: it becomes a return receipt ('Kvitto på återköp'). */
export const REFUND_TEXTS = {
  badge: 'Återköp',
  toPay: 'Att återbetala',
  pay: (method: string) => `Återbetala med ${method}`,
} as const;

/** The lines sum below zero: paying them is a refund on a return receipt. */
export const isRefund = (lines: readonly CartLine[]) => lines.length > 0 && cartTotalOre(lines) < 0;

/** Why `method` cannot pay back `lines` (a return), or null. Unknown gateways are left to the server. */
export function refundMethodBlock(
  lines: readonly CartLine[],
  method: Pick<PaymentMethodLike, 'gateway'>,
): string | null {
  return returnBlock(returnLines(lines), cartTotalOre(lines), 0, method.gateway)?.message ?? null;
}

const returnLines = (lines: readonly CartLine[]): ReturnLine[] =>
  lines.map((l) => ({ quantity: l.quantity, saved: !!l.saved }));

/** Gateways that take a sale at the till (server/sales TILL_GATEWAYS); invoices and links have their own flows. */
const TILL_GATEWAYS = new Set(['cash', 'integrated_terminal', 'swish']);

/** The methods for this workstation's payment buttons: usable at the till and switched on here (no links = everywhere). */
export function registerMethods<T extends PaymentMethodLike>(all: readonly T[], workstationId: number | null): T[] {
  return all.filter(
    (m) =>
      (!m.gateway || TILL_GATEWAYS.has(m.gateway)) &&
      (!m.workstation_ids?.length || (workstationId != null && m.workstation_ids.includes(workstationId))),
  );
}

/** What `method` collects for `lines`: cash rounds to whole kronor (1-49 öre down, 50-99 up). */
export function amountFor(
  lines: readonly CartLine[],
  method: Pick<PaymentMethodLike, 'rounds_to_kronor'>,
  customerCredit = 0,
) {
  // Credit is taken first (capped at the total), what is left is rounded for cash (money.md 5).
  return payableOre({ total: cartTotalOre(lines), roundsToKronor: !!method.rounds_to_kronor, customerCredit });
}

/** Why these lines cannot be paid now (ours: the server would refuse), or null. */
export function payBlockReason(lines: readonly CartLine[]): string | null {
  if (lines.length === 0) return SALE_TEXTS.empty;
  if (lines.some((l) => l.quantity === 0)) return SALE_TEXTS.zeroQuantity;
  const block = returnBlock(returnLines(lines), cartTotalOre(lines), 0, null);
  if (block) return block.message;
  if (lines.some((l) => !l.saved && l.price <= 0 && l.discountType !== 'fixed')) return SALE_TEXTS.noPrice;
  return null;
}

/** What the till's lines are on the server: the free lines, and an owner's saved charges named exactly. */
export interface CartSourceData {
  items: NonNullable<SaleRequestData['items']>;
  booking_id?: number;
  booking_group_id?: number;
  parked_order_id?: number;
  charge_ids?: number[];
  accommodation_charge_ids?: number[];
}

/**
 * The lines as POST sales/initiate and POST invoices/create take them. For a booking, booking group or
 * parked order the saved charges and lodging charges are named exactly (an absent list would mean every unpaid one).
 */
export function cartSourceOf(lines: readonly CartLine[], owner: CartOwner): CartSourceData {
  const items = lines
    .filter((l) => !l.saved && l.productId != null)
    .map((l) => ({
      product_id: l.productId!,
      quantity: l.quantity,
      price: l.price,
      discount_type: l.discountType,
      discount_value: l.discountValue,
      line_id: l.clientId,
    }));
  const src: CartSourceData = { items };
  const idsOf = (kind: 'charge' | 'accommodation') =>
    lines.flatMap((l) => (l.saved?.kind === kind && l.saved.id != null ? [l.saved.id] : []));
  const chargeIds = idsOf('charge');
  if (owner.kind === 'booking' || owner.kind === 'booking_group') {
    if (owner.kind === 'booking') src.booking_id = owner.id;
    else src.booking_group_id = owner.id;
    // Each lodging line is one accommodation charge: a line left on the other side stays unpaid.
    src.charge_ids = chargeIds;
    src.accommodation_charge_ids = idsOf('accommodation');
  } else if (owner.kind === 'order') {
    src.parked_order_id = owner.id;
    src.charge_ids = chargeIds;
  }
  return src;
}

/** The sale of `lines` for `owner` by `method`, with the credit chosen at the till. */
export function buildSaleRequest(
  lines: readonly CartLine[],
  owner: CartOwner,
  method: PaymentMethodLike,
  customerCredit = 0,
): SaleRequestData {
  const pay = amountFor(lines, method, customerCredit);
  return {
    payment_method_id: method.id,
    amount: pay.payable,
    customer_credit_amount: pay.customerCredit,
    should_check_out: false,
    ...cartSourceOf(lines, owner),
  };
}

/**
 * Why the till's 'Fakturera' / 'Betallänk' cannot invoice these lines, or null. An invoice needs no open
 * register or control unit (it is not a receipt), but something above zero to bill: a return is paid back, not invoiced.
 */
export function invoiceBlockReason(lines: readonly CartLine[]): string | null {
  if (lines.length === 0) return SALE_TEXTS.empty;
  if (lines.some((l) => l.quantity === 0)) return SALE_TEXTS.zeroQuantity;
  if (lines.some((l) => !l.saved && l.price <= 0 && l.discountType !== 'fixed')) return SALE_TEXTS.noPrice;
  return cartTotalOre(lines) > 0 ? null : INVOICE_TEXTS.nothingToInvoice;
}
