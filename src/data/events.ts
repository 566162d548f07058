type Handler = (data: any) => void;
const handlers = new Map<string, Set<Handler>>();

/** Realtime events of the tenant channel (shell.md 7.4), fanned out to whoever listens. */
export function onRealtimeEvent(event: string, h: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(h);
  return () => { set!.delete(h); };
}

export function emitRealtimeEvent(event: string, data: unknown) {
  handlers.get(event)?.forEach((h) => {
    try { h(data); } catch (err) { console.error(`handler of ${event} failed`, err); }
  });
}
