import type { DbOrTx } from '../db/client';
import { parseSearchText } from './text';
import { customersNamed, findBookings, type SearchClock } from './bookingSearch';
import { findCustomers } from './customerSearch';
import { findGroups, findPositions, findProducts } from './catalogSearch';
import {
  bookingResult,
  customerResult,
  groupResult,
  positionResult,
  productResult,
  type SearchResult,
} from './results';

/** Rows per group in the dialog. */
export const PER_GROUP = 8;

interface Group {
  results: SearchResult[];
  exact: boolean;
}

/**
 * The global search: at most PER_GROUP results per group, best first. Groups holding an exact
 * hit (booking number, barcode, position name) come first; otherwise bookings, customers,
 * positions, groups, products. No trailing 'query' row: 'query' entries are the client's own
 * recent searches, and a row that is always there would hide 'Inga sökresultat hittades'.
 */
export async function globalSearch(db: DbOrTx, input: string, clock: SearchClock): Promise<SearchResult[]> {
  const t = parseSearchText(input);
  if (!t) return [];
  const named = await customersNamed(db, t);
  const groups: Group[] = await Promise.all([
    findBookings(db, t, named, clock, PER_GROUP).then((bs) => ({
      results: bs.map((b) => bookingResult(b, clock.today)),
      exact: bs[0]?.exact ?? false,
    })),
    findCustomers(db, t, named, clock, PER_GROUP).then((cs) => ({ results: cs.map(customerResult), exact: false })),
    findPositions(db, t, PER_GROUP).then((ps) => ({ results: ps.map(positionResult), exact: ps[0]?.exact ?? false })),
    findGroups(db, t, named, clock, PER_GROUP).then((gs) => ({
      results: gs.map(groupResult),
      exact: gs[0]?.exact ?? false,
    })),
    findProducts(db, t, PER_GROUP).then((ps) => ({ results: ps.map(productResult), exact: ps[0]?.exact ?? false })),
  ]);
  // A stable sort keeps the default order among groups with and without an exact hit.
  return groups.sort((a, b) => Number(b.exact) - Number(a.exact)).flatMap((g) => g.results);
}
