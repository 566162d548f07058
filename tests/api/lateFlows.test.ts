import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../helpers/testApp';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { NO_CHECKIN_DATES_TEXT, dateRange } from '../../src/domain/lateDates';
import { addDays } from '../../src/domain/dates';
import { accommodationCharges } from '../../server/db/schema';

const s = bookingSuite();

const { get, post } = s;
const checkinDates = async (id: number) =>
  (await get('bookings/available-checkin-dates', { booking_id: String(id) })).body.data?.available_checkin_dates;
const at = (local: string) => new Date(`${local}+02:00`);
const digest = async () => databaseDigest(s.db);

describe('available check-in dates (bookings.md 4, late check-in)', () => {
  it('offers the check-in day up to today, before the check-out', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-12', checkOut: '2026-07-18' });
    expect(await checkinDates(b.id)).toEqual(['2026-07-12', '2026-07-13', '2026-07-14', TEST_TODAY]);
    // A kassor may read them (readBookings).
    expect((await get('bookings/available-checkin-dates', { booking_id: String(b.id) }, s.kassa)).status).toBe(200);
  });

  it('leaves out the days another guest was still on the position', async () => {
    const p = await s.fx.position();
    await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-08',
      checkOut: '2026-07-12',
      checkedInAt: at('2026-07-08T15:00'),
      checkedOutAt: at('2026-07-13T11:00'),
    });
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-11', checkOut: '2026-07-20' });
    expect(await checkinDates(b.id)).toEqual(['2026-07-13', '2026-07-14', TEST_TODAY]);
  });

  it('offers nothing while another guest is still checked in there, and refuses the late check-in with the spec text', async () => {
    const p = await s.fx.position();
    // Due to leave on the 10th and still there (two stays on one pitch never overlap: migration 0008).
    await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-09',
      checkOut: '2026-07-10',
      checkedInAt: at('2026-07-09T15:00'),
    });
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-10', checkOut: '2026-07-12' });
    expect(await checkinDates(b.id)).toEqual([]);
    const before = await digest();
    const res = await post('bookings/checkin-and-checkout', {
      booking_id: b.id,
      check_in_date: '2026-07-13',
      check_out_date: '2026-07-16',
    });
    expect(res.status).toBe(422);
    expect(res.body.error_code).toBe('no_checkin_dates');
    expect(res.body.error_message).toBe(NO_CHECKIN_DATES_TEXT);
    expect(await digest()).toEqual(before);
  });

  it('a check-in with a late date accepts only a date the position was free from', async () => {
    const p = await s.fx.position();
    await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-08',
      checkOut: '2026-07-12',
      checkedInAt: at('2026-07-08T15:00'),
      checkedOutAt: at('2026-07-13T11:00'),
    });
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-11', checkOut: '2026-07-20' });
    const before = await digest();
    const early = await post('bookings/check-in', { booking_id: b.id, check_in_date: '2026-07-12' });
    expect([early.status, early.body.error_code]).toEqual([422, 'check_in_date_unavailable']);
    expect(await digest()).toEqual(before);
    const ok = await post('bookings/check-in', { booking_id: b.id, check_in_date: '2026-07-13' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.booking.check_in).toBe('2026-07-13');
  });

  it('refuses bookings that cannot be checked in, in Swedish', async () => {
    const cases: [Partial<Parameters<typeof s.fx.booking>[0]>, string, string][] = [
      [{ deletedAt: at('2026-07-01T10:00') }, 'booking_cancelled', 'Bokningen är avbokad och kan inte checkas in.'],
      [{ isDraft: true, confirmedAt: null }, 'booking_draft', 'Bokningen är ett utkast och kan inte checkas in.'],
      [{ checkedInAt: at('2026-07-12T15:00') }, 'already_checked_in', 'Bokningen är redan incheckad.'],
      [
        { checkedInAt: at('2026-07-12T15:00'), checkedOutAt: at('2026-07-14T10:00') },
        'already_checked_out',
        'Bokningen är redan utcheckad.',
      ],
    ];
    for (const [over, code, message] of cases) {
      // Each on a pitch of its own: the same nights cannot be held twice.
      const positionId = (await s.fx.position()).id;
      const b = await s.fx.booking({ positionId, checkIn: '2026-07-12', checkOut: '2026-07-14', ...over });
      const res = await get('bookings/available-checkin-dates', { booking_id: String(b.id) });
      expect([res.status, res.body.error_code, res.body.error_message]).toEqual([422, code, message]);
    }
    expect((await get('bookings/available-checkin-dates', { booking_id: '99999999' })).body.error_message).toBe(
      'Bokningen finns inte.',
    );
    expect((await get('bookings/available-checkin-dates', { booking_id: 'igår' })).status).toBe(422);
  });
});

