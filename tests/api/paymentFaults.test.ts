// Faults around a sale: a server restart while the card terminal works, a cart line paid twice,
// and the receipt the till must finish after a reload.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { call, DEMO_USERS, login } from '../helpers/api';
import { createTestApp, pgliteTemplates, type TestApp } from '../helpers/testApp';
import {
  payments,
  products,
  receiptPayments,
  registers,
  simulatedTerminalLog,
  terminalTransactions,
} from '../../server/db/schema';
import { terminalSimulator } from '../../server/sales/terminalSimulator';
import type { AppConfig } from '../../server/config';

const CASH = 1;
const CARD = 2;
const dir = mkdtempSync(join(tmpdir(), 'campsite-restart-'));
const prefix = `t${randomBytes(4).toString('hex')}_`;
let database: AppConfig['database'];
let app: TestApp;
let token: string;
let milk: typeof products.$inferSelect;
let keyN = 0;

const db = async () => (await app.tenants.get('demo')).db;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(app, 'POST', 'demo', path, { token, body, headers });
const get = (path: string, query?: Record<string, string>) => call(app, 'GET', 'demo', path, { token, query });
const initiate = (body: Record<string, unknown>) =>
  post('sales/initiate', { register_id: 1, customer_credit_amount: 0, ...body }, { 'idempotency-key': `pf-${++keyN}` });
const receipt = async (id: number) => (await get('sales/get-receipt', { receipt_id: String(id) })).body.data.receipt;

/** Stops the app as kill -9 would leave the terminal: nothing more is heard from it; then opens it again on the same data. */
async function restart(delayMs: number) {
  const sim = terminalSimulator(app.services);
  sim.halt();
  await sim.idle();
  await app.close();
  app = await createTestApp({ database: database.kind === 'pglite' ? { kind: 'pglite', dataDir: dir } : database });
  terminalSimulator(app.services).settings.delayMs = delayMs;
}

