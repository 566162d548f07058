import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../data/api';
import { fetchSearch } from '../../data/search';
import { SEARCH_DEBOUNCE_MS, type SearchResult } from '../../domain/search';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string; results: SearchResult[]; shownQuery: string }
  | { status: 'done'; query: string; results: SearchResult[]; shownQuery: string }
  | { status: 'error'; query: string; code: number | 'okänd' };

/**
 * GET search for the typed text, debounced; a newer text cancels the older request and only the
 * newest request's answer is applied (shell.md 4.6: stale results are ignored). While a request
 * runs, the previous results stay on screen.
 */
export function useSearchResults(text: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const seq = useRef(0);

  useEffect(() => {
    const query = text.trim();
    const mine = ++seq.current;
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    setState((prev) => ({
      status: 'loading',
      query,
      results: prev.status === 'loading' || prev.status === 'done' ? prev.results : [],
      shownQuery: prev.status === 'loading' || prev.status === 'done' ? prev.shownQuery : query,
    }));
    const ctrl = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSearch(query, ctrl.signal).then(
        (res) => {
          if (mine === seq.current)
            setState({ status: 'done', query, results: res.search_results ?? [], shownQuery: query });
        },
        (err) => {
          if (mine !== seq.current || ctrl.signal.aborted) return;
          const status = err instanceof ApiError ? err.status : 0;
          setState({ status: 'error', query, code: status > 0 ? status : 'okänd' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      ctrl.abort();
    };
  }, [text]);

  return state;
}
