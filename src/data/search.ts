import { observable } from '@legendapp/state';
import { addRecent, sanitizeRecent, type RecentSearch, type SearchResult, type SearchResultType } from '../domain/search';
import { api } from './api';
import { KEYS, readJson, writeJson } from './storage';

export interface SearchResponse { input: string; search_results: SearchResult[] }

/** GET search (shell.md 7.3). The dialog shows its own failure text, so the call is silent. */
export function fetchSearch(text: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api<SearchResponse>('GET', 'search', { query: { search: text }, signal, silent: true });
}

export interface SalesHistoryItem { month: string; [k: string]: unknown }

/** The preview of one highlighted result: only the fields of its type are set. */
export interface PreviewData {
  booking?: Record<string, any> | null;
  booking_group?: Record<string, any> | null;
  customer_bookings?: Record<string, any>[] | null;
  checked_in_position_booking?: Record<string, any> | null;
  future_position_bookings?: Record<string, any>[] | null;
  sales_history_data?: SalesHistoryItem[] | null;
}

export function fetchPreview(type: SearchResultType, id: number | string, signal?: AbortSignal): Promise<PreviewData> {
  return api<PreviewData>('GET', 'search/search-results-preview-data', { query: { type, id }, signal, silent: true });
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
