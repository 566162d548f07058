// Payments into and out of a customer's credit (bookings.md 2 "Customer credit timeline dialog", 5 "Customer
// credit payment amount", 7): POST customer-credit/payment (a card through the terminal in mode
// 'customer_credit'), customer-credit/register-payment and customer-credit/cancel-credit-payment.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { call } from '../helpers/api';
import { TEST_TODAY } from '../helpers/testApp';
import {
  ACCOUNT,
  BANKGIRO,
  CARD,
  CASH,
  CREDIT_METHOD,
  INVOICING,
  invoiceKit,
  key,
  SWISH,
} from '../helpers/invoicePayments';
import { payments, terminals, terminalTransactions } from '../../server/db/schema';
import { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS } from '../../src/domain/invoiceTexts';

const s = bookingSuite();
const k = invoiceKit(s);

const pay = (body: Record<string, unknown>) => s.post('customer-credit/payment', { client_key: key('cc'), ...body });
const registerPay = (body: Record<string, unknown>) =>
  s.post('customer-credit/register-payment', { client_key: key('ccr'), date: TEST_TODAY, ...body });

async function refused(send: () => Promise<{ status: number; body: any }>, status: number, text: string) {
  const before = await databaseDigest(s.db);
  const res = await send();
  expect([res.status, res.body.error_message]).toEqual([status, text]);
  expect(await databaseDigest(s.db)).toEqual(before);
}

const newCustomer = async () => (await s.fx.customer()).id;

beforeAll(() => {
  k.sim().settings.delayMs = 0;
});
beforeEach(async () => {
  await k.sim().idle();
  s.rec.clear();
});

