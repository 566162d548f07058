// Palette matcher benchmark: per-keystroke time to a top-50 list over ~150k entities, for our
// matcher (as the palette uses it, with incremental narrowing), Fuse.js and cmdk's own scorer.
// Entities: under bench/run.ts, the large tenant the server bench seeded; a direct run generates
// them (same proportions), or with --db reads the newest cached tenant.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fuse from 'fuse.js';
import { defaultFilter } from 'cmdk';
import { createEntityIndex, type PaletteEntity } from '../src/search/entityIndex';
import { resetSearch, search } from '../src/search/matcher';
import { GIVEN_NAMES, SURNAMES, type NameCountry } from '../server/demo/names';
import { NATIONALITIES } from '../server/demo/places';
import { Rng } from '../server/demo/random';
import { percentile, table } from './stats';

const SESSIONS = ['anders svensson', '2026-105', 'a12', 'müller', 'strandvägen', 'öberg', 'xyzq'];
const REPEATS = 5; // typing sessions per matcher (ours); the slow ones get one pass and a time budget
const BUDGET_MS = { fuse: 35_000, cmdk: 25_000 }; // keeps the whole palette bench near 2 minutes

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
// Typed arrays live outside the JS heap: count their buffers too.
const heapAfterGc = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

type Row = Record<string, string | null>;
const CACHE = process.env.BENCH_DATA_DIR ?? 'node_modules/.cache/campsite-bench';
const name = (r: Record<string, unknown>) =>
  r.is_org ? String(r.org_name ?? '') : [r.given_name, r.surname].filter(Boolean).join(' ');

/** Current stays first, then upcoming (sooner first), then the past. */
function bookingRank(checkIn: string, checkOut: string, today: string): number {
  if (checkIn <= today && today < checkOut) return 3;
  if (checkIn > today) return 2 - (Date.parse(checkIn) - Date.parse(today)) / 864e8 / 1e4;
  return 0;
}

/** The newest seeded large tenant in the bench cache, if any (for direct runs with --db). */
function newestSeededTenant(): string | undefined {
  const dirs = existsSync(CACHE)
    ? readdirSync(CACHE)
        .filter((d) => d.startsWith('large-'))
        .map((d) => join(CACHE, d, 'tenants', 'large'))
    : [];
  return dirs
    .filter((d) => existsSync(join(d, 'PG_VERSION')))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

/** Reads rows straight from the tenant's PGlite directory: plain selects, no migrations, so a
 * cache made by another schema version is read as it is and left alone. */
async function fromDatabase(dir: string): Promise<PaletteEntity[]> {
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm, btree_gist } });
  const rows = async (q: string) => (await db.query<Row>(q)).rows;
  const today = new Date().toISOString().slice(0, 10);
  const out: PaletteEntity[] = [];
  for (const r of await rows(`select b.id, b.booking_number, b.check_in::text ci, b.check_out::text co, c.given_name, c.surname, c.is_org, c.org_name, p.full_name
      from bookings b left join customers c on c.id = b.customer_id left join positions p on p.id = b.position_id where b.deleted_at is null order by b.id`)) {
    out.push({
      type: 'booking',
      id: Number(r.id),
      title: `${r.booking_number} ${name(r)}`.trim(),
      subtitle: r.full_name ?? undefined,
      rank: bookingRank(r.ci!, r.co!, today),
    });
  }
  for (const r of await rows(`select * from customers where deleted_at is null order by id`)) {
    const address = [
      [r.street_name, r.street_number].filter(Boolean).join(' '),
      [r.zip, r.city].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', ');
    out.push({
      type: 'customer',
      id: Number(r.id),
      title: name(r),
      subtitle: address,
      keywords: [r.email, r.phone_number, r.org_number].filter((k): k is string => !!k),
    });
  }
  for (const r of await rows(`select id, full_name, map_name from positions where deleted_at is null order by id`)) {
    out.push({ type: 'position', id: Number(r.id), title: r.full_name!, keywords: [r.map_name!] });
  }
  for (const r of await rows(`select id, name, barcode from products where deleted_at is null order by id`)) {
    out.push({ type: 'product', id: Number(r.id), title: r.name!, keywords: r.barcode ? [r.barcode] : [] });
  }
  for (const r of await rows(`select g.id, g.booking_number, g.name, c.given_name, c.surname, c.is_org, c.org_name
      from booking_groups g join customers c on c.id = g.customer_id where g.deleted_at is null order by g.id`)) {
    out.push({
      type: 'booking_group',
      id: Number(r.id),
      title: `${r.booking_number} ${r.name ?? ''}`.trim(),
      subtitle: name(r),
    });
  }
  await db.close();
  return out;
}