describe('both dates: check-in and check-out chosen together', () => {
  it('lists check-out dates up to the next arrival, then saves both in one call', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-10', checkOut: '2026-07-12', adults: 2 });
    await s.fx.booking({ positionId: p.id, checkIn: '2026-07-20', checkOut: '2026-07-24' });
    expect(await checkinDates(b.id)).toEqual(dateRange('2026-07-10', TEST_TODAY));

    const out = await get('bookings/available-checkout-dates', {
      booking_id: String(b.id),
      selected_checkin_date: '2026-07-11',
    });
    expect(out.body.data.available_checkout_dates).toEqual(dateRange(TEST_TODAY, '2026-07-20'));
    const fromToday = await get('bookings/available-checkout-dates', {
      booking_id: String(b.id),
      selected_checkin_date: TEST_TODAY,
    });
    expect(fromToday.body.data.available_checkout_dates).toEqual(dateRange(addDays(TEST_TODAY, 1), '2026-07-20'));
    const notOffered = await get('bookings/available-checkout-dates', {
      booking_id: String(b.id),
      selected_checkin_date: '2026-07-09',
    });
    expect(notOffered.status).toBe(422);
    expect(notOffered.body.data.errors.selected_checkin_date).toEqual([
      'Det datumet kan inte väljas som incheckningsdatum.',
    ]);
    expect((await get('bookings/available-checkout-dates', { booking_id: String(b.id) })).status).toBe(422);

    // Past the next arrival, or a check-in day not offered: refused, nothing changes.
    const before = await digest();
    const late = await post('bookings/checkin-and-checkout', {
      booking_id: b.id,
      check_in_date: '2026-07-11',
      check_out_date: '2026-07-21',
    });
    expect(late.status).toBe(422);
    expect(late.body.data.errors.check_out_date).toEqual(['Det datumet kan inte väljas som utcheckningsdatum.']);
    const early = await post('bookings/checkin-and-checkout', {
      booking_id: b.id,
      check_in_date: '2026-07-09',
      check_out_date: '2026-07-17',
    });
    expect(early.body.data.errors.check_in_date).toEqual(['Det datumet kan inte väljas som incheckningsdatum.']);
    expect(
      (
        await post(
          'bookings/checkin-and-checkout',
          { booking_id: b.id, check_in_date: '2026-07-11', check_out_date: '2026-07-17' },
          s.kassa,
        )
      ).status,
    ).toBe(403);
    expect(await digest()).toEqual(before);

    s.rec.clear();
    const res = await post('bookings/checkin-and-checkout', {
      booking_id: b.id,
      check_in_date: '2026-07-11',
      check_out_date: '2026-07-17',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ id: b.id, check_in: '2026-07-11', check_out: '2026-07-17' });
    expect(res.body.data.booking.checked_in_at).toBeTruthy();
    const saved = s.rec.named('BookingSaved');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      booking_id: b.id,
      booking: { id: b.id, check_in: '2026-07-11', check_out: '2026-07-17' },
    });

    const history = (await get('bookings/editing-records', { booking_id: String(b.id) })).body.data.editing_records;
    expect(history[0]).toMatchObject({
      action: 'checked_in',
      description: 'Bokningen checkades in sent, från 2026-07-11 till 2026-07-17',
      user: { name: expect.any(String) },
    });
    // Checked in now: no more late check-in.
    expect((await get('bookings/available-checkin-dates', { booking_id: String(b.id) })).body.error_code).toBe(
      'already_checked_in',
    );
  });
});

