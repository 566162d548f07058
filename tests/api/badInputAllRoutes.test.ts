// Every bad-input case of issue 10 sent to every route of the router's registry: no 5xx anywhere,
// the field's own value is refused with a Swedish message, and nothing in the database changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { createTestApp, TEST_TODAY, type TestApp } from '../helpers/testApp';
import { DEMO_USERS, login } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { TenantRouter, type RouteInfo } from '../../server/http/router';
import type { Services } from '../../server/services';
import { registerResources } from '../../server/resources';
import { can } from '../../src/domain/permissions';
import { INPUT_TEXTS } from '../../src/domain/input';

/** The registry, filled by registering every route on a router that serves nothing. */
function allRoutes(): RouteInfo[] {
  const router = new TenantRouter({ route() {} } as unknown as FastifyInstance, undefined as unknown as Services);
  registerResources(router);
  return router.routes;
}
const ROUTES = allRoutes();

type Kind = 'id' | 'newId' | 'date' | 'number' | 'text' | 'array' | 'other';
const def = (s: z.ZodType) => (s as unknown as { _zod: { def: Record<string, any> } })._zod.def;

/** The schema under optional/nullable/default (and, with `pipes`, under transforms and pipes). */
function base(s: z.ZodType, pipes = true): z.ZodType {
  for (let i = 0; i < 20; i++) {
    const d = def(s);
    if (d.innerType) s = d.innerType;
    else if (pipes && d.type === 'pipe') s = d.in;
    else return s;
  }
  return s;
}

/** The top-level fields of an object schema (refined or not) and what each takes. */
function fields(schema: z.ZodType | undefined): [string, Kind][] {
  if (!schema) return [];
  const shape = def(base(schema)).shape as Record<string, z.ZodType> | undefined;
  if (!shape) return [];
  return Object.entries(shape).map(([name, s]) => {
    const outer = def(base(s, false)).type as string;
    const t = def(base(s)).type as string;
    // An integer id is a number in a body and a digits-to-number pipe in a path or query.
    if (/(^id$|_id$|Id$)/.test(name) && (outer === 'number' || outer === 'pipe')) {
      // idOrNew: 0 is a record not saved yet, so only the other bad ids apply.
      const num = base(s, false) as unknown as { minValue?: number; _zod: { def: { out?: { minValue?: number } } } };
      return [name, (num.minValue ?? num._zod.def.out?.minValue) === 0 ? 'newId' : 'id'];
    }
    if (/date|^from$|^to$/.test(name)) return [name, 'date'];
    if (t === 'number') return [name, 'number'];
    if (t === 'string') return [name, 'text'];
    if (t === 'array') return [name, 'array'];
    return [name, 'other'];
  });
}

/** A plausible value for a field, so a request with one bad field gets as far as it can. */
function goodValue(s: z.ZodType, kind: Kind, inQuery: boolean): unknown {
  if (kind === 'id' || kind === 'newId') return inQuery ? '1' : 1;
  if (kind === 'date') return TEST_TODAY;
  const outer = def(base(s, false));
  const d = def(base(s));
  const num = (n: { minValue?: number | null; maxValue?: number | null }) =>
    Math.min(Math.max(1, n.minValue ?? 1), n.maxValue ?? 1);
  if (inQuery && outer.type === 'pipe') return String(num(outer.out ?? {}));
  switch (d.type) {
    case 'enum':
      return Object.values(d.entries as Record<string, string>)[0];
    case 'boolean':
      return false;
    case 'literal':
      return d.values[0];
    case 'number':
      return inQuery ? String(num(base(s) as never)) : num(base(s) as never);
    case 'array':
      return [];
    case 'object':
      return {};
    case 'union':
      return goodValue(d.options[0], 'other', inQuery);
    case 'string':
      return 'x';
    default:
      return undefined;
  }
}

function goodInput(schema: z.ZodType | undefined, inQuery: boolean): Record<string, unknown> {
  if (!schema) return {};
  const shape = def(base(schema)).shape as Record<string, z.ZodType>;
  return Object.fromEntries(fields(schema).map(([name, kind]) => [name, goodValue(shape[name], kind, inQuery)]));
}

