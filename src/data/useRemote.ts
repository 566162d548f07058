import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api';

export interface Remote<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `load(signal)` whenever `key` changes; a newer load cancels the older, so only the
 * newest answer is applied. `reload` refetches in the background, keeping what is shown.
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [state, setState] = useState<{ key: string | null; data: T | null; error: ApiError | null; loading: boolean }>({
    key: null,
    data: null,
    error: null,
    loading: key != null,
  });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key == null) return;
    const ctrl = new AbortController();
    setState((s) => (s.key === key ? { ...s, loading: true } : { key, data: null, error: null, loading: true }));
    loadRef.current(ctrl.signal).then(
      (data) => {
        if (!ctrl.signal.aborted) setState({ key, data, error: null, loading: false });
      },
      (err) => {
        if (ctrl.signal.aborted) return;
        const error = err instanceof ApiError ? err : new ApiError(0, null, String(err));
        setState((s) => ({ key, data: s.key === key ? s.data : null, error, loading: false }));
      },
    );
    return () => ctrl.abort();
  }, [key, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const current = state.key === key;
  return {
    data: current ? state.data : null,
    error: current ? state.error : null,
    loading: !current || state.loading,
    reload,
  };
}
