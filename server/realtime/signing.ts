// Pusher Channels signing helpers: channel authorization strings and the
// HTTP API request signature (auth_version 1.0). Pure functions over node:crypto.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_CHANNEL_NAME_LENGTH = 164;
export const AUTH_VERSION = '1.0';
export const DEFAULT_MAX_SKEW_SEC = 600;

const CHANNEL_NAME_RE = /^[A-Za-z0-9_\-=@,.;]+$/;
const SOCKET_ID_RE = /^\d{1,20}\.\d{1,20}$/;

export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

export function md5Hex(body: string | Uint8Array): string {
  const h = createHash('md5');
  if (typeof body === 'string') h.update(body, 'utf8');
  else h.update(body);
  return h.digest('hex');
}

/** Constant-time string comparison; only the length can leak. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  if (ab.length !== bb.length) return false;
  return timingSafeEqual(ab, bb);
}

export function isValidSocketId(value: unknown): value is string {
  return typeof value === 'string' && SOCKET_ID_RE.test(value);
}

export function isValidChannelName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_CHANNEL_NAME_LENGTH && CHANNEL_NAME_RE.test(value);
}

export function isPrivateChannel(name: string): boolean {
  return name.startsWith('private-');
}

export function isPresenceChannel(name: string): boolean {
  return name.startsWith('presence-');
}

export interface ChannelAuthResult {
  auth: string;
  channel_data?: string;
}

/**
 * `key:HMAC-SHA256(secret, socket_id:channel[:channel_data])`.
 * channelData is signed byte for byte, so pass the exact string the client will send;
 * an object is JSON.stringify-ed (as the official libraries do).
 */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channelName: string,
  channelData?: string | Record<string, unknown>,
): ChannelAuthResult {
  const data =
    channelData === undefined ? undefined : typeof channelData === 'string' ? channelData : JSON.stringify(channelData);
  const toSign = data === undefined ? `${socketId}:${channelName}` : `${socketId}:${channelName}:${data}`;
  const auth = `${key}:${hmacSha256Hex(secret, toSign)}`;
  return data === undefined ? { auth } : { auth, channel_data: data };
}

/** `k=v&k=v` with lower-cased keys sorted, values NOT url-escaped (Pusher spec). */
function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .map((k) => [k.toLowerCase(), params[k]] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export function httpStringToSign(method: string, path: string, params: Record<string, string>): string {
  return `${method.toUpperCase()}\n${path}\n${canonicalQuery(params)}`;
}

const RESERVED = new Set(['auth_key', 'auth_timestamp', 'auth_version', 'auth_signature', 'body_md5']);

export interface SignHttpRequestInput {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: string | Uint8Array;
  key: string;
  secret: string;
  /** Unix seconds. */
  timestamp: number;
}

export interface SignedHttpRequest {
  /** All query parameters including auth_signature. */
  params: Record<string, string>;
  /** URL-ready query string (sorted, auth_signature last). */
  queryString: string;
  signature: string;
  stringToSign: string;
}

export function signHttpRequest(input: SignHttpRequestInput): SignedHttpRequest {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.query ?? {})) {
    if (RESERVED.has(k.toLowerCase())) throw new Error(`${k} is reserved and cannot be passed as a query parameter`);
    params[k] = v;
  }
  params.auth_key = input.key;
  params.auth_timestamp = String(Math.floor(input.timestamp));
  params.auth_version = AUTH_VERSION;
  if (input.body !== undefined && input.body.length > 0) params.body_md5 = md5Hex(input.body);

  const stringToSign = httpStringToSign(input.method, input.path, params);
  const signature = hmacSha256Hex(input.secret, stringToSign);
  const queryString =
    Object.keys(params)
      .sort()
      .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k])}`)
      .join('&') + `&auth_signature=${signature}`;
  return { params: { ...params, auth_signature: signature }, queryString, signature, stringToSign };
}

export type VerifyResult = { ok: true } | { ok: false; status: 401; message: string };

export interface VerifyHttpRequestInput {
  method: string;
  /** Path exactly as requested, without the query string. */
  path: string;
  /** Decoded query parameters. */
  query: Record<string, string>;
  /** The exact bytes received; body_md5 is computed over these. */
  rawBody?: string | Uint8Array;
  key: string;
  secret: string;
  /** Unix seconds; defaults to the current time. */
  now?: number;
  maxSkewSec?: number;
}

function fail(message: string): VerifyResult {
  return { ok: false, status: 401, message };
}

export function verifyHttpRequest(input: VerifyHttpRequestInput): VerifyResult {
  const q = input.query;
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const maxSkew = input.maxSkewSec ?? DEFAULT_MAX_SKEW_SEC;

  // Reject case-colliding keys: the signed string lower-cases them, so duplicates would be ambiguous.
  const seen = new Set<string>();
  for (const k of Object.keys(q)) {
    const lk = k.toLowerCase();
    if (seen.has(lk)) return fail(`Duplicate query parameter ${lk}`);
    seen.add(lk);
  }

  const authKey = q.auth_key;
  if (typeof authKey !== 'string' || !safeEqual(authKey, input.key)) return fail('Unknown auth_key');
  if (q.auth_version !== AUTH_VERSION) return fail('auth_version must be 1.0');

  const signature = q.auth_signature;
  if (typeof signature !== 'string' || signature === '') return fail('Missing auth_signature');

  const signed: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) if (k.toLowerCase() !== 'auth_signature') signed[k] = v;
  const expected = hmacSha256Hex(input.secret, httpStringToSign(input.method, input.path, signed));
  if (!safeEqual(signature.toLowerCase(), expected)) return fail('Invalid signature');

  const tsRaw = q.auth_timestamp;
  if (typeof tsRaw !== 'string' || !/^\d{1,15}$/.test(tsRaw)) return fail('Invalid auth_timestamp');
  const ts = Number(tsRaw);
  if (Math.abs(now - ts) > maxSkew) {
    return fail(`Timestamp expired: given timestamp (${ts}) not within ${maxSkew}s of server time (${now})`);
  }

  const body = input.rawBody;
  const hasBody = body !== undefined && body.length > 0;
  const bodyMd5 = q.body_md5;
  if (hasBody && bodyMd5 === undefined) return fail('body_md5 is required for a request with a body');
  if (bodyMd5 !== undefined && !safeEqual(bodyMd5.toLowerCase(), md5Hex(body ?? '')))
    return fail('body_md5 does not match the body');

  return { ok: true };
}
