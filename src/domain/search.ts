/** Global search (shell.md 2.9, 4.6, 9): result grouping, keyboard index, highlights, history. */

export type SearchResultType = 'customer' | 'booking' | 'position' | 'booking_group' | 'product' | 'query';

export interface SearchResult {
  type: SearchResultType;
  id: number | string;
  unique_id: string;
  group_title: string;
  title: string;
  subtitle?: string | null;
  avatar?: { color?: string | null; text?: string | null; icon?: string | null } | null;
  /** A query result may carry the text to run; otherwise its title is the text. */
  value?: string;
}

/** A recent search: a typed text, or a result that was opened. */
export type RecentSearch = { type: 'query'; value: string } | SearchResult;

export const RECENT_SEARCHES_KEPT = 20;
/** Longer search texts are refused (422) by every search route. */
export const MAX_SEARCH_LENGTH = 100;
export const PREVIEW_DELAY_MS = 500;
export const SEARCH_DEBOUNCE_MS = 150;

export interface ResultGroup<T> {
  title: string;
  items: { item: T; index: number }[];
}

/**
 * Groups in the order their first result arrives (the server ranks), each keeping its results'
 * order; `index` numbers the rows top to bottom as they are shown, for arrow navigation.
 */
export function groupResults<T extends { group_title: string }>(results: readonly T[]): ResultGroup<T>[] {
  const groups: ResultGroup<T>[] = [];
  const byTitle = new Map<string, ResultGroup<T>>();
  for (const r of results) {
    let g = byTitle.get(r.group_title);
    if (!g) {
      g = { title: r.group_title, items: [] };
      byTitle.set(r.group_title, g);
      groups.push(g);
    }
    g.items.push({ item: r, index: -1 });
  }
  let i = 0;
  for (const g of groups) for (const it of g.items) it.index = i++;
  return groups;
}

/** The rows as shown, top to bottom. */
export const flattenGroups = <T>(groups: readonly ResultGroup<T>[]): T[] =>
  groups.flatMap((g) => g.items.map((it) => it.item));

/** Arrow navigation that wraps around at both ends; -1 (nothing highlighted) enters from the near end. */
export function wrapIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return delta >= 0 ? 0 : count - 1;
  return (((current + delta) % count) + count) % count;
}

export interface Range {
  start: number;
  end: number;
}

// Case-insensitive, one UTF-16 unit at a time so offsets in the folded text are offsets in the original.
const foldChar = (ch: string) => {
  const l = ch.toLocaleLowerCase('sv');
  return l.length === ch.length ? l : ch;
};
const fold = (s: string) => Array.from(s, foldChar).join('');

/** The words of a typed text: letters and digits, lower case, longest first, without repeats. */
export function searchWords(query: string): string[] {
  const words = fold(query.normalize('NFC'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** Where the typed words occur in `text`, merged and in order: what the title highlights. */
export function highlightRanges(text: string, query: string): Range[] {
  const words = searchWords(query);
  if (!words.length || !text) return [];
  const hay = fold(text.normalize('NFC'));
  const found: Range[] = [];
  for (const w of words) {
    for (let at = hay.indexOf(w); at >= 0; at = hay.indexOf(w, at + w.length))
      found.push({ start: at, end: at + w.length });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const r of found) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/** The text cut into plain and matched pieces, for <mark>. */
export function highlightSegments(text: string, query: string): { text: string; match: boolean }[] {
  const t = text.normalize('NFC');
  const out: { text: string; match: boolean }[] = [];
  let pos = 0;
  for (const r of highlightRanges(t, query)) {
    if (r.start > pos) out.push({ text: t.slice(pos, r.start), match: false });
    out.push({ text: t.slice(r.start, r.end), match: true });
    pos = r.end;
  }
  if (pos < t.length || !out.length) out.push({ text: t.slice(pos), match: false });
  return out;
}

/** One key per history entry: the same text (any case or spacing) or the same result is one entry. */
export function recentKey(e: RecentSearch): string {
  if (e.type === 'query' && 'value' in e && !('unique_id' in e))
    return `query:${e.value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv')}`;
  const r = e as SearchResult;
  return r.unique_id ? `${r.type}:${r.unique_id}` : `${r.type}:${r.id}`;
}

/** Adds an entry on top, removing its earlier copy; keeps the newest `cap`. Blank texts are not kept. */
export function addRecent(
  list: readonly RecentSearch[],
  entry: RecentSearch,
  cap = RECENT_SEARCHES_KEPT,
): RecentSearch[] {
  let e = entry;
  if (e.type === 'query' && !('unique_id' in e)) {
    const value = e.value.trim().replace(/\s+/g, ' ');
    if (!value) return [...list].slice(0, cap);
    e = { type: 'query', value };
  }
  const key = recentKey(e);
  return [e, ...list.filter((x) => recentKey(x) !== key)].slice(0, cap);
}

/** A history read from storage may be anything: keep only well-formed entries. */
export function sanitizeRecent(raw: unknown): RecentSearch[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((e): e is RecentSearch => {
      if (!e || typeof e !== 'object') return false;
      if (e.type === 'query' && typeof e.value === 'string' && !('unique_id' in e)) return true;
      return (
        typeof e.type === 'string' &&
        typeof e.title === 'string' &&
        (typeof e.id === 'number' || typeof e.id === 'string')
      );
    })
    .slice(0, RECENT_SEARCHES_KEPT);
}

/** The text a query entry (recent or a server suggestion) runs. */
export const queryText = (e: RecentSearch): string =>
  'value' in e && typeof e.value === 'string' ? e.value : (e as SearchResult).title;
