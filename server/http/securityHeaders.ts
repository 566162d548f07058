import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services';

/**
 * The console's policy: only our own scripts (Vite's build has no inline script), our API and the
 * realtime socket, never framed. Styles allow inline because React and cmdk set style attributes.
 */
export function contentSecurityPolicy(services: Services, req: FastifyRequest): string {
  const rt = services.realtimeInfo(req);
  const port = rt.wsPort === (rt.forceTLS ? 443 : 80) ? '' : `:${rt.wsPort}`;
  const socket = rt.forceTLS ? `wss://${rt.wsHost}${port}` : `ws://${rt.wsHost}${port} wss://${rt.wsHost}${port}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src 'self' ${socket}`,
    "style-src 'self' 'unsafe-inline'",
    // The login page's daily photo (shell.md 2.3) comes from picsum, which redirects to its CDN.
    "img-src 'self' data: blob: https://picsum.photos https://fastly.picsum.photos",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every answer (console, assets, API, errors) carries the policy, nosniff and a referrer policy. */
export function securityHeaders(fastify: FastifyInstance, services: Services) {
  fastify.addHook('onRequest', async (req, reply) => {
    reply.header('content-security-policy', contentSecurityPolicy(services, req));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
  });
}
