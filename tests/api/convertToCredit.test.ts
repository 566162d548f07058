// 'Flytta till tillgodo' of a credit invoice (POST invoices/convert-to-credit, money.md 7 "Invoices"): what is left
// to pay back is kept as the customer's credit; the refusals change nothing; one key moves the money once. And
// card payments the terminal approved while nobody listened (a restart) are settled when the invoice or the
// customer's credit is read (GET invoices/:id, GET customer-credit/customer).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { call } from '../helpers/api';
import { TEST_TODAY } from '../helpers/testApp';
import { CARD, CASH, invoiceKit, key } from '../helpers/invoicePayments';
import { customers, payments, terminalTransactions } from '../../server/db/schema';
import { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS } from '../../src/domain/invoiceTexts';

const s = bookingSuite();
const k = invoiceKit(s);

const convert = (invoiceId: number, client_key = key('conv')) =>
  s.post('invoices/convert-to-credit', { client_key, invoice_id: invoiceId });
const checkout = (body: Record<string, unknown>) => s.post('invoices/checkout', { client_key: key('co'), ...body });

/** The request is refused with `status` (and `text`), and nothing in the database changed. */
async function refused(send: () => Promise<{ status: number; body: any }>, status: number, text?: string) {
  const before = await databaseDigest(s.db);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (text) expect(res.body.error_message).toBe(text);
  expect(await databaseDigest(s.db)).toEqual(before);
  return res;
}

const sums = (inv: any) => ({
  status: inv.status,
  paid: inv.paid_amount,
  credited: inv.credited_amount,
  remaining: inv.remaining_amount,
});

