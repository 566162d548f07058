// Money in and out of invoices (money.md 2 "Invoice checkout overlay", 5 "Checkout amount", "Refunds", 8):
// POST invoices/register-payment, checkout (cash, credit, a card through the simulated terminal in mode
// 'invoice'), reverse-payment, reverse-payment-application, refund-payment (PIN) and cancel-payment.
// Every refusal answers the spec's Swedish text and leaves the database as it was.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
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
  LINK,
  SWISH,
} from '../helpers/invoicePayments';
import {
  invoices,
  paymentApplications,
  paymentMethodAccounts,
  paymentMethods,
  payments,
  terminals,
  terminalTransactions,
} from '../../server/db/schema';
import { refreshInvoice } from '../../server/invoices/ledger';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import { PIN_INVALID_TEXT } from '../../src/domain/pin';
import { CREDIT_LIMIT_TEXTS } from '../../src/domain/cart';

const s = bookingSuite();
const k = invoiceKit(s);

const register = (body: Record<string, unknown>) =>
  s.post('invoices/register-payment', { client_key: key('reg'), date: TEST_TODAY, ...body });
const checkout = (body: Record<string, unknown>) => s.post('invoices/checkout', { client_key: key('co'), ...body });

/** The request is refused with `status` and `text`, and nothing in the database changed. */
async function refused(send: () => Promise<{ status: number; body: any }>, status: number, text: string) {
  const before = await databaseDigest(s.db);
  const res = await send();
  expect([res.status, res.body.error_message]).toEqual([status, text]);
  expect(await databaseDigest(s.db)).toEqual(before);
  return res;
}

const sums = (inv: any) => ({
  status: inv.status,
  paid: inv.paid_amount,
  credited: inv.credited_amount,
  remaining: inv.remaining_amount,
});

beforeAll(() => {
  k.sim().settings.delayMs = 0;
});
beforeEach(async () => {
  await k.sim().idle();
  s.rec.clear();
});

