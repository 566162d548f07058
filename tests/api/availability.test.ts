// GET positions/availability and GET categories/availability (bookings.md 3, 7): which positions a stay
// can be booked on, why the others cannot, and what each category has free.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { call, DEMO_USERS, login } from '../helpers/api';
import { TEST_NOW } from '../helpers/testApp';
import { bookingGroups, categories, positionBlockPositions, positionBlocks, positions } from '../../server/db/schema';
import { categoriesAvailability, positionsAvailability } from '../../src/contracts/availability';
import { AVAILABILITY_TEXTS } from '../../src/domain/availability';

const s = bookingSuite();

type PositionRow = {
  position_id: number;
  status: string;
  is_available: boolean;
  has_error: boolean;
  has_warning: boolean;
  error_message: string | null;
};
type CategoryRow = {
  category_id: number;
  text: string;
  form_error_text: string | null;
  available_count: number;
  total_count: number;
};

const stay = (checkIn: string, checkOut: string, more: Record<string, string> = {}) => ({
  check_in: checkIn,
  check_out: checkOut,
  ...more,
});

async function positionsFor(query: Record<string, string>): Promise<PositionRow[]> {
  const res = await s.get('positions/availability', query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(positionsAvailability.response.safeParse(res.body.data).success).toBe(true);
  return res.body.data.positions;
}
async function one(positionId: number, query: Record<string, string>): Promise<PositionRow | undefined> {
  return (await positionsFor(query)).find((p) => p.position_id === positionId);
}
async function categoriesFor(query: Record<string, string>): Promise<CategoryRow[]> {
  const res = await s.get('categories/availability', query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(categoriesAvailability.response.safeParse(res.body.data).success).toBe(true);
  return res.body.data.categories;
}

let catN = 0;
/** A category of its own with `n` fresh positions, so counts are the test's alone. */
async function category(n: number, maxGuests = 4) {
  const [c] = await s.db
    .insert(categories)
    .values({ name: `Testkategori ${++catN}`, maxGuests, displayOrder: 900 + catN })
    .returning();
  const list = [];
  for (let i = 0; i < n; i++) {
    const p = await s.fx.position();
    await s.db.update(positions).set({ categoryId: c.id }).where(eq(positions.id, p.id));
    list.push(p);
  }
  return { category: c, positions: list };
}

async function block(positionIds: number[], closingDate: string, openingDate: string, over = {}) {
  const [b] = await s.db
    .insert(positionBlocks)
    .values({ closingDate, openingDate, reason: 'Reparation av elstolpe', ...over })
    .returning();
  await s.db
    .insert(positionBlockPositions)
    .values(positionIds.map((positionId) => ({ positionBlockId: b.id, positionId })));
  return b;
}

const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);

describe('positions/availability', () => {
  it('lists every position that is not deleted, each with the contract shape', async () => {
    const list = await positionsFor(stay('2026-09-01', '2026-09-08'));
    const live = await s.db.select({ id: positions.id }).from(positions).where(isNull(positions.deletedAt));
    expect(list.map((p) => p.position_id).sort((a, b) => a - b)).toEqual(live.map((p) => p.id).sort((a, b) => a - b));
  });

  it('a confirmed stay sharing a night reserves the position, naming the booking', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-20', checkOut: '2026-07-25' });
    expect(await one(p.id, stay('2026-07-22', '2026-07-24'))).toEqual({
      position_id: p.id,
      status: 'reserved',
      is_available: false,
      has_error: true,
      has_warning: false,
      error_message: `Platsen är bokad 2026-07-20–2026-07-25 (bokning ${b.bookingNumber})`,
    });
    // A stay around it, one starting inside and one ending inside all share nights.
    for (const [from, to] of [
      ['2026-07-18', '2026-07-28'],
      ['2026-07-24', '2026-07-26'],
      ['2026-07-19', '2026-07-21'],
    ])
      expect((await one(p.id, stay(from, to)))?.status, `${from}–${to}`).toBe('reserved');
  });

  it('is half-open both ways: leaving on the check-in day or arriving on the check-out day is free', async () => {
    const p = await s.fx.position();
    await s.fx.booking({ positionId: p.id, checkIn: '2026-07-20', checkOut: '2026-07-25' });
    for (const [from, to] of [
      ['2026-07-25', '2026-07-27'],
      ['2026-07-18', '2026-07-20'],
    ]) {
      const row = await one(p.id, stay(from, to));
      expect(row, `${from}–${to}`).toMatchObject({ status: 'bookable', is_available: true, error_message: null });
    }
  });

  it('a cancelled stay, an expired draft, a draft without expiry and a checked-out stay hold nothing', async () => {
    const cases = [
      { deletedAt: minutes(-60) },
      { isDraft: true, confirmedAt: null, draftExpiresAt: minutes(-1) },
      { isDraft: true, confirmedAt: null, draftExpiresAt: null },
      { checkedInAt: new Date('2026-07-20T15:00:00+02:00'), checkedOutAt: new Date('2026-07-21T10:00:00+02:00') },
    ];
    for (const over of cases) {
      const p = await s.fx.position();
      await s.fx.booking({ positionId: p.id, checkIn: '2026-07-20', checkOut: '2026-07-25', ...over });
      expect((await one(p.id, stay('2026-07-21', '2026-07-23')))?.status, JSON.stringify(over)).toBe('bookable');
    }
  });

  it('a live draft and a confirmed draft hold their position', async () => {
    for (const over of [
      { isDraft: true, confirmedAt: null, draftExpiresAt: minutes(120) },
      { isDraft: true, draftExpiresAt: minutes(-1) },
    ]) {
      const p = await s.fx.position();
      await s.fx.booking({ positionId: p.id, checkIn: '2026-07-20', checkOut: '2026-07-25', ...over });
      expect((await one(p.id, stay('2026-07-21', '2026-07-23')))?.status, JSON.stringify(over)).toBe('reserved');
    }
  });

  it('the booking being edited does not block itself; the next guest still does', async () => {
    const p = await s.fx.position();
    const mine = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-20', checkOut: '2026-07-25' });
    const next = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-25', checkOut: '2026-07-28' });
    const edit = { booking_id: String(mine.id) };
    expect((await one(p.id, stay('2026-07-21', '2026-07-24', edit)))?.status).toBe('bookable');
    expect(await one(p.id, stay('2026-07-21', '2026-07-26', edit))).toMatchObject({
      status: 'reserved',
      error_message: `Platsen är bokad 2026-07-25–2026-07-28 (bokning ${next.bookingNumber})`,
    });
    // Without booking_id its own stay blocks, as for anyone else.
    expect((await one(p.id, stay('2026-07-21', '2026-07-24')))?.status).toBe('reserved');
  });

  it('a booking group being edited does not block itself', async () => {
    const customer = await s.fx.customer();
    const [group] = await s.db
      .insert(bookingGroups)
      .values({ bookingNumber: `G-avail-${Date.now()}`, customerId: customer.id })
      .returning();
    const a = await s.fx.position();
    const b = await s.fx.position();
    for (const p of [a, b])
      await s.fx.booking({ positionId: p.id, checkIn: '2026-08-10', checkOut: '2026-08-14', bookingGroupId: group.id });
    const list = await positionsFor(stay('2026-08-11', '2026-08-15', { booking_group_id: String(group.id) }));
    for (const p of [a, b]) expect(list.find((r) => r.position_id === p.id)?.status).toBe('bookable');
    expect((await one(a.id, stay('2026-08-11', '2026-08-15')))?.status).toBe('reserved');
  });

  it('a position block sharing a night blocks; its opening date is the first open night', async () => {
    const p = await s.fx.position();
    await block([p.id], '2026-08-01', '2026-08-05');
    expect(await one(p.id, stay('2026-08-03', '2026-08-04'))).toEqual({
      position_id: p.id,
      status: 'blocked',
      is_available: false,
      has_error: true,
      has_warning: false,
      error_message: 'Platsen är avstängd 2026-08-01–2026-08-05 (Reparation av elstolpe)',
    });
    expect((await one(p.id, stay('2026-07-30', '2026-08-02')))?.status).toBe('blocked');
    expect((await one(p.id, stay('2026-08-04', '2026-08-06')))?.status).toBe('blocked');
    expect((await one(p.id, stay('2026-08-05', '2026-08-07')))?.status).toBe('bookable');
    expect((await one(p.id, stay('2026-07-29', '2026-08-01')))?.status).toBe('bookable');
    // A removed block closes nothing.
    const q = await s.fx.position();
    await block([q.id], '2026-08-01', '2026-08-05', { deletedAt: minutes(-10) });
    expect((await one(q.id, stay('2026-08-02', '2026-08-03')))?.status).toBe('bookable');
  });

  it('a stay wins over a block for the status, and both are named', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-08-20', checkOut: '2026-08-22' });
    await block([p.id], '2026-08-21', '2026-08-25', { reason: null });
    expect(await one(p.id, stay('2026-08-20', '2026-08-24'))).toMatchObject({
      status: 'reserved',
      error_message: `Platsen är bokad 2026-08-20–2026-08-22 (bokning ${b.bookingNumber}). Platsen är avstängd 2026-08-21–2026-08-25`,
    });
  });

  it('warns when the guests exceed the category, without making the position unavailable', async () => {
    const { positions: ps } = await category(1, 4);
    const p = ps[0];
    expect(await one(p.id, stay('2026-09-01', '2026-09-03', { occupancy: '5', dogs: '2' }))).toEqual({
      position_id: p.id,
      status: 'bookable',
      is_available: true,
      has_error: false,
      has_warning: true,
      error_message: 'Max 4 gäster tillåtna',
    });
    expect(await one(p.id, stay('2026-09-01', '2026-09-03', { occupancy: '4' }))).toMatchObject({
      has_warning: false,
      error_message: null,
    });
  });

  it('a deleted position is left out, unless it is the edited booking’s: then it is an error', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-09-10', checkOut: '2026-09-12' });
    await s.db
      .update(positions)
      .set({ deletedAt: minutes(-5) })
      .where(eq(positions.id, p.id));
    expect(await one(p.id, stay('2026-09-10', '2026-09-12'))).toBeUndefined();
    expect(await one(p.id, stay('2026-09-10', '2026-09-12', { booking_id: String(b.id) }))).toEqual({
      position_id: p.id,
      status: 'blocked',
      is_available: false,
      has_error: true,
      has_warning: false,
      error_message: 'Den här platsen finns inte längre',
    });
  });

  it('answers fresh: a booking saved a moment ago shows at once', async () => {
    const p = await s.fx.position();
    expect((await one(p.id, stay('2026-10-01', '2026-10-03')))?.status).toBe('bookable');
    await s.fx.booking({ positionId: p.id, checkIn: '2026-10-02', checkOut: '2026-10-04' });
    expect((await one(p.id, stay('2026-10-01', '2026-10-03')))?.status).toBe('reserved');
  });
});

