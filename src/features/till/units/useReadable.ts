import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Readable } from '../../../devices/device';

/** A device's plain Readable (status, name) as React state. */
export function useReadable<T>(r: Readable<T>): T {
  return useSyncExternalStore(
    (l) => r.subscribe(() => l()),
    () => r.get(),
  );
}

/** The time now, again every `ms` (for 'för 5 s sedan'). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(t);
  }, [ms]);
  return now;
}
