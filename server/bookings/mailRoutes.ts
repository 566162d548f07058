import { eq } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import { z } from '../http/validation';
import { id } from '../../src/domain/input';
import type { DbOrTx } from '../db/client';
import { bookings, customers, positions } from '../db/schema';
import {
  checkinConfirmationRefusal,
  checkinEmailRefusal,
  confirmationRefusal,
  type MailBooking,
} from '../../src/domain/emailStatus';
import { formatStockholm } from '../../src/domain/dates';
import { times, type BookingRow } from './bookingChange';
import { refuse } from './bookingChange';
import { sendMail, serializeEmail } from '../mail/mailer';
import { serviceContext, type ServiceContext } from '../http/serviceContext';
import {
  checkinConfirmationMail,
  checkinInformationMail,
  confirmationMail,
  type MailBooking as MailData,
  type MailTemplate,
} from '../mail/templates';

type CustomerRow = typeof customers.$inferSelect;

/** The customer's address, or the refusal the desk sees (bookings.md 3: a blocked address gets no more mail). */
export function recipientOf(c: CustomerRow | undefined): string {
  const address = c?.email?.trim();
  if (!c || !address) throw refuse('no_email', 'Kunden saknar e-postadress.');
  if (c.emailStatus === 'blocked') throw refuse('email_blocked', 'E-postadressen är blockerad.');
  return address;
}

export const greetingName = (c: CustomerRow) => (c.isOrg ? c.orgReference || c.orgName : c.givenName) ?? null;

async function mailContext(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ b: bookings, c: customers, positionName: positions.fullName })
    .from(bookings)
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(positions, eq(positions.id, bookings.positionId))
    .where(eq(bookings.id, id))
    .limit(1);
  if (!row) throw notFound('Bokningen finns inte.');
  return { b: row.b, c: row.c ?? undefined, positionName: row.positionName };
}

/** The snackbar when the mail server refused the mail (it is recorded as failed). */
export const MAIL_FAILED_TEXT = 'E-postmeddelandet kunde inte skickas.';

/** A rule of src/domain/emailStatus.ts and the desk's message for each reason it refuses. */
type Rule = (b: BookingRow, today: string) => void;
function mailRule<R extends string>(
  refusal: (b: MailBooking, today: string) => R | null,
  messages: Record<R, string>,
): Rule {
  return (b, today) => {
    const code = refusal({ ...times(b), cancellation_status: b.cancellationStatus }, today);
    if (code) throw refuse(code, messages[code]);
  };
}

/** bookings.md 4 "Sending mail from a booking". */
const RULES: Record<BookingMailKind, Rule> = {
  confirmation: mailRule(confirmationRefusal, {
    not_a_booking: 'Ett utkast är ingen bokning och kan inte bekräftas.',
    booking_cancelled: 'Bokningen är avbokad. Ingen bokningsbekräftelse skickas.',
    booking_cancelling: 'Bokningen håller på att avbokas. Ingen bokningsbekräftelse skickas.',
    already_checked_out: 'Bokningen är utcheckad. Ingen bokningsbekräftelse skickas.',
  }),
  checkin: mailRule(checkinEmailRefusal, {
    not_before_checkin: 'Incheckningsinformation skickas bara före incheckningen.',
    not_checkin_day: 'Incheckningsinformation kan bara skickas på incheckningsdagen.',
  }),
  checkinConfirmation: mailRule(checkinConfirmationRefusal, {
    already_checked_out: 'Bokningen är utcheckad. Ingen incheckningsbekräftelse skickas.',
    not_checked_in: 'Incheckningsbekräftelse kan bara skickas för en incheckad bokning.',
  }),
};

export type BookingMailKind = 'confirmation' | 'checkin' | 'checkinConfirmation';

const TEMPLATES: Record<BookingMailKind, (m: MailData) => MailTemplate> = {
  confirmation: confirmationMail,
  checkin: checkinInformationMail,
  checkinConfirmation: checkinConfirmationMail,
};

/**
 * Sends one of the booking's mails: judged by its rule, recorded, sent, announced with EmailSaved.
 * Refusals (no address, a cancelled booking …) are 422s with the desk's message; a mail the server could
 * not deliver is recorded as failed and answered with `failed`. Also used by bookings/store.
 */
export async function sendBookingMail(ctx: ServiceContext, bookingId: number, kind: BookingMailKind) {
  const { b, c, positionName } = await mailContext(ctx.db, bookingId);
  RULES[kind](b, ctx.today);
  const to = recipientOf(c);
  const t = TEMPLATES[kind]({
    campsite: ctx.tenant.config.name,
    bookingNumber: b.bookingNumber,
    greetingName: greetingName(c!),
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    position: positionName,
    adults: b.adults,
    children: b.children,
    dogs: b.dogs,
    expectedArrivalTime: b.expectedArrivalTime,
    checkedInAt: b.checkedInAt ? formatStockholm(b.checkedInAt, 'yyyy-MM-dd HH:mm') : null,
  });
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
  await ctx.publish('EmailSaved', {
    booking_id: b.id,
    invoice_id: null,
    booking_group_id: b.bookingGroupId,
    email,
  });
  return { email, failed: row.status === 'failed' };
}

/** 'Bokningsbekräftelse', 'Incheckningsinformation' and 'Incheckningsbekräftelse'. */
export function registerBookingMailRoutes(r: TenantRouter) {
  const route = (path: string, kind: BookingMailKind) =>
    r.post(path, { permission: 'writeBookings', body: z.object({ booking_id: id() }) }, async (ctx) => {
      const { email, failed } = await sendBookingMail(serviceContext(ctx), ctx.body.booking_id, kind);
      if (failed) ctx.snackbar('warning', MAIL_FAILED_TEXT);
      return { email };
    });

  route('bookings/send-confirmation', 'confirmation');
  route('bookings/send-checkin-email', 'checkin');
  route('bookings/send-checkin-confirmation', 'checkinConfirmation');
}