const BAD_JSON_IDS: unknown[] = [true, [1], ' 7 ', '7', 2_147_483_648, 1e308, 0, -1, 1.5];
const BAD_PARAM_IDS = ['2147483648', '1e308', 'true', '[1]', ' 7 ', '7.0', '1e3', '0', '-1'];
const BAD_DATES = ['2026-02-30', '0000-01-01', '2026-11-00', '2026-13-01'];
const DATE_TEXTS: string[] = [INPUT_TEXTS.dateUnreal, INPUT_TEXTS.dateYear, INPUT_TEXTS.dateFormat];
const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const DEPTH = 50_000;
const DEEP_BODY = `{"zz":${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}}`;
/** zod's English defaults: a message like these is not the Swedish one the client must see. */
const ENGLISH = /invalid input|expected|too big|too small|must be|received/i;

interface Case {
  name: string;
  route: RouteInfo;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** The error key the refusal must name, and the messages one of which it must carry. */
  field: string;
  texts?: readonly string[];
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const route of ROUTES) {
    const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    // A payment link's :token is no id: a well-formed unknown token is its good value.
    const good = Object.fromEntries(names.map((n) => [n, n === 'token' ? 'A'.repeat(32) : '1']));
    const q = goodInput(route.query, true) as Record<string, string>;
    const b = goodInput(route.body, false);
    const add = (c: Omit<Case, 'route' | 'params'> & { params?: Record<string, string> }) =>
      out.push({ route, params: good, ...c, name: `${route.method} ${route.path}: ${c.name}` });
    // Path ids: only plain digits within integer.
    for (const n of names)
      for (const bad of BAD_PARAM_IDS)
        add({
          name: `:${n}=${JSON.stringify(bad)}`,
          params: { ...good, [n]: bad },
          field: n,
          query: route.query ? q : undefined,
          body: route.method === 'GET' ? undefined : b,
        });
    // A query parameter no schema reads still goes through the guard.
    add({ name: 'NUL in an unknown query parameter', query: { ...q, zz: NUL }, field: 'zz', texts: [INPUT_TEXTS.nul] });
    for (const [name, kind] of fields(route.query)) {
      add({ name: `NUL in ?${name}`, query: { ...q, [name]: NUL }, field: name, texts: [INPUT_TEXTS.nul] });
      if (kind === 'id' || kind === 'newId')
        for (const bad of BAD_PARAM_IDS.filter((b) => kind === 'id' || b !== '0'))
          add({ name: `?${name}=${JSON.stringify(bad)}`, query: { ...q, [name]: bad }, field: name });
      if (kind === 'date')
        for (const bad of BAD_DATES)
          add({ name: `?${name}=${bad}`, query: { ...q, [name]: bad }, field: name, texts: DATE_TEXTS });
    }
    if (route.method === 'GET') continue;
    add({ name: 'NUL in an unknown body field', body: { ...b, zz: NUL }, field: 'zz', texts: [INPUT_TEXTS.nul] });
    add({
      name: 'a lone surrogate in an unknown body field',
      body: { ...b, zz: SURROGATE },
      field: 'zz',
      texts: [INPUT_TEXTS.surrogate],
    });
    add({ name: `JSON ${DEPTH} deep`, raw: DEEP_BODY, field: 'zz', texts: [INPUT_TEXTS.tooDeep] });
    for (const [name, kind] of fields(route.body)) {
      add({ name: `NUL in ${name}`, body: { ...b, [name]: NUL }, field: name, texts: [INPUT_TEXTS.nul] });
      add({
        name: `lone surrogate in ${name}`,
        body: { ...b, [name]: SURROGATE },
        field: name,
        texts: [INPUT_TEXTS.surrogate],
      });
      add({ name: `NUL in a list in ${name}`, body: { ...b, [name]: [NUL] }, field: name, texts: [INPUT_TEXTS.nul] });
      if (kind === 'id' || kind === 'newId')
        for (const bad of BAD_JSON_IDS.filter((b) => kind === 'id' || b !== 0))
          add({ name: `${name}=${JSON.stringify(bad)}`, body: { ...b, [name]: bad }, field: name });
      if (kind === 'number')
        for (const bad of [2_147_483_648, 1e308, -1e308])
          add({ name: `${name}=${bad}`, body: { ...b, [name]: bad }, field: name });
      if (kind === 'date')
        for (const bad of BAD_DATES)
          add({ name: `${name}=${bad}`, body: { ...b, [name]: bad }, field: name, texts: DATE_TEXTS });
    }
  }
  return out;
}