describe('categories/availability', () => {
  it('counts the free positions of each category, and says when none is free', async () => {
    const { category: c, positions: ps } = await category(3, 4);
    const find = async (q: Record<string, string>) => (await categoriesFor(q)).find((r) => r.category_id === c.id);
    expect(await find(stay('2026-11-01', '2026-11-08'))).toEqual({
      category_id: c.id,
      text: '3 av 3 platser lediga',
      form_error_text: null,
      available_count: 3,
      total_count: 3,
    });
    await s.fx.booking({ positionId: ps[0].id, checkIn: '2026-11-02', checkOut: '2026-11-05', categoryId: c.id });
    await block([ps[1].id], '2026-11-07', '2026-11-20');
    expect(await find(stay('2026-11-01', '2026-11-08'))).toMatchObject({
      text: '1 av 3 platser lediga',
      form_error_text: null,
      available_count: 1,
      total_count: 3,
    });
    await s.fx.booking({ positionId: ps[2].id, checkIn: '2026-11-07', checkOut: '2026-11-09', categoryId: c.id });
    expect(await find(stay('2026-11-01', '2026-11-08'))).toMatchObject({
      text: '0 av 3 platser lediga',
      form_error_text: AVAILABILITY_TEXTS.noneFree,
      available_count: 0,
    });
    // Guests beyond the category's limit: the spec's text, whatever the dates.
    expect(await find(stay('2026-12-01', '2026-12-03', { occupancy: '5' }))).toMatchObject({
      text: '3 av 3 platser lediga',
      form_error_text: 'Max 4 gäster tillåtna',
    });
    // A deleted position is not counted.
    await s.db
      .update(positions)
      .set({ deletedAt: minutes(-1) })
      .where(eq(positions.id, ps[0].id));
    expect(await find(stay('2026-12-01', '2026-12-03'))).toMatchObject({
      text: '2 av 2 platser lediga',
      total_count: 2,
    });
  });

  it('lists every category that is not deleted, its counts agreeing with positions/availability', async () => {
    const q = stay('2026-07-15', '2026-07-22');
    const [cats, list, live, pos] = await Promise.all([
      categoriesFor(q),
      positionsFor(q),
      s.db.select({ id: categories.id }).from(categories).where(isNull(categories.deletedAt)),
      s.db
        .select({ id: positions.id, categoryId: positions.categoryId })
        .from(positions)
        .where(isNull(positions.deletedAt)),
    ]);
    expect(cats.map((c) => c.category_id).sort((a, b) => a - b)).toEqual(live.map((c) => c.id).sort((a, b) => a - b));
    const free = new Set(list.filter((p) => p.is_available).map((p) => p.position_id));
    for (const c of cats) {
      const mine = pos.filter((p) => p.categoryId === c.category_id);
      expect(c.total_count).toBe(mine.length);
      expect(c.available_count).toBe(mine.filter((p) => free.has(p.id)).length);
    }
    // The demo campsite is busy this week: something is reserved.
    expect(list.some((p) => p.status === 'reserved')).toBe(true);
  });

  it('the edited booking frees its own position in the count', async () => {
    const { category: c, positions: ps } = await category(1, 4);
    const b = await s.fx.booking({
      positionId: ps[0].id,
      checkIn: '2026-10-10',
      checkOut: '2026-10-12',
      categoryId: c.id,
    });
    const q = stay('2026-10-10', '2026-10-12');
    expect((await categoriesFor(q)).find((r) => r.category_id === c.id)?.text).toBe('0 av 1 plats ledig');
    expect((await categoriesFor({ ...q, booking_id: String(b.id) })).find((r) => r.category_id === c.id)?.text).toBe(
      '1 av 1 plats ledig',
    );
  });
});

