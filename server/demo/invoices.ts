// The demo campsite's invoice history, made after the bulk insert by the same services the routes call
// (createInvoice, registerPayment, createCreditInvoice, sendInvoiceMail, payLink), each with a clock on the day
// the event happened. No invoice row is written here: the number series, the OCR, the ledger sums, the lines'
// link to their invoice and the bookings' Betalt / Kvar are the services' own. What happens to which stay, and
// when, is planned in server/demo/invoicePlan.ts; this file runs that plan, one event at a time.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { AppError } from '../http/errors';
import { createInvoice } from '../invoices/createService';
import { createCreditInvoice } from '../invoices/creditService';
import { sendInvoiceMail } from '../invoices/invoiceMail';
import { payLink } from '../invoices/paymentLinks';
import { registerPayment } from '../invoices/payments';
import * as C from '../../src/contracts/invoices';
import type { InvoiceDetail } from '../../src/contracts/invoices';
import { todayInStockholm } from '../../src/domain/dates';
import type { Clock } from './clock';
import { amountOf, type PlannedAction, planInvoiceHistory, type Slot } from './invoicePlan';
import type { Rng } from './random';
import type { DemoSize } from './size';

/** What the history made, for the seed's counts. */
export interface InvoiceHistoryCounts {
  invoices: number;
  credit_invoices: number;
  payments: number;
  payment_links: number;
  reminders: number;
}

/** What the services need of their caller: the database, the moment, a user; nobody listens to a seed. */
interface Deps {
  db: Db;
  now: Date;
  today: string;
  publish(event: string, data: unknown): Promise<void>;
  actor: { user: { id: number } };
  /** No SMTP_URL: a reminder or a link mail is recorded (the Email tab shows it), never sent to a demo address. */
  mailEnv: NodeJS.ProcessEnv;
  apiBase: null;
}

/** What the run keeps between events: each planned invoice's latest answer, and its payment link's token. */
interface Ledger {
  invoices: Map<Slot, InvoiceDetail>;
  tokens: Map<Slot, string>;
  counts: InvoiceHistoryCounts;
  methods: Awaited<ReturnType<typeof paymentMethods>>;
}

/**
 * Makes the invoice history on a seeded tenant (after seedDemo's bulk transaction). `users` register the
 * payments; `clock` is the seed's (today and now).
 */
export async function seedInvoiceHistory(
  db: Db,
  opts: { size: DemoSize; clock: Clock; rng: Rng; users: readonly number[] },
): Promise<InvoiceHistoryCounts> {
  const { clock } = opts;
  const methods = await paymentMethods(db);
  const events = await planInvoiceHistory(db, opts);
  const ledger: Ledger = {
    invoices: new Map(),
    tokens: new Map(),
    counts: { invoices: 0, credit_invoices: 0, payments: 0, payment_links: 0, reminders: 0 },
    methods,
  };
  const quiet = async () => {};
  const timing = new Map<string, { n: number; ms: number }>();
  for (const e of events) {
    const t0 = performance.now();
    const now = clock.at(e.day, e.minute);
    const deps: Deps = {
      db,
      now,
      today: todayInStockholm(now),
      publish: quiet,
      actor: { user: { id: opts.users[0] } },
      mailEnv: {},
      apiBase: null,
    };
    try {
      await runAction(e.action, deps, ledger);
    } catch (err) {
      const why = err instanceof AppError ? `${err.status} ${err.code}: ${err.message}` : String(err);
      throw new Error(`demo invoice history, ${e.label} on ${deps.today}: ${why}`, { cause: err });
    }
    const kind = e.label.split(' ')[0];
    const t = timing.get(kind) ?? { n: 0, ms: 0 };
    timing.set(kind, { n: t.n + 1, ms: t.ms + performance.now() - t0 });
  }
  if (process.env.DEMO_TIMING)
    for (const [kind, t] of timing)
      console.log(`  ${kind}: ${t.n} in ${Math.round(t.ms)} ms (${(t.ms / t.n).toFixed(1)} each)`);
  return ledger.counts;
}

