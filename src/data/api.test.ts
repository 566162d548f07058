// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api';
import { session$, runtime$ } from './session';
import { snackbars$ } from './snackbars';
import { update$ } from './update';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (data: unknown, extra: Record<string, unknown> = {}) => ({
  status: 'success',
  data,
  error_code: null,
  error_message: null,
  ...extra,
});
const fail = (code: string | null, message: string, data: unknown = null) => ({
  status: 'error',
  data,
  error_code: code,
  error_message: message,
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  session$.assign({
    token: 'tok',
    user: {
      id: 1,
      name: 'A',
      initials: 'A',
      color: 'blue',
      email: 'a@b.se',
      namespace: 'demo',
      level: 'manager',
      modules: ['PMS'],
      domain: { id: 1, name: 'Demo', domain: 'demo', baseURL: 'http://x.test/api/demo/', namespace: 'demo' },
    },
  });
  runtime$.phase.set('ready');
  snackbars$.set([]);
  update$.assign({ required: false, url: null, minimumVersion: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const lastSnack = () => snackbars$.peek().at(-1)?.text;

describe('api client (shell.md 7.1, 8)', () => {
  it('sends the token, workstation and version headers and returns data', async () => {
    session$.workstation.set({ id: 7, machine_id: 'm', hostname: null, default_printer: null, printers: [] });
    fetchMock.mockResolvedValue(json(200, envelope({ ok: 1 }, { snackbar: { color: 'success', text: 'Sparat!' } })));
    expect(await api('GET', 'countries')).toEqual({ ok: 1 });
    const req = fetchMock.mock.calls[0][0] as Request;
    const headers = new Headers(
      (fetchMock.mock.calls[0][1] as RequestInit | undefined)?.headers ?? (req as Request).headers,
    );
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('x-workstation-id')).toBe('7');
    expect(headers.get('x-app-version')).toBe('3.1.14');
    expect(lastSnack()).toBe('Sparat!');
  });

  it('logs out on 401', async () => {
    fetchMock.mockResolvedValue(json(401, fail('unauthenticated', 'Du är inte inloggad.')));
    await expect(api('GET', 'countries')).rejects.toBeInstanceOf(ApiError);
    expect(session$.token.peek()).toBeNull();
    expect(runtime$.phase.peek()).toBe('loggedOut');
  });

  it('opens the update dialog on 403 update_required with its url', async () => {
    fetchMock.mockResolvedValue(
      json(403, fail('update_required', 'Programmet behöver uppdateras', { url: '/ny', minimumVersion: '9.0.0' })),
    );
    await expect(api('GET', 'countries')).rejects.toMatchObject({ status: 403, code: 'update_required' });
    expect(update$.peek()).toMatchObject({ required: true, url: '/ny' });
  });

  it('shows the generic text with the status for server errors, and nothing for 524', async () => {
    fetchMock.mockResolvedValue(json(500, fail('server_error', 'x')));
    await expect(api('GET', 'countries')).rejects.toMatchObject({ status: 500 });
    expect(lastSnack()).toBe('Ett oväntat fel inträffade. Felkod: 500');
    snackbars$.set([]);
    fetchMock.mockResolvedValue(json(524, fail(null, '')));
    await expect(api('GET', 'countries')).rejects.toMatchObject({ status: 524 });
    expect(snackbars$.peek()).toEqual([]);
  });

  it('retries status 0 three times with 1 s × attempt, then says so', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const p = api('GET', 'countries').catch((e) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const err = await p;
    expect(err).toMatchObject({ status: 0 });
    expect(lastSnack()).toBe('Problem med internetuppkopplingen');
  });

  it('leaves validation errors to the caller when silent', async () => {
    fetchMock.mockResolvedValue(
      json(422, fail('validation_failed', 'Ange lösenord', { errors: { password: ['Ange lösenord'] } })),
    );
    const err = await api<never>('POST', 'login', { silent: true, baseURL: 'http://x.test/api/demo/' }).catch(
      (e: ApiError) => e,
    );
    expect(err.fieldErrors).toEqual({ password: ['Ange lösenord'] });
    expect(snackbars$.peek()).toEqual([]);
  });

  it('sends one Idempotency-Key with a POST and the same one on its status-0 retries', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(json(200, envelope({ ok: 1 })));
    const p = api('POST', 'bookings/checkin-and-checkout', { body: { booking_id: 5 } });
    await vi.advanceTimersByTimeAsync(3000);
    expect(await p).toEqual({ ok: 1 });
    const keys = fetchMock.mock.calls.map((c) => headerOf(c, 'idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it("gives every mutating call its own key, keeps a caller's client_key, and sends none with GET or login", async () => {
    fetchMock.mockImplementation(async () => json(200, envelope(null)));
    await api('POST', 'register/close', { body: {} });
    await api('DELETE', 'parked-orders/delete', { body: { id: 1 } });
    await api('PUT', 'x', { body: {} });
    await api('POST', 'sales/initiate', { body: { client_key: 'sale-abc' } });
    await api('GET', 'countries');
    await api('POST', 'login', { body: {}, baseURL: 'http://x.test/api/demo/' });
    const keys = fetchMock.mock.calls.map((c) => headerOf(c, 'idempotency-key'));
    expect(keys.slice(0, 3).every((k) => typeof k === 'string' && k.length === 36)).toBe(true);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys.slice(3)).toEqual(['sale-abc', null, null]);
  });
});

function headerOf(call: unknown[], name: string): string | null {
  const req = call[0] as Request;
  return new Headers((call[1] as RequestInit | undefined)?.headers ?? req.headers).get(name);
}
