// Issue "Taking bookings": no pitch is ever booked twice, enforced by the database itself
// (migration 0008, bookings_no_double_stay) and answered by server/bookings/stayGuard.ts.
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { TEST_NOW, TEST_TODAY } from '../helpers/testApp';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { queryRows, type Tx } from '../../server/db/client';
import { bookings, editingRecords } from '../../server/db/schema';
import {
  POSITION_TAKEN_TEXT,
  STAY_CONSTRAINT,
  claimPositions,
  guardStays,
  isStayConflict,
} from '../../server/bookings/stayGuard';

const s = bookingSuite();
const digest = () => databaseDigest(s.db);
const at = (local: string) => new Date(`${local}+02:00`);
const HOUR = 3_600_000;
const LIVE = new Date(TEST_NOW.getTime() + 24 * HOUR);
const EXPIRED = new Date(TEST_NOW.getTime() - HOUR);

type Insert = typeof bookings.$inferInsert;
let seq = 0;
/** A booking row written in `tx` as any code path could write it, past every check of the routes. */
async function insertStay(tx: Tx, over: Partial<Insert> & Pick<Insert, 'positionId' | 'checkIn' | 'checkOut'>) {
  const [p] = await queryRows<{ category_id: number }>(
    tx,
    sql`select category_id from positions where id = coalesce(${over.positionId}, (select min(id) from positions))`,
  );
  const [b] = await tx
    .insert(bookings)
    .values({
      bookingNumber: `NDB${String(++seq).padStart(5, '0')}`,
      categoryId: p.category_id,
      confirmedAt: new Date('2026-06-01T10:00:00Z'),
      createdAt: new Date('2026-06-01T10:00:00Z'),
      updatedAt: TEST_NOW,
      ...over,
    })
    .returning();
  return b;
}
const insert = (over: Parameters<typeof insertStay>[1]) => s.db.transaction((tx) => insertStay(tx, over));
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err,
  );
/** The stays on a position the constraint counts, as [check_in, check_out) pairs in order. */
const heldOn = async (positionId: number) =>
  (
    await queryRows<{ ci: string; co: string }>(
      s.db,
      sql`select check_in::text ci, check_out::text co from bookings
           where position_id = ${positionId} and deleted_at is null and checked_out_at is null order by check_in`,
    )
  ).map((r) => [r.ci, r.co]);
const expectApart = (held: string[][]) => {
  for (let i = 1; i < held.length; i++) expect(held[i][0] >= held[i - 1][1], JSON.stringify(held)).toBe(true);
};

