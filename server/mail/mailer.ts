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
}

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
  const url = env.SMTP_URL;
  if (!url) return row;
  try {
    await transportFor(url).sendMail({
      from: { name: mail.fromName, address: env.MAIL_FROM ?? 'no-reply@localhost' },
      to: mail.recipientEmail,
      subject: mail.title,
      html: mail.html,
      text: plainText(mail.html),
    });
    return row;
  } catch (err) {
    console.error(`mail ${row.id} (${mail.kind}) could not be sent`, err);
    const [failed] = await db.update(emails).set({ status: 'failed' }).where(eq(emails.id, row.id)).returning();
    return failed;
  }
}
