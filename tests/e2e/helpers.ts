// Shared pieces of the browser journeys: the server's address (from globalSetup), logging in
// through the real login page with the keyboard (or fast, as a returning session), axe, key sequences, screenshots, and a few
// direct API calls for picking test data.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { fromColumnar, type ColumnarTable } from '../../src/domain/columnar';
import { APP_VERSION } from '../../src/domain/version';
import { KEYS } from '../../src/data/storage';
import { startAppServer } from './appServer';

export { expect };

export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL saknas: kör via `npx playwright test` (globalSetup startar servern)');
  return url;
};

/**
 * Playwright's test with the server as baseURL: the first worker's is the one globalSetup started;
 * every further worker starts its own on the same build, so journeys in different workers share no
 * data (a worker that restarts after a failure starts another).
 */
export const test = base.extend<object, { workerServer: string }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const root = process.env.E2E_ROOT;
      const consoleDir = process.env.E2E_CONSOLE_DIR;
      if (workerInfo.parallelIndex === 0 || process.env.E2E_WORKER_SERVERS !== '1' || !root || !consoleDir) {
        await use(baseURL());
        return;
      }
      const server = await startAppServer(join(root, `worker-${workerInfo.workerIndex}`), consoleDir);
      Object.assign(process.env, server.env);
      try {
        await use(server.env.E2E_BASE_URL);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer);
  },
  // Nothing leaves the machine (the login page's daily photo falls back to the bundled image).
  page: async ({ page }, use) => {
    const own = new URL(baseURL()).host;
    await page.route(
      (url) => url.host !== own && url.protocol.startsWith('http'),
      (route) => route.abort(),
    );
    const violations = await watchContentSecurityPolicy(page);
    await recordSnackbars(page);
    await use(typingLikeAPerson(page));
    // Every journey doubles as a check that the console runs under the server's CSP.
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** Collects securitypolicyviolation events and CSP console errors of every document the page opens. */
export async function watchContentSecurityPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__cspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

/**
 * Remembers the text of every snackbar the page shows. A snackbar lives 5 s; on a busy machine a journey's
 * next step can come after it is gone, so journeys ask what was shown (expectSnackbar), not what still is.
 */
async function recordSnackbars(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __snackbarsSeen: string[] }).__snackbarsSeen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (n instanceof HTMLElement && n.matches('[data-snackbar]'))
            seen.push(n.firstElementChild?.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until the page has shown a snackbar whose text matches (shown now or earlier); returns its text. */
export async function expectSnackbar(page: Page, text: string | RegExp, timeout = 15_000): Promise<string> {
  const matches = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  let found = '';
  await expect
    .poll(
      async () => {
        const seen = await page.evaluate(
          () => (window as unknown as { __snackbarsSeen?: string[] }).__snackbarsSeen ?? [],
        );
        found = seen.find(matches) ?? '';
        return found !== '';
      },
      { message: `a snackbar ${String(text)}`, timeout },
    )
    .toBe(true);
  return found;
}

/** Above the scanner's 50 ms gap, like a quick typist. */
export const HUMAN_KEY_DELAY_MS = 60;

/**
 * A person types with gaps: without a delay Playwright sends keys as fast as a barcode scanner,
 * and the scanner's burst detector (money.md 4: 8 keys within 200 ms) rightly takes them as a scan.
 * Scanner journeys pass their own { delay: 10 }. Every page a test opens goes through this.
 */
export function typingLikeAPerson(page: Page): Page {
  const type = page.keyboard.type.bind(page.keyboard);
  page.keyboard.type = (text, options) => type(text, { delay: HUMAN_KEY_DELAY_MS, ...options });
  return page;
}

export const PASSWORD = 'demo1234';
export const USERS = { kassor: 'kassa@demo.se', receptionist: 'reception@demo.se', manager: 'chef@demo.se' } as const;
export const DEMO_DOMAIN = 'Demo Camping';

/** Presses each key (Playwright names: 'Control+k', 'ArrowDown', 'Shift+Tab', '?') in turn. */
export async function keys(page: Page, ...sequence: string[]) {
  for (const k of sequence) await page.keyboard.press(k);
}

/** Presses Tab (or Shift+Tab) until the element has focus: reaching it by keyboard, as a user would. */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} tryck på Tab nådde inte ${target}`);
}

/** Waits for the finite CSS animations and transitions running now (fades, slides) to end. */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((r) => setTimeout(r, 2_000)),
    ]),
  );
}

/** Saves a full-window screenshot to test-results/screens/{name}.png. */
export async function shot(page: Page, name: string) {
  mkdirSync('test-results/screens', { recursive: true });
  // Finite animations (a card fading in) are shown at their end state.
  await page.screenshot({ path: `test-results/screens/${name}.png`, animations: 'disabled' });
}

/**
 * axe on what is on screen now; only serious and critical violations fail, listed by rule id
 * with the first offending elements.
 */
export async function expectNoA11yViolations(page: Page, opts: { include?: string; exclude?: string[] } = {}) {
  // A card still fading in would be measured at half its contrast.
  await settleAnimations(page);
  let builder = new AxeBuilder({ page });
  if (opts.include) builder = builder.include(opts.include);
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  const { violations } = await builder.analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 3)
        .map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join('\n')}`,
  );
  expect(
    bad.map((v) => v.id),
    `axe: ${report.join('\n')}`,
  ).toEqual([]);
}

