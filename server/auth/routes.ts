import { and, eq, isNull } from 'drizzle-orm';
import type { TenantRouter, RouteContext } from '../http/router';
import { AppError, fieldError, forbidden, validationError } from '../http/errors';
import { z } from '../http/validation';
import { text } from '../../src/domain/input';
import { sessions, users } from '../db/schema';
import { can } from '../../src/domain/permissions';
import { hashToken, newToken, verifyPassword } from './password';
import { clearLoginFailures, recordLoginAttempt, reserveLoginAttempt, waitText } from './loginLimiter';
import { revokeSession } from './sessions';
import { registerWorkstation, serializeWorkstation } from './workstations';
import { channelAuth } from '../realtime/signing';
import { mayAuthorizeChannel } from '../realtime/publisher';

const machine = {
  machine_id: text().trim().min(1, 'machine_id saknas').max(200),
  hostname: text().max(255).nullish(),
};

const loginBody = z.object({
  username: text().trim().max(254).optional(),
  email: text().trim().max(254).optional(),
  password: text().max(1024).optional(),
  ...machine,
});

type UserRow = typeof users.$inferSelect;

export function serializeUser(ctx: RouteContext<unknown, unknown, unknown>, user: UserRow) {
  const t = ctx.tenant.config;
  return {
    id: user.id,
    name: user.name,
    initials: user.initials,
    color: user.color,
    email: user.email,
    namespace: t.namespace,
    level: user.level,
    modules: user.modules,
    domain: {
      id: t.id,
      name: t.name,
      domain: t.domain,
      baseURL: ctx.services.baseUrl(ctx.req, t),
      namespace: t.namespace,
    },
  };
}

export function registerAuthRoutes(r: TenantRouter) {
  r.post('login', { auth: false, body: loginBody }, async (ctx) => {
    const email = (ctx.body.username || ctx.body.email || '').toLowerCase();
    const password = ctx.body.password ?? '';
    const errors: Record<string, string[]> = {};
    if (!email) errors.username = ['Ange användarnamn (email)'];
    if (!password) errors.password = ['Ange lösenord'];
    if (Object.keys(errors).length) throw validationError(errors);

    const address = ctx.req.ip;
    // Counted before the ~50 ms hash, in one statement: a burst cannot outrun the limit.
    const reserved = await reserveLoginAttempt(ctx.db, email, address, ctx.services.config.login, ctx.now);
    if (!reserved.allowed) {
      ctx.reply.header('retry-after', String(reserved.retryAfterS));
      const message = `För många misslyckade inloggningsförsök. ${waitText(reserved.retryAfterS)}`;
      throw new AppError(429, 'too_many_attempts', message, { retry_after: reserved.retryAfterS });
    }
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .limit(1);
    // Verify against a dummy hash when the user is unknown so timing does not reveal accounts.
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) {
      await recordLoginAttempt(ctx.db, email, address, false, ctx.now);
      throw fieldError('invalid_credentials', 'password', 'Fel användarnamn eller lösenord');
    }
    const token = newToken();
    const workstation = await ctx.db.transaction(async (tx) => {
      const ws = await registerWorkstation(tx, ctx.body.machine_id, ctx.body.hostname ?? null, ctx.now);
      await tx.insert(sessions).values({
        userId: user.id,
        workstationId: ws.id,
        tokenHash: hashToken(token),
        createdAt: ctx.now,
        lastUsedAt: ctx.now,
      });
      await recordLoginAttempt(tx, email, address, true, ctx.now);
      await clearLoginFailures(tx, email, address);
      return serializeWorkstation(tx, ws);
    });
    return { user: serializeUser(ctx, user), token, workstation, auth_code: user.authCode };
  });

  r.post('reconnect', { body: z.object(machine) }, async (ctx) => {
    const { user, session } = ctx.auth;
    const workstation = await ctx.db.transaction(async (tx) => {
      const ws = await registerWorkstation(tx, ctx.body.machine_id, ctx.body.hostname ?? null, ctx.now);
      await tx.update(sessions).set({ workstationId: ws.id, lastUsedAt: ctx.now }).where(eq(sessions.id, session.id));
      return serializeWorkstation(tx, ws);
    });
    ctx.services.sessionCache.forget(ctx.tenant.config.domain, session.id);
    return { user: serializeUser(ctx, user), workstation, auth_code: user.authCode };
  });

  r.post('logout', {}, async (ctx) => {
    await revokeSession(ctx.db, ctx.services, ctx.tenant.config.domain, ctx.auth.session.id, ctx.now);
    return null;
  });

  r.get('users', {}, async (ctx) => {
    const rows = await ctx.db.select().from(users).where(isNull(users.deletedAt)).orderBy(users.name);
    // Everyone may see who works here; e-mails and levels only for those who manage users.
    const full = can(ctx.auth.user.level, 'users');
    return {
      users: rows.map((u) => ({
        id: u.id,
        name: u.name,
        initials: u.initials,
        color: u.color,
        ...(full ? { email: u.email, level: u.level, modules: u.modules } : {}),
      })),
    };
  });

  r.get('printer', {}, async (ctx) => {
    const ws = ctx.auth.workstation;
    if (!ws) return { printers: [], default_printer: null };
    const s = await serializeWorkstation(ctx.db, ws);
    return { printers: s.printers, default_printer: s.default_printer };
  });

  r.post(
    'broadcasting/auth',
    {
      idempotent: false,
      body: z.object({
        channel_name: text().min(1).max(164),
        socket_id: text().regex(/^\d+\.\d+$/, 'Ogiltigt socket_id'),
      }),
    },
    async (ctx) => {
      const rt = ctx.services.config.realtime;
      if (!mayAuthorizeChannel(ctx.tenant.config.namespace, ctx.body.channel_name)) {
        throw forbidden('Kanalen tillhör inte din domän.');
      }
      const signed = channelAuth(rt.key, rt.secret, ctx.body.socket_id, ctx.body.channel_name);
      // Logout or expiry of this session closes the socket it authorised.
      ctx.services.sessionSockets.record(ctx.tenant.config.domain, ctx.auth.session.id, ctx.body.socket_id);
      // pusher-js reads `auth` at the top level; the envelope rides along.
      ctx.reply.send({ status: 'success', data: signed, error_code: null, error_message: null, ...signed });
      return null;
    },
  );
}

// scrypt hash of a random string, used only to spend the same time on unknown accounts.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
