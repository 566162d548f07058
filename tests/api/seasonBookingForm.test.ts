// Issue "Taking bookings": a season booking taken and changed through the booking form's own model
// (src/features/bookings/form/formModel.ts) on the real server. The form's 'Platsavgift' and the server's
// price agree by one rule (src/domain/seasonPrice.ts); the agreed price stays through an edit unless typed.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { testCategory } from '../helpers/bookingForm';
import { TEST_TODAY } from '../helpers/testApp';
import { accommodationCharges, charges, customSeasonPrices } from '../../server/db/schema';
import type { Category, Season } from '../../src/contracts/catalog';
import type { BookingDetail } from '../../src/contracts/bookings';
import { switchType } from '../../src/domain/bookingForm';
import { defaultSeason, seasonStayOf } from '../../src/domain/seasonPrice';
import {
  type FormModel,
  fieldErrorsFromServer,
  modelFromBooking,
  newModel,
  storeBody,
  toFormCategory,
  updateBody,
  withSeasonPrice,
} from '../../src/features/bookings/form/formModel';

const s = bookingSuite();
let customerId: number;

beforeAll(async () => {
  customerId = (await s.fx.customer()).id;
});

const catalog = async () => ({
  seasons: (await s.get('seasons')).body.data.seasons as Season[],
  categories: (await s.get('categories')).body.data.categories as Category[],
});

/** The form as the receptionist leaves it: 'Säsongsbokning', the default season, the category and pitch. */
function seasonForm(seasons: Season[], category: Category, positionId: number | null): FormModel {
  const m = newModel(TEST_TODAY, { id: customerId, full_name: 'Test' });
  const season = defaultSeason(seasons, TEST_TODAY)!;
  const s0 = switchType(m.s, 'season');
  return withSeasonPrice(
    {
      ...m,
      s: { ...s0, seasonId: season.id, ...seasonStayOf(season), category: toFormCategory(category), positionId },
    },
    seasons,
  );
}

const liveRows = (bookingId: number) =>
  s.db
    .select()
    .from(accommodationCharges)
    .where(and(eq(accommodationCharges.bookingId, bookingId), isNull(accommodationCharges.deletedAt)));

describe('a season booking from the form to the server and back', () => {
  it("the form's price is the server's for every pitch: the position's, else the category's, else the default", async () => {
    const priced = await testCategory(s, { count: 3 });
    const plain = await testCategory(s, { count: 1 });
    const before = await catalog();
    const season = defaultSeason(before.seasons, TEST_TODAY)!;
    expect(season, 'a season with nights left on the test day').toBeTruthy();
    await s.db.insert(customSeasonPrices).values([
      { seasonId: season.id, price: 1_510_000, categoryIds: [priced.category.id] },
      { seasonId: season.id, price: 1_700_000, positionIds: [priced.positions[2].id] },
    ]);
    const { seasons, categories } = await catalog();
    const byId = (id: number) => categories.find((c) => c.id === id)!;

    const cases = [
      [priced.category.id, priced.positions[0].id, 1_510_000],
      [priced.category.id, priced.positions[2].id, 1_700_000],
      [plain.category.id, plain.positions[0].id, season.default_season_price],
    ] as const;
    for (const [categoryId, positionId, price] of cases) {
      const m = seasonForm(seasons, byId(categoryId), positionId);
      expect(m.s.accommodationPrice, `form, pitch ${positionId}`).toBe(price);
      // Sent without a price, the server prices the pitch itself: the same price.
      const body = {
        ...storeBody(m, { total: price, draft: false, sendConfirmation: false }),
        accommodation_price: null,
      };
      const res = await s.post('bookings/store', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.booking).toMatchObject({
        type: 'season',
        season_id: season.id,
        check_in: season.start,
        check_out: season.end,
        accommodation_price: price,
      });
      const rows = await liveRows(res.body.data.booking.id);
      expect(rows.map((r) => [r.start, r.end, r.price])).toEqual([[season.start, season.end, price]]);
    }
  });

  it("stores the typed 'Platsavgift'; an edit keeps the agreed price over another pitch, or takes a typed one", async () => {
    const { category, positions } = await testCategory(s, { count: 2 });
    const { seasons, categories } = await catalog();
    const c = categories.find((x) => x.id === category.id)!;
    const form = { ...seasonForm(seasons, c, positions[0].id), siteFeeText: '12 345' };
    const m = withSeasonPrice(form, seasons);
    expect(m.s.accommodationPrice).toBe(1_234_500);
    const stored = await s.post(
      'bookings/store',
      storeBody(m, { total: 1_234_500, draft: false, sendConfirmation: false }),
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const id = stored.body.data.booking.id as number;
    const fees = await s.db
      .select()
      .from(charges)
      .where(and(eq(charges.bookingId, id), isNull(charges.deletedAt)));
    expect(fees).toEqual([]);

    // 'Redigera bokning': the booking as the form opens it, another pitch and a third guest.
    const detail = (await s.get(`bookings/${id}`)).body.data.booking as BookingDetail;
    const edit = modelFromBooking(detail, categories, 'edit', TEST_TODAY);
    expect([edit.s.type, edit.agreedPrice, edit.s.accommodationPrice]).toEqual(['season', 1_234_500, 1_234_500]);
    const moved = withSeasonPrice({ ...edit, s: { ...edit.s, positionId: positions[1].id, adults: 3 } }, seasons);
    expect(moved.s.accommodationPrice).toBe(1_234_500);
    const up = await s.post('bookings/update', updateBody(moved, 'free'));
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data.booking).toMatchObject({
      position_id: positions[1].id,
      adults: 3,
      accommodation_price: 1_234_500,
    });

    // A new price typed in 'Platsavgift': the booking's one row follows it.
    const retyped = withSeasonPrice({ ...moved, siteFeeText: '15000' }, seasons);
    const again = await s.post('bookings/update', updateBody(retyped, 'free'));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.booking).toMatchObject({
      accommodation_price: 1_500_000,
      total_accommodation_amount: 1_500_000,
    });
    expect((await liveRows(id)).map((r) => r.price)).toEqual([1_500_000]);
  });

  it('dates outside the season and a missing pitch come back at the form’s fields, and nothing changes', async () => {
    const { category, positions } = await testCategory(s);
    const { seasons, categories } = await catalog();
    const c = categories.find((x) => x.id === category.id)!;
    const m = seasonForm(seasons, c, positions[0].id);
    const digest = await databaseDigest(s.db);

    const late = { ...m, s: { ...m.s, checkOut: addDay(m.s.checkOut) } };
    const outside = await s.post(
      'bookings/store',
      storeBody(late, { total: m.s.accommodationPrice, draft: false, sendConfirmation: false }),
    );
    expect(outside.status).toBe(422);
    const errors = fieldErrorsFromServer(outside.body.data.errors, outside.body.error_message);
    expect(errors.checkIn).toMatch(/^Säsongsbokningen måste ligga inom säsongen/);

    const noPitch = withSeasonPrice({ ...m, s: { ...m.s, positionId: null } }, seasons);
    const refused = await s.post(
      'bookings/store',
      storeBody(noPitch, { total: noPitch.s.accommodationPrice, draft: false, sendConfirmation: false }),
    );
    expect(refused.status).toBe(422);
    expect(fieldErrorsFromServer(refused.body.data.errors, null).position).toBe(
      'Kan inte gå vidare utan att välja en plats',
    );
    expect(await databaseDigest(s.db)).toEqual(digest);
  });
});

const addDay = (d: string) => new Date(Date.parse(`${d}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
