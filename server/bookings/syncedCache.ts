import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { rawJson, successText } from '../http/envelope';
import { BOOKING_LIST_FIELDS, bookingTableQuery, syncedWhere } from './queries';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The working set (GET bookings/synced without `since`) kept ready per tenant, with its gzip and br
 * bodies, so a request costs one tiny query (the data version) and no compression.
 *
 * Invalidation: the database bumps data_versions.working_set at the commit of any transaction that
 * writes bookings, customers, positions, charges, accommodation charges or invoices (triggers of migration 0007), and
 * the version is read in the same statement as the set. So no write can be missed, whichever code
 * path or process (another server on the same PostgreSQL) made it; a write generation kept in
 * memory would miss both. The set also depends on time: it is rebuilt when the day changes and
 * when its earliest live draft expires or its earliest cancellation leaves the week it is shown.
 */
export interface WorkingSet {
  version: bigint;
  today: string;
  /** The set is the same until this instant (then a draft expires or a cancellation drops out). */
  validUntil: number;
  builtAt: Date;
  body: string;
  gzip: Buffer;
  br: Buffer;
}

interface State {
  current?: WorkingSet;
  building?: Promise<WorkingSet>;
}
const states = new WeakMap<Db, State>();

async function readVersion(db: Db): Promise<bigint> {
  const [row] = await queryRows<{ v: string }>(
    db,
    sql`select version::text as v from data_versions where scope = 'working_set'`,
  );
  return BigInt(row?.v ?? 0);
}

async function build(db: Db, today: string, now: Date): Promise<WorkingSet> {
  const q = bookingTableQuery(
    syncedWhere(today, now),
    sql`, (select version::text from data_versions where scope = 'working_set') as version,
    (extract(epoch from least(min(bookings.draft_expires_at) filter (where bookings.is_draft and bookings.deleted_at is null),
      min(bookings.deleted_at) + interval '7 days')) * 1000)::float8 as valid_until`,
  );
  const [row] = await queryRows<{ rows: string; version: string | null; valid_until: number | null }>(db, q);
  const body = successText(
    rawJson(
      `{"columns":${JSON.stringify(BOOKING_LIST_FIELDS.map(([n]) => n))},"rows":${row.rows},` +
        `"synced_at":${JSON.stringify(now.toISOString())},"is_delta":false}`,
    ),
  );
  // Compressed on libuv's thread pool, once per version, never on the event loop per request.
  const input = Buffer.from(body);
  const [gz, br] = await Promise.all([
    gzipAsync(input, { level: 6 }),
    brotliAsync(input, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: input.length },
    }),
  ]);
  return {
    version: BigInt(row.version ?? 0),
    today,
    builtAt: now,
    body,
    gzip: gz,
    br,
    validUntil: row.valid_until ?? Number.POSITIVE_INFINITY,
  };
}

/** The current working set: the cached one when nothing changed, else one rebuild shared by all who ask. */
export async function workingSet(db: Db, today: string, now: Date): Promise<WorkingSet> {
  let state = states.get(db);
  if (!state) states.set(db, (state = {}));
  const st = state;
  const version = await readVersion(db);
  // Built from this version or a later one, for today, not yet past its time: still the answer.
  const fresh = (s?: WorkingSet | null): s is WorkingSet =>
    !!s && s.version >= version && s.today === today && now.getTime() < s.validUntil;
  if (fresh(st.current)) return st.current;
  const earlier = st.building;
  if (earlier) {
    // A rebuild already running may predate this request's version: use it only if fresh.
    const s = await earlier.catch(() => null);
    if (fresh(s)) return s;
  }
  // A rebuild started after the version was read above is always recent enough: join it or start one.
  if (!st.building || st.building === earlier) {
    const building = build(db, today, now);
    st.building = building;
    building
      .then(
        (s) => {
          if (!st.current || s.version >= st.current.version) st.current = s;
        },
        () => undefined,
      )
      .finally(() => {
        if (st.building === building) st.building = undefined;
      });
  }
  return st.building;
}

/** Picks the body the client accepts: br, then gzip, else the text. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x != null);
    if (name) accepted.set(name, q == null ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}
