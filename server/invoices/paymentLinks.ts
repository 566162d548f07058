// The payment link ('Betallänk') and its simulated provider. A link is made for what is left of an invoice
// (a newer one cancels the older live one) and sent with the invoice e-mail; the provider's page
// (GET {api base}/pay/{token}) shows the invoice and a 'Betala' button; paying registers a payment of the
// payment_link method (terminal_order { provider: 'simulated', token }) on the invoice, once per link.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { Db } from '../db/client';
import { invoiceSettings, invoices, paymentLinks, paymentMethodAccounts, paymentMethods, payments } from '../db/schema';
import { AppError, notFound, unprocessable } from '../http/errors';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import { formatKr } from '../../src/domain/money';
import type { InvoiceRecord } from './ledger';
import { applyToInvoice, lockInvoice, remainingOfInvoice } from './applications';

export type PaymentLinkRecord = typeof paymentLinks.$inferSelect;

/** The link's address relative to the tenant's API base ({origin}/api/{domain}), as invoice.url carries it. */
export const paymentLinkPath = (token: string) => `/pay/${token}`;

/** The tenant's API base for an e-mail when the public origin is configured (PUBLIC_URL), else null. */
export function publicApiBase(publicUrl: string | undefined, domain: string): string | null {
  return publicUrl ? `${publicUrl.replace(/\/$/, '')}/api/${domain}` : null;
}

/**
 * A new link for what is left of `invoice` (a credit invoice or a paid one has none to pay: refused). A live
 * older link of the invoice is cancelled. The token is 32 url-safe random characters. `apiBase` (see
 * publicApiBase) makes the url absolute for an e-mail; without it the url is relative to the API base.
 */
export async function createPaymentLink(
  tx: Tx,
  invoice: InvoiceRecord,
  now: Date,
  apiBase: string | null = null,
): Promise<{ token: string; url: string }> {
  const remaining = remainingOfInvoice(invoice);
  if (invoice.isCreditInvoice || remaining <= 0) throw unprocessable('invoice_closed', INVOICE_TEXTS.linkOnClosed);
  await tx
    .update(paymentLinks)
    .set({ cancelledAt: now })
    .where(and(eq(paymentLinks.invoiceId, invoice.id), isNull(paymentLinks.paidAt), isNull(paymentLinks.cancelledAt)));
  const token = randomBytes(24).toString('base64url');
  await tx.insert(paymentLinks).values({ invoiceId: invoice.id, token, amount: remaining, createdAt: now });
  return { token, url: `${apiBase ?? ''}${paymentLinkPath(token)}` };
}

export interface LinkPaid {
  status: 'success';
  invoice_id: number;
  paid_amount: number;
}

/**
 * The provider reports the link paid: a confirmed payment of the payment_link method applied to the invoice,
 * the link marked paid. Paying a paid link answers the same without a second payment; a cancelled one, or one
 * whose amount is more than the invoice has left (paid meanwhile), is refused and changes nothing.
 * Returns whether this call paid it (to publish).
 */
