// The invoice ledger's rules (money.md 3 "Invoice", 4 "Invoice status", 5): what is left to pay, the status,
// overdue. A credit invoice's amounts are negative; what it has left is what is still to be paid out.
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
