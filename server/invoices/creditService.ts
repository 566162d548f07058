// Crediting an invoice (POST invoices/create-credit-invoice, money.md 2 "Credit-invoice form", 5 "Credit
// invoice"): one transaction that locks the original, judges the rows, computes the amount with the console's
// own rules (src/domain/invoices.ts creditAmount / creditProblems), writes the credit invoice (next number of
// the same series, negative lines) and the credit application that settles the original. What the original
// no longer needs stays on the credit invoice as its remaining amount, to be paid out. The same client_key
// twice is one credit invoice.
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { creditApplications, invoices, salesItems } from '../db/schema';
import { fieldError, isUniqueViolation, notFound } from '../http/errors';
import { loadBooking } from '../bookings/queries';
import { nextInvoiceNumber, refreshInvoice, type InvoiceRecord } from './ledger';
import { invoiceAnswer } from './queries';
import { pdfQuantity } from './invoicePdf';
import {
  creditAmount,
  creditApplied,
  creditLeavesRemainder,
  creditProblems,
  remainingOf,
  type CreditRow,
} from '../../src/domain/invoices';
import { formatKr, lineTotalOre } from '../../src/domain/money';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import type { createCreditInvoice as contract, InvoiceDetail } from '../../src/contracts/invoices';

export type CreateCreditInput = z.output<typeof contract.body>;

/** What crediting needs of its caller (a route's ServiceContext fits). */
export interface CreditDeps {
  db: DbOrTx;
  now: Date;
  /** Europe/Stockholm date of `now`: the credit invoice's date. */
  today: string;
  publish(event: string, data: unknown): Promise<void>;
}

type LineRecord = typeof salesItems.$inferSelect;
export type NewLine = Omit<typeof salesItems.$inferInsert, 'invoiceId'>;

/** A credit line's link to the line it credits (sales_items has no column of its own for it). */
export const CREDIT_LINK = 'credit:';
export const creditLinkOf = (salesItemId: number) => `${CREDIT_LINK}${salesItemId}`;

/** The name of a credit line that is not one of the original's lines (a custom amount or the remaining amount). */
export const CREDIT_LINE_NAME = 'Kreditering';

const refuse = fieldError;

/** Creates the credit invoice; answers { invoice: the credit invoice, original }. */
export async function createCreditInvoice(
  deps: CreditDeps,
  input: CreateCreditInput,
): Promise<{ invoice: InvoiceDetail; original: InvoiceDetail }> {
  const before = await byKey(deps.db, input.client_key);
  if (before) return answerFor(deps, before, input);
  let done: { creditId: number; originalId: number; bookingIds: number[] };
  try {
    done = await deps.db.transaction((tx) => writeCredit(tx, deps, input));
  } catch (err) {
    // A concurrent twin with the same key won: answer with its credit invoice.
    if (isUniqueViolation(err, 'invoices_client_key_unique')) {
      const winner = await byKey(deps.db, input.client_key);
      if (winner) return answerFor(deps, winner, input);
    }
    throw err;
  }
  await deps.publish('InvoiceUpdated', { invoice_id: done.creditId });
  await deps.publish('InvoiceUpdated', { invoice_id: done.originalId });
  for (const id of done.bookingIds) {
    const booking = await loadBooking(deps.db, id);
    if (booking) await deps.publish('BookingSaved', { booking_id: id, booking });
  }
  return answer(deps, done.creditId, done.originalId);
}

async function byKey(db: DbOrTx, key: string) {
  const [r] = await db
    .select({ id: invoices.id, isCredit: invoices.isCreditInvoice, originalId: invoices.originalInvoiceId })
    .from(invoices)
    .where(eq(invoices.clientKey, key))
    .limit(1);
  return r ?? null;
}

function answerFor(deps: CreditDeps, r: NonNullable<Awaited<ReturnType<typeof byKey>>>, input: CreateCreditInput) {
  if (!r.isCredit || r.originalId !== input.originalInvoiceId)
    throw refuse('client_key_used', 'client_key', INVOICE_TEXTS.clientKeyUsed);
  return answer(deps, r.id, r.originalId);
}

async function answer(deps: CreditDeps, creditId: number, originalId: number) {
  const { invoice } = await invoiceAnswer(deps.db, creditId, deps.today);
  const { invoice: original } = await invoiceAnswer(deps.db, originalId, deps.today);
  return { invoice, original };
}

