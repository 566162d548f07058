// The cancellation's two mails: the medical certificate's instructions and the cancellation confirmation.
// Recorded and sent as every booking mail (server/mail/mailer.ts), announced with EmailSaved.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { customers, positions } from '../db/schema';
import type { ServiceContext } from '../http/serviceContext';
import type { BookingRow } from '../bookings/bookingChange';
import { greetingName, recipientOf } from '../bookings/mailRoutes';
import { sendMail, serializeEmail } from '../mail/mailer';
import type { MailBooking, MailTemplate } from '../mail/templates';

export type CustomerRow = typeof customers.$inferSelect;

export async function customerOf(db: DbOrTx, b: BookingRow): Promise<CustomerRow | undefined> {
  if (b.customerId == null) return undefined;
  const [c] = await db.select().from(customers).where(eq(customers.id, b.customerId)).limit(1);
  return c;
}

/** Whether a mail can reach the guest (an address, not blocked): a document request needs one (C8). */
export const canMail = (c: CustomerRow | undefined) => !!c?.email?.trim() && c.emailStatus !== 'blocked';

export async function mailData(db: DbOrTx, campsite: string, b: BookingRow, c: CustomerRow): Promise<MailBooking> {
  const [p] =
    b.positionId != null
      ? await db.select({ name: positions.fullName }).from(positions).where(eq(positions.id, b.positionId)).limit(1)
      : [];
  return {
    campsite,
    bookingNumber: b.bookingNumber,
    greetingName: greetingName(c),
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    position: p?.name ?? null,
    adults: b.adults,
    children: b.children,
    dogs: b.dogs,
  };
}

/** Records and sends one of them to the booking's customer (refusing a missing or blocked address first). */
export async function sendCancellationMail(
  ctx: ServiceContext,
  b: BookingRow,
  template: (m: MailBooking) => MailTemplate,
): Promise<{ email: ReturnType<typeof serializeEmail>; failed: boolean }> {
  const c = await customerOf(ctx.db, b);
  const to = recipientOf(c);
  const t = template(await mailData(ctx.db, ctx.tenant.config.name, b, c!));
  const row = await sendMail(
    ctx.db,
    {
      ...t,
      recipientEmail: to,
      fromName: ctx.tenant.config.name,
      bookingId: b.id,
      bookingGroupId: b.bookingGroupId,
      customerId: c!.id,
    },
    ctx.now,
  );
  const email = serializeEmail(row);
  await ctx.publish('EmailSaved', { booking_id: b.id, invoice_id: null, booking_group_id: b.bookingGroupId, email });
  return { email, failed: row.status === 'failed' };
}
