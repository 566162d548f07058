// The money overlays' pure pieces: what a typed amount is in öre, which payment methods an overlay offers,
// the 'Använd tillgodo' field's rules (bookings.md 5) and a typed payment date. No React, no stores.
import { addDays, isIsoDate } from '../../../domain/dates';
import { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS } from '../../../domain/invoiceTexts';

/**
 * Kronor as typed ('1 234,50', '12.5', '-3') → öre, rounded to the öre (money.md 5 "entered in kronor,
 * stored in öre (rounded)"). Empty is 0 (the checks say 'Fyll i ett belopp'); anything else that is not
 * a number is null.
 */
export function oreFromText(text: string): number | null {
  const t = text
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.')
    .replace('\u2212', '-');
  if (t === '') return 0;
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  const ore = Math.round(Number(t) * 100);
  return Number.isSafeInteger(ore) ? ore : null;
}

/** 1250 → '12,50'; whole kronor without decimals (10000 → '100'), so a prefilled field reads as typed. */
export function kronorText(ore: number): string {
  const abs = Math.abs(ore);
  const text = abs % 100 === 0 ? String(abs / 100) : (abs / 100).toFixed(2).replace('.', ',');
  return ore < 0 ? `-${text}` : text;
}

export interface MethodLike {
  id: number;
  name: string;
  button_text?: string | null;
  gateway: string;
  display_order?: number;
  workstation_ids?: readonly number[];
  accounts?: readonly { id: number; account_number: string; name: string }[];
}

/** Gateways that are not a way to pay an invoice or credit: they are the invoice itself, a link, or the credit. */
export const NOT_FOR_PAYING = new Set(['invoicing', 'payment_link', 'customer_credit']);

/**
 * The methods an overlay offers on this workstation, in display order: not the invoicing, payment-link or
 * customer-credit gateways, and only those switched on here (no workstations listed = everywhere, as the till).
 */
export function payingMethods<T extends MethodLike>(all: readonly T[], workstationId: number | null): T[] {
  return all
    .filter(
      (m) =>
        !NOT_FOR_PAYING.has(m.gateway) &&
        (!m.workstation_ids?.length || (workstationId != null && m.workstation_ids.includes(workstationId))),
    )
    .sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0));
}

/** Registering a payment made elsewhere needs no workstation: every method but the three that do not pay. */
export const registeringMethods = <T extends MethodLike>(all: readonly T[]): T[] =>
  all.filter((m) => !NOT_FOR_PAYING.has(m.gateway)).sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0));

export const methodLabel = (m: MethodLike) => m.button_text || m.name;

/** The checkout's buttons: the first three with F1..F3, the rest under 'Fler' (money.md 9). */
export const SHOWN_METHODS = 3;

/**
 * 'Använd tillgodo' in the checkout (bookings.md 5 "Apply-credit form"): a number, not negative, not above
 * the available credit, not above what is to pay. Empty is 0 (no credit used). The warning: nothing to pay.
 */
export function creditUseCheck(
  ore: number | null,
  available: number,
  payable: number,
): { error: string | null; warning: string | null } {
  if (ore == null) return { error: CUSTOMER_CREDIT_TEXTS.notNumber, warning: null };
  if (ore < 0) return { error: CUSTOMER_CREDIT_TEXTS.notPositive, warning: null };
  if (ore > available) return { error: CUSTOMER_CREDIT_TEXTS.useAboveAvailable, warning: null };
  if (ore > payable) return { error: CUSTOMER_CREDIT_TEXTS.useAbovePayable, warning: null };
  return { error: null, warning: payable <= 0 ? CUSTOMER_CREDIT_TEXTS.nothingToPay : null };
}

/**
 * A payment date as typed: 'YYYY-MM-DD', 'idag', 'igår', or '-N' (N days ago). A payment already made is
 * in the past, so there is no forward guessing as in the booking form. Later than today is refused.
 */
export function parsePaymentDate(text: string, today: string): { date: string } | { error: string } {
  const t = text.trim().toLowerCase();
  if (t === '') return { error: INVOICE_TEXTS.dateMissing };
  if (t === 'idag') return { date: today };
  if (t === 'igår' || t === 'igar') return { date: addDays(today, -1) };
  const back = /^-\s?(\d{1,4})$/.exec(t);
  if (back) return { date: addDays(today, -Number(back[1])) };
  if (!isIsoDate(t)) return { error: INVOICE_TEXTS.dateInvalid };
  if (t > today) return { error: INVOICE_TEXTS.dateInFuture };
  return { date: t };
}