/** What each line of the original has had credited so far, by the credit lines that link to it. */
async function creditedPerLine(tx: Tx, originalId: number): Promise<Map<number, { quantity: number; amount: number }>> {
  const rows = await tx
    .select({
      link: salesItems.clientLineId,
      quantity: sql<number>`(-sum(${salesItems.quantity}))::int`,
      amount: sql<number>`(-sum(${salesItems.sale}))::int`,
    })
    .from(salesItems)
    .innerJoin(invoices, eq(invoices.id, salesItems.invoiceId))
    .where(
      and(
        eq(invoices.originalInvoiceId, originalId),
        eq(invoices.isCreditInvoice, true),
        like(salesItems.clientLineId, `${CREDIT_LINK}%`),
      ),
    )
    .groupBy(salesItems.clientLineId);
  return new Map(rows.map((r) => [Number(r.link!.slice(CREDIT_LINK.length)), r]));
}

/**
 * A line's amount for `quantity` more of it: the line's total (discounts included) up to everything credited
 * so far plus this quantity, rounded, less what was credited before. Cumulative, so parts are never negative
 * and crediting a line in any parts adds up to exactly the line.
 */
export function lineCreditAmount(
  line: { quantity: number; sale: number },
  quantity: number,
  credited: { quantity: number; amount: number },
): number {
  const p = BigInt(line.sale) * BigInt(credited.quantity + quantity);
  const q = BigInt(line.quantity);
  const abs = p < 0n ? -p : p;
  const qa = q < 0n ? -q : q;
  let r = abs / qa;
  if (2n * (abs % qa) >= qa) r += 1n;
  return Number(p < 0n !== q < 0n ? -r : r) - credited.amount;
}

/**
 * Splits an amount (öre, positive) over VAT rates in proportion to their gross, largest remainder first (a tie
 * to the higher rate), so the parts add up to the öre. Rates without positive gross take nothing.
 */
export function splitOverRates(
  amount: number,
  grossByRate: ReadonlyMap<number, number>,
): { rate: number; amount: number }[] {
  const rates = [...grossByRate.entries()].filter(([, g]) => g > 0).sort(([a], [b]) => b - a);
  const total = rates.reduce((s, [, g]) => s + BigInt(g), 0n);
  if (rates.length === 0 || total === 0n) return [];
  const parts = rates.map(([rate, g]) => {
    const p = BigInt(amount) * BigInt(g);
    return { rate, amount: Number(p / total), rest: p % total };
  });
  let left = amount - parts.reduce((s, p) => s + p.amount, 0);
  for (const p of [...parts].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : b.rate - a.rate))) {
    if (left <= 0) break;
    p.amount += 1;
    left -= 1;
  }
  return parts.filter((p) => p.amount !== 0).map(({ rate, amount: a }) => ({ rate, amount: a }));
}

/** A row to credit as the server judged it: the domain's row (for the amount) and the credit lines it becomes. */
interface JudgedRow {
  row: CreditRow;
  lines: NewLine[];
}

/** A line of the original, credited for `quantity` (thousandths, > 0). */
function lineRow(line: LineRecord, quantity: number, amount: number): JudgedRow {
  return {
    // Sign in the quantity, so a line that took money off the invoice (negative) gives it back.
    row: { quantity: amount < 0 ? -1000 : 1000, price: Math.abs(amount) },
    lines: [
      {
        productId: line.productId,
        productName: line.productName,
        productGroupId: line.productGroupId,
        isService: line.isService,
        quantity: -quantity,
        price: line.price,
        originalPrice: line.originalPrice,
        caption: line.caption,
        vatRate: line.vatRate,
        isAccommodationCharge: line.isAccommodationCharge,
        discountType: line.discountType,
        discountValue: line.discountValue,
        sale: -amount,
        clientLineId: creditLinkOf(line.id),
      },
    ],
  };
}

/** A custom amount (quantity ±1000 × price) or the remaining amount: split over the original's VAT rates. */
function amountRow(row: CreditRow, grossByRate: ReadonlyMap<number, number>, caption: string | null): JudgedRow {
  const value = lineTotalOre(row.price, row.quantity);
  const sign = value < 0 ? -1 : 1;
  return {
    row,
    lines: splitOverRates(Math.abs(value), grossByRate).map((p) => ({
      productId: null,
      productName: CREDIT_LINE_NAME,
      isService: false,
      quantity: -sign * 1000,
      price: p.amount,
      caption,
      vatRate: p.rate,
      isAccommodationCharge: false,
      sale: -sign * p.amount,
    })),
  };
}

