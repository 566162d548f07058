import { beforeAll, describe, expect, it } from 'vitest';
import { controlCode } from '../helpers/controlCode';
import { and, eq, isNull } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { call } from '../helpers/api';
import { TEST_TODAY as TODAY } from '../helpers/testApp';
import { databaseDigest } from '../helpers/digest';
import {
  accommodationCharges,
  charges,
  customerCreditEntries,
  emails,
  parkedOrders,
  productGroups,
  products,
  receipts,
  registerEvents,
  registers,
  workstations,
} from '../../server/db/schema';
import { terminalSimulator, type TerminalSimulator } from '../../server/sales/terminalSimulator';
import { INPUT_TEXTS } from '../../src/domain/input';

const s = bookingSuite();
let sim: TerminalSimulator;
let milk: typeof products.$inferSelect; // 23,90 kr, food 6 %
let tent: typeof products.$inferSelect; // a 25 % product
let keyN = 0;

const CASH = 1;
const CARD = 2;
const UNIT = 'SIM-CU-0001';

/** POST sales/initiate with an idempotency key header, as the till sends it. */
const initiate = (body: Record<string, unknown>, opts: { key?: string; token?: string } = {}) =>
  call(s.app, 'POST', 'demo', 'sales/initiate', {
    token: opts.token ?? s.token,
    body: { register_id: 1, customer_credit_amount: 0, ...body },
    headers: { 'idempotency-key': opts.key ?? `k-${++keyN}` },
  });
const receipt = async (id: number) => (await s.get('sales/get-receipt', { receipt_id: String(id) })).body.data.receipt;
const sign = (r: { id: number; receipt_serial: number }, code = controlCode(`CODE-${r.receipt_serial}`)) =>
  s.post('sales/sign-receipt', { receipt_id: r.id, control_data: { code, manufacturing_number: UNIT } });
const setOpen = async (open: boolean) =>
  s.db
    .update(registers)
    .set({ openedAt: open ? new Date('2026-07-15T07:00:00Z') : null })
    .where(eq(registers.id, 1));

beforeAll(async () => {
  sim = terminalSimulator(s.app.services);
  sim.settings.delayMs = 0;
  [milk] = await s.db.select().from(products).where(eq(products.name, 'Mjölk 1,5 l'));
  [tent] = await s.db
    .select({ p: products })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .where(and(eq(productGroups.vatCode, 'standard'), isNull(products.deletedAt), eq(products.isAccommodation, false)))
    .limit(1)
    .then((r) => r.map((x) => x.p));
  await setOpen(true);
});