/** Deterministic stand-in with the large tenant's proportions, when no seeded database exists. */
export function generatedEntities(): PaletteEntity[] {
  const rng = new Rng(20_260_105);
  const out: PaletteEntity[] = [];
  const kinds = ['Husvagnsplats', 'Husbilsplats', 'Tältplats', 'Säsongsplats', 'Stuga 4 bäddar', 'Ställplats'];
  const positions: string[] = [];
  for (let i = 0; positions.length < 1400; i++)
    positions.push(`${'ABCDEFGHIJKLMNOPRSTUVXYZ'[i % 24]}${1 + Math.floor(i / 24)} ${kinds[i % 6]}`);
  positions.forEach((title, i) => out.push({ type: 'position', id: i + 1, title, keywords: [title.split(' ')[0]] }));
  const customers: string[] = [];
  for (let id = 1; id <= 50_000; id++) {
    const nat = NATIONALITIES[rng.weightedIndex(NATIONALITIES.map((n) => n.weight))];
    const title = `${rng.pick(GIVEN_NAMES[nat.names as NameCountry])} ${rng.pick(SURNAMES[nat.names as NameCountry])}`;
    customers.push(title);
    const [city, zip] = rng.pick(nat.cities);
    out.push({
      type: 'customer',
      id,
      title,
      subtitle: `${rng.pick(nat.streets)} ${rng.int(1, 140)}, ${zip}${rng.digits(3)} ${city}`,
      keywords: [`${title.toLowerCase().replace(/ /g, '.')}@mail.se`, `07${rng.digits(8)}`],
    });
  }
  for (let id = 1; id <= 100_000; id++) {
    const year = 2023 + Math.floor((id - 1) / 25_000);
    const seq = String(((id - 1) % 25_000) + 1).padStart(5, '0');
    out.push({
      type: 'booking',
      id,
      title: `${year}-${seq} ${rng.pick(customers)}`,
      subtitle: rng.pick(positions),
      rank: year === 2026 ? 2 : 0,
    });
  }
  const products = [
    'Glass',
    'Kaffe',
    'Dusch',
    'Tvätt',
    'Ved',
    'Gasol',
    'Hyrcykel',
    'Kanot',
    'Bastu',
    'Frukost',
    'Läsk',
    'Korv',
  ];
  for (let id = 1; id <= 174; id++)
    out.push({
      type: 'product',
      id,
      title: `${products[id % products.length]} ${['liten', 'stor', 'extra', 'barn', 'vuxen'][id % 5]} ${id}`,
      keywords: [rng.digits(13)],
    });
  for (let id = 1; id <= 376; id++)
    out.push({
      type: 'booking_group',
      id,
      title: `2025-G${String(id).padStart(4, '0')} Familjen ${rng.pick(SURNAMES.SE)}`,
      subtitle: rng.pick(customers),
    });
  return out;
}

/** Each session typed key by key; the query after every key. */
const keystrokes = (sessions: string[]) =>
  sessions.map((s) => Array.from({ length: s.length }, (_, i) => s.slice(0, i + 1)));

function summary(times: number[]) {
  return {
    n: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.length ? Math.max(...times) : NaN,
  };
}

/** Runs sessions until the budget is spent; returns per-keystroke times and whether it was cut. */
function timeSessions(
  sessions: string[][],
  run: (q: string) => unknown,
  start: (() => void) | null,
  budgetMs = Infinity,
) {
  const times: number[] = [];
  const began = performance.now();
  for (const keys of sessions) {
    start?.();
    for (const q of keys) {
      if (performance.now() - began > budgetMs) return { times, cut: true };
      const t0 = performance.now();
      run(q);
      times.push(performance.now() - t0);
    }
  }
  return { times, cut: false };
}

