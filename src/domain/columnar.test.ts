import { describe, expect, it } from 'vitest';
import { fromColumnar } from './columnar';

describe('fromColumnar', () => {
  it('keys each row by the column names', () => {
    expect(
      fromColumnar({
        columns: ['id', 'name'],
        rows: [
          [1, 'A12'],
          [2, null],
        ],
      }),
    ).toEqual([
      { id: 1, name: 'A12' },
      { id: 2, name: null },
    ]);
  });
  it('handles an empty table', () => {
    expect(fromColumnar({ columns: ['id'], rows: [] })).toEqual([]);
  });
});
