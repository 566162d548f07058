// Issue "Taking bookings": POST booking-groups/store (bookings.md 2 "Group form", 7). One group and its
// bookings in one transaction, each with its accommodation and fee charges; the same pitch twice, a
// taken pitch or a wrong total is refused and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { formTotal, storeBody, testCategory } from '../helpers/bookingForm';
import { bookingGroups, bookings, charges } from '../../server/db/schema';
import { BOOKING_FORM_TEXTS } from '../../src/domain/bookingForm';

const s = bookingSuite();
let customerId: number;
let guestId: number;

beforeAll(async () => {
  customerId = (await s.fx.customer()).id;
  guestId = (await s.fx.customer({ givenName: 'Gustav' })).id;
});

const NO_FEES = { booking_fee: false, position_reservation_fee: false, electricity_fee: false };

function member(over: Record<string, unknown> & { category_id: number; position_id: number | null }) {
  return {
    customer_id: null,
    adults: 2,
    children: 0,
    dogs: 0,
    lodging_type_id: null,
    cancellation_policy_id: null,
    applied_fees: NO_FEES,
    ...over,
  };
}

/** What the form shows for the group: each card's preview and the fees it applies. */
async function groupTotal(members: ReturnType<typeof member>[]) {
  let total = 0;
  for (const m of members) {
    const f = m.applied_fees as typeof NO_FEES;
    total += await formTotal(
      s,
      storeBody({
        customer_id: customerId,
        category_id: m.category_id,
        position_id: m.position_id,
        adults: m.adults,
        children: m.children,
        dogs: m.dogs,
        is_apply_booking_fee: f.booking_fee,
        is_apply_position_reservation_fee: f.position_reservation_fee && m.position_id != null,
        is_apply_electricity_fee: f.electricity_fee,
      }),
    );
  }
  return total;
}

const groupBody = (members: ReturnType<typeof member>[], total: number, over: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  name: 'Körresan',
  check_in: '2026-07-30',
  check_out: '2026-08-03',
  bookings: members,
  same_cancellation_policy_for_all_bookings: true,
  cancellation_policy_id: null,
  total,
  ...over,
});