/**
 * benchDataDir: the large tenant's data dir root as bench/run.ts uses it (read after the server
 * bench has closed it). Without it, generated data, unless `db` asks for the newest cached tenant:
 * PGlite has no lock, so never read a directory another process has open.
 */
export async function benchPalette(benchDataDir?: string, { db = false, quick = false } = {}) {
  const tenantDir = benchDataDir ? join(benchDataDir, 'tenants', 'large') : db ? newestSeededTenant() : undefined;
  const fromDb = !!tenantDir && existsSync(join(tenantDir, 'PG_VERSION'));
  const entities = fromDb ? await fromDatabase(tenantDir!) : generatedEntities();
  const counts: Record<string, number> = {};
  for (const e of entities) counts[e.type] = (counts[e.type] ?? 0) + 1;
  console.log(
    `\npalette: ${entities.length} entities ${fromDb ? `from ${tenantDir}` : '(generated; `npm run bench` uses the seeded large tenant, a direct run with --db the newest cached one)'}`,
    counts,
  );

  const heap0 = heapAfterGc();
  let t0 = performance.now();
  const index = createEntityIndex();
  index.add(entities);
  const buildMs = performance.now() - t0;
  const oursHeap = heapAfterGc() - heap0;

  // Ours is timed before Fuse exists: Fuse's large heap would make every GC pause longer.
  const sessions = keystrokes(SESSIONS);
  timeSessions(
    sessions,
    (q) => search(index, q),
    () => resetSearch(index),
  ); // warm-up
  const keys = sessions.flat();
  const ours: number[][] = [],
    cold: number[][] = []; // [repeat][keystroke]
  for (let r = 0; r < REPEATS; r++) {
    ours.push(
      timeSessions(
        sessions,
        (q) => search(index, q),
        () => resetSearch(index),
      ).times,
    );
    cold.push(
      timeSessions(
        sessions,
        (q) => {
          resetSearch(index);
          search(index, q);
        },
        null,
      ).times,
    );
  }
  // Best of the repeats per keystroke: what it costs when nothing else competes for the CPU.
  const best = (runs: number[][]) => keys.map((_, i) => Math.min(...runs.map((r) => r[i])));

  const heap1 = heapAfterGc();
  t0 = performance.now();
  const fuse = new Fuse(entities, { keys: ['title', 'subtitle', 'keywords'], threshold: 0.3, ignoreLocation: true });
  const fuseBuildMs = performance.now() - t0;
  const fuseHeap = heapAfterGc() - heap1;

  const cmdkKeywords = entities.map((e) => [e.subtitle ?? '', ...(e.keywords ?? [])].filter(Boolean));
  const cmdkTop50 = (q: string) => {
    const hits: [number, number][] = [];
    for (let i = 0; i < entities.length; i++) {
      const s = defaultFilter(entities[i].title, q, cmdkKeywords[i]);
      if (s > 0) hits.push([s, i]);
    }
    return hits.sort((a, b) => b[0] - a[0]).slice(0, 50);
  };

  // Fuse and cmdk keep no state between keys, so when the budget cuts them short a spread-out
  // order still samples every session. quick: ours only.
  const spread = [new Rng(7).shuffle([...keys])];
  const fuseRun = timeSessions(spread, (q) => fuse.search(q, { limit: 50 }), null, quick ? 0 : BUDGET_MS.fuse);
  const cmdkRun = timeSessions(spread, cmdkTop50, null, quick ? 0 : BUDGET_MS.cmdk);
  const totalKeys = sessions.flat().length;

  const s = {
    ours: summary(ours.flat()),
    oursBest: summary(best(ours)),
    cold: summary(cold.flat()),
    coldBest: summary(best(cold)),
    fuse: summary(fuseRun.times),
    cmdk: summary(cmdkRun.times),
  };
  const f = (n: number) => `${n.toFixed(2)} ms`;
  const line = (matcher: string, r: ReturnType<typeof summary>, build: string, mem: string, note = '') => ({
    matcher,
    keystrokes: r.n,
    p50: f(r.p50),
    p95: f(r.p95),
    max: f(r.max),
    build,
    memory: mem,
    note,
  });
  const perEntity = (bytes: number) =>
    `${(bytes / 1048576).toFixed(1)} MB (${Math.round(bytes / entities.length)} B/entity)`;
  console.log(
    '\n' +
      table([
        line(
          'ours, narrowing (as typed)',
          s.ours,
          `${buildMs.toFixed(0)} ms`,
          perEntity(oursHeap),
          `${REPEATS}× all sessions`,
        ),
        line('  same, best of the repeats', s.oursBest, '', '', 'per keystroke: minus scheduling noise'),
        line('ours, no narrowing (paste)', s.cold, '-', '-', 'every key a full scan'),
        line('  same, best of the repeats', s.coldBest, '', '', ''),
        line(
          'Fuse.js 7 (threshold 0.3)',
          s.fuse,
          `${fuseBuildMs.toFixed(0)} ms`,
          perEntity(fuseHeap),
          fuseRun.cut
            ? `${BUDGET_MS.fuse / 1000} s budget: ${fuseRun.times.length}/${totalKeys} keys, spread over the sessions`
            : '1× all sessions',
        ),
        line(
          'cmdk defaultFilter (command-score)',
          s.cmdk,
          '-',
          '-',
          cmdkRun.cut
            ? `${BUDGET_MS.cmdk / 1000} s budget: ${cmdkRun.times.length}/${totalKeys} keys, spread over the sessions`
            : '1× all sessions',
        ),
      ]),
  );
  console.log(
    `(index estimate by EntityIndex.bytes(): ${perEntity(index.bytes())}; sessions: ${SESSIONS.map((x) => `'${x}'`).join(' ')})`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end (other work on the machine inflates the times)`,
  );
  const bestOurs = best(ours);
  const slowest = [...keys.keys()].sort((a, b) => bestOurs[b] - bestOurs[a]).slice(0, 5);
  console.log(
    `slowest keystrokes, ours with narrowing (best of ${REPEATS}): ${slowest.map((i) => `'${keys[i]}' ${bestOurs[i].toFixed(1)} ms`).join(', ')}`,
  );

  // What each returns first for the full queries, to compare more than speed.
  const title = (i: number) => entities[i]?.title ?? '?';
  const pos = new Map(entities.map((e, i) => [`${e.type}:${e.id}`, i]));
  const top = (ids: number[]) => ids.slice(0, 3).map(title).join(' | ') || '(none)';
  if (!quick)
    console.log(
      '\n' +
        table(
          SESSIONS.map((q) => ({
            query: q,
            ours: top(search(index, q).map((m) => pos.get(`${m.type}:${m.id}`)!)),
            fuse: top(fuse.search(q, { limit: 3 }).map((r) => r.refIndex)),
            cmdk: top(cmdkTop50(q).map(([, i]) => i)),
          })),
        ),
    );

  return {
    source: fromDb ? 'seeded large tenant' : 'generated',
    entities: entities.length,
    counts,
    build_ms: { ours: buildMs, fuse: fuseBuildMs },
    heap_bytes: {
      ours: oursHeap,
      ours_per_entity: oursHeap / entities.length,
      ours_estimate: index.bytes(),
      fuse: fuseHeap,
    },
    keystroke_ms: {
      ours_narrowing: s.ours,
      ours_narrowing_best_of_repeats: s.oursBest,
      ours_no_narrowing: s.cold,
      ours_no_narrowing_best_of_repeats: s.coldBest,
      fuse: { ...s.fuse, cut: fuseRun.cut },
      cmdk: { ...s.cmdk, cut: cmdkRun.cut },
    },
    sessions: SESSIONS,
  };
}

// Direct run: npx tsx bench/palette.bench.ts [--db] [--quick]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchPalette(undefined, { db: process.argv.includes('--db'), quick: process.argv.includes('--quick') });
  process.exit(0);
}
