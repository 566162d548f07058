// One rule for a workstation's printer and one for its card terminal: every place that prints or
// pays from a workstation asks the same function, so they cannot disagree.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { controlCode } from '../helpers/controlCode';
import { apiSuite } from '../helpers/suite';
import { call, DEMO_USERS, login } from '../helpers/api';
import {
  bookings,
  customers,
  payments,
  printers,
  products,
  receiptPayments,
  registers,
  terminals,
  workstations,
} from '../../server/db/schema';
import { terminalSimulator } from '../../server/sales/terminalSimulator';

const s = apiSuite('receptionist');
const CASH = 1;
const CARD = 2;
const UNIT = 'SIM-CU-0001';
let keyN = 0;
let milkId: number;
let bookingId: number;

/** Logs in on a new machine; its workstation gets the default printer given (or none). */
async function machine(machineId: string, printer: { port: string; width: number } | null) {
  const { token, data } = await login(s.app, 'demo', DEMO_USERS.receptionist, machineId);
  const wsId = data.workstation.id as number;
  const [p] = printer
    ? await s.db
        .insert(printers)
        .values({ workstationId: wsId, name: 'Kvittoskrivare', ...printer })
        .returning()
    : [];
  await s.db
    .update(workstations)
    .set({ defaultPrinterId: p?.id ?? null })
    .where(eq(workstations.id, wsId));
  return token;
}

/** A cash sale of one milk, signed, delivered as asked: the delivery's answer. */
async function cashSale(token: string, form: 'print' | 'archive') {
  const r = (
    await call(s.app, 'POST', 'demo', 'sales/initiate', {
      token,
      headers: { 'idempotency-key': `dev-${++keyN}` },
      body: {
        register_id: 1,
        customer_credit_amount: 0,
        payment_method_id: CASH,
        amount: 2400,
        items: [{ product_id: milkId }],
      },
    })
  ).body.data.receipt;
  const code = controlCode(`DEV-${r.receipt_serial}`);
  expect(
    (
      await s.post(
        'sales/sign-receipt',
        { receipt_id: r.id, control_data: { code, manufacturing_number: UNIT } },
        token,
      )
    ).status,
  ).toBe(200);
  return {
    receipt: r,
    delivered: await s.post('sales/deliver-receipt', { receipt_id: r.id, receipt_form: form }, token),
  };
}
type Job = { port: string; width: number; content: unknown[] } | undefined;
const where = (job: unknown) => {
  const j = job as Job;
  return j && { port: j.port, width: j.width };
};

beforeAll(async () => {
  await s.db
    .update(registers)
    .set({ openedAt: new Date('2026-07-15T07:00:00Z') })
    .where(eq(registers.id, 1));
  [{ id: milkId }] = await s.db.select({ id: products.id }).from(products).where(eq(products.name, 'Mjölk 1,5 l'));
  [{ id: bookingId }] = await s.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(eq(customers.isOrg, false))
    .limit(1);
});

describe("a workstation's printer", () => {
  it('is the same for a receipt, a copy, the cash drawer and a registration card', async () => {
    // A blank port and a width beyond any paper: every place must read them the same way.
    const token = await machine('devices-odd-printer', { port: '', width: 500 });
    const { receipt, delivered } = await cashSale(token, 'print');
    expect(delivered.status).toBe(200);
    const drawer = await s.post('register/opencashdrawer', { register_id: 1 }, token);
    const card = await s.post('bookings/registration-card', { booking_id: bookingId }, token);
    const copy = await s.post('receipts/initiate-copy', { receiptId: receipt.id, registerId: 1 }, token);
    const signed = await s.post(
      'receipts/sign-copy',
      {
        receipt_id: copy.body.data.receipt.id,
        control_data: { code: controlCode('DEV-COPY'), manufacturing_number: UNIT },
      },
      token,
    );
    expect([delivered, drawer, card, signed].map((r) => where(r.body.print))).toEqual(
      Array(4).fill({ port: 'SIM', width: 200 }),
    );
  });

  it('without a default printer, a cash sale opens the drawer where the drawer button does', async () => {
    await s.db.update(registers).set({ printerPort: 'COM7' }).where(eq(registers.id, 1));
    const token = await machine('devices-no-printer', null);
    const { delivered } = await cashSale(token, 'archive');
    const drawer = await s.post('register/opencashdrawer', { register_id: 1 }, token);
    expect(where(drawer.body.print)).toEqual({ port: 'COM7', width: 42 });
    expect(where(delivered.body.print)).toEqual(where(drawer.body.print));
    expect((delivered.body.print as Job)?.content).toEqual([{ type: 'open-cash-drawer' }]);
    // Printing the receipt itself still needs the workstation's own printer.
    const { delivered: printed } = await cashSale(token, 'print');
    expect([printed.status, printed.body.error_code]).toEqual([422, 'print_failed']);
  });
});

describe("a workstation's card terminal", () => {
  it('is the same for GET terminal, GET register and a card payment', async () => {
    const sim = terminalSimulator(s.app.services);
    sim.settings.delayMs = 0;
    const token = await machine('devices-terminal', { port: 'SIM', width: 42 });
    // A second shared terminal, and the first one rewritten (a row's place on disk is no order).
    await s.db.insert(terminals).values({
      name: 'Kortterminal 2',
      serialNumber: 'SIM-TERM-0002',
      softwareProvider: 'SIM',
      workstationId: null,
      kind: 'SIM',
    });
    await s.db.update(terminals).set({ name: 'Kortterminal 1' }).where(eq(terminals.id, 1));
    const listed = (await s.get('terminal', undefined, token)).body.data.terminals
      .filter((t: any) => t.is_this_workstation)
      .map((t: any) => t.id);
    const status = (await s.get('register', undefined, token)).body.data.nets_terminal.id;
    const sale = (
      await call(s.app, 'POST', 'demo', 'sales/initiate', {
        token,
        headers: { 'idempotency-key': `dev-${++keyN}` },
        body: {
          register_id: 1,
          customer_credit_amount: 0,
          payment_method_id: CARD,
          amount: 2390,
          items: [{ product_id: milkId, price: 2390 }],
        },
      })
    ).body.data.receipt;
    await sim.idle();
    const [paid] = await s.db
      .select({ terminalId: payments.terminalId })
      .from(receiptPayments)
      .innerJoin(payments, eq(payments.id, receiptPayments.paymentId))
      .where(eq(receiptPayments.receiptId, sale.id));
    expect([listed, status, paid.terminalId]).toEqual([[1], 1, 1]);
  });
});