describe('the database keeps the stays on one position apart', () => {
  it('has the exclusion constraint, over active stays only', async () => {
    const [c] = await queryRows<{ def: string }>(
      s.db,
      sql`select pg_get_constraintdef(oid) def from pg_constraint where conname = ${STAY_CONSTRAINT} and contype = 'x'`,
    );
    expect(c.def).toMatch(
      /^EXCLUDE USING gist \(position_id WITH =, daterange\(check_in, check_out, '\[\)'::text\) WITH &&\)/,
    );
    expect(c.def).toContain('deleted_at IS NULL');
    expect(c.def).toContain('checked_out_at IS NULL');
    expect(c.def).toContain('position_id > 0');
    expect(c.def).toContain('DEFERRABLE');
    // The demo data lives under it already: no two seeded stays clash, and no position is id 0.
    const [min] = await queryRows<{ id: number }>(s.db, sql`select min(id)::int id from positions`);
    expect(min.id).toBeGreaterThan(0);
  });

  it('claiming a stay that ends before it begins is a 422 on check_out, not the daterange error', async () => {
    const p = await s.fx.position();
    const err = await failure(
      s.db.transaction((tx) =>
        claimPositions(tx, [{ positionId: p.id, checkIn: '2026-08-05', checkOut: '2026-08-01' }], TEST_NOW),
      ),
    );
    expect(err).toMatchObject({
      status: 422,
      data: { errors: { check_out: [expect.stringMatching(/^Utchecknings/)] } },
    });
  });

  it('20 concurrent inserts of overlapping stays on one position: exactly one row, the others the exclusion error', async () => {
    const p = await s.fx.position();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        insert({ positionId: p.id, checkIn: `2026-08-0${1 + (i % 3)}`, checkOut: `2026-08-0${5 + (i % 4)}` }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(isStayConflict(r.reason), String(r.reason)).toBe(true);
    expect(await heldOn(p.id)).toHaveLength(1);
  });

  it('answers a refused write with the spec text on position_id, and the write leaves nothing behind', async () => {
    const p = await s.fx.position();
    await insert({ positionId: p.id, checkIn: '2026-08-10', checkOut: '2026-08-14' });
    const before = await digest();
    const err = await failure(
      guardStays(() =>
        s.db.transaction(async (tx) => {
          await insertStay(tx, { positionId: p.id, checkIn: '2026-08-20', checkOut: '2026-08-22' });
          await insertStay(tx, { positionId: p.id, checkIn: '2026-08-13', checkOut: '2026-08-15' });
        }),
      ),
    );
    expect(err).toMatchObject({
      status: 422,
      code: 'position_taken',
      message: POSITION_TAKEN_TEXT,
      data: { errors: { position_id: [POSITION_TAKEN_TEXT] } },
    });
    expect(await digest()).toEqual(before);
  });

  it('a swap deferred to the commit passes; a clash still there at the commit is refused there', async () => {
    const [p1, p2] = [await s.fx.position(), await s.fx.position()];
    const x = await insert({ positionId: p1.id, checkIn: '2026-08-01', checkOut: '2026-08-05' });
    const y = await insert({ positionId: p2.id, checkIn: '2026-08-02', checkOut: '2026-08-06' });
    const deferred = (tx: Tx) => tx.execute(sql.raw(`set constraints ${STAY_CONSTRAINT} deferred`));
    await guardStays(() =>
      s.db.transaction(async (tx) => {
        await deferred(tx);
        await tx.update(bookings).set({ positionId: p2.id }).where(eq(bookings.id, x.id));
        await tx.update(bookings).set({ positionId: p1.id }).where(eq(bookings.id, y.id));
      }),
    );
    expect(await heldOn(p1.id)).toEqual([['2026-08-02', '2026-08-06']]);
    const before = await digest();
    const err = await failure(
      guardStays(() =>
        s.db.transaction(async (tx) => {
          await deferred(tx);
          await insertStay(tx, { positionId: p1.id, checkIn: '2026-08-05', checkOut: '2026-08-07' });
        }),
      ),
    );
    expect(err).toMatchObject({ status: 422, code: 'position_taken', message: POSITION_TAKEN_TEXT });
    expect(await digest()).toEqual(before);
  });

  it('nights are half-open: a stay ending on a day and another starting on it both stand', async () => {
    const p = await s.fx.position();
    await insert({ positionId: p.id, checkIn: '2026-08-01', checkOut: '2026-08-05' });
    await insert({ positionId: p.id, checkIn: '2026-08-05', checkOut: '2026-08-08' });
    await insert({ positionId: p.id, checkIn: '2026-07-28', checkOut: '2026-08-01' });
    expect(
      isStayConflict(await failure(insert({ positionId: p.id, checkIn: '2026-08-04', checkOut: '2026-08-06' }))),
    ).toBe(true);
    expect(await heldOn(p.id)).toEqual([
      ['2026-07-28', '2026-08-01'],
      ['2026-08-01', '2026-08-05'],
      ['2026-08-05', '2026-08-08'],
    ]);
  });

  it('a cancelled stay, a checked-out stay and an unspecified position block nothing; reviving one is judged', async () => {
    const p = await s.fx.position();
    const cancelled = await insert({
      positionId: p.id,
      checkIn: '2026-08-01',
      checkOut: '2026-08-10',
      deletedAt: at('2026-07-01T10:00'),
    });
    // Left early: the pitch is free from the day the guest left, whatever the planned check-out said.
    const left = await insert({
      positionId: p.id,
      checkIn: '2026-07-10',
      checkOut: '2026-07-20',
      checkedInAt: at('2026-07-10T15:00'),
      checkedOutAt: at('2026-07-12T10:00'),
    });
    await insert({ positionId: p.id, checkIn: '2026-07-12', checkOut: '2026-08-05' });
    await insert({ positionId: null, checkIn: '2026-08-01', checkOut: '2026-08-10' });
    await insert({ positionId: null, checkIn: '2026-08-01', checkOut: '2026-08-10' });
    for (const [id, set] of [
      [cancelled.id, { deletedAt: null }],
      [left.id, { checkedOutAt: null }],
    ] as const) {
      const err = await failure(s.db.update(bookings).set(set).where(eq(bookings.id, id)));
      expect(isStayConflict(err), String(err)).toBe(true);
    }
  });

  it('a live draft holds its pitch; an expired one blocks only until a write claims the pitch, which sweeps it', async () => {
    const p = await s.fx.position();
    const live = await insert({
      positionId: p.id,
      checkIn: '2026-08-01',
      checkOut: '2026-08-04',
      isDraft: true,
      confirmedAt: null,
      draftExpiresAt: LIVE,
    });
    const expired = await insert({
      positionId: p.id,
      checkIn: '2026-08-10',
      checkOut: '2026-08-13',
      isDraft: true,
      confirmedAt: null,
      draftExpiresAt: EXPIRED,
    });
    const claimAndInsert = (checkIn: string, checkOut: string) =>
      guardStays(() =>
        s.db.transaction(async (tx) => {
          const swept = await claimPositions(tx, [{ positionId: p.id, checkIn, checkOut }], TEST_NOW);
          return { swept, row: await insertStay(tx, { positionId: p.id, checkIn, checkOut }) };
        }),
      );

    // The constraint cannot read the clock: written past the helper, even the expired draft blocks.
    expect(
      isStayConflict(await failure(insert({ positionId: p.id, checkIn: '2026-08-11', checkOut: '2026-08-12' }))),
    ).toBe(true);
    // The live draft is not swept: the write is refused with the spec's text and changes nothing.
    const before = await digest();
    expect(await failure(claimAndInsert('2026-08-03', '2026-08-05'))).toMatchObject({
      status: 422,
      code: 'position_taken',
    });
    expect(await digest()).toEqual(before);

    // Through the helper the expired draft gives way: cancelled at its expiry, with a line in its history.
    const { swept } = await claimAndInsert('2026-08-11', '2026-08-15');
    expect(swept).toEqual([expired.id]);
    const [gone] = await s.db.select().from(bookings).where(eq(bookings.id, expired.id));
    expect(gone.deletedAt?.toISOString()).toBe(EXPIRED.toISOString());
    const history = await s.db
      .select()
      .from(editingRecords)
      .where(and(eq(editingRecords.bookingId, expired.id), eq(editingRecords.action, 'draft_expired')));
    expect(history).toHaveLength(1);
    const [still] = await s.db.select().from(bookings).where(eq(bookings.id, live.id));
    expect(still.deletedAt).toBeNull();
    expect(await heldOn(p.id)).toEqual([
      ['2026-08-01', '2026-08-04'],
      ['2026-08-11', '2026-08-15'],
    ]);
  });
});

describe('the routes that move a stay answer the constraint in Swedish, never with a 500', () => {
  /** A guest still checked in past its check-out (10–13 July) and, on the same pitch, more to come. */
  async function lateLeaver() {
    const p = await s.fx.position();
    const a = await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-10',
      checkOut: '2026-07-13',
      checkedInAt: at('2026-07-10T15:00'),
    });
    return { p, a };
  }

  it('refuses a late check-out into the next guest’s stay, changing nothing; leaving on the arrival day is fine', async () => {
    const { p, a } = await lateLeaver();
    // The next guest was due yesterday and has not come yet: the routes' own rule lets the nights pass.
    const next = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-14', checkOut: '2026-07-18' });
    const before = await digest();
    s.rec.clear();
    const res = await s.post('bookings/update-checkout', { booking_id: a.id, checkout_date: TEST_TODAY });
    expect([res.status, res.body.error_code, res.body.error_message]).toEqual([
      422,
      'position_taken',
      POSITION_TAKEN_TEXT,
    ]);
    expect(res.body.data.errors.position_id).toEqual([POSITION_TAKEN_TEXT]);
    expect(await digest()).toEqual(before);
    expect(s.rec.events).toEqual([]);

    const ok = await s.post('bookings/update-checkout', { booking_id: a.id, checkout_date: next.checkIn });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.booking.check_out).toBe('2026-07-14');
    expect(await heldOn(p.id)).toEqual([
      ['2026-07-10', '2026-07-14'],
      ['2026-07-14', '2026-07-18'],
    ]);
  });

  it('a late check-out over an expired draft sweeps it (BookingRemoved); over a live draft it is refused', async () => {
    const { p, a } = await lateLeaver();
    const draft = await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-14',
      checkOut: '2026-07-16',
      isDraft: true,
      confirmedAt: null,
      draftExpiresAt: LIVE,
    });
    const before = await digest();
    const refused = await s.post('bookings/update-checkout', { booking_id: a.id, checkout_date: TEST_TODAY });
    expect([refused.status, refused.body.error_message]).toEqual([422, POSITION_TAKEN_TEXT]);
    expect(await digest()).toEqual(before);

    await s.db.update(bookings).set({ draftExpiresAt: EXPIRED }).where(eq(bookings.id, draft.id));
    s.rec.clear();
    const res = await s.post('bookings/update-checkout', { booking_id: a.id, checkout_date: TEST_TODAY });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(s.rec.named('BookingRemoved')).toEqual([{ booking_id: draft.id }]);
    const [gone] = await s.db.select().from(bookings).where(eq(bookings.id, draft.id));
    expect(gone.deletedAt?.toISOString()).toBe(EXPIRED.toISOString());
  });

  it('a late check-in with both dates is refused when its check-out runs into a live draft', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-10', checkOut: '2026-07-12' });
    await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-18',
      checkOut: '2026-07-20',
      isDraft: true,
      confirmedAt: null,
      draftExpiresAt: LIVE,
    });
    const before = await digest();
    const res = await s.post('bookings/checkin-and-checkout', {
      booking_id: b.id,
      check_in_date: '2026-07-13',
      check_out_date: '2026-07-19',
    });
    expect([res.status, res.body.error_code, res.body.error_message]).toEqual([
      422,
      'position_taken',
      POSITION_TAKEN_TEXT,
    ]);
    expect(await digest()).toEqual(before);
    const ok = await s.post('bookings/checkin-and-checkout', {
      booking_id: b.id,
      check_in_date: '2026-07-13',
      check_out_date: '2026-07-18',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('concurrent late check-out and reversed cancellations over the same nights: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const { p, a } = await lateLeaver();
      const cancelled = [];
      for (const [checkIn, checkOut] of [
        ['2026-07-13', '2026-07-16'],
        ['2026-07-14', '2026-07-17'],
        ['2026-07-13', '2026-07-20'],
      ])
        cancelled.push(await s.fx.booking({ positionId: p.id, checkIn, checkOut, deletedAt: at('2026-07-01T10:00') }));
      const requests = [
        () => s.post('bookings/update-checkout', { booking_id: a.id, checkout_date: TEST_TODAY }),
        ...cancelled.map((c) => () => s.post('booking-cancellations/reverse-cancellation', { booking_id: c.id })),
      ];
      // Each alone would pass; started in a different order every round.
      const order = requests.map((_, i) => (i + round) % requests.length);
      const answers = await Promise.all(order.map((i) => requests[i]()));
      const won = answers.filter((r) => r.status === 200);
      expect(won, JSON.stringify(answers.map((r) => r.body))).toHaveLength(1);
      for (const r of answers.filter((x) => x.status !== 200)) {
        expect(r.status, JSON.stringify(r.body)).toBe(422);
        expect(['position_taken', 'position_occupied']).toContain(r.body.error_code);
      }
      expectApart(await heldOn(p.id));
    }
  });
});
