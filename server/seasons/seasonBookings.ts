// GET seasons/bookings: a season, its next season, and its season bookings with what became of each in
// the next season. The amounts are the booking pane's (the `am` join of bookings/queries.ts).
import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { BOOKING_FIELD_JOINS } from '../bookings/queries';
import { customerFullNameText } from '../customers/sql';
import { loadSeason, type SeasonRow } from '../rates/stayQuote';
import type { Season } from '../../src/contracts/catalog';
import type { SeasonBookingRow } from '../../src/contracts/seasons';
import { customSeasonPrices } from '../db/schema';
import { nextSeason, seasonStatusSql } from './seasonRules';

const ROW = sql.raw(`json_build_object(
  'id', bookings.id,
  'booking_number', bookings.booking_number,
  'status', ${seasonStatusSql('bookings')},
  'customer_id', bookings.customer_id,
  'customer_name', coalesce(${customerFullNameText('c')}, ''),
  'position_id', bookings.position_id,
  'position_name', p.full_name,
  'category_id', bookings.category_id,
  'check_in', bookings.check_in,
  'check_out', bookings.check_out,
  'checked_in_at', bookings.checked_in_at,
  'checked_out_at', bookings.checked_out_at,
  'accommodation_price', coalesce(bookings.accommodation_price, 0),
  'total_accommodation_amount', am.total,
  'paid_accommodation_amount', am.paid,
  'remaining_accommodation_amount', greatest(0, am.total - am.paid),
  'next_season', json_build_object(
    'state', case when sc.booking_id is null then 'pending' when sc.ignored_at is not null then 'ignored' else 'copied' end,
    'booking_id', nb.id,
    'booking_number', nb.booking_number,
    'booking_status', case when nb.id is null then null else ${seasonStatusSql('nb')} end))`);

const FROM = sql.raw(`from bookings ${BOOKING_FIELD_JOINS}
  left join season_booking_copies sc on sc.booking_id = bookings.id
  left join bookings nb on nb.id = sc.copy_booking_id`);

/**
 * The season's bookings: type season of this season, not a form's draft; cancelled ones only when they
 * are a copy (the copy declined stays visible, with its status, in the season it was copied to).
 */
const listed = (seasonId: number) => sql`bookings.type = 'season' and bookings.season_id = ${seasonId}
  and not (bookings.is_draft and bookings.confirmed_at is null)
  and (bookings.deleted_at is null
    or exists (select 1 from season_booking_copies x where x.copy_booking_id = bookings.id))`;

const byPosition = new Intl.Collator('sv', { numeric: true, sensitivity: 'base' });

/** Ordered by position name as a person reads it (S2 before S10), then by booking id. */
export function comparePositionNames(
  a: Pick<SeasonBookingRow, 'position_name' | 'id'>,
  b: Pick<SeasonBookingRow, 'position_name' | 'id'>,
): number {
  if (a.position_name !== b.position_name) {
    if (a.position_name == null) return 1;
    if (b.position_name == null) return -1;
    const c = byPosition.compare(a.position_name, b.position_name);
    if (c !== 0) return c;
  }
  return a.id - b.id;
}

export async function seasonBookingRows(db: DbOrTx, seasonId: number): Promise<SeasonBookingRow[]> {
  const [row] = await queryRows<{ list: string }>(
    db,
    sql`select coalesce(json_agg(${ROW})::text, '[]') as list ${FROM} where ${listed(seasonId)}`,
  );
  return (JSON.parse(row.list) as SeasonBookingRow[]).sort(comparePositionNames);
}

/** A season as GET seasons answers it (catalog's shape, with its custom prices). */
async function seasonJson(db: DbOrTx, s: SeasonRow): Promise<Season> {
  const prices = await db.select().from(customSeasonPrices).where(eq(customSeasonPrices.seasonId, s.id));
  return {
    id: s.id,
    start: s.start,
    end: s.end,
    full_name: s.fullName,
    default_season_price: s.defaultSeasonPrice,
    deleted_at: null,
    custom_season_prices: prices.map((p) => ({
      id: p.id,
      price: p.price,
      position_ids: p.positionIds,
      category_ids: p.categoryIds,
    })),
  };
}

/** The season (a 422 on season_id when it does not exist or is deleted), its next season and its bookings. */
export async function listSeasonBookings(db: DbOrTx, seasonId: number) {
  const season = await loadSeason(db, seasonId);
  const next = await nextSeason(db, season);
  return {
    season: await seasonJson(db, season),
    next_season: next ? await seasonJson(db, next) : null,
    bookings: await seasonBookingRows(db, season.id),
  };
}
