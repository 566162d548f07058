// The spec's print object (money.md 3) and its text layout: one pure formatter shared by the
// server (which builds jobs) and the console (which prints them on the preview, a browser
// window or, later, ESC/POS). Widths count Unicode code points: å, ä and ö are one column.

export type PrintAlignment = 'center' | 'left' | 'right';
export type PrintItemType =
  | 'image'
  | 'text'
  | 'left-right'
  | 'newline'
  | 'line'
  | 'table'
  | 'open-cash-drawer'
  | 'signal-buzzer'
  | 'cut';

export interface PrintTableCell {
  /** Fraction of the paper width, 0..1. */
  width: number;
  align?: PrintAlignment;
  text: string;
}

export interface PrintItem {
  type: PrintItemType;
  value?: string;
  alignment?: PrintAlignment;
  bold?: boolean;
  /** 0 (normal) to 7: the printer's character magnification minus one. */
  text_size?: number;
  /** left-right: the left and the right text. */
  values?: [string, string];
  /** table: rows of cells. */
  rows?: PrintTableCell[][];
}

export interface PrintObject {
  content: PrintItem[];
  /** SIM (preview dialog), WINDOWS (browser print) or a hardware port. */
  port: string;
  /** Characters per line at text size 0. */
  width: number;
}

/** One laid-out line. Text lines are exactly `columns` code points long. */
export interface PrintLine {
  kind: 'text' | 'image' | 'cut' | 'drawer' | 'buzzer';
  text: string;
  bold: boolean;
  /** text_size: the preview scales the line by size + 1. */
  size: number;
}

export const DEFAULT_PRINT_WIDTH = 48;
const MIN_WIDTH = 4;
const MAX_WIDTH = 200;

const chars = (s: string) => Array.from(s);
export const columns = (s: string) => chars(s).length;

/** NFC (so 'å' is one column whatever the source), tabs to spaces, other control characters dropped. */
export function cleanText(s: unknown): string {
  // Control characters would reach an ESC/POS printer as commands.
  // eslint-disable-next-line no-control-regex
  return String(s ?? '')
    .normalize('NFC')
    .replace(/\t/g, ' ')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '');
}

export function pad(text: string, width: number, align: PrintAlignment = 'left'): string {
  const free = Math.max(0, width - columns(text));
  if (align === 'right') return ' '.repeat(free) + text;
  if (align === 'center') {
    const left = Math.floor(free / 2);
    return ' '.repeat(left) + text + ' '.repeat(free - left);
  }
  return text + ' '.repeat(free);
}

/** Word-wraps to at most `width` columns per line; words longer than a line are cut. Keeps explicit newlines. */
export function wrap(text: string, width: number): string[] {
  const w = Math.max(1, width);
  const out: string[] = [];
  for (const paragraph of cleanText(text).split('\n')) {
    let line: string[] = [];
    for (const word of paragraph.split(' ').filter((x) => x !== '')) {
      let rest = chars(word);
      const sep = line.length > 0 ? 1 : 0;
      if (line.length + sep + rest.length <= w) {
        if (sep) line.push(' ');
        line.push(...rest);
        continue;
      }
      if (line.length > 0) {
        out.push(line.join(''));
        line = [];
      }
      while (rest.length > w) {
        out.push(rest.slice(0, w).join(''));
        rest = rest.slice(w);
      }
      line = rest;
    }
    out.push(line.join(''));
  }
  return out;
}

const sizeOf = (item: PrintItem) => Math.min(7, Math.max(0, Math.trunc(Number(item.text_size) || 0)));

/** Left text and right text on one line; when both do not fit, the left wraps and the right goes right-aligned below. */
export function leftRight(left: string, right: string, width: number): string[] {
  const l = cleanText(left).replace(/\n/g, ' ');
  const r = cleanText(right).replace(/\n/g, ' ');
  if (columns(l) + columns(r) + (l && r ? 1 : 0) <= width) return [l + ' '.repeat(width - columns(l) - columns(r)) + r];
  if (!r) return wrap(l, width).map((x) => pad(x, width));
  const lines = l ? wrap(l, width) : [];
  const last = lines.length > 0 ? lines[lines.length - 1] : '';
  const rightLines = wrap(r, width);
  if (rightLines.length === 1 && lines.length > 0 && columns(last) + 1 + columns(r) <= width) {
    lines[lines.length - 1] = last + ' '.repeat(width - columns(last) - columns(r)) + r;
    return lines.map((x) => pad(x, width));
  }
  return [...lines.map((x) => pad(x, width)), ...rightLines.map((x) => pad(x, width, 'right'))];
}

