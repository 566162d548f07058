// issue 10 "Sessions, login and headers": the console under its own Content-Security-Policy (the page
// fixture in helpers.ts fails any journey with a CSP violation), and the login delay on the login page.
import {
  apiGet,
  apiLogin,
  apiPost,
  chooseDomain,
  DEMO_DOMAIN,
  expect,
  keys,
  loginAs,
  loginFields,
  syncedBookings,
  tabTo,
  test,
  USERS,
  watchContentSecurityPolicy,
} from './helpers';

interface Product {
  id: number;
  name: string;
  price: number;
  requires_delivery_date: boolean;
}
interface Tab {
  name: string;
  product_layout_buttons: {
    type: string;
    product_id: number | null;
    parent_button_id: number | null;
    text: string | null;
  }[];
}
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the console carries its security headers and works under its CSP: login page, a cash sale printed, a booking pane', async ({
  page,
}) => {
  const kassa = await apiLogin(USERS.kassor);
  const { register } = await apiGet<{ register: { id: number; opened_at: string | null } }>(kassa, 'register');
  if (!register.opened_at)
    await apiPost(kassa, 'register/open', { id: register.id, payload: { float_amount: 100_000 } });
  const { products } = await apiGet<{ products: Product[] }>(kassa, 'products');
  const { layout_tabs: tabs } = await apiGet<{ layout_tabs: Tab[] }>(kassa, 'layouts/tabs');
  const byId = new Map(products.map((p) => [p.id, p]));
  // The first plain product button of the first tab.
  const [pick] = tabs[0].product_layout_buttons
    .filter((x) => x.type === 'button' && x.parent_button_id == null && x.product_id != null)
    .map((x) => ({ button: x, product: byId.get(x.product_id!)! }))
    .filter((x) => x.product && x.product.price > 0 && !x.product.requires_delivery_date);

  const apiAnswer = page.waitForResponse((r) => /\/api\/demo\/login$/.test(r.url()), { timeout: 90_000 });
  await loginAs(page, USERS.receptionist);
  for (const headers of [
    (await page.request.get('/')).headers(),
    (await page.request.get('/register')).headers(),
    (await apiAnswer).headers(),
  ]) {
    expect(headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy']).toMatch(/connect-src 'self' ws:\/\/\S+ wss:\/\//);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }

  // The till: a product from its button, paid in cash and printed on the virtual printer.
  await page.goto('/register');
  await expect(page.getByText('Det finns inga avgifter att visa')).toBeVisible({ timeout: 30_000 });
  const grid = page.getByRole('group', { name: tabs[0].name });
  await tabTo(
    page,
    grid.getByRole('button', { name: new RegExp(`^${escapeRegExp(pick.button.text ?? pick.product.name)}`) }),
  );
  await keys(page, 'Enter');
  await expect(
    page.getByRole('grid', { name: 'Avgifter' }).getByRole('row').filter({ hasText: pick.product.name }),
  ).toBeVisible();
  await keys(page, 'F1');
  const delivery = page.getByRole('dialog', { name: 'Kvittoleverans' });
  await expect(delivery).toBeVisible({ timeout: 20_000 });
  await keys(page, 'Alt+s');
  const preview = page.getByRole('dialog', { name: 'Virtuell Skrivare' });
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect(preview).toContainText(pick.product.name.slice(0, 10));
  await keys(page, 'Escape');
  await expect(preview).toBeHidden();

  // The built index.html has no inline script, and an injected one is refused and reported.
  expect(await (await page.request.get('/')).text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  const probe = await page.context().newPage();
  const caught = await watchContentSecurityPolicy(probe);
  await probe.goto('/');
  expect(
    await probe.evaluate(() => {
      const el = document.createElement('script');
      el.textContent = 'window.__inlineRan = true';
      document.body.append(el);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
    }),
  ).toBe(false);
  await expect.poll(() => caught.length).toBeGreaterThan(0);
  await probe.close();

  // A pane: a booking opened by its URL.
  const booking = (await syncedBookings(kassa)).find((b) => !b.is_draft && !b.deleted_at)!;
  await page.goto(`/actions?booking=${booking.id}`);
  await expect(page.getByText(booking.booking_number).first()).toBeVisible({ timeout: 20_000 });
});

test('the login page says how long to wait while the login delay holds', async ({ page }) => {
  // The form is filled first, then the failures are made (an account no other journey uses, from the
  // browser's own address), then Enter: the wait does not depend on how fast the form is typed.
  await page.goto('/');
  const f = loginFields(page);
  await expect(f.username).toBeVisible({ timeout: 30_000 });
  if (!(await page.getByRole('radio', { name: DEMO_DOMAIN, checked: true }).isVisible())) await chooseDomain(page);
  await tabTo(page, f.username);
  await page.keyboard.type('vikarie@demo.se');
  await tabTo(page, f.password);
  await page.keyboard.type('fel');
  // Seven failures, each after the delay of the one before: the seventh sets a delay of 8 s.
  const statuses = await page.evaluate(async () => {
    const out: number[] = [];
    while (out.filter((s) => s === 422).length < 7) {
      const res = await fetch('/api/demo/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'vikarie@demo.se', password: 'fel', machine_id: 'e2e-delay' }),
      });
      out.push(res.status);
      if (res.status === 429)
        await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000 + 100));
    }
    return out;
  });
  expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
  await keys(page, 'Enter');
  const message = page.getByText(/^För många misslyckade inloggningsförsök\. Försök igen om \d+ sekunder\.$/);
  await expect(message).toBeVisible({ timeout: 15_000 });
  await expect(f.password).toHaveAccessibleDescription(/Försök igen om \d+ sekunder/);
});
