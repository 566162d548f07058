// The console as the Chromium benches use it: built once per process, served by the app on the
// large tenant, in Debian's Chromium (never a downloaded one), logged in as a demo user.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';

// The e2e launch options (playwright.config.ts).
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
  ],
};
export const DOMAIN_NAME = 'Stora Campingen';

let built: string | null = null;

/** The built console: BENCH_CONSOLE_DIR when given (repeated runs while tuning), else one vite build per process. */
function consoleDir(): string {
  if (process.env.BENCH_CONSOLE_DIR) return process.env.BENCH_CONSOLE_DIR;
  if (built) return built;
  const dist = join(mkdtempSync(join(tmpdir(), 'campsite-bench-console-')), 'dist');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build misslyckades');
  process.on('exit', () => rmSync(join(dist, '..'), { recursive: true, force: true }));
  built = dist;
  return dist;
}

async function login(page: Page, base: string, email: string) {
  await page.goto(base + '/');
  const user = page.getByLabel(/användarnamn|e-?post/i).first();
  await user.waitFor({ timeout: 60_000 });
  const chosen = await page
    .getByRole('radio', { name: DOMAIN_NAME, checked: true })
    .isVisible()
    .catch(() => false);
  if (!chosen) {
    const chip = page
      .getByRole('radio', { name: DOMAIN_NAME })
      .or(page.getByRole('option', { name: DOMAIN_NAME }))
      .first();
    if (await chip.isVisible().catch(() => false)) await chip.click();
    else {
      await page
        .getByRole('combobox', { name: /domän|camping/i })
        .first()
        .click();
      // Slower than a scanner: a fast burst of 8+ keys is taken as a barcode scan.
      await page.keyboard.type(DOMAIN_NAME, { delay: 60 });
      await page.keyboard.press('Enter');
    }
  }
  await user.fill(email);
  await page
    .getByLabel(/lösenord/i)
    .first()
    .fill('demo1234');
  await page.keyboard.press('Enter');
  await page
    .locator('main#main')
    .waitFor({ timeout: 180_000 })
    .catch(async (e) => {
      await page.screenshot({ path: 'bench/results/login-failed.png' });
      throw e;
    });
  const welcome = page.getByRole('dialog', { name: 'Välkommen till demoversionen' });
  if (await welcome.isVisible({ timeout: 5_000 }).catch(() => false)) await page.keyboard.press('Escape');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

/** Waits for the server's health route (the large tenant may be seeded on the first start). */
async function waitForHealth(base: string, server: ReturnType<typeof spawn>) {
  const until = Date.now() + 60 * 60_000;
  while (Date.now() < until) {
    if (server.exitCode != null) throw new Error(`servern avslutades med kod ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('servern svarade inte');
}

export interface BenchConsole {
  page: Page;
  base: string;
  api: <T>(path: string) => Promise<T>;
}

/**
 * Runs `fn` with a logged-in page of the console on the large tenant in `dataDir`. `initScript`
 * runs in the page before the console's own code (listeners that must come first).
 */
export async function withBenchConsole<T>(
  dataDir: string,
  email: string,
  fn: (c: BenchConsole) => Promise<T>,
  initScript?: string,
): Promise<T> {
  // The server in its own process, as `npm start` runs it: a slow query in the server must not
  // hold up the keys Playwright sends from this process.
  const port = await freePort();
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SIZE: 'large',
      CONSOLE_DIR: consoleDir(),
      TENANTS: JSON.stringify([{ id: 1, name: DOMAIN_NAME, domain: 'large', namespace: 'large', demoProfile: 'demo' }]),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server);
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'sv-SE',
      timezoneId: 'Europe/Stockholm',
    });
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    page.on('pageerror', (err) => console.error('page error:', err.message));
    await login(page, base, email);
    // An API session of the same user, for reading what the bench needs.
    const res = await fetch(`${base}/api/large/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'demo1234', machine_id: 'bench-api', hostname: 'bench' }),
    });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const api = async <R>(path: string): Promise<R> => {
      const r = await fetch(`${base}/api/large/${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!r.ok) throw new Error(`GET ${path}: ${r.status}`);
      return ((await r.json()) as { data: R }).data;
    };
    return await fn({ page, base, api });
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
