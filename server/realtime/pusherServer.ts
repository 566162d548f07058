// Embedded Pusher Channels server (protocol 7) over `ws`, so unmodified pusher-js can connect.
import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { createPresenceRegistry, parseMember, type Member } from './presence';
import { channelAuth, isPresenceChannel, isPrivateChannel, isValidChannelName, safeEqual } from './signing';

export interface PusherAppCredentials {
  appId: string;
  key: string;
  secret: string;
}

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;
export interface RealtimeLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface PusherServerOptions {
  app: PusherAppCredentials;
  /** Server pings after this much silence; also advertised to clients. */
  activityTimeoutSec?: number;
  /** Close with 4201 if nothing arrives this long after a server ping. */
  pongTimeoutSec?: number;
  /** Extra check for private-/presence- subscriptions, run after the signature is verified. */
  authorizeSubscription?: (socketId: string, channel: string, auth: string) => boolean;
  logger?: Partial<RealtimeLogger>;
  /** Inbound frames larger than this get pusher:error 4300 (default 10 KiB). */
  maxMessageBytes?: number;
  maxChannelsPerConnection?: number;
  /** Slow consumers whose send buffer exceeds this are disconnected with 4100 (default 4 MiB). */
  maxBufferedBytes?: number;
}

export interface PusherServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  attach(httpServer: HttpServer): void;
  /** Returns the number of frames queued for delivery. */
  publish(channels: string[], event: string, data: unknown, exceptSocketId?: string): number;
  connectionCount(): number;
  subscriberCount(channel: string): number;
  /** Unsubscribes a socket from everything and closes it (4009: pusher-js does not reconnect). */
  disconnect(socketId: string, code?: number, reason?: string): boolean;
  close(): Promise<void>;
}

interface Connection {
  id: string;
  ws: WebSocket;
  /** channel -> presence user id (null for non-presence channels) */
  channels: Map<string, string | null>;
  lastSeen: number;
  awaitingPong: boolean;
  timer: NodeJS.Timeout | undefined;
}

const PROTOCOL_MIN = 5;
const PROTOCOL_MAX = 7;
const WS_MAX_PAYLOAD = 64 * 1024;
const CLOSE_GRACE_MS = 1000;

