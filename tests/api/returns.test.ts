// Returns at the till ('Kvitto på återköp'; SKVFS 2014:9: a return is its own receipt, from the one
import { controlCode } from '../helpers/controlCode';
// serial series, counted in the X/Z reports and the register's grand total of returns).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { apiSuite } from '../helpers/suite';
import { call } from '../helpers/api';
import { recordEvents } from '../helpers/bookingFixtures';
import { databaseDigest } from '../helpers/digest';
import { paymentMethods, productGroups, products, registerEvents, registers } from '../../server/db/schema';
import { terminalSimulator, type TerminalSimulator } from '../../server/sales/terminalSimulator';
import { RETURN_TEXTS } from '../../server/sales/returns';

// A kassör: returns at the till need only the till permission.
const s = apiSuite('kassor');
let sim: TerminalSimulator;
let rec: ReturnType<typeof recordEvents>;
let milk: typeof products.$inferSelect; // 23,90 kr, food 6 %
let tent: typeof products.$inferSelect; // a 25 % product
let keyN = 0;

const CASH = 1;
const CARD = 2;
const UNIT = 'SIM-CU-0001';

const initiate = (body: Record<string, unknown>) =>
  call(s.app, 'POST', 'demo', 'sales/initiate', {
    token: s.token,
    body: { register_id: 1, customer_credit_amount: 0, ...body },
    headers: { 'idempotency-key': `ret-${++keyN}` },
  });
const receipt = async (id: number) => (await s.get('sales/get-receipt', { receipt_id: String(id) })).body.data.receipt;
const sign = (r: { id: number; receipt_serial: number }) =>
  s.post('sales/sign-receipt', {
    receipt_id: r.id,
    control_data: { code: controlCode(`CODE-${r.receipt_serial}`), manufacturing_number: UNIT },
  });
const register = async () => (await s.db.select().from(registers).where(eq(registers.id, 1)))[0];
/** Sign and archive a registered receipt; returns the delivery response. */
const finish = async (r: { id: number; receipt_serial: number }) => {
  expect((await sign(r)).status).toBe(200);
  return s.post('sales/deliver-receipt', { receipt_id: r.id, receipt_form: 'archive' });
};

beforeAll(async () => {
  sim = terminalSimulator(s.app.services);
  sim.settings.delayMs = 0;
  rec = recordEvents(s.app);
  [milk] = await s.db.select().from(products).where(eq(products.name, 'Mjölk 1,5 l'));
  [tent] = await s.db
    .select({ p: products })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .where(and(eq(productGroups.vatCode, 'standard'), isNull(products.deletedAt), eq(products.isAccommodation, false)))
    .limit(1)
    .then((r) => r.map((x) => x.p));
  const opened = await s.post('register/open', { id: 1, payload: { float_amount: 50_000 } });
  expect(opened.status).toBe(200);
});

