import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { can, type Permission } from '../../src/domain/permissions';
import type { Db } from '../db/client';
import type { Tenant } from '../tenants/tenants';
import { authenticate, type AuthContext } from '../auth/authenticate';
import { RawJson, success, successText, type Envelope, type SnackbarColor } from './envelope';
import { AppError, forbidden, unauthorized } from './errors';
import { parseOrThrow } from './validation';
import type { Services } from '../services';
import { revokeSession, sessionExpired, touchSession } from '../auth/sessions';
import { claimKey, pruneKeys, readKey, releaseKey, requestHash, storeAnswer } from './idempotency';

export interface RouteContext<B, Q, P> {
  tenant: Tenant;
  db: Db;
  /** Present on every route except those declared with auth: false. */
  auth: AuthContext;
  body: B;
  query: Q;
  params: P;
  req: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  now: Date;
  /** Europe/Stockholm date of `now`. */
  today: string;
  /** Publishes a realtime event on this tenant's private channel. */
  publish(event: string, data: unknown): Promise<void>;
  snackbar(color: SnackbarColor, text: string): void;
  print(job: unknown): void;
  /** The Idempotency-Key the router honours for this call (header, else `idempotencyField`), or null. */
  idempotencyKey: string | null;
}

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a handler returns: its contract's response data when the route names one (src/contracts). */
type Answer<R> = R extends z.ZodType ? z.input<R> | RawJson : unknown;

export interface RouteOptions<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  R extends Schema | undefined = undefined,
> {
  /** Default true: a valid bearer token of this tenant is required. */
  auth?: boolean;
  permission?: Permission;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * Default true for POST, PUT and DELETE: an Idempotency-Key is honoured (false: login, whose answer
   * holds a token, and broadcasting/auth, which answers by itself).
   */
  idempotent?: boolean;
  /** A body field that carries the key when the header is absent (sales/initiate's client_key). */
  idempotencyField?: string;
  /** The answer's data (a contract's response schema): the handler's return type is checked against it. */
  response?: R;
}

type Handler<B, Q, P, R = undefined> = (ctx: RouteContext<B, Q, P>) => Promise<Answer<R>>;

/** One registered route, as the all-routes input tests enumerate them. */
export interface RouteInfo
  extends RouteOptions<Schema | undefined, Schema | undefined, Schema | undefined, Schema | undefined> {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT';
  path: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant?: Tenant;
  }
}

/** Registers a tenant route: parse, authenticate, authorise, run, wrap in the envelope. */
export class TenantRouter {
  /** Every route registered through this router. */
  readonly routes: RouteInfo[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly services: Services,
  ) {}

  get<
    Q extends Schema | undefined = undefined,
    P extends Schema | undefined = undefined,
    R extends Schema | undefined = undefined,
  >(path: string, opts: RouteOptions<undefined, Q, P, R>, handler: Handler<undefined, Out<Q>, Out<P>, R>) {
    this.add('GET', path, opts, handler);
  }

  post<
    B extends Schema | undefined = undefined,
    P extends Schema | undefined = undefined,
    R extends Schema | undefined = undefined,
  >(path: string, opts: RouteOptions<B, undefined, P, R>, handler: Handler<Out<B>, undefined, Out<P>, R>) {
    this.add('POST', path, opts, handler);
  }

  delete<
    B extends Schema | undefined = undefined,
    P extends Schema | undefined = undefined,
    R extends Schema | undefined = undefined,
  >(path: string, opts: RouteOptions<B, undefined, P, R>, handler: Handler<Out<B>, undefined, Out<P>, R>) {
    this.add('DELETE', path, opts, handler);
  }

