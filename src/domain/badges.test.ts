import { describe, expect, it } from 'vitest';
import { countBadgeText } from './badges';

describe('countBadgeText', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i → %s', (n, text) => {
    expect(countBadgeText(n)).toBe(text);
  });
});
