import { describe, expect, it } from 'vitest';
import { layoutPrintObject, type PrintItem } from '../../domain/printObject';
import { encodeCashDrawerPulse, encodePrintObject, EPSON_BUZZER, paperColumns } from './escpos';

const ESC = 0x1b;
const GS = 0x1d;
const doc = (content: PrintItem[], width = 42) => ({ content, width });

/** Lengths of the commands the encoder emits, so a test can read the printed text back. */
function commandLength(b: Uint8Array, i: number): number {
  const [a, c] = [b[i], b[i + 1]];
  if (a === ESC && c === 0x40) return 2; // ESC @
  if (a === 0x1c && c === 0x2e) return 2; // FS .
  if (a === ESC && [0x4d, 0x74, 0x45, 0x61].includes(c)) return 3; // font, code page, bold, align
  if (a === GS && [0x21, 0x56].includes(c)) return 3; // size, cut
  if (a === ESC && c === 0x70) return 5; // drawer pulse
  if (a === ESC && c === 0x28) return 5 + b[i + 3] + 256 * b[i + 4]; // ESC ( A pL pH ...
  return 0;
}

/** The printed lines of an ASCII job, commands stripped. */
function printedLines(bytes: Uint8Array): string[] {
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < bytes.length; ) {
    const n = commandLength(bytes, i);
    if (n > 0) {
      i += n;
      continue;
    }
    if (bytes[i] === 0x0a) {
      lines.push(line);
      line = '';
    } else if (bytes[i] !== 0x0d) line += String.fromCharCode(bytes[i]);
    i++;
  }
  if (line) lines.push(line);
  return lines;
}

const indexOf = (bytes: Uint8Array, seq: readonly number[]) => {
  for (let i = 0; i + seq.length <= bytes.length; i++) if (seq.every((x, j) => bytes[i + j] === x)) return i;
  return -1;
};

