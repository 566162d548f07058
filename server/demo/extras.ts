// Everything around the bookings at the till and the gate: access cards, parked carts, customer
// credit and rental reservations (a booking's mails and history: bookingRecords.ts).
import { todayInStockholm } from '../../src/domain/dates';
import type { Built } from './bookings';
import { DAY, type Clock } from './clock';
import type { Catalogue } from './products';
import type { Rng } from './random';
import { RECEPTION_USERS } from './reference';

type BookingRow = ReturnType<typeof import('./bookingRows').buildRows>['bookingRows'][number];

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
