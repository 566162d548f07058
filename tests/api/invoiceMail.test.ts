// Mailing invoices (money.md 2 "Invoice dialog"): POST invoices/resend, plain or with a payment link, POST
// invoices/send-reminder for overdue invoices, and POST invoices/create with send: true. Each mail is recorded,
// announced with EmailSaved and carries the invoice's PDF; over SMTP the PDF is a real MIME attachment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { createdInvoice, newKey, payOnInvoice } from '../helpers/invoiceFixtures';
import { emails, invoices, paymentLinks, products } from '../../server/db/schema';
import { recentOutbox } from '../../server/mail/mailer';
import { formatKr } from '../../src/domain/money';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import type { InvoiceDetail } from '../../src/contracts/invoices';

const s = bookingSuite();
let gasol: number;
beforeAll(async () => {
  [{ id: gasol }] = await s.db.select({ id: products.id }).from(products).where(eq(products.name, 'Gasol P11 byte'));
});
afterAll(() => {
  delete process.env.SMTP_URL;
});

const oneLine = (customer = {}) => createdInvoice(s, { items: [{ product_id: gasol, quantity: 1000 }], customer });

/** The PDF as GET invoices/:id/pdf answers it. */
async function pdfOf(id: number): Promise<Buffer> {
  const res = await s.app.fastify.inject({
    method: 'GET',
    url: `/api/demo/invoices/${id}/pdf`,
    headers: { authorization: `Bearer ${s.token}` },
  });
  return res.rawPayload;
}

const outboxOf = (emailId: number) => recentOutbox().find((m) => m.emailId === emailId)!;

async function refusedUnchanged(path: string, body: unknown, message: string) {
  const before = await databaseDigest(s.db);
  const res = await s.post(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.error_message).toBe(message);
  expect(await databaseDigest(s.db)).toEqual(before);
}

describe('resend (Skicka fakturan igen)', () => {
  it('mails the invoice with its PDF attached, records it on the invoice and publishes EmailSaved', async () => {
    const { invoice: inv, customer } = await oneLine();
    s.rec.clear();
    const res = await s.post('invoices/resend', { invoiceId: inv.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data.invoice as InvoiceDetail;
    expect(after.emails).toHaveLength(1);
    const email = after.emails[0];
    expect(email).toMatchObject({
      title: `Faktura ${inv.invoice_number} från Demo Camping AB`,
      recipient_email: customer.email,
      status: 'sent',
      kind: 'invoice',
    });
    expect(s.rec.named('EmailSaved')).toEqual([
      { booking_id: inv.booking_id, invoice_id: inv.id, booking_group_id: null, email },
    ]);
    expect(s.rec.named('InvoiceUpdated')).toContainEqual({ invoice_id: inv.id });

    const [row] = await s.db.select().from(emails).where(eq(emails.id, email.id));
    expect(row).toMatchObject({ invoiceId: inv.id, customerId: customer.id, bookingId: inv.booking_id });
    for (const t of [String(inv.invoice_number), inv.ocr, '123-4567', formatKr(inv.remaining_amount), inv.due_date!])
      expect(row.html).toContain(t);
    expect(row.html).not.toContain('/pay/');

    const sent = outboxOf(email.id);
    expect(sent.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`faktura-${inv.invoice_number}.pdf`, 'application/pdf'],
    ]);
    expect(sent.attachments[0].content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Buffer.compare(sent.attachments[0].content, await pdfOf(inv.id))).toBe(0);
    expect(await s.db.select().from(paymentLinks).where(eq(paymentLinks.invoiceId, inv.id))).toEqual([]);
  });

  it('with a payment link: a live link is made and its url is in the mail', async () => {
    const { invoice: inv } = await oneLine();
    const res = await s.post('invoices/resend', { invoiceId: inv.id, withPaymentLink: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [link] = await s.db
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.invoiceId, inv.id), isNull(paymentLinks.cancelledAt)));
    expect(link).toMatchObject({ amount: inv.remaining_amount, paidAt: null });
    const after = res.body.data.invoice as InvoiceDetail;
    expect(after.url).toBe(`/pay/${link.token}`);
    const [row] = await s.db.select().from(emails).where(eq(emails.id, after.emails[0].id));
    expect(row.html).toMatch(new RegExp(`href="https?://[^"]+/api/demo/pay/${link.token}"`));
    expect(outboxOf(row.id).attachments[0].filename).toBe(`faktura-${inv.invoice_number}.pdf`);
  });

  it('refuses a customer without e-mail, and a link on a paid or credit invoice, changing nothing', async () => {
    const { invoice: noMail } = await oneLine({ email: null });
    await refusedUnchanged('invoices/resend', { invoiceId: noMail.id }, INVOICE_TEXTS.customerHasNoEmail);

    const { invoice: paid, customer } = await oneLine();
    await payOnInvoice(s, paid.id, customer.id, paid.total);
    await refusedUnchanged(
      'invoices/resend',
      { invoiceId: paid.id, withPaymentLink: true },
      INVOICE_TEXTS.linkOnClosed,
    );
    expect((await s.post('invoices/resend', { invoiceId: paid.id })).status).toBe(200);

    const { invoice: open } = await oneLine();
    const cr = await s.post('invoices/create-credit-invoice', {
      client_key: newKey('mail'),
      originalInvoiceId: open.id,
      mode: 'credit-custom',
      creditSalesItems: [{ quantity: 1000, price: 10000, is_accommodation_charge: false }],
    });
    const creditId = cr.body.data.invoice.id;
    await refusedUnchanged(
      'invoices/resend',
      { invoiceId: creditId, withPaymentLink: true },
      INVOICE_TEXTS.linkOnClosed,
    );
    const plain = await s.post('invoices/resend', { invoiceId: creditId });
    expect(plain.body.data.invoice.emails[0].title).toBe(
      `Kreditfaktura ${cr.body.data.invoice.invoice_number} från Demo Camping AB`,
    );

    const missing = await s.post('invoices/resend', { invoiceId: 999999 });
    expect(missing.status).toBe(404);
    expect((await s.post('invoices/resend', { invoiceId: open.id }, s.kassa)).status).toBe(403);
  });
});