describe('POST invoices/register-payment', () => {
  it('part payments, then the rest closes the invoice: open → partial → closed, paid + credited = total', async () => {
    const inv = await k.invoice(100_000);
    expect(sums(inv)).toEqual({ status: 'open', paid: 0, credited: 0, remaining: 100_000 });
    s.rec.clear();
    const first = await register({
      invoice_id: inv.id,
      payment_method_id: BANKGIRO,
      account_id: ACCOUNT.bankgiro2,
      amount: 40_000,
      date: '2026-07-10',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(sums(first.body.data.invoice)).toEqual({ status: 'partial', paid: 40_000, credited: 0, remaining: 60_000 });
    const app = first.body.data.invoice.payment_applications[0];
    expect(app).toMatchObject({
      paid_amount: 40_000,
      is_customer_credit_application: false,
      can_reverse: true,
      can_refund: false,
      payment: {
        amount: 40_000,
        transaction_status: 'confirmed',
        payment_method: { id: BANKGIRO, gateway: 'bankgiro' },
        account: { id: ACCOUNT.bankgiro2, account_number: '1940' },
      },
    });
    // Dated the given day at noon, Stockholm time.
    expect(new Date(app.payment.paid_at).toISOString()).toBe('2026-07-10T10:00:00.000Z');

    const rest = await checkout({ invoice_id: inv.id, payment_method_id: CASH, amount: 60_000 });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({ transaction_status: 'confirmed', payment_id: null, terminal_timeout: null });
    const closed = rest.body.data.invoice;
    expect(sums(closed)).toEqual({ status: 'closed', paid: 100_000, credited: 0, remaining: 0 });
    expect(closed.paid_amount + closed.credited_amount).toBe(closed.total);
    // One event per payment.
    expect(s.rec.named('InvoiceUpdated')).toEqual([{ invoice_id: inv.id }, { invoice_id: inv.id }]);
    // Nothing was surplus: no credit moved.
    expect(s.rec.named('CustomerCreditUpdated')).toEqual([]);
    expect(await k.entries(inv.customer_id)).toEqual([]);
  });

  it('a surplus (öre and all) is kept as customer credit on the invoice’s customer', async () => {
    const inv = await k.invoice(20_000);
    const res = await register({
      invoice_id: inv.id,
      payment_method_id: SWISH,
      account_id: ACCOUNT.swish,
      amount: 20_030,
    });
    expect(res.status).toBe(200);
    expect(sums(res.body.data.invoice)).toEqual({ status: 'closed', paid: 20_000, credited: 0, remaining: 0 });
    const [entry] = await k.entries(inv.customer_id);
    expect(entry).toMatchObject({
      amount: 30,
      text: `Överskott på faktura ${inv.invoice_number}`,
      invoiceId: inv.id,
      paymentId: res.body.data.invoice.payment_applications[0].payment_id,
    });
    expect(await k.balance(inv.customer_id)).toBe(30);
    expect(s.rec.named('CustomerCreditUpdated')).toEqual([{ customer_id: inv.customer_id }]);
  });

  it('refuses with the spec’s texts and changes nothing', async () => {
    const inv = await k.invoice(10_000);
    const [bare] = await s.db
      .insert(paymentMethods)
      .values({
        gateway: 'swish',
        name: 'Utan konto',
        buttonText: 'Utan konto',
        iconClassName: 'x',
        defaultGuiColor: 'red',
      })
      .returning();
    const base = { invoice_id: inv.id, amount: 5_000 };
    await refused(
      () => register({ ...base, payment_method_id: bare.id, account_id: ACCOUNT.cash }),
      422,
      INVOICE_TEXTS.noAccount,
    );
    // An account of another method is no account of this one.
    await refused(
      () => register({ ...base, payment_method_id: CASH, account_id: ACCOUNT.swish }),
      422,
      INVOICE_TEXTS.noAccount,
    );
    await refused(
      () => register({ ...base, payment_method_id: BANKGIRO, account_id: ACCOUNT.cash }),
      422,
      INVOICE_TEXTS.severalAccounts,
    );
    for (const [method, account] of [
      [INVOICING, ACCOUNT.invoicing],
      [CREDIT_METHOD, ACCOUNT.credit],
      [LINK, ACCOUNT.link],
    ]) {
      await refused(
        () => register({ ...base, payment_method_id: method, account_id: account }),
        422,
        INVOICE_TEXTS.methodNotForInvoices,
      );
    }
    await refused(
      () => register({ ...base, payment_method_id: CASH, account_id: ACCOUNT.cash, date: '2026-07-16' }),
      422,
      INVOICE_TEXTS.dateInFuture,
    );
    await refused(
      () => register({ ...base, payment_method_id: CASH, account_id: ACCOUNT.cash, amount: -100 }),
      422,
      INVOICE_TEXTS.notPositiveIncoming,
    );
    await refused(
      () => register({ ...base, invoice_id: 999_999, payment_method_id: CASH, account_id: ACCOUNT.cash }),
      404,
      INVOICE_TEXTS.notFound,
    );
    // A kassör has no invoices permission.
    await refused(
      () =>
        call(s.app, 'POST', 'demo', 'invoices/register-payment', {
          token: s.kassa,
          body: { client_key: key(), date: TEST_TODAY, ...base, payment_method_id: CASH, account_id: ACCOUNT.cash },
        }),
      403,
      'Din behörighet räcker inte för det här.',
    );
    // A paid invoice takes no more.
    await register({ ...base, amount: 10_000, payment_method_id: CASH, account_id: ACCOUNT.cash });
    await refused(
      () => register({ ...base, payment_method_id: CASH, account_id: ACCOUNT.cash }),
      422,
      INVOICE_TEXTS.invoiceClosed,
    );
  });

  it('the same client_key twice is one payment', async () => {
    const inv = await k.invoice(10_000);
    const body = {
      client_key: key('twice'),
      date: TEST_TODAY,
      invoice_id: inv.id,
      payment_method_id: CASH,
      account_id: ACCOUNT.cash,
      amount: 3_000,
    };
    const a = await s.post('invoices/register-payment', body);
    const b = await s.post('invoices/register-payment', body);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data.invoice.paid_amount).toBe(3_000);
    expect(await k.paymentsOf(inv.customer_id)).toHaveLength(1);
  });
});

describe('POST invoices/checkout', () => {
  it('ten concurrent checkouts with one client_key are one payment', async () => {
    const inv = await k.invoice(50_000);
    const body = { client_key: key('ten'), invoice_id: inv.id, payment_method_id: CASH, amount: 20_000 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => s.post('invoices/checkout', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.data.invoice.paid_amount))).toEqual(new Set([20_000]));
    const pays = await k.paymentsOf(inv.customer_id);
    expect(pays).toHaveLength(1);
    const apps = await s.db.select().from(paymentApplications).where(eq(paymentApplications.invoiceId, inv.id));
    expect(apps.map((a) => a.paidAmount)).toEqual([20_000]);
  });

  it('customer credit first, then cash: the credit is applied as credit and leaves the balance', async () => {
    const inv = await k.invoice(10_000);
    await k.credit(inv.customer_id, 3_000);
    const res = await checkout({
      invoice_id: inv.id,
      customer_credit_amount: 3_000,
      payment_method_id: CASH,
      amount: 7_000,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data.invoice;
    expect(sums(after)).toEqual({ status: 'closed', paid: 10_000, credited: 0, remaining: 0 });
    expect(
      after.payment_applications.map((a: any) => [a.paid_amount, a.is_customer_credit_application, a.can_reverse]),
    ).toEqual([
      [3_000, true, false],
      [7_000, false, true],
    ]);
    expect(await k.balance(inv.customer_id)).toBe(0);
    expect((await k.entries(inv.customer_id)).map((e) => [e.amount, e.text])).toEqual([
      [3_000, 'Tillgodo (test)'],
      [-3_000, `Betalning av faktura ${inv.invoice_number}`],
    ]);
    expect(s.rec.named('CustomerCreditUpdated')).toEqual([{ customer_id: inv.customer_id }]);
  });

  it('credit alone (amount 0) pays part of the invoice', async () => {
    const inv = await k.invoice(10_000);
    await k.credit(inv.customer_id, 2_500);
    const res = await checkout({ invoice_id: inv.id, customer_credit_amount: 2_500, amount: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sums(res.body.data.invoice)).toEqual({ status: 'partial', paid: 2_500, credited: 0, remaining: 7_500 });
  });

  it('a surplus over the remaining is kept as customer credit', async () => {
    const inv = await k.invoice(10_000);
    const res = await checkout({ invoice_id: inv.id, payment_method_id: SWISH, amount: 15_000 });
    expect(res.status).toBe(200);
    expect(sums(res.body.data.invoice)).toEqual({ status: 'closed', paid: 10_000, credited: 0, remaining: 0 });
    expect(await k.balance(inv.customer_id)).toBe(5_000);
    expect((await k.entries(inv.customer_id))[0].text).toBe(`Överskott på faktura ${inv.invoice_number}`);
  });

  it('refuses the amount rules, credit beyond balance or remaining, and closed invoices; nothing changes', async () => {
    const inv = await k.invoice(10_000);
    await k.credit(inv.customer_id, 2_000);
    const base = { invoice_id: inv.id, payment_method_id: CASH };
    await refused(() => checkout({ ...base, amount: 0 }), 422, INVOICE_TEXTS.fillAmount);
    await refused(() => checkout({ ...base, amount: 5_050 }), 422, INVOICE_TEXTS.wholeKronor);
    await refused(() => checkout({ ...base, amount: -100 }), 422, INVOICE_TEXTS.notPositiveIncoming);
    await refused(() => checkout({ invoice_id: inv.id, amount: 5_000 }), 422, INVOICE_TEXTS.chooseMethod);
    await refused(
      () => checkout({ ...base, payment_method_id: INVOICING, amount: 5_000 }),
      422,
      INVOICE_TEXTS.methodNotForInvoices,
    );
    await refused(
      () => checkout({ ...base, customer_credit_amount: 2_100, amount: 7_900 }),
      422,
      CREDIT_LIMIT_TEXTS.aboveBalance(2_000),
    );
    await k.credit(inv.customer_id, 20_000);
    await refused(
      () => checkout({ ...base, customer_credit_amount: 10_100, amount: 0 }),
      422,
      CREDIT_LIMIT_TEXTS.aboveTotal,
    );
    await checkout({ ...base, amount: 10_000 });
    await refused(() => checkout({ ...base, amount: 1_000 }), 422, INVOICE_TEXTS.invoiceClosed);
  });

  it('a card goes to the terminal in mode invoice: waits, then the approval applies it once', async () => {
    const inv = await k.invoice(30_000);
    k.sim().settings.delayMs = 30;
    const res = await checkout({ invoice_id: inv.id, payment_method_id: CARD, amount: 30_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { payment_id, transaction_status, terminal_timeout } = res.body.data;
    expect([transaction_status, terminal_timeout]).toEqual(['await_confirmation', 60]);
    // Nothing is applied while the terminal works.
    expect(sums(await k.show(inv.id))).toEqual({ status: 'open', paid: 0, credited: 0, remaining: 30_000 });
    await k.sim().idle();
    k.sim().settings.delayMs = 0;
    const after = await k.show(inv.id);
    expect(sums(after)).toEqual({ status: 'closed', paid: 30_000, credited: 0, remaining: 0 });
    expect(after.payment_applications[0]).toMatchObject({
      payment_id,
      paid_amount: 30_000,
      can_reverse: false,
      can_refund: true,
      payment: { transaction_status: 'confirmed', card_brand: 'VISA', card_last_four: '0004' },
    });
    const steps = s.rec.named('TerminalUpdated');
    expect(steps.every((e) => e.mode === 'invoice' && e.invoice_id === inv.id && e.payment_id === payment_id)).toBe(
      true,
    );
    expect(steps.every((e) => e.receipt_id === 0)).toBe(true);
    expect(steps.map((e) => e.message)).toEqual([
      'Sätt in eller blippa kort',
      'Ange PIN-kod',
      'Behandlar...',
      'Godkänd',
    ]);
    expect(s.rec.named('InvoiceUpdated')).toContainEqual({ invoice_id: inv.id });
    const [txn] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.paymentId, payment_id));
    expect(txn).toMatchObject({ mode: 'invoice', invoiceId: inv.id, kind: 'sale', amount: 30_000, state: 'approved' });
    // The same key again answers the payment as it is now, without a second one.
    const again = await s.post('invoices/checkout', {
      client_key: (await s.db.select().from(payments).where(eq(payments.id, payment_id)))[0].clientKey,
      invoice_id: inv.id,
      payment_method_id: CARD,
      amount: 30_000,
    });
    expect(again.status).toBe(200);
    expect((await k.paymentsOf(inv.customer_id)).length).toBe(1);
  });

  it('a declined card payment is deleted, never applied, and InvoiceUpdated tells the consoles', async () => {
    const inv = await k.invoice(30_000);
    k.sim().nextOutcome('decline');
    const res = await checkout({ invoice_id: inv.id, payment_method_id: CARD, amount: 30_000 });
    expect(res.body.data.transaction_status).toBe('await_confirmation');
    await k.sim().idle();
    const after = await k.show(inv.id);
    expect(sums(after)).toEqual({ status: 'open', paid: 0, credited: 0, remaining: 30_000 });
    expect(after.payment_applications).toEqual([]);
    const [pay] = await k.paymentsOf(inv.customer_id);
    expect(pay.deleted_at).not.toBeNull();
    const last = s.rec.named('TerminalUpdated').at(-1);
    expect(last).toMatchObject({ mode: 'invoice', message: 'Nekad', error: { display: 'Nekad' } });
    expect(s.rec.named('InvoiceUpdated')).toContainEqual({ invoice_id: inv.id });
  });

  it('cancel-payment stops a card payment at the terminal: cancelled, nothing applied', async () => {
    const inv = await k.invoice(30_000);
    k.sim().settings.delayMs = 1_000; // long enough to stop it on its first step
    const res = await checkout({ invoice_id: inv.id, payment_method_id: CARD, amount: 30_000 });
    const paymentId = res.body.data.payment_id;
    const [txn] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.paymentId, paymentId));
    await k.terminalAsked(txn.reference);
    const cancelled = await s.post('invoices/cancel-payment', { paymentId });
    k.sim().settings.delayMs = 0;
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(sums(cancelled.body.data.invoice)).toEqual({ status: 'open', paid: 0, credited: 0, remaining: 30_000 });
    const [after] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.id, txn.id));
    expect(after.state).toBe('cancelled');
    expect(s.rec.named('TerminalUpdated').at(-1)).toMatchObject({
      mode: 'invoice',
      payment_id: paymentId,
      message: 'Avbruten',
    });
    // Again: nothing more to stop, the invoice as it is.
    expect((await s.post('invoices/cancel-payment', { paymentId })).status).toBe(200);
    expect((await k.paymentsOf(inv.customer_id)).every((p) => p.deleted_at != null)).toBe(true);
  });

  it('no terminal for this workstation: "Ingen kontakt med terminal - Kontrollera fakturan"', async () => {
    const inv = await k.invoice(10_000);
    // The shared terminal becomes another workstation's own.
    await s.db.update(terminals).set({ workstationId: null });
    const other = (
      await call(s.app, 'POST', 'demo', 'login', {
        body: { username: 'kassa@demo.se', password: 'demo1234', machine_id: 'other-ws', hostname: 't' },
      })
    ).body.data.workstation.id as number;
    await s.db.update(terminals).set({ workstationId: other });
    try {
      await refused(
        () => checkout({ invoice_id: inv.id, payment_method_id: CARD, amount: 10_000 }),
        422,
        INVOICE_TEXTS.noTerminalInvoice,
      );
    } finally {
      await s.db.update(terminals).set({ workstationId: null });
    }
  });
});

