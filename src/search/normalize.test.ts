import { describe, expect, it } from 'vitest';
import { normalize, normalizeMapped, numberRuns } from './normalize';

describe('normalize', () => {
  it.each([
    ['Anders Svensson', 'anders svensson'],
    ['ÅSA ÖBERG', 'åsa öberg'], // Swedish letters are kept, only lowercased
    ['Strandvägen 12', 'strandvägen 12'],
    ['Jürgen Müller', 'jurgen muller'], // other diacritics fold
    ['Élodie Béranger', 'elodie beranger'],
    ['Søren Jørgensen', 'sören jörgensen'], // ø → ö: what a Swedish keyboard types
    ['Ærøskøbing', 'ärösköbing'],
    ['Hauptstraße', 'hauptstrasse'],
    ['Wiśniewska Łódź', 'wisniewska lodz'],
    ['  Anna \t Karin\n Berg  ', 'anna karin berg'], // whitespace collapsed and trimmed
    ['A\u030Asa O\u0308berg', 'åsa öberg'], // decomposed input recomposes to å ö
    ['Cafe\u0301', 'cafe'],
    ['2026-10502', '2026-10502'],
    ['bell\u0007', 'bell'], // control chars dropped
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it('maps normalised offsets back to the input only when they differ', () => {
    expect(normalizeMapped('Anders Svensson').map).toBeNull();
    expect(normalizeMapped('Jürgen Müller').map).toBeNull(); // 1:1 folding keeps offsets
    const m = normalizeMapped('  Straße  Ost');
    expect(m.text).toBe('strasse ost');
    expect(m.map).toEqual([2, 3, 4, 5, 6, 6, 7, 8, 10, 11, 12]);
  });
});

describe('numberRuns', () => {
  it.each([
    ['2026-10502 anders', '202610502'],
    ['070-123 45 67', '0701234567'],
    ['a12 husvagnsplats', '12'],
    ['skolevej 13, 6782 esbjerg', '13 6782'], // a comma ends a number
    ['2024-g0001', '2024 0001'],
    ['no digits', ''],
  ])('%j → %j', (text, digits) => {
    expect(numberRuns(text)).toBe(digits);
  });

  it('reports where each digit came from', () => {
    const pos: number[] = [];
    expect(numberRuns('x 1-23 4', pos)).toBe('1234');
    expect(pos).toEqual([2, 4, 5, 7]);
  });
});