export async function payLink(
  db: Db,
  token: string,
  now: Date,
  today: string,
): Promise<{ result: LinkPaid; paidNow: boolean }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(paymentLinks).where(eq(paymentLinks.token, token)).limit(1);
    if (!found) throw notFound(INVOICE_TEXTS.linkNotFound);
    // The invoice first, then the link: the same order as every other payment on the invoice.
    const inv = await lockInvoice(tx, found.invoiceId);
    const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, found.id)).for('update').limit(1);
    const result: LinkPaid = { status: 'success', invoice_id: inv.id, paid_amount: link.amount };
    if (link.paidAt) return { result, paidNow: false };
    if (link.cancelledAt) throw unprocessable('payment_link_invalid', INVOICE_TEXTS.linkInvalid);
    const remaining = remainingOfInvoice(inv);
    if (remaining <= 0) throw unprocessable('invoice_closed', INVOICE_TEXTS.invoiceClosed);
    if (link.amount > remaining) throw unprocessable('payment_link_invalid', INVOICE_TEXTS.linkInvalid);
    const [method] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.gateway, 'payment_link'), isNull(paymentMethods.deletedAt)))
      .orderBy(paymentMethods.id)
      .limit(1);
    if (!method) throw new AppError(422, 'payment_link_invalid', INVOICE_TEXTS.linkInvalid);
    const [account] = await tx
      .select({ id: paymentMethodAccounts.id })
      .from(paymentMethodAccounts)
      .where(eq(paymentMethodAccounts.paymentMethodId, method.id))
      .orderBy(paymentMethodAccounts.id)
      .limit(1);
    const [pay] = await tx
      .insert(payments)
      .values({
        paymentMethodId: method.id,
        accountId: account?.id ?? null,
        amount: link.amount,
        paidAt: now,
        transactionStatus: 'confirmed',
        terminalOrder: { provider: 'simulated', token },
        cardBrand: 'VISA',
        cardLastFour: '0004',
        customerId: inv.customerId,
        clientKey: `link:${token}`,
        createdAt: now,
      })
      .returning();
    await applyToInvoice(tx, inv.id, pay, { now, today, userId: null });
    await tx.update(paymentLinks).set({ paidAt: now, paymentId: pay.id }).where(eq(paymentLinks.id, link.id));
    return { result, paidNow: true };
  });
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The simulated provider's page for a token: status and HTML. */
export async function paymentLinkPage(
  db: Db,
  token: string,
  fallbackSeller: string,
  opts: { thanks?: boolean; error?: string } = {},
): Promise<{ status: number; html: string }> {
  const [link] = /^[A-Za-z0-9_-]{16,64}$/.test(token)
    ? await db.select().from(paymentLinks).where(eq(paymentLinks.token, token)).limit(1)
    : [];
  const [settings] = await db.select().from(invoiceSettings).orderBy(invoiceSettings.id).limit(1);
  const seller = settings?.legalName ?? fallbackSeller;
  if (!link)
    return { status: 404, html: page(INVOICE_TEXTS.linkNotFound, seller, `<p>${INVOICE_TEXTS.linkNotFound}.</p>`) };
  const [inv] = await db.select().from(invoices).where(eq(invoices.id, link.invoiceId)).limit(1);
  const title = INVOICE_TEXTS.linkTitle(inv.invoiceNumber);
  const facts = `<dl><dt>Belopp</dt><dd class="amount">${esc(formatKr(link.amount))}</dd>
<dt>Mottagare</dt><dd>${esc(seller)}</dd><dt>OCR</dt><dd>${esc(inv.ocr)}</dd></dl>`;
  let body: string;
  if (opts.error) body = `<p class="error" role="alert">${esc(opts.error)}</p>`;
  else if (link.paidAt)
    body = `<p class="ok">${opts.thanks ? `${INVOICE_TEXTS.linkThanks}. ` : ''}${INVOICE_TEXTS.invoiceClosed}</p>`;
  else if (link.cancelledAt) body = `<p class="error">${INVOICE_TEXTS.linkInvalid}</p>`;
  else if (remainingOfInvoice(inv) <= 0) body = `<p class="ok">${INVOICE_TEXTS.invoiceClosed}</p>`;
  else
    body = `<form method="post" action="${esc(token)}" enctype="text/plain">
<button type="submit" autofocus>${INVOICE_TEXTS.linkPay} ${esc(formatKr(link.amount))}</button></form>
<p class="note">Simulerad betalning: inget kort debiteras.</p>`;
  return { status: opts.error ? 422 : 200, html: page(title, seller, facts + body) };
}

function page(title: string, seller: string, content: string): string {
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} – ${esc(seller)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1b1f24}
h1{font-size:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#545b66}
.amount{font-weight:700}button{font-size:1.1rem;padding:.6rem 1.4rem;border-radius:6px;border:0;background:#1f5fbf;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #f0a400;outline-offset:2px}.error{color:#b3261e}.ok{color:#1b6b33}.note{color:#545b66;font-size:.9rem}</style>
</head><body><h1>${esc(title)}</h1>${content}</body></html>`;
}
