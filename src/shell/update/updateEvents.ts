import { onRealtimeEvent } from '../../data/events';
import { requireUpdate } from '../../data/update';

/** UpdateClient {minimumVersion, url} demands a newer console (shell.md 4.3). */
export function installUpdateEvents() {
  return onRealtimeEvent('UpdateClient', (d) => requireUpdate(d?.url ?? '/', d?.minimumVersion ?? null));
}
