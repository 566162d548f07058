import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlCode } from '../helpers/controlCode';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { queryRows, type Db } from '../../server/db/client';
import { receiptPayments, receipts, registers, salesItems } from '../../server/db/schema';
import { splitVat } from '../../src/domain/money';

// A clock the tests move: the register day spans real days (did-not-close, grand totals).
let clock = new Date('2026-07-15T10:00:00+02:00');
const at = (local: string) => {
  clock = new Date(`${local}+02:00`);
};

let app: TestApp;
let db: Db;
let kassa: string;
let registerId: number;
const get = (path: string, query?: Record<string, string>, token = kassa) =>
  call(app, 'GET', 'demo', path, { token, query });
const post = (path: string, body: unknown, token = kassa) => call(app, 'POST', 'demo', path, { token, body });

beforeAll(async () => {
  // The clock jumps whole days here; the till's session must outlive them (sessions expire after 12 h idle).
  app = await createTestApp({
    clock: () => new Date(clock),
    sessions: { idleMs: 30 * 86_400_000, absoluteMs: 30 * 86_400_000, touchMs: 60_000 },
  });
  db = (await app.tenants.get('demo')).db;
  kassa = (await login(app, 'demo', DEMO_USERS.kassor, 'till-1')).token;
  registerId = (await get('register')).body.data.register.id;
});
afterAll(async () => {
  await app?.destroy();
});

interface Line {
  rate: number;
  quantity: number;
  price: number;
  sale: number;
  originalPrice?: number;
  service?: boolean;
  discount?: [string, number];
}

/** A registered, completed receipt written straight to the tables (the sale flow is tested elsewhere). */
async function receipt(
  serial: number,
  lines: Line[],
  pays: [method: number, amount: number][],
  type: 'normal' | 'return' = 'normal',
) {
  const total = lines.reduce((s, l) => s + l.sale, 0);
  const vat = splitVat(lines.map((l) => ({ grossOre: l.sale, rateBasisPoints: l.rate })));
  const [r] = await db
    .insert(receipts)
    .values({
      registerId,
      receiptSerial: serial,
      receiptType: type,
      receiptStatus: 'complete',
      total,
      vatSummary: vat,
      controlCode: `CODE${serial}`,
      createdAt: clock,
      completedAt: clock,
    })
    .returning();
  await db.insert(salesItems).values(
    lines.map((l) => ({
      receiptId: r.id,
      productName: 'Vara',
      quantity: l.quantity,
      price: l.price,
      originalPrice: l.originalPrice ?? l.price,
      vatRate: l.rate,
      sale: l.sale,
      isService: l.service ?? false,
      productGroupId: l.service ? 2 : 1,
      discountType: l.discount?.[0] ?? 'none',
      discountValue: l.discount?.[1] ?? 0,
    })),
  );
  await db
    .insert(receiptPayments)
    .values(pays.map(([m, amount]) => ({ receiptId: r.id, paymentMethodId: m, paidAmount: amount, createdAt: clock })));
  return r;
}

const CASH = 1;
const CARD = 2;

