// A season booking may have changed (its price saved, or refused): the season list reads itself again.
// A refused save publishes no BookingSaved, yet the spec reloads the season bookings either way.
const listeners = new Set<() => void>();

export function announceSeasonChange() {
  for (const l of [...listeners]) l();
}

/** Calls `listener` after each announcement; returns the remover. */
export function onSeasonChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
