import { describe, expect, it } from 'vitest';
import { createEntityIndex, type EntityType, type PaletteEntity } from './entityIndex';
import { matchCommand, resetSearch, search } from './matcher';

const ENTITIES: PaletteEntity[] = [
  {
    type: 'customer',
    id: 1,
    title: 'Anders Svensson',
    subtitle: 'Strandvägen 12, 432 45 Varberg',
    keywords: ['anders.svensson@telia.se', '070-123 45 67'],
  },
  { type: 'customer', id: 2, title: 'Anders Svenningsson' },
  { type: 'customer', id: 3, title: 'Åsa Öberg' },
  { type: 'customer', id: 4, title: 'Jürgen Müller', subtitle: 'Hauptstraße 5, Köln' },
  { type: 'customer', id: 5, title: 'Svensson Bygg AB' },
  { type: 'customer', id: 7, title: 'Søren Jørgensen' },
  { type: 'booking', id: 10, title: '2026-10502 Anders Svensson', subtitle: 'A12 Husvagnsplats', rank: 2 },
  { type: 'booking', id: 11, title: '2025-10502 Åsa Öberg', subtitle: 'A1 Säsongsplats' },
  { type: 'booking', id: 12, title: '2026-00105 Jürgen Müller', subtitle: 'B7 Tältplats', rank: 3 },
  { type: 'position', id: 20, title: 'A1 Säsongsplats' },
  { type: 'position', id: 21, title: 'A12 Husvagnsplats' },
  { type: 'position', id: 22, title: 'A10 Stuga' },
  { type: 'position', id: 23, title: 'B7 Tältplats' },
  { type: 'product', id: 30, title: 'Glass stor', keywords: ['7310865004703'] },
  { type: 'booking_group', id: 40, title: '2024-G0001 Familjen Lundberg', subtitle: 'Per Lundberg' },
];

function fixture() {
  const index = createEntityIndex();
  index.add(ENTITIES);
  return index;
}

const keys = (index: ReturnType<typeof fixture>, q: string, opts?: Parameters<typeof search>[2]) =>
  search(index, q, opts).map((m) => `${m.type}:${m.id}`);

