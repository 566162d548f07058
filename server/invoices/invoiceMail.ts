// Mailing an invoice (money.md 2 "Invoice dialog": resend, plain or with a payment link, and the reminder of an
// overdue invoice): judged, the link or the reminder count written in one transaction, then the mail recorded
// and sent with the invoice's PDF attached, and EmailSaved / InvoiceUpdated published.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { customers, emails, invoices } from '../db/schema';
import { AppError, fieldError, notFound } from '../http/errors';
import { sendMail, serializeEmail } from '../mail/mailer';
import { esc } from '../mail/templates';
import { greetingName } from '../bookings/mailRoutes';
import { invoiceSettingsOf, type InvoiceRecord, type InvoiceSettingsRecord } from './ledger';
import { invoicePdf } from './invoicePdf';
import { createPaymentLink } from './paymentLinks';
import { isOverdue, remainingOf } from '../../src/domain/invoices';
import { addDays } from '../../src/domain/dates';
import { formatKr } from '../../src/domain/money';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';

/** What mailing needs of its caller (a route's ServiceContext fits, and createService's deps). */
export interface InvoiceMailDeps {
  db: DbOrTx;
  now: Date;
  today: string;
  publish(event: string, data: unknown): Promise<void>;
  /** The tenant's API base ({origin}/api/{domain}) that makes a payment link's url absolute in the mail. */
  apiBase?: string | null;
  /** Where sendMail reads SMTP_URL / MAIL_FROM (process.env by default); the demo seeder's history passes {}: recorded, never sent. */
  mailEnv?: NodeJS.ProcessEnv;
}

export type InvoiceMailKind = 'invoice' | 'reminder';

export interface InvoiceMailOptions {
  kind: InvoiceMailKind;
  /** A payment link ('Betallänk') in the mail: only for an open, normal invoice. */
  withPaymentLink: boolean;
}

type CustomerRow = typeof customers.$inferSelect;

/** The snackbar when the mail server refused the mail (it is recorded as failed). */
export const MAIL_FAILED_TEXT = 'E-postmeddelandet kunde inte skickas.';

/** The customer's address, or the refusal the desk sees. */
function recipientOf(c: CustomerRow): string {
  const address = c.email?.trim();
  if (!address) throw fieldError('no_email', 'invoiceId', INVOICE_TEXTS.customerHasNoEmail);
  if (c.emailStatus === 'blocked') throw fieldError('email_blocked', 'invoiceId', INVOICE_TEXTS.emailBlocked);
  return address;
}

const sumsOf = (inv: InvoiceRecord) => ({ total: inv.totalAmount, paid: inv.paidAmount, credited: inv.creditedAmount });

/** What may not be mailed: a link on a closed or credit invoice, a reminder for one that is not overdue. */
export function mailRefusal(
  inv: InvoiceRecord,
  opts: InvoiceMailOptions,
  today: string,
): { code: string; field: string; message: string } | null {
  if (opts.kind === 'reminder') {
    const overdue = isOverdue({ ...sumsOf(inv), dueDate: inv.dueDate, isCredit: inv.isCreditInvoice }, today);
    if (!overdue) return { code: 'not_overdue', field: 'invoiceId', message: INVOICE_TEXTS.notOverdue };
  }
  if (opts.withPaymentLink && (inv.isCreditInvoice || remainingOf(sumsOf(inv)) <= 0))
    return { code: 'link_on_closed', field: 'withPaymentLink', message: INVOICE_TEXTS.linkOnClosed };
  return null;
}

/**
 * Mails the invoice (or its reminder) to the customer with the PDF attached. Answers the recorded mail and
 * whether the mail server refused it (the row is then 'failed'). 404 for an unknown invoice, 422 for the rules.
 */
export async function sendInvoiceMail(deps: InvoiceMailDeps, invoiceId: number, opts: InvoiceMailOptions) {
  const prepared = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ inv: invoices, c: customers })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .where(eq(invoices.id, invoiceId))
      .for('update', { of: invoices })
      .limit(1);
    if (!row) throw notFound(INVOICE_TEXTS.notFound);
    const refusal = mailRefusal(row.inv, opts, deps.today);
    if (refusal) throw fieldError(refusal.code, refusal.field, refusal.message);
    const to = recipientOf(row.c);
    const link = opts.withPaymentLink ? await createPaymentLink(tx, row.inv, deps.now, deps.apiBase ?? null) : null;
    let inv = row.inv;
    if (opts.kind === 'reminder') {
      [inv] = await tx
        .update(invoices)
        .set({ reminderCount: inv.reminderCount + 1, remindedAt: deps.now, updatedAt: deps.now })
        .where(eq(invoices.id, inv.id))
        .returning();
    }
    return { inv, customer: row.c, to, url: link?.url ?? null, seller: await invoiceSettingsOf(tx) };
  });
  const { inv, customer, to, url, seller } = prepared;
  const file = (await invoicePdf(deps.db, inv.id))!;
  const mail =
    opts.kind === 'reminder'
      ? reminderMail(inv, customer, seller, deps.today)
      : invoiceMail(inv, customer, seller, url);
  const row = await sendMail(
    deps.db,
    {
      ...mail,
      recipientEmail: to,
      fromName: seller.legalName,
      bookingId: inv.bookingId,
      bookingGroupId: inv.bookingGroupId,
      invoiceId: inv.id,
      customerId: inv.customerId,
      attachments: [{ filename: file.filename, contentType: 'application/pdf', content: file.pdf }],
    },
    deps.now,
    deps.mailEnv,
  );
  const email = serializeEmail(row);
  await deps.publish('EmailSaved', {
    booking_id: inv.bookingId,
    invoice_id: inv.id,
    booking_group_id: inv.bookingGroupId,
    email,
  });
  await deps.publish('InvoiceUpdated', { invoice_id: inv.id });
  return { email, failed: row.status === 'failed' };
}

