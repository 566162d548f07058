import { describe, expect, it } from 'vitest';
import { panesFromSearch } from './paneParams';

describe('panesFromSearch', () => {
  it('stacks the panes in URL order and ignores other params', () => {
    expect(panesFromSearch({ tab: 'x', customer: 12, booking: '7' })).toEqual([
      { param: 'customer', id: 12 },
      { param: 'booking', id: 7 },
    ]);
  });
  it('ignores ids that are not positive integers', () => {
    expect(panesFromSearch({ booking: 'abc', customer: -1, group: 1.5 })).toEqual([]);
  });
});
