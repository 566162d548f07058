import { observable, observe } from '@legendapp/state';
import { KEYS, readJson, writeJson } from './storage';

export interface DomainInfo {
  id: number;
  name: string;
  domain: string;
  baseURL: string;
  namespace: string;
  realtime?: { key: string; wsHost: string; wsPort: number; forceTLS: boolean };
}
export interface SessionUser {
  id: number;
  name: string;
  initials: string;
  color: string;
  email: string;
  namespace: string;
  level: string;
  modules: string[];
  domain: DomainInfo;
}
export interface Printer {
  id: number;
  name: string;
  port: string;
  width: number;
  logo_local_path: string | null;
}
export interface Workstation {
  id: number;
  machine_id: string;
  hostname: string | null;
  default_printer: Printer | null;
  printers: Printer[];
}
export interface ShortlistEntry {
  id: number;
  name: string;
  lastUsedAt: string;
  lastUsedEmail: string;
}

/** What is stored locally (shell.md 3 "Session stored locally"). */
export interface StoredSession {
  user: SessionUser | null;
  token: string | null;
  workstation: Workstation | null;
  machineId: string;
  domainId: number | null;
  shortlist: ShortlistEntry[];
  authCode: string | null;
}

const newMachineId = () => crypto.randomUUID?.() ?? `m-${Date.now()}-${Math.random().toString(36).slice(2)}`;

const stored = readJson<Partial<StoredSession>>(KEYS.session, {});
export const session$ = observable<StoredSession>({
  user: stored.user ?? null,
  token: stored.token ?? null,
  workstation: stored.workstation ?? null,
  machineId: stored.machineId ?? newMachineId(),
  domainId: stored.domainId ?? null,
  shortlist: stored.shortlist ?? [],
  authCode: stored.authCode ?? null,
});

/**
 * loggedOut: login page. loading: data being fetched (login page with the animated logo).
 * ready: the shell. locked: token and user exist but the session is not connected (lock screen).
 */
export type Phase = 'loggedOut' | 'loading' | 'ready' | 'locked';
export type LockReason = 'offline' | 'disconnected' | 'update';

export const runtime$ = observable({
  phase: (stored.token && stored.user ? 'locked' : 'loggedOut') as Phase,
  lockReason: 'disconnected' as LockReason,
  /** The realtime connection is up. */
  connected: false,
});

observe(() => {
  const s = session$.get();
  writeJson(KEYS.session, s);
  // The spec's authenticated flag, as a cookie with value 0 or 1.
  // biome-ignore lint/suspicious/noDocumentCookie: one plain flag; the Cookie Store API is not in every browser we support
  document.cookie = `authenticated=${s.token ? 1 : 0}; path=/; SameSite=Lax`;
});

/** Remembers the domain and e-mail used, for the login page's shortlist chips. */
export function rememberDomain(domain: DomainInfo, email: string) {
  const rest = session$.shortlist.get().filter((d) => d.id !== domain.id);
  session$.shortlist.set(
    [{ id: domain.id, name: domain.name, lastUsedAt: new Date().toISOString(), lastUsedEmail: email }, ...rest].slice(
      0,
      8,
    ),
  );
}

/** Clears the session (logout, 401, empty login data); the shortlist and machine id stay. */
export function clearSession() {
  session$.assign({ user: null, token: null, workstation: null, authCode: null });
  runtime$.assign({ phase: 'loggedOut', connected: false });
}
