// Faults at the till, as a cashier meets them: a reload in the middle of a card payment, the server
// killed just after a cash payment, and a receipt left unfinished that its pane finishes. Each ends
// with one receipt, delivered, and the paid line gone from the cart: nothing sold twice, nothing stuck.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from './appServer';
import {
  apiGet,
  apiLogin,
  apiPost,
  expect,
  keys,
  loginFast,
  shot,
  tabTo,
  test,
  typingLikeAPerson,
  USERS,
} from './helpers';
import { hmacSha256Sync } from '../../src/devices/controlUnit/hmac';
import { formatControlCode } from '../../src/devices/controlUnit/simulator';

interface ReceiptRow {
  id: number;
  receipt_serial: number | null;
  receipt_status?: string;
}
const listTotal = async (get: <T>(path: string) => Promise<T>) =>
  (await get<{ total: number }>('receipts?limit=1')).total;

async function openRegisterDay(token: string, get = apiGet, post = apiPost) {
  const { register } = await get<{ register: { id: number; opened_at: string | null } }>(token, 'register');
  if (!register.opened_at) await post(token, 'register/open', { id: register.id, payload: { float_amount: 100_000 } });
  return register.id;
}

/** The register's first product (not a menu) into the cart, by keyboard. */
async function ringUpFirstProduct(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Försäljning' })).toBeVisible();
  const product = page.locator('main#main button[data-row]').filter({ hasNotText: 'Meny' }).first();
  await tabTo(page, product);
  await keys(page, 'Enter');
  await expect(page.getByTestId('cart-total')).not.toHaveText(/^0,00/);
}

test('a reload during a card payment: the payment completes after the resume, the paid line is gone, F2 sells nothing more', async ({
  page,
}) => {
  const token = await apiLogin(USERS.kassor);
  await openRegisterDay(token);
  const before = await listTotal((p) => apiGet(token, p));

  await loginFast(page, USERS.kassor, { path: '/register' });
  await ringUpFirstProduct(page);
  await keys(page, 'F2');
  const terminal = page.getByRole('dialog', { name: 'Kortterminal' });
  await expect(terminal).toBeVisible();
  await page.reload();

  // The console resumes the receipt: the terminal approves, the control unit signs, Kvittoleverans opens.
  const delivery = page.getByRole('dialog', { name: 'Kvittoleverans' });
  await expect(terminal.or(delivery)).toBeVisible({ timeout: 45_000 });
  if (await terminal.isVisible()) await shot(page, 'payment-faults-resumed-terminal');
  await expect(delivery).toBeVisible({ timeout: 30_000 });
  await shot(page, 'payment-faults-resumed-delivery');
  // Sold: the line has left the cart already behind the dialog.
  await expect(page.getByTestId('cart-total')).toHaveText(/^0,00/);
  await keys(page, 'Escape'); // Arkivera
  await expect(delivery).toBeHidden();

  await keys(page, 'F2');
  await page.waitForTimeout(3000);
  await expect(terminal).toBeHidden();
  await expect(page.getByTestId('cart-total')).toHaveText(/^0,00/);
  expect(await listTotal((p) => apiGet(token, p))).toBe(before + 1);
  const { receipts } = await apiGet<{ receipts: ReceiptRow[] }>(token, 'receipts?limit=1');
  const newest = (await apiGet<{ receipt: ReceiptRow }>(token, `receipts/${receipts[0].id}`)).receipt;
  expect(newest.receipt_status).toBe('complete');
});

test('a receipt left waiting for delivery is finished from its receipt pane (Slutför kvitto, alt+shift+f)', async ({
  page,
}) => {
  const token = await apiLogin(USERS.kassor);
  const registerId = await openRegisterDay(token);
  const { products } = await apiGet<{ products: { id: number; price: number; is_accommodation?: boolean }[] }>(
    token,
    'products',
  );
  const product = products.find((p) => p.price > 0 && p.price % 100 === 0 && !p.is_accommodation)!;
  const { receipt } = await apiPost<{ receipt: ReceiptRow & { control_object: unknown } }>(token, 'sales/initiate', {
    register_id: registerId,
    payment_method_id: 1,
    amount: product.price,
    customer_credit_amount: 0,
    items: [{ product_id: product.id }],
  });
  // Signed as a control unit would (the code's form), then the console went away before delivery.
  const code = formatControlCode(
    hmacSha256Sync(new TextEncoder().encode('e2e'), new TextEncoder().encode(String(receipt.id))),
  );
  await apiPost(token, 'sales/sign-receipt', {
    receipt_id: receipt.id,
    control_data: { code, manufacturing_number: 'SIM-CU-0001' },
  });

  await loginFast(page, USERS.kassor, { path: `/receipts?receipt=${receipt.id}` });
  await expect(page.getByText('Väntar på leverans')).toBeVisible({ timeout: 20_000 });
  const finish = page.getByRole('button', { name: /^Slutför kvitto/ });
  await expect(finish).toBeVisible();
  await shot(page, 'payment-faults-receipt-pane-unfinished');
  await keys(page, 'Alt+Shift+F');
  const delivery = page.getByRole('dialog', { name: 'Kvittoleverans' });
  await expect(delivery).toBeVisible({ timeout: 20_000 });
  await shot(page, 'payment-faults-receipt-pane-delivery');
  await keys(page, 'Escape'); // Arkivera
  await expect(delivery).toBeHidden();
  const preview = page.getByRole('dialog', { name: 'Virtuell Skrivare' });
  if (await preview.isVisible().catch(() => false)) await keys(page, 'Escape');
  await expect(page.getByText('Färdigställt')).toBeVisible({ timeout: 20_000 });
  await expect(finish).toBeHidden();
  expect((await apiGet<{ receipt: ReceiptRow }>(token, `receipts/${receipt.id}`)).receipt.receipt_status).toBe(
    'complete',
  );
});

