// What a service may know of the call that runs it: never the HTTP request or reply, so the same
// service runs from a route, a job or a test.
import type { Db } from '../db/client';
import type { Tenant } from '../tenants/tenants';
import type { Services } from '../services';
import type { AuthContext } from '../auth/authenticate';
import type { RouteContext } from './router';

/** Who acts: the signed-in user, their session and the workstation it runs on (null off a workstation). */
export type Actor = AuthContext;

export interface ServiceContext {
  /** The tenant's root database; services open their own transaction and pass `tx` down. */
  db: Db;
  actor: Actor;
  now: Date;
  /** Europe/Stockholm date of `now`. */
  today: string;
  /** Publishes a realtime event on this tenant's private channel. */
  publish(event: string, data: unknown): Promise<void>;
  /** Hands a print job to the console with the answer. */
  print(job: unknown): void;
  /** The campsite (its name on prints and mails) and the server's services (the card terminal's flow). */
  tenant: Tenant;
  services: Services;
  /** The call's Idempotency-Key (header, else the route's body field), null without one. */
  idempotencyKey: string | null;
}

/** The service context of a route call. */
export function serviceContext(ctx: RouteContext<unknown, unknown, unknown>): ServiceContext {
  return {
    db: ctx.db,
    actor: ctx.auth,
    now: ctx.now,
    today: ctx.today,
    publish: ctx.publish,
    print: ctx.print,
    tenant: ctx.tenant,
    services: ctx.services,
    idempotencyKey: ctx.idempotencyKey,
  };
}
