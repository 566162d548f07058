import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cleanText,
  columns,
  isPrintObject,
  layoutPrintObject,
  leftRight,
  normalizeWidth,
  tableRow,
  wrap,
  type PrintItem,
} from './printObject';

const texts = (content: PrintItem[], width = 10) => layoutPrintObject({ content, width }).map((l) => l.text);

describe('wrap', () => {
  it.each([
    ['fits exactly at the width', 'abcde fghij', 11, ['abcde fghij']],
    ['breaks when one more column would be needed', 'abcde fghijk', 11, ['abcde', 'fghijk']],
    ['cuts a word longer than the line', 'abcdefghijklmno', 6, ['abcdef', 'ghijkl', 'mno']],
    ['continues after a cut word', 'ab cdefghij kl', 4, ['ab', 'cdef', 'ghij', 'kl']],
    ['counts åäö as one column each', 'Åsa Öhrström', 12, ['Åsa Öhrström']],
    ['counts decomposed å as one column', 'A\u030Asa Lo\u0308f', 8, ['Åsa Löf']],
    ['keeps explicit newlines', 'a\nb', 5, ['a', 'b']],
    ['collapses runs of spaces', 'a    b', 5, ['a b']],
    ['gives one empty line for empty text', '', 5, ['']],
  ])('%s', (_name, text, width, expected) => {
    expect(wrap(text, width)).toEqual(expected);
  });

  it('never produces a line wider than the width and loses no letters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 50 }), (s, w) => {
        const lines = wrap(s, w);
        expect(lines.every((l) => columns(l) <= w)).toBe(true);
        expect(lines.join('').replace(/\s/g, '')).toBe(cleanText(s).replace(/\s/g, ''));
      }),
    );
  });
});

describe('text items', () => {
  it.each([
    ['left', 'ab', 'ab        '],
    ['right', 'ab', '        ab'],
    ['center', 'ab', '    ab    '],
    ['center', 'abc', '   abc    '],
  ] as const)('aligns %s', (alignment, value, expected) => {
    expect(texts([{ type: 'text', value, alignment }])).toEqual([expected]);
  });

  it('pads every text line to exactly the width in code points', () => {
    const lines = texts([{ type: 'text', value: 'Välkommen till Sjöbyns camping, åäö ÅÄÖ' }], 12);
    expect(lines.every((l) => columns(l) === 12)).toBe(true);
  });

  it('lays magnified text out on width / (size + 1) columns and keeps the size for the preview', () => {
    const lines = layoutPrintObject({
      content: [{ type: 'text', value: 'ABCDEFGHIJ', text_size: 1, bold: true }],
      width: 10,
    });
    expect(lines.map((l) => l.text)).toEqual(['ABCDE', 'FGHIJ']);
    expect(lines.every((l) => l.bold && l.size === 1)).toBe(true);
  });

  it('clamps text_size to 0-7', () => {
    const [line] = layoutPrintObject({ content: [{ type: 'text', value: 'a', text_size: 42 }], width: 48 });
    expect(line.size).toBe(7);
    expect(columns(line.text)).toBe(6);
  });

  it('drops control characters so a name cannot send printer commands', () => {
    expect(texts([{ type: 'text', value: 'A\u001B@B\u0007' }], 5)).toEqual(['A@B  ']);
  });
});

describe('left-right', () => {
  it.each([
    ['both fit', 'Namn', 'Åsa', 10, ['Namn   Åsa']],
    ['exactly one space between', 'abcd', 'efghi', 10, ['abcd efghi']],
    ['right only', '', 'x', 4, ['   x']],
    ['left too long, right fits beside the last line', 'aaaa bbbbbbb', 'cc', 10, ['aaaa      ', 'bbbbbbb cc']],
    ['right cannot share the last line', 'aaaa bbbbbbbb', 'cc', 10, ['aaaa      ', 'bbbbbbbb  ', '        cc']],
    [
      'both too long: left wraps, right below, right-aligned',
      'Registreringsnummer',
      'ABC123 och XYZ',
      10,
      ['Registreri', 'ngsnummer ', 'ABC123 och', '       XYZ'],
    ],
    ['left only, too long', 'abcdefghijkl', '', 10, ['abcdefghij', 'kl        ']],
  ])('%s', (_name, l, r, width, expected) => {
    expect(leftRight(l, r, width)).toEqual(expected);
  });

  it('always gives lines of exactly the width', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (l, r, w) => {
          expect(leftRight(l, r, w).every((x) => columns(x) === w)).toBe(true);
        },
      ),
    );
  });
});

describe('table, line, newline and device items', () => {
  it('splits columns by width fraction with a space between them', () => {
    expect(
      tableRow(
        [
          { width: 0.5, text: 'Vuxna' },
          { width: 0.5, text: '2', align: 'right' },
        ],
        12,
      ),
    ).toEqual(['Vuxna      2']);
  });

  it('wraps a cell inside its column and makes the row as tall as its tallest cell', () => {
    expect(
      tableRow(
        [
          { width: 0.5, text: 'Hundar och katter' },
          { width: 0.5, text: '1', align: 'center' },
        ],
        14,
      ),
    ).toEqual(['Hundar    1   ', 'och           ', 'katter        ']);
  });

  it('never overflows the paper when fractions add up to more than 1', () => {
    const [row] = tableRow(
      [
        { width: 0.7, text: 'a' },
        { width: 0.7, text: 'b' },
      ],
      10,
    );
    expect(columns(row)).toBe(10);
  });

  it('draws a line of dashes, an empty line for newline, and markers for device items', () => {
    const lines = layoutPrintObject({
      content: [
        { type: 'line' },
        { type: 'newline' },
        { type: 'cut' },
        { type: 'open-cash-drawer' },
        { type: 'signal-buzzer' },
      ],
      width: 6,
    });
    expect(lines.map((l) => [l.kind, l.text])).toEqual([
      ['text', '------'],
      ['text', '      '],
      ['cut', ''],
      ['drawer', ''],
      ['buzzer', ''],
    ]);
  });

  it('falls back to 48 columns for a missing or absurd width', () => {
    expect(normalizeWidth(undefined)).toBe(48);
    expect(normalizeWidth(2)).toBe(48);
    expect(normalizeWidth(42)).toBe(42);
  });

  it('recognises the shape of a print object', () => {
    expect(isPrintObject({ content: [], port: 'SIM', width: 48 })).toBe(true);
    expect(isPrintObject({ content: [] })).toBe(false);
    expect(isPrintObject('print')).toBe(false);
  });
});
