import { describe, expect, it } from 'vitest';
import type { Season } from '../../../contracts/catalog';
import type { SeasonBookingRow } from '../../../contracts/seasons';
import {
  adjacentSeason,
  defaultSeason,
  factsOf,
  nextSeasonText,
  seasonCounts,
  seasonCountsText,
  seasonVerbAllowed,
  shownSeason,
  SEASON_VERB_REASONS as R,
  type SeasonRowFacts,
  type SeasonVerb,
} from './seasonList';

const season = (id: number, start: string, end: string): Season => ({
  id,
  start,
  end,
  full_name: `Säsong ${start.slice(0, 4)}`,
  default_season_price: 1_000_000,
  deleted_at: null,
  custom_season_prices: [],
});
const S2025 = season(1, '2025-04-01', '2025-10-31');
const S2026 = season(2, '2026-04-01', '2026-10-31');
const S2027 = season(3, '2027-04-01', '2027-10-31');
const ALL = [S2026, S2027, S2025];

type Next = SeasonBookingRow['next_season'];
const next = (over: Partial<Next> = {}): Next => ({
  state: 'pending',
  booking_id: null,
  booking_number: null,
  booking_status: null,
  ...over,
});
const row = (over: Partial<SeasonBookingRow> = {}): SeasonBookingRow => ({
  id: 1,
  booking_number: '2026-00001',
  status: 'confirmed',
  customer_id: 1,
  customer_name: 'Anna Berg',
  position_id: 3,
  position_name: 'S3',
  category_id: 1,
  check_in: '2026-04-01',
  check_out: '2026-10-31',
  checked_in_at: null,
  checked_out_at: null,
  accommodation_price: 1_240_000,
  total_accommodation_amount: 1_240_000,
  paid_accommodation_amount: 0,
  remaining_accommodation_amount: 1_240_000,
  next_season: next(),
  ...over,
});

describe('which season shows', () => {
  it.each([
    ['inside a season', '2026-07-01', S2026],
    ['on its first day', '2026-04-01', S2026],
    ['between seasons: the last one that started', '2026-12-24', S2026],
    ['before any season: the earliest', '2024-01-01', S2025],
    ['after every season: the latest', '2030-01-01', S2027],
  ])('by default, %s', (_, today, want) => expect(defaultSeason(ALL, today)).toBe(want));

  it('is none without seasons', () => expect(defaultSeason([], '2026-07-01')).toBeNull());

  it.each([
    ['a season the URL names', '3', S2027],
    ['an unknown id: the default', '99', S2026],
    ['no id: the default', '', S2026],
    ['not an id: the default', '2x', S2026],
  ])('%s', (_, param, want) => expect(shownSeason(ALL, param, '2026-07-01')).toBe(want));

  it.each([
    [1, -1, null],
    [1, 1, S2026],
    [2, 1, S2027],
    [3, 1, null],
    [3, -1, S2026],
    [99, 1, null],
  ] as const)('from season %s a step of %s is %o', (from, step, want) =>
    expect(adjacentSeason(ALL, from, step)).toBe(want),
  );
});

describe("the 'Nästa säsong' cell", () => {
  it.each([
    [next(), ''],
    [next({ state: 'ignored' }), 'Kopieras inte'],
    [
      next({ state: 'copied', booking_id: 9, booking_number: '2027-00009', booking_status: 'draft' }),
      'Kopierad 2027-00009 · Obekräftad',
    ],
    [
      next({ state: 'copied', booking_id: 9, booking_number: '2027-00009', booking_status: 'confirmed' }),
      'Kopierad 2027-00009 · Bekräftad',
    ],
    [
      next({ state: 'copied', booking_id: 9, booking_number: '2027-00009', booking_status: 'cancelled' }),
      'Kopierad 2027-00009 · Avbokad',
    ],
    [next({ state: 'copied' }), 'Kopierad (kopian finns inte längre)'],
  ])('%o reads %o', (n, text) => expect(nextSeasonText(n)).toBe(text));
});

describe('the header counts', () => {
  const rows = [
    row({ id: 1, next_season: next({ state: 'copied', booking_id: 9, booking_number: 'x', booking_status: 'draft' }) }),
    row({
      id: 2,
      next_season: next({ state: 'copied', booking_id: 8, booking_number: 'y', booking_status: 'cancelled' }),
    }),
    row({ id: 3, next_season: next({ state: 'ignored' }) }),
    row({ id: 4 }),
    row({ id: 5, status: 'draft' }),
    // A cancelled booking cannot be copied: it is not left to decide.
    row({ id: 6, status: 'cancelled' }),
  ];
  it('counts copied, ignored and still to decide', () =>
    expect(seasonCounts(rows)).toEqual({ copied: 2, ignored: 1, pending: 2 }));
  it('reads them out, or says there is no next season', () => {
    expect(seasonCountsText(rows, true)).toBe('6 säsongsbokningar · 2 kopierade · 1 kopieras inte · 2 kvar');
    expect(seasonCountsText([row()], false)).toBe('1 säsongsbokning · ingen nästa säsong att kopiera till');
  });
});

describe('which verbs a row allows', () => {
  const facts = (over: Partial<SeasonRowFacts> = {}): SeasonRowFacts => ({
    id: 1,
    status: 'confirmed',
    next: 'pending',
    hasNextSeason: true,
    ...over,
  });
  const verbs: SeasonVerb[] = ['copy', 'ignore', 'confirm', 'cancel'];
  const allowed = (f: SeasonRowFacts | null) => verbs.map((v) => seasonVerbAllowed(v, f));

  it.each<[string, SeasonRowFacts | null, (true | string)[]]>([
    ['no row', null, [R.noRow, R.noRow, R.noRow, R.noRow]],
    ['a confirmed booking still to decide', facts(), [true, true, R.notDraft, R.notDraft]],
    [
      'an ignored one: copied after all, not ignored twice',
      facts({ next: 'ignored' }),
      [true, R.ignored, R.notDraft, R.notDraft],
    ],
    ['a copied one', facts({ next: 'copied' }), [R.copied, R.copied, R.notDraft, R.notDraft]],
    [
      'without a next season',
      facts({ hasNextSeason: false }),
      [R.noNextSeason, R.noNextSeason, R.notDraft, R.notDraft],
    ],
    ['a cancelled one', facts({ status: 'cancelled' }), [R.cancelled, R.cancelled, R.notDraft, R.notDraft]],
    [
      'an unconfirmed copy',
      facts({ status: 'draft', hasNextSeason: false }),
      [R.noNextSeason, R.noNextSeason, true, true],
    ],
    ['an unconfirmed copy with a season after it', facts({ status: 'draft' }), [true, true, true, true]],
  ])('%s', (_, f, want) => expect(allowed(f)).toEqual(want));

  it('treats a cancelled or vanished copy as still to decide (the server copies again or ignores)', () => {
    const copied = (n: Partial<Next>) => factsOf(row({ next_season: next({ state: 'copied', ...n }) }), true).next;
    expect(copied({ booking_id: 9, booking_number: 'x', booking_status: 'confirmed' })).toBe('copied');
    expect(copied({ booking_id: 9, booking_number: 'x', booking_status: 'cancelled' })).toBe('pending');
    expect(copied({})).toBe('pending');
    expect(factsOf(row({ status: 'draft' }), false)).toEqual({
      id: 1,
      status: 'draft',
      next: 'pending',
      hasNextSeason: false,
    });
  });
});
