import { loadLater } from '../../../commands/loadLater';

/** The payment flow (terminal, signature, delivery): loaded when a payment starts or a receipt is resumed. */
export const loadPaymentFlow = loadLater(() => import('./paymentFlow'));
