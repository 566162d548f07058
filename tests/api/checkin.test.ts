import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login, syncedBookings } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../server/db/schema';

let app: TestApp;
let token: string;
let list: any[];
beforeAll(async () => {
  app = await createTestApp();
  token = (await login(app, 'demo', DEMO_USERS.receptionist)).token;
  list = await syncedBookings(app, 'demo', token);
});
afterAll(async () => {
  await app?.destroy();
});

const post = (path: string, body: unknown, t = token) => call(app, 'POST', 'demo', path, { token: t, body });
const occupied = (positionId: number, except: number) =>
  list.some(
    (o) => o.position_id === positionId && o.id !== except && o.checked_in_at && !o.checked_out_at && !o.deleted_at,
  );
const arrival = () =>
  list.find(
    (b) =>
      b.check_in === TEST_TODAY &&
      !b.checked_in_at &&
      !b.deleted_at &&
      !b.is_draft &&
      b.position_id &&
      !occupied(b.position_id, b.id),
  );

describe('check-in and check-out rules on the server (bookings.md 4)', () => {
  it('checks in, refuses a second check-in, checks out, and reverses both, publishing BookingSaved', async () => {
    const b = arrival();
    const res = await post('bookings/check-in', { booking_id: b.id });
    expect(res.status).toBe(200);
    expect(res.body.data.booking.checked_in_at).toBeTruthy();
    expect((await post('bookings/check-in', { booking_id: b.id })).body.error_code).toBe('already_checked_in');
    expect((await post('bookings/reverse-checkout', { booking_id: b.id })).body.error_code).toBe('not_checked_out');
    const out = await post('bookings/check-out', { booking_id: b.id });
    expect(out.status).toBe(200);
    expect(out.body.data.booking.checked_out_at).toBeTruthy();
    expect((await post('bookings/check-out', { booking_id: b.id })).body.error_code).toBe('already_checked_out');
    expect((await post('bookings/reverse-checkout', { booking_id: b.id })).status).toBe(200);
    expect((await post('bookings/reverse-checkin', { booking_id: b.id })).status).toBe(200);
    const after = (await call(app, 'GET', 'demo', `bookings/${b.id}`, { token })).body.data.booking;
    expect(after.checked_in_at).toBeNull();
    expect(after.checked_out_at).toBeNull();
  });

  it('refuses a check-out before check-in', async () => {
    const b = list.find((x) => !x.checked_in_at && !x.deleted_at && !x.is_draft && x.check_in > TEST_TODAY);
    const res = await post('bookings/check-out', { booking_id: b.id });
    expect(res.status).toBe(422);
    expect(res.body.error_message).toBe('Bokningen måste vara incheckad innan den kan checkas ut.');
  });

  it('refuses to check in a cancelled booking or a draft, and a future date', async () => {
    const cancelled = list.find((x) => x.deleted_at);
    if (cancelled)
      expect((await post('bookings/check-in', { booking_id: cancelled.id })).body.error_code).toBe('booking_cancelled');
    const draft = list.find((x) => x.is_draft && !x.deleted_at);
    expect((await post('bookings/check-in', { booking_id: draft.id })).body.error_code).toBe('booking_draft');
    const b = arrival();
    expect((await post('bookings/check-in', { booking_id: b.id, check_in_date: '2099-01-01' })).body.error_code).toBe(
      'check_in_in_future',
    );
  });

  it('refuses a check-in while another booking still occupies the position', async () => {
    // A guest still there on its check-out day or later, and one of today's arrivals whose nights no
    // other stay holds on that pitch: two stays on one pitch never overlap (migration 0008), so only
    // the occupant is in the way.
    const free = (b: any, x: any) =>
      !list.some(
        (o) =>
          o.position_id === x.position_id &&
          o.id !== x.id &&
          o.id !== b.id &&
          !o.deleted_at &&
          !o.checked_out_at &&
          o.check_in < b.check_out &&
          b.check_in < o.check_out,
      );
    const stillHere = list.filter(
      (x) => x.checked_in_at && !x.checked_out_at && !x.deleted_at && x.position_id && x.check_out <= TEST_TODAY,
    );
    const [b, here] = list
      .filter((x) => x.check_in === TEST_TODAY && !x.checked_in_at && !x.deleted_at && !x.is_draft && x.position_id)
      .flatMap((x) => stillHere.filter((h) => free(x, h)).map((h) => [x, h]))[0];
    // Arrange: today's arrival is put on the position someone is still checked in on.
    const db = (await app.tenants.get('demo')).db;
    await db.update(bookings).set({ positionId: here.position_id }).where(eq(bookings.id, b.id));
    const res = await post('bookings/check-in', { booking_id: b.id });
    expect(res.status).toBe(422);
    expect(res.body.error_code).toBe('position_occupied');
    expect(res.body.error_message).toBe(
      `Platsen är fortfarande upptagen av bokning ${here.booking_number}. Checka ut den bokningen först.`,
    );
    await db.update(bookings).set({ positionId: b.position_id }).where(eq(bookings.id, b.id));
  });

  it('changes nothing on bad input, unknown bookings, a kassor or another tenant', async () => {
    const db = (await app.tenants.get('demo')).db;
    const kassa = (await login(app, 'demo', DEMO_USERS.kassor, 'k2')).token;
    const foreign = (await login(app, 'strandbaden', DEMO_USERS.receptionist, 'f2')).token;
    const after1 = await databaseDigest(db);
    const b = arrival();
    expect((await post('bookings/check-in', { booking_id: 'x' })).status).toBe(422);
    expect((await post('bookings/check-in', { booking_id: b.id, check_in_date: '21 juli' })).status).toBe(422);
    expect((await post('bookings/check-in', { booking_id: 99_999_999 })).status).toBe(404);
    expect((await post('bookings/check-in', { booking_id: b.id }, kassa)).status).toBe(403);
    expect((await post('bookings/check-in', { booking_id: b.id }, foreign)).status).toBe(401);
    expect(await databaseDigest(db)).toEqual(after1);
  });
});