describe('POST booking-groups/store', () => {
  it('a group of three: three bookings, one group, each with its charges', async () => {
    const a = await testCategory(s, { count: 2 });
    const b = await testCategory(s, { card: null, nightly: 50_000 });
    const members = [
      member({
        category_id: a.category.id,
        position_id: a.positions[0].id,
        applied_fees: { booking_fee: true, position_reservation_fee: true, electricity_fee: true },
      }),
      member({ category_id: a.category.id, position_id: a.positions[1].id, adults: 3, customer_id: guestId }),
      member({ category_id: b.category.id, position_id: null, adults: 1 }),
    ];
    const total = await groupTotal(members);
    const [last] = await s.db
      .select({ n: sql<number>`max(substr(${bookingGroups.bookingNumber}, 7)::int)::int` })
      .from(bookingGroups)
      .where(sql`${bookingGroups.bookingNumber} like '2026-G%'`);
    // 1 460 kr + fees 49 + 99 + 240 kr; 1 460 + 200 kr; 4 nights at 500 kr.
    expect(total).toBe(146_000 + 4_900 + 9_900 + 24_000 + 166_000 + 200_000);
    s.rec.clear();
    const res = await s.post('booking-groups/store', groupBody(members, total));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const groupId = res.body.data.booking_group_id;
    const [group] = await s.db.select().from(bookingGroups).where(eq(bookingGroups.id, groupId));
    expect(group).toMatchObject({ name: 'Körresan', customerId, channelId: 1 });
    // The group series of the year continues after the demo's groups.
    expect(group.bookingNumber).toBe(`2026-G${String(last.n + 1).padStart(4, '0')}`);
    const show = await s.get('booking-groups/show', { booking_group_id: String(groupId) });
    expect(show.status).toBe(200);
    const list = show.body.data.booking_group.bookings;
    expect(
      list.map((m: { type: string; customer_id: number; position_id: number | null }) => [
        m.type,
        m.customer_id,
        m.position_id,
      ]),
    ).toEqual([
      ['group', customerId, a.positions[0].id],
      ['group', guestId, a.positions[1].id],
      ['group', customerId, null],
    ]);
    expect(list.map((m: { total_accommodation_amount: number }) => m.total_accommodation_amount)).toEqual([
      146_000 + 4_900 + 9_900 + 24_000,
      166_000,
      200_000,
    ]);
    const numbers = list.map((m: { booking_number: string }) => m.booking_number);
    expect(new Set(numbers).size).toBe(3);
    const fees = await s.db
      .select()
      .from(charges)
      .where(and(eq(charges.bookingId, list[0].id), isNull(charges.deletedAt)));
    expect(fees.map((f) => f.feeKey).sort()).toEqual(['booking_fee', 'electricity_fee', 'position_reservation_fee']);
    expect(
      s.rec
        .named('BookingSaved')
        .map((e) => e.booking_id)
        .sort(),
    ).toEqual(list.map((m: { id: number }) => m.id).sort());
    expect(s.rec.named('BookingGroupSaved')).toEqual([{ booking_group_id: groupId }]);
  });

  it('refuses the same pitch twice, a taken pitch, a wrong total and no customer, changing nothing', async () => {
    const a = await testCategory(s, { count: 2 });
    const taken = await s.fx.booking({
      positionId: a.positions[1].id,
      categoryId: a.category.id,
      checkIn: '2026-08-01',
      checkOut: '2026-08-05',
    });
    const twice = [
      member({ category_id: a.category.id, position_id: a.positions[0].id }),
      member({ category_id: a.category.id, position_id: a.positions[0].id }),
    ];
    const onTaken = [
      member({ category_id: a.category.id, position_id: a.positions[0].id }),
      member({ category_id: a.category.id, position_id: a.positions[1].id }),
    ];
    const ok = await groupTotal(onTaken);
    const before = await databaseDigest(s.db);
    const cases: [unknown, string, string][] = [
      [groupBody(twice, ok), 'bookings.1.position_id', BOOKING_FORM_TEXTS.samePositionInGroup],
      [
        groupBody(onTaken, ok),
        'bookings.1.position_id',
        `Platsen är bokad 2026-08-01–2026-08-05 (bokning ${taken.bookingNumber})`,
      ],
      [groupBody(onTaken.slice(0, 1), ok), 'total', 'Priset har ändrats till'],
      [groupBody(onTaken, ok, { customer_id: null }), 'customer_id', BOOKING_FORM_TEXTS.noCustomer],
      [groupBody([], 0), 'bookings', BOOKING_FORM_TEXTS.groupTooSmall],
      [
        groupBody([member({ category_id: a.category.id, position_id: null, adults: 7 })], ok),
        'bookings.0.guests',
        'Max 6 gäster tillåtna',
      ],
      [
        groupBody([member({ category_id: 999_999, position_id: null })], ok),
        'bookings.0.category_id',
        'Kategorin finns inte',
      ],
    ];
    for (const [body, field, text] of cases) {
      const res = await s.post('booking-groups/store', body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.data.errors[field]?.[0], `${field}: ${JSON.stringify(res.body)}`).toMatch(
        new RegExp(`^${text.replace(/[()]/g, '\\$&')}`),
      );
    }
    const kassa = await s.post('booking-groups/store', groupBody(twice, ok), s.kassa);
    expect(kassa.status).toBe(403);
    expect(await databaseDigest(s.db)).toEqual(before);
    const held = await s.db.select().from(bookings).where(eq(bookings.positionId, a.positions[0].id));
    expect(held).toEqual([]);
  });

  it('the same client_key stores one group', async () => {
    const a = await testCategory(s);
    const members = [member({ category_id: a.category.id, position_id: a.positions[0].id })];
    const total = await groupTotal(members);
    const body = groupBody(members, total, { client_key: 'group-once' });
    const first = await s.post('booking-groups/store', body);
    const again = await s.post('booking-groups/store', body);
    expect(first.status).toBe(200);
    expect(again.body.data.booking_group_id).toBe(first.body.data.booking_group_id);
    const rows = await s.db.select().from(bookings).where(eq(bookings.positionId, a.positions[0].id));
    expect(rows).toHaveLength(1);
  });
});

describe("a group's booking edited on its own (alt+E in its pane)", () => {
  it('POST bookings/update moves one member two nights later; it stays a group booking in its group', async () => {
    const a = await testCategory(s, { count: 2 });
    const members = [
      member({ category_id: a.category.id, position_id: a.positions[0].id }),
      member({ category_id: a.category.id, position_id: a.positions[1].id }),
    ];
    const res = await s.post('booking-groups/store', groupBody(members, await groupTotal(members)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const groupId = res.body.data.booking_group_id;
    const rows = await s.db.select().from(bookings).where(eq(bookings.bookingGroupId, groupId)).orderBy(bookings.id);
    const [first, second] = rows;
    // The form sends a group's booking as a regular stay (its type is not the form's to change).
    const update = await s.post('bookings/update', {
      booking_id: first.id,
      customer_id: customerId,
      category_id: a.category.id,
      position_id: a.positions[0].id,
      check_in: '2026-08-01',
      check_out: '2026-08-05',
      adults: 2,
      children: 0,
      dogs: 0,
      expected_arrival_time: null,
      lodging_type_id: null,
      cancellation_policy_id: null,
      type: 'regular',
      season_id: null,
      accommodation_price: null,
      rebooking_option: 'free',
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const [moved] = await s.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(moved).toMatchObject({
      type: 'group',
      bookingGroupId: groupId,
      checkIn: '2026-08-01',
      checkOut: '2026-08-05',
    });
    const [other] = await s.db.select().from(bookings).where(eq(bookings.id, second.id));
    expect(other).toMatchObject({
      type: 'group',
      bookingGroupId: groupId,
      checkIn: '2026-07-30',
      checkOut: '2026-08-03',
    });
  });
});