describe('search', () => {
  it.each<[string, string[]]>([
    // prefix of the whole title beats word matches; equal tiers: rank, then the shorter title
    ['anders s', ['customer:1', 'customer:2', 'booking:10']],
    ['svens', ['customer:5', 'booking:10', 'customer:1']],
    ['svensson anders', ['booking:10', 'customer:1']], // word order is free
    ['ensson', []], // words match at word starts only
    ['åsa', ['customer:3', 'booking:11']],
    ['öberg', ['customer:3', 'booking:11']],
    ['oberg', []], // ö is its own letter
    ['müller', ['booking:12', 'customer:4']],
    ['muller', ['booking:12', 'customer:4']],
    ['søren', ['customer:7']],
    ['sören', ['customer:7']],
    ['10502', ['booking:10', 'booking:11']], // anywhere in a number
    ['202610502', ['booking:10']], // without the dash
    ['2026-105', ['booking:10']],
    ['105', ['booking:12', 'booking:10', 'booking:11']],
    ['a1', ['position:20', 'position:22', 'position:21', 'booking:10', 'booking:11']],
    ['a12', ['position:21', 'booking:10']],
    ['0701234567', ['customer:1']], // phone digits in keywords
    ['070 123', ['customer:1']],
    ['strandv', ['customer:1']],
    ['hauptstr', ['customer:4']],
    ['köln', ['customer:4']],
    ['g0001', ['booking_group:40']],
    ['lundberg', ['booking_group:40']],
    ['7310865', ['product:30']],
    ['xyzq', []],
    ['', []],
    ['   ', []],
  ])('%j', (q, expected) => {
    expect(keys(fixture(), q)).toEqual(expected);
  });

  it('scores exact title > starts with (at a word end) > starts with > title words > elsewhere', () => {
    const index = createEntityIndex();
    index.add([
      { type: 'position', id: 2, title: 'Tält vid A1', keywords: ['a1'] },
      { type: 'position', id: 3, title: 'A10' },
      { type: 'position', id: 4, title: 'A1 Tält' },
      { type: 'position', id: 5, title: 'A1' },
      { type: 'customer', id: 6, title: 'Berg', keywords: ['A1'] },
    ]);
    expect(search(index, 'a1').map((m) => [m.id, m.score])).toEqual([
      [5, 5],
      [4, 4],
      [3, 3],
      [2, 2],
      [6, 1],
    ]);
  });

  // The matcher skips reading entities whose tier bound cannot beat the list: bounds must hold.
  it.each<[string[], string, string]>([
    [['Svensson', 'Sven Andersson'], 'sven', 'Sven Andersson'],
    [['Svensson', 'Sv'], 's', 'Sv'],
    [['Svensson', 'Sv'], 'sv', 'Sv'],
    [['Svensson', 'Ann Svensson'], 'ann', 'Ann Svensson'],
    [['Andersson Berg', 'Anders Berg Långnamn'], 'anders', 'Anders Berg Långnamn'],
    [['Bergkvists Bygg', 'Bergkvis Anders Långnamn'], 'bergkvis', 'Bergkvis Anders Långnamn'],
    [['Bergkvist', 'Bergkvist Anders'], 'bergkvist', 'Bergkvist'],
    [['2026-10502 Lång Långsson', '2026-1050 Eva'], '2026-1050', '2026-1050 Eva'],
  ])('lets a better later match win over %j for %j', (titles, q, best) => {
    const index = createEntityIndex();
    index.add(titles.map((title, id) => ({ type: 'customer' as const, id, title })));
    expect(search(index, q, { limit: 1 }).map((m) => titles[m.id])).toEqual([best]);
  });

  it('breaks ties by rank, then shorter title, then insertion order', () => {
    const index = createEntityIndex();
    index.add([
      { type: 'customer', id: 1, title: 'Eva Berglund' },
      { type: 'customer', id: 2, title: 'Eva Berg' },
      { type: 'customer', id: 3, title: 'Eva Berg' },
      { type: 'customer', id: 4, title: 'Eva Bergström', rank: 1 },
    ]);
    expect(keys(index, 'eva')).toEqual(['customer:4', 'customer:2', 'customer:3', 'customer:1']);
    index.upsert({ type: 'customer', id: 2, title: 'Eva Berg', subtitle: 'ny adress' }); // in place: keeps its order
    expect(keys(index, 'eva')).toEqual(['customer:4', 'customer:2', 'customer:3', 'customer:1']);
  });

  it('returns at most limit matches, the best ones', () => {
    const index = fixture();
    expect(keys(index, 'a', { limit: 2 })).toEqual(keys(index, 'a').slice(0, 2));
    expect(keys(index, 'a', { limit: 0 })).toEqual([]);
    const many = createEntityIndex();
    many.add(
      Array.from({ length: 500 }, (_, i) => ({
        type: 'booking' as const,
        id: i,
        title: `2026-${10000 + i} Gäst`,
        rank: i % 7,
      })),
    );
    const top = search(many, 'gäst');
    expect(top).toHaveLength(50);
    expect(top.every((m) => m.id % 7 === 6)).toBe(true);
  });

  it('filters by type', () => {
    const index = fixture();
    expect(keys(index, 'anders', { types: new Set<EntityType>(['booking']) })).toEqual(['booking:10']);
    expect(keys(index, 'a1', { types: new Set<EntityType>(['position', 'product']) })).toEqual([
      'position:20',
      'position:22',
      'position:21',
    ]);
    expect(keys(index, 'anders', { types: new Set<EntityType>() })).toEqual([]);
  });

  it.each<[string, string, [number, number][]]>([
    [
      'Anders Svensson',
      'anders s',
      [
        [0, 6],
        [7, 8],
      ],
    ],
    ['2026-10502 Anders Svensson', '10502', [[5, 10]]],
    [
      '2026-10502 Anders Svensson',
      '2026-105 svensson',
      [
        [0, 8],
        [18, 26],
      ],
    ],
    ['2026-10502 Anders Svensson', '202610502', [[0, 10]]],
    ['Jürgen Müller', 'muller', [[7, 13]]],
    ['Per  Ström', 'ström', [[5, 10]]], // offsets on the raw title, double space and all
    [
      'Hauptstraße Camping',
      'hauptstrasse c',
      [
        [0, 11],
        [12, 13],
      ],
    ],
    ['A\u030Asa Berg', 'åsa', [[0, 4]]], // decomposed å: the combining ring is highlighted too
    [
      'Anna Annasdotter',
      'ann annas',
      [
        [0, 3],
        [5, 10],
      ],
    ],
    ['Berg', 'a1', []], // matched through keywords: nothing in the title
  ])('highlights %j for %j', (title, q, ranges) => {
    const index = createEntityIndex();
    index.add([{ type: 'customer', id: 1, title, keywords: ['a1'] }]);
    expect(search(index, q)[0]?.ranges).toEqual(ranges);
  });

  it('follows upserts and removals, also while narrowing', () => {
    const index = fixture();
    expect(keys(index, 'svens')).toContain('customer:1');
    expect(index.remove('customer', 1)).toBe(true);
    expect(index.remove('customer', 1)).toBe(false);
    expect(keys(index, 'svenss')).toEqual(['customer:5', 'booking:10']);
    index.upsert({ type: 'booking', id: 10, title: '2026-10502 Anders Nilsson' });
    expect(keys(index, 'svensso')).toEqual(['customer:5']);
    index.upsert({ type: 'customer', id: 99, title: 'Svensson Nils' });
    expect(keys(index, 'svensson')).toEqual(['customer:99', 'customer:5']);
    expect(index.size).toBe(ENTITIES.length);
  });

  it('narrows incrementally to the same result as a fresh search, backspace included', () => {
    const index = fixture();
    for (const q of ['a', 'an', 'and', 'anders', 'anders ', 'anders s', 'anders', 'a', '1', '10', '105', '10', '2']) {
      const typed = search(index, q);
      resetSearch(index);
      expect(typed).toEqual(search(index, q));
    }
  });
});

describe('matchCommand', () => {
  it.each<[string, number | null]>([
    ['checka in', 5],
    ['checka', 4],
    ['check', 3],
    ['in check', 2],
    ['ankomst', 1], // keyword
    ['CHECKA   IN', 5],
    ['xyz', null],
    ['', null],
  ])('%j scores %j', (q, score) => {
    expect(matchCommand('Checka in', ['incheckning', 'ankomst'], q)?.score ?? null).toBe(score);
  });

  it('ranks on the same scale as entities, with title highlights', () => {
    const index = createEntityIndex();
    index.add([{ type: 'customer', id: 1, title: 'Checka Ingvarsson' }]);
    expect(matchCommand('Checka in', [], 'checka i')).toEqual({
      score: 3,
      ranges: [
        [0, 6],
        [7, 8],
      ],
    });
    expect(search(index, 'checka i')[0].score).toBe(3);
  });
});
