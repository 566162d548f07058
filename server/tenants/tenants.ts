import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb, type OpenedDb } from '../db/open';
import type { AppConfig, TenantConfig } from '../config';
import type { DemoSize } from '../demo/size';
import { todayInStockholm } from '../../src/domain/dates';

export interface Tenant {
  config: TenantConfig;
  db: OpenedDb['db'];
  opened: OpenedDb;
}

/**
 * Fills a new tenant database with its demo campsite (server/demo/seedDemo.ts, handed in by the app: the
 * generator makes its invoice history through the invoice services, which themselves reach this module).
 */
export interface DemoSeeder {
  isSeeded(db: OpenedDb['db']): Promise<boolean>;
  seed(
    db: OpenedDb['db'],
    opts: { size: DemoSize; profile: TenantConfig['demoProfile']; today: string; now: Date },
  ): Promise<unknown>;
}

/**
 * Each tenant has its own database: its own PGlite directory or its own PostgreSQL
 * database. Opened lazily, migrated, and filled with its demo campsite on first start.
 */
export class Tenants {
  private readonly open = new Map<string, Promise<Tenant>>();

  constructor(
    private readonly config: AppConfig,
    private readonly demo: DemoSeeder | null = null,
  ) {}

  list(): TenantConfig[] {
    return this.config.tenants;
  }

  find(domain: string): TenantConfig | undefined {
    return this.config.tenants.find((t) => t.domain === domain);
  }

  get(domain: string): Promise<Tenant> {
    const tenant = this.find(domain);
    if (!tenant) return Promise.reject(new Error(`Unknown tenant ${domain}`));
    let p = this.open.get(domain);
    if (!p) {
      p = this.openTenant(tenant);
      // A failed open must be retried on the next request, not cached.
      p.catch(() => this.open.delete(domain));
      this.open.set(domain, p);
    }
    return p;
  }

  /** Opens every tenant; `npm start` does this before listening. */
  async openAll(): Promise<Tenant[]> {
    return Promise.all(this.config.tenants.map((t) => this.get(t.domain)));
  }

  async closeAll(): Promise<void> {
    const all = [...this.open.values()];
    this.open.clear();
    await Promise.all(all.map(async (p) => (await p.catch(() => null))?.opened.close()));
  }

  private async openTenant(tenant: TenantConfig): Promise<Tenant> {
    const db = this.config.database;
    const opened =
      db.kind === 'pglite'
        ? await openDb({
            kind: 'pglite',
            dataDir: db.dataDir ? join(db.dataDir, 'tenants', tenant.domain) : undefined,
            loadDataDir: db.templates?.[tenant.domain],
          })
        : await openDb({
            kind: 'postgres',
            url: db.url,
            database: `${db.databasePrefix}${tenant.domain}`.replace(/[^a-z0-9_]/g, '_'),
          });
    if (this.demo && this.config.demo.seedOnFirstStart && !(await this.demo.isSeeded(opened.db))) {
      const now = this.config.clock?.() ?? new Date();
      await this.demo.seed(opened.db, {
        size: this.config.demo.size,
        profile: tenant.demoProfile,
        today: todayInStockholm(now),
        now,
      });
      // Fresh statistics, or the planner guesses row counts from empty tables.
      await opened.db.execute(sql`analyze`);
    }
    return { config: tenant, db: opened.db, opened };
  }
}
