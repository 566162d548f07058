// Text normalisation shared by the entity index, the query and commands, so all three agree.
// Lowercase; å ä ö stay themselves (Swedish users type them, and 'ö' ≠ 'o' in Swedish);
// ø→ö and æ→ä (what a Swedish keyboard types for Danish/Norwegian names); other diacritics
// folded (é→e, ü→u, ñ→n); ß→ss; control characters dropped; whitespace collapsed and trimmed.

const KEEP = new Set(['å', 'ä', 'ö']);
const SPECIAL: Record<string, string> = { ø: 'ö', æ: 'ä', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', œ: 'oe', ı: 'i' };
const foldCache = new Map<number, string>();

/** The folded form of one non-ASCII UTF-16 unit: '' (drop), ' ' (whitespace) or 1+ chars. */
function foldChar(code: number): string {
  let f = foldCache.get(code);
  if (f === undefined) {
    const lower = String.fromCharCode(code).toLowerCase();
    if (KEEP.has(lower)) f = lower;
    else if (SPECIAL[lower] !== undefined) f = SPECIAL[lower];
    else if (/\s/.test(lower)) f = ' ';
    else f = lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    foldCache.set(code, f);
  }
  return f;
}

/** True when the (already lowercased) text needs no folding at all: the common case, kept cheap. */
function isPlain(s: string): boolean {
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (i === 0 || i === n - 1 || s.charCodeAt(i + 1) === 32) return false;
    } else if (c < 32 || (c > 126 && c !== 0xe5 && c !== 0xe4 && c !== 0xf6)) return false;
  }
  return true;
}

function fold(s: string, map: number[] | null): string {
  const out: string[] = []; // joined at the end: a flat string, not a chain of concatenations
  let space = -1; // index of a pending run of whitespace, written only when text follows
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x300 && c <= 0x36f) {
      // Decomposed input: a + ring, a/o + diaeresis recompose to å ä ö; other marks are dropped.
      const last = space < 0 && out.length > 0 ? out[out.length - 1] : '';
      if (c === 0x30a && last === 'a') out[out.length - 1] = 'å';
      else if (c === 0x308 && (last === 'a' || last === 'o')) out[out.length - 1] = last === 'a' ? 'ä' : 'ö';
      continue;
    }
    let f: string;
    if (c < 128) {
      if (c === 32 || (c >= 9 && c <= 13)) f = ' ';
      else if (c < 32 || c === 127) f = '';
      else f = c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : s[i];
    } else f = foldChar(c);
    if (f === ' ') {
      if (out.length > 0 && space < 0) space = i;
      continue;
    }
    if (f === '') continue;
    if (space >= 0) {
      out.push(' ');
      map?.push(space);
      space = -1;
    }
    for (let k = 0; k < f.length; k++) {
      out.push(f[k]);
      map?.push(i);
    }
  }
  return out.join('');
}

/** Normalised form of a text (see the top of this file). */
export function normalize(s: string): string {
  const lower = s.toLowerCase();
  return lower.length === s.length && isPlain(lower) ? lower : fold(s, null);
}

/**
 * Normalised text plus, when it is not 1:1 with the input, the input offset of each output char
 * (needed to turn highlight ranges on the normalised title back into ranges on the real title).
 */
export function normalizeMapped(s: string): { text: string; map: number[] | null } {
  const lower = s.toLowerCase();
  if (lower.length === s.length && isPlain(lower)) return { text: lower, map: null };
  const map: number[] = [];
  const text = fold(s, map);
  let identity = text.length === s.length;
  for (let i = 0; identity && i < map.length; i++) identity = map[i] === i;
  return { text, map: identity ? null : map };
}

export const isDigit = (c: number) => c >= 48 && c <= 57;
const isNumberSeparator = (c: number) => c === 45 || c === 32 || c === 46 || c === 47; // - space . /

/**
 * The digits of every number in a normalised text, one space between numbers. A number is digits
 * joined by single - . / or space, so '2026-10502' gives '202610502' and '070-123 45 67' gives
 * '0701234567'. With `pos`, the text offset of each output char (-1 for the spaces).
 */
export function numberRuns(t: string, pos: number[] | null = null): string {
  let out = '';
  for (let i = 0; i < t.length; i++) {
    if (!isDigit(t.charCodeAt(i))) continue;
    if (out.length > 0) {
      out += ' ';
      pos?.push(-1);
    }
    let j = i;
    for (; j < t.length; j++) {
      const c = t.charCodeAt(j);
      if (isDigit(c)) {
        out += t[j];
        pos?.push(j);
      } else if (!(isNumberSeparator(c) && j + 1 < t.length && isDigit(t.charCodeAt(j + 1)))) break;
    }
    i = j;
  }
  return out;
}
