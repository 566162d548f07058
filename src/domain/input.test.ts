import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  countParam,
  dateRange,
  findInputProblem,
  id,
  idOrNew,
  idOrNewParam,
  idParam,
  INPUT_TEXTS,
  isoDate,
  jsonSettings,
  lines,
  MAX_ID,
  money,
  quantity,
  text,
} from './input';
import { fromDayNumber, toDayNumber } from './dates';

const ok = (s: z.ZodType, v: unknown) => s.safeParse(v).success;
const msg = (s: z.ZodType, v: unknown) => {
  const r = s.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};
const deep = (n: number) => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
};

describe('id (JSON body)', () => {
  it.each([1, 7, MAX_ID])('accepts %s', (v) => expect(id().parse(v)).toBe(v));
  it.each([0, -1, 2_147_483_648, 1e308, 1.5, NaN, Infinity, true, [1], ' 7 ', '7', null, undefined, {}])(
    'refuses %j',
    (v) => {
      expect(ok(id(), v)).toBe(false);
      expect(msg(id(), v)).toMatch(/id/i);
    },
  );
});

describe('idParam (path and query)', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    ['2147483647', MAX_ID],
    ['007', 7],
  ])('accepts %j', (v, n) => expect(idParam().parse(v)).toBe(n));
  it.each([
    '0',
    '2147483648',
    '99999999999',
    'true',
    '[1]',
    ' 7 ',
    '7.0',
    '1e3',
    '-1',
    '',
    '0x1',
    '７',
    7,
    true,
    ['1'],
  ])('refuses %j', (v) => {
    expect(ok(idParam(), v)).toBe(false);
  });
});

describe('idOrNew', () => {
  it('takes 0 as a record not saved yet, and nothing else outside the ids', () => {
    expect(idOrNew().parse(0)).toBe(0);
    expect(idOrNewParam().parse('0')).toBe(0);
    for (const v of [-1, true, '0', 2_147_483_648]) expect(ok(idOrNew(), v)).toBe(false);
    expect(ok(idOrNewParam(), ' 0')).toBe(false);
  });
});

describe('countParam', () => {
  it('takes digits within the bound', () => {
    expect(countParam(200).parse('0')).toBe(0);
    expect(ok(countParam(200), '201')).toBe(false);
    expect(ok(countParam(), '1e3')).toBe(false);
  });
});

describe('isoDate', () => {
  it.each(['2026-02-28', '2028-02-29', '1900-01-01', '2200-12-31'])('accepts %s', (d) =>
    expect(isoDate().parse(d)).toBe(d),
  );
  it.each([
    ['2026-02-30', INPUT_TEXTS.dateUnreal],
    ['2026-11-00', INPUT_TEXTS.dateUnreal],
    ['2026-13-01', INPUT_TEXTS.dateUnreal],
    ['2027-02-29', INPUT_TEXTS.dateUnreal],
    ['0000-01-01', INPUT_TEXTS.dateYear],
    ['1899-12-31', INPUT_TEXTS.dateYear],
    ['2201-01-01', INPUT_TEXTS.dateYear],
    ['2026-1-01', INPUT_TEXTS.dateFormat],
    [' 2026-01-01', INPUT_TEXTS.dateFormat],
    ['1 maj', INPUT_TEXTS.dateFormat],
  ])('refuses %s', (d, m) => expect(msg(isoDate(), d)).toBe(m));
  it('passes every real date of 1900..2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: toDayNumber('1900-01-01'), max: toDayNumber('2200-12-31') }), (n) =>
        ok(isoDate(), fromDayNumber(n)),
      ),
    );
  });
});

describe('dateRange', () => {
  const r = dateRange({ maxDays: 10 });
  it('checks order and length only when both are dates', () => {
    expect(ok(r, { from: '2026-01-01', to: '2026-01-05' })).toBe(true);
    expect(msg(r, { from: '2026-01-05', to: '2026-01-01' })).toBe(INPUT_TEXTS.rangeReversed);
    expect(ok(r, { from: '2026-01-01', to: '2026-02-05' })).toBe(false);
    expect(msg(r, { from: '2026-02-30', to: '2026-03-05' })).toBe(INPUT_TEXTS.dateUnreal);
    expect(msg(r, { from: '2026-01-01', to: '2026-11-00' })).toBe(INPUT_TEXTS.dateUnreal);
  });
});

