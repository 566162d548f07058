import { describe, expect, it } from 'vitest';
import { isReturnTotal, mixesSaleAndReturn, returnBlock, RETURN_TEXTS } from './returns';

const line = (quantity: number, saved = false) => ({ quantity, saved });

describe('returns at the till (SWEDEN.md: a return is its own receipt)', () => {
  it.each([
    ['a plain sale', [line(1000), line(2000)], 5000, 0, 'cash', null],
    ['a plain return in cash', [line(-1000)], -5000, 0, 'cash', null],
    ['a plain return on the card terminal', [line(-1000), line(-500)], -7500, 0, 'integrated_terminal', null],
    ['sold and returned lines, positive total', [line(2000), line(-1000)], 100, 0, 'cash', 'mixed_return'],
    ['sold and returned lines, negative total', [line(1000), line(-2000)], -100, 0, 'cash', 'mixed_return'],
    ['a saved charge taken back', [line(-1000, true)], -5000, 0, 'cash', 'negative_saved_charge'],
    ['customer credit on a return', [line(-1000)], -5000, 100, 'cash', 'credit_on_return'],
    ['a return by Swish', [line(-1000)], -5000, 0, 'swish', 'refund_method'],
    ['a return before the methods are known', [line(-1000)], -5000, 0, null, null],
    ['a sale by Swish', [line(1000)], 5000, 0, 'swish', null],
  ] as const)('%s', (_name, lines, total, credit, gateway, code) => {
    const block = returnBlock(lines, total, credit, gateway);
    expect(block?.code ?? null).toBe(code);
    if (block) expect(Object.values(RETURN_TEXTS)).toContain(block.message);
  });

  it('a return is a negative total; zero lines never mix', () => {
    expect([isReturnTotal(-1), isReturnTotal(0), isReturnTotal(1)]).toEqual([true, false, false]);
    expect(mixesSaleAndReturn([0, 1000])).toBe(false);
    expect(mixesSaleAndReturn([-1000, 0])).toBe(false);
    expect(mixesSaleAndReturn([])).toBe(false);
  });
});