// ——— A server of its own, killed with -9 and started again on the same port and data ———

class OwnServer {
  child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    readonly dataDir: string,
    readonly consoleDir: string,
  ) {}
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const k of [
      'DATABASE_URL',
      'DATABASE_PREFIX',
      'PUSHER_APP_ID',
      'PUSHER_APP_KEY',
      'PUSHER_APP_SECRET',
      'PUSHER_HOST',
      'PUSHER_CLUSTER',
      'TENANTS',
      'PUBLIC_URL',
    ])
      delete env[k];
    Object.assign(env, {
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      DEMO_SIZE: 'small',
      SKIP_BUILD: '1',
      CONSOLE_DIR: this.consoleDir,
    });
    // Its own process group: kill -9 hits this server and nothing else.
    this.child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore', detached: true });
    const deadline = Date.now() + 400_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.url}/api/domains`)).ok) return;
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('den egna servern startade inte');
  }

  async kill9() {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  }

  async api<T>(method: 'GET' | 'POST', token: string | null, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}/api/demo/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { data: T }).data;
  }
}

test('the server killed -9 just after a cash payment: after the restart the till finishes the receipt, sold once', async ({
  browser,
}) => {
  test.setTimeout(720_000);
  const root = mkdtempSync(join(tmpdir(), 'campsite-kill-'));
  // The console globalSetup built, or our own build when the journeys run against another server.
  let consoleDir = process.env.E2E_CONSOLE_DIR ?? '';
  if (!consoleDir) {
    consoleDir = join(root, 'dist');
    spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', consoleDir, '--logLevel', 'warn'],
      { stdio: 'inherit' },
    );
  }
  const server = new OwnServer(await freePort(), join(root, 'data'), consoleDir);
  const context = await browser.newContext({ baseURL: server.url });
  try {
    await server.start();
    const login = await server.api<{ token: string }>('POST', null, 'login', {
      username: USERS.kassor,
      password: 'demo1234',
      machine_id: 'e2e-kill',
      hostname: 'e2e',
    });
    const get = <T>(token: string, path: string) => server.api<T>('GET', token, path);
    const post = <T>(token: string, path: string, body: unknown) => server.api<T>('POST', token, path, body);
    await openRegisterDay(login.token, get, post);
    const before = await listTotal((p) => get(login.token, p));

    const page = typingLikeAPerson(await context.newPage());
    await loginFast(page, USERS.kassor, { path: '/register' });
    await ringUpFirstProduct(page);
    // F1 (cash); once the sale is registered and its signature on the way, kill -9.
    const signing = page.waitForRequest(/\/sales\/sign-receipt/, { timeout: 30_000 });
    await keys(page, 'F1');
    await Promise.all([signing, new Promise((r) => setTimeout(r, 60))]);
    await server.kill9();
    await server.start();

    // The console reconnects and the till continues the receipt: signature if needed, then Kvittoleverans.
    const delivery = page.getByRole('dialog', { name: 'Kvittoleverans' });
    await expect(delivery).toBeVisible({ timeout: 90_000 });
    await shot(page, 'payment-faults-after-kill-delivery');
    await expect(page.getByTestId('cart-total')).toHaveText(/^0,00/);
    await keys(page, 'Escape'); // Arkivera
    await expect(delivery).toBeHidden();
    const preview = page.getByRole('dialog', { name: 'Virtuell Skrivare' });
    await expect(preview.getByText('Kassalådan öppnas').first()).toBeVisible({ timeout: 15_000 });
    await keys(page, 'Escape');

    expect(await listTotal((p) => get(login.token, p))).toBe(before + 1);
    const { receipts } = await get<{ receipts: ReceiptRow[] }>(login.token, 'receipts?limit=1');
    const newest = (await get<{ receipt: ReceiptRow }>(login.token, `receipts/${receipts[0].id}`)).receipt;
    expect(newest.receipt_status).toBe('complete');
    expect((await get<{ receipt: ReceiptRow | null }>(login.token, 'sales/unfinished')).receipt).toBeNull();

    // /receipts shows it complete.
    await page.goto(`/receipts?receipt=${newest.id}`);
    await expect(page.getByText('Färdigställt')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^Slutför kvitto/ })).toBeHidden();
    await shot(page, 'payment-faults-after-kill-receipts');
  } finally {
    await context.close();
    await server.kill9();
    rmSync(root, { recursive: true, force: true });
  }
});