describe('encodePrintObject', () => {
  it('resets the printer and prints åäöÅÄÖ and € in cp858 (ESC t 19)', () => {
    const bytes = encodePrintObject(doc([{ type: 'text', value: 'åäöÅÄÖ €' }]));
    expect([...bytes.slice(0, 2)]).toEqual([ESC, 0x40]);
    expect(indexOf(bytes, [ESC, 0x74, 19])).toBeGreaterThan(0);
    expect(indexOf(bytes, [0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99, 0x20, 0xd5])).toBeGreaterThan(0);
  });

  it('can use the Nordic code page cp865 (ESC t 5), where ø is 0x9B', () => {
    const bytes = encodePrintObject(doc([{ type: 'text', value: 'åäöÅÄÖø' }]), { codepage: 'cp865' });
    expect(indexOf(bytes, [ESC, 0x74, 5])).toBeGreaterThan(0);
    expect(indexOf(bytes, [0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99, 0x9b])).toBeGreaterThan(0);
  });

  it('prints the same lines as the preview: alignment, left-right, tables, lines and wrapping', () => {
    const content: PrintItem[] = [
      { type: 'text', value: 'Kvitto', alignment: 'center' },
      { type: 'text', value: 'Summa', alignment: 'right' },
      { type: 'left-right', values: ['Korv med brod och senap och ketchup extra', '45,00'] },
      { type: 'newline' },
      { type: 'line', value: '=' },
      {
        type: 'table',
        rows: [
          [
            { width: 0.5, text: 'Moms 25%' },
            { width: 0.25, text: '9,00', align: 'right' },
            { width: 0.25, text: '36,00', align: 'right' },
          ],
        ],
      },
      { type: 'text', value: 'ett ord som ar mycket langre an raden kan rymma pa pappret', alignment: 'left' },
    ];
    for (const width of [42, 48]) {
      const preview = layoutPrintObject(doc(content, width)).map((l) => l.text.replace(/ +$/, ''));
      expect(printedLines(encodePrintObject(doc(content, width)))).toEqual(preview);
    }
  });

  it('styles bold and magnified lines and resets the style after them', () => {
    const bytes = encodePrintObject(
      doc([
        { type: 'text', value: 'STOR', bold: true, text_size: 1, alignment: 'center' },
        { type: 'text', value: 'liten' },
      ]),
    );
    const bold = indexOf(bytes, [ESC, 0x45, 1]);
    const double = indexOf(bytes, [GS, 0x21, 0x11]);
    const text = indexOf(
      bytes,
      [...'STOR'].map((c) => c.charCodeAt(0)),
    );
    expect(bold).toBeGreaterThan(0);
    expect(double).toBeGreaterThan(0);
    expect(text).toBeGreaterThan(Math.max(bold, double));
    expect(indexOf(bytes.slice(text), [ESC, 0x45, 0])).toBeGreaterThan(0);
    expect(indexOf(bytes.slice(text), [GS, 0x21, 0])).toBeGreaterThan(0);
    // 21 magnified characters fill a 42-column line: the centred word keeps its left padding.
    expect(printedLines(bytes)[0]).toBe(' '.repeat(8) + 'STOR');
  });

  it('turns open-cash-drawer into ESC p, signal-buzzer into the buzzer command and cut into GS V after feeding', () => {
    const bytes = encodePrintObject(
      doc([{ type: 'open-cash-drawer' }, { type: 'text', value: 'x' }, { type: 'signal-buzzer' }, { type: 'cut' }]),
    );
    const pulse = indexOf(bytes, [ESC, 0x70, 0, 50, 250]);
    const buzzer = indexOf(bytes, EPSON_BUZZER);
    const cut = indexOf(bytes, [GS, 0x56, 0]);
    expect(pulse).toBeGreaterThan(0);
    expect(buzzer).toBeGreaterThan(pulse);
    expect(cut).toBeGreaterThan(buzzer);
    expect(indexOf(bytes.slice(cut - 8, cut), [0x0a, 0x0d, 0x0a, 0x0d, 0x0a, 0x0d, 0x0a, 0x0d])).toBe(0);
  });

  it('follows the options: drawer pin 5, partial cut, another buzzer command or none', () => {
    const content: PrintItem[] = [{ type: 'open-cash-drawer' }, { type: 'signal-buzzer' }, { type: 'cut' }];
    const bytes = encodePrintObject(doc(content), { drawerPin: 1, cut: 'partial', buzzer: [ESC, 0x42, 2, 5] });
    expect(indexOf(bytes, [ESC, 0x70, 1, 50, 250])).toBeGreaterThan(0);
    expect(indexOf(bytes, [GS, 0x56, 1])).toBeGreaterThan(0);
    expect(indexOf(bytes, [ESC, 0x42, 2, 5])).toBeGreaterThan(0);
    expect(indexOf(encodePrintObject(doc(content), { buzzer: null }), EPSON_BUZZER)).toBe(-1);
  });

  it('does not print the image placeholder of the preview', () => {
    const bytes = encodePrintObject(
      doc([
        { type: 'image', value: 'logo.png' },
        { type: 'text', value: 'Camping' },
      ]),
    );
    expect(printedLines(bytes)).toEqual(['Camping']);
  });

  it('fits any width into a paper the encoder knows, laying out at most 48 columns', () => {
    expect(paperColumns(42)).toEqual({ layout: 42, encoder: 42 });
    expect(paperColumns(40)).toEqual({ layout: 40, encoder: 42 });
    expect(paperColumns(64)).toEqual({ layout: 48, encoder: 48 });
    expect(paperColumns('x')).toEqual({ layout: 48, encoder: 48 });
    const wide = printedLines(encodePrintObject(doc([{ type: 'line' }], 64)));
    expect(wide).toEqual(['-'.repeat(48)]);
    expect(printedLines(encodePrintObject(doc([{ type: 'line' }], 32)))).toEqual(['-'.repeat(32)]);
  });

  it('refuses a code page the printer mapping lacks by throwing (the driver reports it)', () => {
    expect(() => encodePrintObject(doc([]), { codepage: 'cp865', codepageMapping: { cp437: 0 } })).toThrow();
  });
});

describe('encodeCashDrawerPulse', () => {
  it('is exactly ESC p with 100 ms on and 500 ms off', () => {
    expect([...encodeCashDrawerPulse()]).toEqual([ESC, 0x70, 0, 50, 250]);
    expect([...encodeCashDrawerPulse({ drawerPin: 1 })]).toEqual([ESC, 0x70, 1, 50, 250]);
  });
});