/** An invoice of `total` öre, `paid` of it paid in cash, then credited in full: the rest is owed back. */
async function creditOwingBack(total: number, paid: number) {
  const original = await k.invoice(total);
  if (paid > 0)
    expect((await checkout({ invoice_id: original.id, payment_method_id: CASH, amount: paid })).status).toBe(200);
  const made = await s.post('invoices/create-credit-invoice', {
    client_key: key('cr'),
    originalInvoiceId: original.id,
    mode: 'credit-full-amount',
    creditSalesItems: [],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { original, credit: made.body.data.invoice };
}

const timeline = async (customerId: number) =>
  (await s.get('customer-credit/customer', { customerId: String(customerId), includeTimeline: '1' })).body.data
    .customer_credit;

beforeAll(() => {
  k.sim().settings.delayMs = 0;
});
beforeEach(async () => {
  await k.sim().idle();
  s.rec.clear();
});

describe('POST invoices/convert-to-credit', () => {
  it('keeps what is owed back as the customer’s credit: the credit invoice closes, the original is untouched', async () => {
    // 400 kr invoiced, 300 kr paid, all credited: 100 kr settles the original, 300 kr is owed back.
    const { original, credit } = await creditOwingBack(40_000, 30_000);
    expect(sums(credit)).toEqual({ status: 'partial', paid: 0, credited: -10_000, remaining: -30_000 });
    const customerId = original.customer_id;
    await k.credit(customerId, 1_230); // credit from before: the move adds to it
    const originalBefore = await k.show(original.id);
    s.rec.clear();

    const res = await convert(credit.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data.invoice;
    expect(after.id).toBe(credit.id);
    expect(sums(after)).toEqual({ status: 'closed', paid: -30_000, credited: -10_000, remaining: 0 });
    expect(after.paid_amount + after.credited_amount).toBe(after.total);
    expect(after.payment_applications).toEqual([
      expect.objectContaining({
        paid_amount: -30_000,
        is_customer_credit_application: true,
        can_reverse: false,
        can_refund: false,
        payment: expect.objectContaining({
          amount: -30_000,
          transaction_status: 'confirmed',
          payment_method: expect.objectContaining({ gateway: 'customer_credit' }),
        }),
      }),
    ]);
    // Exactly the amount owed back, on top of the credit there was.
    expect(await k.balance(customerId)).toBe(1_230 + 30_000);
    expect((await timeline(customerId)).timelineItems.at(-1)).toEqual({
      date: TEST_TODAY,
      amount: 30_000,
      text: `Kreditfaktura ${credit.invoice_number} flyttad till tillgodo`,
      balance_amount: 31_230,
    });
    const [entry] = (await k.entries(customerId)).filter((e) => e.invoiceId === credit.id);
    expect(entry).toMatchObject({ amount: 30_000, paymentId: after.payment_applications[0].payment_id });
    // The original invoice is as it was.
    expect(await k.show(original.id)).toEqual(originalBefore);
    expect(s.rec.named('InvoiceUpdated')).toEqual([{ invoice_id: credit.id }]);
    expect(s.rec.named('CustomerCreditUpdated')).toEqual([{ customer_id: customerId }]);

    // The credit is the guest's to spend: it pays a later invoice.
    const later = await k.invoice(30_000, customerId);
    const paid = await checkout({ invoice_id: later.id, amount: 0, customer_credit_amount: 30_000 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(sums(paid.body.data.invoice)).toMatchObject({ status: 'closed', remaining: 0 });
    expect(await k.balance(customerId)).toBe(1_230);
  });

  it('a credit invoice of an unpaid invoice owes nothing back: refused', async () => {
    // The original was open: the credit settles it whole, nothing is owed back.
    const { credit } = await creditOwingBack(12_000, 0);
    expect(credit.remaining_amount).toBe(0);
    await refused(() => convert(credit.id), 422, INVOICE_TEXTS.convertNothingLeft);
  });

  it('refuses an invoice that is no credit invoice, one with no customer, an unknown one, a kassör', async () => {
    const inv = await k.invoice(8_000);
    await refused(() => convert(inv.id), 422, INVOICE_TEXTS.convertNotCredit);
    await refused(() => convert(999_999), 404, INVOICE_TEXTS.notFound);
    const { credit } = await creditOwingBack(9_000, 9_000);
    await refused(
      () => s.post('invoices/convert-to-credit', { client_key: key('kassa'), invoice_id: credit.id }, s.kassa),
      403,
    );
    // The customer was removed meanwhile: nobody to keep the credit.
    await s.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, credit.customer_id));
    try {
      await refused(() => convert(credit.id), 422, INVOICE_TEXTS.convertNoCustomer);
    } finally {
      await s.db.update(customers).set({ deletedAt: null }).where(eq(customers.id, credit.customer_id));
    }
    // Paid out already: nothing left.
    const out = await checkout({ invoice_id: credit.id, payment_method_id: CASH, amount: 9_000 });
    expect(sums(out.body.data.invoice).remaining).toBe(0);
    await refused(() => convert(credit.id), 422, INVOICE_TEXTS.convertNothingLeft);
  });

  it('a card payout waiting at the terminal blocks it (409); once stopped, the move goes through', async () => {
    const { credit } = await creditOwingBack(15_000, 15_000);
    k.sim().settings.delayMs = 2_000; // the terminal is still on its first steps while we ask
    const payout = await checkout({ invoice_id: credit.id, payment_method_id: CARD, amount: 15_000 });
    expect(payout.body.data.transaction_status).toBe('await_confirmation');
    const paymentId = payout.body.data.payment_id as number;
    const [txn] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.paymentId, paymentId));
    await k.terminalAsked(txn.reference);
    await refused(() => convert(credit.id), 409, INVOICE_TEXTS.convertTerminalOpen);
    expect((await s.post('invoices/cancel-payment', { paymentId })).status).toBe(200);
    k.sim().settings.delayMs = 0;
    const res = await convert(credit.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sums(res.body.data.invoice)).toEqual({ status: 'closed', paid: -15_000, credited: 0, remaining: 0 });
    expect(await k.balance(credit.customer_id)).toBe(15_000);
  });

  it('the same key twice is one move and the same answer', async () => {
    const { credit } = await creditOwingBack(20_000, 20_000);
    const clientKey = key('twice');
    const a = await convert(credit.id, clientKey);
    const b = await convert(credit.id, clientKey);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data).toEqual(a.body.data);
    const pays = (await k.paymentsOf(credit.customer_id)).filter((p) => p.amount < 0);
    expect(pays).toHaveLength(1);
    expect(await k.balance(credit.customer_id)).toBe(20_000);
  });

  it('ten concurrent calls with one key are one payment, even past the router’s own key', async () => {
    const { credit } = await creditOwingBack(25_000, 25_000);
    const clientKey = key('ten');
    // Each its own Idempotency-Key header: only the payment's client_key makes them one.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(s.app, 'POST', 'demo', 'invoices/convert-to-credit', {
          token: s.token,
          headers: { 'idempotency-key': `${clientKey}-h${i}` },
          body: { client_key: clientKey, invoice_id: credit.id },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.data.invoice.remaining_amount))).toEqual(new Set([0]));
    const moved = await s.db.select().from(payments).where(eq(payments.clientKey, clientKey));
    expect(moved).toHaveLength(1);
    expect(await k.balance(credit.customer_id)).toBe(25_000);
  });

  it('ten concurrent calls with different keys: exactly one moves, the rest find nothing left', async () => {
    const { credit } = await creditOwingBack(26_000, 26_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => convert(credit.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const others = answers.filter((a) => a.status !== 200);
    expect(others.map((a) => [a.status, a.body.error_message])).toEqual(
      Array(9).fill([422, INVOICE_TEXTS.convertNothingLeft]),
    );
    expect(await k.balance(credit.customer_id)).toBe(26_000);
    expect((await k.entries(credit.customer_id)).map((e) => e.amount)).toEqual([26_000]);
  });

  it('bad input: a Swedish 422 naming the field, nothing changes', async () => {
    const { credit } = await creditOwingBack(5_000, 5_000);
    for (const body of [
      { invoice_id: credit.id },
      { client_key: 'kort', invoice_id: credit.id },
      { client_key: key('bad'), invoice_id: 'abc' },
      { client_key: key('bad'), invoice_id: -1 },
      { client_key: key('bad') },
    ]) {
      const res = await refused(() => s.post('invoices/convert-to-credit', body), 422);
      const errors = Object.values(res.body.data.errors as Record<string, string[]>).flat();
      expect(errors.length, JSON.stringify(body)).toBeGreaterThan(0);
      expect(errors.join(' ')).not.toMatch(/invalid input|expected|received/i);
    }
  });
});

