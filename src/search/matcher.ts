// Palette matching over commands and ~150k entities, fast enough for every keystroke.
//
// Why not fuzzy (Fuse.js, cmdk's command-score): staff type names, booking numbers and position
// codes, and expect prefix behaviour they can predict; fuzzy scoring over 150k rows also costs
// hundreds of ms per key. Rules:
// - Text is normalised once at index time (normalize.ts): lowercase, å ä ö kept, other accents
//   folded, whitespace collapsed. The query gets the same treatment and is split into words.
// - Every word must match the start of a word in title, subtitle or keywords ('svens' finds
//   'Anders Svensson'). Number words ('10502', '2026-105') instead match anywhere inside a
//   number, ignoring - . / and spaces within it (booking numbers, phone numbers).
// - Score (higher first): 5 exact title; 4 title starts with the query at a word end; 3 title
//   starts with the query; 2 every word in the title; 1 some word only in subtitle/keywords.
//   Ties: entity rank, then shorter title, then insertion order. Commands (matchCommand) are
//   scored by the same code, so both lists merge on one scale.
// - Incremental narrowing: all candidates of recent searches are kept per index. When a query
//   only narrows an earlier one (words extended or added, same index version and type filter),
//   only that earlier candidate set is scanned. Typing is exactly this case.
// - Per-entity bit summaries (first letters of words, word-start letter pairs, digits present)
//   rule most entities out without reading their text; a one-letter or one-digit query (the
//   first keystroke, always a full scan) is matched and ranked from them alone.
// - Only the top `limit` are ranked (a bounded heap), and only they get highlight ranges.
import { DEAD, ENTITY_TYPES, type EntityIndex, type EntityType, type IndexColumns } from './entityIndex';
import {
  buildHaystack,
  headOf,
  isWordChar,
  LETTERS,
  NINTH_IS_WORD,
  parseQuery,
  tierOf,
  titleRanges,
  type ParsedQuery,
} from './haystack';

export interface Match {
  type: EntityType;
  id: number;
  score: number;
  /** [start, end) offsets in the title to highlight. */
  ranges: [number, number][];
}

export interface SearchOptions {
  limit?: number;
  types?: ReadonlySet<EntityType>;
}

interface Prior {
  version: number;
  types: number;
  query: ParsedQuery;
  /** Every slot that may match (a superset: see scan), in slot order. */
  slots: Int32Array;
}

const MAX_PRIORS = 8; // enough to make backspacing within a word cheap too
const priors = new WeakMap<EntityIndex, Prior[]>();
let scratch = new Int32Array(1024); // candidate buffer reused across keystrokes

/** True when every match of `next` is also a match of `prev`. */
function narrows(prev: ParsedQuery, next: ParsedQuery): boolean {
  if (next.words.length < prev.words.length) return false;
  return prev.words.every((a, i) => {
    const b = next.words[i];
    if (a.digits !== null) return b.digits?.includes(a.digits);
    return b.digits === null && b.text.startsWith(a.text);
  });
}

function typeBits(types: ReadonlySet<EntityType> | undefined): number {
  if (!types) return (1 << ENTITY_TYPES.length) - 1;
  let bits = 0;
  ENTITY_TYPES.forEach((t, i) => types.has(t) && (bits |= 1 << i));
  return bits;
}