/** The login form's fields, by their labels. */
export const loginFields = (page: Page) => ({
  username: page.getByLabel(/användarnamn|e-?post/i).first(),
  password: page.getByLabel(/lösenord/i).first(),
});

/**
 * Chooses the demo campsite on a fresh login page with the keyboard: a shortlist chip if there
 * is one, otherwise the domain picker (focused first on a new machine) by typing its name.
 */
export async function chooseDomain(page: Page, name = DEMO_DOMAIN) {
  const picker = page.getByRole('combobox', { name: /domän|camping/i }).first();
  const chip = page
    .getByRole('radio', { name })
    .or(page.getByRole('option', { name }))
    .or(page.getByRole('button', { name, exact: true }))
    .first();
  await expect(picker.or(chip).first()).toBeVisible({ timeout: 20_000 });
  if (await chip.isVisible().catch(() => false)) {
    await tabTo(page, chip);
    await keys(page, 'Space');
    return;
  }
  await tabTo(page, picker);
  await page.keyboard.type(name);
  await keys(page, 'Enter');
}

export interface LoginOptions {
  password?: string;
  domain?: string;
  /** Leave the demo welcome dialog open (the login test looks at it). */
  keepWelcome?: boolean;
  /** Do not wait for the shell (for failed logins). */
  expectFailure?: boolean;
}

/**
 * Logs in through the login page by keyboard only: choose the domain, type the e-mail and the
 * password, press Enter; then wait out the animated logo (at least 4.8 s) until the shell shows,
 * and close the demo welcome dialog.
 */
export async function loginAs(page: Page, email: string, opts: LoginOptions = {}) {
  await page.goto('/');
  const f = loginFields(page);
  await expect(f.username).toBeVisible({ timeout: 30_000 });
  if (!(await currentDomainChosen(page, opts.domain ?? DEMO_DOMAIN)))
    await chooseDomain(page, opts.domain ?? DEMO_DOMAIN);
  await tabTo(page, f.username);
  await keys(page, 'Control+a');
  await page.keyboard.type(email);
  await tabTo(page, f.password);
  await keys(page, 'Control+a');
  await page.keyboard.type(opts.password ?? PASSWORD);
  await keys(page, 'Enter');
  if (opts.expectFailure) return;
  await expect(page.locator('main#main')).toBeVisible({ timeout: 45_000 });
  if (!opts.keepWelcome && (opts.domain ?? DEMO_DOMAIN) === DEMO_DOMAIN) await closeWelcome(page);
}

/**
 * A returning console instead of a login (for journeys that are not about logging in): POST login
 * from the console's own origin exactly as the login form does (a new machine id like a fresh
 * browser, its hostname), store what the form stores, then open the console, which resumes the
 * stored session: reconnect and data load without the animated logo's 4.8 s and without the
 * welcome dialog, which only a submitted login form opens. login.spec.ts and the flows that need
 * the login page keep loginAs.
 */
