/**
 * The register's payment buttons: which methods this workstation shows (the first four with
 * F1..F4, the rest under 'Fler'), whether paying is possible now and why not, and handing the
 * sale to the payment flow. Sold lines leave the cart when the server registers the receipt (soldLines.ts).
 */
import { observable } from '@legendapp/state';
import { catalog$ } from '../../../data/stores';
import { session$ } from '../../../data/session';
import { fiscal$ } from '../payment/fiscal';
import { loadPaymentFlow } from '../payment/loadPaymentFlow';
import { cart$, linesToPay } from './cartStore';
import { payBlockedBy } from './fiscalBlock';
import { payableWithCredit } from './customerCredit';
import {
  buildSaleRequest,
  payBlockReason,
  refundMethodBlock,
  registerMethods,
  type PaymentMethodLike,
} from './saleRequest';
import { showSnackbar } from '../../../data/snackbars';

/** Buttons with their own hotkey; the rest go in the overflow menu. */
export const HOTKEY_METHODS = 4;
export const payHotkey = (index: number) => (index < HOTKEY_METHODS ? `f${index + 1}` : undefined);

/** A payment is being started (the buttons wait). */
export const paying$ = observable(false);

export function currentMethods(): PaymentMethodLike[] {
  return registerMethods(
    catalog$.paymentMethods.peek() as PaymentMethodLike[],
    session$.workstation.peek()?.id ?? null,
  );
}

/** Why the register cannot take payment at all now (register, fiscal state), or null. */
export function registerBlock(): string | null {
  return payBlockedBy(catalog$.register.peek(), fiscal$.peek());
}

/** Why the cart cannot be paid with a method now, or null. */
export function payAvailability(): string | null {
  if (paying$.peek()) return 'Betalningen pågår';
  return payBlockReason(linesToPay(cart$.lines.peek()).lines) ?? registerBlock();
}

export async function payWith(method: PaymentMethodLike): Promise<void> {
  if (payAvailability()) return;
  const { lines } = linesToPay(cart$.lines.peek());
  const refundBlock = refundMethodBlock(lines, method);
  if (refundBlock) {
    showSnackbar('warning', refundBlock);
    return;
  }
  // The credit chosen with 'Använd tillgodo', capped at the balance (customerCredit.ts).
  const data = buildSaleRequest(
    lines,
    cart$.owner.peek(),
    method,
    payableWithCredit(lines, !!method.rounds_to_kronor).customerCredit,
  );
  paying$.set(true);
  try {
    const { startPayment } = await loadPaymentFlow();
    await startPayment(data);
  } finally {
    paying$.set(false);
  }
}

/** The button of the payment methods beyond F1..F4 ('Fler', a menu). */
export const MORE_TEXT = 'Fler';
export const MORE_LABEL = 'Fler betalningsmetoder';