/** One event through its service, on the day and minute of `deps`. */
async function runAction(a: PlannedAction, deps: Deps, ledger: Ledger): Promise<void> {
  const { invoices, counts } = ledger;
  switch (a.kind) {
    case 'invoice': {
      const body = C.createInvoice.body.parse({
        client_key: a.key,
        payment_term_id: a.term,
        ...(a.subject.kind === 'group' ? { booking_group_id: a.subject.owner_id } : { booking_id: a.subject.owner_id }),
      });
      invoices.set(a.invoice, (await createInvoice(deps, body)).invoice);
      counts.invoices++;
      return;
    }
    case 'payment': {
      const inv = invoices.get(a.invoice)!;
      const amount = amountOf(a.amount, inv);
      if (amount <= 0) return;
      const m = ledger.methods[a.method];
      const body = C.registerInvoicePayment.body.parse({
        client_key: a.key,
        invoice_id: inv.id,
        payment_method_id: m.id,
        account_id: m.account,
        date: deps.today,
        amount,
      });
      invoices.set(a.invoice, (await registerPayment({ ...deps, actor: { user: { id: a.userId } } }, body)).invoice);
      counts.payments++;
      return;
    }
    case 'credit': {
      const inv = invoices.get(a.original)!;
      const line =
        inv.sales_items.find((l) => !l.is_accommodation_charge && l.sale > 0) ??
        [...inv.sales_items].filter((l) => l.sale > 0).sort((x, y) => x.sale - y.sale)[0];
      const body = C.createCreditInvoice.body.parse({
        client_key: a.key,
        originalInvoiceId: inv.id,
        mode: a.mode,
        creditSalesItems:
          a.mode === 'credit-custom'
            ? [
                {
                  sales_item_id: line.id,
                  quantity: line.quantity,
                  price: line.price,
                  is_accommodation_charge: line.is_accommodation_charge,
                },
              ]
            : [],
      });
      const answer = await createCreditInvoice(deps, body);
      invoices.set(a.original, answer.original);
      invoices.set(a.credit, answer.invoice);
      counts.credit_invoices++;
      return;
    }
    case 'link': {
      const id = invoices.get(a.invoice)!.id;
      await sendInvoiceMail(deps, id, { kind: 'invoice', withPaymentLink: true });
      const [row] = await queryRows<{ token: string }>(
        deps.db,
        sql`select token from payment_links where invoice_id = ${id}
          and paid_at is null and cancelled_at is null order by id desc limit 1`,
      );
      ledger.tokens.set(a.invoice, row.token);
      return;
    }
    case 'paid-by-link':
      await payLink(deps.db, ledger.tokens.get(a.invoice) ?? '', deps.now, deps.today);
      counts.payment_links++;
      return;
    case 'reminder':
      await sendInvoiceMail(deps, invoices.get(a.invoice)!.id, { kind: 'reminder', withPaymentLink: false });
      counts.reminders++;
      return;
  }
}

async function paymentMethods(db: Db) {
  const rows = await queryRows<{ id: number; gateway: string; account: number }>(
    db,
    sql`select m.id, m.gateway, max(a.id)::int as account from payment_methods m
      join payment_method_accounts a on a.payment_method_id = m.id
      where m.deleted_at is null and m.gateway in ('bankgiro', 'integrated_terminal')
      group by m.id order by m.id`,
  );
  const of = (gateway: string) => {
    const m = rows.find((x) => x.gateway === gateway);
    if (!m) throw new Error(`demo invoice history: no ${gateway} payment method with an account`);
    return m;
  };
  // Bankgiro has two accounts: payments arrive on the last ('1940 Bankgirokonto').
  return { bankgiro: of('bankgiro'), card: of('integrated_terminal') };
}