describe('POST customer-credit/payment', () => {
  it('pays in and out at once; the answer and GET customer-credit/customer carry the new balance', async () => {
    const customerId = await newCustomer();
    const inRes = await pay({ customer_id: customerId, payment_method_id: CASH, amount: 10_000 });
    expect(inRes.status, JSON.stringify(inRes.body)).toBe(200);
    expect(inRes.body.data).toEqual({
      customer_credit: { customer_id: customerId, customerCredit: 10_000 },
      transaction_status: 'confirmed',
      payment_id: null,
      terminal_timeout: null,
    });
    const outRes = await pay({ customer_id: customerId, payment_method_id: SWISH, amount: -4_000 });
    expect(outRes.body.data.customer_credit.customerCredit).toBe(6_000);
    const timeline = await s.get('customer-credit/customer', { customerId: String(customerId), includeTimeline: '1' });
    expect(timeline.body.data.customer_credit).toEqual({
      customer_id: customerId,
      customerCredit: 6_000,
      timelineItems: [
        { date: TEST_TODAY, amount: 10_000, text: 'Inbetalning till tillgodo', balance_amount: 10_000 },
        { date: TEST_TODAY, amount: -4_000, text: 'Utbetalning av tillgodo', balance_amount: 6_000 },
      ],
    });
    expect(s.rec.named('CustomerCreditUpdated')).toEqual([{ customer_id: customerId }, { customer_id: customerId }]);
    const rows = await k.paymentsOf(customerId);
    expect(rows.map((p) => [p.amount, p.transaction_status])).toEqual([
      [10_000, 'confirmed'],
      [-4_000, 'confirmed'],
    ]);
  });

  it('refuses by the amount rules with the spec’s texts, nothing changes', async () => {
    const customerId = await newCustomer();
    await k.credit(customerId, 5_030);
    const base = { customer_id: customerId, payment_method_id: CASH };
    await refused(() => pay({ ...base, amount: 0 }), 422, CUSTOMER_CREDIT_TEXTS.notPositive);
    await refused(() => pay({ ...base, amount: 1_050 }), 422, CUSTOMER_CREDIT_TEXTS.wholeKronor);
    await refused(() => pay({ ...base, amount: -2_050 }), 422, CUSTOMER_CREDIT_TEXTS.wholeKronor);
    await refused(() => pay({ ...base, amount: -6_000 }), 422, CUSTOMER_CREDIT_TEXTS.payoutAboveCredit);
    await refused(() => pay({ ...base, amount: 1.5 }), 422, CUSTOMER_CREDIT_TEXTS.notNumber);
    await refused(() => pay({ ...base, amount: 'tio' }), 422, CUSTOMER_CREDIT_TEXTS.notNumber);
    await refused(() => pay({ ...base, amount: 2_000_000_000 }), 422, 'Beloppet är för stort');
    for (const method of [INVOICING, CREDIT_METHOD]) {
      await refused(
        () => pay({ ...base, payment_method_id: method, amount: 1_000 }),
        422,
        CUSTOMER_CREDIT_TEXTS.methodNotForCredit,
      );
    }
    await refused(() => pay({ ...base, payment_method_id: 999, amount: 1_000 }), 422, INVOICE_TEXTS.unknownMethod);
    await refused(
      () => pay({ ...base, customer_id: 999_999, amount: 1_000 }),
      404,
      CUSTOMER_CREDIT_TEXTS.customerNotFound,
    );
    await refused(
      () =>
        call(s.app, 'POST', 'demo', 'customer-credit/payment', {
          token: s.kassa,
          body: { client_key: key(), ...base, amount: 1_000 },
        }),
      403,
      'Din behörighet räcker inte för det här.',
    );
    // The whole balance may have öre.
    const all = await pay({ ...base, amount: -5_030 });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.customer_credit.customerCredit).toBe(0);
  });

  it('the same client_key twice (and concurrently) is one payment', async () => {
    const customerId = await newCustomer();
    const body = { client_key: key('once'), customer_id: customerId, payment_method_id: CASH, amount: 2_000 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => s.post('customer-credit/payment', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect((await s.post('customer-credit/payment', body)).body.data.customer_credit.customerCredit).toBe(2_000);
    expect(await k.paymentsOf(customerId)).toHaveLength(1);
  });

  it('a card pays in through the terminal in mode customer_credit; the credit rises when it approves', async () => {
    const customerId = await newCustomer();
    k.sim().settings.delayMs = 30;
    const res = await pay({ customer_id: customerId, payment_method_id: CARD, amount: 7_000 });
    expect(res.body.data).toMatchObject({ transaction_status: 'await_confirmation', terminal_timeout: 60 });
    expect(res.body.data.customer_credit.customerCredit).toBe(0);
    const paymentId = res.body.data.payment_id;
    await k.sim().idle();
    k.sim().settings.delayMs = 0;
    expect(await k.balance(customerId)).toBe(7_000);
    const steps = s.rec.named('TerminalUpdated');
    expect(steps.every((e) => e.mode === 'customer_credit' && e.customer_id === customerId && e.receipt_id === 0)).toBe(
      true,
    );
    expect(steps.at(-1)).toMatchObject({ message: 'Godkänd', payment_id: paymentId });
    expect(s.rec.named('CustomerCreditUpdated')).toEqual([{ customer_id: customerId }]);
    const [txn] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.paymentId, paymentId));
    expect(txn).toMatchObject({ mode: 'customer_credit', customerId, kind: 'sale', state: 'approved' });
  });

  it('a declined card payment in leaves the credit as it was', async () => {
    const customerId = await newCustomer();
    k.sim().nextOutcome('decline');
    const res = await pay({ customer_id: customerId, payment_method_id: CARD, amount: 7_000 });
    await k.sim().idle();
    expect(await k.balance(customerId)).toBe(0);
    const [p] = await s.db.select().from(payments).where(eq(payments.id, res.body.data.payment_id));
    expect(p.deletedAt).not.toBeNull();
    expect(s.rec.named('TerminalUpdated').at(-1)).toMatchObject({ mode: 'customer_credit', message: 'Nekad' });
  });

  it('a card payout takes the credit at once and gives it back when the terminal does not approve', async () => {
    const customerId = await newCustomer();
    await k.credit(customerId, 10_000);
    k.sim().nextOutcome('cancel');
    const res = await pay({ customer_id: customerId, payment_method_id: CARD, amount: -6_000 });
    expect(res.body.data.customer_credit.customerCredit).toBe(4_000);
    await k.sim().idle();
    expect(await k.balance(customerId)).toBe(10_000);
    const [txn] = await s.db
      .select()
      .from(terminalTransactions)
      .where(eq(terminalTransactions.paymentId, res.body.data.payment_id));
    expect(txn).toMatchObject({ kind: 'refund', amount: 6_000, state: 'cancelled' });
    // Approved, it stays taken.
    const ok = await pay({ customer_id: customerId, payment_method_id: CARD, amount: -6_000 });
    await k.sim().idle();
    expect(await k.balance(customerId)).toBe(4_000);
    expect((await s.db.select().from(payments).where(eq(payments.id, ok.body.data.payment_id)))[0]).toMatchObject({
      transactionStatus: 'confirmed',
      amount: -6_000,
    });
  });

  it('cancel-credit-payment stops it at the terminal and answers the balance', async () => {
    const customerId = await newCustomer();
    await k.credit(customerId, 3_000);
    k.sim().settings.delayMs = 1_000; // long enough to stop it on its first step
    const res = await pay({ customer_id: customerId, payment_method_id: CARD, amount: -3_000 });
    const paymentId = res.body.data.payment_id;
    const [txn] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.paymentId, paymentId));
    await k.terminalAsked(txn.reference);
    const cancelled = await s.post('customer-credit/cancel-credit-payment', { payment_id: paymentId });
    k.sim().settings.delayMs = 0;
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toEqual({ customer_credit: { customer_id: customerId, customerCredit: 3_000 } });
    expect(s.rec.named('TerminalUpdated').at(-1)).toMatchObject({ mode: 'customer_credit', message: 'Avbruten' });
    await refused(
      () => s.post('customer-credit/cancel-credit-payment', { payment_id: 999_999 }),
      404,
      INVOICE_TEXTS.paymentNotFound,
    );
  });

  it('no terminal for this workstation: "Ingen kontakt med terminal - Kontrollera saldo"', async () => {
    const customerId = await newCustomer();
    const other = (
      await call(s.app, 'POST', 'demo', 'login', {
        body: { username: 'kassa@demo.se', password: 'demo1234', machine_id: 'credit-other-ws', hostname: 't' },
      })
    ).body.data.workstation.id as number;
    await s.db.update(terminals).set({ workstationId: other });
    try {
      await refused(
        () => pay({ customer_id: customerId, payment_method_id: CARD, amount: 1_000 }),
        422,
        INVOICE_TEXTS.noTerminalCredit,
      );
    } finally {
      await s.db.update(terminals).set({ workstationId: null });
    }
  });
});