export function search(index: EntityIndex, query: string, options: SearchOptions = {}): Match[] {
  const limit = Math.max(0, options.limit ?? 50);
  const q = parseQuery(query);
  if (q.words.length === 0) return []; // the palette shows recent items instead
  const types = typeBits(options.types);
  const c = index.cols;

  let list = priors.get(index);
  if (!list) priors.set(index, (list = []));
  let base: Int32Array | null = null;
  for (let i = list.length - 1; i >= 0; i--) {
    const p = list[i];
    if (p.version !== index.version) list.splice(i, 1);
    else if (p.types === types && narrows(p.query, q) && (!base || p.slots.length < base.length)) base = p.slots;
  }

  const n = base ? base.length : c.count;
  if (scratch.length < n) scratch = new Int32Array(Math.max(n, scratch.length * 2));
  const heap = new TopK(limit, c);
  const found = scan(c, q, types, base, n, heap, scratch);
  list.push({ version: index.version, types, query: q, slots: scratch.slice(0, found) });
  if (list.length > MAX_PRIORS) list.shift();

  return heap.sorted().map(([s, tier]) => {
    const raw = c.rawTitle.get(s);
    const titleNorm = c.hay[s].slice(0, c.titleEnd[s]);
    const ranges = titleRanges(titleNorm, raw === undefined ? null : buildHaystack(raw).titleMap, raw ?? titleNorm, q);
    return { type: ENTITY_TYPES[c.type[s]], id: c.id[s], score: tier, ranges };
  });
}

/**
 * The hot loop, kept apart so it stays optimised. Bits rule candidates out; of the rest, only
 * those whose tier bound could still make the list are read and matched exactly. The others are
 * kept unread, so the returned set is a superset of the matches, which is all narrowing needs.
 */
function scan(
  c: IndexColumns,
  q: ParsedQuery,
  types: number,
  base: Int32Array | null,
  n: number,
  heap: TopK,
  out: Int32Array,
): number {
  const {
    hay,
    titleEnd,
    digitsStart,
    digitsTitleEnd,
    mask,
    pairs,
    triples,
    nums,
    tmask,
    tpairs,
    tdigits,
    head,
    head2,
    type,
    rank,
  } = c;
  const { mask: qmask, pairs: qpairs, triples: qtriples, nums: qnums, norm } = q;
  const qLetters = qmask & LETTERS,
    qDigits = qnums & 0x3ff;
  const len = norm.length;
  // The query's first (up to) eight chars, packed as headOf packs the title's.
  let plen = 0;
  while (plen < 8 && plen < len && norm.charCodeAt(plen) < 0xff) plen++;
  const prefix = headOf(norm.slice(0, plen)),
    prefix2 = headOf(norm.slice(0, plen), 4);
  const pmask = byteMask(plen),
    pmask2 = byteMask(plen - 4);
  const known = plen === len; // the title's head then holds the whole query and the char after it
  // One-letter/one-digit words: the bits prove the match, and the bound is the tier when known or below 5.
  const exact = q.maskDecides;
  let found = 0;
  for (let k = 0; k < n; k++) {
    const s = base === null ? k : base[k];
    const t = type[s];
    if (t === DEAD || ((types >> t) & 1) === 0 || (mask[s] & qmask) !== qmask) continue;
    if ((pairs[s] & qpairs) !== qpairs || (triples[s] & qtriples) !== qtriples || (nums[s] & qnums) !== qnums) continue;
    // An upper bound of the tier, from the columns alone (see tierOf for the tiers).
    let bound: number;
    if ((tmask[s] & qLetters) !== qLetters || (tpairs[s] & qpairs) !== qpairs || (tdigits[s] & qDigits) !== qDigits)
      bound = 1;
    else if (((head[s] ^ prefix) & pmask) !== 0 || ((head2[s] ^ prefix2) & pmask2) !== 0) bound = 2;
    else if (!known) bound = 5;
    else if (titleEnd[s] === len) bound = 5;
    else
      bound = (
        len < 8
          ? isWordChar(((len < 4 ? head[s] : head2[s]) >>> (8 * (len & 3))) & 0xff)
          : (tdigits[s] & NINTH_IS_WORD) !== 0
      )
        ? 3
        : 4;
    if (!heap.accepts(bound, rank[s], s)) {
      out[found++] = s;
      continue;
    }
    const tier =
      exact && (bound < 5 || known) ? bound : tierOf(hay[s], titleEnd[s], digitsStart[s], digitsTitleEnd[s], q);
    if (tier === 0) continue;
    out[found++] = s;
    heap.offer(s, tier, rank[s]);
  }
  return found;
}

