// The console as the Chromium benches use it: built once per process, served by the app on the
// large tenant, in Debian's Chromium (never a downloaded one), logged in as a demo user.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createApp } from '../server/app';
import { defaultConfig } from '../server/config';

// The e2e launch options (playwright.config.ts).
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-dev-shm-usage'],
};
export const DOMAIN_NAME = 'Stora Campingen';

let built: string | null = null;

/** The built console: BENCH_CONSOLE_DIR when given (repeated runs while tuning), else one vite build per process. */
function consoleDir(): string {
  if (process.env.BENCH_CONSOLE_DIR) return process.env.BENCH_CONSOLE_DIR;
  if (built) return built;
  const dist = join(mkdtempSync(join(tmpdir(), 'campsite-bench-console-')), 'dist');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build misslyckades');
  process.on('exit', () => rmSync(join(dist, '..'), { recursive: true, force: true }));
  built = dist;
  return dist;
}

async function login(page: Page, base: string, email: string) {
  await page.goto(base + '/');
  const user = page.getByLabel(/användarnamn|e-?post/i).first();
  await user.waitFor({ timeout: 60_000 });
  const chosen = await page.getByRole('radio', { name: DOMAIN_NAME, checked: true }).isVisible().catch(() => false);
  if (!chosen) {
    const chip = page.getByRole('radio', { name: DOMAIN_NAME }).or(page.getByRole('option', { name: DOMAIN_NAME })).first();
    if (await chip.isVisible().catch(() => false)) await chip.click();
    else {
      await page.getByRole('combobox', { name: /domän|camping/i }).first().click();
      // Slower than a scanner: a fast burst of 8+ keys is taken as a barcode scan.
      await page.keyboard.type(DOMAIN_NAME, { delay: 60 });
      await page.keyboard.press('Enter');
    }
  }
  await user.fill(email);
  await page.getByLabel(/lösenord/i).first().fill('demo1234');
  await page.keyboard.press('Enter');
  await page.locator('main#main').waitFor({ timeout: 180_000 }).catch(async (e) => {
    await page.screenshot({ path: 'bench/results/login-failed.png' });
    throw e;
  });
  const welcome = page.getByRole('dialog', { name: 'Välkommen till demoversionen' });
  if (await welcome.isVisible({ timeout: 5_000 }).catch(() => false)) await page.keyboard.press('Escape');
}

export interface BenchConsole { page: Page; base: string; api: <T>(path: string) => Promise<T> }

/**
 * Runs `fn` with a logged-in page of the console on the large tenant in `dataDir`. `initScript`
 * runs in the page before the console's own code (listeners that must come first).
 */
export async function withBenchConsole<T>(dataDir: string, email: string, fn: (c: BenchConsole) => Promise<T>, initScript?: string): Promise<T> {
  const app = await createApp(defaultConfig({
    database: { kind: 'pglite', dataDir }, demo: { size: 'large', seedOnFirstStart: true }, consoleDir: consoleDir(),
    tenants: [{ id: 1, name: DOMAIN_NAME, domain: 'large', namespace: 'large', demoProfile: 'demo' }],
  }));
  await app.tenants.openAll();
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.fastify.server.address() as { port: number }).port}`;
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    page.on('pageerror', (err) => console.error('page error:', err.message));
    await login(page, base, email);
    // An API session of the same user, for reading what the bench needs.
    const res = await fetch(`${base}/api/large/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'demo1234', machine_id: 'bench-api', hostname: 'bench' }),
    });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const api = async <R,>(path: string): Promise<R> => {
      const r = await fetch(`${base}/api/large/${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!r.ok) throw new Error(`GET ${path}: ${r.status}`);
      return ((await r.json()) as { data: R }).data;
    };
    return await fn({ page, base, api });
  } finally {
    await browser.close();
    await app.close();
  }
}
