import { randomBytes } from 'node:crypto';
import type { DemoSize } from './demo/size';
import { dnsEmailDomainLookup, type EmailDomainLookup } from './customers/emailCheck';

export interface TenantConfig {
  id: number;
  name: string;
  /** URL slug: the tenant's API lives at /api/{domain}/. */
  domain: string;
  /** Realtime channel namespace: private-{namespace}. */
  namespace: string;
  /** Which demo campsite fills this tenant on first start. */
  demoProfile: 'demo' | 'second';
}

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir?: string; templates?: Record<string, Blob> }
  | { kind: 'postgres'; url: string; databasePrefix: string };

export type RealtimeConfig =
  | { kind: 'embedded'; appId: string; key: string; secret: string }
  | {
      kind: 'external';
      appId: string;
      key: string;
      secret: string;
      cluster?: string;
      host?: string;
      port?: number;
      useTLS: boolean;
    };

export interface AppConfig {
  tenants: TenantConfig[];
  database: DatabaseConfig;
  realtime: RealtimeConfig;
  demo: { size: DemoSize; seedOnFirstStart: boolean };
  /** Clients sending an older x-app-version get 403 update_required. */
  minClientVersion: string;
  updateUrl: string;
  /** Public origin for baseURL; by default taken from the request. */
  publicUrl?: string;
  /** Free failures per account and address, then a delay of 2^n s up to maxDelayMs. */
  login: { freeFailures: number; maxDelayMs: number };
  /** A token dies after idleMs without use or absoluteMs after login; last use is written at most every touchMs. */
  sessions: { idleMs: number; absoluteMs: number; touchMs: number };
  /** Built console to serve (dist/), if any. */
  consoleDir?: string;
  /** The server's clock; tests start it at a fixed instant so the demo data matches. */
  clock?: () => Date;
  logger: boolean;
  /** Trust X-Forwarded-For (behind a reverse proxy); off by default so the login limit cannot be dodged. */
  trustProxy?: boolean;
  /** Does an e-mail domain exist (GET validate/email)? Unset: no lookup, unknown domains are 'verify'. */
  emailDomainLookup?: EmailDomainLookup;
}

export const DEFAULT_TENANTS: TenantConfig[] = [
  { id: 1, name: 'Demo Camping', domain: 'demo', namespace: 'demo', demoProfile: 'demo' },
  { id: 2, name: 'Strandbadens Camping', domain: 'strandbaden', namespace: 'strandbaden', demoProfile: 'second' },
];

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    tenants: DEFAULT_TENANTS,
    database: { kind: 'pglite' },
    realtime: { kind: 'embedded', appId: 'campsite', key: 'campsite-key', secret: randomBytes(24).toString('hex') },
    demo: { size: 'small', seedOnFirstStart: true },
    minClientVersion: '3.1.14',
    updateUrl: '/',
    login: { freeFailures: 5, maxDelayMs: 15 * 60_000 },
    sessions: { idleMs: 12 * 3600_000, absoluteMs: 7 * 24 * 3600_000, touchMs: 60_000 },
    logger: false,
    ...overrides,
  };
}

/** Configuration of `npm start`, read from the environment. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig & { port: number; host: string } {
  const dataDir = env.DATA_DIR ?? './data';
  const size = (env.DEMO_SIZE ?? 'demo') as DemoSize;
  if (!['small', 'demo', 'large'].includes(size))
    throw new Error(`DEMO_SIZE must be small, demo or large, not ${size}`);
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, databasePrefix: env.DATABASE_PREFIX ?? 'campsite_' }
    : { kind: 'pglite', dataDir };
  const realtime: RealtimeConfig =
    env.PUSHER_APP_ID && env.PUSHER_APP_KEY && env.PUSHER_APP_SECRET && (env.PUSHER_HOST || env.PUSHER_CLUSTER)
      ? {
          kind: 'external',
          appId: env.PUSHER_APP_ID,
          key: env.PUSHER_APP_KEY,
          secret: env.PUSHER_APP_SECRET,
          cluster: env.PUSHER_CLUSTER,
          host: env.PUSHER_HOST,
          port: env.PUSHER_PORT ? Number(env.PUSHER_PORT) : undefined,
          useTLS: (env.PUSHER_SCHEME ?? 'https') === 'https',
        }
      : {
          kind: 'embedded',
          appId: env.REALTIME_APP_ID ?? 'campsite',
          key: env.REALTIME_APP_KEY ?? 'campsite-key',
          secret: env.REALTIME_APP_SECRET ?? randomBytes(24).toString('hex'),
        };
  return {
    ...defaultConfig(),
    tenants: env.TENANTS ? (JSON.parse(env.TENANTS) as TenantConfig[]) : DEFAULT_TENANTS,
    database,
    realtime,
    demo: { size, seedOnFirstStart: env.SEED_DEMO !== '0' },
    minClientVersion: env.MIN_CLIENT_VERSION ?? '3.1.14',
    updateUrl: env.UPDATE_URL ?? '/',
    publicUrl: env.PUBLIC_URL,
    consoleDir: env.CONSOLE_DIR ?? 'dist',
    logger: env.LOG === '1',
    trustProxy: env.TRUST_PROXY === '1',
    sessions: {
      idleMs: minutes(env.SESSION_IDLE_MINUTES, 12 * 60, 'SESSION_IDLE_MINUTES'),
      absoluteMs: minutes(env.SESSION_ABSOLUTE_MINUTES, 7 * 24 * 60, 'SESSION_ABSOLUTE_MINUTES'),
      touchMs: 60_000,
    },
    emailDomainLookup: env.EMAIL_DNS === '0' ? undefined : dnsEmailDomainLookup(),
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
  };
}

function minutes(value: string | undefined, fallback: number, name: string): number {
  const n = value == null || value === '' ? fallback : Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number of minutes, not ${value}`);
  return n * 60_000;
}
