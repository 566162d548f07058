import { useEffect, useRef, useState } from 'react';
import { fetchPreview, type PreviewData } from '../../data/search';
import { PREVIEW_DELAY_MS, type SearchResult } from '../../domain/search';

export type PreviewState =
  | { status: 'none' }
  | { status: 'loading'; key: string }
  | { status: 'done'; key: string; data: PreviewData }
  | { status: 'error'; key: string };

/**
 * The preview of the highlighted result, loaded PREVIEW_DELAY_MS after the highlight settles
 * (shell.md 4.6); moving on cancels the wait and the request. Answers are kept while the dialog
 * is open, so going back to a row shows it at once.
 */
export function usePreview(result: SearchResult | null, enabled: boolean): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'none' });
  const cache = useRef(new Map<string, PreviewData>());
  const key = result && result.type !== 'query' ? `${result.type}:${result.id}` : null;

  useEffect(() => {
    if (!enabled || !key || !result) {
      setState({ status: 'none' });
      return;
    }
    const cached = cache.current.get(key);
    if (cached) {
      setState({ status: 'done', key, data: cached });
      return;
    }
    setState({ status: 'loading', key });
    const ctrl = new AbortController();
    const timer = window.setTimeout(() => {
      fetchPreview(result.type, result.id, ctrl.signal).then(
        (data) => {
          if (ctrl.signal.aborted) return;
          cache.current.set(key, data);
          setState({ status: 'done', key, data });
        },
        () => {
          if (!ctrl.signal.aborted) setState({ status: 'error', key });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      ctrl.abort();
    };
    // The key names the result; the object itself changes with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);

  return state;
}
