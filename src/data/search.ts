import { observable } from '@legendapp/state';
import type { PreviewData } from '../contracts/search';
import { addRecent, sanitizeRecent, type RecentSearch, type SearchResultType } from '../domain/search';
import { call, type DataOf } from './call';
import { KEYS, readJson, writeJson } from './storage';

export type SearchResponse = DataOf<'GET search'>;

/** GET search (shell.md 7.3). The dialog shows its own failure text, so the call is silent. */
export function fetchSearch(text: string, signal?: AbortSignal): Promise<SearchResponse> {
  return call('GET search', { query: { search: text }, signal, silent: true });
}

export type { MonthSales as SalesHistoryItem, PreviewData } from '../contracts/search';

/** The preview of one highlighted result: every key is there, null or [] where it does not apply. */
export function fetchPreview(type: SearchResultType, id: number | string, signal?: AbortSignal): Promise<PreviewData> {
  return call('GET search/search-results-preview-data', { query: { type, id }, signal, silent: true });
}

/** The last 20 searches, kept in local storage (shell.md 7.3, 9). */
export const recentSearches$ = observable<RecentSearch[]>(sanitizeRecent(readJson(KEYS.recentSearches, [])));

export function rememberSearch(entry: RecentSearch) {
  const next = addRecent(recentSearches$.peek(), entry);
  recentSearches$.set(next);
  writeJson(KEYS.recentSearches, next);
}

export function clearRecentSearches() {
  recentSearches$.set([]);
  writeJson(KEYS.recentSearches, undefined);
}
