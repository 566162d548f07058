// The invoice ledger's rules (money.md 3 "Invoice", 4 "Invoice status", 5): what is left to pay, the status,
// overdue, the invoice total's rounding, crediting, the list chip. A credit invoice's amounts are negative;
// what it has left is what is still to be paid out. Payment terms live in ./invoiceTerms.ts and payment
// checks in ./invoicePayments.ts, both re-exported here: import every invoice rule from this file.
import { INVOICE_TEXTS } from './invoiceTexts';
import { lineTotalOre, roundCashOre } from './money';

export * from './invoicePayments';
export * from './invoiceTerms';

export type InvoiceStatus = 'open' | 'partial' | 'closed';

export interface InvoiceSums {
  /** Öre; negative on a credit invoice. */
  total: number;
  /** Live payment applications (refunds and payouts negative). */
  paid: number;
  /** Live credit applications: on an invoice what credit invoices took off, on a credit invoice what it settled (negative). */
  credited: number;
}

/** What is left: total − paid − credited (never past zero towards the other sign). */
export function remainingOf(s: InvoiceSums): number {
  const left = s.total - s.paid - s.credited;
  return s.total < 0 ? Math.min(0, left) : Math.max(0, left);
}

/** closed when nothing is left, partial when something was paid or credited, else open. */
export function invoiceStatus(s: InvoiceSums): InvoiceStatus {
  if (remainingOf(s) === 0) return 'closed';
  return s.paid !== 0 || s.credited !== 0 ? 'partial' : 'open';
}

/** Past its due date with something left (a credit invoice is never overdue: the money is ours to pay). */
export function isOverdue(inv: InvoiceSums & { dueDate: string | null; isCredit: boolean }, today: string): boolean {
  return !inv.isCredit && inv.dueDate != null && inv.dueDate < today && remainingOf(inv) > 0;
}

/** Past the deposit's due date with less than the deposit paid or credited. */
export function isOverdueDeposit(
  inv: InvoiceSums & { depositDueDate: string | null; depositAmount: number | null; isCredit: boolean },
  today: string,
): boolean {
  if (inv.isCredit || inv.depositDueDate == null || !inv.depositAmount || inv.depositDueDate >= today) return false;
  return inv.paid + inv.credited < inv.depositAmount;
}

// ---------------------------------------------------------------------------------------------------------
// Totals (money.md 9 "Payable total rounded to the nearest whole krona"; SWEDEN.md öresavrundning).

const noNegZero = (n: number): number => (n === 0 ? 0 : n);

/** The invoice total from its lines' sum: nearest whole krona, 50 öre away from zero; rounding = total − sum. */
export function roundInvoiceTotal(linesSum: number): { total: number; rounding: number } {
  const total = roundCashOre(linesSum);
  return { total, rounding: noNegZero(total - linesSum) };
}

// ---------------------------------------------------------------------------------------------------------
// Credit invoices (money.md 2 "Credit-invoice form", 5 "Credit invoice").

/** After crediting, what an invoice has left under this (öre) counts as zero (money.md 9). */
export const CREDIT_REMAINDER_LIMIT_ORE = 100;

/** A row of the credit form: quantity in thousandths, price in öre (the custom row: ±1000 × |amount|). */
export interface CreditRow {
  quantity: number;
  price: number;
}

const rowsSum = (rows: readonly CreditRow[]): number =>
  rows.reduce((sum, r) => sum + lineTotalOre(r.price, r.quantity), 0);

/**
 * The credit invoice's amount (positive öre) for the selected rows of an invoice (money.md 5):
 * - sum + the invoice's rounding === its total: the whole invoice, its rounding included;
 * - else the remaining covers the sum: the sum;
 * - else (part of it is paid out): the sum rounded to whole kronor (50 öre away from zero).
 * Then "a remainder under 100 öre counts as zero": when that amount would leave the original 1–99 öre to
 * pay (a sum just under the remaining, or rounded down below it), the amount is the remaining itself, so
 * the original closes and the credit invoice still adds up: its lines plus its own rounding make its total.
 * `rounding` = amount − sum and includesRounding = rounding ≠ 0: the credit invoice records −rounding as
 * its rounding and −amount as its total.
 */
export function creditAmount({
  selected,
  invoiceTotal,
  rounding,
  remaining,
}: {
  selected: readonly CreditRow[];
  invoiceTotal: number;
  rounding: number;
  remaining: number;
}): { amount: number; includesRounding: boolean; rounding: number } {
  const sum = rowsSum(selected);
  let amount = sum + rounding === invoiceTotal ? invoiceTotal : remaining >= sum ? sum : roundCashOre(sum);
  const left = remaining - amount;
  if (amount > 0 && left > 0 && left < CREDIT_REMAINDER_LIMIT_ORE) amount = remaining;
  return { amount, includesRounding: amount !== sum, rounding: noNegZero(amount - sum) };
}

