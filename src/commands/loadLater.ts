/** How long after the console started a module loaded later is fetched anyway, ahead of its first use. */
const FETCH_AHEAD_MS = 3000;

/**
 * Code a command runs but the first screen does not need (the payment flow, order and unit actions):
 * loaded on first use, and fetched ahead once the console has had time to draw its first screen, so
 * a cashier's first F1 does not wait for the network. A failed load is tried again on the next use.
 */
export function loadLater<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  const get = () =>
    (pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    }));
  if (typeof window !== 'undefined') {
    setTimeout(() => {
      const fetchAhead = () => void get().catch(() => {});
      if ('requestIdleCallback' in window) window.requestIdleCallback(fetchAhead, { timeout: FETCH_AHEAD_MS });
      else fetchAhead();
    }, FETCH_AHEAD_MS);
  }
  return get;
}
