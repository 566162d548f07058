import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEntityIndex, ENTITY_TYPES, type EntityType, type PaletteEntity } from './entityIndex';
import { buildHaystack, parseQuery, tierOf } from './haystack';
import { resetSearch, search } from './matcher';

// Words that collide on prefixes, digits and folding, so narrowing has something to get wrong.
const VOCAB = [
  'Anders',
  'Andersson',
  'Svensson',
  'Sven',
  'Åsa',
  'Öberg',
  'ö',
  'A1',
  'A12',
  'A10',
  '2026-10502',
  '2025-105',
  '10502',
  'Müller',
  'muller',
  'Søren',
  'Strandvägen',
  'Berg',
  'B',
  'x',
  'Anna-Karin',
  '070-123 45 67',
  'Ek',
  'É',
  'ÅÄÖ',
  'g0001',
];
const word = fc.constantFrom(...VOCAB);
const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));

const entity = fc.record({
  type: fc.constantFrom(...ENTITY_TYPES),
  id: fc.integer({ min: 1, max: 40 }),
  title: text,
  subtitle: fc.option(text, { nil: undefined }),
  keywords: fc.option(fc.array(text, { maxLength: 2 }), { nil: undefined }),
  rank: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
}) as fc.Arbitrary<PaletteEntity>;

type Step =
  | { kind: 'type'; ch: string }
  | { kind: 'back'; n: number }
  | { kind: 'clear' }
  | { kind: 'upsert'; e: PaletteEntity }
  | { kind: 'remove'; type: EntityType; id: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .constantFrom(...'andersvö1205- ab'.split(''), ...VOCAB.map((v) => v[0]))
      .map((ch) => ({ kind: 'type' as const, ch })),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(word, fc.constantFrom('', ' ')).map(([w, sp]) => ({ kind: 'type' as const, ch: w + sp })),
  },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 3 }).map((n) => ({ kind: 'back' as const, n })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
  { weight: 1, arbitrary: entity.map((e) => ({ kind: 'upsert' as const, e })) },
  {
    weight: 1,
    arbitrary: fc
      .record({ type: fc.constantFrom(...ENTITY_TYPES), id: fc.integer({ min: 1, max: 25 }) })
      .map((r) => ({ kind: 'remove' as const, ...r })),
  },
);

/** Brute force over every entity with the same rules, for comparison. */
function reference(entities: Map<string, PaletteEntity>, query: string, limit: number, types?: Set<EntityType>) {
  const q = parseQuery(query);
  if (q.words.length === 0) return [];
  const hits = [...entities.values()].flatMap((e, order) => {
    if (types && !types.has(e.type)) return [];
    const h = buildHaystack(e.title, e.subtitle, e.keywords);
    const score = tierOf(h.hay, h.titleEnd, h.digitsStart, h.digitsTitleEnd, q);
    return score ? [{ type: e.type, id: e.id, score, rank: e.rank ?? 0, len: h.titleEnd, order }] : [];
  });
  hits.sort((a, b) => b.score - a.score || b.rank - a.rank || a.len - b.len || a.order - b.order);
  return hits.slice(0, limit).map(({ type, id, score }) => ({ type, id, score }));
}

describe('incremental narrowing', () => {
  it('gives the same results as a fresh search and as brute force, over random data and typing', () => {
    fc.assert(
      fc.property(
        fc.array(entity, { maxLength: 60 }),
        fc.array(step, { maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.option(fc.subarray([...ENTITY_TYPES], { minLength: 1 }), { nil: undefined }),
        (initial, steps, limit, typeList) => {
          // Twin gets the same changes but searches from scratch every time.
          const [index, twin] = [createEntityIndex(), createEntityIndex()];
          const model = new Map<string, PaletteEntity>();
          for (const ix of [index, twin]) ix.add(initial);
          for (const e of initial) model.set(`${e.type}:${e.id}`, e);
          const types = typeList && new Set(typeList);
          let query = '';
          for (const s of steps) {
            if (s.kind === 'type') query += s.ch;
            else if (s.kind === 'back') query = query.slice(0, -s.n);
            else if (s.kind === 'clear') query = '';
            else if (s.kind === 'upsert') {
              for (const ix of [index, twin]) ix.upsert(s.e);
              model.set(`${s.e.type}:${s.e.id}`, s.e);
            } else {
              for (const ix of [index, twin]) ix.remove(s.type, s.id);
              model.delete(`${s.type}:${s.id}`);
            }
            const typed = search(index, query, { limit, types });
            resetSearch(twin);
            expect(typed).toEqual(search(twin, query, { limit, types }));
            expect(typed.map(({ type, id, score }) => ({ type, id, score }))).toEqual(
              reference(model, query, limit, types),
            );
          }
          expect(index.size).toBe(model.size);
        },
      ),
      { numRuns: 400 },
    );
  });
});
