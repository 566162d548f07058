import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addRecent,
  flattenGroups,
  groupResults,
  highlightRanges,
  highlightSegments,
  queryText,
  recentKey,
  sanitizeRecent,
  wrapIndex,
  type RecentSearch,
  type SearchResult,
} from './search';

const r = (type: SearchResult['type'], id: number, group_title: string, title = `${type} ${id}`): SearchResult => ({
  type,
  id,
  unique_id: `${type}-${id}`,
  group_title,
  title,
  subtitle: null,
  avatar: null,
});

describe('groupResults', () => {
  it('keeps groups in the order of their first result and numbers rows as shown', () => {
    const list = [
      r('booking', 1, 'Bokningar'),
      r('customer', 2, 'Kunder'),
      r('booking', 3, 'Bokningar'),
      r('product', 4, 'Produkter'),
      r('customer', 5, 'Kunder'),
    ];
    const groups = groupResults(list);
    expect(groups.map((g) => g.title)).toEqual(['Bokningar', 'Kunder', 'Produkter']);
    expect(groups.map((g) => g.items.map((it) => [it.item.id, it.index]))).toEqual([
      [
        [1, 0],
        [3, 1],
      ],
      [
        [2, 2],
        [5, 3],
      ],
      [[4, 4]],
    ]);
    expect(flattenGroups(groups).map((x) => x.id)).toEqual([1, 3, 2, 5, 4]);
  });

  it('is empty for no results', () => {
    expect(groupResults([])).toEqual([]);
  });

  it('shows every result exactly once, indexes 0..n-1 in display order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'B', 'C', 'D')), (titles) => {
        const groups = groupResults(titles.map((t, i) => r('booking', i, t)));
        const indexes = groups.flatMap((g) => g.items.map((it) => it.index));
        expect(indexes).toEqual(titles.map((_, i) => i));
        expect(
          flattenGroups(groups)
            .map((x) => x.id)
            .sort((a, b) => Number(a) - Number(b)),
        ).toEqual(titles.map((_, i) => i));
      }),
    );
  });
});

describe('wrapIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [-1, 1, 3, 0],
    [-1, -1, 3, 2],
    [5, 1, 3, 0],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [0, 1, 0, -1],
  ])('from %i by %i in %i rows → %i', (current, delta, count, expected) => {
    expect(wrapIndex(current, delta, count)).toBe(expected);
  });

  it('always lands on a row, and down then up returns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, start) => {
        const i = start % count;
        const down = wrapIndex(i, 1, count);
        expect(down).toBeGreaterThanOrEqual(0);
        expect(down).toBeLessThan(count);
        expect(wrapIndex(down, -1, count)).toBe(i);
      }),
    );
  });
});

describe('highlightRanges', () => {
  it('marks every typed word, case-insensitively', () => {
    expect(highlightRanges('Anna Svensson', 'sven an')).toEqual([
      { start: 0, end: 2 },
      { start: 5, end: 9 },
    ]);
  });

  it('keeps Å, Ä and Ö as letters of their own and matches their case', () => {
    expect(highlightRanges('Åsa Öberg', 'öb')).toEqual([{ start: 4, end: 6 }]);
    expect(highlightRanges('Åsa Öberg', 'ob')).toEqual([]);
  });

  it('merges overlapping and adjacent words', () => {
    expect(highlightRanges('Karlsson', 'karl lss')).toEqual([{ start: 0, end: 6 }]);
    expect(highlightRanges('abcabc', 'abc')).toEqual([{ start: 0, end: 6 }]);
  });

  it('finds booking numbers with punctuation split into words', () => {
    expect(highlightRanges('2026-G0012', '2026-g00')).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 8 },
    ]);
  });

  it('is empty without words', () => {
    expect(highlightRanges('Anna', '  ')).toEqual([]);
    expect(highlightRanges('', 'anna')).toEqual([]);
  });

  it('segments put the text back together', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, q) => {
        expect(
          highlightSegments(text, q)
            .map((s) => s.text)
            .join(''),
        ).toBe(text.normalize('NFC'));
      }),
    );
    expect(highlightSegments('Anna Berg', 'berg')).toEqual([
      { text: 'Anna ', match: false },
      { text: 'Berg', match: true },
    ]);
  });
});

describe('recent searches', () => {
  const q = (value: string): RecentSearch => ({ type: 'query', value });

  it('puts the newest first and removes its earlier copy', () => {
    const list = addRecent(addRecent(addRecent([], q('anna')), r('booking', 7, 'Bokningar')), q('Anna '));
    expect(list.map(recentKey)).toEqual(['query:anna', 'booking:booking-7']);
    expect(addRecent(list, r('booking', 7, 'Bokningar')).map(recentKey)).toEqual(['booking:booking-7', 'query:anna']);
  });

  it('keeps the last 20', () => {
    let list: RecentSearch[] = [];
    for (let i = 0; i < 30; i++) list = addRecent(list, q(`text ${i}`));
    expect(list).toHaveLength(20);
    expect(queryText(list[0])).toBe('text 29');
    expect(queryText(list[19])).toBe('text 10');
  });

  it('does not keep blank texts', () => {
    expect(addRecent([q('anna')], q('   '))).toEqual([q('anna')]);
  });

  it('never holds duplicates or more than 20 entries', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string().map(q),
            fc.integer({ min: 1, max: 5 }).map((id) => r('customer', id, 'Kunder')),
          ),
        ),
        (entries) => {
          let list: RecentSearch[] = [];
          for (const e of entries) list = addRecent(list, e);
          expect(list.length).toBeLessThanOrEqual(20);
          expect(new Set(list.map(recentKey)).size).toBe(list.length);
        },
      ),
    );
  });

  it('drops malformed stored entries', () => {
    expect(sanitizeRecent('nope')).toEqual([]);
    expect(sanitizeRecent([q('a'), { type: 'query' }, null, r('booking', 1, 'B'), { type: 'booking', id: 2 }])).toEqual(
      [q('a'), r('booking', 1, 'B')],
    );
  });
});
