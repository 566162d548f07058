// Pusher HTTP API (trigger + batch trigger) so the official `pusher` library can publish to us.
// Replies are plain Pusher-API bodies ({} or a text message), not the app's envelope.
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PusherAppCredentials, PusherServer } from './pusherServer';
import { isValidChannelName, isValidSocketId, verifyHttpRequest } from './signing';

export const MAX_EVENT_NAME_LENGTH = 200;
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
export const MAX_CHANNELS_PER_EVENT = 100;
export const MAX_BATCH_EVENTS = 10;
const BODY_LIMIT_BYTES = 256 * 1024;

export interface PusherHttpApiOptions {
  app: PusherAppCredentials;
  server: Pick<PusherServer, 'publish'>;
  maxSkewSec?: number;
  /** Unix seconds; injectable for tests. */
  now?: () => number;
}

interface ValidEvent {
  name: string;
  data: string;
  channels: string[];
  socketId?: string;
}

type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 413; message: string };

const bad = (message: string, status: 400 | 413 = 400): { ok: false; status: 400 | 413; message: string } => ({
  ok: false,
  status,
  message,
});

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function validateEvent(input: unknown): Checked<ValidEvent> {
  if (!isRecord(input)) return bad('Event must be a JSON object');
  const { name, data, channels, channel, socket_id: socketId } = input;
  if (typeof name !== 'string' || name === '') return bad('name must be a non-empty string');
  if (name.length > MAX_EVENT_NAME_LENGTH) return bad(`name must be at most ${MAX_EVENT_NAME_LENGTH} characters`);
  // Protocol events must not be spoofable through the API.
  if (name.startsWith('pusher:') || name.startsWith('pusher_internal:')) return bad('Reserved event name');
  if (typeof data !== 'string') return bad('data must be a string');
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES)
    return bad(`data must be at most ${MAX_EVENT_DATA_BYTES} bytes`, 413);

  let list: unknown[];
  if (channels !== undefined) {
    if (!Array.isArray(channels)) return bad('channels must be an array');
    list = channels;
  } else if (channel !== undefined) {
    list = [channel];
  } else {
    return bad('channels or channel is required');
  }
  if (list.length === 0) return bad('at least one channel is required');
  if (list.length > MAX_CHANNELS_PER_EVENT) return bad(`at most ${MAX_CHANNELS_PER_EVENT} channels per event`);
  if (!list.every(isValidChannelName)) return bad('Invalid channel name');

  if (socketId !== undefined && socketId !== null && !isValidSocketId(socketId)) return bad('Invalid socket_id');
  return { ok: true, value: { name, data, channels: list as string[], socketId: socketId ?? undefined } };
}

function validateBatch(input: unknown): Checked<ValidEvent[]> {
  if (!isRecord(input) || !Array.isArray(input.batch)) return bad('batch must be an array');
  if (input.batch.length === 0) return bad('batch must not be empty');
  if (input.batch.length > MAX_BATCH_EVENTS) return bad(`at most ${MAX_BATCH_EVENTS} events per batch`);
  const events: ValidEvent[] = [];
  for (const item of input.batch) {
    const r = validateEvent(item);
    if (!r.ok) return r;
    events.push(r.value);
  }
  return { ok: true, value: events };
}

function parseQuery(rawUrl: string): { path: string; query: Record<string, string> } | null {
  const qi = rawUrl.indexOf('?');
  const path = qi < 0 ? rawUrl : rawUrl.slice(0, qi);
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(qi < 0 ? '' : rawUrl.slice(qi + 1))) {
    if (Object.hasOwn(query, k)) return null;
    query[k] = v;
  }
  return { path, query };
}

export const pusherHttpApi: FastifyPluginAsync<PusherHttpApiOptions> = async (fastify, opts) => {
  const { app, server } = opts;

  // Scoped to this plugin: keep the exact bytes, because body_md5 is signed over them.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  fastify.setErrorHandler((err: FastifyError, _req, reply) => {
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    void reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Internal Server Error' : err.message);
  });

  function textError(reply: FastifyReply, status: number, message: string): FastifyReply {
    return reply.code(status).type('text/plain; charset=utf-8').send(message);
  }

  async function handle(
    req: FastifyRequest<{ Params: { appId: string } }>,
    reply: FastifyReply,
    kind: 'events' | 'batch',
  ) {
    if (req.params.appId !== app.appId) return textError(reply, 404, 'Unknown app_id');
    const parsed = parseQuery(req.raw.url ?? '');
    if (!parsed) return textError(reply, 401, 'Duplicate query parameter');
    const rawBody = Buffer.isBuffer(req.body) ? req.body : undefined;
    const verdict = verifyHttpRequest({
      method: req.method,
      path: parsed.path,
      query: parsed.query,
      rawBody,
      key: app.key,
      secret: app.secret,
      now: opts.now?.(),
      maxSkewSec: opts.maxSkewSec,
    });
    if (!verdict.ok) return textError(reply, verdict.status, verdict.message);

    let body: unknown;
    try {
      body = JSON.parse(rawBody ? rawBody.toString('utf8') : '');
    } catch {
      return textError(reply, 400, 'Request body must be JSON');
    }
    const checked = kind === 'events' ? validateEvent(body) : validateBatch(body);
    if (!checked.ok) return textError(reply, checked.status, checked.message);

    // Everything is validated before anything is delivered, so a batch is all-or-nothing.
    const events = Array.isArray(checked.value) ? checked.value : [checked.value];
    for (const e of events) server.publish(e.channels, e.name, e.data, e.socketId);
    return reply.code(200).send({});
  }

  fastify.post<{ Params: { appId: string } }>('/apps/:appId/events', (req, reply) => handle(req, reply, 'events'));
  fastify.post<{ Params: { appId: string } }>('/apps/:appId/batch_events', (req, reply) => handle(req, reply, 'batch'));
};
