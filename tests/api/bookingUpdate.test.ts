// Issue "Taking bookings": POST bookings/update and GET rates/rebooking-charges (bookings.md 7, "Rebooking
// levels"). Each level turns the accommodation charges into the level's total, as the preview said;
// paid charges are never deleted or changed; a cancelled or checked-out booking is not updated.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { demoFeeOptions, store, storeBody, TEST_CARD, testCategory } from '../helpers/bookingForm';
import { accommodationCharges, bookings, charges, editingRecords, seasons } from '../../server/db/schema';
import { rebookingCharges, updateBooking } from '../../src/contracts/bookingForm';

const s = bookingSuite();
let customerId: number;

beforeAll(async () => {
  customerId = (await s.fx.customer()).id;
});

/** A stored booking, 30 July – 3 August, 2 adults: 400 + 400 + 360 + 300 kr = 1 460 kr. */
async function booked(over: Record<string, unknown> = {}) {
  const { category, positions } = await testCategory(s, { count: 2 });
  const body = storeBody({ customer_id: customerId, category_id: category.id, position_id: positions[0].id, ...over });
  const res = await store(s, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { booking: res.body.data.booking, category, positions, body };
}

const rows = (bookingId: number) =>
  s.db
    .select()
    .from(accommodationCharges)
    .where(and(eq(accommodationCharges.bookingId, bookingId), isNull(accommodationCharges.deletedAt)))
    .orderBy(accommodationCharges.start, accommodationCharges.id);

function updateOf(b: Awaited<ReturnType<typeof booked>>, over: Record<string, unknown>) {
  const {
    total: _t,
    is_apply_booking_fee,
    is_apply_position_reservation_fee,
    is_apply_electricity_fee,
    ...stay
  } = b.body;
  void [is_apply_booking_fee, is_apply_position_reservation_fee, is_apply_electricity_fee];
  return { ...stay, booking_id: b.booking.id, rebooking_option: 'free', ...over };
}

const previewQuery = (u: Record<string, unknown>) =>
  Object.fromEntries(
    ['booking_id', 'category_id', 'position_id', 'check_in', 'check_out', 'adults', 'children', 'dogs']
      .filter((k) => u[k] != null)
      .map((k) => [k, String(u[k])]),
  );

describe('rebooking levels: the preview and the update agree', () => {
  // Two nights, 1 August (Saturday, 360 kr) and 2 August (300 kr): 660 kr at the card's price.
  const shorter = { check_in: '2026-08-01', check_out: '2026-08-03' };
  const expected = {
    free: {
      total: 66_000,
      rows: [
        ['2026-08-01', '2026-08-02', 36_000],
        ['2026-08-02', '2026-08-03', 30_000],
      ],
    },
    // Never below 1 460 kr: the 800 kr shortfall spread over the two new nights.
    limited: {
      total: 146_000,
      rows: [
        ['2026-08-01', '2026-08-02', 76_000],
        ['2026-08-02', '2026-08-03', 70_000],
      ],
    },
    // Kept nights at max(old, new); the removed nights still charged at their old price.
    restrictive: {
      total: 146_000,
      rows: [
        ['2026-07-30', '2026-08-01', 80_000],
        ['2026-08-01', '2026-08-02', 36_000],
        ['2026-08-02', '2026-08-03', 30_000],
      ],
    },
    keep: {
      total: 146_000,
      rows: [
        ['2026-07-30', '2026-08-01', 80_000],
        ['2026-08-01', '2026-08-02', 36_000],
        ['2026-08-02', '2026-08-03', 30_000],
      ],
    },
  } as const;

  it.each(Object.keys(expected) as (keyof typeof expected)[])('%s', async (level) => {
    const b = await booked();
    expect(b.booking.total_accommodation_amount).toBe(146_000);
    const u = updateOf(b, { ...shorter, rebooking_option: level });
    const preview = await s.get('rates/rebooking-charges', previewQuery(u));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(rebookingCharges.response.safeParse(preview.body.data).success).toBe(true);
    expect(preview.body.data.current_total).toBe(146_000);
    const option = preview.body.data.rebooking_options.find((o: { level: string }) => o.level === level);
    expect(option.total).toBe(expected[level].total);
    // A shorter, cheaper stay does not refund unless chosen: limited is the default.
    expect(preview.body.data.rebooking_options.filter((o: { is_default: boolean }) => o.is_default)).toMatchObject([
      { level: 'limited' },
    ]);

    s.rec.clear();
    const res = await s.post('bookings/update', u);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(updateBooking.response.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data.booking).toMatchObject({
      ...shorter,
      id: b.booking.id,
      total_accommodation_amount: option.total,
    });
    expect((await rows(b.booking.id)).map((r) => [r.start, r.end, r.price])).toEqual(expected[level].rows);
    expect(s.rec.named('BookingSaved').map((e) => e.booking_id)).toEqual([b.booking.id]);
    const records = await s.db.select().from(editingRecords).where(eq(editingRecords.bookingId, b.booking.id));
    expect(records.map((r) => r.action)).toEqual(['created', 'updated']);
  });

  it('a longer stay on another pitch: free is the default and the new pitch holds the rows', async () => {
    const b = await booked();
    const u = updateOf(b, { check_out: '2026-08-05', position_id: b.positions[1].id, adults: 3 });
    const preview = await s.get('rates/rebooking-charges', previewQuery(u));
    // Six nights for three: 1 460 + 300 + 300 kr, and 50 kr a night for the third adult.
    const free = preview.body.data.rebooking_options.find((o: { level: string }) => o.level === 'free');
    expect(free).toEqual({
      level: 'free',
      title: 'Fri ombokning',
      total: 206_000 + 6 * 5_000,
      is_default: true,
      deadline_description: null,
    });
    const res = await s.post('bookings/update', u);
    expect(res.body.data.booking).toMatchObject({
      position_id: b.positions[1].id,
      adults: 3,
      total_accommodation_amount: free.total,
    });
    expect(new Set((await rows(b.booking.id)).map((r) => r.positionId))).toEqual(new Set([b.positions[1].id]));
    // The old pitch is free again, the new one taken.
    const again = await store(
      s,
      storeBody({ customer_id: customerId, category_id: b.category.id, position_id: b.positions[0].id }),
    );
    expect(again.status).toBe(200);
  });

  it('a paid charge is never deleted or changed: its nights stay as paid, the others follow the level', async () => {
    const b = await booked();
    const [first] = await rows(b.booking.id);
    // The 30–31 July row (800 kr) was paid at the till.
    await s.db.update(accommodationCharges).set({ receiptId: 424242 }).where(eq(accommodationCharges.id, first.id));
    const u = updateOf(b, { check_in: '2026-07-31', check_out: '2026-08-04', rebooking_option: 'free' });
    const preview = await s.get('rates/rebooking-charges', previewQuery(u));
    const free = preview.body.data.rebooking_options.find((o: { level: string }) => o.level === 'free');
    // Paid: 30 and 31 July (800 kr, the 30th no longer in the stay, not refunded); new: 1, 2 and 3 August.
    expect(free.total).toBe(80_000 + 36_000 + 30_000 + 30_000);
    const res = await s.post('bookings/update', u);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.booking.total_accommodation_amount).toBe(free.total);
    const after = await rows(b.booking.id);
    expect(after[0]).toEqual({ ...first, receiptId: 424242 });
    expect(after.map((r) => [r.start, r.end, r.price])).toEqual([
      ['2026-07-30', '2026-08-01', 80_000],
      ['2026-08-01', '2026-08-02', 36_000],
      ['2026-08-02', '2026-08-04', 60_000],
    ]);
  });

  it('a season booking keeps its one row at the agreed price', async () => {
    const { category, positions } = await testCategory(s);
    const [season] = await s.db.select().from(seasons).limit(1);
    const res = await s.post('bookings/store', {
      ...storeBody({
        customer_id: customerId,
        category_id: category.id,
        position_id: positions[0].id,
        type: 'season',
        season_id: season.id,
        check_in: season.start,
        check_out: season.end,
        accommodation_price: 1_500_000,
      }),
      total: 1_500_000,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = res.body.data.booking;
    const up = await s.post('bookings/update', {
      ...storeBody({
        customer_id: customerId,
        category_id: category.id,
        position_id: positions[0].id,
        type: 'season',
        season_id: season.id,
        check_in: season.start,
        check_out: season.end,
        adults: 3,
      }),
      total: undefined,
      booking_id: b.id,
      rebooking_option: 'free',
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data.booking).toMatchObject({
      adults: 3,
      accommodation_price: 1_500_000,
      total_accommodation_amount: 1_500_000,
    });
  });
});

describe('refusals: a Swedish 4xx and nothing changed', () => {
  it('a cancelled or checked-out booking, a type change, an unknown booking, a kassör', async () => {
    const cancelled = await booked();
    const out = await booked();
    const other = await booked();
    await s.db.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.id, cancelled.booking.id));
    await s.db
      .update(bookings)
      .set({ checkedInAt: new Date('2026-07-30T15:00:00+02:00'), checkedOutAt: new Date('2026-08-03T10:00:00+02:00') })
      .where(eq(bookings.id, out.booking.id));
    const before = await databaseDigest(s.db);
    const cases: [Record<string, unknown>, number, string, string | null][] = [
      [updateOf(cancelled, {}), 422, 'En avbokad bokning kan inte ändras', null],
      [updateOf(out, {}), 422, 'En utcheckad bokning kan inte ändras', null],
      [
        updateOf(other, { type: 'season', season_id: 1 }),
        422,
        'En säsongsbokning kan inte göras om till en vanlig bokning eller tvärtom',
        'type',
      ],
      [updateOf(other, { booking_id: 999_999 }), 404, 'Bokningen finns inte.', null],
      [updateOf(other, { customer_id: null }), 422, 'Kan inte gå vidare utan att välja kund', 'customer_id'],
      [updateOf(other, { adults: 7 }), 422, 'Max 6 gäster tillåtna', 'guests'],
      [
        updateOf(other, { position_id: out.positions[0].id }),
        422,
        'Platsen hör inte till den valda kategorin',
        'position_id',
      ],
      [updateOf(other, { rebooking_option: 'all' }), 422, 'Välj ett av ombokningsalternativen', 'rebooking_option'],
    ];
    for (const [body, status, message, field] of cases) {
      const res = await s.post('bookings/update', body);
      expect([res.status, res.body.error_message], JSON.stringify(body)).toEqual([status, message]);
      if (field) expect(res.body.data.errors[field]).toEqual([message]);
    }
    const kassa = await s.post('bookings/update', updateOf(other, {}), s.kassa);
    expect([kassa.status, kassa.body.error_code]).toEqual([403, 'forbidden']);
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('moving onto a taken pitch is position_taken', async () => {
    const a = await booked();
    const b = await booked();
    const before = await databaseDigest(s.db);
    const res = await s.post(
      'bookings/update',
      updateOf(b, { category_id: a.category.id, position_id: a.positions[0].id }),
    );
    expect([res.status, res.body.error_code]).toEqual([422, 'position_taken']);
    expect(res.body.data.errors.position_id[0]).toMatch(/^Platsen är bokad 2026-07-30–2026-08-03/);
    expect(await databaseDigest(s.db)).toEqual(before);
  });
});

describe('the electricity fee follows the nights, whatever the level', () => {
  // TEST_CARD: electricity 60 kr a night. Booked with the booking fee (49 kr) and electricity.
  const withFees = { is_apply_booking_fee: true, is_apply_electricity_fee: true };
  const threeNights = { check_in: '2026-07-30', check_out: '2026-08-02' }; // 400 + 400 + 360 kr
  const fiveNights = { check_in: '2026-07-30', check_out: '2026-08-04' }; // … + 300 + 300 kr

  const feeRows = (bookingId: number) =>
    s.db
      .select()
      .from(charges)
      .where(and(eq(charges.bookingId, bookingId), isNull(charges.deletedAt)))
      .orderBy(charges.id);
  const electricityRows = async (bookingId: number) =>
    (await feeRows(bookingId)).filter((c) => c.feeKey?.startsWith('electricity_fee'));

  /** The preview's electricity, then the update: the booking's fee, its rows and the cart agree. */
  async function move(b: Awaited<ReturnType<typeof booked>>, over: Record<string, unknown>) {
    const u = updateOf(b, over);
    const preview = await s.get('rates/rebooking-charges', previewQuery(u));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(rebookingCharges.response.safeParse(preview.body.data).success).toBe(true);
    const level = (over.rebooking_option as string | undefined) ?? 'free';
    const option = preview.body.data.rebooking_options.find((o: { level: string }) => o.level === level);
    const res = await s.post('bookings/update', u);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const booking = res.body.data.booking;
    const cart = (await s.get(`bookings/${b.booking.id}/cart`)).body.data;
    const sold = [...cart.accommodation_charges, ...cart.charges].reduce(
      (sum: number, c: { total: number }) => sum + c.total,
      0,
    );
    return { preview: preview.body.data, option, booking, cart, sold };
  }

  it('3 → 5 nights: the open fee row is replaced at 5 nights; the preview, the booking and the cart agree', async () => {
    const b = await booked({ ...threeNights, ...withFees });
    expect(b.booking.applied_fees).toMatchObject({ booking_fee: 4_900, electricity_fee: 18_000 });
    const bookingFee = (await feeRows(b.booking.id)).find((c) => c.feeKey === 'booking_fee')!;
    const { preview, option, booking, cart, sold } = await move(b, fiveNights);
    expect(preview.electricity_fee).toEqual({ current_total: 18_000, total: 30_000 });
    expect(option.total).toBe(176_000);
    expect((await electricityRows(b.booking.id)).map((c) => [c.feeKey, c.price, c.quantity, c.status])).toEqual([
      ['electricity_fee', 30_000, 1000, 'parked'],
    ]);
    // The booking fee is once per booking: its row is untouched.
    expect((await feeRows(b.booking.id)).find((c) => c.feeKey === 'booking_fee')).toEqual(bookingFee);
    const total = 176_000 + 4_900 + 30_000;
    expect(booking).toMatchObject({
      ...fiveNights,
      applied_fees: { booking_fee: 4_900, electricity_fee: 30_000 },
      total_accommodation_amount: total,
      remaining_accommodation_amount: total,
    });
    // The cart sells exactly the new total.
    expect(sold).toBe(total);
    expect(cart.remaining_accommodation_amount).toBe(total);
    const [, record] = await s.db
      .select()
      .from(editingRecords)
      .where(eq(editingRecords.bookingId, b.booking.id))
      .orderBy(editingRecords.id);
    expect(record.changes).toMatchObject({ electricity_fee: { from: 18_000, to: 30_000 } });
  });

  it('5 → 2 nights: the fee falls to 2 nights, whatever the level keeps of the lodging', async () => {
    for (const level of ['limited', 'keep'] as const) {
      const b = await booked({ ...fiveNights, ...withFees });
      const { preview, option, booking, sold } = await move(b, {
        check_in: '2026-08-01',
        check_out: '2026-08-03',
        rebooking_option: level,
      });
      expect(preview.electricity_fee, level).toEqual({ current_total: 30_000, total: 12_000 });
      // Never below the 1 760 kr booked: limited tops the two nights up, keep keeps the rows.
      expect(option.total, level).toBe(176_000);
      expect(
        (await electricityRows(b.booking.id)).map((c) => [c.feeKey, c.price]),
        level,
      ).toEqual([['electricity_fee', 12_000]]);
      const total = 176_000 + 4_900 + 12_000;
      expect(booking.applied_fees.electricity_fee, level).toBe(12_000);
      expect([booking.total_accommodation_amount, sold], level).toEqual([total, total]);
    }
  });

  it('a paid fee row is never deleted or changed: a longer stay adds the difference, a shorter one refunds nothing', async () => {
    const b = await booked({ ...threeNights, ...withFees });
    const [fee] = await electricityRows(b.booking.id);
    await s.db.update(charges).set({ status: 'paid', receiptId: 424242 }).where(eq(charges.id, fee.id));
    const paidRow = { ...fee, status: 'paid', receiptId: 424242 };

    const longer = await move(b, fiveNights);
    expect(longer.preview.electricity_fee).toEqual({ current_total: 18_000, total: 30_000 });
    const afterLonger = await electricityRows(b.booking.id);
    expect(afterLonger[0]).toEqual(paidRow);
    expect(afterLonger.slice(1).map((c) => [c.feeKey, c.price, c.status])).toEqual([
      ['electricity_fee:2', 12_000, 'parked'],
    ]);
    const longerTotal = 176_000 + 4_900 + 30_000;
    expect(longer.booking).toMatchObject({
      applied_fees: { electricity_fee: 30_000 },
      total_accommodation_amount: longerTotal,
      paid_accommodation_amount: 18_000,
      remaining_accommodation_amount: longerTotal - 18_000,
    });
    // The cart sells what is left: everything but the paid row.
    expect(longer.sold).toBe(longerTotal - 18_000);
    expect(longer.cart.charges.map((c: { id: number }) => c.id)).not.toContain(fee.id);

    const shorter = await move(b, { check_in: '2026-08-01', check_out: '2026-08-03', rebooking_option: 'free' });
    // Two nights cost 120 kr, but 180 kr were paid: the paid row stays, the difference row goes.
    expect(shorter.preview.electricity_fee).toEqual({ current_total: 30_000, total: 18_000 });
    expect(await electricityRows(b.booking.id)).toEqual([paidRow]);
    expect(shorter.booking.applied_fees.electricity_fee).toBe(18_000);
    expect(shorter.booking.total_accommodation_amount).toBe(shorter.option.total + 4_900 + 18_000);
    expect(shorter.sold).toBe(shorter.booking.remaining_accommodation_amount);
  });

  it('moved to a category without electricity: the open fee row goes', async () => {
    const b = await booked({ ...threeNights, ...withFees });
    const plain = await testCategory(s, {
      card: { ...TEST_CARD, electricity_per_night: null },
      fees: (await demoFeeOptions(s)).filter((f) => f.key !== 'electricity_fee'),
    });
    // Neither an electricity price on its card nor an electricity fee option: it offers no electricity.
    const { preview, booking, sold } = await move(b, {
      category_id: plain.category.id,
      position_id: plain.positions[0].id,
    });
    expect(preview.electricity_fee).toEqual({ current_total: 18_000, total: 0 });
    expect(await electricityRows(b.booking.id)).toEqual([]);
    expect(booking.applied_fees.electricity_fee).toBeNull();
    expect(sold).toBe(booking.total_accommodation_amount);
  });

  it('a change that keeps the nights and the category leaves the fee as it is (a flat 55 kr fee as the demo seeds)', async () => {
    const b = await booked({ ...threeNights, ...withFees });
    const [fee] = await electricityRows(b.booking.id);
    await s.db.update(charges).set({ price: 5_500, originalPrice: 5_500 }).where(eq(charges.id, fee.id));
    await s.db.update(bookings).set({ electricityFee: 5_500 }).where(eq(bookings.id, b.booking.id));
    const same = await move(b, { position_id: b.positions[1].id, adults: 3 });
    expect(same.preview.electricity_fee).toEqual({ current_total: 5_500, total: 5_500 });
    expect(await electricityRows(b.booking.id)).toEqual([{ ...fee, price: 5_500, originalPrice: 5_500 }]);
    expect(same.booking.applied_fees.electricity_fee).toBe(5_500);
    // New nights: the card's price for them.
    const longer = await move(b, { ...fiveNights, position_id: b.positions[1].id, adults: 3 });
    expect(longer.preview.electricity_fee).toEqual({ current_total: 5_500, total: 30_000 });
    expect((await electricityRows(b.booking.id)).map((c) => c.price)).toEqual([30_000]);
  });

  it('a booking without electricity gets none', async () => {
    const b = await booked(threeNights);
    const { preview, booking } = await move(b, fiveNights);
    expect(preview.electricity_fee).toBeNull();
    expect(await electricityRows(b.booking.id)).toEqual([]);
    expect(booking.applied_fees.electricity_fee).toBeNull();
  });
});