describe('bad input: a Swedish 422 naming the field, on both routes', () => {
  const ENGLISH = /invalid input|expected|too big|too small|must be|received/i;
  const bad: [string, Record<string, string | undefined>, string, string?][] = [
    ['no check_in', { check_in: undefined }, 'check_in'],
    ['no check_out', { check_out: undefined }, 'check_out'],
    ['check_in not a date', { check_in: 'imorgon' }, 'check_in', 'Datum ska skrivas ÅÅÅÅ-MM-DD'],
    ['check_in not in the calendar', { check_in: '2026-02-30' }, 'check_in', 'Datumet finns inte i kalendern'],
    ['check_out year 0', { check_out: '0000-01-01' }, 'check_out'],
    ['check_out = check_in', { check_out: '2026-07-20' }, 'check_out', AVAILABILITY_TEXTS.checkOutAfterCheckIn],
    ['check_out before check_in', { check_out: '2026-07-19' }, 'check_out', AVAILABILITY_TEXTS.checkOutAfterCheckIn],
    ['367 nights', { check_out: '2027-07-22' }, 'check_out', 'Vistelsen får vara högst 366 nätter'],
    ['booking_id not a number', { booking_id: 'abc' }, 'booking_id'],
    ['booking_id 1.5', { booking_id: '1.5' }, 'booking_id'],
    ['booking_id 0', { booking_id: '0' }, 'booking_id'],
    ['booking_id beyond integer', { booking_id: '2147483648' }, 'booking_id'],
    ['booking_group_id negative', { booking_group_id: '-1' }, 'booking_group_id'],
    ['occupancy not a number', { occupancy: 'två' }, 'occupancy'],
    ['occupancy negative', { occupancy: '-1' }, 'occupancy'],
    ['occupancy beyond 198 guests', { occupancy: '199' }, 'occupancy'],
    ['dogs beyond 9', { dogs: '10' }, 'dogs'],
    ['NUL in check_in', { check_in: 'a\u0000b' }, 'check_in'],
  ];
  for (const path of ['positions/availability', 'categories/availability'])
    it.each(bad)(`${path}: %s`, async (_name, over, field, text) => {
      const query = Object.fromEntries(
        Object.entries({ check_in: '2026-07-20', check_out: '2026-07-22', ...over }).filter(([, v]) => v !== undefined),
      ) as Record<string, string>;
      const res = await s.get(path, query);
      expect(res.status).toBe(422);
      const messages: string[] = res.body.data?.errors?.[field] ?? [];
      expect(messages.length, JSON.stringify(res.body)).toBeGreaterThan(0);
      if (text) expect(messages).toContain(text);
      for (const m of messages) expect(m).not.toMatch(ENGLISH);
    });

  it('366 nights is still a stay', async () => {
    expect((await s.get('categories/availability', stay('2026-07-20', '2027-07-21'))).status).toBe(200);
  });

  it('an unknown booking or group is a 404 in Swedish', async () => {
    for (const path of ['positions/availability', 'categories/availability']) {
      const res = await s.get(path, stay('2026-07-20', '2026-07-22', { booking_id: '2000000000' }));
      expect([res.status, res.body.error_message]).toEqual([404, 'Bokningen finns inte.']);
      const group = await s.get(path, stay('2026-07-20', '2026-07-22', { booking_group_id: '2000000000' }));
      expect([group.status, group.body.error_message]).toEqual([404, 'Bokningsgruppen finns inte.']);
    }
  });
});