describe('late check-out (update-checkout)', () => {
  it('moves the check-out to a day between the planned one and today', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-10',
      checkOut: '2026-07-13',
      checkedInAt: at('2026-07-10T15:00'),
    });
    const before = await digest();
    for (const [date, message] of [
      ['2026-07-12', `Utcheckningsdatumet måste ligga mellan 2026-07-13 och ${TEST_TODAY}.`],
      ['2026-07-16', `Utcheckningsdatumet måste ligga mellan 2026-07-13 och ${TEST_TODAY}.`],
      ['2026-07-09', 'Utcheckningsdatumet måste vara efter incheckningsdatumet.'],
    ] as const) {
      const res = await post('bookings/update-checkout', { booking_id: b.id, checkout_date: date });
      expect(res.status).toBe(422);
      expect(res.body.data.errors.checkout_date).toEqual([message]);
    }
    expect(
      (await post('bookings/update-checkout', { booking_id: b.id, checkout_date: '2026-07-14' }, s.kassa)).status,
    ).toBe(403);
    expect((await post('bookings/update-checkout', { booking_id: b.id, checkout_date: '14 juli' })).status).toBe(422);
    expect(await digest()).toEqual(before);

    s.rec.clear();
    const res = await post('bookings/update-checkout', { booking_id: b.id, checkout_date: '2026-07-14' });
    expect(res.status).toBe(200);
    expect(res.body.data.booking.check_out).toBe('2026-07-14');
    expect(s.rec.named('BookingSaved')[0]).toMatchObject({ booking_id: b.id, booking: { check_out: '2026-07-14' } });
    const history = (await get('bookings/editing-records', { booking_id: String(b.id) })).body.data.editing_records;
    expect(history[0]).toMatchObject({
      action: 'checkout_updated',
      changes: { check_out: { from: '2026-07-13', to: '2026-07-14' } },
    });
  });

  it("adds the later check-out's nights to the stay's charges, priced like the stay, so the cart and 'Kvar' include them", async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-10',
      checkOut: '2026-07-13',
      checkedInAt: at('2026-07-10T15:00'),
    });
    // Three nights at 390,00 less 10 %.
    await s.db.insert(accommodationCharges).values({
      bookingId: b.id,
      positionId: p.id,
      start: '2026-07-10',
      end: '2026-07-13',
      nights: 3,
      price: 117_000,
      originalPrice: 117_000,
      discountType: 'percent',
      discountValue: 1000,
    });
    const res = await post('bookings/update-checkout', { booking_id: b.id, checkout_date: TEST_TODAY });
    expect(res.status).toBe(200);
    const lines = (await get(`bookings/${b.id}/cart`)).body.data.accommodation_charges;
    expect(
      lines.map((l: any) => [l.start, l.end, l.nights, l.price, l.discount_type, l.discount_value, l.total]),
    ).toEqual([
      ['2026-07-10', '2026-07-13', 3, 117_000, 'percent', 1000, 105_300],
      ['2026-07-13', TEST_TODAY, 2, 78_000, 'percent', 1000, 70_200],
    ]);
    expect(res.body.data.booking).toMatchObject({
      total_accommodation_amount: 105_300 + 70_200,
      remaining_accommodation_amount: 105_300 + 70_200,
    });
    // The planned date is no change: no nights added.
    const same = await s.fx.booking({
      positionId: (await s.fx.position()).id,
      checkIn: '2026-07-10',
      checkOut: '2026-07-13',
      checkedInAt: at('2026-07-10T15:00'),
    });
    await post('bookings/update-checkout', { booking_id: same.id, checkout_date: '2026-07-13' });
    expect((await get(`bookings/${same.id}/cart`)).body.data.accommodation_charges).toEqual([]);
  });

  it('refuses a booking that is not checked in, or already checked out', async () => {
    const p = await s.fx.position();
    const notIn = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-10', checkOut: '2026-07-13' });
    const res = await post('bookings/update-checkout', { booking_id: notIn.id, checkout_date: TEST_TODAY });
    expect([res.status, res.body.error_message]).toEqual([
      422,
      'Bokningen måste vara incheckad innan den kan checkas ut.',
    ]);
    const gone = await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-01',
      checkOut: '2026-07-05',
      checkedInAt: at('2026-07-01T15:00'),
      checkedOutAt: at('2026-07-05T10:00'),
    });
    expect(
      (await post('bookings/update-checkout', { booking_id: gone.id, checkout_date: TEST_TODAY })).body.error_message,
    ).toBe('Bokningen är redan utcheckad.');
    const future = await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-14',
      checkOut: '2026-07-18',
      checkedInAt: at('2026-07-14T15:00'),
    });
    expect(
      (await post('bookings/update-checkout', { booking_id: future.id, checkout_date: TEST_TODAY })).body.data.errors
        .checkout_date,
    ).toEqual(['Utcheckningen är inte sen: den planerade utcheckningen är 2026-07-18.']);
    expect((await post('bookings/update-checkout', { booking_id: 99_999_999, checkout_date: TEST_TODAY })).status).toBe(
      404,
    );
  });
});
