// Booking table scroll benchmark: the built console on the large tenant (~99k bookings) in Debian
// Chromium, logged in as the receptionist, /bookings scrolled from the first row to the last in
// steps, one per animation frame, with every frame's duration recorded in the page. The same
// scroll over a plain page of the same height, in the same browser, is the baseline.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { seedFingerprint } from '../tests/helpers/fingerprint';
import { withBenchConsole } from './console';
import { percentile, table } from './stats';

// Rows per frame: a fast, steady fling (~1,600 px a frame) through the whole list.
const ROWS_PER_FRAME = 50;

interface ScrollRun {
  frames: number[];
  rows: number;
  distancePx: number;
  seconds: number;
}

/** Scrolls `selector` from top to bottom, `rowsPerFrame` rows per animation frame, timing every frame. */
function scrollInPage(page: Page, selector: string, rowsPerFrame: number): Promise<ScrollRun> {
  // A string, not a function: tsx would wrap inner functions in a helper the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const el = document.querySelector(${JSON.stringify(selector)});
    const rowHeight = 32;
    const step = ${rowsPerFrame} * rowHeight;
    const end = el.scrollHeight - el.clientHeight;
    const frames = [];
    el.scrollTop = 0;
    let last = 0;
    const began = performance.now();
    const tick = (t) => {
      if (last) frames.push(t - last);
      last = t;
      if (el.scrollTop >= end - 1) {
        resolve({ frames, rows: Math.round(el.scrollHeight / rowHeight), distancePx: end, seconds: (performance.now() - began) / 1000 });
        return;
      }
      el.scrollTop = Math.min(end, el.scrollTop + step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`) as Promise<ScrollRun>;
}

/** Waits until no task longer than 50 ms has run for `quietMs` (at most two minutes); the time it took. */
function waitForQuiet(page: Page, quietMs = 2_000): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const began = performance.now();
    let lastLong = began;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) lastLong = Math.max(lastLong, e.startTime + e.duration); })
      .observe({ type: 'longtask', buffered: true });
    const check = () => {
      const now = performance.now();
      if (now - lastLong >= ${quietMs} || now - began > 120000) resolve(Math.round(now - began));
      else setTimeout(check, 200);
    };
    setTimeout(check, ${quietMs});
  })`) as Promise<number>;
}

const summary = (label: string, r: ScrollRun) => ({
  measure: label,
  frames: r.frames.length,
  rows: r.rows.toLocaleString('sv-SE'),
  p50: percentile(r.frames, 50).toFixed(1) + ' ms',
  p95: percentile(r.frames, 95).toFixed(1) + ' ms',
  max: Math.max(...r.frames).toFixed(1) + ' ms',
  'over 50 ms': r.frames.filter((f) => f > 50).length,
  seconds: r.seconds.toFixed(1),
});

/** Scrolls /bookings of the large tenant in Chromium as the receptionist. */
export async function benchBookingsTable(dataDir: string) {
  return withBenchConsole(dataDir, 'reception@demo.se', async ({ page, base }) => {
    await page.goto(base + '/bookings');
    const grid = '[role="grid"][aria-label="Bokningar"]';
    await page.waitForFunction(
      (sel) => Number(document.querySelector(sel)?.getAttribute('aria-rowcount')) > 1000,
      grid,
      { timeout: 120_000 },
    );
    const bookings = Number(await page.locator(grid).getAttribute('aria-rowcount')) - 1;
    // The table's frames, not the console's start: wait until the main thread has been free of long
    // tasks (the palette's background index of every entity, the data load) for two seconds.
    const settledMs = await waitForQuiet(page);
    // Where the frames' time goes (Chromium's own counters, seconds).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await metrics();
    const tableRun = await scrollInPage(page, grid, ROWS_PER_FRAME);
    const after = await metrics();
    const perFrame = (k: string) => (((after[k] ?? 0) - (before[k] ?? 0)) * 1000) / tableRun.frames.length;
    const work = {
      script: perFrame('ScriptDuration'),
      layout: perFrame('LayoutDuration'),
      style: perFrame('RecalcStyleDuration'),
      task: perFrame('TaskDuration'),
    };
    // How the list looks once the scroll stops at the bottom: rows, not placeholders, soon.
    const loaded = await page
      .waitForFunction((sel) => !document.querySelector(`${sel} [role="row"][aria-busy="true"]`), grid, {
        timeout: 30_000,
      })
      .then(
        () => true,
        () => false,
      );

    // Baseline: the same scroll over a plain page of the same height with 100 plain rows.
    await page.setContent(
      `<div id="plain" style="height:800px;overflow:auto"><div style="height:${bookings * 32}px">${Array.from(
        { length: 100 },
        (_, i) => `<div style="height:32px">Rad ${i + 1}</div>`,
      ).join('')}</div></div>`,
    );
    const baseRun = await scrollInPage(page, '#plain', ROWS_PER_FRAME);

    console.log(
      `\n/bookings scroll, ${bookings.toLocaleString('sv-SE')} bookings, ${ROWS_PER_FRAME} rows (${ROWS_PER_FRAME * 32} px) per frame:\n`,
    );
    console.log(
      table([
        summary('booking table (virtualised, server pages)', tableRun),
        summary('baseline: plain page, same height', baseRun),
      ]),
    );
    const ratio = percentile(tableRun.frames, 95) / percentile(baseRun.frames, 95);
    console.log(
      `\nper table frame: script ${work.script.toFixed(1)} ms, layout ${work.layout.toFixed(1)} ms, style ${work.style.toFixed(1)} ms, all main-thread tasks ${work.task.toFixed(1)} ms`,
    );
    console.log(`\nwaited ${(settledMs / 1000).toFixed(1)} s for a quiet main thread before scrolling`);
    console.log(
      `\nratio p95 table / baseline = ${ratio.toFixed(2)}×; last rows loaded after the scroll stopped: ${loaded ? 'yes' : 'no'}`,
    );
    const stats = (r: ScrollRun) => ({
      frames: r.frames.length,
      p50_ms: percentile(r.frames, 50),
      p95_ms: percentile(r.frames, 95),
      max_ms: Math.max(...r.frames),
      seconds: r.seconds,
    });
    return {
      bookings,
      rows_per_frame: ROWS_PER_FRAME,
      table: stats(tableRun),
      baseline: stats(baseRun),
      p95_ratio: ratio,
      settled_ms: settledMs,
      loaded_at_end: loaded,
      table_main_thread_ms_per_frame: work,
    };
  });
}

// Run on its own: `npx tsx bench/bookingsTable.ts` (the same large tenant as bench/run.ts).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = join(
    process.env.BENCH_DATA_DIR ?? 'node_modules/.cache/campsite-bench',
    `large-${seedFingerprint()}`,
  );
  console.log(JSON.stringify(await benchBookingsTable(dataDir), null, 2));
  process.exit(0);
}
