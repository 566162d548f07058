// A booking's record in the demo: the confirmation mails it was sent and its editing history.
import type { Built } from './bookings';
import { DAY, type Clock } from './clock';
import type { CustomerDraft } from './customers';
import type { Rng } from './random';
import { RECEPTION_USERS } from './reference';

type BookingRow = ReturnType<typeof import('./bookingRows').buildRows>['bookingRows'][number];
type GroupRow = ReturnType<typeof import('./bookingRows').buildRows>['groupRows'][number];

const CHANNEL_TEXT: Record<number, string> = {
  1: 'från receptionen',
  2: 'från bokningsportalen',
  3: 'från självincheckningen',
  4: 'från Bookvisit',
};

function mailHtml(
  campsite: string,
  c: CustomerDraft,
  number: string,
  checkIn: string,
  checkOut: string,
  position: string,
) {
  const hello = c.isOrg ? (c.orgReference ?? c.orgName) : c.givenName;
  return (
    `<p>Hej ${hello}!</p><p>Tack för din bokning hos ${campsite}. Här är din bokningsbekräftelse.</p>` +
    `<p><b>Bokningsnummer:</b> ${number}<br><b>Ankomst:</b> ${checkIn} från kl. 14.00<br><b>Avresa:</b> ${checkOut} senast kl. 12.00<br><b>Plats:</b> ${position}</p>` +
    `<p>Välkommen!<br>${campsite}</p>`
  );
}

export function buildMails(
  built: Built[],
  rows: BookingRow[],
  groups: GroupRow[],
  customers: Map<number, CustomerDraft>,
  positionNames: Map<number, string>,
  campsite: string,
  clock: Clock,
  rng: Rng,
) {
  const emails = [];
  const windowStart = clock.now.getTime() - 180 * DAY;
  /** A mail to a booking's customer: what its confirmation and cancellation rows share. */
  const bookingMail = (
    bookingId: number,
    c: CustomerDraft,
    mail: {
      kind: string;
      status: string;
      title: string;
      icon: string;
      html: string;
      sentAt: Date;
      openedAt: Date | null;
    },
  ) =>
    emails.push({
      id: emails.length + 1,
      bookingId,
      bookingGroupId: null,
      invoiceId: null,
      receiptId: null,
      customerId: c.id,
      recipientEmail: c.email,
      createdAt: mail.sentAt,
      ...mail,
    });
  const status = (c: CustomerDraft, sentAt: Date) => {
    if (c.emailStatus === 'blocked') return { status: rng.chance(0.7) ? 'failed' : 'complaint', openedAt: null };
    let s: string = rng.weighted([
      ['read', 50],
      ['delivered', 38],
      ['sent', 12],
    ] as const);
    if (s === 'sent' && sentAt.getTime() < clock.now.getTime() - 2 * DAY) s = 'delivered'; // 'sent' only until the receipt arrives
    const opened =
      s === 'read'
        ? Math.min(clock.now.getTime() - 60_000, sentAt.getTime() + Math.round(rng.exp(8 * 3_600_000) / 1000) * 1000)
        : null;
    return { status: s, openedAt: opened !== null && opened > sentAt.getTime() ? new Date(opened) : null };
  };
  for (let i = 0; i < built.length; i++) {
    const b = built[i],
      r = rows[i];
    const c = customers.get(r.customerId)!;
    if (!c.email || b.stay.kind === 'draft' || b.dropIn || b.groupId !== null) continue;
    if (b.createdAt.getTime() < windowStart && b.stay.end < clock.today - 14) continue;
    const sentAt = clock.plus(b.confirmedAt!, rng.int(1, 3));
    if (sentAt.getTime() > clock.now.getTime()) continue;
    const st = status(c, sentAt);
    bookingMail(b.id, c, {
      kind: 'confirmation',
      status: st.status,
      title: `Bokningsbekräftelse ${b.bookingNumber}`,
      icon: 'mdi-email',
      html: mailHtml(campsite, c, b.bookingNumber, r.checkIn, r.checkOut, positionNames.get(r.positionId!)!),
      sentAt,
      openedAt: st.openedAt,
    });
    if (r.cancellationStatus === 'Avslutad' && b.deletedAt && clock.plus(b.deletedAt, 2) < clock.now) {
      const at = clock.plus(b.deletedAt, 2);
      bookingMail(b.id, c, {
        kind: 'cancellation',
        status: 'delivered',
        title: `Avbokningsbekräftelse ${b.bookingNumber}`,
        icon: 'mdi-email-remove-outline',
        html: `<p>Hej!</p><p>Din bokning ${b.bookingNumber} (${r.checkIn} – ${r.checkOut}) är nu avbokad.</p><p>Vänliga hälsningar<br>${campsite}</p>`,
        sentAt: at,
        openedAt: null,
      });
    }
  }
  const byGroup = new Map<number, BookingRow[]>();
  for (const r of rows)
    if (r.bookingGroupId !== null) byGroup.set(r.bookingGroupId, [...(byGroup.get(r.bookingGroupId) ?? []), r]);
  for (const g of groups) {
    const c = customers.get(g.customerId)!;
    const members = byGroup.get(g.id) ?? [];
    if (!c.email || g.createdAt.getTime() < windowStart || members.length === 0) continue;
    const sentAt = clock.plus(g.createdAt, 2);
    if (sentAt >= clock.now) continue;
    const st = status(c, sentAt);
    emails.push({
      id: emails.length + 1,
      bookingId: null,
      bookingGroupId: g.id,
      invoiceId: null,
      receiptId: null,
      customerId: c.id,
      kind: 'confirmation',
      status: st.status,
      title: `Bokningsbekräftelse ${g.bookingNumber}`,
      recipientEmail: c.email,
      icon: 'mdi-email',
      html: mailHtml(
        campsite,
        c,
        g.bookingNumber,
        members[0].checkIn,
        members[0].checkOut,
        members.map((m) => positionNames.get(m.positionId!)).join(', '),
      ),
      sentAt,
      openedAt: st.openedAt,
      createdAt: sentAt,
    });
  }
  return emails;
}

