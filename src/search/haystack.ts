// One searchable string per entity or command, and the matching rules over it (see matcher.ts).
// Layout: title \n subtitle \n keyword… [\u0001 title numbers \u0001 other numbers]
// The trailing part holds the digits of every number (numberRuns), so '10502' finds '2026-10502'.
import { isDigit, normalize, normalizeMapped, numberRuns } from './normalize';

const MAX_TITLE = 1000;
const MAX_REST = 4000; // offsets are stored as Uint16: keep every haystack well under 65535

export interface Haystack {
  hay: string;
  titleEnd: number;
  digitsStart: number;
  digitsTitleEnd: number;
  /** Bit per first letter of a word (wordBit), plus bit 31 when the haystack has numbers. */
  mask: number;
  /** Bloom filters of the first two and three chars of every word: rule most entities out cheaply. */
  pairs: number;
  triples: number;
  /** Which digits (bits 0-9) and digit pairs (bloom, bits 10-31) occur in the numbers. */
  nums: number;
  /** mask's letter bits (0-28) and pairs, for words of the title alone. */
  tmask: number;
  tpairs: number;
  /** nums' digit bits (0-9) for the title alone; NINTH_IS_WORD when its ninth char is a word char. */
  tdigits: number;
  /** The title's first eight chars, one byte each (headOf): with titleEnd and NINTH_IS_WORD, the
   * tier of a query up to eight chars long is known without reading the text. */
  head: number;
  head2: number;
  /** Offsets into the raw title, only when normalising it was not 1:1. */
  titleMap: number[] | null;
}

export const HAS_DIGITS = 1 << 31;
export const NINTH_IS_WORD = 1 << 10;
/** The mask bits that each stand for exactly one letter (a-z å ä ö). */
export const LETTERS = (1 << 29) - 1;

/** Letters, digits and anything non-ASCII from U+00C0 up count as word characters. */
export const isWordChar = (c: number) => (c >= 97 && c <= 122) || isDigit(c) || c >= 0xc0;

/** Which mask bit a word starting with this (normalised) char sets; 0 for non-word chars. */
export function wordBit(c: number): number {
  if (c >= 97 && c <= 122) return 1 << (c - 97);
  if (c === 0xe5) return 1 << 26; // å
  if (c === 0xe4) return 1 << 27; // ä
  if (c === 0xf6) return 1 << 28; // ö
  if (isDigit(c)) return 1 << 29;
  return c >= 0xc0 ? 1 << 30 : 0;
}

export const pairBit = (c0: number, c1: number) => 1 << (Math.imul(c0 * 0x10001 + c1, 0x9e3779b1) >>> 27);
export const tripleBit = (c0: number, c1: number, c2: number) =>
  1 << (Math.imul(c0 * 0x3f1 + c1 * 0x1f + c2, 0x85ebca6b) >>> 27);

/** Four chars of normalised text from `from`, one byte each: 0 past the end, 0xff for chars above
 * (normalised text never has 0xff, ÿ, itself). */
export function headOf(text: string, from = 0): number {
  let head = 0;
  for (let i = 0; i < 4 && from + i < text.length; i++) head |= Math.min(text.charCodeAt(from + i), 0xff) << (8 * i);
  return head >>> 0;
}

/** Digit and digit-pair bits of number text (see Haystack.nums); a substring's bits are a subset. */
export function numBits(digits: string): number {
  let bits = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) continue;
    bits |= 1 << d;
    const e = digits.charCodeAt(i + 1) - 48;
    if (e >= 0 && e <= 9) bits |= 1 << (10 + (((d * 10 + e) * 7) % 22));
  }
  return bits;
}

export function buildHaystack(title: string, subtitle?: string, keywords?: readonly string[]): Haystack {
  const t = normalizeMapped(title.length > MAX_TITLE ? title.slice(0, MAX_TITLE) : title);
  const parts: string[] = [];
  if (subtitle) parts.push(normalize(subtitle));
  if (keywords) for (const k of keywords) if (k) parts.push(normalize(k));
  let rest = parts.filter(Boolean).join('\n');
  if (rest.length > MAX_REST) rest = rest.slice(0, MAX_REST);
  const text = rest ? [t.text, rest].join('\n') : t.text;
  const titleEnd = t.text.length;
  let mask = 0,
    pairs = 0,
    triples = 0,
    tmask = 0,
    tpairs = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const wasInWord = inWord;
    inWord = isWordChar(c);
    if (!inWord || wasInWord) continue;
    const bit = wordBit(c);
    mask |= bit;
    const pair = i + 1 < text.length ? pairBit(c, text.charCodeAt(i + 1)) : 0;
    pairs |= pair;
    if (i + 2 < text.length) triples |= tripleBit(c, text.charCodeAt(i + 1), text.charCodeAt(i + 2));
    if (i < titleEnd) {
      tmask |= bit & LETTERS;
      tpairs |= pair;
    }
  }
  const titleDigits = numberRuns(t.text);
  const restDigits = numberRuns(rest);
  const head = headOf(t.text),
    head2 = headOf(t.text, 4);
  const ninth = titleEnd > 8 && isWordChar(t.text.charCodeAt(8)) ? NINTH_IS_WORD : 0;
  // Plain literals below: building them by spreading a shared part made the index build 4× slower.
  if (!titleDigits && !restDigits) {
    const end = text.length;
    return {
      hay: text,
      titleEnd,
      digitsStart: end,
      digitsTitleEnd: end,
      mask,
      pairs,
      triples,
      nums: 0,
      tmask,
      tpairs,
      tdigits: ninth,
      head,
      head2,
      titleMap: t.map,
    };
  }
  const digitsStart = text.length + 1;
  // join, not concatenation: V8 keeps concatenations as trees of parts, costing memory per entity
  const hay = [text, titleDigits, restDigits].join('\u0001');
  const titleNums = numBits(titleDigits);
  return {
    hay,
    titleEnd,
    digitsStart,
    digitsTitleEnd: digitsStart + titleDigits.length,
    mask: mask | HAS_DIGITS,
    pairs,
    triples,
    nums: titleNums | numBits(restDigits),
    tmask,
    tpairs,
    tdigits: (titleNums & 0x3ff) | ninth,
    head,
    head2,
    titleMap: t.map,
  };
}

