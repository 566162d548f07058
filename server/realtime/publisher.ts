// Where domain code sends realtime events: the embedded server, an external Pusher-compatible
// cluster, or (in tests) a recorder.
import Pusher from 'pusher';
import type { PusherServer } from './pusherServer';

export interface Publisher {
  publish(channel: string, event: string, data: unknown): Promise<void>;
}

export function createEmbeddedPublisher(server: Pick<PusherServer, 'publish'>): Publisher {
  return {
    async publish(channel, event, data) {
      server.publish([channel], event, data);
    },
  };
}

export interface ExternalPublisherOptions {
  appId: string;
  key: string;
  secret: string;
  cluster?: string;
  host?: string;
  port?: number | string;
  useTLS: boolean;
  /** Request timeout in ms (the library's default is none). */
  timeoutMs?: number;
}

export function createExternalPublisher(opts: ExternalPublisherOptions): Publisher {
  const base = {
    appId: opts.appId,
    key: opts.key,
    secret: opts.secret,
    useTLS: opts.useTLS,
    timeout: opts.timeoutMs ?? 10_000,
  };
  let client: Pusher;
  if (opts.host) {
    client = new Pusher({ ...base, host: opts.host, ...(opts.port !== undefined ? { port: String(opts.port) } : {}) });
  } else if (opts.cluster) {
    client = new Pusher({ ...base, cluster: opts.cluster });
  } else {
    throw new Error('createExternalPublisher needs either host or cluster');
  }
  return {
    async publish(channel, event, data) {
      // trigger() rejects on any status >= 400, so a resolved promise means accepted.
      await client.trigger(channel, event, data);
    },
  };
}

export interface RecordedEvent {
  channel: string;
  event: string;
  data: unknown;
}

export interface RecordingPublisher extends Publisher {
  readonly events: RecordedEvent[];
  clear(): void;
}

export function createRecordingPublisher(): RecordingPublisher {
  const events: RecordedEvent[] = [];
  return {
    events,
    async publish(channel, event, data) {
      events.push({ channel, event, data });
    },
    clear() {
      events.length = 0;
    },
  };
}

// A namespace may not contain '.', otherwise namespace "a" could authorize "private-a.b" of namespace "a.b".
const NAMESPACE_RE = /^[A-Za-z0-9_\-=@,;]+$/;
const PREFIX = 'private-';

export function isValidNamespace(namespace: string): boolean {
  return NAMESPACE_RE.test(namespace) && PREFIX.length + namespace.length <= 164;
}

export function tenantChannel(namespace: string): string {
  if (!isValidNamespace(namespace)) throw new Error(`Invalid realtime namespace: ${JSON.stringify(namespace)}`);
  return PREFIX + namespace;
}

/** True only for `private-{namespace}` or `private-{namespace}.{something}`. */
export function mayAuthorizeChannel(namespace: string, channelName: string): boolean {
  if (!isValidNamespace(namespace) || channelName.length > 164) return false;
  const base = PREFIX + namespace;
  if (channelName === base) return true;
  if (!channelName.startsWith(base + '.')) return false;
  const rest = channelName.slice(base.length + 1);
  return rest.length > 0 && /^[A-Za-z0-9_\-=@,.;]+$/.test(rest);
}
