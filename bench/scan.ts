// Scan benchmark (issue 5): from the scan's last key (Enter) to the cart line painted, in Debian
// Chromium on the large tenant, as the cashier. Each barcode is typed 10 ms per key like a
// keyboard-wedge scanner. A listener installed before the console's own code takes the Enter's
// event time; a MutationObserver sees the charges table change, and the next animation frame is
// the paint. Baseline in the same browser: a plain page that appends a row on Enter.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { seedFingerprint } from '../tests/helpers/fingerprint';
import { withBenchConsole } from './console';
import { percentile, table } from './stats';

const SCANS = 60;
const WARMUP = 3;
const GRID = '[role="grid"][aria-label="Avgifter"]';

// A string: tsx would wrap inner functions in a helper the page does not have.
const PROBE = `
window.__scan = { t0: 0, armed: false, result: null };
window.addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && window.__scan.armed) { window.__scan.t0 = e.timeStamp; window.__scan.armed = false; }
}, true);
window.__keys = [];
window.addEventListener('keydown', (e) => { window.__keys.push([e.key, e.isTrusted, Math.round(e.timeStamp), Math.round(performance.now()), e.defaultPrevented]); }, false);
window.__armScan = (selector) => {
  const s = window.__scan;
  // A scan dropped whole left its observer waiting: it must not time the next one.
  if (s.obs) s.obs.disconnect();
  s.result = null; s.armed = true; s.t0 = 0;
  const target = () => document.querySelector(selector);
  const before = target() ? target().textContent : '';
  const obs = new MutationObserver(() => {
    const el = target();
    if (!s.t0 || !el || el.textContent === before) return;
    obs.disconnect();
    requestAnimationFrame(() => { s.result = performance.now() - s.t0; s.t0 = 0; });
  });
  s.obs = obs;
  obs.observe(document.body, { subtree: true, childList: true, characterData: true });
};`;

/** A cashier scans at most a few items a second: each scan starts this long after the last line was painted. */
const BETWEEN_SCANS_MS = 300;

/** The console's word for a scan that came in broken and was dropped whole (wedgeDetector.ts). */
const BROKEN_SCAN = 'Skanningen kom inte fram hel';

/** Scan to line painted in ms, or null when the scan came in broken (Playwright held its keys behind a long task) and was dropped. */
async function scanOnce(page: Page, code: string, selector: string): Promise<number | null> {
  // (Playwright sends a key only when the page has taken the last one, so a long task in the middle
  // of a scan spaces the keys themselves apart, like a person's typing; a hardware scanner's keys
  // queue with their own times instead. The pause keeps the last scan's work out of the next.)
  await page.waitForTimeout(BETWEEN_SCANS_MS);
  await page.evaluate((sel) => (window as unknown as { __armScan: (s: string) => void }).__armScan(sel), selector);
  await page.keyboard.type(code, { delay: 10 });
  await page.keyboard.press('Enter');
  const handle = await page
    .waitForFunction(
      (broken) =>
        (window as unknown as { __scan: { result: number | null } }).__scan.result ??
        (document.body.textContent?.includes(broken) ? 'broken' : null),
      BROKEN_SCAN,
      { timeout: 10_000 },
    )
    .catch(async (e) => {
      await page.screenshot({ path: 'bench/results/scan-failed.png' });
      console.error(
        JSON.stringify(await page.evaluate(() => (window as unknown as { __keys: unknown[] }).__keys.slice(-20))),
      );
      throw e;
    });
  const result = (await handle.jsonValue()) as number | 'broken';
  if (result !== 'broken') return result;
  // Dropped whole, as it must be: wait for the message to go before the next scan.
  await page
    .getByText(BROKEN_SCAN)
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  return null;
}

const summary = (label: string, xs: number[]) => ({
  measure: label,
  scans: xs.length,
  p50: `${percentile(xs, 50).toFixed(1)} ms`,
  p95: `${percentile(xs, 95).toFixed(1)} ms`,
  max: `${Math.max(...xs).toFixed(1)} ms`,
});

export async function benchScan(dataDir: string) {
  return withBenchConsole(
    dataDir,
    'kassa@demo.se',
    async ({ page, base, api }) => {
      const { products } = await api<{
        products: { name: string; price: number; barcode: string | null; requires_delivery_date: boolean }[];
      }>('products');
      const codes = products
        .filter((p) => p.barcode && p.price > 0 && !p.requires_delivery_date)
        .map((p) => p.barcode!);
      if (codes.length === 0) throw new Error('inga produkter med streckkod i den stora demon');
      await page.goto(`${base}/register`);
      await page.locator(GRID).waitFor({ timeout: 120_000 });
      await page.waitForTimeout(8_000); // the data load and the palette's index build settled
      const till: number[] = [];
      let dropped = 0;
      for (let i = 0; i < SCANS + WARMUP; i++) {
        const t = await scanOnce(page, codes[i % codes.length], GRID);
        if (t == null) dropped++;
        else if (i >= WARMUP) till.push(t);
        if (t != null && t > 1000) console.log(`scan ${i} (${codes[i % codes.length]}): ${t.toFixed(0)} ms`);
      }
      const lines = (await page.getByRole('grid', { name: 'Avgifter' }).getByRole('row').count()) - 1; // less the header

      await page.goto('about:blank');
      await page.setContent(`<div role="grid" aria-label="Plain" tabindex="0"></div>`);
      await page.evaluate(PROBE);
      await page.focus('[role="grid"]');
      await page.evaluate(`document.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      const row = document.createElement('div'); row.setAttribute('role', 'row'); row.textContent = 'Rad ' + performance.now();
      document.querySelector('[role="grid"]').appendChild(row);
    })`);
      const plain: number[] = [];
      for (let i = 0; i < SCANS + WARMUP; i++) {
        const t = await scanOnce(page, codes[i % codes.length], '[role="grid"]');
        if (t != null && i >= WARMUP) plain.push(t);
      }
      console.log(
        `\nScan to cart line painted, ${SCANS} scans at 10 ms per key (cart grew to ${lines} rows; ${dropped} came in broken and were dropped whole):\n`,
      );
      console.log(
        table([
          summary('register: wedge detector → cart → charges table', till),
          summary('baseline: plain page appends a row on Enter', plain),
        ]),
      );
      const ratio = percentile(till, 95) / percentile(plain, 95);
      console.log(`\nratio p95 register / baseline = ${ratio.toFixed(2)}×`);
      const stats = (xs: number[]) => ({
        scans: xs.length,
        p50_ms: percentile(xs, 50),
        p95_ms: percentile(xs, 95),
        max_ms: Math.max(...xs),
      });
      return {
        register: stats(till),
        baseline: stats(plain),
        p95_ratio: ratio,
        cart_rows_at_end: lines,
        dropped_broken: dropped,
      };
    },
    PROBE,
  );
}

// Run on its own: `npx tsx bench/scan.ts` (the same large tenant as bench/run.ts).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = join(
    process.env.BENCH_DATA_DIR ?? 'node_modules/.cache/campsite-bench',
    `large-${seedFingerprint()}`,
  );
  console.log(JSON.stringify(await benchScan(dataDir), null, 2));
  process.exit(0);
}

if (process.argv[1]?.endsWith('scan.ts')) {
  // Alone: npx tsx bench/scan.ts (the large tenant seeded by npm run bench or bench/seedLarge.ts)
  const { largeDataDir } = await import('./seedLarge');
  await benchScan(largeDataDir());
  process.exit(0);
}
