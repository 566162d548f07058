// The credit-invoice form as data (money.md 2 "Credit-invoice form", 5 "Credit invoice"): which rows the
// mode selects, what each credits, the amount and its problem by the domain's rules, and the request's rows.
// Pure: the overlay renders it, the tests read it.
import type { CreditMode, CreditSalesItemInput, InvoiceDetail, SalesItem } from '../../../contracts/invoices';
import { creditAmount, creditProblems, parseCreditInput, type CreditRow } from '../../../domain/invoices';
import { INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { parseUnits, unitsText } from '../../till/register/parseInput';

export interface LineChoice {
  checked: boolean;
  /** Units as typed ('1', '0,5'); the line's whole quantity at first. */
  qtyText: string;
}

export interface CreditFormState {
  mode: CreditMode;
  lines: Record<number, LineChoice>;
  /** The custom amount row, kronor as typed. */
  customText: string;
  customChecked: boolean;
}

export const initialCreditForm = (inv: Pick<InvoiceDetail, 'sales_items'>): CreditFormState => ({
  mode: 'credit-custom',
  lines: Object.fromEntries(inv.sales_items.map((l) => [l.id, { checked: false, qtyText: unitsText(l.quantity) }])),
  customText: '',
  customChecked: false,
});

/**
 * What `quantity` (thousandths, > 0) of a line credits: its own total when whole, else that share of it to the
 * öre, half away from zero (as the server's lineCreditAmount for a line not credited before).
 */
export function lineShare(line: Pick<SalesItem, 'quantity' | 'sale'>, quantity: number): number {
  if (line.quantity === 0) return 0;
  if (Math.abs(quantity) === Math.abs(line.quantity)) return line.sale;
  const abs = Math.round((Math.abs(line.sale) * Math.abs(quantity)) / Math.abs(line.quantity));
  // A share of the line's own total, so it has the total's sign.
  return (line.sale < 0 ? -abs : abs) || 0;
}

/** A typed quantity for a line: a number of units above 0 and at most the line's own. */
export function lineQuantity(
  line: Pick<SalesItem, 'quantity'>,
  text: string,
): { quantity: number } | { error: string } {
  const q = parseUnits(text);
  const max = Math.abs(line.quantity);
  if (q == null || q <= 0) return { error: INVOICE_TEXTS.quantityInvalid };
  if (q > max) return { error: INVOICE_TEXTS.quantityAbove(unitsText(max)) };
  // Always positive: the server credits `quantity` of the line (a line that took money off gives it back).
  return { quantity: q };
}

export interface CreditOutcome {
  /** Rows as the domain's amount rules read them (a line's share as one unit at its price). */
  rows: CreditRow[];
  /** The request's creditSalesItems. */
  items: CreditSalesItemInput[];
  /** Per line id: why its quantity cannot be used. */
  rowErrors: Record<number, string>;
  /** Positive öre credited. */
  amount: number;
  /** The first of money.md 5's texts that stops the form, or null. */
  problem: string | null;
}

/** The rows, amount and problem of the form as it stands. */
export function creditOutcome(
  inv: Pick<InvoiceDetail, 'sales_items' | 'total' | 'rounding' | 'remaining_amount'>,
  state: CreditFormState,
): CreditOutcome {
  const rows: CreditRow[] = [];
  const items: CreditSalesItemInput[] = [];
  const rowErrors: Record<number, string> = {};
  const addLine = (line: SalesItem, quantity: number) => {
    const share = lineShare(line, quantity);
    rows.push({ quantity: 1000, price: share });
    items.push({
      sales_item_id: line.id,
      ...(line.product ? { product_id: line.product.id } : {}),
      quantity,
      // The unit price the share is worth (discounts included); the server prices the line itself.
      price: Math.max(1, Math.round((share * 1000) / quantity)),
      is_accommodation_charge: line.is_accommodation_charge,
    });
  };
  if (state.mode === 'credit-remaining-amount') {
    const left = Math.max(0, inv.remaining_amount);
    rows.push({ quantity: 1000, price: left });
    items.push({ quantity: 1000, price: Math.max(1, left), is_accommodation_charge: false });
  } else {
    for (const line of inv.sales_items) {
      if (state.mode === 'credit-full-amount') {
        // A free line adds nothing to the whole invoice (and would read as a price of 0).
        if (line.sale !== 0) addLine(line, Math.abs(line.quantity));
        continue;
      }
      const choice = state.lines[line.id];
      if (!choice?.checked) continue;
      const q = lineQuantity(line, choice.qtyText);
      if ('error' in q) rowErrors[line.id] = q.error;
      else addLine(line, q.quantity);
    }
    const custom = state.mode === 'credit-custom' && state.customChecked ? parseCreditInput(state.customText) : null;
    if (custom) {
      rows.push(custom);
      items.push({ quantity: custom.quantity, price: custom.price, is_accommodation_charge: false });
    }
  }
  const { amount } = creditAmount({
    selected: rows,
    invoiceTotal: inv.total,
    rounding: inv.rounding,
    remaining: inv.remaining_amount,
  });
  const problem = creditProblems({ selected: rows, amount });
  return { rows, items, rowErrors, amount, problem };
}
