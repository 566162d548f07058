// The payment link ('Betallänk') and its simulated provider: createPaymentLink (the resend helper's), the
// provider's page GET pay/:token, its 'Betala' form, and POST payment-links/:token/pay (idempotent by token).
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { call } from '../helpers/api';
import { CASH, invoiceKit, key, LINK } from '../helpers/invoicePayments';
import { invoices, paymentLinks, payments } from '../../server/db/schema';
import { createPaymentLink, publicApiBase } from '../../server/invoices/paymentLinks';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';

const s = bookingSuite();
const k = invoiceKit(s);

async function linkFor(invoiceId: number, apiBase: string | null = null) {
  return s.db.transaction(async (tx) => {
    const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    return createPaymentLink(tx, inv, new Date(), apiBase);
  });
}
const payLink = (token: string) => call(s.app, 'POST', 'demo', `payment-links/${token}/pay`);
const page = (token: string, query?: Record<string, string>) =>
  s.app.fastify.inject({ method: 'GET', url: `/api/demo/pay/${token}`, query });

beforeEach(() => {
  s.rec.clear();
});

describe('createPaymentLink', () => {
  it('a url-safe token of 32 characters for what is left; a newer link cancels the older', async () => {
    const inv = await k.invoice(30_000);
    await s.post('invoices/checkout', {
      client_key: key('part'),
      invoice_id: inv.id,
      payment_method_id: CASH,
      amount: 10_000,
    });
    const first = await linkFor(inv.id);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.url).toBe(`/pay/${first.token}`);
    const second = await linkFor(inv.id, publicApiBase('https://camp.example.se/', 'demo'));
    expect(second.url).toBe(`https://camp.example.se/api/demo/pay/${second.token}`);
    const rows = await s.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.invoiceId, inv.id))
      .orderBy(paymentLinks.id);
    expect(rows.map((r) => [r.amount, r.cancelledAt != null])).toEqual([
      [20_000, true],
      [20_000, false],
    ]);
    // The invoice shows the live link.
    expect((await k.show(inv.id)).url).toBe(`/pay/${second.token}`);
  });

  it('a paid invoice gets no link', async () => {
    const inv = await k.invoice(5_000);
    await s.post('invoices/checkout', {
      client_key: key('full'),
      invoice_id: inv.id,
      payment_method_id: CASH,
      amount: 5_000,
    });
    await expect(linkFor(inv.id)).rejects.toMatchObject({ status: 422, message: INVOICE_TEXTS.linkOnClosed });
  });
});