let app: TestApp;
let token: string;
let before: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  token = (await login(app, 'demo', DEMO_USERS.manager, 'bad-input-all')).token;
  before = await databaseDigest((await app.tenants.get('demo')).db);
});
afterAll(async () => {
  await app?.destroy();
});

async function send(c: Case) {
  const path = c.route.path.replace(/:(\w+)/g, (_m, n: string) => encodeURIComponent(c.params?.[n] ?? '1'));
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...c.headers };
  let payload: string | undefined;
  if (c.raw != null || c.body !== undefined) {
    payload = c.raw ?? JSON.stringify(c.body);
    headers['content-type'] = 'application/json';
  }
  const res = await app.fastify.inject({
    method: c.route.method,
    url: `/api/demo/${path}`,
    query: c.query,
    headers,
    payload,
  });
  type Body = { error_message: string | null; data: { errors?: Record<string, string[]> } };
  let body: Body;
  try {
    body = res.json();
  } catch {
    body = { error_message: `not JSON: ${res.body.slice(0, 80)}`, data: {} };
  }
  return { status: res.statusCode, body };
}

describe('every bad-input case on every route', () => {
  it('the registry lists every route', () => {
    expect(ROUTES.length).toBeGreaterThan(90);
    expect(ROUTES.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST login',
        'POST broadcasting/auth',
        'GET calendar-dates',
        'GET seasons/calendar-dates',
        'GET search',
        'POST dashboard/update-dashboard-card-global-setting',
        'POST parked-orders/create',
        'GET parked-orders',
      ]),
    );
  });

  it('answers a Swedish 4xx to each, names the field, and never a 5xx', async () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(1500);
    const failures: string[] = [];
    for (const c of all) {
      const res = await send(c);
      // A refused logout keeps the session; had one got through, the rest would only prove a 401.
      if (res.status === 401) token = (await login(app, 'demo', DEMO_USERS.manager, 'bad-input-all')).token;
      const allowed = !c.route.permission || can('manager', c.route.permission);
      if (!allowed) {
        if (res.status !== 403) failures.push(`${c.name}: ${res.status} (expected 403)`);
        continue;
      }
      const errors = res.body.data?.errors ?? {};
      const messages = Object.entries(errors)
        .filter(([k]) => k === c.field || k.startsWith(`${c.field}.`))
        .flatMap(([, m]) => m);
      if (res.status !== 422) failures.push(`${c.name}: ${res.status} ${res.body.error_message}`);
      else if (messages.length === 0) failures.push(`${c.name}: no error for ${c.field} in ${JSON.stringify(errors)}`);
      else if (c.texts && !messages.some((m) => c.texts!.includes(m)))
        failures.push(`${c.name}: ${JSON.stringify(messages)}`);
      else if (messages.some((m) => ENGLISH.test(m)))
        failures.push(`${c.name}: not Swedish: ${JSON.stringify(messages)}`);
    }
    // The 5xx first: they are what the issue counted (85 of ~9,400 before the fix).
    expect(failures.filter((f) => /: 5\d\d /.test(f))).toEqual([]);
    expect(failures).toEqual([]);
  }, 240_000);

  it('changed no row of the tenant', async () => {
    expect(await databaseDigest((await app.tenants.get('demo')).db)).toEqual(before);
  });
});