describe('credit invoices: Påbörja återbetalning and Registrera en utbetalning', () => {
  it('pays out a credit invoice up to its remaining, never beyond', async () => {
    const inv = await k.invoice(40_000);
    await checkout({ invoice_id: inv.id, payment_method_id: CASH, amount: 40_000 });
    const made = await s.post('invoices/create-credit-invoice', {
      client_key: key('cr'),
      originalInvoiceId: inv.id,
      mode: 'credit-full-amount',
      creditSalesItems: [],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const credit = made.body.data.invoice;
    expect(credit.remaining_amount).toBe(-40_000);
    await refused(
      () => checkout({ invoice_id: credit.id, payment_method_id: CASH, amount: 40_100 }),
      422,
      INVOICE_TEXTS.payoutAboveRemaining,
    );
    await refused(
      () => register({ invoice_id: credit.id, payment_method_id: CASH, account_id: ACCOUNT.cash, amount: 40_001 }),
      422,
      INVOICE_TEXTS.payoutAboveRemaining,
    );
    await refused(
      () => checkout({ invoice_id: credit.id, payment_method_id: CASH, amount: -1 }),
      422,
      INVOICE_TEXTS.notPositiveIncoming,
    );
    const part = await checkout({ invoice_id: credit.id, payment_method_id: CASH, amount: 15_000 });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(sums(part.body.data.invoice)).toEqual({ status: 'partial', paid: -15_000, credited: 0, remaining: -25_000 });
    expect(part.body.data.invoice.payment_applications[0].payment.amount).toBe(-15_000);
    const rest = await register({
      invoice_id: credit.id,
      payment_method_id: BANKGIRO,
      account_id: ACCOUNT.bankgiro,
      amount: 25_000,
    });
    expect(sums(rest.body.data.invoice)).toEqual({ status: 'closed', paid: -40_000, credited: 0, remaining: 0 });
    // Customer credit is not for paying out a credit invoice.
    expect(await k.entries(inv.customer_id)).toEqual([]);
  });

  it('a card payout goes to the terminal as a refund', async () => {
    const inv = await k.invoice(20_000);
    await checkout({ invoice_id: inv.id, payment_method_id: CASH, amount: 20_000 });
    const credit = (
      await s.post('invoices/create-credit-invoice', {
        client_key: key('cr'),
        originalInvoiceId: inv.id,
        mode: 'credit-full-amount',
        creditSalesItems: [],
      })
    ).body.data.invoice;
    const res = await checkout({ invoice_id: credit.id, payment_method_id: CARD, amount: 20_000 });
    expect(res.body.data.transaction_status).toBe('await_confirmation');
    await k.sim().idle();
    const [txn] = await s.db
      .select()
      .from(terminalTransactions)
      .where(eq(terminalTransactions.paymentId, res.body.data.payment_id));
    expect(txn).toMatchObject({ kind: 'refund', amount: 20_000, state: 'approved', mode: 'invoice' });
    expect(sums(await k.show(credit.id))).toEqual({ status: 'closed', paid: -20_000, credited: 0, remaining: 0 });
  });
});

describe('POST invoices/reverse-payment', () => {
  it('removes a payment that never happened, with the credit its surplus made', async () => {
    const inv = await k.invoice(10_000);
    const paid = await checkout({ invoice_id: inv.id, payment_method_id: SWISH, amount: 12_000 });
    const paymentId = paid.body.data.invoice.payment_applications[0].payment_id;
    expect(await k.balance(inv.customer_id)).toBe(2_000);
    const res = await s.post('invoices/reverse-payment', { paymentId, invoiceId: inv.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sums(res.body.data.invoice)).toEqual({ status: 'open', paid: 0, credited: 0, remaining: 10_000 });
    const [app] = res.body.data.invoice.payment_applications;
    expect(app.deleted_at).not.toBeNull();
    expect([app.can_reverse, app.can_refund]).toEqual([false, false]);
    expect(await k.balance(inv.customer_id)).toBe(0);
    expect(s.rec.named('CustomerCreditUpdated')).toContainEqual({ customer_id: inv.customer_id });
    // Twice: already reversed.
    await refused(
      () => s.post('invoices/reverse-payment', { paymentId, invoiceId: inv.id }),
      422,
      INVOICE_TEXTS.cannotReverse,
    );
  });

  it('a payment split over two invoices is removed from both', async () => {
    const customer = (await s.fx.customer()).id;
    const a = await k.invoice(10_000, customer);
    const b = await k.invoice(5_000, customer);
    const paid = await checkout({ invoice_id: a.id, payment_method_id: CASH, amount: 6_000 });
    const paymentId = paid.body.data.invoice.payment_applications[0].payment_id;
    // Split by hand: 4 000 of it moved onto invoice b.
    await s.db.transaction(async (tx) => {
      await tx
        .update(paymentApplications)
        .set({ paidAmount: 2_000 })
        .where(eq(paymentApplications.paymentId, paymentId));
      await tx
        .insert(paymentApplications)
        .values({ paymentId, invoiceId: b.id, paidAmount: 4_000, appliedAt: new Date() });
      await refreshInvoice(tx, a.id, new Date());
      await refreshInvoice(tx, b.id, new Date());
    });
    expect((await k.show(b.id)).paid_amount).toBe(4_000);
    const res = await s.post('invoices/reverse-payment', { paymentId, invoiceId: a.id });
    expect(res.status).toBe(200);
    expect(sums(await k.show(a.id))).toEqual({ status: 'open', paid: 0, credited: 0, remaining: 10_000 });
    expect(sums(await k.show(b.id))).toEqual({ status: 'open', paid: 0, credited: 0, remaining: 5_000 });
    expect(s.rec.named('InvoiceUpdated')).toEqual(expect.arrayContaining([{ invoice_id: a.id }, { invoice_id: b.id }]));
  });

  it('refuses card and customer-credit payments (cannotReverse), unchanged', async () => {
    const inv = await k.invoice(10_000);
    await k.credit(inv.customer_id, 1_000);
    await checkout({ invoice_id: inv.id, customer_credit_amount: 1_000, payment_method_id: CARD, amount: 9_000 });
    await k.sim().idle();
    const apps = (await k.show(inv.id)).payment_applications;
    expect(apps).toHaveLength(2);
    for (const app of apps) {
      await refused(
        () => s.post('invoices/reverse-payment', { paymentId: app.payment_id, invoiceId: inv.id }),
        422,
        INVOICE_TEXTS.cannotReverse,
      );
    }
    await refused(
      () => s.post('invoices/reverse-payment', { paymentId: apps[0].payment_id, invoiceId: 999_999 }),
      404,
      INVOICE_TEXTS.paymentNotFound,
    );
  });
});

describe('POST invoices/reverse-payment-application', () => {
  it('moves an application to the customer’s credit; the invoice has it to pay again', async () => {
    const inv = await k.invoice(10_000);
    const paid = await checkout({ invoice_id: inv.id, payment_method_id: CASH, amount: 4_000 });
    const app = paid.body.data.invoice.payment_applications[0];
    const res = await s.post('invoices/reverse-payment-application', { paymentApplicationId: app.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sums(res.body.data.invoice)).toEqual({ status: 'open', paid: 0, credited: 0, remaining: 10_000 });
    expect((await k.entries(inv.customer_id)).map((e) => [e.amount, e.text, e.paymentId])).toEqual([
      [4_000, `Betalning flyttad från faktura ${inv.invoice_number}`, app.payment_id],
    ]);
    expect(s.rec.named('CustomerCreditUpdated')).toEqual([{ customer_id: inv.customer_id }]);
    // Again: already moved, nothing more moves.
    expect((await s.post('invoices/reverse-payment-application', { paymentApplicationId: app.id })).status).toBe(200);
    expect(await k.balance(inv.customer_id)).toBe(4_000);
  });

  it('refuses a payout’s application and unknown ones', async () => {
    await refused(
      () => s.post('invoices/reverse-payment-application', { paymentApplicationId: 999_999 }),
      404,
      INVOICE_TEXTS.paymentNotFound,
    );
    const inv = await k.invoice(10_000);
    await checkout({ invoice_id: inv.id, payment_method_id: CASH, amount: 10_000 });
    const credit = (
      await s.post('invoices/create-credit-invoice', {
        client_key: key('cr'),
        originalInvoiceId: inv.id,
        mode: 'credit-full-amount',
        creditSalesItems: [],
      })
    ).body.data.invoice;
    const out = await checkout({ invoice_id: credit.id, payment_method_id: CASH, amount: 10_000 });
    const payout = out.body.data.invoice.payment_applications[0];
    await refused(
      () => s.post('invoices/reverse-payment-application', { paymentApplicationId: payout.id }),
      422,
      INVOICE_TEXTS.cannotReassign,
    );
  });
});

describe('POST invoices/refund-payment (PIN)', () => {
  async function paidByCard(amount: number) {
    const inv = await k.invoice(amount);
    const res = await checkout({ invoice_id: inv.id, payment_method_id: CARD, amount });
    await k.sim().idle();
    return { inv, paymentId: res.body.data.payment_id as number };
  }

  it('a wrong PIN is refused and nothing changes; the right one refunds through the terminal', async () => {
    const { inv, paymentId } = await paidByCard(25_000);
    await refused(
      () => s.post('invoices/refund-payment', { paymentId, invoiceId: inv.id, pin: '9999' }),
      422,
      PIN_INVALID_TEXT,
    );
    await refused(
      () => s.post('invoices/refund-payment', { paymentId, invoiceId: inv.id, pin: '' }),
      422,
      PIN_INVALID_TEXT,
    );
    s.rec.clear();
    const res = await s.post('invoices/refund-payment', { paymentId, invoiceId: inv.id, pin: '1234' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.transaction_status).toBe('await_confirmation');
    const refundId = res.body.data.payment_id;
    await k.sim().idle();
    const after = await k.show(inv.id);
    // The remaining rises again by the refunded amount.
    expect(sums(after)).toEqual({ status: 'open', paid: 0, credited: 0, remaining: 25_000 });
    const [original] = await s.db.select().from(payments).where(eq(payments.id, paymentId));
    const [refund] = await s.db.select().from(payments).where(eq(payments.id, refundId));
    expect(original.refundedAt).not.toBeNull();
    expect(refund).toMatchObject({ amount: -25_000, refundOfPaymentId: paymentId, transactionStatus: 'confirmed' });
    expect(after.payment_applications.map((a: any) => [a.payment_id, a.paid_amount, a.can_refund])).toEqual([
      [paymentId, 25_000, false],
      [refundId, -25_000, false],
    ]);
    const [txn] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.paymentId, refundId));
    expect(txn).toMatchObject({ kind: 'refund', mode: 'invoice', amount: 25_000, state: 'approved' });
    expect(s.rec.named('TerminalUpdated').at(-1)).toMatchObject({
      mode: 'invoice',
      message: 'Godkänd',
      payment_id: refundId,
    });
    // Refunded once only.
    await refused(
      () => s.post('invoices/refund-payment', { paymentId, invoiceId: inv.id, pin: '1234' }),
      422,
      INVOICE_TEXTS.cannotRefund,
    );
  });

  it('a declined refund leaves the payment as it was, refundable again', async () => {
    const { inv, paymentId } = await paidByCard(12_000);
    k.sim().nextOutcome('decline');
    await s.post('invoices/refund-payment', { paymentId, invoiceId: inv.id, pin: '1234' });
    await k.sim().idle();
    expect(sums(await k.show(inv.id))).toEqual({ status: 'closed', paid: 12_000, credited: 0, remaining: 0 });
    const [original] = await s.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(original.refundedAt).toBeNull();
    expect((await k.show(inv.id)).payment_applications[0].can_refund).toBe(true);
  });

  it('a refund while the first one waits at the terminal is refused', async () => {
    const { inv, paymentId } = await paidByCard(8_000);
    k.sim().settings.delayMs = 1_000; // long enough to stop it on its first step
    const first = await s.post('invoices/refund-payment', { paymentId, invoiceId: inv.id, pin: '1234' });
    expect(first.body.data.transaction_status).toBe('await_confirmation');
    await refused(
      () => s.post('invoices/refund-payment', { paymentId, invoiceId: inv.id, pin: '1234' }),
      422,
      INVOICE_TEXTS.cannotRefund,
    );
    const [txn] = await s.db
      .select()
      .from(terminalTransactions)
      .where(eq(terminalTransactions.paymentId, first.body.data.payment_id));
    await k.terminalAsked(txn.reference);
    await s.post('invoices/cancel-payment', { paymentId: first.body.data.payment_id });
    k.sim().settings.delayMs = 0;
    expect(sums(await k.show(inv.id)).status).toBe('closed');
  });

  it('only card (and link) payments are refunded: cash is refused', async () => {
    const inv = await k.invoice(5_000);
    const paid = await checkout({ invoice_id: inv.id, payment_method_id: CASH, amount: 5_000 });
    const paymentId = paid.body.data.invoice.payment_applications[0].payment_id;
    await refused(
      () => s.post('invoices/refund-payment', { paymentId, invoiceId: inv.id, pin: '1234' }),
      422,
      INVOICE_TEXTS.cannotRefund,
    );
    const awaitingCheck = await s.db
      .select()
      .from(payments)
      .where(and(eq(payments.refundOfPaymentId, paymentId)));
    expect(awaitingCheck).toEqual([]);
  });
});

describe('the account rule reads the database', () => {
  it('a method whose only account is removed refuses registration with noAccount', async () => {
    const inv = await k.invoice(5_000);
    const [m] = await s.db
      .insert(paymentMethods)
      .values({ gateway: 'cash', name: 'Kassa 2', buttonText: 'Kassa 2', iconClassName: 'x', defaultGuiColor: 'red' })
      .returning();
    const [acc] = await s.db
      .insert(paymentMethodAccounts)
      .values({ paymentMethodId: m.id, accountNumber: '1911', name: 'Kassa 2' })
      .returning();
    expect(
      (await register({ invoice_id: inv.id, payment_method_id: m.id, account_id: acc.id, amount: 1_000 })).status,
    ).toBe(200);
    await s.db.delete(paymentMethodAccounts).where(eq(paymentMethodAccounts.id, acc.id));
    await refused(
      () => register({ invoice_id: inv.id, payment_method_id: m.id, account_id: acc.id, amount: 1_000 }),
      422,
      INVOICE_TEXTS.noAccount,
    );
  });
});

describe('the terminal’s answer after the server stopped listening (restart)', () => {
  /** A card payment the terminal approves on its own after this process forgot it (as after kill -9). */
  async function forgottenCardPayment(amount: number) {
    const inv = await k.invoice(amount);
    k.sim().settings.delayMs = 40;
    const res = await checkout({ invoice_id: inv.id, payment_method_id: CARD, amount });
    const paymentId = res.body.data.payment_id as number;
    const [txn] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.paymentId, paymentId));
    await k.terminalAsked(txn.reference);
    k.sim().halt();
    await k.sim().idle();
    k.sim().settings.delayMs = 0;
    // The terminal's own time passes: it approved the card while nobody listened.
    await new Promise((r) => setTimeout(r, 300));
    // Read from the table: GET invoices/:id would settle it (tests/api/convertToCredit.test.ts).
    const [row] = await s.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, inv.id));
    expect(row.status).toBe('open');
    return { inv, paymentId, txn };
  }

  it('the next checkout asks the terminal first: the approval is applied once, the invoice is paid', async () => {
    const { inv, paymentId, txn } = await forgottenCardPayment(18_000);
    const late = await checkout({ invoice_id: inv.id, payment_method_id: CASH, amount: 18_000 });
    expect([late.status, late.body.error_message]).toEqual([422, INVOICE_TEXTS.invoiceClosed]);
    const after = await k.show(inv.id);
    expect(sums(after)).toEqual({ status: 'closed', paid: 18_000, credited: 0, remaining: 0 });
    expect(after.payment_applications.map((a: any) => a.payment_id)).toEqual([paymentId]);
    const [t] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.id, txn.id));
    expect(t.state).toBe('approved');
  });

  it('Avbryt after the terminal approved: the approval stands, nothing is cancelled or charged twice', async () => {
    const { inv, paymentId } = await forgottenCardPayment(16_000);
    const res = await s.post('invoices/cancel-payment', { paymentId });
    expect(res.status).toBe(200);
    expect(sums(res.body.data.invoice)).toEqual({ status: 'closed', paid: 16_000, credited: 0, remaining: 0 });
    expect(s.rec.named('TerminalUpdated').at(-1)).toMatchObject({ message: 'Godkänd', payment_id: paymentId });
    expect((await s.post('invoices/cancel-payment', { paymentId })).body.data.invoice.paid_amount).toBe(16_000);
    expect((await k.paymentsOf(inv.customer_id)).filter((p) => p.deleted_at == null)).toHaveLength(1);
  });
});