describe('a cash free sale', () => {
  it('goes initiate → sign → deliver (archive) → complete, rounded to whole kronor', async () => {
    // 3 × 23,90 + the 25 % product; cash pays the sum rounded to kronor.
    const items = [{ product_id: milk.id, quantity: 3000 }, { product_id: tent.id }];
    const sum = 3 * 2390 + tent.price;
    const payable = Math.round(sum / 100) * 100;
    const res = await initiate({ payment_method_id: CASH, amount: payable, items });
    expect(res.status).toBe(200);
    const r = res.body.data.receipt;
    expect(r).toMatchObject({
      receipt_status: 'awaiting_signature',
      total: payable,
      rounding: payable - sum,
      should_open_drawer: true,
      register_id: 1,
    });
    expect(r.receipt_serial).toBeGreaterThan(0);
    expect(r.sales_items.map((i: any) => [i.product.name, i.quantity, i.sale, i.vat_rate])).toEqual([
      ['Mjölk 1,5 l', 3000, 7170, 600],
      [tent.name, 1000, tent.price, 2500],
    ]);
    expect(r.receipt_payments).toMatchObject([{ paid_amount: payable, payment_method: { name: 'Kontant' } }]);
    // The data the control unit signs: serial, register id, org number, totals, VAT pairs with a decimal comma.
    expect(r.control_object).toMatchObject({
      serial: r.receipt_serial,
      register_id: 'Kassa 1',
      receipt_type: 'normal',
      return_total: '0,00',
      sales_total: `${payable / 100},00`,
      vat: ['25,00;' + (r.vat_summary[0].vat / 100).toFixed(2).replace('.', ','), expect.stringMatching(/^6,00;/)],
    });
    expect(r.control_object.date_time).toMatch(/^\d{12}$/);

    // Not delivered before the code arrives.
    expect((await s.post('sales/deliver-receipt', { receipt_id: r.id, receipt_form: 'archive' })).body.error_code).toBe(
      'receipt_not_awaiting_delivery',
    );
    const signed = await sign(r);
    expect(signed.status).toBe(200);
    expect(signed.body.data.receipt).toMatchObject({
      receipt_status: 'awaiting_delivery',
      control_code: controlCode(`CODE-${r.receipt_serial}`),
    });
    const done = await s.post('sales/deliver-receipt', { receipt_id: r.id, receipt_form: 'archive' });
    expect(done.status).toBe(200);
    expect(done.body.data.receipt).toMatchObject({ receipt_status: 'complete', delivered_as: 'archive' });
    expect(done.body.data.receipt.completed_at).toBeTruthy();
    // Archived, so nothing printed, but a cash sale opens the drawer (counted for the X/Z report).
    expect(done.body.print).toMatchObject({ port: 'SIM', content: [{ type: 'open-cash-drawer' }] });
    const openings = await s.db.select().from(registerEvents).where(eq(registerEvents.kind, 'drawer_opening'));
    expect(openings.length).toBeGreaterThan(0);
  });

  it('refuses a product price times a huge quantity beyond a receipt line, and changes nothing (issue 10)', async () => {
    await sim.idle();
    const before = await databaseDigest(s.db);
    // 1 000 000 × 23,90 kr: the product's own price, so only the server can see the line's size.
    const one = await initiate({ payment_method_id: CARD, amount: 0, items: [{ product_id: milk.id, quantity: 1e9 }] });
    expect([one.status, one.body.error_code, one.body.data.errors.items]).toEqual([
      422,
      'amount_too_large',
      [INPUT_TEXTS.lineTooBig],
    ]);
    // Two such lines that cancel out still do not fit the receipt's line columns.
    const pair = await initiate({
      payment_method_id: CARD,
      amount: 0,
      items: [
        { product_id: milk.id, quantity: 1e9 },
        { product_id: milk.id, quantity: -1e9 },
      ],
    });
    expect([pair.status, pair.body.error_code]).toEqual([422, 'amount_too_large']);
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('refuses an amount that is not the payable total, and changes nothing', async () => {
    await sim.idle();
    const before = await databaseDigest(s.db);
    const items = [{ product_id: milk.id }];
    // Cash must be 24,00 (23,90 rounded); a card must be exactly 23,90.
    for (const [method, amount] of [
      [CASH, 2390],
      [CARD, 2400],
      [CASH, 2300],
    ] as const) {
      const res = await initiate({ payment_method_id: method, amount, items });
      expect([res.status, res.body.error_code]).toEqual([422, 'amount_mismatch']);
      expect(res.body.data.errors.amount[0]).toMatch(/^Beloppet stämmer inte med summan att betala/);
    }
    expect((await initiate({ payment_method_id: CASH, amount: 0, items: [] })).body.error_code).toBe('nothing_to_pay');
    expect((await initiate({ payment_method_id: 5, amount: 2390, items })).body.error_code).toBe(
      'payment_method_not_for_till',
    );
    expect((await initiate({ payment_method_id: CASH, amount: 2400, items, register_id: 99 })).body.error_code).toBe(
      'wrong_register',
    );
    expect(
      (await initiate({ payment_method_id: CASH, amount: 2400, items: [{ product_id: milk.id, price: -5 }] })).status,
    ).toBe(422);
    // Kronor or percent off a price already lowered by hand: a reduction the receipt and the Z would not show.
    const hidden = await initiate({
      payment_method_id: CARD,
      amount: 0,
      items: [{ product_id: milk.id, price: 100, discount_type: 'percent', discount_value: 10_000 }],
    });
    expect([hidden.status, hidden.body.data.errors['items.0.price']]).toEqual([
      422,
      ['Rabatt i kronor eller procent ges på ordinarie pris'],
    ]);
    await setOpen(false);
    const closed = await initiate({ payment_method_id: CASH, amount: 2400, items });
    await setOpen(true);
    expect([closed.status, closed.body.error_code, closed.body.error_message]).toEqual([
      422,
      'register_closed',
      'Kassan är stängd. Öppna kassan innan du tar betalt.',
    ]);
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('is idempotent on the client key: a double submit makes one receipt', async () => {
    const body = { payment_method_id: CASH, amount: 2400, items: [{ product_id: milk.id }] };
    const [a, b] = await Promise.all([initiate(body, { key: 'double-1' }), initiate(body, { key: 'double-1' })]);
    const c = await call(s.app, 'POST', 'demo', 'sales/initiate', {
      token: s.token,
      body: { ...body, register_id: 1, client_key: 'double-1' },
    });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.data.receipt.id, b.body.data.receipt.id, c.body.data.receipt.id]).size).toBe(1);
    expect(await s.db.select().from(receipts).where(eq(receipts.clientKey, 'double-1'))).toHaveLength(1);
  });

  it('binds the client key to its items and workstation: another cart or another till is 422 and sells nothing', async () => {
    const body = { payment_method_id: CASH, amount: 2400, items: [{ product_id: milk.id }] };
    expect((await initiate(body, { key: 'bound-1' })).status).toBe(200);
    const before = await databaseDigest(s.db);
    const otherItems = await initiate(
      { ...body, amount: 4800, items: [{ product_id: milk.id, quantity: 2000 }] },
      { key: 'bound-1' },
    );
    expect([otherItems.status, otherItems.body.error_code, otherItems.body.error_message]).toEqual([
      422,
      'invalid_idempotency_key',
      'Nyckeln (Idempotency-Key) har redan använts för en annan förfrågan.',
    ]);
    const viaBody = await call(s.app, 'POST', 'demo', 'sales/initiate', {
      token: s.token,
      body: {
        ...body,
        register_id: 1,
        customer_credit_amount: 0,
        amount: 7200,
        items: [{ product_id: milk.id, quantity: 3000 }],
        client_key: 'bound-1',
      },
    });
    expect([viaBody.status, viaBody.body.error_code]).toEqual([422, 'invalid_idempotency_key']);
    const otherTill = await initiate(body, { key: 'bound-1', token: s.kassa });
    expect([otherTill.status, otherTill.body.error_message]).toEqual([
      422,
      'Nyckeln (Idempotency-Key) har redan använts från en annan arbetsstation.',
    ]);
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('keeps the serial series unbroken under 10 parallel sales (and a declined card in between)', async () => {
    const [reg] = await s.db.select().from(registers).where(eq(registers.id, 1));
    const cash = Array.from({ length: 10 }, () =>
      initiate({ payment_method_id: CASH, amount: 2400, items: [{ product_id: milk.id }] }),
    );
    const declined = initiate({ payment_method_id: CARD, amount: 2313, items: [{ product_id: milk.id, price: 2313 }] });
    const results = await Promise.all([...cash, declined]);
    await sim.idle();
    expect(results.map((r) => r.status)).toEqual(Array(11).fill(200));
    const serials = results
      .slice(0, 10)
      .map((r) => r.body.data.receipt.receipt_serial)
      .sort((x, y) => x - y);
    expect(serials).toEqual(Array.from({ length: 10 }, (_, i) => reg.lastReceiptSerial + 1 + i));
    expect((await receipt(results[10].body.data.receipt.id)).receipt_serial).toBeNull();
    const all = (await s.db.select({ serial: receipts.receiptSerial }).from(receipts).where(eq(receipts.registerId, 1)))
      .map((r) => r.serial)
      .filter((x): x is number => x != null)
      .sort((x, y) => x - y);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });

  it('signs only with a code from the control unit; the same signing twice is ignored', async () => {
    const r = (await initiate({ payment_method_id: CASH, amount: 2400, items: [{ product_id: milk.id }] })).body.data
      .receipt;
    for (const control_data of [{ code: '', manufacturing_number: UNIT }, { manufacturing_number: UNIT }, null]) {
      const res = await s.post('sales/sign-receipt', { receipt_id: r.id, control_data });
      expect([res.status, res.body.error_code, res.body.error_message]).toEqual([
        422,
        'receipt_not_completed',
        'Kvittot kunde inte färdigställas',
      ]);
    }
    const wrongUnit = await s.post('sales/sign-receipt', {
      receipt_id: r.id,
      control_data: { code: controlCode('X'), manufacturing_number: 'OTHER' },
    });
    expect(wrongUnit.body.error_code).toBe('control_unit_mismatch');
    expect((await receipt(r.id)).receipt_status).toBe('awaiting_signature');
    const [before] = await s.db.select().from(registers).where(eq(registers.id, 1));
    expect((await sign(r, controlCode('ABC123'))).status).toBe(200);
    expect((await sign(r, controlCode('ABC123'))).status).toBe(200);
    expect((await sign(r, controlCode('OTHER'))).body.error_code).toBe('receipt_already_signed');
    const [after] = await s.db.select().from(registers).where(eq(registers.id, 1));
    // Grand totals belong to the X/Z report (tests/api/tillCredit.test.ts); signing leaves the register's columns alone.
    expect(after.grandTotalSales).toBe(before.grandTotalSales);
    expect((await s.post('sales/cancel-receipt-payment', { receipt_id: r.id })).body.error_code).toBe(
      'receipt_not_awaiting_payment',
    );
  });
});

describe("the control code has the control unit's form (src/domain/controlData.ts)", () => {
  it('refuses what cannot be a code with a Swedish 422 and changes nothing', async () => {
    const r = (await initiate({ payment_method_id: CASH, amount: 2400, items: [{ product_id: milk.id }] })).body.data
      .receipt;
    const good = controlCode('form');
    const digest = await databaseDigest(s.db);
    for (const code of [
      'NOT-A-REAL-CODE',
      good.toLowerCase(),
      good.slice(0, -5),
      `${good}-AAAA`,
      good.replace(/^./, '1'),
      `${good} `.repeat(2),
    ]) {
      const res = await sign(r, code);
      expect([res.status, res.body.error_code, res.body.data?.errors?.['control_data.code']?.[0]]).toEqual([
        422,
        'invalid_control_code',
        'Kontrollkoden har fel form: den ska vara åtta grupper om fyra tecken (A–Z, 2–7) med bindestreck emellan.',
      ]);
      expect(res.body.error_message).toMatch(/^Kvittot kunde inte färdigställas: Kontrollkoden har fel form/);
    }
    const badUnit = await s.post('sales/sign-receipt', {
      receipt_id: r.id,
      control_data: { code: good, manufacturing_number: 'SIM CU;1' },
    });
    expect([badUnit.status, badUnit.body.error_code, Object.keys(badUnit.body.data.errors)]).toEqual([
      422,
      'invalid_control_code',
      ['control_data.manufacturing_number'],
    ]);
    expect(await databaseDigest(s.db)).toEqual(digest);
    expect((await sign(r, good)).body.data.receipt).toMatchObject({
      receipt_status: 'awaiting_delivery',
      control_code: good,
    });
  });
});

describe('the receipt print object (SKVFS 2014:9 ch. 7)', () => {
  it('prints every required field on the default printer, and a copy says KOPIA in double size', async () => {
    const sum = 2 * 2390;
    const r = (
      await initiate({ payment_method_id: CASH, amount: 4800, items: [{ product_id: milk.id, quantity: 2000 }] })
    ).body.data.receipt;
    await sign(r, controlCode('CTRL-XYZ'));
    const res = await s.post('sales/deliver-receipt', { receipt_id: r.id, receipt_form: 'print' });
    expect(res.status).toBe(200);
    const job = res.body.print as any;
    expect(job).toMatchObject({ port: 'SIM', width: 42 });
    const text = JSON.stringify(job.content);
    const [reg] = await s.db.select().from(registers).where(eq(registers.id, 1));
    for (const needed of [
      reg.legalName,
      reg.orgNumber,
      reg.address,
      String(r.receipt_serial),
      'Kassa 1',
      '2026-07-15',
      'Mjölk 1,5 l',
      '2 st',
      '47,80 kr',
      'Öresavrundning',
      '0,20 kr',
      '48,00 kr',
      '6 %',
      'Kontant',
      UNIT,
      controlCode('CTRL-XYZ'),
    ])
      expect(text).toContain(needed);
    expect(sum).toBe(4780);
    expect(text).not.toContain('KOPIA');
    const { buildReceiptPrint, receiptPrintData } = await import('../../server/sales/receiptPrint');
    const copy = buildReceiptPrint(
      (await receiptPrintData(s.db, r.id, 'Demo Camping'))!,
      { port: 'SIM', width: 42 },
      { copy: true },
    );
    const marks = copy.content.filter((i) => i.value === 'KOPIA');
    expect(marks).toHaveLength(2);
    expect(marks.every((m) => (m.text_size ?? 0) >= 1)).toBe(true);
  });

  it('e-mails a receipt to a valid address only, and refuses printing without a printer', async () => {
    const r = (await initiate({ payment_method_id: CASH, amount: 2400, items: [{ product_id: milk.id }] })).body.data
      .receipt;
    await sign(r);
    const bad = await s.post('sales/deliver-receipt', {
      receipt_id: r.id,
      receipt_form: 'email',
      email: 'inte-en-adress',
    });
    expect([bad.status, bad.body.error_code, bad.body.error_message]).toEqual([
      422,
      'invalid_email',
      'Ogiltig e-postadress',
    ]);
    const [ws] = await s.db.select().from(workstations).where(eq(workstations.machineId, 'kassa-machine'));
    await s.db.update(workstations).set({ defaultPrinterId: null }).where(eq(workstations.id, ws.id));
    const noPrinter = await s.post('sales/deliver-receipt', { receipt_id: r.id, receipt_form: 'print' }, s.kassa);
    expect([noPrinter.body.error_code, noPrinter.body.error_message]).toEqual([
      'print_failed',
      'Kvittot kunde inte skrivas ut',
    ]);
    const ok = await s.post('sales/deliver-receipt', {
      receipt_id: r.id,
      receipt_form: 'email',
      email: 'gast@example.se',
    });
    expect(ok.body.data.receipt).toMatchObject({ receipt_status: 'complete', delivered_as: 'email' });
    const [mail] = await s.db.select().from(emails).where(eq(emails.receiptId, r.id));
    expect(mail).toMatchObject({ recipientEmail: 'gast@example.se', kind: 'receipt' });
    expect(mail.html).toContain('Elektroniskt kassakvitto');
  });
});

describe('card payments on the simulated terminal', () => {
  const card = (price: number) =>
    initiate({ payment_method_id: CARD, amount: price, items: [{ product_id: milk.id, price }] });
  const messages = () => s.rec.named('TerminalUpdated').map((e) => e.message);

  it('approves: TerminalUpdated texts, then the receipt is registered and ReceiptUpdated sent', async () => {
    s.rec.clear();
    const res = await card(2390);
    const r = res.body.data.receipt;
    expect(r).toMatchObject({
      receipt_status: 'awaiting_payment',
      receipt_serial: null,
      terminal_timeout: 60,
      control_object: null,
    });
    await sim.idle();
    expect(messages()).toEqual(['Sätt in eller blippa kort', 'Ange PIN-kod', 'Behandlar...', 'Godkänd']);
    expect(s.rec.named('TerminalUpdated')[0].workstation_id).toBeGreaterThan(0);
    expect(s.rec.named('ReceiptUpdated')).toContainEqual({ receipt_id: r.id });
    const paid = await receipt(r.id);
    expect(paid).toMatchObject({ receipt_status: 'awaiting_signature', total: 2390, rounding: 0 });
    expect(paid.receipt_serial).toBeGreaterThan(0);
    expect(paid.receipt_payments[0]).toMatchObject({
      transaction_status: 'confirmed',
      card_brand: 'VISA',
      card_last_four: '0004',
    });
    expect((await sign(paid)).body.data.receipt.receipt_status).toBe('awaiting_delivery');
  });

  it('declines (13 öre): an error event, no serial; Försök igen can then succeed', async () => {
    s.rec.clear();
    const r = (await card(2313)).body.data.receipt;
    await sim.idle();
    const last = s.rec.named('TerminalUpdated').at(-1);
    expect(last).toMatchObject({
      message: 'Nekad',
      error: { display: 'Nekad', print: expect.stringContaining('NEKAD') },
    });
    expect(await receipt(r.id)).toMatchObject({ receipt_status: 'awaiting_payment', receipt_serial: null });
    sim.nextOutcome('approve');
    expect((await s.post('sales/retry-payment', { receipt_id: r.id })).status).toBe(200);
    await sim.idle();
    expect(messages().at(-1)).toBe('Godkänd');
    expect((await receipt(r.id)).receipt_status).toBe('awaiting_signature');
    expect((await s.post('sales/retry-payment', { receipt_id: r.id })).body.error_code).toBe(
      'receipt_not_awaiting_payment',
    );
  });

  it('cancelled at the terminal (19 öre) or no answer (17 öre): the cashier cancels, nothing is registered', async () => {
    for (const [price, lastMessage] of [
      [2319, 'Avbruten'],
      [2317, 'Sätt in eller blippa kort'],
    ] as const) {
      s.rec.clear();
      const r = (await card(price)).body.data.receipt;
      await sim.idle();
      expect(messages().at(-1)).toBe(lastMessage);
      const [reg] = await s.db.select().from(registers).where(eq(registers.id, 1));
      const cancelled = await s.post('sales/cancel-receipt-payment', { receipt_id: r.id });
      expect(cancelled.body.data.receipt).toMatchObject({ receipt_status: 'error', receipt_serial: null });
      expect(s.rec.named('ReceiptUpdated')).toContainEqual({ receipt_id: r.id });
      const again = await s.post('sales/cancel-receipt-payment', { receipt_id: r.id });
      expect([again.status, again.body.error_code]).toEqual([422, 'receipt_not_awaiting_payment']);
      const [after] = await s.db.select().from(registers).where(eq(registers.id, 1));
      expect(after.lastReceiptSerial).toBe(reg.lastReceiptSerial);
    }
  });
});

describe('a booking checkout sale', () => {
  it('sells the unpaid charges and lodging, then checks the booking out on delivery', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-12',
      checkOut: TODAY,
      checkedInAt: new Date('2026-07-12T13:00:00Z'),
    });
    const [ch] = await s.db
      .insert(charges)
      .values({
        bookingId: b.id,
        productId: milk.id,
        quantity: 2000,
        price: 2390,
        originalPrice: 2390,
        discountType: 'percent',
        discountValue: 1000,
      })
      .returning();
    const [acc] = await s.db
      .insert(accommodationCharges)
      .values({ bookingId: b.id, positionId: p.id, start: '2026-07-12', end: TODAY, nights: 3, price: 75000 })
      .returning();
    // 2 × 23,90 less 10 % = 43,02; lodging 750,00; card pays 793,02 exactly.
    const body = { payment_method_id: CARD, amount: 79302, booking_id: b.id, should_check_out: true };
    expect((await initiate(body, { token: s.kassa })).status).toBe(403);
    s.rec.clear();
    const r = (await initiate(body)).body.data.receipt;
    expect(r.sales_items.map((i: any) => [i.sale, i.is_accommodation_charge, i.vat_rate])).toEqual([
      [4302, false, 600],
      [75000, true, 1200],
    ]);
    // Held by the receipt at the terminal: a second sale of the booking finds nothing left.
    expect((await initiate({ ...body, payment_method_id: CASH, amount: 0 })).body.error_code).toBe('nothing_to_pay');
    await sim.idle();
    const paid = await receipt(r.id);
    await sign(paid);
    const done = await s.post('sales/deliver-receipt', { receipt_id: r.id, receipt_form: 'archive' });
    expect(done.status).toBe(200);
    expect(done.body.data.booking).toMatchObject({ id: b.id });
    expect(done.body.data.booking.checked_out_at).toBeTruthy();
    expect(s.rec.named('BookingSaved').map((e) => e.booking_id)).toContain(b.id);
    const [chAfter] = await s.db.select().from(charges).where(eq(charges.id, ch.id));
    const [accAfter] = await s.db.select().from(accommodationCharges).where(eq(accommodationCharges.id, acc.id));
    expect([chAfter.status, chAfter.receiptId, accAfter.receiptId]).toEqual(['paid', r.id, r.id]);
    const history = (await s.get('bookings/editing-records', { booking_id: String(b.id) })).body.data.editing_records;
    expect(history[0]).toMatchObject({ action: 'checked_out' });
  });
});