describe('POST payment-links/:token/pay', () => {
  it('pays the invoice once with a payment of the link method; the second POST changes nothing', async () => {
    const inv = await k.invoice(24_000);
    const { token } = await linkFor(inv.id);
    s.rec.clear();
    const res = await payLink(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ status: 'success', invoice_id: inv.id, paid_amount: 24_000 });
    expect(s.rec.named('InvoiceUpdated')).toEqual([{ invoice_id: inv.id }]);
    const after = await k.show(inv.id);
    expect([after.status, after.paid_amount, after.remaining_amount, after.url]).toEqual(['closed', 24_000, 0, null]);
    const [app] = after.payment_applications;
    expect(app).toMatchObject({
      paid_amount: 24_000,
      can_reverse: false,
      can_refund: true,
      payment: { payment_method: { id: LINK, gateway: 'payment_link' }, surfboard_order: { refunded_at: null } },
    });
    const [p] = await s.db.select().from(payments).where(eq(payments.id, app.payment_id));
    expect(p.terminalOrder).toEqual({ provider: 'simulated', token });
    const [link] = await s.db.select().from(paymentLinks).where(eq(paymentLinks.token, token));
    expect([link.paymentId, link.paidAt != null]).toEqual([p.id, true]);

    s.rec.clear();
    const before = await databaseDigest(s.db);
    const again = await payLink(token);
    expect(again.body.data).toEqual(res.body.data);
    expect(await databaseDigest(s.db)).toEqual(before);
    expect(s.rec.named('InvoiceUpdated')).toEqual([]);
  });

  it('two at once are one payment', async () => {
    const inv = await k.invoice(9_000);
    const { token } = await linkFor(inv.id);
    const both = await Promise.all([payLink(token), payLink(token), payLink(token)]);
    expect(both.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await k.paymentsOf(inv.customer_id)).toHaveLength(1);
  });

  it('a cancelled link, one for more than is left, and unknown tokens are refused; nothing changes', async () => {
    const inv = await k.invoice(20_000);
    const old = await linkFor(inv.id);
    const live = await linkFor(inv.id);
    const refused = async (token: string, status: number, text: string) => {
      const before = await databaseDigest(s.db);
      const res = await payLink(token);
      expect([res.status, res.body.error_message]).toEqual([status, text]);
      expect(await databaseDigest(s.db)).toEqual(before);
    };
    await refused(old.token, 422, 'Betallänken är inte längre giltig');
    await refused('A'.repeat(32), 404, INVOICE_TEXTS.linkNotFound);
    // Paid in part meanwhile: the link's amount would be a surplus.
    const mid = await s.post('invoices/checkout', {
      client_key: key('mid'),
      invoice_id: inv.id,
      payment_method_id: CASH,
      amount: 5_000,
    });
    expect(mid.status, JSON.stringify(mid.body)).toBe(200);
    await refused(live.token, 422, INVOICE_TEXTS.linkInvalid);
    await s.post('invoices/checkout', {
      client_key: key('end'),
      invoice_id: inv.id,
      payment_method_id: CASH,
      amount: 15_000,
    });
    await refused(live.token, 422, INVOICE_TEXTS.invoiceClosed);
  });

  it('a link payment is refunded at the provider at once (PIN checked)', async () => {
    const inv = await k.invoice(11_000);
    const { token } = await linkFor(inv.id);
    await payLink(token);
    const paymentId = (await k.show(inv.id)).payment_applications[0].payment_id;
    const wrong = await s.post('invoices/refund-payment', { paymentId, invoiceId: inv.id, pin: '0000' });
    expect([wrong.status, wrong.body.error_message]).toEqual([422, 'Ogiltig kod']);
    const res = await s.post('invoices/refund-payment', { paymentId, invoiceId: inv.id, pin: '1234' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ transaction_status: 'confirmed', payment_id: null });
    expect([res.body.data.invoice.status, res.body.data.invoice.remaining_amount]).toEqual(['open', 11_000]);
    const apps = res.body.data.invoice.payment_applications;
    expect(apps.map((a: any) => [a.paid_amount, a.payment.surfboard_order?.refunded_at != null])).toEqual([
      [11_000, true],
      [-11_000, false],
    ]);
    expect(s.rec.named('InvoiceUpdated')).toContainEqual({ invoice_id: inv.id });
  });
});

describe('the provider’s page GET pay/:token', () => {
  it('shows the invoice, the amount, the seller and a Betala button; after paying, that it is paid', async () => {
    const inv = await k.invoice(12_300);
    const { token } = await linkFor(inv.id);
    const res = await page(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<h1>Betala faktura ${inv.invoice_number}</h1>`);
    expect(res.body).toContain('123,00\u00a0kr');
    expect(res.body).toContain('Demo Camping AB');
    expect(res.body).toMatch(/<form method="post"[^>]*>\s*<button[^>]*>Betala /);

    // The form's POST pays and comes back to the page (303), which says it is paid.
    const posted = await s.app.fastify.inject({
      method: 'POST',
      url: `/api/demo/pay/${token}`,
      headers: { 'content-type': 'text/plain' },
      payload: '',
    });
    expect(posted.statusCode, posted.body).toBe(303);
    expect(posted.headers.location).toBe(`${token}?paid=1`);
    expect(s.rec.named('InvoiceUpdated')).toContainEqual({ invoice_id: inv.id });
    const paid = await page(token, { paid: '1' });
    expect(paid.body).toContain('Tack för din betalning');
    expect(paid.body).toContain('Fakturan är redan betald');
    expect(paid.body).not.toContain('<form');
    expect((await k.show(inv.id)).status).toBe('closed');
  });

  it('an unknown token is a 404 page; a cancelled link says it is no longer valid', async () => {
    const missing = await page('nope-nope-nope-nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Betallänken finns inte');
    const inv = await k.invoice(4_000);
    const old = await linkFor(inv.id);
    await linkFor(inv.id);
    const res = await page(old.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Betallänken är inte längre giltig');
    expect(res.body).not.toContain('<form');
    const posted = await s.app.fastify.inject({
      method: 'POST',
      url: `/api/demo/pay/${old.token}`,
      headers: { 'content-type': 'text/plain' },
      payload: '',
    });
    expect(posted.statusCode).toBe(422);
    expect(posted.body).toContain('Betallänken är inte längre giltig');
  });
});