describe('the register day (money.md 4 "Register"; SKVFS 2014:9 ch. 7 §2)', () => {
  it('opens with the float, only once', async () => {
    const before = (await get('register')).body.data.register;
    expect(before).toMatchObject({ opened_at: null, is_registered: true, warnings: [] });
    const res = await post('register/open', { id: registerId, payload: { float_amount: 50_000 } });
    expect(res.status).toBe(200);
    expect(res.body.data.register.opened_at).toBe(clock.toISOString());
    const events = await queryRows<{ kind: string; amount: number | null }>(
      db,
      sql`select kind, amount from register_events where register_id = ${registerId} order by id`,
    );
    expect(events).toEqual([{ kind: 'open', amount: 50_000 }]);

    const digest = await databaseDigest(db);
    const again = await post('register/open', { id: registerId, payload: { float_amount: 100 } });
    expect([again.status, again.body.error_code]).toEqual([422, 'register_already_open']);
    const bad = await post('register/open', { id: registerId, payload: { float_amount: -5 } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors['payload.float_amount']).toEqual(['Växelkassan kan inte vara negativ']);
    // The dialog asks for whole kronor and so does the server: öre are refused, in Swedish.
    const ore = await post('register/open', { id: registerId, payload: { float_amount: 50_050 } });
    expect([ore.status, ore.body.data.errors['payload.float_amount']]).toEqual([
      422,
      ['Beloppet måste vara hela kronor'],
    ]);
    expect(await databaseDigest(db)).toEqual(digest);
  });

  it("sums the day in the X report at any time, and the Z report equals the sum of the day's receipts", async () => {
    at('2026-07-15T11:00:00');
    const r1 = await receipt(
      1,
      [
        { rate: 1200, quantity: 2000, price: 2500, sale: 5000 },
        {
          rate: 2500,
          quantity: 1000,
          price: 10_000,
          originalPrice: 12_000,
          sale: 10_000,
          service: true,
          discount: ['fixed', 2000],
        },
      ],
      [[CASH, 15_000]],
    );
    await receipt(2, [{ rate: 600, quantity: 1000, price: 7999, sale: 7999 }], [[CARD, 7999]]);
    await receipt(3, [{ rate: 1200, quantity: -1000, price: 2500, sale: -2500 }], [[CASH, -2500]], 'return');
    // Started, never registered: an unfinished sale.
    await db.insert(receipts).values({ registerId, receiptStatus: 'awaiting_payment', total: 4000, createdAt: clock });

    const drawer = await post('register/opencashdrawer', { register_id: registerId });
    expect(drawer.status).toBe(200);
    expect(drawer.body.print).toMatchObject({ port: 'SIM', content: [{ type: 'open-cash-drawer' }] });
    const copy = await post('receipts/initiate-copy', { receiptId: r1.id, registerId });
    expect(copy.status).toBe(200);
    // A copy counts once the control unit signed it; a second copy still waiting would not count at all.
    const unit =
      (await db.select().from(registers).where(eq(registers.id, registerId)))[0].controlUnitManufacturerId ??
      'SIM-CU-0001';
    expect(
      (
        await post('receipts/sign-copy', {
          receipt_id: copy.body.data.receipt.id,
          control_data: { code: controlCode('KOPIA1'), manufacturing_number: unit },
        })
      ).status,
    ).toBe(200);
    const r2copy = (
      await queryRows<{ id: number }>(
        db,
        sql`select id from receipts where receipt_serial = 2 and register_id = ${registerId}`,
      )
    )[0];
    expect((await post('receipts/initiate-copy', { receiptId: r2copy.id, registerId })).status).toBe(200);

    // An X report is computed, not stored: reading it (twice) changes nothing and it has no id or serial.
    const beforeX = await databaseDigest(db);
    const x = await get('register/report', { registerId: String(registerId) });
    expect(x.status).toBe(200);
    expect(x.body.data.report).toMatchObject({ id: null, type: 'x', serial: null, closed_at: null });
    expect((await get('register/report', { registerId: String(registerId) })).body.data.report.totals).toEqual(
      x.body.data.report.totals,
    );
    expect(await databaseDigest(db)).toEqual(beforeX);
    const netVat = [
      { rate: 2500, gross: 10_000, vat: 2000, net: 8000 },
      { rate: 1200, gross: 2500, vat: 536 - 268, net: 2500 - 268 },
      { rate: 600, gross: 7999, vat: 453, net: 7546 },
    ];
    const expected = {
      firstSerial: 1,
      lastSerial: 3,
      sales: { count: 2, amount: 22_999 },
      net: 20_499,
      float: 50_000,
      rounding: 0,
      vat: [netVat[0], { rate: 1200, gross: 5000, vat: 536, net: 4464 }, netVat[2]],
      netVat,
      goodsSold: 3000,
      servicesSold: 1000,
      receiptCount: 3,
      drawerOpenings: 1,
      copies: { count: 1, amount: 15_000 },
      returns: { count: 1, amount: 2500 },
      discounts: 2000,
      unfinished: { count: 1, amount: 4000 },
      payments: [
        { methodId: CASH, methodName: 'Kontant', count: 2, amount: 12_500 },
        { methodId: CARD, methodName: 'Kort', count: 1, amount: 7999 },
      ],
      grandTotals: { sales: 22_999, returns: 2500, net: 20_499 },
    };
    expect(x.body.data.report.totals).toMatchObject({
      ...expected,
      cash: { expected: 62_500, counted: null, difference: null },
    });
    // The VAT per rate is the sum of what the receipts printed.
    const printed = await queryRows<{ rate: number; vat: number }>(
      db,
      sql`
      select (v->>'rate')::int as rate, sum(case when r.receipt_type = 'return' then -abs((v->>'vat')::int) else (v->>'vat')::int end)::int as vat
      from receipts r, jsonb_array_elements(r.vat_summary) v where r.receipt_serial is not null group by 1 order by 1 desc`,
    );
    expect(printed).toEqual(netVat.map((v) => ({ rate: v.rate, vat: v.vat })));

    at('2026-07-15T18:00:00');
    const close = await post('register/close', { id: registerId, counted_cash: 62_000 });
    expect(close.status).toBe(200);
    expect(close.body.snackbar).toEqual({ color: 'success', text: 'Kassan har stängts' });
    expect(close.body.data.register.opened_at).toBeNull();
    expect(close.body.data.report).toMatchObject({
      type: 'z',
      serial: 1,
      closed_at: clock.toISOString(),
      counted_cash: 62_000,
      reconciliation: { counted_cash: 62_000, expected_cash: 62_500, difference: -500 },
      totals: { ...expected, cash: { expected: 62_500, counted: 62_000, difference: -500 } },
    });
    expect(close.body.data.register.reports).toEqual([expect.objectContaining({ type: 'z', serial: 1 })]);
    // The Z is the one report row of the day: the X reads before it stored nothing.
    expect(
      await queryRows(db, sql`select type, serial from register_reports where register_id = ${registerId}`),
    ).toEqual([{ type: 'z', serial: 1 }]);
  });

  it('carries the grand totals into the next day and never resets them', async () => {
    at('2026-07-16T09:00:00');
    expect((await post('register/open', { id: registerId, payload: { float_amount: 40_000 } })).status).toBe(200);
    await receipt(4, [{ rate: 2500, quantity: 1000, price: 1000, sale: 1000 }], [[CASH, 1000]]);
    at('2026-07-16T17:00:00');
    const z = (await post('register/close', { id: registerId, counted_cash: 41_000 })).body.data.report;
    expect(z).toMatchObject({ type: 'z', serial: 2 });
    expect(z.totals).toMatchObject({
      firstSerial: 4,
      lastSerial: 4,
      sales: { count: 1, amount: 1000 },
      receiptCount: 1,
      float: 40_000,
      copies: { count: 0, amount: 0 },
      returns: { count: 0, amount: 0 },
      cash: { expected: 41_000, counted: 41_000, difference: 0 },
      grandTotals: { sales: 23_999, returns: 2500, net: 21_499 },
    });
    // The Z alone writes the register's grand totals: they mirror it.
    const [reg] = await db.select().from(registers).where(eq(registers.id, registerId));
    expect([reg.grandTotalSales, reg.grandTotalReturns]).toEqual([23_999, 2500]);
    // A day without sales still closes, and its X report shows the grand totals so far.
    const x = (await get('register/report', { registerId: String(registerId) })).body.data.report;
    expect(x.totals).toMatchObject({
      receiptCount: 0,
      sales: { count: 0, amount: 0 },
      grandTotals: { sales: 23_999, returns: 2500, net: 21_499 },
    });
    const stored = await get('register/report', { registerId: String(registerId), reportId: String(z.id) });
    expect(stored.body.data.report).toEqual(z);
    expect((await get('register/report', { registerId: String(registerId), reportId: '999999' })).body.error_code).toBe(
      'report_not_found',
    );
  });

  it("refuses to close a closed register and to run another workstation's register, changing nothing", async () => {
    const digest = await databaseDigest(db);
    const inOre = await post('register/close', { id: registerId, counted_cash: 12_345 });
    expect([inOre.status, inOre.body.data.errors.counted_cash]).toEqual([422, ['Beloppet måste vara hela kronor']]);
    const closed = await post('register/close', { id: registerId, counted_cash: 0 });
    expect([closed.status, closed.body.error_code, closed.body.error_message]).toEqual([
      422,
      'register_not_open',
      'Kassan är inte öppnad.',
    ]);
    expect(await databaseDigest(db)).toEqual(digest);

    const other = (await login(app, 'demo', DEMO_USERS.kassor, 'till-2')).token;
    const [ws] = await queryRows<{ id: number }>(db, sql`select id from workstations where machine_id = 'till-2'`);
    await db.update(registers).set({ workstationId: ws.id }).where(eq(registers.id, registerId));
    const before = await databaseDigest(db);
    const res = await post('register/open', { id: registerId, payload: { float_amount: 0 } });
    expect([res.status, res.body.error_code]).toEqual([403, 'register_not_on_workstation']);
    expect((await post('register/open', { id: 999_999, payload: { float_amount: 0 } })).status).toBe(404);
    expect(await databaseDigest(db)).toEqual(before);
    // The assigned workstation may.
    expect((await post('register/open', { id: registerId, payload: { float_amount: 0 } }, other)).status).toBe(200);
    expect((await post('register/close', { id: registerId, counted_cash: 0 }, other)).status).toBe(200);
    await db.update(registers).set({ workstationId: null }).where(eq(registers.id, registerId));
  });

  it('warns about a register left open over night and a register not registered', async () => {
    at('2026-07-17T09:00:00');
    await post('register/open', { id: registerId, payload: { float_amount: 10_000 } });
    at('2026-07-18T08:00:00');
    const reg = (await get('register')).body.data.register;
    expect(reg.did_not_close).toBe(true);
    expect(reg.warnings).toEqual([
      {
        code: 'did_not_close',
        text: 'Kassan stängdes inte 2026-07-17. Stäng kassan för att göra dagsavslut (Z-rapport).',
      },
    ]);
    expect((await post('register/close', { id: registerId, counted_cash: 10_000 })).status).toBe(200);
    expect((await get('register')).body.data.register.warnings).toEqual([]);

    await db.update(registers).set({ isRegistered: false }).where(eq(registers.id, registerId));
    const unregistered = (await get('register')).body.data.register;
    expect(unregistered.warnings.map((w: { code: string }) => w.code)).toEqual(['not_registered']);
    const res = await post('register/open', { id: registerId, payload: { float_amount: 0 } });
    expect([res.status, res.body.error_code]).toEqual([422, 'register_not_registered']);
    await db.update(registers).set({ isRegistered: true }).where(eq(registers.id, registerId));
  });

  it('keeps reports and completed receipts unchangeable in the database', async () => {
    await expect(db.execute(sql`update register_reports set totals = '{}'::jsonb`)).rejects.toThrow();
    await expect(db.execute(sql`delete from register_reports`)).rejects.toThrow();
    await expect(db.execute(sql`update receipts set total = 1 where receipt_serial = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from receipts where receipt_serial = 1`)).rejects.toThrow();
    await expect(db.execute(sql`update sales_items set sale = 1`)).rejects.toThrow();
    // Columns outside the registration may still move (delivery).
    await db.execute(sql`update receipts set delivered_as = 'archive' where receipt_serial = 1`);
  });
});
