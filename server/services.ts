import type { FastifyRequest } from 'fastify';
import type { AppConfig, TenantConfig } from './config';
import type { Tenants } from './tenants/tenants';
import type { Publisher } from './realtime/publisher';
import { tenantChannel } from './realtime/publisher';
import { todayInStockholm } from '../src/domain/dates';
import { SessionSockets } from './auth/sessions';
import { SessionCache } from './auth/sessionCache';

export interface RealtimeInfo {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
}

/** What every route may use: configuration, tenants, and the realtime publisher. */
export interface Services {
  config: AppConfig;
  tenants: Tenants;
  publisher: Publisher;
  /** Realtime sockets per session, closed on logout and expiry. */
  sessionSockets: SessionSockets;
  /** Sessions read a moment ago (auth/sessionCache.ts). */
  sessionCache: SessionCache;
  publish(tenant: TenantConfig, event: string, data: unknown): Promise<void>;
  now(): Date;
  /** Europe/Stockholm date of an instant (default now). */
  today(now?: Date): string;
  origin(req: FastifyRequest): string;
  baseUrl(req: FastifyRequest, tenant: TenantConfig): string;
  realtimeInfo(req: FastifyRequest): RealtimeInfo;
}

export function createServices(
  config: AppConfig,
  tenants: Tenants,
  publisher: Publisher,
  sessionSockets = new SessionSockets(null),
): Services {
  const origin = (req: FastifyRequest) => {
    if (config.publicUrl) return config.publicUrl.replace(/\/$/, '');
    const proto = (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0] ?? req.protocol;
    return `${proto}://${req.headers.host ?? 'localhost'}`;
  };
  return {
    config,
    tenants,
    publisher,
    sessionSockets,
    sessionCache: new SessionCache(),
    async publish(tenant, event, data) {
      try {
        await publisher.publish(tenantChannel(tenant.namespace), event, data);
      } catch (err) {
        // The mutation has committed; a lost event is healed by the client's refetch on reconnect.
        console.error(`realtime publish ${event} failed`, err);
      }
    },
    now: () => config.clock?.() ?? new Date(),
    today: (now = config.clock?.() ?? new Date()) => todayInStockholm(now),
    origin,
    baseUrl: (req, tenant) => `${origin(req)}/api/${tenant.domain}/`,
    realtimeInfo(req) {
      const rt = config.realtime;
      if (rt.kind === 'external') {
        return {
          key: rt.key,
          wsHost: rt.host ?? `ws-${rt.cluster}.pusher.com`,
          wsPort: rt.port ?? (rt.useTLS ? 443 : 80),
          forceTLS: rt.useTLS,
        };
      }
      const url = new URL(origin(req));
      const forceTLS = url.protocol === 'https:';
      return { key: rt.key, wsHost: url.hostname, wsPort: url.port ? Number(url.port) : forceTLS ? 443 : 80, forceTLS };
    },
  };
}
