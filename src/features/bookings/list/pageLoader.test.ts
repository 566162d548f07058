import { describe, expect, it } from 'vitest';
import { PageLoader, type PageAnswer } from './pageLoader';
import { DEFAULT_PARAMS, listQuery, paramsFromSearch, searchWithParams } from './listParams';

type Row = { id: number; q: string };
/** A fake server of `total` rows whose answers the test releases by hand. */
function fakeServer(total = 250) {
  const calls: { query: Record<string, string>; resolve: () => void; signal: AbortSignal }[] = [];
  const fetch = (query: Record<string, string>, signal: AbortSignal) =>
    new Promise<PageAnswer<Row>>((resolve) => {
      const offset = Number(query.offset);
      const rows = Array.from(
        { length: Math.max(0, Math.min(Number(query.visible_bookings), total - offset)) },
        (_, i) => ({ id: offset + i, q: query.search_string ?? '' }),
      );
      calls.push({
        query,
        signal,
        resolve: () => resolve({ request_id: query.request_id, total, offset, bookings: rows }),
      });
    });
  return { calls, fetch };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('PageLoader', () => {
  it('fetches the pages of the window, caches them by offset and reads rows by index', async () => {
    const server = fakeServer();
    const loader = new PageLoader<Row>(server.fetch, 100);
    loader.setQuery({ sorted_column: 'check_in' });
    expect(server.calls.map((c) => c.query.offset)).toEqual(['0']);
    server.calls[0].resolve();
    await flush();
    expect(loader.total).toBe(250);
    expect(loader.row(42)).toEqual({ id: 42, q: '' });
    expect(loader.row(150)).toBeUndefined();
    loader.ensure(90, 160);
    expect(server.calls.map((c) => c.query.offset)).toEqual(['0', '100']);
    server.calls[1].resolve();
    await flush();
    expect(loader.row(150)?.id).toBe(150);
    loader.ensure(0, 180); // all cached: nothing asked
    expect(server.calls).toHaveLength(2);
    loader.ensure(240, 400); // nothing past the end
    expect(server.calls.map((c) => c.query.offset)).toEqual(['0', '100', '200']);
  });

  it('drops answers to an older question and cancels requests that scrolled away', async () => {
    const server = fakeServer();
    const loader = new PageLoader<Row>(server.fetch, 100);
    loader.setQuery({ search_string: 'an' });
    loader.setQuery({ search_string: 'anna' });
    expect(server.calls[0].signal.aborted).toBe(true);
    server.calls[0].resolve(); // the 'an' answer arrives late
    await flush();
    expect(loader.total).toBeNull();
    server.calls[1].resolve();
    await flush();
    expect(loader.row(0)?.q).toBe('anna');
    loader.ensure(100, 150);
    loader.ensure(0, 10);
    expect(server.calls[2].signal.aborted).toBe(true);
  });

  it('keeps showing the old rows while a refresh reloads them', async () => {
    const server = fakeServer();
    const loader = new PageLoader<Row>(server.fetch, 100);
    loader.setQuery({});
    server.calls[0].resolve();
    await flush();
    loader.refresh();
    expect(loader.row(5)?.id).toBe(5);
    expect(loader.isLoaded(5)).toBe(false);
    server.calls[1].resolve();
    await flush();
    expect(loader.isLoaded(5)).toBe(true);
  });
});

describe('list params in the URL', () => {
  it('round-trips through the search params and keeps the pane params', () => {
    const p = {
      ...DEFAULT_PARAMS,
      sort: 'customer' as const,
      desc: true,
      filter: 'cancelled' as const,
      search: 'anna',
      dateField: 'check_out' as const,
      from: '2026-07-01',
      to: '2026-07-31',
    };
    const search = searchWithParams({ booking: 12 }, p);
    expect(search.booking).toBe(12);
    expect(paramsFromSearch(search)).toEqual(p);
    expect(listQuery(p)).toEqual({
      sorted_column: 'customer',
      sorted_desc: 'true',
      filter_custom: 'cancelled',
      search_string: 'anna',
      check_out_date_from: '2026-07-01',
      check_out_date_to: '2026-07-31',
    });
    expect(listQuery({ ...p, to: '' })).toMatchObject({ check_out_date: '2026-07-01' });
    expect(searchWithParams({ booking: 3 }, DEFAULT_PARAMS)).toEqual({ booking: 3 });
  });

  it('ignores unknown or malformed values', () => {
    expect(paramsFromSearch({ sort: 'password', state: 'x', fran: '2026-02-30', datum: 'nope' })).toEqual(
      DEFAULT_PARAMS,
    );
  });
});
