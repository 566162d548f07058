/**
 * A season booking's season and price (bookings.md 2 "Season picker and accommodation price input",
 * "Seasons"). The price is the position's custom price, else the category's custom price, else the
 * season's default: one rule for the form's 'Platsavgift' and the server's store (server/rates/stayQuote.ts).
 * When two custom prices name the same position (or category), the one created first (lowest id) wins,
 * so the answer does not depend on the order the rows arrive in.
 */
import type { IsoDate } from './dates';

export interface CustomSeasonPrice {
  id: number;
  price: number;
  position_ids: readonly number[];
  category_ids: readonly number[];
}

/** A season as GET seasons lists it (src/contracts/catalog.ts), as far as the rules read it. */
export interface SeasonLike {
  id: number;
  /** The season's first and last day: a season booking stays within [start, end]. */
  start: IsoDate;
  end: IsoDate;
  default_season_price: number;
  custom_season_prices: readonly CustomSeasonPrice[];
}

export type SeasonPriceSource = 'position' | 'category' | 'default';

export const SEASON_PRICE_TEXTS: Record<SeasonPriceSource, string> = {
  position: 'Platsens säsongspris',
  category: 'Kategorins säsongspris',
  default: 'Säsongens grundpris',
};

const firstCreated = (rows: readonly CustomSeasonPrice[]) =>
  rows.reduce<CustomSeasonPrice | null>((best, c) => (best == null || c.id < best.id ? c : best), null);

/** The season price for a pitch (öre) and where it comes from. A position id 0 or null names no pitch. */
export function seasonPriceRule(
  season: Pick<SeasonLike, 'default_season_price' | 'custom_season_prices'>,
  positionId: number | null | undefined,
  categoryId: number | null | undefined,
): { price: number; source: SeasonPriceSource } {
  const custom = season.custom_season_prices;
  const byPosition =
    positionId != null && positionId > 0
      ? firstCreated(custom.filter((c) => c.position_ids.includes(positionId)))
      : null;
  if (byPosition) return { price: byPosition.price, source: 'position' };
  const byCategory =
    categoryId != null ? firstCreated(custom.filter((c) => c.category_ids.includes(categoryId))) : null;
  if (byCategory) return { price: byCategory.price, source: 'category' };
  return { price: season.default_season_price, source: 'default' };
}

/** bookings.md "Seasons": the position's custom price, else the category's, else the season default. */
export const seasonPriceOf = (
  season: Pick<SeasonLike, 'default_season_price' | 'custom_season_prices'>,
  positionId: number | null | undefined,
  categoryId: number | null | undefined,
): number => seasonPriceRule(season, positionId, categoryId).price;

/**
 * The seasons a new season booking can take: those with a night left from today (end after today),
 * nearest first.
 */
export function bookableSeasons<S extends Pick<SeasonLike, 'id' | 'start' | 'end'>>(
  seasons: readonly S[],
  today: IsoDate,
): S[] {
  return seasons
    .filter((s) => s.end > today && s.end > s.start)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
}

/** The season picker's default: the season running today, else the next one; null when none is left. */
export function defaultSeason<S extends Pick<SeasonLike, 'id' | 'start' | 'end'>>(
  seasons: readonly S[],
  today: IsoDate,
): S | null {
  const open = bookableSeasons(seasons, today);
  return open.find((s) => s.start <= today) ?? open[0] ?? null;
}

/** Choosing a season books the whole of it: check-in its first day, check-out its last. */
export const seasonStayOf = (s: Pick<SeasonLike, 'start' | 'end'>) => ({ checkIn: s.start, checkOut: s.end });

/** A date the season's stay may start or end on (the date field's limit). */
export const isInSeason = (d: IsoDate, s: Pick<SeasonLike, 'start' | 'end'>) => d >= s.start && d <= s.end;

/** The 'Platsavgift' field's text for a price in öre: whole kronor ('14500'), öre after a comma if any. */
export function siteFeeText(ore: number): string {
  if (!Number.isFinite(ore)) return '';
  return ore % 100 === 0 ? String(ore / 100) : (ore / 100).toFixed(2).replace('.', ',');
}
