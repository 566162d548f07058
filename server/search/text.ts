/** What the global search needs to know about the typed text, in every form a matcher uses. */
export interface SearchText {
  /** Trimmed, as typed (NFC). */
  raw: string;
  /** Lower case: compared with search_fold(...) in SQL. */
  folded: string;
  /** Letter/digit words, lower case; each must be the start of a word of a name. */
  words: string[];
  /** The words as a prefix tsquery ('anna':* & 'sv':*), or null when there are none. */
  tsquery: string | null;
  /** LIKE pattern: the folded text as a prefix, wildcards escaped. */
  prefix: string;
  /** LIKE pattern: the upper-case text as a prefix (booking numbers are written 2026-G0012). */
  numberPrefix: string;
  /** Digits with leading zeros stripped, as phone numbers are stored. */
  phoneDigits: string;
  /** All digits, as in an organisation number. */
  digits: string;
  /** Only digits and phone punctuation: then it may be a phone or organisation number. */
  numeric: boolean;
  /** Starts with + or 00: the first digits are a country's dialling code. */
  international: boolean;
}

/** Shorter texts match too much to be useful: the dialog shows nothing (and its history). */
export const MIN_SEARCH_LENGTH = 2;
export { MAX_SEARCH_LENGTH } from '../../src/domain/search';
// A name has a handful of words; more only makes a slower query that matches nothing.
const MAX_WORDS = 6;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

export function parseSearchText(input: string): SearchText | null {
  const raw = input.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (raw.length < MIN_SEARCH_LENGTH) return null;
  const folded = raw.toLowerCase();
  // Letters and digits only, so a word can be put in quotes in a tsquery without escaping.
  const words = [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_WORDS);
  const digits = raw.replace(/\D/g, '');
  return {
    raw,
    folded,
    words,
    tsquery: words.length ? words.map((w) => `'${w}':*`).join(' & ') : null,
    prefix: escapeLike(folded) + '%',
    numberPrefix: escapeLike(raw.toUpperCase().replace(/\s/g, '')) + '%',
    phoneDigits: digits.replace(/^0+/, ''),
    digits,
    numeric: /^[\d\s+\-()/.]+$/.test(raw),
    international: /^(\+|00)/.test(raw),
  };
}