describe('reading settles a card payment the terminal approved while nobody listened (restart)', () => {
  /** Starts `start`'s card payment, then forgets it as a killed process would; the terminal approves on its own. */
  async function forgotten(start: () => Promise<{ body: any }>) {
    k.sim().settings.delayMs = 40;
    const res = await start();
    expect(res.body.data.transaction_status).toBe('await_confirmation');
    const paymentId = res.body.data.payment_id as number;
    const [txn] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.paymentId, paymentId));
    await k.terminalAsked(txn.reference);
    k.sim().halt();
    await k.sim().idle();
    k.sim().settings.delayMs = 0;
    // The terminal's own time passes: it approves the card while nobody listens.
    await new Promise((r) => setTimeout(r, 300));
    const [still] = await s.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(still.transactionStatus).toBe('await_confirmation');
    s.rec.clear();
    return { paymentId, txnId: txn.id };
  }

  it('GET invoices/:id answers the invoice paid by the approved card, and tells the consoles', async () => {
    const inv = await k.invoice(21_000);
    const { paymentId, txnId } = await forgotten(() =>
      checkout({ invoice_id: inv.id, payment_method_id: CARD, amount: 21_000 }),
    );
    const shown = await k.show(inv.id);
    expect(sums(shown)).toEqual({ status: 'closed', paid: 21_000, credited: 0, remaining: 0 });
    expect(shown.payment_applications).toEqual([
      expect.objectContaining({
        payment_id: paymentId,
        paid_amount: 21_000,
        payment: expect.objectContaining({ transaction_status: 'confirmed', card_last_four: '0004' }),
      }),
    ]);
    const [t] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.id, txnId));
    expect(t.state).toBe('approved');
    expect(s.rec.named('InvoiceUpdated')).toEqual([{ invoice_id: inv.id }]);
    // Read again: nothing is applied twice, nothing more is announced.
    s.rec.clear();
    expect(sums(await k.show(inv.id)).paid).toBe(21_000);
    expect(s.rec.named('InvoiceUpdated')).toEqual([]);
  });

  it('GET customer-credit/customer answers the balance with the approved card payment in it', async () => {
    const customerId = (await s.fx.customer()).id;
    await forgotten(() =>
      s.post('customer-credit/payment', {
        client_key: key('cc'),
        customer_id: customerId,
        payment_method_id: CARD,
        amount: 12_000,
      }),
    );
    const credit = await timeline(customerId);
    expect(credit.customerCredit).toBe(12_000);
    expect(credit.timelineItems).toEqual([
      { date: TEST_TODAY, amount: 12_000, text: CUSTOMER_CREDIT_TEXTS.paymentIn, balance_amount: 12_000 },
    ]);
    expect(s.rec.named('CustomerCreditUpdated')).toEqual([{ customer_id: customerId }]);
    const [pay] = await k.paymentsOf(customerId);
    expect(pay.transaction_status).toBe('confirmed');
  });

  it('a payment this process still drives is left to the terminal: the read changes nothing', async () => {
    const inv = await k.invoice(22_000);
    k.sim().settings.delayMs = 1_000;
    const res = await checkout({ invoice_id: inv.id, payment_method_id: CARD, amount: 22_000 });
    const paymentId = res.body.data.payment_id as number;
    const [txn] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.paymentId, paymentId));
    await k.terminalAsked(txn.reference);
    expect(sums(await k.show(inv.id))).toEqual({ status: 'open', paid: 0, credited: 0, remaining: 22_000 });
    const [t] = await s.db.select().from(terminalTransactions).where(eq(terminalTransactions.id, txn.id));
    expect(t.state).toBe('requested');
    expect((await s.post('invoices/cancel-payment', { paymentId })).status).toBe(200);
    k.sim().settings.delayMs = 0;
  });
});
