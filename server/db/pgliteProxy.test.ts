import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, serial, text, timestamp, date, bigint, boolean } from 'drizzle-orm/pg-core';
import { PgliteProxy } from './pgliteProxy';

const things = pgTable('things', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  qty: integer('qty').notNull().default(0),
  price: numeric('price'),
  big: bigint('big', { mode: 'bigint' }),
  at: timestamp('at', { withTimezone: true }),
  day: date('day'),
  meta: jsonb('meta'),
  ok: boolean('ok'),
});
const DDL = `create table things (id serial primary key, name text not null unique, qty integer not null default 0 check (qty >= 0),
  price numeric, big bigint, at timestamptz, day date, meta jsonb, ok boolean)`;

let proxy: PgliteProxy;
let direct: PGlite;
const viaProxy = () => drizzle(proxy as never);
const viaDirect = () => drizzle(direct);

beforeAll(async () => {
  proxy = await PgliteProxy.create();
  direct = await PGlite.create();
  await proxy.exec(DDL);
  await direct.exec(DDL);
});
afterAll(async () => {
  await proxy.close();
  await direct.close();
});

describe('the PGlite worker proxy', () => {
  it('gives the same JS values as PGlite on the main thread, through drizzle and raw', async () => {
    const row = {
      name: 'a',
      qty: 3,
      price: '12.50',
      big: 9007199254740993n,
      at: new Date('2026-07-15T08:00:00.123Z'),
      day: '2026-07-15',
      meta: { å: [1, 'ö', null], n: 1.5 },
      ok: true,
    };
    for (const db of [viaProxy(), viaDirect()]) await db.insert(things).values(row);
    const read = async (db: ReturnType<typeof viaDirect>) => ({
      typed: await db.select().from(things),
      raw: (
        await db.execute(sql`select *, now() - now() as iv, array[1.5, 2]::numeric[] as nums, '\\x00ff'::bytea as bin,
        array[at] as ats, to_json(at) as json_at from things`)
      ).rows,
      byParam: (
        await db.execute(sql`select ${new Date('2026-01-02T03:04:05Z')}::timestamptz as t, ${'{"x":1}'}::jsonb as j`)
      ).rows,
    });
    const [p, d] = [await read(viaProxy()), await read(viaDirect())];
    expect(p).toEqual(d);
    expect(p.typed[0]).toMatchObject({ ...row, at: row.at });
  });

  it('commits and rolls back transactions, nested ones as savepoints', async () => {
    const db = viaProxy();
    await db.transaction(async (tx) => {
      await tx.insert(things).values({ name: 'committed' });
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(things).values({ name: 'rolled back' });
        throw new Error('nej');
      }),
    ).rejects.toThrow('nej');
    await db.transaction(async (tx) => {
      await tx.insert(things).values({ name: 'outer' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(things).values({ name: 'inner' });
          inner.rollback();
        })
        .catch(() => {});
    });
    const names = (await db.select({ name: things.name }).from(things)).map((r) => r.name);
    expect(names).toContain('committed');
    expect(names).toContain('outer');
    expect(names).not.toContain('rolled back');
    expect(names).not.toContain('inner');
  });

  it('passes PostgreSQL errors with their fields, in and out of transactions', async () => {
    const db = viaProxy();
    await db.insert(things).values({ name: 'dup' });
    const err = await db
      .insert(things)
      .values({ name: 'dup' })
      .catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    const e = (err.cause ?? err) as Record<string, unknown>;
    expect(e).toMatchObject({ code: '23505', constraint: 'things_name_key', table: 'things', severity: 'ERROR' });
    expect(String(e.detail)).toContain('(name)=(dup)');
    const inTx = await db
      .transaction(async (tx) => {
        await tx.insert(things).values({ name: 'neg', qty: -1 });
      })
      .catch((x) => x);
    expect(((inTx.cause ?? inTx) as { code: string }).code).toBe('23514');
    expect((await db.select().from(things).where(sql`name = 'neg'`)).length).toBe(0);
  });

  it('holds other queries while a transaction is open, and they see its commit', async () => {
    const db = viaProxy();
    const order: string[] = [];
    let outside: Promise<unknown> | null = null;
    await db.transaction(async (tx) => {
      await tx.insert(things).values({ name: 'during' });
      outside = db.execute(sql`select count(*)::int as n from things where name = 'during'`).then((r) => {
        order.push('outside');
        return (r.rows[0] as { n: number }).n;
      });
      await new Promise((r) => setTimeout(r, 50));
      await tx.execute(sql`select 1`);
      order.push('tx done');
    });
    expect(await outside).toBe(1);
    expect(order).toEqual(['tx done', 'outside']);
  });

  it('dumps a database that loads into a new one', { timeout: 120_000 }, async () => {
    await viaProxy().insert(things).values({ name: 'dumped' });
    const dump = await proxy.dumpDataDir();
    const copy = await PgliteProxy.create({ loadDataDir: dump });
    const rows = await drizzle(copy as never)
      .select({ name: things.name })
      .from(things)
      .where(sql`name = 'dumped'`);
    expect(rows).toEqual([{ name: 'dumped' }]);
    await copy.close();
  });

  it('fails the calls of a worker that dies and starts a new one on the next call', { timeout: 120_000 }, async () => {
    const other = await PgliteProxy.create();
    const slow = other.query('select count(*) from generate_series(1, 50000000)');
    await new Promise((r) => setTimeout(r, 50));
    await other.kill();
    await expect(slow).rejects.toThrow(/arbetstråd avslutades/);
    expect((await other.query<{ n: number }>('select 41 + 1 as n')).rows).toEqual([{ n: 42 }]);
    await other.close();
  });
});