describe('parked orders and customer credit', () => {
  it('a parked order paid in full is closed; credit pays part and is given back when the payment is cancelled', async () => {
    const [order] = await s.db.insert(parkedOrders).values({ name: 'Försäljningstest' }).returning();
    await s.db.insert(charges).values({ parkedOrderId: order.id, productId: milk.id, quantity: 1000, price: 2390 });
    s.rec.clear();
    const r = (await initiate({ payment_method_id: CASH, amount: 2400, parked_order_id: order.id })).body.data.receipt;
    expect(r.receipt_status).toBe('awaiting_signature');
    const [closed] = await s.db.select().from(parkedOrders).where(eq(parkedOrders.id, order.id));
    expect(closed.deletedAt).not.toBeNull();
    expect(s.rec.named('ParkedOrderRemoved')).toEqual([{ parked_order_id: order.id }]);

    const customer = await s.fx.customer();
    const p = await s.fx.position();
    const b = await s.fx.booking({
      positionId: p.id,
      customerId: customer.id,
      checkIn: '2026-07-14',
      checkOut: '2026-07-16',
    });
    await s.db.insert(charges).values({ bookingId: b.id, productId: milk.id, quantity: 3000, price: 2390 });
    await s.db
      .insert(customerCreditEntries)
      .values({ customerId: customer.id, date: '2026-07-01', amount: 5000, text: 'Tillgodo' });
    const tooMuch = await initiate({
      payment_method_id: CARD,
      amount: 0,
      customer_credit_amount: 6000,
      booking_id: b.id,
    });
    expect(tooMuch.body.error_code).toBe('credit_insufficient');
    // 71,70 − 50,00 credit = 21,70 by card; the terminal never answers and the cashier cancels.
    sim.nextOutcome('timeout');
    const sale = (
      await initiate({ payment_method_id: CARD, amount: 2170, customer_credit_amount: 5000, booking_id: b.id })
    ).body.data.receipt;
    expect(sale.receipt_payments.map((x: any) => [x.payment_method.name, x.paid_amount])).toEqual([
      ['Kort', 2170],
      ['Tillgodo', 5000],
    ]);
    const balance = async () =>
      (await s.get('customer-credit/customer', { customerId: String(customer.id) })).body.data.customer_credit
        .customerCredit;
    expect(await balance()).toBe(0);
    await sim.idle();
    await s.post('sales/cancel-receipt-payment', { receipt_id: sale.id });
    expect(await balance()).toBe(5000);
  });
});
