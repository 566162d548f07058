import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AppConfig } from './config';
import { Tenants } from './tenants/tenants';
import { DEMO_PROFILES, isSeeded, seedDemo } from './demo/seedDemo';
import { createServices, type Services } from './services';
import { AppError } from './http/errors';
import { failure } from './http/envelope';
import { TenantRouter } from './http/router';
import { isBelowMinimum } from '../src/domain/version';
import { createPusherServer } from './realtime/pusherServer';
import { pusherHttpApi } from './realtime/httpApi';
import { createEmbeddedPublisher, createExternalPublisher, type Publisher } from './realtime/publisher';
import { registerResources } from './resources';
import { SessionSockets, sweepSessionSockets } from './auth/sessions';
import { securityHeaders } from './http/securityHeaders';
import { logServerError } from './http/errorLog';
import { isLodgingOverlap, lodgingOverlap } from './bookings/chargeCalendar';

export interface App {
  fastify: FastifyInstance;
  services: Services;
  tenants: Tenants;
  close(): Promise<void>;
}

/** Builds the whole server: tenants, API, realtime and the console's static files. No port is opened. */
export async function createApp(config: AppConfig): Promise<App> {
  const fastify = Fastify({ logger: config.logger, bodyLimit: 1024 * 1024, trustProxy: config.trustProxy ?? false });
  const tenants = new Tenants(config, {
    isSeeded,
    seed: (db, o) => seedDemo(db, { size: o.size, profile: DEMO_PROFILES[o.profile], today: o.today, now: o.now }),
  });
  // The full data load is a few MB of JSON; gzip/brotli makes it a few hundred kB.
  await fastify.register(fastifyCompress, { threshold: 2048 });

  let publisher: Publisher;
  let pusher: ReturnType<typeof createPusherServer> | null = null;
  const rt = config.realtime;
  if (rt.kind === 'embedded') {
    const app = { appId: rt.appId, key: rt.key, secret: rt.secret };
    pusher = createPusherServer({ app });
    pusher.attach(fastify.server);
    // Upgraded sockets keep the HTTP server open: close them before it.
    const server = pusher;
    fastify.addHook('preClose', async () => {
      await server.close();
    });
    await fastify.register(pusherHttpApi, { app, server: pusher });
    publisher = createEmbeddedPublisher(pusher);
  } else {
    publisher = createExternalPublisher(rt);
  }
  // With an external cluster the sockets live there: a revoked token only stops new subscriptions.
  const embedded = pusher;
  const sessionSockets = new SessionSockets(
    embedded
      ? (id) => {
          embedded.disconnect(id);
        }
      : null,
  );
  const services = createServices(config, tenants, publisher, sessionSockets);
  securityHeaders(fastify, services);
  if (embedded) {
    // A console left idle expires without a request noticing: its socket is closed within a minute.
    const sweep = setInterval(() => {
      sweepSessionSockets(
        services,
        async (d) => (tenants.find(d) ? (await tenants.get(d)).db : null),
        services.now(),
        config.sessions,
      ).catch((err) => console.error(`session sweep failed: ${(err as Error).message}`));
    }, 60_000);
    sweep.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(sweep);
    });
  }

  // pusher-js posts channel authorisation as a form; nothing else takes one (a login form post is 415).
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    if (!/\/broadcasting\/auth(\?|$)/.test(req.url)) {
      return done(
        new AppError(415, 'unsupported_media_type', 'Skicka uppgifterna som JSON (Content-Type: application/json).'),
        undefined,
      );
    }
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  fastify.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send(failure(err.code, err.message, err.data));
    // A night charged twice, refused by the database (migration 0016) on any path: nothing was written.
    if (isLodgingOverlap(err)) {
      const refusal = lodgingOverlap();
      return reply.status(refusal.status).send(failure(refusal.code, refusal.message, refusal.data));
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send(failure('payload_too_large', 'Förfrågan är för stor.'));
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(e.statusCode).send(failure('bad_request', 'Felaktig förfrågan: ' + (e.message ?? '')));
    }
    logServerError(req, err);
    return reply.status(500).send(failure('server_error', 'Ett oväntat fel inträffade på servern.'));
  });

  fastify.get('/api/domains', async (req) => ({
    status: 'success',
    error_code: null,
    error_message: null,
    data: {
      domains: tenants.list().map((t) => ({
        id: t.id,
        name: t.name,
        domain: t.domain,
        baseURL: services.baseUrl(req, t),
        namespace: t.namespace,
        realtime: services.realtimeInfo(req),
      })),
    },
  }));
  fastify.get('/api/health', async () => ({
    status: 'success',
    data: { ok: true },
    error_code: null,
    error_message: null,
  }));

  await fastify.register(
    async (scope) => {
      scope.addHook('onRequest', async (req) => {
        const domain = (req.params as { domain?: string }).domain ?? '';
        if (!tenants.find(domain)) throw new AppError(404, 'unknown_domain', `Okänd domän: ${domain.slice(0, 60)}`);
        const version = req.headers['x-app-version'];
        if (typeof version === 'string' && isBelowMinimum(version, config.minClientVersion)) {
          throw new AppError(403, 'update_required', 'Programmet behöver uppdateras', {
            url: config.updateUrl,
            minimumVersion: config.minClientVersion,
          });
        }
        req.tenant = await tenants.get(domain);
      });
      scope.setNotFoundHandler((_req, reply) => reply.status(404).send(failure('not_found', 'Anropet finns inte.')));
      const router = new TenantRouter(scope, services);
      registerResources(router);
    },
    { prefix: '/api/:domain' },
  );

  await serveConsole(fastify, config);

  return {
    fastify,
    services,
    tenants,
    async close() {
      await fastify.close();
      await tenants.closeAll();
    },
  };
}

/** The built console, with the SPA fallback to index.html for client-side routes. */
async function serveConsole(fastify: FastifyInstance, config: AppConfig) {
  const dir = config.consoleDir ? resolve(config.consoleDir) : null;
  const hasConsole = dir != null && existsSync(resolve(dir, 'index.html'));
  if (hasConsole) await fastify.register(fastifyStatic, { root: dir, wildcard: false });
  fastify.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && hasConsole && !req.url.startsWith('/api/') && !req.url.startsWith('/app/')) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(failure('not_found', 'Sidan finns inte.'));
  });
}
