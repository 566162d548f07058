import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, tstz, updatedAt } from './columns';
import { terminals } from './money';
import { invoices, payments, receipts } from './sales';
import { customers } from './bookings';

/**
 * One card-terminal transaction as the host (our server) knows it: durable, so a restart never
 * forgets a payment that may have been approved. Asked about by `reference` before any retry.
 */
export const terminalTransactions = pgTable(
  'terminal_transactions',
  {
    id: id(),
    /** What the payment is for, by mode: receipt (receipt_id), invoice (invoice_id) or customer_credit (customer_id). */
    mode: text('mode').notNull().default('receipt'),
    receiptId: integer('receipt_id').references(() => receipts.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    customerId: integer('customer_id').references(() => customers.id),
    paymentId: integer('payment_id').references(() => payments.id),
    terminalId: integer('terminal_id').references(() => terminals.id),
    /** sale or refund. */
    kind: text('kind').notNull(),
    /** Öre, always positive: the kind says which way the money goes. */
    amount: integer('amount').notNull(),
    attempt: integer('attempt').notNull(),
    /** requested, approved, declined, cancelled or unknown (the terminal could not be asked). */
    state: text('state').notNull(),
    /** The transaction's reference, given by the host and known to the terminal. */
    reference: text('reference').notNull(),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    /** The terminal's last display text of a final state ('Nekad', 'Avbruten'). */
    message: text('message'),
    requestedAt: tstz('requested_at').notNull(),
    finishedAt: tstz('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('terminal_transactions_reference_unique').on(t.reference),
    index('terminal_transactions_receipt_idx').on(t.receiptId),
    index('terminal_transactions_invoice_idx').on(t.invoiceId),
    // Reading a customer's credit settles their open card payments first (GET customer-credit/customer).
    index('terminal_transactions_customer_idx').on(t.customerId).where(sql`${t.customerId} is not null`),
    // Exactly the subject its mode names.
    check(
      'terminal_transactions_subject',
      sql`(${t.mode} = 'receipt' and ${t.receiptId} is not null) or (${t.mode} = 'invoice' and ${t.invoiceId} is not null)
        or (${t.mode} = 'customer_credit' and ${t.customerId} is not null)`,
    ),
  ],
);

/**
 * The simulated terminal's own memory (a real terminal keeps its journal itself): what it was asked
 * and how it ends, so it can answer a query by reference after the server restarted.
 */
export const simulatedTerminalLog = pgTable('simulated_terminal_log', {
  reference: text('reference').primaryKey(),
  amount: integer('amount').notNull(),
  /** approve, decline, cancel or timeout (never answers). */
  outcome: text('outcome').notNull(),
  startedAt: tstz('started_at').notNull(),
  /** When the terminal reaches its outcome; null for a terminal that never answers. */
  settlesAt: tstz('settles_at'),
  /** approved, declined or cancelled once the terminal has ended it (an abort before the outcome is cancelled). */
  finalState: text('final_state'),
  cardBrand: text('card_brand'),
  cardLastFour: text('card_last_four'),
});