/** Column start offsets from width fractions: rounding errors never add up past the paper. */
function columnWidths(cells: PrintTableCell[], width: number): number[] {
  let acc = 0;
  let start = 0;
  return cells.map((c) => {
    acc += Math.max(0, Number(c.width) || 0);
    const end = Math.min(width, Math.round(Math.min(1, acc) * width));
    const w = Math.max(0, end - start);
    start = end;
    return w;
  });
}

/** A table row: each cell wraps in its column (one space kept between columns), the row is as tall as its tallest cell. */
export function tableRow(cells: PrintTableCell[], width: number): string[] {
  const widths = columnWidths(cells, width);
  const wrapped = cells.map((c, i) => {
    const inner = i < cells.length - 1 ? widths[i] - 1 : widths[i];
    return inner > 0
      ? wrap(c.text, inner).map((x) => pad(x, inner, c.align ?? 'left') + (inner < widths[i] ? ' ' : ''))
      : [];
  });
  const height = Math.max(1, ...wrapped.map((w) => w.length));
  const lines: string[] = [];
  for (let r = 0; r < height; r++) {
    lines.push(pad(wrapped.map((w, i) => w[r] ?? ' '.repeat(widths[i])).join(''), width));
  }
  return lines;
}

export function normalizeWidth(width: unknown): number {
  const w = Math.trunc(Number(width));
  return Number.isFinite(w) && w >= MIN_WIDTH ? Math.min(MAX_WIDTH, w) : DEFAULT_PRINT_WIDTH;
}

/** Lays a print object out as lines of the paper's width (characters at size 0). */
export function layoutPrintObject(doc: Pick<PrintObject, 'content' | 'width'>, width = doc.width): PrintLine[] {
  const paper = normalizeWidth(width);
  const out: PrintLine[] = [];
  for (const item of doc.content ?? []) {
    const size = sizeOf(item);
    const bold = item.bold === true;
    // Magnified text takes size + 1 columns per character.
    const cols = Math.max(1, Math.floor(paper / (size + 1)));
    const text = (t: string) => out.push({ kind: 'text', text: t, bold, size });
    switch (item.type) {
      case 'text':
        for (const l of wrap(item.value ?? '', cols)) text(pad(l, cols, item.alignment ?? 'left'));
        break;
      case 'left-right': {
        const [l = '', r = ''] = item.values ?? [item.value ?? '', ''];
        leftRight(l, r, cols).forEach(text);
        break;
      }
      case 'newline':
        out.push({ kind: 'text', text: ' '.repeat(paper), bold: false, size: 0 });
        break;
      case 'line': {
        const ch = chars(cleanText(item.value ?? ''))[0] ?? '-';
        out.push({ kind: 'text', text: ch.repeat(paper), bold, size: 0 });
        break;
      }
      case 'table':
        for (const row of item.rows ?? []) tableRow(row, cols).forEach(text);
        break;
      case 'image':
        out.push({ kind: 'image', text: pad('[Bild]', paper, 'center'), bold: false, size: 0 });
        break;
      case 'cut':
        out.push({ kind: 'cut', text: '', bold: false, size: 0 });
        break;
      case 'open-cash-drawer':
        out.push({ kind: 'drawer', text: '', bold: false, size: 0 });
        break;
      case 'signal-buzzer':
        out.push({ kind: 'buzzer', text: '', bold: false, size: 0 });
        break;
      default:
        break; // Unknown item types are skipped, as a printer would.
    }
  }
  return out;
}

/** True when a value has the shape of a print object (what the API's `print` field should carry). */
export function isPrintObject(v: unknown): v is PrintObject {
  if (!v || typeof v !== 'object') return false;
  const o = v as Partial<PrintObject>;
  return Array.isArray(o.content) && typeof o.port === 'string' && o.port.length > 0;
}