export interface QueryWord {
  text: string;
  /** Set for number words ('10502', '2026-105'): their digits, matched anywhere in a number. */
  digits: string | null;
}

export interface ParsedQuery {
  words: QueryWord[];
  /** The words joined by single spaces: compared with the title's start for tiers 3 to 5. */
  norm: string;
  /** Mask bits every candidate must have (first letters of the words, HAS_DIGITS). */
  mask: number;
  /** Pair, triple and number bits every candidate must have. */
  pairs: number;
  triples: number;
  nums: number;
  /** Every word is one letter or one digit, so the bits alone prove a match. */
  maskDecides: boolean;
}

export function parseQuery(query: string): ParsedQuery {
  const norm = normalize(query);
  const words: QueryWord[] = [];
  let mask = 0,
    pairs = 0,
    triples = 0,
    nums = 0,
    maskDecides = true;
  for (const text of norm ? norm.split(' ') : []) {
    const digits = /\d/.test(text) && /^[\d./-]+$/.test(text) ? text.replace(/\D/g, '') : null;
    words.push({ text, digits });
    if (digits !== null) {
      mask |= HAS_DIGITS;
      nums |= numBits(digits);
      maskDecides &&= digits.length === 1;
      continue;
    }
    const bit = wordBit(text.charCodeAt(0));
    mask |= bit;
    if (bit !== 0 && text.length > 1) pairs |= pairBit(text.charCodeAt(0), text.charCodeAt(1));
    if (bit !== 0 && text.length > 2) triples |= tripleBit(text.charCodeAt(0), text.charCodeAt(1), text.charCodeAt(2));
    // the digit-start and 'other' bits stand for many chars, so only letters are exact
    maskDecides &&= text.length === 1 && (bit & LETTERS) !== 0;
  }
  return { words, norm, mask, pairs, triples, nums, maskDecides };
}

/** First occurrence of `w` at a word start in hay[0, end), or -1. */
export function findWordStart(hay: string, w: string, end: number): number {
  let p = hay.indexOf(w);
  while (p !== -1 && p < end) {
    if (p === 0 || !isWordChar(hay.charCodeAt(p - 1))) return p;
    p = hay.indexOf(w, p + 1);
  }
  return -1;
}

/**
 * Match tier, higher is better: 5 exact title; 4 title starts with the query, ending at a word
 * end ('a1' on 'A1 Tält', so it beats 'A12 Tält'); 3 title starts with the query; 2 every word
 * in the title; 1 some word only in subtitle/keywords; 0 no match.
 */
export function tierOf(
  hay: string,
  titleEnd: number,
  digitsStart: number,
  digitsTitleEnd: number,
  q: ParsedQuery,
): number {
  let allInTitle = true;
  for (const w of q.words) {
    // Title parts come first, so the first occurrence tells whether the title has one.
    if (w.digits !== null) {
      if (digitsStart >= hay.length) return 0;
      const p = hay.indexOf(w.digits, digitsStart);
      if (p === -1) return 0;
      if (p >= digitsTitleEnd) allInTitle = false;
    } else {
      const p = findWordStart(hay, w.text, digitsStart);
      if (p === -1) return 0;
      if (p >= titleEnd) allInTitle = false;
    }
  }
  if (!allInTitle) return 1;
  if (!hay.startsWith(q.norm)) return 2;
  const n = q.norm.length;
  if (n === titleEnd) return 5;
  return isWordChar(hay.charCodeAt(n)) ? 3 : 4;
}

/** Highlight ranges [start, end) on the raw title, sorted and merged. */
export function titleRanges(
  titleNorm: string,
  titleMap: number[] | null,
  rawTitle: string,
  q: ParsedQuery,
): [number, number][] {
  const found: [number, number][] = [];
  let pos: number[] | null = null;
  let digits = '';
  for (const w of q.words) {
    if (w.digits === null) {
      const p = findWordStart(titleNorm, w.text, titleNorm.length);
      if (p >= 0) found.push([p, p + w.text.length]);
      continue;
    }
    if (pos === null) digits = numberRuns(titleNorm, (pos = []));
    const k = w.digits ? digits.indexOf(w.digits) : -1;
    if (k >= 0) found.push([pos[k], pos[k + w.digits.length - 1] + 1]);
  }
  found.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const r of found) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  if (!titleMap) return merged;
  return merged.map(([s, e]) => {
    let end = titleMap[e - 1] + 1;
    while (end < rawTitle.length && rawTitle.charCodeAt(end) >= 0x300 && rawTitle.charCodeAt(end) <= 0x36f) end++;
    return [titleMap[s], end] as [number, number];
  });
}
