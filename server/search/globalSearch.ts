import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookings } from '../db/schema';
import { loadBookings, type SerializedBooking } from '../bookings/queries';
import { parseSearchText, type SearchText } from './text';
import { findBookingIds, type SearchClock } from './bookingSearch';
import { findCustomers } from './customerSearch';
import { findGroups, findPositions, findProducts } from './catalogSearch';
import { bookingResult, customerResult, groupResult, positionResult, productResult, type SearchResult } from './results';

/** Rows per group in the dialog. */
export const PER_GROUP = 8;

/** Full booking objects for ranked ids, in the ranking's order (loadBookings sorts by check-in). */
export async function loadRankedBookings(db: DbOrTx, ids: number[]): Promise<SerializedBooking[]> {
  if (!ids.length) return [];
  const byId = new Map((await loadBookings(db, inArray(bookings.id, ids))).map((b) => [b.id, b]));
  return ids.map((id) => byId.get(id)).filter((b): b is SerializedBooking => b != null);
}

interface Group { results: SearchResult[]; exact: boolean }

/**
 * The global search: at most PER_GROUP results per group, best first. Groups holding an exact
 * hit (booking number, barcode, position name) come first; otherwise bookings, customers,
 * positions, groups, products. No trailing 'query' row: 'query' entries are the client's own
 * recent searches, and a row that is always there would hide 'Inga sökresultat hittades'.
 */
export async function globalSearch(db: DbOrTx, input: string, clock: SearchClock): Promise<SearchResult[]> {
  const t = parseSearchText(input);
  if (!t) return [];
  const groups = await Promise.all([
    bookingGroup(db, t, clock),
    findCustomers(db, t, clock, PER_GROUP).then((cs) => ({ results: cs.map(customerResult), exact: false })),
    findPositions(db, t, PER_GROUP).then((ps) => ({ results: ps.map(positionResult), exact: ps[0]?.exact ?? false })),
    findGroups(db, t, clock, PER_GROUP).then((gs) => ({ results: gs.map(groupResult), exact: gs[0]?.exact ?? false })),
    findProducts(db, t, PER_GROUP).then((ps) => ({ results: ps.map(productResult), exact: ps[0]?.exact ?? false })),
  ]);
  // A stable sort keeps the default order among groups with and without an exact hit.
  return [...groups].sort((a, b) => Number(b.exact) - Number(a.exact)).flatMap((g) => g.results);
}

async function bookingGroup(db: DbOrTx, t: SearchText, clock: SearchClock): Promise<Group> {
  const found = await findBookingIds(db, t, clock, PER_GROUP);
  const list = await loadRankedBookings(db, found.map((f) => f.id));
  return { results: list.map((b) => bookingResult(b, clock.today)), exact: found[0]?.exact ?? false };
}