/** The rows a mode credits, refusing rows that are not the original's or more than is left of a line. */
function judgeRows(
  input: CreateCreditInput,
  original: InvoiceRecord,
  lines: LineRecord[],
  credited: Map<number, { quantity: number; amount: number }>,
): JudgedRow[] {
  const none = { quantity: 0, amount: 0 };
  const grossByRate = new Map<number, number>();
  for (const l of lines) grossByRate.set(l.vatRate, (grossByRate.get(l.vatRate) ?? 0) + l.sale);

  if (input.mode === 'credit-remaining-amount') {
    const remaining = remainingOf({
      total: original.totalAmount,
      paid: original.paidAmount,
      credited: original.creditedAmount,
    });
    if (remaining <= 0) throw refuse('nothing_remaining', 'mode', INVOICE_TEXTS.nothingRemaining);
    return [amountRow({ quantity: 1000, price: remaining }, grossByRate, null)];
  }
  if (input.mode === 'credit-full-amount') {
    const rows: JudgedRow[] = [];
    for (const l of lines) {
      const done = credited.get(l.id) ?? none;
      const left = l.quantity - done.quantity;
      const amount = l.sale - done.amount;
      if (left === 0 || amount === 0) continue;
      rows.push(lineRow(l, left, amount));
    }
    if (rows.length === 0) throw refuse('everything_credited', 'mode', INVOICE_TEXTS.everythingCredited);
    return rows;
  }

  // credit-custom: the lines named (a line named twice counts once with both quantities), then the amounts.
  const byId = new Map(lines.map((l) => [l.id, l]));
  const wanted = new Map<number, number>();
  const custom: CreditRow[] = [];
  input.creditSalesItems.forEach((r, i) => {
    const field = `creditSalesItems.${i}`;
    if (r.sales_item_id == null) {
      custom.push({ quantity: r.quantity, price: r.price });
      return;
    }
    const line = byId.get(r.sales_item_id);
    if (!line) throw refuse('not_on_invoice', `${field}.sales_item_id`, INVOICE_TEXTS.creditRowNotOnInvoice);
    if (r.quantity <= 0)
      throw refuse('quantity_not_positive', `${field}.quantity`, INVOICE_TEXTS.creditQuantityNotPositive);
    if (line.sale <= 0) throw refuse('zero_price', `${field}.price`, INVOICE_TEXTS.creditZeroPrice);
    const sum = (wanted.get(line.id) ?? 0) + r.quantity;
    const left = line.quantity - (credited.get(line.id) ?? none).quantity;
    if (sum > left) {
      const message = INVOICE_TEXTS.creditQuantityAboveLine(line.productName, pdfQuantity(Math.max(0, left)));
      throw refuse('quantity_above_line', `${field}.quantity`, message);
    }
    wanted.set(line.id, sum);
  });
  const rows = [...wanted].map(([id, quantity]) => {
    const line = byId.get(id)!;
    return lineRow(line, quantity, lineCreditAmount(line, quantity, credited.get(id) ?? none));
  });
  for (const c of custom) rows.push(amountRow(c, grossByRate, null));
  return rows;
}