  private add(
    method: 'GET' | 'POST' | 'DELETE' | 'PUT',
    path: string,
    opts: RouteOptions<Schema | undefined, Schema | undefined, Schema | undefined, Schema | undefined>,
    // biome-ignore lint/suspicious/noExplicitAny: the overloads above type each handler; this is their common signature
    handler: Handler<any, any, any, Schema | undefined>,
  ) {
    const services = this.services;
    this.routes.push({ ...opts, method, path });
    this.app.route({
      method,
      url: '/' + path,
      handler: async (req, reply) => {
        const tenant = req.tenant!;
        let auth: AuthContext | null = null;
        if (opts.auth !== false) {
          const domain = tenant.config.domain;
          auth = await authenticate(tenant.db, req.headers.authorization, { sessions: services.sessionCache, domain });
          if (!auth) throw unauthorized();
          const limits = services.config.sessions;
          if (sessionExpired(auth.session, services.now(), limits)) {
            await revokeSession(tenant.db, services, domain, auth.session.id, services.now());
            throw new AppError(401, 'session_expired', 'Din session har gått ut. Logga in igen.');
          }
          await touchSession(tenant.db, services, domain, auth.session, services.now(), limits);
          if (opts.permission && !can(auth.user.level, opts.permission)) throw forbidden();
        }
        // Headers, params, query, body: each is guarded even without a schema; the first failing part answers.
        parseOrThrow(undefined, req.headers);
        const params = parseOrThrow(opts.params, req.params);
        const query = parseOrThrow(opts.query, req.query);
        const body = parseOrThrow(opts.body, req.body);
        const field = opts.idempotencyField;
        const bodyKey =
          field && body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
        const honoured = method !== 'GET' && opts.idempotent !== false && auth != null;
        const key = honoured ? readKey(req.headers['idempotency-key'], bodyKey) : null;
        const extra: Pick<Envelope, 'snackbar' | 'print'> = {};
        const now = services.now();
        const ctx: RouteContext<unknown, unknown, unknown> = {
          tenant,
          db: tenant.db,
          auth: auth as AuthContext,
          body,
          query,
          params,
          req,
          reply,
          services,
          now,
          today: services.today(now),
          publish: (event, data) => services.publish(tenant.config, event, data),
          snackbar: (color, text) => {
            extra.snackbar = { color, text };
          },
          print: (job) => {
            extra.print = job;
          },
          idempotencyKey: key,
        };
        const run = async (): Promise<{ status: number; body: string } | null> => {
          const data = await handler(ctx);
          if (reply.sent) return null;
          const text =
            data instanceof RawJson ? successText(data, extra) : JSON.stringify(success(data ?? null, extra));
          return { status: reply.statusCode, body: text };
        };
        const send = (answer: { status: number; body: string } | null) =>
          answer == null
            ? reply
            : reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);

        if (!key || !auth) return send(await run());

        // Looked up only now, after authentication and validation; bound to who sent it and what.
        const binding = auth.workstation ? `ws:${auth.workstation.id}` : `session:${auth.session.id}`;
        const hashed = field && body && typeof body === 'object' ? { ...(body as object), [field]: undefined } : body;
        const hash = requestHash(method, req.url.split('?')[0], params, hashed);
        maybePrune(tenant.db, now);
        const claim = await claimKey(tenant.db, key, binding, hash, services.now);
        if (claim.kind === 'replay') return send(claim.answer);
        let answer: { status: number; body: string } | null;
        try {
          answer = await run();
        } catch (err) {
          await releaseKey(tenant.db, claim.id);
          throw err;
        }
        if (answer) await storeAnswer(tenant.db, claim.id, answer, services.now());
        else await releaseKey(tenant.db, claim.id);
        return send(answer);
      },
    });
  }
}

const lastPrune = new WeakMap<Db, number>();
/** Expired answers are dropped at most hourly per tenant, in the background of a request. */
function maybePrune(db: Db, now: Date) {
  const last = lastPrune.get(db) ?? 0;
  if (now.getTime() - last < 3600_000) return;
  lastPrune.set(db, now.getTime());
  pruneKeys(db, now).catch(() => lastPrune.delete(db));
}
