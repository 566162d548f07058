// Migration 0011: every booking has nights (CHECK bookings_stay_has_nights), and the availability
// judgement reads the held stays overlapping a stay from bookings_stay_nights_idx (bench/availability.bench.ts).
import { describe, expect, it } from 'vitest';
import { and, sql } from 'drizzle-orm';
import { TEST_NOW } from '../helpers/testApp';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { queryRows } from '../../server/db/client';
import { bookings, positionBlockPositions, positionBlocks } from '../../server/db/schema';
import { activeStayCondition, stayOverlaps } from '../../server/bookings/activeStays';
import { positionFacts } from '../../server/availability/service';

const s = bookingSuite();
type DriverError = { code?: string; constraint?: string; cause?: unknown };
/** The driver's error under drizzle's wrapper, or null when the write went through. */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: DriverError) => (err.cause ?? err) as DriverError,
  );

describe('a booking has at least one night', () => {
  it.each([
    ['has no nights and holds a pitch', { checkIn: '2026-07-20', checkOut: '2026-07-20' }],
    ['ends before it begins', { checkIn: '2026-07-20', checkOut: '2026-07-18' }],
    ['has no nights and is cancelled', { checkIn: '2026-07-20', checkOut: '2026-07-20', deletedAt: TEST_NOW }],
    ['has no nights and no pitch', { checkIn: '2026-07-20', checkOut: '2026-07-20', positionId: null }],
  ])('the database refuses a booking that %s and keeps nothing', async (_, over) => {
    const p = await s.fx.position();
    const before = await databaseDigest(s.db);
    const err = await failure(s.fx.booking({ positionId: p.id, ...over }));
    expect(err).toMatchObject({ code: '23514', constraint: 'bookings_stay_has_nights' });
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('one night is a booking', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-20', checkOut: '2026-07-21' });
    expect(b.checkOut).toBe('2026-07-21');
  });
});

describe('the overlapping held stays are read from bookings_stay_nights_idx', () => {
  it('the index holds the held stays’ nights', async () => {
    const [i] = await queryRows<{ def: string }>(
      s.db,
      sql`select pg_get_indexdef('bookings_stay_nights_idx'::regclass) def`,
    );
    expect(i.def).toMatch(/USING gist \(daterange\(check_in, check_out, '\[\)'::text\)\)/);
    expect(i.def).toContain('deleted_at IS NULL');
    expect(i.def).toContain('checked_out_at IS NULL');
    expect(i.def).toContain('position_id > 0');
  });

  it('availability’s condition, with its parameters, is one the planner serves from the index', async () => {
    // The demo tenant is small enough for a table scan; forbidding it shows the index fits the
    // condition (its expression and its WHERE implied), not which plan a full site gets.
    const plan = await s.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const q = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(stayOverlaps('2026-07-05', '2026-07-12'), activeStayCondition(TEST_NOW)));
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${q}`);
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('bookings_stay_nights_idx');
    expect(text).toMatch(/Index Cond: \(daterange\(check_in, check_out, '\[\)'::text\) && '\[2026-07-05,2026-07-12\)'/);
  });

  it.each([
    ['around the asked stay', '2026-07-03', '2026-07-14', true],
    ['inside it', '2026-07-06', '2026-07-07', true],
    ['starting on its last night', '2026-07-11', '2026-07-13', true],
    ['ending after its first night', '2026-07-01', '2026-07-06', true],
    ['leaving on its check-in day', '2026-07-01', '2026-07-05', false],
    ['arriving on its check-out day', '2026-07-12', '2026-07-15', false],
  ])('a held stay %s (%s–%s) overlaps: %s', async (_, checkIn, checkOut, overlaps) => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn, checkOut });
    const rows = await s.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(stayOverlaps('2026-07-05', '2026-07-12'), activeStayCondition(TEST_NOW)));
    expect(rows.some((r) => r.id === b.id)).toBe(overlaps);
  });

  it('an asked range without nights is judged by the dates, never by a failing daterange', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-20', checkOut: '2026-07-25' });
    for (const [from, to] of [
      ['2026-07-22', '2026-07-22'],
      ['2026-07-23', '2026-07-21'],
    ]) {
      const facts = await positionFacts(s.db, { check_in: from, check_out: to }, TEST_NOW, []);
      expect(facts.find((f) => f.id === p.id)?.stay, `${from}–${to}`).toEqual({
        booking_number: b.bookingNumber,
        check_in: '2026-07-20',
        check_out: '2026-07-25',
      });
    }
  });
});

describe('the facts leave the database as JSON', () => {
  it('a block reason with quotes, backslashes, tabs and line breaks comes back as written', async () => {
    const p = await s.fx.position();
    const reason = 'Rör "el" \\ byts\tnu\noch \'sedan\' – åäö';
    const [blk] = await s.db
      .insert(positionBlocks)
      .values({ closingDate: '2026-09-01', openingDate: '2026-09-05', reason })
      .returning();
    await s.db.insert(positionBlockPositions).values({ positionBlockId: blk.id, positionId: p.id });
    const res = await s.get('positions/availability', { check_in: '2026-09-02', check_out: '2026-09-03' });
    expect(res.status).toBe(200);
    const row = res.body.data.positions.find((r: { position_id: number }) => r.position_id === p.id);
    expect(row).toMatchObject({
      status: 'blocked',
      error_message: `Platsen är avstängd 2026-09-01–2026-09-05 (${reason})`,
    });
  });

  it('every position in map order, each with its category and guest limit, free ones without stay or block', async () => {
    const facts = await positionFacts(s.db, { check_in: '2030-01-07', check_out: '2030-01-08' }, TEST_NOW);
    const expected = await queryRows<{ id: number; category_id: number; max_guests: number }>(
      s.db,
      sql`select p.id, p.category_id, c.max_guests from positions p join categories c on c.id = p.category_id
           where p.deleted_at is null order by p.display_order, p.id`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(facts).toEqual(expected.map((e) => ({ ...e, deleted: false, stay: null, block: null })));
  });
});
