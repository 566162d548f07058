import type { RealtimeEvent, RealtimeEvents } from '../contracts/events';

export type { RealtimeEvent, RealtimeEvents } from '../contracts/events';
type Handler<E extends RealtimeEvent> = (data: RealtimeEvents[E]) => void;
// One set per event; a handler is stored under its own event's name only.
const handlers = new Map<RealtimeEvent, Set<Handler<never>>>();

/** Realtime events of the tenant channel (shell.md 7.4), fanned out to whoever listens. */
export function onRealtimeEvent<E extends RealtimeEvent>(event: E, h: Handler<E>): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  const stored: Handler<never> = h;
  set.add(stored);
  return () => {
    set!.delete(stored);
  };
}

/** What arrived on the channel under `event`; its payload is the server's (src/contracts/events.ts). */
export function emitRealtimeEvent(event: string, data: unknown) {
  handlers.get(event as RealtimeEvent)?.forEach((h) => {
    try {
      (h as (d: unknown) => void)(data);
    } catch (err) {
      console.error(`handler of ${event} failed`, err);
    }
  });
}
