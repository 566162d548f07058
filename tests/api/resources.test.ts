// One registration per resource folder: every route file's routes reach the router through
// resources.ts, each folder is listed once under its own name, and no route is registered twice.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TenantRouter } from '../../server/http/router';
import type { Services } from '../../server/services';
import { registerResources, RESOURCES } from '../../server/resources';

const SERVER = resolve(__dirname, '../../server');
const newRouter = () =>
  new TenantRouter({ route() {} } as unknown as FastifyInstance, undefined as unknown as Services);
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** Every exported `registerXRoutes(r: TenantRouter)` of every folder, found by reading the files. */
function routeRegistrars(): { folder: string; file: string; name: string }[] {
  const found: { folder: string; file: string; name: string }[] = [];
  for (const folder of readdirSync(SERVER, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)) {
    for (const file of readdirSync(join(SERVER, folder)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = readFileSync(join(SERVER, folder, file), 'utf8');
      for (const m of text.matchAll(/export function (register\w*Routes?)\(r: TenantRouter/g))
        found.push({ folder, file, name: m[1] });
    }
  }
  return found;
}

describe('server resources', () => {
  it('registers every route file of every folder, through one resource per folder', async () => {
    const all = newRouter();
    registerResources(all);
    const registered = new Set(all.routes.map(key));
    expect(registered.size).toBe(all.routes.length);
    const registrars = routeRegistrars();
    expect(registrars.length).toBeGreaterThan(25);
    const folders = new Set<string>();
    for (const { folder, file, name } of registrars) {
      const mod = await import(join(SERVER, folder, file));
      const own = newRouter();
      mod[name](own);
      for (const route of own.routes) expect(registered, `${folder}/${file} ${name}`).toContain(key(route));
      if (own.routes.length) folders.add(folder);
    }
    expect(RESOURCES.map((r) => r.name).sort()).toEqual([...folders].sort());
  });

  it('names each resource after the folder whose index.ts exports it', async () => {
    for (const resource of RESOURCES) {
      const mod = await import(join(SERVER, resource.name, 'index.ts'));
      expect(Object.values(mod)).toContain(resource);
      const own = newRouter();
      resource.register(own);
      expect(own.routes.length, resource.name).toBeGreaterThan(0);
    }
  });
});
