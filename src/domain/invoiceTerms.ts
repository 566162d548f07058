// Payment terms (money.md 3 "Payment term", 5 "Payment terms"): an invoice's due date and its deposit
// (handpenning) from the term, the invoice total, the invoice date and the stay's check-in.
// Re-exported from ./invoices; import from there.
import { addDays, daysBetween } from './dates';
import { INVOICE_TEXTS } from './invoiceTexts';
import { discountOre, MAX_PERCENT_HUNDREDTHS, roundCashOre } from './money';

/** The fields of a payment term the schedule reads (snake_case as src/contracts/catalog.ts paymentTerm). */
export interface PaymentTermLike {
  due_date_date: string | null;
  due_date_days_before_checkin: number | null;
  due_date_days_from_invoicing: number | null;
  /** The due date is at least the invoice date plus this many days. */
  min_days_due_date: number | null;
  deposit_date: string | null;
  deposit_days_before_checkin: number | null;
  deposit_days_from_invoicing: number | null;
  /** Öre. */
  deposit_amount: number | null;
  /** Hundredths of a percent of the total (2500 = 25 %). */
  deposit_percent: number | null;
  /** Öre: a deposit only when the total is at least this. */
  deposit_condition_min_amount: number | null;
  /** A deposit only when the check-in is at least this many days after the invoice date. */
  deposit_condition_min_days_before_checkin: number | null;
}

export type TermSchedule =
  | { ok: true; dueDate: string | null; depositAmount: number | null; depositDueDate: string | null }
  | { ok: false; message: string };

const incompatible = (): TermSchedule => ({ ok: false, message: INVOICE_TEXTS.termsIncompatible });

const setCount = (...values: unknown[]): number => values.filter((v) => v != null).length;

/** Day counts and amounts of a term are whole numbers ≥ 0; anything else makes the term unusable. */
function validCount(n: number | null): boolean {
  return n == null || (Number.isSafeInteger(n) && n >= 0);
}

const later = (a: string, b: string): string => (a > b ? a : b);
const earlier = (a: string, b: string): string => (a < b ? a : b);

/**
 * The due date and deposit an invoice gets from its payment term.
 * - Due date: exactly one of due_date_date, due_date_days_before_checkin (needs a check-in),
 *   due_date_days_from_invoicing; none = no due date (term 1 "Inget förfallodatum"); more than one, or
 *   days before a check-in the invoice does not have = "Villkoren ej kompatibla". It is never before the
 *   invoice date and, with min_days_due_date, never before invoiceDate + min days.
 * - Deposit: only with exactly one of deposit_amount / deposit_percent (both = not compatible) and exactly
 *   one date rule (none or several = not compatible). No deposit (everything due on the due date) when a
 *   condition fails (total under deposit_condition_min_amount; no check-in, or the check-in fewer than
 *   deposit_condition_min_days_before_checkin days away), when its date needs a check-in the invoice does
 *   not have, or when the deposit rounded to whole kronor is 0 or not below the total. Its due date lies
 *   between the invoice date and the due date.
 */
export function termSchedule(
  term: PaymentTermLike,
  { total, invoiceDate, checkIn }: { total: number; invoiceDate: string; checkIn: string | null },
): TermSchedule {
  const counts = [
    term.due_date_days_before_checkin,
    term.due_date_days_from_invoicing,
    term.min_days_due_date,
    term.deposit_days_before_checkin,
    term.deposit_days_from_invoicing,
    term.deposit_amount,
    term.deposit_condition_min_amount,
    term.deposit_condition_min_days_before_checkin,
  ];
  if (!counts.every(validCount)) return incompatible();
  if (term.deposit_percent != null) {
    const p = term.deposit_percent;
    if (!Number.isSafeInteger(p) || p < 0 || p > MAX_PERCENT_HUNDREDTHS) return incompatible();
  }

  // Due date.
  if (setCount(term.due_date_date, term.due_date_days_before_checkin, term.due_date_days_from_invoicing) > 1)
    return incompatible();
  let dueDate: string | null = null;
  if (term.due_date_date != null) dueDate = term.due_date_date;
  else if (term.due_date_days_from_invoicing != null) dueDate = addDays(invoiceDate, term.due_date_days_from_invoicing);
  else if (term.due_date_days_before_checkin != null) {
    if (checkIn == null) return incompatible();
    dueDate = addDays(checkIn, -term.due_date_days_before_checkin);
  }
  if (dueDate != null) {
    dueDate = later(dueDate, invoiceDate);
    if (term.min_days_due_date != null) dueDate = later(dueDate, addDays(invoiceDate, term.min_days_due_date));
  }

  // Deposit.
  const none = { ok: true as const, dueDate, depositAmount: null, depositDueDate: null };
  const kinds = setCount(term.deposit_amount, term.deposit_percent);
  if (kinds === 0) return none;
  if (kinds > 1) return incompatible();
  if (setCount(term.deposit_date, term.deposit_days_before_checkin, term.deposit_days_from_invoicing) !== 1)
    return incompatible();

  if (term.deposit_condition_min_amount != null && total < term.deposit_condition_min_amount) return none;
  if (term.deposit_condition_min_days_before_checkin != null) {
    if (checkIn == null || daysBetween(invoiceDate, checkIn) < term.deposit_condition_min_days_before_checkin)
      return none;
  }

  let depositDueDate: string;
  if (term.deposit_date != null) depositDueDate = term.deposit_date;
  else if (term.deposit_days_from_invoicing != null)
    depositDueDate = addDays(invoiceDate, term.deposit_days_from_invoicing);
  else {
    if (checkIn == null) return none;
    depositDueDate = addDays(checkIn, -(term.deposit_days_before_checkin as number));
  }
  depositDueDate = later(depositDueDate, invoiceDate);
  if (dueDate != null) depositDueDate = earlier(depositDueDate, dueDate);

  if (total <= 0) return none;
  const raw = term.deposit_amount != null ? term.deposit_amount : discountOre(total, term.deposit_percent as number);
  const depositAmount = roundCashOre(raw);
  if (depositAmount <= 0 || depositAmount >= total) return none;
  return { ok: true, dueDate, depositAmount, depositDueDate };
}