export async function loginFast(
  page: Page,
  email: string,
  opts: { password?: string; domain?: string; path?: string } = {},
) {
  // A same-origin JSON response runs no console code: its localStorage is the console's, written
  // before the console reads it.
  await page.goto('/api/domains');
  await page.evaluate(
    async ({ email, password, name, version, key }) => {
      const headers = { accept: 'application/json', 'content-type': 'application/json', 'x-app-version': version };
      const read = async <T>(res: Response, what: string): Promise<T> => {
        const body = (await res.json()) as { data: T };
        if (!res.ok) throw new Error(`${what}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        return body.data;
      };
      const { domains } = await read<{ domains: { id: number; name: string; baseURL: string; realtime?: unknown }[] }>(
        await fetch('/api/domains', { headers }),
        'GET /api/domains',
      );
      const domain = domains.find((d) => d.name === name);
      if (!domain) throw new Error(`domänen ${name} finns inte bland ${domains.map((d) => d.name).join(', ')}`);
      // As src/data/session.ts: a fresh browser's machine id.
      const machineId = crypto.randomUUID?.() ?? `m-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const res = await read<{
        user: { domain: object };
        token: string;
        workstation: unknown;
        auth_code: string | null;
      }>(
        await fetch(`${domain.baseURL.replace(/\/?$/, '/')}login`, {
          method: 'POST',
          headers,
          credentials: 'include',
          body: JSON.stringify({ username: email, password, machine_id: machineId, hostname: location.hostname }),
        }),
        `login ${email}`,
      );
      // What login() in src/data/sessionFlow.ts and rememberDomain leave in session$ (StoredSession).
      const session = {
        user: { ...res.user, domain: { ...res.user.domain, realtime: domain.realtime } },
        token: res.token,
        workstation: res.workstation,
        machineId,
        domainId: domain.id,
        shortlist: [{ id: domain.id, name: domain.name, lastUsedAt: new Date().toISOString(), lastUsedEmail: email }],
        authCode: res.auth_code,
      };
      localStorage.setItem(key, JSON.stringify(session));
      // biome-ignore lint/suspicious/noDocumentCookie: the console's own flag, set as the console sets it
      document.cookie = 'authenticated=1; path=/; SameSite=Lax';
    },
    {
      email,
      password: opts.password ?? PASSWORD,
      name: opts.domain ?? DEMO_DOMAIN,
      version: APP_VERSION,
      key: KEYS.session,
    },
  );
  await page.goto(opts.path ?? '/');
  await expect(page.locator('main#main')).toBeVisible({ timeout: 45_000 });
}

/** Whether the domain picker already shows the wanted campsite (a returning machine). */
async function currentDomainChosen(page: Page, name: string) {
  return page
    .getByRole('radio', { name, checked: true })
    .isVisible()
    .catch(() => false);
}

/** The demo tenant greets every login with 'Välkommen till demoversionen'; Escape closes it. */
export async function closeWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Välkommen till demoversionen' });
  await expect(welcome).toBeVisible({ timeout: 15_000 });
  await keys(page, 'Escape');
  await expect(welcome).toBeHidden();
}

/** The heading of the routed screen. */
export const pageHeading = (page: Page) => page.locator('main#main').getByRole('heading', { level: 1 });

/** ctrl+K: the command palette, and its search field. */
export const palette = (page: Page) => page.getByRole('dialog', { name: 'Kommandopalett' });

export async function openPalette(page: Page) {
  await keys(page, 'Control+k');
  await expect(palette(page)).toBeVisible();
  return palette(page);
}

/** The palette's rows, and the highlighted one. */
export const paletteItems = (page: Page) => palette(page).locator('[cmdk-item]');
export const paletteSelected = (page: Page) => palette(page).locator('[cmdk-item][aria-selected="true"]');

/** Moves the palette's highlight down until it is on a row containing text, in at most `tries` steps. */
export async function highlight(page: Page, text: string, tries = 60) {
  await expect(paletteItems(page).filter({ hasText: text }).first()).toBeVisible({ timeout: 10_000 });
  for (let i = 0; i < tries; i++) {
    if ((await paletteSelected(page).count()) && (await paletteSelected(page).first().textContent())?.includes(text))
      return;
    await keys(page, 'ArrowDown');
  }
  throw new Error(`raden "${text}" blev aldrig markerad`);
}

// ——— Direct API calls, for picking test data the way the console would see it ———

export async function apiLogin(email: string = USERS.manager, domain = 'demo'): Promise<string> {
  const res = await fetch(`${baseURL()}/api/${domain}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD, machine_id: 'e2e-api', hostname: 'e2e' }),
  });
  const body = (await res.json()) as { data: { token: string } };
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

export async function apiPost<T = unknown>(token: string, path: string, body: unknown, domain = 'demo'): Promise<T> {
  const res = await fetch(`${baseURL()}/api/${domain}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Presses a global hotkey until its dialog shows: until the data load has brought the register, its `when` is false. */
export async function pressUntil(page: Page, key: string, dialog: Locator): Promise<Locator> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await keys(page, key);
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

export async function apiGet<T = unknown>(token: string, path: string, domain = 'demo'): Promise<T> {
  const res = await fetch(`${baseURL()}/api/${domain}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

export interface SyncedBooking {
  id: number;
  booking_number: string;
  title: string;
  subtitle: string;
  type: string;
  check_in: string;
  check_out: string;
  checked_in_at: string | null;
  checked_out_at: string | null;
  is_draft: boolean;
  deleted_at: string | null;
  cancellation_status: string | null;
  customer_id: number | null;
  customer_name: string | null;
  position_id: number | null;
}

/** A private person's name: first name and surname, letters only (companies have other shapes). */
export const isPersonName = (name: string | null): name is string =>
  !!name && /^[A-Za-zÅÄÖåäöÉéÜü-]+ [A-Za-zÅÄÖåäöÉéÜü-]{3,}$/.test(name);

/** GET bookings/synced, decoded from its {columns, rows} form. */
export async function syncedBookings(token: string): Promise<SyncedBooking[]> {
  return fromColumnar<SyncedBooking>(await apiGet<ColumnarTable>(token, 'bookings/synced'));
}

/** Today in Europe/Stockholm as YYYY-MM-DD (the demo data is built around the server's today). */
export const stockholmToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

/** A key as a Swedish keyboard (and a wedge scanner set to it) sends it: digits on the top row, '-' right of '.', Enter. */
function wedgeKey(ch: string) {
  if (ch === '\r') return { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' };
  if (ch === '-') return { key: '-', code: 'Slash', windowsVirtualKeyCode: 189, text: '-' };
  if (/^[0-9]$/.test(ch)) return { key: ch, code: `Digit${ch}`, windowsVirtualKeyCode: ch.charCodeAt(0), text: ch };
  return { key: ch, code: `Key${ch.toUpperCase()}`, windowsVirtualKeyCode: ch.toUpperCase().charCodeAt(0), text: ch };
}

const cdpSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * A keyboard-wedge scan: the code then Enter, 10 ms per key, as the browser receives them from a
 * scanner: each key stamped with the moment it was pressed and none waiting for the page to handle
 * the one before. Written in one go, stamped over the last 10 ms × keys: this test process, on a
 * shared machine, can stall for hundreds of ms between two writes, which a scanner never does
 * (page.keyboard.type waits for each key, so a busy page or runner made real pauses inside a scan).
 */
export async function wedgeScan(page: Page, code: string, gapMs = 10) {
  if (!cdpSessions.has(page)) cdpSessions.set(page, page.context().newCDPSession(page));
  const cdp = await cdpSessions.get(page)!;
  const chars = [...code, '\r'];
  const t0 = Date.now() - chars.length * gapMs;
  await Promise.all(
    chars.flatMap((ch, i) => {
      const k = wedgeKey(ch);
      const timestamp = (t0 + i * gapMs) / 1000;
      return [
        cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...k, unmodifiedText: k.text, timestamp }),
        cdp.send('Input.dispatchKeyEvent', {
          type: 'keyUp',
          key: k.key,
          code: k.code,
          windowsVirtualKeyCode: k.windowsVirtualKeyCode,
          timestamp: timestamp + 0.003,
        }),
      ];
    }),
  );
}
