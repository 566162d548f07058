// The cart follows what the server sold: when a receipt is registered, the cart lines it sold (by
// their client ids, and saved charges by id) leave the cart, however the console got there (the
// sale it started, a reload, a reconnect, another tab, the receipt pane).
import { onReceiptSold, type PaymentReceipt } from '../payment/paymentState';
import { cart$, removePaid, type CartLine } from './cartStore';
import { creditSettled } from './customerCredit';

/** Client ids of the cart lines `receipt` sold. Pure. */
type SoldItem = Partial<
  Pick<PaymentReceipt['sales_items'][number], 'client_line_id' | 'charge_id' | 'accommodation_charge_id'>
>;

export function soldLineIds(lines: readonly CartLine[], receipt: { sales_items?: SoldItem[] }): string[] {
  const items = receipt.sales_items ?? [];
  const clientIds = new Set(items.map((i) => i.client_line_id).filter((x): x is string => !!x));
  const charges = new Set(items.map((i) => i.charge_id).filter((x): x is number => x != null));
  const lodging = new Set(items.map((i) => i.accommodation_charge_id).filter((x): x is number => x != null));
  return lines
    .filter(
      (l) =>
        clientIds.has(l.clientId) ||
        (l.saved?.kind === 'charge' && charges.has(l.saved.id)) ||
        (l.saved?.kind === 'accommodation' && lodging.has(l.saved.id)),
    )
    .map((l) => l.clientId);
}

const usedCredit = (r: PaymentReceipt) =>
  Array.isArray(r.receipt_payments) &&
  r.receipt_payments.some(
    (p: { payment_method?: { gateway?: string } }) => p.payment_method?.gateway === 'customer_credit',
  );

/** Installs the rule once (main.tsx through installRegister). */
export function installSoldLines(): () => void {
  const seen = new Set<number>();
  return onReceiptSold((r) => {
    const ids = soldLineIds(cart$.lines.peek(), r);
    if (ids.length) removePaid(ids);
    if (seen.has(r.id)) return;
    seen.add(r.id);
    if (usedCredit(r)) creditSettled();
  });
}