/** Waits until the terminal has written the transaction into its journal (it was really asked). */
async function terminalAsked(reference: string) {
  for (let i = 0; i < 200; i++) {
    if (
      (await (await db()).select().from(simulatedTerminalLog).where(eq(simulatedTerminalLog.reference, reference)))
        .length
    )
      return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the terminal was never asked');
}

const txns = async (receiptId: number) =>
  (await db())
    .select()
    .from(terminalTransactions)
    .where(eq(terminalTransactions.receiptId, receiptId))
    .orderBy(terminalTransactions.id);
const confirmedPayments = async (receiptId: number) =>
  (await db())
    .select({ p: payments })
    .from(receiptPayments)
    .innerJoin(payments, eq(payments.id, receiptPayments.paymentId))
    .where(
      and(
        eq(receiptPayments.receiptId, receiptId),
        eq(payments.transactionStatus, 'confirmed'),
        isNull(payments.deletedAt),
      ),
    );
const lastSerial = async () =>
  (await (await db()).select().from(registers).where(eq(registers.id, 1)))[0].lastReceiptSerial;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = url
    ? { kind: 'postgres', url, databasePrefix: prefix }
    : { kind: 'pglite', dataDir: dir, templates: await pgliteTemplates() };
  app = await createTestApp({ database });
  token = (await login(app, 'demo', DEMO_USERS.kassor, 'restart-machine')).token;
  [milk] = await (await db()).select().from(products).where(eq(products.name, 'Mjölk 1,5 l'));
  await (await db())
    .update(registers)
    .set({ openedAt: new Date('2026-07-15T07:00:00Z') })
    .where(eq(registers.id, 1));
}, 120_000);
afterAll(async () => {
  await app?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('a server restart while the card terminal works', () => {
  it('restarted before the terminal ended: reconciled as cancelled, Försök igen charges once', async () => {
    terminalSimulator(app.services).settings.delayMs = 60_000; // the terminal ends minutes later, long after the restart
    const r = (await initiate({ payment_method_id: CARD, amount: 2390, items: [{ product_id: milk.id, price: 2390 }] }))
      .body.data.receipt;
    const [first] = await txns(r.id);
    expect(first).toMatchObject({ state: 'requested', kind: 'sale', amount: 2390, attempt: 1 });
    await terminalAsked(first.reference);
    const serial = await lastSerial();
    await restart(0);

    // The console resumes: the terminal still works on it, so nothing is decided yet.
    expect((await post('sales/check-payment', { receipt_id: r.id })).body.data.receipt.receipt_status).toBe(
      'awaiting_payment',
    );
    // Försök igen asks the terminal first: it ends the old transaction (cancelled), then starts a new one.
    const retried = await post('sales/retry-payment', { receipt_id: r.id });
    expect(retried.status).toBe(200);
    await terminalSimulator(app.services).idle();
    expect((await txns(r.id)).map((t) => [t.attempt, t.state])).toEqual([
      [1, 'cancelled'],
      [2, 'approved'],
    ]);
    const paid = await receipt(r.id);
    expect(paid).toMatchObject({ receipt_status: 'awaiting_signature', receipt_serial: serial + 1 });
    expect(await confirmedPayments(r.id)).toHaveLength(1);
    expect(await lastSerial()).toBe(serial + 1);
  }, 120_000);

  it('the terminal approved while the server was down: the approval is found, never charged again', async () => {
    terminalSimulator(app.services).settings.delayMs = 40;
    const r = (await initiate({ payment_method_id: CARD, amount: 2490, items: [{ product_id: milk.id, price: 2490 }] }))
      .body.data.receipt;
    const [first] = await txns(r.id);
    await terminalAsked(first.reference);
    const serial = await lastSerial();
    await restart(0);
    // The terminal's own time has passed: it approved the card on its own.
    await new Promise((res) => setTimeout(res, 300));
    expect((await receipt(r.id)).terminal_transaction).toMatchObject({ state: 'requested', attempt: 1 });

    const checked = await post('sales/check-payment', { receipt_id: r.id });
    expect(checked.body.data.receipt).toMatchObject({
      receipt_status: 'awaiting_signature',
      receipt_serial: serial + 1,
    });
    expect(checked.body.data.receipt.terminal_transaction).toMatchObject({ state: 'approved', message: 'Godkänd' });
    // 'Försök igen' from a console that did not see it: refused, no second transaction.
    expect((await post('sales/retry-payment', { receipt_id: r.id })).body.error_code).toBe(
      'receipt_not_awaiting_payment',
    );
    expect((await post('sales/cancel-receipt-payment', { receipt_id: r.id })).body.error_code).toBe(
      'receipt_not_awaiting_payment',
    );
    expect((await txns(r.id)).map((t) => t.state)).toEqual(['approved']);
    expect(await confirmedPayments(r.id)).toHaveLength(1);
    expect(await lastSerial()).toBe(serial + 1);
  }, 120_000);

  it('Försök igen while the first transaction still runs: the running one is asked and stopped, one approval', async () => {
    const sim = terminalSimulator(app.services);
    sim.settings.delayMs = 200;
    const r = (await initiate({ payment_method_id: CARD, amount: 2590, items: [{ product_id: milk.id, price: 2590 }] }))
      .body.data.receipt;
    await terminalAsked((await txns(r.id))[0].reference);
    sim.settings.delayMs = 0;
    expect((await post('sales/retry-payment', { receipt_id: r.id })).status).toBe(200);
    await sim.idle();
    expect((await txns(r.id)).map((t) => t.state)).toEqual(['cancelled', 'approved']);
    expect(await confirmedPayments(r.id)).toHaveLength(1);
  }, 60_000);
});

describe('a cart line is sold once', () => {
  it('refuses the same line under another key while its sale stands; a void sale frees it', async () => {
    terminalSimulator(app.services).settings.delayMs = 0;
    const line = { product_id: milk.id, line_id: 'cline-1' };
    const first = await initiate({ payment_method_id: CASH, amount: 2400, items: [line] });
    expect(first.status).toBe(200);
    const again = await initiate({ payment_method_id: CARD, amount: 2390, items: [line] });
    expect([again.status, again.body.error_code, again.body.error_message]).toEqual([
      422,
      'line_already_sold',
      `Raden är redan såld på kvitto ${first.body.data.receipt.receipt_serial}.`,
    ]);
    const twice = await initiate({ payment_method_id: CASH, amount: 4800, items: [line, line] });
    expect([twice.status, twice.body.error_code]).toEqual([422, 'duplicate_line']);

    // A card sale cancelled at the terminal leaves its line free for the next try.
    terminalSimulator(app.services).nextOutcome('timeout');
    const card = await initiate({
      payment_method_id: CARD,
      amount: 2390,
      items: [{ product_id: milk.id, line_id: 'cline-2' }],
    });
    const pending = await initiate({
      payment_method_id: CASH,
      amount: 2400,
      items: [{ product_id: milk.id, line_id: 'cline-2' }],
    });
    expect([pending.status, pending.body.error_code, pending.body.error_message]).toEqual([
      422,
      'line_already_sold',
      'Raden betalas redan på ett annat kvitto.',
    ]);
    await post('sales/cancel-receipt-payment', { receipt_id: card.body.data.receipt.id });
    expect(
      (await initiate({ payment_method_id: CASH, amount: 2400, items: [{ product_id: milk.id, line_id: 'cline-2' }] }))
        .status,
    ).toBe(200);
  }, 60_000);
});

describe('GET sales/unfinished', () => {
  it("names the workstation's receipt that is not complete, or the one of a client key", async () => {
    const res = await post(
      'sales/initiate',
      {
        register_id: 1,
        customer_credit_amount: 0,
        payment_method_id: CASH,
        amount: 2400,
        items: [{ product_id: milk.id }],
      },
      { 'idempotency-key': 'unfinished-key' },
    );
    const r = res.body.data.receipt;
    expect((await get('sales/unfinished')).body.data.receipt).toMatchObject({
      id: r.id,
      receipt_status: 'awaiting_signature',
    });
    expect((await get('sales/unfinished', { client_key: 'unfinished-key' })).body.data.receipt.id).toBe(r.id);
    expect((await get('sales/unfinished', { client_key: 'never-sent' })).body.data.receipt).toBeNull();
    const other = (await login(app, 'demo', DEMO_USERS.kassor, 'another-machine')).token;
    expect((await call(app, 'GET', 'demo', 'sales/unfinished', { token: other })).body.data.receipt).toBeNull();
  }, 60_000);
});
