// Paying an invoice and using customer credit (money.md 5 "Checkout amount", "Refunds"; bookings.md 5
// "Customer credit payment amount"): the amount checks the checkout overlay, the register-payment overlay
// and the customer-credit dialog show and the server re-checks, and which payments may be reversed or
// refunded. Re-exported from ./invoices; import from there.
import { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS } from './invoiceTexts';
import { roundCashOre } from './money';

/** Above the remaining by more than this (öre) a normal invoice's payment warns (money.md 9). */
export const SURPLUS_WARNING_ORE = 50;

export interface AmountCheck {
  error: string | null;
  warning: string | null;
}

interface AmountRules {
  /** Öre; null = what was typed is not a number. Empty input is 0. */
  ore: number | null;
  /** "Fyll i ett belopp" shows only after a pay attempt. */
  attempted: boolean;
  isCreditInvoice: boolean;
  /** The invoice's remaining amount (negative on a credit invoice). */
  remaining: number;
  /** Checkout takes whole kronor only; registering a payment records what arrived, öre and all. */
  wholeKronor: boolean;
}

function amountRules({ ore, attempted, isCreditInvoice, remaining, wholeKronor }: AmountRules): AmountCheck {
  const fail = (error: string | null): AmountCheck => ({ error, warning: null });
  if (ore === 0) return fail(attempted ? INVOICE_TEXTS.fillAmount : null);
  if (ore == null || !Number.isSafeInteger(ore)) return fail(INVOICE_TEXTS.notNumber);
  if (ore < 0) return fail(isCreditInvoice ? INVOICE_TEXTS.notPositivePayout : INVOICE_TEXTS.notPositiveIncoming);
  const left = Math.abs(remaining);
  // Whole kronor, except the exact remaining: an invoice whose total or remainder has öre (a credit that
  // was not rounded, a bank payment with öre) can still be paid or paid out to the öre and close.
  if (wholeKronor && ore % 100 !== 0 && ore !== left) return fail(INVOICE_TEXTS.wholeKronor);
  if (isCreditInvoice) return fail(ore > left ? INVOICE_TEXTS.payoutAboveRemaining : null);
  return { error: null, warning: ore > remaining + SURPLUS_WARNING_ORE ? INVOICE_TEXTS.surplusWarning : null };
}

/**
 * The invoice checkout overlay's amount (money.md 5 "Checkout amount"), in this order: 0/empty
 * ("Fyll i ett belopp", only once attempted), not a number, 0 or less (incoming / payout text), not whole
 * kronor (unless exactly the remaining), a payout above a credit invoice's remaining; on a normal invoice
 * more than 50 öre above the remaining is a warning only: the surplus goes to the customer's credit.
 */
export function checkoutAmountCheck(input: {
  ore: number | null;
  attempted: boolean;
  isCreditInvoice: boolean;
  remaining: number;
}): AmountCheck {
  return amountRules({ ...input, wholeKronor: true });
}

/** Öre of a normal invoice's payment kept as customer credit: all of what exceeds the remaining. */
export function surplusOf(amount: number, remaining: number): number {
  return Math.max(0, amount - Math.max(0, remaining));
}

/** What is left to pay after customer credit is used, rounded to whole kronor (money.md 5), never below 0. */
export function payableAfterCredit(remaining: number, creditUsed: number): number {
  return Math.max(0, roundCashOre(remaining - creditUsed));
}

/** The most customer credit a payment can use: the smaller of what is available and what is payable. */
export function maxCreditUse(available: number, payable: number): number {
  return Math.max(0, Math.min(available, payable));
}

/**
 * The register-payment overlay (money.md 5 "Payment registration"): the method's accounts (none blocks;
 * several need a choice and warn to choose the right one), a date no later than today, then the checkout
 * amount rules with öre allowed (a bank payment can have öre: registering records what arrived). Errors
 * in that order; the amount's warning (surplus) wins over the accounts' warning.
 */
export function registerPaymentCheck(input: {
  accounts: readonly { id: number }[];
  accountId: number | null;
  date: string;
  today: string;
  ore: number | null;
  isCreditInvoice: boolean;
  remaining: number;
  /** Defaults to true: the overlay checks on submit. */
  attempted?: boolean;
}): AmountCheck {
  const { accounts, accountId } = input;
  if (accounts.length === 0) return { error: INVOICE_TEXTS.noAccount, warning: null };
  const several = accounts.length > 1;
  if (several && !accounts.some((a) => a.id === accountId))
    return { error: INVOICE_TEXTS.severalAccounts, warning: null };
  const accountWarning = several ? INVOICE_TEXTS.severalAccounts : null;
  if (input.date > input.today) return { error: INVOICE_TEXTS.dateInFuture, warning: accountWarning };
  const amount = amountRules({
    ore: input.ore,
    attempted: input.attempted ?? true,
    isCreditInvoice: input.isCreditInvoice,
    remaining: input.remaining,
    wholeKronor: false,
  });
  return { error: amount.error, warning: amount.warning ?? accountWarning };
}

/**
 * A payment into or out of a customer's credit (bookings.md 5): a number, above 0, whole kronor unless it
 * is exactly the full available credit, and a payout no larger than the available credit.
 */
export function customerCreditAmountCheck({
  ore,
  available,
  outgoing,
}: {
  ore: number | null;
  available: number;
  outgoing: boolean;
}): string | null {
  if (ore == null || !Number.isSafeInteger(ore)) return CUSTOMER_CREDIT_TEXTS.notNumber;
  if (ore <= 0) return CUSTOMER_CREDIT_TEXTS.notPositive;
  if (ore % 100 !== 0 && ore !== available) return CUSTOMER_CREDIT_TEXTS.wholeKronor;
  if (outgoing && ore > available) return CUSTOMER_CREDIT_TEXTS.payoutAboveCredit;
  return null;
}

/** A payment as the reverse / refund buttons see it. */
export interface PaymentLike {
  /** payment_methods.gateway: cash, integrated_terminal, swish, customer_credit, invoicing, payment_link, bankgiro. */
  gateway: string;
  /** Öre; a refund or payout is negative. */
  amount: number;
  deleted: boolean;
  refunded: boolean;
  refundOfPaymentId: number | null;
  /** Made through a card terminal or a payment link (it has a provider order to refund against). */
  hasTerminalOrder: boolean;
}

/** Gateways whose payments are refunded through the provider, never reversed (money.md 5 "Refunds"). */
const CARD_PROVIDER_GATEWAYS: readonly string[] = ['integrated_terminal', 'payment_link'];

const isRefund = (p: PaymentLike): boolean => p.amount <= 0 || p.refundOfPaymentId != null;

/**
 * "Ångra betalning": only for a payment that never happened (a registered cash/Swish/bank payment by
 * mistake). Not a deleted, refunded payment or a refund itself, not customer credit, not a card provider's.
 */
export function canReversePayment(p: PaymentLike): boolean {
  return (
    !p.deleted &&
    !p.refunded &&
    // A payout registered by mistake on a credit invoice is negative but no refund: it may be undone too.
    p.amount !== 0 &&
    p.refundOfPaymentId == null &&
    p.gateway !== 'customer_credit' &&
    !CARD_PROVIDER_GATEWAYS.includes(p.gateway)
  );
}

/** "Återbetala": only a card-terminal or payment-link payment not refunded, deleted or itself a refund. */
export function canRefundPayment(p: PaymentLike): boolean {
  return p.hasTerminalOrder && !p.refunded && !p.deleted && !isRefund(p);
}
