// Everything around the bookings: confirmation mails, history, access cards, parked carts,
// customer credit and rental reservations.
import { todayInStockholm } from '../../src/domain/dates';
import type { Built } from './bookings';
import type { Clock } from './clock';
import type { CustomerDraft } from './customers';
import type { Catalogue } from './products';
import type { Rng } from './random';
import { RECEPTION_USERS } from './reference';

type BookingRow = ReturnType<typeof import('./bookingRows').buildRows>['bookingRows'][number];
type GroupRow = ReturnType<typeof import('./bookingRows').buildRows>['groupRows'][number];

const DAY = 86_400_000;
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
    emails.push({
      id: emails.length + 1,
      bookingId: b.id,
      bookingGroupId: null,
      invoiceId: null,
      receiptId: null,
      customerId: c.id,
      kind: 'confirmation',
      status: st.status,
      title: `Bokningsbekräftelse ${b.bookingNumber}`,
      recipientEmail: c.email,
      icon: 'mdi-email',
      html: mailHtml(campsite, c, b.bookingNumber, r.checkIn, r.checkOut, positionNames.get(r.positionId!)!),
      sentAt,
      openedAt: st.openedAt,
      createdAt: sentAt,
    });
    if (r.cancellationStatus === 'Avslutad' && b.deletedAt && clock.plus(b.deletedAt, 2) < clock.now) {
      const at = clock.plus(b.deletedAt, 2);
      emails.push({
        id: emails.length + 1,
        bookingId: b.id,
        bookingGroupId: null,
        invoiceId: null,
        receiptId: null,
        customerId: c.id,
        kind: 'cancellation',
        status: 'delivered',
        title: `Avbokningsbekräftelse ${b.bookingNumber}`,
        recipientEmail: c.email,
        icon: 'mdi-email-remove-outline',
        html: `<p>Hej!</p><p>Din bokning ${b.bookingNumber} (${r.checkIn} – ${r.checkOut}) är nu avbokad.</p><p>Vänliga hälsningar<br>${campsite}</p>`,
        sentAt: at,
        openedAt: null,
        createdAt: at,
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

const SERVICES: [string, number][] = [
  ['Dusch', 4000],
  ['Tvättmaskin', 1000],
  ['Torktumlare', 1000],
  ['Bastu', 1000],
];

export function buildTally(built: Built[], rows: BookingRow[], clock: Clock, rng: Rng) {
  const orders = [],
    cards = [],
    consumption = [];
  let queued = false;
  for (let i = 0; i < built.length; i++) {
    const b = built[i],
      r = rows[i];
    if (r.accessDriver !== 'tally' || !b.checkedInAt || b.deletedAt) continue;
    const code = rng.hex(10).toLowerCase();
    orders.push({
      id: orders.length + 1,
      bookingId: b.id,
      pincode: rng.digits(6),
      orderUrl: `https://tally.example.se/orders/${code}`,
      timestamp: b.checkedInAt,
      closedAt: b.checkedOutAt,
      createdAt: b.checkedInAt,
    });
    const n = r.adults > 1 ? 2 : 1;
    for (let k = 0; k < n; k++) {
      cards.push({
        id: cards.length + 1,
        cardUid: `04${rng.hex(12)}`,
        bookingId: b.id,
        createdAt: clock.plus(b.checkedInAt, 2 + k),
        removedAt: b.checkedOutAt,
      });
    }
    if (!queued && !b.checkedOutAt) {
      cards.push({
        id: cards.length + 1,
        cardUid: `04${rng.hex(12)}`,
        bookingId: b.id,
        createdAt: null,
        removedAt: null,
      });
      queued = true;
    }
    for (let d = b.stay.start; d < b.stay.end; d++) {
      for (let k = rng.int(0, 2); k > 0; k--) {
        const [service, amount] = rng.pick(SERVICES);
        const at = clock.at(d + (rng.chance(0.5) ? 1 : 0), rng.int(420, 1320));
        if (at <= b.checkedInAt || at >= (b.checkedOutAt ?? clock.now)) continue;
        consumption.push({ id: 0, bookingId: b.id, serviceName: service, consumption: amount, consumedAt: at });
      }
    }
  }
  consumption.forEach((c, i) => (c.id = i + 1));
  return { orders, cards, consumption };
}

/** Parked carts at the till and things put on guests' bills but not yet paid. */
export function buildParked(built: Built[], rows: BookingRow[], cat: Catalogue, clock: Clock, rng: Rng) {
  const day = clock.nowMinute >= 600 ? clock.today : clock.today - 1;
  const when = () => clock.at(day, day === clock.today ? rng.int(480, clock.nowMinute - 30) : rng.int(600, 1260));
  const pool = (groups: string[]) => cat.products.filter((p) => groups.includes(cat.groupOf.get(p.id)!) && p.price > 0);
  const kiosk = pool(['kiosk', 'cafe', 'activity']);
  const extras = pool(['camping', 'kiosk', 'rental', 'fees']);
  const orders = ['Bord 4', 'Minigolfgänget', 'Fika personalen', 'Familjen Ek – glass'].map((name, i) => ({
    id: i + 1,
    name,
    createdAt: when(),
    updatedAt: new Date(0),
  }));
  const charges = [];
  const charge = (p: { id: number; price: number; name: string }, extra: Record<string, unknown>, at: Date) => ({
    id: charges.length + 1,
    clientId: null,
    bookingId: null,
    bookingGroupId: null,
    parkedOrderId: null,
    productId: p.id,
    positionId: null,
    // Ice creams come in twos and threes; a late check-out or a cleaning does not.
    quantity:
      1000 *
      (cat.products.find((x) => x.id === p.id)!.unitId === 1 &&
      ['kiosk', 'cafe', 'camping', 'food'].includes(cat.groupOf.get(p.id)!)
        ? rng.weighted([
            [1, 70],
            [2, 20],
            [3, 10],
          ] as const)
        : 1),
    price: p.price,
    originalPrice: p.price,
    note: null,
    caption: null,
    deliveryDate: null,
    start: null,
    end: null,
    discountType: 'none',
    discountValue: 0,
    status: 'parked',
    isTallyCharge: false,
    isBookvisitCharge: false,
    receiptId: null,
    invoiceId: null,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    ...extra,
  });
  for (const o of orders) {
    for (let k = rng.int(1, 4); k > 0; k--)
      charges.push(charge(rng.pick(kiosk), { parkedOrderId: o.id }, clock.plus(o.createdAt, k)));
    o.updatedAt = charges[charges.length - 1].createdAt as Date;
  }
  const here = built
    .map((b, i) => [b, rows[i]] as const)
    .filter(([b]) => b.checkedInAt && !b.checkedOutAt && b.stay.kind !== 'season');
  for (const [b, r] of rng.shuffle(here).slice(0, 8)) {
    // Bought something since arriving (and before now).
    const at =
      b.checkedInAt! > clock.plus(clock.now, -600)
        ? new Date(Math.floor((b.checkedInAt!.getTime() + clock.now.getTime()) / 120_000) * 60_000)
        : when();
    for (let k = rng.int(1, 2); k > 0; k--)
      charges.push(charge(rng.pick(extras), { bookingId: b.id, positionId: r.positionId }, at));
  }
  return { orders, charges };
}

export function buildCredit(built: Built[], rows: BookingRow[], count: number, clock: Clock, rng: Rng) {
  const entries = [];
  const candidates = built
    .map((b, i) => [b, rows[i]] as const)
    .filter(([b, r]) => r.cancellationStatus === 'Avslutad' && b.deletedAt && b.stay.end - b.stay.start > 0);
  const seen = new Set<number>();
  for (const [b, r] of rng.shuffle(candidates)) {
    if (entries.length >= count * 1.4 || seen.has(r.customerId)) continue;
    seen.add(r.customerId);
    const amount = Math.round(((b.stay.end - b.stay.start) * b.cat.nightlyPrice) / 200) * 100;
    const at = clock.plus(b.deletedAt!, 5);
    entries.push({
      id: 0,
      customerId: r.customerId,
      date: todayInStockholm(at),
      amount,
      text: `Tillgodo efter avbokning ${b.bookingNumber}`,
      userId: rng.pick(RECEPTION_USERS),
      createdAt: at,
    });
    const spendDay = Math.floor(at.getTime() / DAY) + rng.int(10, 200);
    if (rng.chance(0.4) && spendDay < clock.today) {
      const spent = Math.min(amount, Math.round((amount * (0.3 + 0.7 * rng.next())) / 100) * 100);
      entries.push({
        id: 0,
        customerId: r.customerId,
        date: clock.iso(spendDay),
        amount: -spent,
        text: 'Betalning med tillgodo',
        userId: rng.pick(RECEPTION_USERS),
        createdAt: clock.at(spendDay, rng.int(540, 1140)),
      });
    }
  }
  entries.forEach((e, i) => (e.id = i + 1));
  return entries;
}

type ReservableRow = ReturnType<typeof import('./reference').reservableRows>['products'][number];

/** A few rentals: bikes and kayaks out today, some for tomorrow, one returned yesterday. */
export function buildReservations(
  built: Built[],
  rows: BookingRow[],
  reservables: ReservableRow[],
  cat: Catalogue,
  clock: Clock,
  rng: Rng,
) {
  const reservations: {
    id: number;
    customerId: number | null;
    bookingId: number | null;
    createdAt: Date;
    updatedAt: Date;
  }[] = [];
  const items: {
    id: number;
    reservationId: number;
    reservableProductId: number;
    quantity: number;
    price: number;
    deliveryAt: Date;
    returnAt: Date;
    deliveredAt: Date | null;
    returnedAt: Date | null;
    deleteReason: null;
    chargeId: null;
    createdAt: Date;
    deletedAt: null;
  }[] = [];
  if (reservables.length === 0) return { reservations, items };
  const priceOf = (r: ReservableRow) => cat.products.find((p) => p.id === r.productId)!.price;
  const here = rng.shuffle(
    built
      .map((b, i) => [b, rows[i]] as const)
      .filter(([b]) => b.checkedInAt && !b.checkedOutAt && b.stay.kind !== 'season'),
  );
  const plans: { booking?: readonly [Built, BookingRow]; customerId?: number; day: number }[] = [
    ...here.slice(0, 5).map((h) => ({ booking: h, day: clock.today })),
    ...here.slice(5, 7).map((h) => ({ booking: h, day: clock.today + 1 })),
    { customerId: rows[rows.length - 1]?.customerId, day: clock.today + 1 },
    ...here.slice(7, 8).map((h) => ({ booking: h, day: clock.today - 1 })),
  ];
  for (const plan of plans) {
    if (!plan.booking && !plan.customerId) continue;
    const createdDay = Math.min(plan.day - rng.int(0, 3), clock.today);
    const createdAt = clock.at(
      createdDay,
      createdDay === clock.today
        ? rng.int(Math.min(480, clock.nowMinute - 60), clock.nowMinute - 30)
        : rng.int(480, 1200),
    );
    const id = reservations.length + 1;
    reservations.push({
      id,
      customerId: plan.booking ? null : plan.customerId!,
      bookingId: plan.booking ? plan.booking[0].id : null,
      createdAt,
      updatedAt: createdAt,
    });
    for (let k = rng.int(1, 2); k > 0; k--) {
      const r = rng.pick(reservables);
      const [from, to] = r.needsTime ? [rng.int(10, 15) * 60, 0] : [600, 960];
      const deliveryAt = clock.at(plan.day, from);
      const returnAt = r.needsTime ? clock.plus(deliveryAt, 60 * rng.int(1, 2)) : clock.at(plan.day + 1, to);
      const delivered = deliveryAt <= clock.now;
      const returned = delivered && returnAt <= clock.now;
      items.push({
        id: items.length + 1,
        reservationId: id,
        reservableProductId: r.id,
        quantity: 1000 * rng.int(1, r.capacity > 2 ? 3 : 1),
        price: priceOf(r),
        deliveryAt,
        returnAt,
        deliveredAt: delivered ? clock.plus(deliveryAt, rng.int(0, 10)) : null,
        returnedAt: returned ? clock.plus(returnAt, rng.int(-10, 20)) : null,
        deleteReason: null,
        chargeId: null,
        createdAt,
        deletedAt: null,
      });
    }
  }
  return { reservations, items };
}