/** The credit invoice of POST invoices/create-credit-invoice inside the caller's transaction (it locks the original). */
export async function writeCredit(tx: Tx, deps: CreditDeps, input: CreateCreditInput) {
  const [original] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.id, input.originalInvoiceId))
    .for('update')
    .limit(1);
  if (!original) throw notFound(INVOICE_TEXTS.notFound);
  if (original.isCreditInvoice) throw refuse('credit_of_credit', 'originalInvoiceId', INVOICE_TEXTS.creditOfCredit);

  const lines = await tx
    .select()
    .from(salesItems)
    .where(eq(salesItems.invoiceId, original.id))
    .orderBy(asc(salesItems.id));
  const judged = judgeRows(input, original, lines, await creditedPerLine(tx, original.id));
  const selected = judged.map((j) => j.row);
  const remaining = remainingOf({
    total: original.totalAmount,
    paid: original.paidAmount,
    credited: original.creditedAmount,
  });
  const computed = creditAmount({
    selected,
    invoiceTotal: original.totalAmount,
    rounding: original.rounding,
    remaining,
  });
  const problem = creditProblems({ selected, amount: computed.amount });
  if (problem) throw refuse('credit_refused', 'creditSalesItems', problem);

  let amount = computed.amount;
  let rounding = computed.rounding;
  let applied = creditApplied(amount, remaining);
  // Under 100 öre left on the original counts as zero: credited too, so the original closes.
  const leftOver = remaining - applied;
  if (leftOver > 0 && creditLeavesRemainder(remaining, applied) === 0) {
    amount += leftOver;
    rounding += leftOver;
    applied += leftOver;
  }

  // Never more credited in all than the invoice was for.
  const [prior] = await queryRows<{ sum: number }>(
    tx,
    sql`select coalesce(sum(-total_amount), 0)::int as sum from invoices
      where original_invoice_id = ${original.id} and is_credit_invoice`,
  );
  const creditable = original.totalAmount - prior.sum;
  if (amount > creditable)
    throw refuse(
      'credit_above_invoice',
      'creditSalesItems',
      INVOICE_TEXTS.creditAboveInvoice(formatKr(Math.max(0, creditable))),
    );

  const creditId = await writeCreditOfLines(tx, deps, {
    amount,
    rounding,
    originalInvoiceId: original.id,
    owner: original,
    lines: judged.flatMap((j) => j.lines),
    clientKey: input.client_key,
    // Refreshed even when nothing is applied (the original's bookings are touched all the same).
    applications: [{ invoiceId: original.id, amount: applied }],
  });
  const touched = await queryRows<{ id: number }>(
    tx,
    sql`select booking_id as id from invoices where id = ${original.id} and booking_id is not null
      union select booking_id from charges where invoice_id = ${original.id} and booking_id is not null
      union select booking_id from accommodation_charges where invoice_id = ${original.id}
      order by 1`,
  );
  return { creditId, originalId: original.id, bookingIds: touched.map((t) => t.id) };
}

/** A credit invoice of lines already judged, as writeCreditOfLines takes it. */
export interface CreditOfLines {
  /** What the credit invoice is for, positive öre (its total is −amount), and its rounding (positive: up). */
  amount: number;
  rounding: number;
  /** The invoice it refers to (the PDF's 'Avser faktura'), or null. */
  originalInvoiceId: number | null;
  /** Whose it is: the original's owner, or the booking and customer of a cancellation. */
  owner: Pick<InvoiceRecord, 'bookingId' | 'bookingGroupId' | 'customerId' | 'customerName'>;
  /** The lines as they go on the credit invoice (negative sale for what goes back). */
  lines: NewLine[];
  clientKey: string | null;
  /** Where its credit goes: positive amounts taken off those invoices' remaining, in this order. */
  applications: { invoiceId: number; amount: number }[];
}

/**
 * The core of every credit invoice, inside the caller's transaction (the caller has locked the invoices it
 * credits and judged the amounts): the next number of the series, the credit invoice, its lines, its credit
 * applications and the sums of every invoice touched. What the applications do not take is left on the credit
 * invoice to pay out. POST invoices/create-credit-invoice, a cancellation's balancing invoice and its reversal.
 */
export async function writeCreditOfLines(tx: Tx, deps: CreditDeps, x: CreditOfLines): Promise<number> {
  const { invoiceNumber, ocr } = await nextInvoiceNumber(tx);
  const [credit] = await tx
    .insert(invoices)
    .values({
      invoiceNumber,
      invoiceDate: deps.today,
      dueDate: null,
      depositDueDate: null,
      totalAmount: -x.amount,
      depositAmount: null,
      rounding: x.rounding === 0 ? 0 : -x.rounding,
      originalInvoiceId: x.originalInvoiceId,
      isCreditInvoice: true,
      bookingId: x.owner.bookingId,
      bookingGroupId: x.owner.bookingGroupId,
      customerId: x.owner.customerId,
      customerName: x.owner.customerName,
      paymentTermId: null,
      ocr,
      status: 'open',
      clientKey: x.clientKey,
      createdAt: deps.now,
      updatedAt: deps.now,
    })
    .returning({ id: invoices.id });
  if (x.lines.length) await tx.insert(salesItems).values(x.lines.map((l) => ({ ...l, invoiceId: credit.id })));
  for (const a of x.applications.filter((a) => a.amount > 0)) {
    await tx.insert(creditApplications).values({
      invoiceId: a.invoiceId,
      creditInvoiceId: credit.id,
      creditedAmount: a.amount,
      creditedAt: deps.now,
    });
  }
  for (const a of x.applications) await refreshInvoice(tx, a.invoiceId, deps.now);
  await refreshInvoice(tx, credit.id, deps.now);
  return credit.id;
}