describe('a cash return', () => {
  it('is its own receipt of type return, from the same serial series, paid back rounded to whole kronor', async () => {
    const before = await register();
    const sale = (
      await initiate({ payment_method_id: CASH, amount: 4800, items: [{ product_id: milk.id, quantity: 2000 }] })
    ).body.data.receipt;
    expect(sale.receipt_serial).toBe(before.lastReceiptSerial + 1);
    await finish(sale);

    // One milk back at 12,49 (a hand price): the refund in cash is 12 kr (1-49 öre down, mirrored).
    const res = await initiate({
      payment_method_id: CASH,
      amount: -1200,
      items: [{ product_id: milk.id, quantity: -1000, price: 1249 }],
    });
    expect(res.status).toBe(200);
    const r = res.body.data.receipt;
    expect(r).toMatchObject({
      receipt_type: 'return',
      receipt_status: 'awaiting_signature',
      total: -1200,
      rounding: 49,
      should_open_drawer: true,
    });
    expect(r.receipt_serial).toBe(sale.receipt_serial + 1);
    expect(r.sales_items.map((i: any) => [i.quantity, i.price, i.sale, i.vat_rate])).toEqual([
      [-1000, 1249, -1249, 600],
    ]);
    expect(r.receipt_payments).toMatchObject([{ paid_amount: -1200, payment_method: { name: 'Kontant' } }]);
    expect(r.vat_summary).toEqual([{ rate: 600, gross: -1249, vat: -71, net: -1178 }]);
    expect(r.control_object).toMatchObject({
      receipt_type: 'normal',
      return_total: '12,00',
      sales_total: '0,00',
      vat: ['6,00;0,71'],
    });

    // 12,50 is paid back as 13 kr; the client must send exactly that.
    const wrong = await initiate({
      payment_method_id: CASH,
      amount: -1200,
      items: [{ product_id: milk.id, quantity: -1000, price: 1250 }],
    });
    expect([wrong.status, wrong.body.error_code, wrong.body.error_message]).toEqual([
      422,
      'amount_mismatch',
      'Beloppet stämmer inte med summan att återbetala (−13,00\u00a0kr).',
    ]);

    const drawers = (await s.db.select().from(registerEvents).where(eq(registerEvents.kind, 'drawer_opening'))).length;
    expect((await sign(r)).status).toBe(200);
    // Printed: 'KVITTO PÅ ÅTERKÖP' with the negative amounts and VAT; the drawer opens for the cash.
    const done = await s.post('sales/deliver-receipt', { receipt_id: r.id, receipt_form: 'print' });
    expect(done.status).toBe(200);
    const text = JSON.stringify((done.body.print as { content: unknown }).content);
    // The price set by hand (12,49 kr of 23,90 kr) shows as the original and its discount; -12,49 is the VAT table's gross.
    for (const needed of [
      'open-cash-drawer',
      'KVITTO PÅ ÅTERKÖP',
      'ATT ÅTERBETALA',
      '-12,00 kr',
      '-23,90 kr',
      'Rabatt, nytt pris 12,49 kr/st',
      '11,41 kr',
      '-12,49',
      '-1 st',
      '0,49 kr',
      '-0,71 kr',
      'Kontant',
    ]) {
      expect(text).toContain(needed);
    }
    expect((await s.db.select().from(registerEvents).where(eq(registerEvents.kind, 'drawer_opening'))).length).toBe(
      drawers + 1,
    );
    // The receipts list shows the negative amount and the type.
    const list = (await s.get('receipts')).body.data.receipts;
    expect(list.find((x: any) => x.id === r.id)).toMatchObject({
      total: -1200,
      receipt_type: 'return',
      receipt_serial: r.receipt_serial,
    });
  });

  it('refuses a cart that mixes sold and returned lines, whatever its total: a return is its own receipt', async () => {
    const before = await databaseDigest(s.db);
    const negative = await initiate({
      payment_method_id: CARD,
      amount: 2390 - tent.price,
      items: [{ product_id: milk.id }, { product_id: tent.id, quantity: -1000 }],
    });
    expect([negative.status, negative.body.error_code, negative.body.data.errors.items]).toEqual([
      422,
      'mixed_return',
      [RETURN_TEXTS.mixed],
    ]);
    const positive = await initiate({
      payment_method_id: CARD,
      amount: tent.price - 2390,
      items: [{ product_id: milk.id, quantity: -1000 }, { product_id: tent.id }],
    });
    expect([positive.status, positive.body.error_code]).toEqual([422, 'mixed_return']);
    expect(await databaseDigest(s.db)).toEqual(before);
    // The tent taken back on a receipt of its own, paid back on the card.
    const res = await initiate({
      payment_method_id: CARD,
      amount: -tent.price,
      items: [{ product_id: tent.id, quantity: -1000 }],
    });
    expect(res.status).toBe(200);
    await sim.idle();
    const r = await receipt(res.body.data.receipt.id);
    expect(r).toMatchObject({
      receipt_type: 'return',
      receipt_status: 'awaiting_signature',
      total: -tent.price,
      rounding: 0,
    });
    expect(r.vat_summary.map((v: any) => v.rate)).toEqual([2500]);
    expect((await finish(r)).status).toBe(200);
  });
});

describe('a card return on the simulated terminal', () => {
  const messages = () => rec.named('TerminalUpdated').map((e) => e.message);

  it('declined (13 öre of the absolute amount): no serial; cancelled, nothing is registered', async () => {
    rec.clear();
    const serial = (await register()).lastReceiptSerial;
    const r = (
      await initiate({
        payment_method_id: CARD,
        amount: -2313,
        items: [{ product_id: milk.id, quantity: -1000, price: 2313 }],
      })
    ).body.data.receipt;
    expect(r).toMatchObject({
      receipt_type: 'return',
      receipt_status: 'awaiting_payment',
      receipt_serial: null,
      terminal_timeout: 60,
    });
    await sim.idle();
    expect(messages()).toEqual(['Återköp 23,13 SEK', 'Sätt in eller blippa kort', 'Behandlar...', 'Nekad']);
    expect(rec.named('TerminalUpdated').at(-1).error.print).toContain('ÅTERKÖP NEKAD');
    expect(await receipt(r.id)).toMatchObject({ receipt_status: 'awaiting_payment', receipt_serial: null });
    expect((await s.post('sales/cancel-receipt-payment', { receipt_id: r.id })).body.data.receipt.receipt_status).toBe(
      'error',
    );
    expect((await register()).lastReceiptSerial).toBe(serial);
  });

  it('approved: registered with the next serial and a negative card payment', async () => {
    rec.clear();
    const serial = (await register()).lastReceiptSerial;
    const r = (
      await initiate({ payment_method_id: CARD, amount: -2390, items: [{ product_id: milk.id, quantity: -1000 }] })
    ).body.data.receipt;
    await sim.idle();
    expect(messages()).toEqual(['Återköp 23,90 SEK', 'Sätt in eller blippa kort', 'Behandlar...', 'Godkänd']);
    const paid = await receipt(r.id);
    expect(paid).toMatchObject({
      receipt_type: 'return',
      receipt_status: 'awaiting_signature',
      receipt_serial: serial + 1,
      total: -2390,
    });
    expect(paid.receipt_payments[0]).toMatchObject({
      paid_amount: -2390,
      transaction_status: 'confirmed',
      card_brand: 'VISA',
    });
    expect((await finish(paid)).body.data.receipt.receipt_status).toBe('complete');
  });
});

