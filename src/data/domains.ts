import { observable } from '@legendapp/state';
import { api } from './api';
import { session$, type DomainInfo } from './session';

/** Every campsite the login page can choose (GET /api/domains, not under a tenant). */
export const domains$ = observable({
  list: [] as DomainInfo[],
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
});

let pending: Promise<DomainInfo[]> | null = null;

/** Loads the list once; concurrent callers share the call, a failed load may be retried. */
export function loadDomains({ force = false } = {}): Promise<DomainInfo[]> {
  if (pending) return pending;
  if (!force && domains$.status.peek() === 'ready') return Promise.resolve(domains$.list.peek());
  domains$.status.set('loading');
  pending = api<{ domains: DomainInfo[] }>('GET', 'domains', { baseURL: '/api/', silent: true })
    .then((d) => {
      const list = d?.domains ?? [];
      domains$.assign({ list, status: 'ready' });
      return list;
    })
    .catch(() => {
      domains$.status.set('error');
      return domains$.list.peek();
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** A domain by id: from the list, or the logged-in user's own domain when the list is not loaded. */
export function domainById(id: number | null): DomainInfo | null {
  if (id == null) return null;
  const found = domains$.list.peek().find((d) => d.id === id);
  if (found) return found;
  const own = session$.user.peek()?.domain;
  return own?.id === id && own.realtime ? own : null;
}
