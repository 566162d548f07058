// GET rates/accommodation-charges (bookings.md 7) and the one rule for a new booking's total: 'Kostnad:' =
// the preview's accommodation_total + the prices in its `fees` of the fees applied (the reservation fee only
// with a real position). bookings/store recomputes exactly that (any other total is refused with the price it
// is now), and the cart sells exactly that. The preview takes no fee flags: it prices every fee offered.
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingSuite } from '../helpers/suite';
import { previewQuery, storeBody, testCategory } from '../helpers/bookingForm';
import { accommodationCharges, accommodationChargesQuery } from '../../src/contracts/bookingForm';
import { feesApplied } from '../../src/domain/bookingForm';
import { addDays } from '../../src/domain/dates';
import { formatKr } from '../../src/domain/money';

const s = bookingSuite();
let customerId: number;

beforeAll(async () => {
  customerId = (await s.fx.customer()).id;
});

type Flags = { booking_fee: boolean; position_reservation_fee: boolean; electricity_fee: boolean };

/** 'Kostnad:' as the form adds it up (src/domain/bookingForm.ts feesApplied, the store's rule too). */
function ruleTotal(
  preview: { accommodation_total: number; fees: { key: keyof Flags; price: number }[] },
  flags: Flags,
  hasPosition: boolean,
) {
  const fees = feesApplied(preview.fees, flags, hasPosition ? 1 : null, false);
  return preview.accommodation_total + fees.reduce((sum, f) => sum + f.price, 0);
}

const bodyOf = (categoryId: number, positionId: number | null, flags: Flags, over: Record<string, unknown> = {}) =>
  storeBody({
    customer_id: customerId,
    category_id: categoryId,
    position_id: positionId,
    is_apply_booking_fee: flags.booking_fee,
    is_apply_position_reservation_fee: flags.position_reservation_fee,
    is_apply_electricity_fee: flags.electricity_fee,
    ...over,
  });

/** What the cart of a booking sells, in öre. */
async function sold(bookingId: number) {
  const cart = (await s.get(`bookings/${bookingId}/cart`)).body.data;
  return [...cart.accommodation_charges, ...cart.charges].reduce(
    (sum: number, c: { total: number }) => sum + c.total,
    0,
  );
}

describe('GET rates/accommodation-charges takes no fee flags', () => {
  it('the contract has none, and a flag sent anyway (as the form still does) changes nothing', async () => {
    expect(Object.keys(accommodationChargesQuery.shape).filter((k) => k.startsWith('is_apply'))).toEqual([]);
    const { category, positions } = await testCategory(s);
    const none = { booking_fee: false, position_reservation_fee: false, electricity_fee: false };
    const q = previewQuery(bodyOf(category.id, positions[0].id, none));
    const plain = await s.get('rates/accommodation-charges', q);
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(accommodationCharges.response.safeParse(plain.body.data).success).toBe(true);
    for (const v of ['true', 'false']) {
      const flagged = await s.get('rates/accommodation-charges', { ...q, is_apply_electricity_fee: v });
      expect(flagged.body.data, v).toEqual(plain.body.data);
    }
    // Every fee the category offers is priced, electricity for the stay's nights.
    expect(plain.body.data.fees.map((f: { key: string }) => f.key)).toEqual([
      'booking_fee',
      'position_reservation_fee',
      'electricity_fee',
    ]);
    expect(plain.body.data.total_without_fees).toBe(plain.body.data.accommodation_total);
  });

  // TEST_CARD: electricity 60 kr a night; 1 to 14 nights from 30 July.
  it.each([1, 4, 7, 14])(
    'electricity for %i nights is 60 kr a night, and the store and the cart charge that',
    async (n) => {
      const { category, positions } = await testCategory(s);
      const flags = { booking_fee: false, position_reservation_fee: false, electricity_fee: true };
      const body = bodyOf(category.id, positions[0].id, flags, { check_out: addDays('2026-07-30', n) });
      const preview = (await s.get('rates/accommodation-charges', previewQuery(body))).body.data;
      expect(preview.nights).toBe(n);
      expect(preview.fees.find((f: { key: string }) => f.key === 'electricity_fee').price).toBe(6_000 * n);
      const total = preview.accommodation_total + 6_000 * n;
      const res = await s.post('bookings/store', { ...body, total });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.booking.applied_fees.electricity_fee).toBe(6_000 * n);
      expect(res.body.data.booking.total_accommodation_amount).toBe(total);
      expect(await sold(res.body.data.booking.id)).toBe(total);
    },
  );
});

describe("one rule for the total: the preview's parts, the store's check and the cart", () => {
  const combos: [Flags, boolean][] = [];
  for (const booking_fee of [false, true])
    for (const position_reservation_fee of [false, true])
      for (const electricity_fee of [false, true])
        for (const withPosition of [true, false])
          combos.push([{ booking_fee, position_reservation_fee, electricity_fee }, withPosition]);

  it.each(combos)('fees %o, a pitch chosen: %s', async (flags, withPosition) => {
    const { category, positions } = await testCategory(s);
    const body = bodyOf(category.id, withPosition ? positions[0].id : null, flags, { adults: 3, dogs: 1 });
    const preview = (await s.get('rates/accommodation-charges', previewQuery(body))).body.data;
    const total = ruleTotal(preview, flags, withPosition);

    // A total with the reservation fee although no pitch is chosen is not the booking's price.
    if (flags.position_reservation_fee && !withPosition) {
      const withFee = total + preview.fees.find((f: { key: string }) => f.key === 'position_reservation_fee').price;
      const refused = await s.post('bookings/store', { ...body, total: withFee });
      expect([refused.status, refused.body.error_code, refused.body.data?.total]).toEqual([
        422,
        'total_changed',
        total,
      ]);
      expect(refused.body.error_message).toBe(
        `Priset har ändrats till ${formatKr(total)}. Kontrollera priset och spara igen.`,
      );
    }
    const off = await s.post('bookings/store', { ...body, total: total + 1 });
    expect([off.status, off.body.data?.total]).toEqual([422, total]);

    const res = await s.post('bookings/store', { ...body, total });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = res.body.data.booking;
    expect(b.total_accommodation_amount).toBe(total);
    expect(await sold(b.id)).toBe(total);
  });
});