describe('reminders (Skicka påminnelse)', () => {
  it('are refused for an invoice not yet due and for a credit invoice', async () => {
    const { invoice: inv } = await oneLine();
    await refusedUnchanged('invoices/send-reminder', { invoiceId: inv.id }, INVOICE_TEXTS.notOverdue);
    const cr = await s.post('invoices/create-credit-invoice', {
      client_key: newKey('rem'),
      originalInvoiceId: inv.id,
      mode: 'credit-custom',
      creditSalesItems: [{ quantity: 1000, price: 5000, is_accommodation_charge: false }],
    });
    await refusedUnchanged('invoices/send-reminder', { invoiceId: cr.body.data.invoice.id }, INVOICE_TEXTS.notOverdue);
  });

  it("are sent for an overdue invoice: 'Påminnelse: Faktura {n}' with the due date, what is left and the OCR", async () => {
    const { invoice: inv, customer } = await oneLine();
    await s.db.update(invoices).set({ dueDate: '2026-07-01' }).where(eq(invoices.id, inv.id));
    await payOnInvoice(s, inv.id, customer.id, 10000);
    s.rec.clear();
    const res = await s.post('invoices/send-reminder', { invoiceId: inv.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data.invoice as InvoiceDetail;
    expect(after.isOverdue).toBe(true);
    const email = after.emails.at(-1)!;
    expect(email).toMatchObject({ title: `Påminnelse: Faktura ${inv.invoice_number}`, kind: 'invoice_reminder' });
    const [row] = await s.db.select().from(emails).where(eq(emails.id, email.id));
    for (const t of ['2026-07-01', formatKr(inv.total - 10000), inv.ocr, '123-4567', '2026-07-25'])
      expect(row.html).toContain(t);
    expect(outboxOf(email.id).attachments[0].content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [stored] = await s.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(stored.reminderCount).toBe(1);
    expect(stored.remindedAt).not.toBeNull();
    expect(s.rec.named('EmailSaved').map((e) => e.invoice_id)).toEqual([inv.id]);

    await s.post('invoices/send-reminder', { invoiceId: inv.id });
    const [twice] = await s.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(twice.reminderCount).toBe(2);
  });
});

describe('POST invoices/create with send: true', () => {
  it('mails the new invoice once; without an address the invoice is made and the desk is warned', async () => {
    const c = await s.fx.customer();
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, customerId: c.id, checkIn: '2026-07-20', checkOut: '2026-07-22' });
    const body = {
      client_key: newKey('send'),
      payment_term_id: 4,
      booking_id: b.id,
      items: [{ product_id: gasol }],
      send: true,
    };
    const res = await s.post('invoices/create', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const inv = res.body.data.invoice as InvoiceDetail;
    expect(inv.emails.map((e) => e.title)).toEqual([`Faktura ${inv.invoice_number} från Demo Camping AB`]);
    expect(outboxOf(inv.emails[0].id).attachments).toHaveLength(1);
    const again = await s.post('invoices/create', body);
    expect(again.body.data.invoice.emails).toHaveLength(1);

    const nobody = await s.fx.customer({ email: null });
    const b2 = await s.fx.booking({
      positionId: p.id,
      customerId: nobody.id,
      checkIn: '2026-07-25',
      checkOut: '2026-07-26',
    });
    const warned = await s.post('invoices/create', { ...body, client_key: newKey('send'), booking_id: b2.id });
    expect(warned.status).toBe(200);
    expect(warned.body.snackbar).toEqual({ color: 'warning', text: INVOICE_TEXTS.customerHasNoEmail });
    expect(warned.body.data.invoice.emails).toEqual([]);
  });
});

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to hand over one message. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((sock) => {
    let buf = '';
    let inData = false;
    let msg = '';
    sock.write('220 test ESMTP\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (let i = buf.indexOf('\r\n'); i >= 0; i = buf.indexOf('\r\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(msg);
            msg = '';
            sock.write('250 queued\r\n');
          } else msg += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') sock.write('250 test\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          sock.write('354 end with .\r\n');
        } else if (cmd === 'QUIT') sock.end('221 bye\r\n');
        else sock.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port, messages }),
    ),
  );
}

describe('over SMTP', () => {
  it('sends the PDF as a MIME attachment named faktura-{n}.pdf', async () => {
    const smtp = await fakeSmtp();
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      const { invoice: inv } = await oneLine();
      const res = await s.post('invoices/resend', { invoiceId: inv.id });
      expect(res.status).toBe(200);
      expect(res.body.data.invoice.emails[0].status).toBe('sent');
      expect(smtp.messages).toHaveLength(1);
      const mime = smtp.messages[0];
      expect(mime).toMatch(new RegExp(`Content-Type: application/pdf; name="?faktura-${inv.invoice_number}\\.pdf`));
      expect(mime).toMatch(/Content-Disposition: attachment/);
      // The attachment's base64 body: the lines after its headers up to the next boundary.
      const part = mime.slice(mime.indexOf('Content-Type: application/pdf'));
      const body = part.slice(part.indexOf('\n\n') + 2, part.indexOf('\n--'));
      const decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64');
      expect(Buffer.compare(decoded, await pdfOf(inv.id))).toBe(0);
    } finally {
      delete process.env.SMTP_URL;
      smtp.server.close();
    }
  });
});
