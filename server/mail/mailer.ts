import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbOrTx } from '../db/client';
import { emails } from '../db/schema';

export interface OutgoingMail {
  kind: string;
  title: string;
  html: string;
  /** Material Design icon name the Email tab shows (the demo's: mdi-email, mdi-email-remove-outline…). */
  icon: string;
  recipientEmail: string;
  /** The sender's display name: the campsite. */
  fromName: string;
  bookingId?: number | null;
  bookingGroupId?: number | null;
  invoiceId?: number | null;
  receiptId?: number | null;
  customerId?: number | null;
  /** Files sent with the mail (an invoice's PDF); the emails row keeps the body only, the outbox keeps these. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail as it was handed over, with its attachments: what `recentOutbox` answers. */
export interface OutboxMail {
  emailId: number;
  kind: string;
  title: string;
  recipientEmail: string;
  html: string;
  attachments: MailAttachment[];
  at: Date;
}

// The last mails handed over in this process, attachments included (the emails table has no room for files):
// the demo without SMTP and the tests read an invoice's PDF back from here. Bounded, newest last.
const OUTBOX_SIZE = 50;
const outbox: OutboxMail[] = [];

/** The mails handed over most recently (newest last, at most 50), with their attachments. */
export const recentOutbox = (): readonly OutboxMail[] => [...outbox];

export type EmailRow = typeof emails.$inferSelect;

/** The list shape of the Email tab and of EmailSaved (bookings.md 3, E-mail record). */
export const serializeEmail = (m: EmailRow) => ({
  id: m.id,
  status: m.status,
  sent_at: m.sentAt.toISOString(),
  opened_at: m.openedAt?.toISOString() ?? null,
  title: m.title,
  recipient_email: m.recipientEmail,
  icon: m.icon,
  kind: m.kind,
  booking_id: m.bookingId,
  booking_group_id: m.bookingGroupId,
});

const transports = new Map<string, Transporter>();

/** SMTP is optional: without SMTP_URL a mail is only recorded (a demo or a test has nobody to send to). */
function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

const plainText = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h\d|tr|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * Records the mail (status 'sent'), then hands it to SMTP when SMTP_URL is set. Recorded first so a
 * mail that went out always has its row; a send that fails marks the row 'failed'.
 */
export async function sendMail(
  db: DbOrTx,
  mail: OutgoingMail,
  now: Date,
  env: NodeJS.ProcessEnv = process.env,
): Promise<EmailRow> {
  const [row] = await db
    .insert(emails)
    .values({
      bookingId: mail.bookingId ?? null,
      bookingGroupId: mail.bookingGroupId ?? null,
      invoiceId: mail.invoiceId ?? null,
      receiptId: mail.receiptId ?? null,
      customerId: mail.customerId ?? null,
      kind: mail.kind,
      status: 'sent',
      title: mail.title,
      recipientEmail: mail.recipientEmail,
      icon: mail.icon,
      html: mail.html,
      sentAt: now,
      createdAt: now,
    })
    .returning();
  const attachments = mail.attachments ?? [];
  outbox.push({
    emailId: row.id,
    kind: mail.kind,
    title: mail.title,
    recipientEmail: mail.recipientEmail,
    html: mail.html,
    attachments,
    at: now,
  });
  if (outbox.length > OUTBOX_SIZE) outbox.splice(0, outbox.length - OUTBOX_SIZE);
  const url = env.SMTP_URL;
  if (!url) return row;
  try {
    await transportFor(url).sendMail({
      from: { name: mail.fromName, address: env.MAIL_FROM ?? 'no-reply@localhost' },
      to: mail.recipientEmail,
      subject: mail.title,
      html: mail.html,
      text: plainText(mail.html),
      attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
    return row;
  } catch (err) {
    console.error(`mail ${row.id} (${mail.kind}) could not be sent`, err);
    const [failed] = await db.update(emails).set({ status: 'failed' }).where(eq(emails.id, row.id)).returning();
    return failed;
  }
}
