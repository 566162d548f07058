// The electricity fee of a changed booking as a table: what its rows become for the fee of the new stay.
import { describe, expect, it } from 'vitest';
import { planElectricity, type StoredFee } from './electricityFee';

const PRODUCT = 77;
const row = (id: number, covers: number, over: Partial<StoredFee> = {}): StoredFee => ({
  id,
  feeKey: 'electricity_fee',
  amount: covers,
  covers,
  locked: false,
  ...over,
});
const paid = (id: number, covers: number, over: Partial<StoredFee> = {}) => row(id, covers, { locked: true, ...over });
const to = (amount: number) => ({ amount, productId: amount > 0 ? PRODUCT : null });

describe('planElectricity', () => {
  const cases: [string, StoredFee[], number, ReturnType<typeof planElectricity>][] = [
    [
      'open row, 3 → 5 nights: replaced at the new price',
      [row(1, 18_000)],
      30_000,
      {
        current_total: 18_000,
        total: 30_000,
        remove: [1],
        add: { amount: 30_000, productId: PRODUCT, feeKey: 'electricity_fee' },
        column: 30_000,
      },
    ],
    [
      'open row, 5 → 2 nights: replaced at the lower price',
      [row(1, 30_000)],
      12_000,
      {
        current_total: 30_000,
        total: 12_000,
        remove: [1],
        add: { amount: 12_000, productId: PRODUCT, feeKey: 'electricity_fee' },
        column: 12_000,
      },
    ],
    [
      'same nights: nothing changes, a discount on the open row stays',
      [row(1, 18_000, { amount: 9_000 })],
      18_000,
      { current_total: 9_000, total: 9_000, remove: [], add: null, column: 18_000 },
    ],
    [
      'paid row, 3 → 5 nights: kept, the difference added under a key of its own',
      [paid(1, 18_000)],
      30_000,
      {
        current_total: 18_000,
        total: 30_000,
        remove: [],
        add: { amount: 12_000, productId: PRODUCT, feeKey: 'electricity_fee:2' },
        column: 30_000,
      },
    ],
    [
      'paid row, 5 → 2 nights: kept, nothing refunded',
      [paid(1, 30_000)],
      12_000,
      { current_total: 30_000, total: 30_000, remove: [], add: null, column: 30_000 },
    ],
    [
      'paid row and an open difference, back to fewer nights: the difference goes',
      [paid(1, 18_000), row(2, 12_000, { feeKey: 'electricity_fee:2' })],
      12_000,
      { current_total: 30_000, total: 18_000, remove: [2], add: null, column: 18_000 },
    ],
    [
      'two paid rows, longer again: the next free key',
      [paid(1, 18_000), paid(2, 12_000, { feeKey: 'electricity_fee:2' })],
      42_000,
      {
        current_total: 30_000,
        total: 42_000,
        remove: [],
        add: { amount: 12_000, productId: PRODUCT, feeKey: 'electricity_fee:3' },
        column: 42_000,
      },
    ],
    [
      'a paid row with a discount covers its price before the discount',
      [paid(1, 18_000, { amount: 9_000 })],
      30_000,
      {
        current_total: 9_000,
        total: 21_000,
        remove: [],
        add: { amount: 12_000, productId: PRODUCT, feeKey: 'electricity_fee:2' },
        column: 30_000,
      },
    ],
    [
      'the new category offers no electricity: the open row goes',
      [row(1, 18_000)],
      0,
      { current_total: 18_000, total: 0, remove: [1], add: null, column: null },
    ],
    [
      'a draft (no rows yet): one row at the new price',
      [],
      30_000,
      {
        current_total: 0,
        total: 30_000,
        remove: [],
        add: { amount: 30_000, productId: PRODUCT, feeKey: 'electricity_fee' },
        column: 30_000,
      },
    ],
  ];
  it.each(cases)('%s', (_name, stored, target, expected) => {
    expect(planElectricity(stored, to(target))).toEqual(expected);
  });

  it('never lowers what the locked rows cost, and ends at the target whenever the locked rows cover less', () => {
    for (const lockedCovers of [0, 6_000, 18_000, 30_000])
      for (const openCovers of [0, 6_000, 12_000])
        for (const target of [0, 6_000, 12_000, 18_000, 24_000, 42_000]) {
          const stored = [
            ...(lockedCovers ? [paid(1, lockedCovers)] : []),
            ...(openCovers ? [row(2, openCovers, { feeKey: 'electricity_fee:2' })] : []),
          ];
          const p = planElectricity(stored, to(target));
          expect(p.total).toBeGreaterThanOrEqual(lockedCovers);
          expect(p.remove).not.toContain(1);
          expect(p.total).toBe(Math.max(target, lockedCovers));
          if (p.add) expect(stored.filter((f) => f.locked).map((f) => f.feeKey)).not.toContain(p.add.feeKey);
        }
  });
});
