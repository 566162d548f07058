import { inArray } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { rawJson } from '../http/envelope';
import { z } from '../http/validation';
import { bookings } from '../db/schema';
import { loadBookings } from '../bookings/queries';
import type { BookingFields } from '../../src/contracts/bookings';
import * as C from '../../src/contracts/search';
import type { DbOrTx } from '../db/client';
import { parseSearchText } from './text';
import { customersNamed, findBookings } from './bookingSearch';
import { findCustomers } from './customerSearch';
import { globalSearch } from './globalSearch';
import { previewData } from './preview';
import { entityDeltaJson } from './entities';
import { entitySnapshot, snapshotText } from './entityCache';

/** Rows of search/customer and search/booking (the pickers of the booking form and the till). */
const PICKER_LIMIT = 20;

const searchQuery = C.searchQuery;

/** Full booking objects for ranked ids, in the ranking's order (loadBookings sorts by check-in). */
async function loadRanked(db: DbOrTx, ids: number[]): Promise<BookingFields[]> {
  if (!ids.length) return [];
  const byId = new Map((await loadBookings(db, inArray(bookings.id, ids))).map((b) => [b.id, b]));
  return ids.map((id) => byId.get(id)).filter((b): b is BookingFields => b != null);
}

export function registerSearchRoutes(r: TenantRouter) {
  r.get('search', { permission: 'readBookings', query: C.search.query, response: C.search.response }, async (ctx) => ({
    input: ctx.query.search,
    search_results: await globalSearch(ctx.db, ctx.query.search, ctx),
  }));

  r.get('search/customer', { permission: 'readBookings', query: searchQuery }, async (ctx) => {
    const t = parseSearchText(ctx.query.search);
    if (!t) return { customers: [] };
    const found = await findCustomers(ctx.db, t, await customersNamed(ctx.db, t), ctx, PICKER_LIMIT);
    return {
      customers: found.map((c) => ({
        id: c.id,
        full_name: c.full_name,
        shortAddress: c.shortAddress,
        email: c.email,
        phone: c.phone,
        country_id: c.country_id,
        is_org: c.is_org,
      })),
    };
  });

  r.get('search/booking', { permission: 'readBookings', query: searchQuery }, async (ctx) => {
    const t = parseSearchText(ctx.query.search);
    if (!t) return { bookings: [] };
    const found = await findBookings(ctx.db, t, await customersNamed(ctx.db, t), ctx, PICKER_LIMIT);
    return {
      bookings: await loadRanked(
        ctx.db,
        found.map((b) => b.id),
      ),
    };
  });

  r.get(
    'search/search-results-preview-data',
    {
      permission: 'readBookings',
      query: C.searchPreview.query,
      response: C.searchPreview.response,
    },
    async (ctx) => previewData(ctx.db, ctx.query.type, ctx.query.id, ctx),
  );

  // The palette's index of the whole tenant; with since, only what changed after that instant.
  r.get(
    'search/entities',
    {
      permission: 'readBookings',
      query: z.object({ since: z.iso.datetime({ offset: true, error: 'Ogiltig tidpunkt' }).optional() }),
    },
    async (ctx) => {
      if (ctx.query.since) return rawJson(await entityDeltaJson(ctx.db, ctx.now, new Date(ctx.query.since)));
      // The full index is kept compressed (see entityCache) and sent as it is.
      const snapshot = await entitySnapshot(ctx.db, ctx.now);
      ctx.reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(String(ctx.req.headers['accept-encoding'] ?? '')))
        return ctx.reply.header('content-encoding', 'gzip').send(snapshot.gzip);
      return ctx.reply.send(snapshotText(snapshot));
    },
  );
}
