import { useEffect, useRef } from 'react';
import { useRemote, type Remote } from '../../data/useRemote';

/** useRemote that refetches in the background (keeping what is shown) whenever `version` moves on. */
export function useVersionedRemote<T>(
  key: string | null,
  version: number,
  load: (signal: AbortSignal) => Promise<T>,
): Remote<T> {
  const remote = useRemote(key, load);
  const seen = useRef(version);
  const { reload } = remote;
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    reload();
  }, [version, reload]);
  return remote;
}
