// Arrangements of the booking form's API tests (bookings/store, bookings/update, booking-groups/store,
// rates/*): a category of the test's own with a known rate card and fresh positions, and request bodies.
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { categories, positions } from '../../server/db/schema';
import type { FeeOption } from '../../server/db/schema';
import type { BookingSuite } from './suite';
import type { RateCard } from '../../src/domain/rateCard';

/**
 * July is peak (400 kr a night), the rest base (300 kr, Friday and Saturday nights 360 kr); per guest with
 * two included (extra adult 50 kr, child 25 kr, dog 10 kr a night); electricity 60 kr a night.
 */
export const TEST_CARD: RateCard = {
  base: { nightly: 30_000, weekend: 36_000, holiday: null },
  seasons: {
    peak: { nightly: 40_000, weekend: null, holiday: null, periods: [{ from: '07-01', to: '07-31' }] },
  },
  pricing: { per: 'guest', included_guests: 2, extra_adult: 5_000, extra_child: 2_500, extra_dog: 1_000 },
  electricity_per_night: 6_000,
};

/** The demo's fee options with their products (booking 49 kr, reservation 99 kr, electricity 55 kr). */
export async function demoFeeOptions(s: BookingSuite): Promise<FeeOption[]> {
  const [row] = await queryRows<{ fee_options: FeeOption[] }>(
    s.db,
    sql`select fee_options from categories where jsonb_array_length(fee_options) = 3 order by id limit 1`,
  );
  return row.fee_options;
}

let n = 0;
/** A category of the test's own with `count` fresh positions. */
export async function testCategory(
  s: BookingSuite,
  opts: { count?: number; card?: RateCard | null; nightly?: number; maxGuests?: number; fees?: FeeOption[] } = {},
) {
  const [c] = await s.db
    .insert(categories)
    .values({
      name: `Bokningstest ${++n}`,
      displayOrder: 800 + n,
      maxGuests: opts.maxGuests ?? 6,
      nightlyPrice: opts.nightly ?? 25_000,
      rateCard: opts.card === undefined ? TEST_CARD : opts.card,
      feeOptions: opts.fees ?? (await demoFeeOptions(s)),
    })
    .returning();
  const list = [];
  for (let i = 0; i < (opts.count ?? 1); i++) {
    const p = await s.fx.position();
    await s.db.update(positions).set({ categoryId: c.id }).where(eq(positions.id, p.id));
    list.push({ ...p, categoryId: c.id });
  }
  return { category: c, positions: list };
}

/** A store body: 2 adults, no fees, the total to be filled in by the test. */
export function storeBody(over: Record<string, unknown> & { customer_id: number; category_id: number }) {
  return {
    position_id: null,
    check_in: '2026-07-30',
    check_out: '2026-08-03',
    adults: 2,
    children: 0,
    dogs: 0,
    expected_arrival_time: null,
    lodging_type_id: null,
    cancellation_policy_id: null,
    type: 'regular',
    season_id: null,
    accommodation_price: null,
    total: 0,
    is_apply_booking_fee: false,
    is_apply_position_reservation_fee: false,
    is_apply_electricity_fee: false,
    ...over,
  };
}

/** The preview's query for a store body. */
export const previewQuery = (b: ReturnType<typeof storeBody>): Record<string, string> => ({
  category_id: String(b.category_id),
  ...(b.position_id ? { position_id: String(b.position_id) } : {}),
  check_in: String(b.check_in),
  check_out: String(b.check_out),
  adults: String(b.adults),
  children: String(b.children),
  dogs: String(b.dogs),
});

/** What the form shows as 'Kostnad:': the preview's accommodation and the fees the body applies. */
export async function formTotal(s: BookingSuite, b: ReturnType<typeof storeBody>): Promise<number> {
  const res = await s.get('rates/accommodation-charges', previewQuery(b));
  if (res.status !== 200) throw new Error(`preview: ${res.status} ${JSON.stringify(res.body)}`);
  const applies: Record<string, unknown> = {
    booking_fee: b.is_apply_booking_fee,
    position_reservation_fee: b.is_apply_position_reservation_fee,
    electricity_fee: b.is_apply_electricity_fee,
  };
  const fees = (res.body.data.fees as { key: string; price: number }[]).filter((f) => applies[f.key]);
  return res.body.data.accommodation_total + fees.reduce((sum, f) => sum + f.price, 0);
}

/** Stores with the total the form would show. */
export async function store(s: BookingSuite, b: ReturnType<typeof storeBody>, token?: string) {
  return s.post('bookings/store', { ...b, total: await formTotal(s, b) }, token);
}
