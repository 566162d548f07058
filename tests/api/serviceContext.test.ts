// Services take a ServiceContext, never the HTTP request or reply: only files that register
// routes (they use the TenantRouter) see a RouteContext, and the builder passes no HTTP on.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceContext } from '../../server/http/serviceContext';
import type { RouteContext } from '../../server/http/router';

const SERVER = resolve(__dirname, '../../server');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });

describe('service context', () => {
  it('is what services take: no file without routes reads a RouteContext, a request or a reply', () => {
    const offenders = files(SERVER)
      .filter(
        (p) =>
          !p.startsWith(join(SERVER, 'http')) &&
          !p.startsWith(join(SERVER, 'realtime')) &&
          p !== join(SERVER, 'app.ts'),
      )
      .filter((p) => {
        const text = readFileSync(p, 'utf8');
        return (
          !/\bTenantRouter\b/.test(text) && /\bRouteContext\b|\bctx\.(req|reply)\b|FastifyRe(quest|ply)/.test(text)
        );
      })
      .map((p) => relative(SERVER, p));
    // services.ts derives URLs from a request by design (origin, baseUrl), for route handlers to call.
    expect(offenders).toEqual(['services.ts']);
  });

  it('carries db, actor, clock, publish and print, and nothing of HTTP', async () => {
    const published: unknown[] = [];
    const route = {
      tenant: { config: {} },
      db: {},
      auth: { user: { id: 1 }, session: { id: 2 }, workstation: null },
      body: { secret: 1 },
      query: {},
      params: {},
      req: { headers: {} },
      reply: {},
      services: {},
      now: new Date('2026-07-15T10:00:00Z'),
      today: '2026-07-15',
      idempotencyKey: 'k-1',
      publish: async (event: string, data: unknown) => {
        published.push([event, data]);
      },
      snackbar() {},
      print() {},
    } as unknown as RouteContext<unknown, unknown, unknown>;
    const ctx = serviceContext(route);
    expect(Object.keys(ctx).sort()).toEqual([
      'actor',
      'db',
      'idempotencyKey',
      'now',
      'print',
      'publish',
      'services',
      'tenant',
      'today',
    ]);
    expect([ctx.actor, ctx.idempotencyKey, ctx.today]).toEqual([route.auth, 'k-1', '2026-07-15']);
    await ctx.publish('X', 1);
    expect(published).toEqual([['X', 1]]);
  });
});