describe('who may ask', () => {
  let noPms: string;
  beforeAll(async () => {
    await s.db.execute(
      sql.raw(`insert into users (name, initials, color, email, password_hash, level, modules)
        select 'Utan Pms', 'UP', 'grey', 'utanpms@demo.se', password_hash, 'receptionist', '[]'::jsonb
        from users where email = '${DEMO_USERS.receptionist}'`),
    );
    noPms = (await login(s.app, 'demo', 'utanpms@demo.se', 'no-pms-machine')).token;
  });

  it.each(['positions/availability', 'categories/availability'])('%s', async (path) => {
    const q = stay('2026-07-20', '2026-07-22');
    // Not logged in.
    expect((await call(s.app, 'GET', 'demo', path, { query: q })).status).toBe(401);
    // A kassör does not take bookings (writeBookings), as for the other booking changes.
    const kassa = await s.get(path, q, s.kassa);
    expect([kassa.status, kassa.body.error_code]).toEqual([403, 'forbidden']);
    // Without the PMS module there are no bookings.
    const without = await s.get(path, q, noPms);
    expect([without.status, without.body.error_code, without.body.error_message]).toEqual([
      403,
      'forbidden',
      'Bokningar kräver modulen PMS.',
    ]);
    expect((await s.get(path, q)).status).toBe(200);
  });
});
