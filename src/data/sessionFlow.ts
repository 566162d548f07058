import { observe } from '@legendapp/state';
import { api, ApiError } from './api';
import { connectRealtime, disconnectRealtime, realtime$ } from './realtime';
import {
  clearSession,
  rememberDomain,
  runtime$,
  session$,
  type DomainInfo,
  type SessionUser,
  type Workstation,
} from './session';
import { data$, loadAllData, resetData } from './stores';

type PaletteEntities = typeof import('./paletteEntities');
let paletteCode: Promise<PaletteEntities> | null = null;
/**
 * The palette's index of every entity loads in the background, then only changes (realtime); its
 * code too, so no first screen waits for the search engine.
 */
function loadPalette() {
  paletteCode ??= import('./paletteEntities').then(
    (m) => {
      m.installPaletteEvents();
      return m;
    },
    (err: unknown) => {
      paletteCode = null;
      throw err;
    },
  );
  void paletteCode.then((m) => m.loadPaletteEntities()).catch((err) => console.warn('palette entities', err));
}

/** The animated logo shows at least this long after a login (shell.md 4.1). */
export const LOGIN_MIN_LOADING_MS = 4800;

interface LoginResponse {
  user: SessionUser;
  token: string;
  workstation: Workstation;
  auth_code: string | null;
}

/** POST login, then the full data load behind the animated logo. Errors are thrown for the form. */
export async function login(domain: DomainInfo, username: string, password: string): Promise<void> {
  const res = await api<LoginResponse>('POST', 'login', {
    baseURL: domain.baseURL,
    silent: true,
    body: { username, password, machine_id: session$.machineId.peek(), hostname: location.hostname },
  });
  if (!res?.user || !res.token) {
    clearSession();
    throw new ApiError(500, null, 'Inloggningen gav inget svar');
  }
  // Keep the realtime settings of the chosen domain with the user.
  session$.assign({
    user: { ...res.user, domain: { ...res.user.domain, realtime: domain.realtime } },
    token: res.token,
    workstation: res.workstation,
    domainId: domain.id,
    authCode: res.auth_code,
  });
  rememberDomain(domain, username);
  runtime$.phase.set('loading');
  try {
    await loadAllData({ minMs: LOGIN_MIN_LOADING_MS });
  } finally {
    if (session$.token.peek()) runtime$.phase.set('ready');
  }
  connectRealtime();
  loadPalette();
}

/**
 * POST reconnect: no user in the answer or any error but 403 means disconnected (lock screen);
 * a 403 keeps the lock screen; 401 logs out (the API client does that).
 */
export async function reconnect(): Promise<boolean> {
  try {
    const res = await api<Omit<LoginResponse, 'token'>>('POST', 'reconnect', {
      silent: true,
      body: { machine_id: session$.machineId.peek(), hostname: location.hostname },
    });
    if (!res?.user) {
      lock('disconnected');
      return false;
    }
    const domain = session$.user.peek()?.domain;
    session$.assign({
      user: { ...res.user, domain: { ...res.user.domain, realtime: domain?.realtime } },
      workstation: res.workstation,
      authCode: res.auth_code,
    });
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return false;
    if (err instanceof ApiError && err.code === 'update_required') {
      lock('update');
      return false;
    }
    lock(navigator.onLine ? 'disconnected' : 'offline');
    return false;
  }
}

export function lock(reason: 'offline' | 'disconnected' | 'update') {
  if (!session$.token.peek()) return;
  runtime$.assign({ phase: 'locked', lockReason: reason });
}

/** The lock screen's 'Återansluta' and the start of a reloaded console. */
export async function resume({ full = false } = {}): Promise<void> {
  if (!(await reconnect())) return;
  const first = !data$.loadedAt.peek();
  if (first || full) runtime$.phase.set('loading');
  let loaded = true;
  await loadAllData({ quick: !first && !full }).catch(() => {
    loaded = false;
    lock('disconnected');
  });
  // Coming from the lock screen the phase is still 'locked': a successful load lifts it.
  if (loaded) runtime$.phase.set('ready');
  if (realtime$.state.peek() !== 'connected') connectRealtime();
  loadPalette();
}

export async function logout(): Promise<void> {
  try {
    await api('POST', 'logout', { silent: true });
  } catch {
    /* logging out anyway */
  }
  disconnectRealtime();
  clearSession();
  resetData();
  // Logout reloads the page at '/' (shell.md 4.1).
  location.assign('/');
}

/** Wires realtime, the browser's online state and the update flag to the lock screen and refetches. */
export function installSessionWatchers(): () => void {
  let refetching = false;
  const offRealtime = observe(() => {
    const state = realtime$.state.get();
    const phase = runtime$.phase.peek();
    runtime$.connected.set(state === 'connected');
    if (state === 'connected') {
      // On connect a quick refetch runs unless one is already in progress (shell.md 4.2).
      if (phase === 'locked' && runtime$.lockReason.peek() !== 'update') {
        void resume();
        return;
      }
      if (phase === 'ready' && !refetching && !data$.loading.peek() && data$.loadedAt.peek()) {
        refetching = true;
        void loadAllData({ quick: true })
          .catch(() => {})
          .finally(() => {
            refetching = false;
          });
      }
    } else if ((state === 'unavailable' || state === 'failed') && phase === 'ready') {
      lock(navigator.onLine ? 'disconnected' : 'offline');
    }
  });
  const onOffline = () => lock('offline');
  const onOnline = () => {
    if (runtime$.phase.peek() === 'locked') void resume();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  return () => {
    offRealtime();
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
}

/** On start: a stored session resumes (reconnect + data), otherwise the login page. */
export async function startSession() {
  if (session$.token.peek() && session$.user.peek()) await resume();
  else runtime$.phase.set('loggedOut');
}
