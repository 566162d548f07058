// The invoice list and the PDF on the large tenant (its invoice history is made by server/demo/invoices.ts
// through the invoice services): the list's first page, scrolled a page at a time, filtered and searched, one
// invoice, and its PDF made on the server. Each request is followed by the bare route (/api/health), so both
// see the same machine; p50 and p95 of each and the ratio to the bare route.
//   npx tsx bench/invoices.ts            (DATABASE_URL=… for PostgreSQL; part of npm run bench)
// The first run seeds the large tenant (several minutes); later runs reuse it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { type BenchDb, largeDataDir } from './seedLarge';
import { openBenchServer } from './server.bench';
import { percentile, table } from './stats';

const RUNS = 40;
const PAGE = 100;
/** The list scrolls a page at a time from the second page to offset 2,000. */
const SCROLL_TO = 2000;
const GOALS = { firstPageP95: 150, pdfP95: 300 };

interface Row {
  id: number;
  invoice_number: number;
  customer_name: string;
}
interface Page {
  invoices: Row[];
  total_count: number;
  offset: number;
}

const stat = (t: number[]) => ({ p50: percentile(t, 50), p95: percentile(t, 95) });

/** Runs the invoice benches against a running bench server. */
export async function benchInvoicesOn(base: string, headers: Record<string, string>) {
  const url = (path: string) => (path.startsWith('/') ? base + path : `${base}/api/large/${path}`);
  const get = async (path: string) => {
    const res = await fetch(url(path), { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const json = async <T>(path: string) => ((await (await get(path)).json()) as { data: T }).data;
  const pdf = async (path: string) => {
    const res = await get(path);
    const body = new Uint8Array(await res.arrayBuffer());
    const head = new TextDecoder().decode(body.slice(0, 5));
    if (res.headers.get('content-type') !== 'application/pdf' || head !== '%PDF-')
      throw new Error(`${path}: not a PDF (${res.headers.get('content-type')}, ${head})`);
    return body.length;
  };

  // What there is to read: the first page, the unpaid ones, and invoices spread over the whole list.
  const first = await json<Page>(`invoices?limit=${PAGE}`);
  const total = first.total_count;
  const lastOffset = Math.min(SCROLL_TO, Math.floor((total - 1) / PAGE) * PAGE);
  if (lastOffset < PAGE) throw new Error(`the large tenant has only ${total} invoices: nothing to scroll`);
  const offsets: number[] = [];
  for (let o = PAGE; o <= lastOffset; o += PAGE) offsets.push(o);
  const spread: Row[] = [];
  for (const o of offsets) spread.push(...(await json<Page>(`invoices?limit=${PAGE}&offset=${o}`)).invoices);
  const unpaid = await json<Page>(`invoices?filter=unpaid&limit=${PAGE}`);
  // A customer with several invoices (an organisation invoiced for many stays), searched by its full name.
  const byName = new Map<string, number>();
  for (const r of [...first.invoices, ...spread]) byName.set(r.customer_name, (byName.get(r.customer_name) ?? 0) + 1);
  const name = [...byName].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
  const q = `invoices?q=${encodeURIComponent(name)}&limit=${PAGE}`;
  const searched = await json<Page>(q);
  // One invoice in every 40th of the list (the same ones every run on the same tenant).
  const picks = Array.from({ length: RUNS }, (_, i) => spread[Math.floor((i * spread.length) / RUNS)]);

  const paths = {
    first_page: () => `invoices?limit=${PAGE}`,
    scroll: (i: number) => `invoices?limit=${PAGE}&offset=${offsets[i % offsets.length]}`,
    unpaid: () => `invoices?filter=unpaid&limit=${PAGE}`,
    search: () => q,
    show: (i: number) => `invoices/${picks[i].id}`,
    pdf: (i: number) => `invoices/${picks[i].id}/pdf`,
  };
  type Key = keyof typeof paths;
  const keys = Object.keys(paths) as Key[];
  // Warm up (plans, caches, the PDF library's fonts), then the runs, each request followed by the bare route.
  for (const k of keys) await (k === 'pdf' ? pdf(paths[k](0)) : get(paths[k](0)).then((r) => r.arrayBuffer()));
  await get('/api/health');
  const times = Object.fromEntries([...keys, 'bare'].map((k) => [k, [] as number[]])) as Record<Key | 'bare', number[]>;
  let pdfBytes = 0;
  for (let i = 0; i < RUNS; i++) {
    for (const k of keys) {
      let t0 = performance.now();
      if (k === 'pdf') pdfBytes += await pdf(paths.pdf(i));
      else await (await get(paths[k](i))).arrayBuffer();
      times[k].push(performance.now() - t0);
      t0 = performance.now();
      await (await get('/api/health')).arrayBuffer();
      times.bare.push(performance.now() - t0);
    }
  }

  const bare = stat(times.bare);
  const measure = (k: Key) => {
    const s = stat(times[k]);
    return { ...s, p95_ratio_to_bare: s.p95 / bare.p95 };
  };
  const result = {
    invoices: total,
    unpaid: unpaid.total_count,
    search: { q: name, found: searched.total_count },
    scroll_offsets: [offsets[0], offsets.at(-1)],
    mean_pdf_bytes: Math.round(pdfBytes / RUNS),
    first_page_ms: measure('first_page'),
    scroll_ms: measure('scroll'),
    unpaid_ms: measure('unpaid'),
    search_ms: measure('search'),
    show_ms: measure('show'),
    pdf_ms: measure('pdf'),
    bare_ms: bare,
    goals: {
      first_page_p95_ms: GOALS.firstPageP95,
      pdf_p95_ms: GOALS.pdfP95,
      first_page_met: percentile(times.first_page, 95) <= GOALS.firstPageP95,
      pdf_met: percentile(times.pdf, 95) <= GOALS.pdfP95,
    },
  };
  const row = (label: string, s: { p50: number; p95: number }, goal?: number) => ({
    measure: label,
    p50: `${s.p50.toFixed(1)} ms`,
    p95: `${s.p95.toFixed(1)} ms`,
    'p95 / bare': `${(s.p95 / bare.p95).toFixed(1)}×`,
    goal: goal ? `p95 ≤ ${goal} ms` : '',
    met: goal ? (s.p95 <= goal ? 'yes' : 'NO') : '',
  });
  console.log(
    `\ninvoices, ${total} on the large tenant (${unpaid.total_count} unpaid), ${RUNS} runs each\n` +
      table([
        row(`GET invoices?limit=${PAGE} (first page)`, result.first_page_ms, GOALS.firstPageP95),
        row(`GET invoices, offset ${offsets[0]}…${offsets.at(-1)} by ${PAGE}`, result.scroll_ms),
        row('GET invoices?filter=unpaid', result.unpaid_ms),
        row(`GET invoices?q=${name} (${searched.total_count})`, result.search_ms),
        row('GET invoices/:id', result.show_ms),
        row(`GET invoices/:id/pdf (${Math.round(result.mean_pdf_bytes / 1024)} kB)`, result.pdf_ms, GOALS.pdfP95),
        row('GET /api/health (bare route)', bare),
      ]),
  );
  return result;
}

/** Opens the large tenant's server, runs the invoice benches, closes it. */
export async function benchInvoices(dataDir = largeDataDir(), kind: BenchDb = 'pglite') {
  const { app, base, headers } = await openBenchServer(dataDir, kind);
  try {
    return await benchInvoicesOn(base, headers);
  } finally {
    await app.close();
  }
}

if (process.argv[1]?.endsWith('invoices.ts')) {
  const kind: BenchDb = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const result = await benchInvoices(largeDataDir(), kind);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/invoices-${kind}.json`;
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), database: kind, ...result }, null, 2));
  console.log(`\nwrote ${file}`);
  process.exit(0);
}
