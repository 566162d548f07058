import { FetchError, ofetch } from 'ofetch';
import type { Envelope, FieldErrors } from '../contracts';
import { APP_VERSION } from '../domain/version';
import { clearSession, runtime$, session$ } from './session';
import { showSnackbar } from './snackbars';
import { requireUpdate } from './update';

export type { Envelope };

/** A failed call: the HTTP status (0 = no answer), the server's code and message, and its data. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
  /** Field errors of a 422: { field: [Swedish message] }. */
  get fieldErrors(): Record<string, string[]> {
    return (this.data as Partial<FieldErrors> | null)?.errors ?? {};
  }
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** The caller shows its own errors; the global catalogue still handles 401, 403 update and status 0. */
  silent?: boolean;
  /** Another base URL than the logged-in domain's (login before a session exists). */
  baseURL?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Idempotency-Key of a mutating request; default: the body's client_key, else a new one per call. */
  idempotencyKey?: string;
}

const RETRIES = 3;
const MUTATING = new Set(['POST', 'PUT', 'DELETE']);

/** One key per call, kept across its retries: the server runs a repeated request once. */
function idempotencyKey(method: string, opts: CallOptions): string | null {
  if (!MUTATING.has(method)) return null;
  if (opts.idempotencyKey) return opts.idempotencyKey;
  const clientKey = (opts.body as { client_key?: unknown } | null | undefined)?.client_key;
  if (typeof clientKey === 'string' && clientKey !== '') return clientKey;
  return randomKey();
}

/** 128 random bits as a UUID; randomUUID exists only in secure contexts, a LAN console may be plain http. */
function randomKey(): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let printHandler: (job: unknown) => void = () => {};
/** Devices install the printer here: a response's print field goes to it. */
export const setPrintHandler = (h: (job: unknown) => void) => {
  printHandler = h;
};

/** One call to the tenant API with the spec's conventions and its global error catalogue (shell.md 7.1, 8). */
export async function api<T = unknown>(
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  path: string,
  opts: CallOptions = {},
): Promise<T> {
  const baseURL = opts.baseURL ?? session$.user.get()?.domain.baseURL;
  if (!baseURL) {
    clearSession();
    throw new ApiError(401, 'no_domain', 'Ingen domän vald');
  }
  const token = session$.token.peek();
  const workstation = session$.workstation.peek();
  // login answers with a token, which the server never stores as a replayable answer.
  const key = path === 'login' ? null : idempotencyKey(method, opts);
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await ofetch<Envelope<T>>(path, {
        baseURL,
        method,
        query: opts.query,
        body: opts.body as Record<string, unknown> | undefined,
        credentials: 'include',
        signal: opts.signal,
        timeout: opts.timeoutMs ?? 30_000,
        retry: 0,
        headers: {
          accept: 'application/json',
          'x-app-version': APP_VERSION,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(workstation ? { 'x-workstation-id': String(workstation.id) } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
      });
      if (res.snackbar) showSnackbar(res.snackbar.color, res.snackbar.text);
      if (res.print) printHandler(res.print);
      return res.data;
    } catch (err) {
      if (opts.signal?.aborted) throw err;
      const error = toApiError(err);
      if (error.status === 0 && error.code !== 'timeout' && attempt < RETRIES) {
        await sleep(1000 * attempt); // status 0: retry with 1 s × attempt
        continue;
      }
      handleGlobally(error, opts, path);
      throw error;
    }
  }
}

function toApiError(err: unknown): ApiError {
  if (err instanceof FetchError) {
    const body = err.data as Partial<Envelope<unknown>> | undefined;
    if (err.name === 'AbortError' || (/timeout|aborted/i.test(err.message) && !err.response))
      return new ApiError(0, 'timeout', 'Servern svarade inte, kontrollera din anslutning');
    if (!err.response) return new ApiError(0, 'network', 'Problem med internetuppkopplingen');
    return new ApiError(err.response.status, body?.error_code ?? null, body?.error_message ?? '', body?.data ?? null);
  }
  return new ApiError(0, 'network', 'Problem med internetuppkopplingen');
}

function handleGlobally(error: ApiError, opts: CallOptions, path: string) {
  if (error.status === 401 && path !== 'login') {
    clearSession();
    return;
  }
  if (error.status === 403 && error.code === 'update_required') {
    const d = error.data as { url?: string; minimumVersion?: string | null } | null;
    requireUpdate(d?.url ?? '/', d?.minimumVersion ?? null);
    return;
  }
  if (error.status === 0) {
    if (error.code === 'timeout') runtime$.connected.set(false);
    showSnackbar('error', error.message);
    return;
  }
  if (opts.silent || error.status === 524) return;
  showSnackbar(
    'error',
    error.status >= 500 || !error.message ? `Ett oväntat fel inträffade. Felkod: ${error.status}` : error.message,
  );
}
