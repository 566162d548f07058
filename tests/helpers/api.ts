import type { App } from '../../server/app';
import { fromColumnar } from '../../src/domain/columnar';

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Raw payload instead of JSON (for size and type tests). */
  raw?: string;
  /** The client's address (login delays are per account and address). */
  remoteAddress?: string;
}

export interface CallResult<T = any> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: {
    status: 'success' | 'error';
    data: T;
    error_code: string | null;
    error_message: string | null;
    snackbar?: unknown;
    [k: string]: unknown;
  };
}

/** One call to a tenant's API, as the console makes it: {baseURL}{path}. */
export async function call<T = any>(
  app: App,
  method: string,
  domain: string,
  path: string,
  opts: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | undefined;
  if (opts.raw != null) payload = opts.raw;
  else if (opts.body !== undefined) {
    payload = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await app.fastify.inject({
    method: method as 'GET',
    url: `/api/${domain}/${path}`,
    query: opts.query,
    headers,
    payload,
    remoteAddress: opts.remoteAddress,
  });
  let body: CallResult['body'];
  try {
    body = res.json();
  } catch {
    body = { status: 'error', data: res.body as never, error_code: 'not_json', error_message: null };
  }
  return { status: res.statusCode, headers: res.headers, body };
}

export const DEMO_USERS = {
  kassor: 'kassa@demo.se',
  receptionist: 'reception@demo.se',
  manager: 'chef@demo.se',
} as const;

export async function login(
  app: App,
  domain: string,
  email: string,
  machineId = 'test-machine',
): Promise<{ token: string; data: any }> {
  const res = await call(app, 'POST', domain, 'login', {
    body: { username: email, password: 'demo1234', machine_id: machineId, hostname: 'test' },
  });
  if (res.status !== 200) throw new Error(`login ${email}@${domain} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token, data: res.body.data };
}

/** GET bookings/synced, decoded from its columnar form. */
export async function syncedBookings(
  app: App,
  domain: string,
  token: string,
  query?: Record<string, string>,
): Promise<any[]> {
  const res = await call(app, 'GET', domain, 'bookings/synced', { token, query });
  if (res.status !== 200) throw new Error(`bookings/synced: ${res.status}`);
  return fromColumnar(res.body.data);
}