export function createPusherServer(options: PusherServerOptions): PusherServer {
  const { app } = options;
  const activityMs = (options.activityTimeoutSec ?? 120) * 1000;
  const pongMs = (options.pongTimeoutSec ?? 30) * 1000;
  const maxMessageBytes = options.maxMessageBytes ?? 10 * 1024;
  const maxChannels = options.maxChannelsPerConnection ?? 100;
  const maxBuffered = options.maxBufferedBytes ?? 4 * 1024 * 1024;
  const log = options.logger ?? {};

  const wss = new WebSocketServer({ noServer: true, maxPayload: Math.max(WS_MAX_PAYLOAD, maxMessageBytes * 2) });
  const connections = new Map<string, Connection>();
  const subscribers = new Map<string, Set<Connection>>();
  const presence = createPresenceRegistry();
  const attached: Array<{
    server: HttpServer;
    listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  }> = [];
  let closed = false;

  function sendRaw(conn: Connection, frame: string): boolean {
    const { ws } = conn;
    if (ws.readyState !== WebSocket.OPEN) return false;
    // A client that cannot keep up would otherwise grow our memory without bound.
    if (ws.bufferedAmount > maxBuffered) {
      log.warn?.({ socketId: conn.id, buffered: ws.bufferedAmount }, 'realtime: disconnecting slow consumer');
      closeSocket(ws, 4100, 'Over capacity');
      return false;
    }
    ws.send(frame);
    return true;
  }

  function send(conn: Connection, message: { event: string; channel?: string; data: unknown }): void {
    sendRaw(conn, JSON.stringify(message));
  }

  function sendError(conn: Connection, code: number | null, message: string, channel?: string): void {
    send(
      conn,
      channel === undefined
        ? { event: 'pusher:error', data: { code, message } }
        : { event: 'pusher:error', channel, data: { code, message } },
    );
  }

  // A peer that never answers the close handshake (the usual case for 4201) must not linger.
  function closeSocket(ws: WebSocket, code: number, reason: string): void {
    ws.close(code, reason.slice(0, 120));
    setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
  }

  // Handshake failures: pusher:error first (protocol < 6 clients read it), then the close code.
  function refuse(ws: WebSocket, code: number, message: string): void {
    ws.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
    closeSocket(ws, code, message);
  }

  function generateSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
      if (!connections.has(id)) return id;
    }
  }

  // --- keep-alive -------------------------------------------------------------

  function schedule(conn: Connection, delayMs: number): void {
    clearTimeout(conn.timer);
    conn.timer = setTimeout(() => onActivityTimer(conn), Math.max(delayMs, 1));
    conn.timer.unref();
  }

  function onActivityTimer(conn: Connection): void {
    const idle = Date.now() - conn.lastSeen;
    if (idle < activityMs) return schedule(conn, activityMs - idle);
    conn.awaitingPong = true;
    send(conn, { event: 'pusher:ping', data: {} });
    clearTimeout(conn.timer);
    conn.timer = setTimeout(() => {
      if (conn.awaitingPong) closeSocket(conn.ws, 4201, 'Pong reply not received');
      else onActivityTimer(conn);
    }, pongMs);
    conn.timer.unref();
  }

  // --- connection lifecycle -----------------------------------------------------

  function accept(ws: WebSocket, req: IncomingMessage): void {
    ws.on('error', (err) => log.debug?.({ err: err.message }, 'realtime: socket error'));
    if (closed) return refuse(ws, 4200, 'Server is shutting down');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/app\/([^/]+)\/?$/.exec(url.pathname);
    if (!match) return refuse(ws, 4005, 'Path not found');
    let key: string;
    try {
      key = decodeURIComponent(match[1]);
    } catch {
      return refuse(ws, 4001, 'Application does not exist');
    }
    if (!safeEqual(key, app.key)) return refuse(ws, 4001, 'Application does not exist');
    const protocol = url.searchParams.get('protocol');
    if (protocol === null || protocol === '') return refuse(ws, 4008, 'No protocol version supplied');
    if (!/^\d+$/.test(protocol)) return refuse(ws, 4006, 'Invalid version string format');
    const version = Number(protocol);
    if (version < PROTOCOL_MIN || version > PROTOCOL_MAX) return refuse(ws, 4007, 'Unsupported protocol version');

    const conn: Connection = {
      id: generateSocketId(),
      ws,
      channels: new Map(),
      lastSeen: Date.now(),
      awaitingPong: false,
      timer: undefined,
    };
    connections.set(conn.id, conn);
    ws.on('message', (raw, isBinary) => onMessage(conn, raw, isBinary));
    ws.on('close', () => onClose(conn));
    // pusher-js rejects a handshake whose activity_timeout is 0, hence the floor of 1.
    const advertised = Math.max(1, Math.round(activityMs / 1000));
    send(conn, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: conn.id, activity_timeout: advertised }),
    });
    schedule(conn, activityMs);
    log.debug?.({ socketId: conn.id }, 'realtime: connected');
  }

  function onClose(conn: Connection): void {
    clearTimeout(conn.timer);
    for (const channel of [...conn.channels.keys()]) leave(conn, channel);
    connections.delete(conn.id);
    log.debug?.({ socketId: conn.id }, 'realtime: disconnected');
  }

  // --- inbound messages ---------------------------------------------------------

  function onMessage(conn: Connection, raw: RawData, isBinary: boolean): void {
    conn.lastSeen = Date.now();
    conn.awaitingPong = false;
    const buf = Buffer.isBuffer(raw) ? raw : Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw);
    if (buf.length > maxMessageBytes) return sendError(conn, 4300, `Message exceeds ${maxMessageBytes} bytes`);
    if (isBinary) return sendError(conn, 4300, 'Binary messages are not supported');

    let msg: unknown;
    try {
      msg = JSON.parse(buf.toString('utf8'));
    } catch {
      return sendError(conn, 4300, 'Invalid JSON');
    }
    if (typeof msg !== 'object' || msg === null || typeof (msg as { event?: unknown }).event !== 'string') {
      return sendError(conn, 4300, 'Invalid message format');
    }
    const { event, channel } = msg as { event: string; channel?: unknown };
    const data = normalizeData((msg as { data?: unknown }).data);

    if (event === 'pusher:ping') return send(conn, { event: 'pusher:pong', data: {} });
    if (event === 'pusher:pong') return;
    if (event === 'pusher:subscribe') return subscribe(conn, data);
    if (event === 'pusher:unsubscribe') {
      if (typeof data.channel === 'string') leave(conn, data.channel);
      return;
    }
    if (event.startsWith('client-')) {
      // Client events are disabled: browsers only listen.
      return sendError(
        conn,
        4301,
        'Client events are not enabled for this app',
        typeof channel === 'string' ? channel : undefined,
      );
    }
    log.debug?.({ socketId: conn.id, event }, 'realtime: ignoring unsupported event');
  }

  function normalizeData(data: unknown): Record<string, unknown> {
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return {};
      }
    }
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  }

  // --- subscriptions --------------------------------------------------------------

  function subscriptionError(conn: Connection, channel: string, code: number, message: string, status: number): void {
    // pusher:error is what Pusher sends; the channel-scoped subscription_error lets pusher-js surface it on the channel.
    sendError(conn, code, message);
    send(conn, {
      event: 'pusher:subscription_error',
      channel,
      data: { type: status === 401 ? 'AuthError' : 'SubscriptionError', error: message, status },
    });
  }

  function subscribe(conn: Connection, data: Record<string, unknown>): void {
    const channel = data.channel;
    if (!isValidChannelName(channel)) {
      return sendError(conn, 4300, 'Invalid channel name');
    }
    if (conn.channels.has(channel)) return sendSucceeded(conn, channel);
    if (conn.channels.size >= maxChannels) {
      return subscriptionError(conn, channel, 4300, `Too many channels (max ${maxChannels})`, 400);
    }

    let member: Member | null = null;
    if (isPrivateChannel(channel) || isPresenceChannel(channel)) {
      const auth = data.auth;
      const channelData = isPresenceChannel(channel) ? data.channel_data : undefined;
      if (isPresenceChannel(channel)) {
        member = parseMember(channelData);
        if (!member) return subscriptionError(conn, channel, 4009, 'Invalid channel_data for presence channel', 401);
      }
      const expected = channelAuth(app.key, app.secret, conn.id, channel, channelData as string | undefined).auth;
      if (typeof auth !== 'string' || !safeEqual(auth, expected)) {
        return subscriptionError(conn, channel, 4009, `Invalid signature for ${channel}`, 401);
      }
      if (options.authorizeSubscription && !runHook(conn.id, channel, auth)) {
        return subscriptionError(conn, channel, 4009, `Subscription to ${channel} is not authorized`, 403);
      }
    }
    join(conn, channel, member);
  }

  function runHook(socketId: string, channel: string, auth: string): boolean {
    try {
      return options.authorizeSubscription?.(socketId, channel, auth) === true;
    } catch (err) {
      log.error?.(
        { err: err instanceof Error ? err.message : String(err), channel },
        'realtime: authorizeSubscription threw',
      );
      return false;
    }
  }

  function join(conn: Connection, channel: string, member: Member | null): void {
    let subs = subscribers.get(channel);
    if (!subs) subscribers.set(channel, (subs = new Set()));
    subs.add(conn);
    conn.channels.set(channel, member ? member.userId : null);
    const isNewMember = member !== null && presence.add(channel, member);
    sendSucceeded(conn, channel);
    // Only a user's first socket is announced, as Pusher does.
    if (member && isNewMember) {
      const data = JSON.stringify({ user_id: member.userId, user_info: member.info });
      const frame = JSON.stringify({ event: 'pusher_internal:member_added', channel, data });
      for (const other of subs) if (other !== conn) sendRaw(other, frame);
    }
  }

  function sendSucceeded(conn: Connection, channel: string): void {
    const data = isPresenceChannel(channel) ? presence.snapshot(channel) : '{}';
    send(conn, { event: 'pusher_internal:subscription_succeeded', channel, data });
  }

  function leave(conn: Connection, channel: string): void {
    if (!conn.channels.has(channel)) return;
    const userId = conn.channels.get(channel);
    conn.channels.delete(channel);
    const subs = subscribers.get(channel);
    subs?.delete(conn);
    if (subs && subs.size === 0) subscribers.delete(channel);
    if (userId == null || !presence.remove(channel, userId) || !subs) return;
    const frame = JSON.stringify({
      event: 'pusher_internal:member_removed',
      channel,
      data: JSON.stringify({ user_id: userId }),
    });
    for (const other of subs) sendRaw(other, frame);
  }

  // --- public API ---------------------------------------------------------------------

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = (req.url ?? '').split('?', 1)[0];
    if (!path.startsWith('/app/')) return false;
    if (closed) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return true;
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, req));
    return true;
  }

  function attach(server: HttpServer): void {
    const listener = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
      if (!handleUpgrade(req, socket, head)) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        socket.destroy();
      }
    };
    server.on('upgrade', listener);
    attached.push({ server, listener });
  }

  function publish(channels: string[], event: string, data: unknown, exceptSocketId?: string): number {
    // The wire format carries data as a JSON string; strings are passed through untouched.
    const payload = typeof data === 'string' ? data : (JSON.stringify(data) ?? 'null');
    let queued = 0;
    for (const channel of new Set(channels)) {
      const subs = subscribers.get(channel);
      if (!subs || subs.size === 0) continue;
      const frame = JSON.stringify({ event, channel, data: payload });
      for (const conn of [...subs]) {
        if (conn.id === exceptSocketId) continue;
        if (sendRaw(conn, frame)) queued += 1;
      }
    }
    return queued;
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    for (const { server, listener } of attached.splice(0)) server.off('upgrade', listener);
    const pending = [...connections.values()].map(
      (conn) =>
        new Promise<void>((resolve) => {
          clearTimeout(conn.timer);
          const { ws } = conn;
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', () => resolve());
          // 4200: pusher-js reconnects straight away, which suits a restart.
          if (ws.readyState === WebSocket.OPEN) closeSocket(ws, 4200, 'Server is shutting down');
          else setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
        }),
    );
    await Promise.all(pending);
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }

  return {
    handleUpgrade,
    attach,
    publish,
    connectionCount: () => connections.size,
    subscriberCount: (channel) => subscribers.get(channel)?.size ?? 0,
    disconnect(socketId, code = 4009, reason = 'Session ended') {
      const conn = connections.get(socketId);
      if (!conn) return false;
      // Leave first so no event reaches it while the close handshake runs.
      for (const channel of [...conn.channels.keys()]) leave(conn, channel);
      closeSocket(conn.ws, code, reason);
      return true;
    },
    close,
  };
}
