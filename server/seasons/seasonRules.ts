// What the season calls share: a season's next season, a season booking's own status and the texts of
// the history records they write (bookings.md "Seasons").
import { and, asc, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { seasons } from '../db/schema';
import type { BookingRow } from '../bookings/bookingChange';
import { refuse } from '../bookings/bookingChange';
import type { SeasonRow } from '../rates/stayQuote';
import { SEASON_TEXTS, type SeasonBookingStatus } from '../../src/contracts/seasons';

/** The first season that is not deleted and starts after `season` ends: where its bookings are copied. */
export async function nextSeason(db: DbOrTx, season: SeasonRow): Promise<SeasonRow | null> {
  const [next] = await db
    .select()
    .from(seasons)
    .where(and(isNull(seasons.deletedAt), gt(seasons.start, season.end)))
    .orderBy(asc(seasons.start), asc(seasons.id))
    .limit(1);
  return next ?? null;
}

/**
 * A season booking's own status: cancelled, else an unconfirmed booking (a copy not yet confirmed:
 * is_draft false and confirmed_at null, see copyService.ts) is 'draft', else confirmed.
 */
export function seasonBookingStatus(b: Pick<BookingRow, 'deletedAt' | 'confirmedAt'>): SeasonBookingStatus {
  if (b.deletedAt) return 'cancelled';
  return b.confirmedAt == null ? 'draft' : 'confirmed';
}

/** The same in SQL over the bookings row aliased `t`. */
export const seasonStatusSql = (t: string) =>
  `case when ${t}.deleted_at is not null then 'cancelled' when ${t}.confirmed_at is null then 'draft' else 'confirmed' end`;

/** A form's draft (is_draft, not confirmed): not a booking yet, so nothing to copy or price. */
export const isFormDraft = (b: Pick<BookingRow, 'isDraft' | 'confirmedAt'>) => b.isDraft && b.confirmedAt == null;

/** A season booking (not a form's draft), or the 422 the season calls answer. */
export function assertSeasonBooking(b: BookingRow): void {
  if (b.type !== 'season' || b.seasonId == null) throw refuse('not_season_booking', SEASON_TEXTS.notSeasonBooking);
  if (isFormDraft(b)) throw refuse('not_a_booking', SEASON_TEXTS.formDraft);
}

/** The history records of the season calls (the booking's 'Historik'). */
export const SEASON_RECORDS = {
  copyCreated: (season: string, source: string) => `Kopierad till ${season} från säsongsbokning ${source}`,
  copiedTo: (season: string, copy: string) => `Kopierad till ${season} (bokning ${copy})`,
  ignored: 'Ska inte kopieras till nästa säsong',
  confirmed: 'Säsongsbokningen bekräftades',
  priceChanged: (kr: string) => `Säsongspriset ändrades till ${kr}`,
} as const;