describe('money and quantity', () => {
  it('money is integer öre within bounds', () => {
    expect(money().parse(100_000_000)).toBe(100_000_000);
    expect(msg(money(), 100_000_001)).toBe(INPUT_TEXTS.moneyTooBig);
    expect(ok(money(), 1e308)).toBe(false);
    expect(msg(money(), 1.5)).toBe(INPUT_TEXTS.moneyInteger);
    expect(msg(money(), -1)).toBe(INPUT_TEXTS.moneyNegative);
    expect(ok(money(), '100')).toBe(false);
  });
  it('quantity is integer thousandths, never 0 by default', () => {
    expect(quantity().parse(-1000)).toBe(-1000);
    expect(msg(quantity(), 0)).toBe(INPUT_TEXTS.quantityZero);
    expect(msg(quantity(), 2_147_483_648)).toBe(INPUT_TEXTS.quantityTooBig);
    expect(msg(quantity(), 0.5)).toBe(INPUT_TEXTS.quantityInteger);
  });
  it('bounds line and order totals', () => {
    const s = lines(z.object({ price: money(), quantity: quantity() }));
    expect(ok(s, [{ price: 100_000_000, quantity: 1000 }])).toBe(true);
    expect(msg(s, [{ price: 100_000_000, quantity: 2000 }])).toBe(INPUT_TEXTS.lineTooBig);
    const many = Array.from({ length: 500 }, () => ({ price: 100_000_000, quantity: 1_000_000_000 }));
    expect(s.safeParse(many).error!.issues.map((i) => i.message)).toContain(INPUT_TEXTS.orderTooBig);
    expect(
      msg(
        s,
        Array.from({ length: 11 }, () => ({ price: 100_000_000, quantity: 1000 })),
      ),
    ).toBe(INPUT_TEXTS.orderTooBig);
  });
  it('any accepted order sums inside the safe-integer and int4 range', () => {
    const s = lines(z.object({ price: money(), quantity: quantity() }));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 0, max: 2e8 }), quantity: fc.integer({ min: -2e9, max: 2e9 }) }),
          { maxLength: 20 },
        ),
        (ls) => {
          const r = s.safeParse(ls);
          if (!r.success) return true;
          const sum = ls.reduce((a, l) => a + Math.round((l.price * l.quantity) / 1000), 0);
          return Math.abs(sum) <= 2_147_483_647;
        },
      ),
    );
  });
});

describe('text', () => {
  it.each([
    ['a\u0000b', INPUT_TEXTS.nul],
    ['\ud800', INPUT_TEXTS.surrogate],
    ['x\udc00', INPUT_TEXTS.surrogate],
    ['\udc00\ud800', INPUT_TEXTS.surrogate],
  ])('refuses %j', (s, m) => expect(msg(text(), s)).toBe(m));
  it.each(['', 'Åsa Öberg', '😀 tält', '\ud83d\ude00'])('accepts %j', (s) => expect(text().parse(s)).toBe(s));
  it('refuses any string containing a NUL', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => !ok(text(), `${a}\u0000${b}`)));
  });
  it('keeps chaining: trim and max', () => {
    expect(text().trim().max(3).parse(' abc ')).toBe('abc');
    expect(ok(text().trim().max(3), ' abcd ')).toBe(false);
    expect(msg(text().trim().max(3), ' a\u0000 ')).toBe(INPUT_TEXTS.nul);
  });
});

describe('findInputProblem and jsonSettings', () => {
  it('finds NUL, lone surrogates (keys too) and deep nesting without recursion', () => {
    expect(findInputProblem({ a: [1, { b: 'x\u0000' }] })).toEqual({ path: 'a.1.b', message: INPUT_TEXTS.nul });
    expect(findInputProblem({ 'k\ud800': 1 })?.message).toBe(INPUT_TEXTS.surrogate);
    expect(findInputProblem(deep(50_000))?.message).toBe(INPUT_TEXTS.tooDeep);
    expect(findInputProblem(deep(32))).toBeNull();
    expect(findInputProblem({ ok: ['Åsa', 1, null, true] })).toBeNull();
  });
  it('settings: object or JSON text, bounded depth and length', () => {
    expect(jsonSettings().parse({ a: 1 })).toBe('{"a":1}');
    expect(jsonSettings().parse('{"a":1}')).toBe('{"a":1}');
    expect(msg(jsonSettings(), '{nope')).toBe(INPUT_TEXTS.notJson);
    expect(msg(jsonSettings(), deep(20))).toBe(INPUT_TEXTS.settingsTooDeep);
    expect(msg(jsonSettings(), JSON.stringify(deep(20)))).toBe(INPUT_TEXTS.settingsTooDeep);
    expect(msg(jsonSettings(), { a: 'x'.repeat(10_001) })).toBe('Max 10000 tecken');
  });
});
