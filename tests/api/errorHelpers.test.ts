// The one 422 helper and the one unique-violation helper, against real driver errors: PGlite
// (direct and behind the worker proxy), node-postgres (its DatabaseError; a live server under
// npm run test:pg), each bare and wrapped by drizzle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import pg from 'pg';
import { fieldError, isUniqueViolation, unprocessable, validationError } from '../../server/http/errors';
import { failure } from '../../server/http/envelope';
import { PgliteProxy } from '../../server/db/pgliteProxy';

const DDL =
  'create table if not exists uv_things (id int primary key, name text not null constraint uv_things_name_key unique)';
const duplicate = async (run: (q: string) => Promise<unknown>) => {
  await run(DDL);
  await run("insert into uv_things values (1, 'a') on conflict do nothing");
  return run("insert into uv_things values (2, 'a')").then(
    () => null,
    (err: unknown) => err,
  );
};
const viaDrizzle = (db: { execute(q: ReturnType<typeof sql.raw>): Promise<unknown> }) => (q: string) =>
  db.execute(sql.raw(q));

describe('isUniqueViolation', () => {
  let direct: PGlite;
  let proxy: PgliteProxy;
  beforeAll(async () => {
    direct = await PGlite.create();
    proxy = await PgliteProxy.create();
  });
  afterAll(async () => {
    await direct?.close();
    await proxy?.close();
  });

  it('knows PGlite errors, bare and wrapped by drizzle, direct and through the worker', async () => {
    for (const err of [
      await duplicate((q) => direct.query(q)),
      await duplicate(viaDrizzle(drizzlePglite(direct))),
      await duplicate((q) => proxy.query(q)),
      await duplicate(viaDrizzle(drizzlePglite(proxy as never))),
    ]) {
      expect(err).toBeTruthy();
      expect(isUniqueViolation(err)).toBe(true);
      expect(isUniqueViolation(err, 'uv_things_name_key')).toBe(true);
      expect(isUniqueViolation(err, 'other_key')).toBe(false);
    }
  });

  it("knows node-postgres' DatabaseError, bare and in drizzle's DrizzleQueryError (live under test:pg)", async () => {
    const pgErr = Object.assign(new pg.DatabaseError('duplicate key value violates unique constraint', 100, 'error'), {
      code: '23505',
      constraint: 'uv_things_name_key',
    });
    const errors: unknown[] = [pgErr, new DrizzleQueryError('insert into uv_things values ($1, $2)', [2, 'a'], pgErr)];
    const url = process.env.DATABASE_URL;
    const pool = url ? new pg.Pool({ connectionString: url, max: 1 }) : null;
    if (pool) {
      const schema = `uv_${process.pid}`;
      try {
        await pool.query(`create schema if not exists ${schema}; set search_path to ${schema}`);
        errors.push(await duplicate((q) => pool.query(q)), await duplicate(viaDrizzle(drizzlePg(pool))));
        await pool.query(`drop schema ${schema} cascade`);
      } finally {
        await pool.end();
      }
    }
    expect(errors).toHaveLength(url ? 4 : 2);
    for (const err of errors) expect(isUniqueViolation(err, 'uv_things_name_key')).toBe(true);
  });

  it('does not take other errors for one', async () => {
    const check = Object.assign(new Error('violates check constraint'), { code: '23514' });
    for (const err of [null, undefined, 'x', new Error('boom'), check, new DrizzleQueryError('q', [], check)]) {
      expect(isUniqueViolation(err)).toBe(false);
    }
    const loop: { code: string; cause?: unknown } = { code: 'XX000' };
    loop.cause = loop;
    expect(isUniqueViolation(loop)).toBe(false);
  });
});

describe('the 422 helper', () => {
  const envelope = (e: ReturnType<typeof unprocessable>) => [e.status, failure(e.code, e.message, e.data)];

  it('gives the envelope with errors: { field: [message] } when a field is to blame', () => {
    expect(envelope(fieldError('wrong_register', 'register_id', 'Kassan hör inte till den här datorn.'))).toEqual([
      422,
      {
        status: 'error',
        error_code: 'wrong_register',
        error_message: 'Kassan hör inte till den här datorn.',
        data: { errors: { register_id: ['Kassan hör inte till den här datorn.'] } },
      },
    ]);
    expect(envelope(validationError({ email: ['Ogiltig e-postadress'], phone: ['Fältet är obligatoriskt'] }))).toEqual([
      422,
      {
        status: 'error',
        error_code: 'validation_failed',
        error_message: 'Ogiltig e-postadress',
        data: { errors: { email: ['Ogiltig e-postadress'], phone: ['Fältet är obligatoriskt'] } },
      },
    ]);
  });

  it('keeps data null without fields, and adds the extra data a client reads', () => {
    expect(unprocessable('register_not_open', 'Kassan är inte öppnad.').data).toBeNull();
    expect(unprocessable('order_name_exists', 'Finns redan.', null, { order_id: 7 }).data).toEqual({ order_id: 7 });
    expect(fieldError('org_number_used', 'org_number', 'Används.', { suggestions: [] }).data).toEqual({
      errors: { org_number: ['Används.'] },
      suggestions: [],
    });
  });
});
