import { describe, expect, it } from 'vitest';
import { createEntityIndex, type PaletteEntity } from './entityIndex';
import { search } from './matcher';

const customer = (id: number, title: string): PaletteEntity => ({ type: 'customer', id, title });

describe('createEntityIndex', () => {
  it('counts entities; the same type and id replaces, another type is another entity', () => {
    const index = createEntityIndex();
    index.add([customer(1, 'Anna Berg'), customer(2, 'Per Ek'), customer(1, 'Anna Lind')]);
    index.upsert({ type: 'booking', id: 1, title: '2026-10001 Anna Berg' });
    expect(index.size).toBe(3);
    expect(search(index, 'lind').map((m) => m.id)).toEqual([1]);
    expect(search(index, 'berg').map((m) => m.type)).toEqual(['booking']);
  });

  it('bumps the version on every change, so narrowing never uses stale candidates', () => {
    const index = createEntityIndex();
    const v0 = index.version;
    index.add([customer(1, 'Anna')]);
    index.upsert(customer(1, 'Anna B'));
    index.remove('customer', 1);
    expect(index.version).toBe(v0 + 3);
    expect(index.remove('customer', 1)).toBe(false);
    expect(index.version).toBe(v0 + 3);
  });

  it('keeps working and keeps insertion order through growth, removals and compaction', () => {
    const index = createEntityIndex();
    index.add(Array.from({ length: 6000 }, (_, i) => customer(i, `Gäst ${i}`)));
    for (let i = 0; i < 6000; i++) if (i % 5 !== 0) index.remove('customer', i); // compacts on the way
    expect(index.size).toBe(1200);
    expect(index.cols.count).toBeLessThan(6000);
    const ids = search(index, 'gäst', { limit: 2000 }).map((m) => m.id);
    // equal titles lengths tie on order: shortest first, then insertion order
    expect(ids).toEqual([...ids].sort((a, b) => String(a).length - String(b).length || a - b));
    expect(ids).toHaveLength(1200);
    index.upsert(customer(3, 'Gäst tre'));
    expect(search(index, 'tre').map((m) => m.id)).toEqual([3]);
    expect(search(index, '4995').map((m) => m.id)).toEqual([4995]);
    expect(search(index, '4996')).toEqual([]);
  });

  it('rejects unknown types and ids that are not numbers', () => {
    const index = createEntityIndex();
    expect(() => index.upsert({ type: 'invoice' as never, id: 1, title: 'x' })).toThrow(/type/);
    expect(() => index.upsert({ type: 'customer', id: NaN, title: 'x' })).toThrow(/id/);
  });

  it('reports its approximate size', () => {
    const index = createEntityIndex();
    index.add(
      Array.from({ length: 1000 }, (_, i) => ({
        type: 'booking' as const,
        id: i,
        title: `2026-${10000 + i} Anders Svensson`,
        subtitle: 'A12 Husvagnsplats',
      })),
    );
    const perEntity = index.bytes() / index.size;
    expect(perEntity).toBeGreaterThan(60);
    expect(perEntity).toBeLessThan(400);
  });
});