/**
 * 'send: true' of POST invoices/create: mails the new invoice once (a create answered again finds its mail and
 * sends nothing more). A refusal (no address) does not undo the invoice: it comes back as the desk's warning.
 */
export async function mailNewInvoice(deps: InvoiceMailDeps, invoiceId: number): Promise<string | null> {
  const [sent] = await deps.db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.invoiceId, invoiceId), eq(emails.kind, 'invoice')))
    .limit(1);
  if (sent) return null;
  try {
    const { failed } = await sendInvoiceMail(deps, invoiceId, { kind: 'invoice', withPaymentLink: false });
    return failed ? MAIL_FAILED_TEXT : null;
  } catch (err) {
    if (err instanceof AppError && err.status === 422) return err.message;
    throw err;
  }
}

interface InvoiceMailTemplate {
  kind: string;
  icon: string;
  title: string;
  html: string;
}

function layout(seller: InvoiceSettingsRecord, hello: string, intro: string, rows: [string, string][], outro: string) {
  const table = rows
    .map(([k, v]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join('');
  return (
    `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${esc(seller.legalName)}</title></head>` +
    `<body style="font-family:sans-serif;color:#222"><p>${hello}</p><p>${intro}</p><table>${table}</table>${outro}` +
    `<p>Vänliga hälsningar<br>${esc(seller.legalName)}<br>${esc(seller.email)} · ${esc(seller.phone)}</p></body></html>`
  );
}

const helloOf = (c: CustomerRow) => {
  const name = greetingName(c);
  return name ? `Hej ${esc(name)}!` : 'Hej!';
};

/** 'Faktura {n} från {seller}' (or 'Kreditfaktura …'), with the payment link when one was made. */
export function invoiceMail(
  inv: InvoiceRecord,
  c: CustomerRow,
  seller: InvoiceSettingsRecord,
  url: string | null,
): InvoiceMailTemplate {
  const remaining = remainingOf(sumsOf(inv));
  const name = inv.isCreditInvoice ? 'kreditfaktura' : 'faktura';
  const rows: [string, string][] = [
    [inv.isCreditInvoice ? 'Kreditfakturanummer' : 'Fakturanummer', String(inv.invoiceNumber)],
    ['Fakturadatum', inv.invoiceDate],
  ];
  if (inv.isCreditInvoice) rows.push(['Att återfå', formatKr(inv.totalAmount)]);
  else {
    if (inv.dueDate) rows.push(['Förfallodatum', inv.dueDate]);
    rows.push(['Att betala', formatKr(remaining)], ['OCR-nummer', inv.ocr], ['Bankgiro', seller.bankgiro]);
  }
  const pay = url
    ? `<p>Betala enkelt med kort via betallänken: <a href="${esc(url)}">${esc(url)}</a></p>`
    : inv.isCreditInvoice || remaining === 0
      ? ''
      : `<p>Betala till bankgiro ${esc(seller.bankgiro)} och ange OCR-nummer ${esc(inv.ocr)}.</p>`;
  return {
    kind: inv.isCreditInvoice ? 'credit_invoice' : 'invoice',
    icon: 'mdi-email',
    title: `${inv.isCreditInvoice ? 'Kreditfaktura' : 'Faktura'} ${inv.invoiceNumber} från ${seller.legalName}`,
    html: layout(
      seller,
      helloOf(c),
      `Här kommer ${name} ${inv.invoiceNumber} från ${esc(seller.legalName)}. Den finns som PDF i bilagan.`,
      rows,
      pay,
    ),
  };
}

/** 'Påminnelse: Faktura {n}': the original due date, what is left and the OCR, and a new last day to pay. */
export function reminderMail(
  inv: InvoiceRecord,
  c: CustomerRow,
  seller: InvoiceSettingsRecord,
  today: string,
): InvoiceMailTemplate {
  const remaining = remainingOf(sumsOf(inv));
  const rows: [string, string][] = [
    ['Fakturanummer', String(inv.invoiceNumber)],
    ['Fakturadatum', inv.invoiceDate],
    ['Förfallodatum', inv.dueDate ?? ''],
    ['Kvar att betala', formatKr(remaining)],
    ['OCR-nummer', inv.ocr],
    ['Bankgiro', seller.bankgiro],
    ['Betala senast', addDays(today, seller.reminderDays)],
  ];
  return {
    kind: 'invoice_reminder',
    icon: 'mdi-email-alert-outline',
    title: `Påminnelse: Faktura ${inv.invoiceNumber}`,
    html: layout(
      seller,
      helloOf(c),
      `Vi har ännu inte fått full betalning för faktura ${inv.invoiceNumber}, som förföll ${esc(inv.dueDate ?? '')}. ` +
        'Fakturan finns som PDF i bilagan.',
      rows,
      `<p>Betala till bankgiro ${esc(seller.bankgiro)} och ange OCR-nummer ${esc(inv.ocr)}. ` +
        'Har du redan betalat kan du bortse från den här påminnelsen.</p>',
    ),
  };
}