/** The Historik tab: what happened to bookings in the last 60 days. */
export function buildHistory(built: Built[], rows: BookingRow[], clock: Clock, rng: Rng) {
  const since = clock.now.getTime() - 60 * DAY;
  const out: {
    id: number;
    subjectType: string;
    subjectId: number;
    bookingId: number;
    bookingGroupId: number | null;
    customerId: number;
    userId: number | null;
    action: string;
    description: string;
    changes: Record<string, { from: unknown; to: unknown }> | null;
    createdAt: Date;
  }[] = [];
  const rec = (
    b: Built,
    r: BookingRow,
    action: string,
    description: string,
    at: Date,
    userId: number | null,
    changes: Record<string, { from: unknown; to: unknown }> | null,
  ) => {
    out.push({
      id: 0,
      subjectType: 'booking',
      subjectId: b.id,
      bookingId: b.id,
      bookingGroupId: r.bookingGroupId,
      customerId: r.customerId,
      userId,
      action,
      description,
      changes,
      createdAt: at,
    });
  };
  for (let i = 0; i < built.length; i++) {
    const b = built[i],
      r = rows[i];
    if (b.stay.kind === 'draft') continue;
    const desk = b.channel === 1 ? b.createdBy : null;
    if (b.createdAt.getTime() >= since)
      rec(b, r, 'created', `Bokningen skapades ${CHANNEL_TEXT[b.channel]}`, b.createdAt, desk, null);
    if (b.checkedInAt && b.checkedInAt.getTime() >= since) {
      rec(
        b,
        r,
        'checked_in',
        'Bokningen checkades in',
        b.checkedInAt,
        b.channel === 3 ? null : rng.pick(RECEPTION_USERS),
        { checked_in_at: { from: null, to: b.checkedInAt.toISOString() } },
      );
    }
    if (b.checkedOutAt && b.checkedOutAt.getTime() >= since) {
      rec(b, r, 'checked_out', 'Bokningen checkades ut', b.checkedOutAt, rng.pick(RECEPTION_USERS), {
        checked_out_at: { from: null, to: b.checkedOutAt.toISOString() },
      });
    }
    if (b.deletedAt && b.deletedAt.getTime() >= since)
      rec(b, r, 'cancelled', 'Bokningen avbokades', b.deletedAt, rng.pick(RECEPTION_USERS), null);
  }
  out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.subjectId - b.subjectId);
  out.forEach((r, i) => (r.id = i + 1));
  return out;
}