describe('POST customer-credit/register-payment', () => {
  it('records a payment made outside on the method’s account, dated that day', async () => {
    const customerId = await newCustomer();
    const res = await registerPay({
      customer_id: customerId,
      payment_method_id: BANKGIRO,
      account_id: ACCOUNT.bankgiro2,
      amount: 12_000,
      date: '2026-07-02',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ customer_credit: { customer_id: customerId, customerCredit: 12_000 } });
    const [entry] = await k.entries(customerId);
    expect(entry).toMatchObject({ date: '2026-07-02', amount: 12_000, text: 'Inbetalning till tillgodo' });
    const [p] = await s.db.select().from(payments).where(eq(payments.id, entry.paymentId!));
    expect(p).toMatchObject({ accountId: ACCOUNT.bankgiro2, amount: 12_000 });
    expect(p.paidAt.toISOString()).toBe('2026-07-02T10:00:00.000Z');
    expect(s.rec.named('CustomerCreditUpdated')).toEqual([{ customer_id: customerId }]);
  });

  it('refuses the account, date and amount rules, nothing changes', async () => {
    const customerId = await newCustomer();
    const base = { customer_id: customerId, payment_method_id: CASH, account_id: ACCOUNT.cash, amount: 1_000 };
    await refused(() => registerPay({ ...base, account_id: ACCOUNT.swish }), 422, INVOICE_TEXTS.noAccount);
    await refused(
      () => registerPay({ ...base, payment_method_id: BANKGIRO, account_id: ACCOUNT.cash }),
      422,
      INVOICE_TEXTS.severalAccounts,
    );
    await refused(() => registerPay({ ...base, date: '2026-07-16' }), 422, INVOICE_TEXTS.dateInFuture);
    await refused(() => registerPay({ ...base, amount: -1_000 }), 422, CUSTOMER_CREDIT_TEXTS.payoutAboveCredit);
    await refused(() => registerPay({ ...base, amount: 990 }), 422, CUSTOMER_CREDIT_TEXTS.wholeKronor);
    await refused(
      () => registerPay({ ...base, payment_method_id: INVOICING, account_id: ACCOUNT.invoicing }),
      422,
      CUSTOMER_CREDIT_TEXTS.methodNotForCredit,
    );
  });
});