/** Mask of the first n (0-4) bytes of a packed head. */
const byteMask = (n: number) => (n >= 4 ? -1 : n <= 0 ? 0 : (1 << (8 * n)) - 1);

/** Forgets the candidate sets kept for narrowing (e.g. when the palette closes). */
export function resetSearch(index: EntityIndex): void {
  priors.delete(index);
}

/** Scores a command like an entity (same rules and scale); null when it does not match. */
export function matchCommand(
  title: string,
  keywords: readonly string[] | undefined,
  query: string,
): { score: number; ranges: [number, number][] } | null {
  const q = parseQuery(query);
  if (q.words.length === 0) return null;
  const h = buildHaystack(title, undefined, keywords);
  if ((h.mask & q.mask) !== q.mask) return null;
  const score = tierOf(h.hay, h.titleEnd, h.digitsStart, h.digitsTitleEnd, q);
  if (score === 0) return null;
  return { score, ranges: titleRanges(h.hay.slice(0, h.titleEnd), h.titleMap, title, q) };
}

/** Bounded heap of the best `limit` slots; the root is the worst kept. */
class TopK {
  private slots: Int32Array;
  private tiers: Int8Array;
  private ranks: Float64Array;
  private n = 0;
  constructor(
    private limit: number,
    private c: { titleEnd: Uint16Array },
  ) {
    this.slots = new Int32Array(limit);
    this.tiers = new Int8Array(limit);
    this.ranks = new Float64Array(limit);
  }

  /** a ranks before b: tier, then rank, then shorter title, then insertion order. */
  private better(ta: number, ra: number, sa: number, tb: number, rb: number, sb: number): boolean {
    if (ta !== tb) return ta > tb;
    if (ra !== rb) return ra > rb;
    const la = this.c.titleEnd[sa],
      lb = this.c.titleEnd[sb];
    return la !== lb ? la < lb : sa < sb;
  }

  private worse(i: number, j: number): boolean {
    return this.better(this.tiers[j], this.ranks[j], this.slots[j], this.tiers[i], this.ranks[i], this.slots[i]);
  }

  private set(i: number, s: number, t: number, r: number) {
    this.slots[i] = s;
    this.tiers[i] = t;
    this.ranks[i] = r;
  }

  private swap(i: number, j: number) {
    const s = this.slots[i],
      t = this.tiers[i],
      r = this.ranks[i];
    this.set(i, this.slots[j], this.tiers[j], this.ranks[j]);
    this.set(j, s, t, r);
  }

  /** Whether a candidate with this tier (or an upper bound of it) would enter the list. */
  accepts(tier: number, rank: number, s: number): boolean {
    return (
      this.n < this.limit || (this.n > 0 && this.better(tier, rank, s, this.tiers[0], this.ranks[0], this.slots[0]))
    );
  }

  offer(s: number, tier: number, rank: number) {
    if (this.n < this.limit) {
      let i = this.n++;
      this.set(i, s, tier, rank);
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.worse(i, p)) break;
        this.swap(i, p);
        i = p;
      }
    } else if (this.n > 0 && this.better(tier, rank, s, this.tiers[0], this.ranks[0], this.slots[0])) {
      this.set(0, s, tier, rank);
      for (let i = 0; ; ) {
        const l = 2 * i + 1,
          r = l + 1;
        let w = i;
        if (l < this.n && this.worse(l, w)) w = l;
        if (r < this.n && this.worse(r, w)) w = r;
        if (w === i) break;
        this.swap(i, w);
        i = w;
      }
    }
  }

  /** The kept slots, best first, as [slot, tier]. */
  sorted(): [number, number][] {
    const idx = Array.from({ length: this.n }, (_, i) => i);
    idx.sort((i, j) => (this.worse(j, i) ? -1 : 1));
    return idx.map((i) => [this.slots[i], this.tiers[i]]);
  }
}