/** What stops the credit form, in the order money.md 5 lists them checked: rows, prices, the amount. */
export function creditProblems({
  selected,
  amount,
}: {
  selected: readonly CreditRow[];
  amount: number;
}): string | null {
  if (selected.length === 0) return INVOICE_TEXTS.noRowsSelected;
  if (selected.some((r) => r.price <= 0)) return INVOICE_TEXTS.creditZeroPrice;
  if (amount <= 0) return INVOICE_TEXTS.creditNotNegative;
  return null;
}

const CREDIT_INPUT_RE = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * The custom credit row's amount typed in kronor: comma or point as decimal separator, spaces ignored,
 * "−" accepted; kronor → öre rounded half away from zero. Negative gives quantity −1000, otherwise 1000;
 * the price is the absolute value. null when it is not a number (the input is ignored).
 */
export function parseCreditInput(text: string): CreditRow | null {
  const cleaned = text
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.')
    .replace('\u2212', '-');
  const m = CREDIT_INPUT_RE.exec(cleaned);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const kronor = Number(m[2] || '0');
  const decimals = m[3] ?? '';
  let ore = kronor * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  if (decimals.length > 2 && Number(decimals[2]) >= 5) ore += 1;
  if (!Number.isSafeInteger(ore)) return null;
  return { quantity: m[1] === '-' ? -1000 : 1000, price: ore };
}

/** The part of a credit (positive öre) that settles the original invoice; the rest is paid out. */
export function creditApplied(amount: number, originalRemaining: number): number {
  return Math.max(0, Math.min(amount, Math.max(0, originalRemaining)));
}

/**
 * What the original still has to pay after `applied` of a credit settled it, where under 100 öre counts as
 * zero (money.md 5). With creditAmount's amount this is never 1–99 öre (it credits such a remainder). A
 * server handed any other amount closes the original by adding (remaining − applied) − this to the credit
 * application AND to the credit invoice's total as its rounding, or invoices_settled_within_total fails
 * on the credit invoice.
 */
export function creditLeavesRemainder(remaining: number, applied: number): number {
  const left = remaining - applied;
  return left < CREDIT_REMAINDER_LIMIT_ORE ? 0 : left;
}

/** A column of the credit preview: Belopp, Betalt, Krediterat, Återstående. */
export interface PreviewRow {
  total: number;
  paid: number;
  credited: number;
  remaining: number;
}

const previewRow = (s: InvoiceSums): PreviewRow => ({ ...s, remaining: remainingOf(s) });

/**
 * "Före kreditering" / "Efter kreditering" for the original and the credit invoice after (money.md 2): the
 * original gets `applied` credited; the credit invoice is −amount, has settled −applied, and has the rest
 * left to pay out.
 */
export function creditPreview(
  original: InvoiceSums,
  amount: number,
): { original: { before: PreviewRow; after: PreviewRow }; credit: PreviewRow } {
  const applied = creditApplied(amount, remainingOf(original));
  return {
    original: {
      before: previewRow(original),
      after: previewRow({ ...original, credited: original.credited + applied }),
    },
    credit: previewRow({ total: noNegZero(-amount), paid: 0, credited: noNegZero(-applied) }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Status chip (money.md 2 "Invoice dialog", "Invoice list").

export interface Chip {
  label: string;
  tone: 'error' | 'warning' | 'neutral' | 'success';
}

/** Förfallen / Förfallen handpenning (error), Obetald, Delbetald, Betald (in the dialog Stängd). */
export function invoiceChip(
  inv: InvoiceSums & {
    dueDate: string | null;
    depositDueDate: string | null;
    depositAmount: number | null;
    isCredit: boolean;
  },
  today: string,
  inDialog: boolean,
): Chip {
  if (isOverdue(inv, today)) return { label: INVOICE_TEXTS.chipOverdue, tone: 'error' };
  if (isOverdueDeposit(inv, today)) return { label: INVOICE_TEXTS.chipOverdueDeposit, tone: 'error' };
  switch (invoiceStatus(inv)) {
    case 'closed':
      return { label: inDialog ? INVOICE_TEXTS.chipClosed : INVOICE_TEXTS.chipPaid, tone: 'success' };
    case 'partial':
      return { label: INVOICE_TEXTS.chipPartial, tone: 'warning' };
    default:
      return { label: INVOICE_TEXTS.chipOpen, tone: 'neutral' };
  }
}