describe('refusals, each changing nothing', () => {
  it('0 quantity, a saved charge with a negative quantity, credit on a return, a method that cannot pay back, a closed register', async () => {
    const order = await s.post('parked-orders/create', {
      name: 'Retur',
      items: [{ product_id: milk.id, quantity: -1000, price: 2390 }],
    });
    expect(order.status).toBe(200);
    const orderId = order.body.data.parked_order?.id ?? order.body.data.id;
    await sim.idle();
    const before = await databaseDigest(s.db);

    const zero = await initiate({ payment_method_id: CASH, amount: 0, items: [{ product_id: milk.id, quantity: 0 }] });
    expect([zero.status, zero.body.data.errors['items.0.quantity']]).toEqual([422, ['Antalet kan inte vara 0']]);

    const saved = await initiate({ payment_method_id: CASH, amount: -2400, parked_order_id: orderId });
    expect([saved.status, saved.body.error_code, saved.body.data.errors.charge_ids]).toEqual([
      422,
      'negative_saved_charge',
      [RETURN_TEXTS.savedNegative],
    ]);

    const credit = await initiate({
      payment_method_id: CASH,
      amount: -2300,
      customer_credit_amount: 100,
      items: [{ product_id: milk.id, quantity: -1000 }],
    });
    expect([credit.status, credit.body.error_code, credit.body.error_message]).toEqual([
      422,
      'credit_on_return',
      RETURN_TEXTS.creditOnReturn,
    ]);

    const [swish] = await s.db.select().from(paymentMethods).where(eq(paymentMethods.gateway, 'swish')).limit(1);
    if (swish) {
      const viaSwish = await initiate({
        payment_method_id: swish.id,
        amount: -2390,
        items: [{ product_id: milk.id, quantity: -1000 }],
      });
      expect([viaSwish.status, viaSwish.body.error_code]).toEqual([422, 'refund_method']);
    }

    const { openedAt } = await register();
    await s.db.update(registers).set({ openedAt: null }).where(eq(registers.id, 1));
    const closed = await initiate({
      payment_method_id: CASH,
      amount: -2400,
      items: [{ product_id: milk.id, quantity: -1000 }],
    });
    await s.db.update(registers).set({ openedAt }).where(eq(registers.id, 1));
    expect([closed.status, closed.body.error_code, closed.body.error_message]).toEqual([
      422,
      'register_closed',
      'Kassan är stängd. Öppna kassan innan du tar betalt.',
    ]);
    expect(await databaseDigest(s.db)).toEqual(before);
  });
});

describe('the X and Z reports', () => {
  it('count the returns (number, amount, VAT) and the register keeps the grand total of returns', async () => {
    // The returns of this file: cash 12,00, the tent on the card, the card 23,90 (the declined one never got a serial).
    const returned = 1200 + tent.price + 2390;
    const x = await s.get('register/report', { registerId: '1' });
    expect(x.status).toBe(200);
    const totals = x.body.data.report.totals;
    expect(totals.returns).toMatchObject({ count: 3, amount: returned });
    expect(totals.returns.vat.map((v: any) => v.rate)).toEqual([2500, 600]);
    expect(totals.unfinished.count).toBeGreaterThanOrEqual(1);
    expect(totals.payments.find((p: any) => p.methodId === CASH).amount).toBe(4800 - 1200);
    // The Z alone writes the register's grand totals (reportData.ts); the X adds the day to them.
    const reg = (await s.get('register')).body.data.register;
    expect(totals.grandTotals.returns).toBe(reg.grand_total_returns + returned);

    const close = await s.post('register/close', { id: 1, counted_cash: 50_000 + 3600 });
    expect(close.status).toBe(200);
    const z = close.body.data.report;
    expect(z.type).toBe('z');
    expect(z.totals.returns).toEqual(totals.returns);
    expect(z.totals.grandTotals.returns).toBe(reg.grand_total_returns + returned);
    expect(z.totals.cash).toMatchObject({ expected: 53_600, counted: 53_600, difference: 0 });
    expect(close.body.data.register.grand_total_returns).toBe(reg.grand_total_returns + returned);
    expect((await register()).grandTotalReturns).toBe(reg.grand_total_returns + returned);
  });
});
