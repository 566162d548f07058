// Every screen from ctrl+K by keyboard alone (shell.md 2.1, 2.2, 6; CONVENTIONS "Keys"), per
// level, with axe on each screen, on the open palette and on the cheat sheet.
import type { Page } from '@playwright/test';
import { ROUTES, routeAllowed, type RouteDef } from '../../src/routes/routeTable';
import {
  expect,
  expectNoA11yViolations,
  keys,
  loginAs,
  loginFast,
  openPalette,
  pageHeading,
  palette,
  shot,
  test,
  USERS,
} from './helpers';
import { typeSwedish } from './swedishKeyboard';

const viewer = (level: string) => ({ level, modules: ['PMS'], namespace: 'demo' });
const allowedFor = (level: string) => ROUTES.filter((r) => routeAllowed(r, viewer(level)) && !r.tenantOnly);

/** ctrl+K, type the title, Enter: the route's URL and its heading. */
async function goByPalette(page: Page, r: RouteDef, baseURL: string) {
  const dialog = await openPalette(page);
  // As a Swedish keyboard sends the title: 'ä' is a key of its own (Playwright's own typing inserts it as
  // text, past the keys still on their way, and 'Användare' arrived as 'Anävndare' on a busy machine).
  await typeSwedish(await page.context().newCDPSession(page), r.title);
  // The highlighted row is the screen's command (an exact title ranks first).
  await expect(
    dialog.locator('[cmdk-item][aria-selected="true"], [role="option"][aria-selected="true"]').first(),
  ).toContainText(r.title);
  await keys(page, 'Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}${r.to}`);
  await expect(pageHeading(page)).toHaveText(r.title);
}

async function visitAll(page: Page, level: string, baseURL: string) {
  for (const r of allowedFor(level)) {
    await test.step(`${r.title} (${r.to})`, async () => {
      await goByPalette(page, r, baseURL);
      await shot(page, `route-${level}-${r.name}`);
      await expectNoA11yViolations(page);
    });
  }
}

test.describe('Navigering med ctrl+K', () => {
  test('chefen når varje skärm i menyn från paletten', async ({ page, baseURL }) => {
    // Every screen of the menu, from the real login page: 3.4–3.8 min with two workers on two cores.
    test.setTimeout(480_000);
    // The one journey beyond login.spec.ts that starts at the real login page with the keyboard.
    await loginAs(page, USERS.manager);
    await visitAll(page, 'manager', baseURL!);
  });

  test('receptionisten når sina skärmar, men inte Administration och Statistik', async ({ page, baseURL }) => {
    test.setTimeout(360_000);
    await loginFast(page, USERS.receptionist);
    await visitAll(page, 'receptionist', baseURL!);
    // A screen of another level: the row is there but disabled, and Enter goes nowhere.
    const before = page.url();
    await openPalette(page);
    await page.keyboard.type('Bokföring');
    await expect(palette(page).getByText('Din behörighet räcker inte').first()).toBeVisible();
    await keys(page, 'Enter');
    await expect(page).toHaveURL(before);
    await keys(page, 'Escape');
    await expect(palette(page)).toBeHidden();
  });

  test('kassören når kassans skärmar', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await loginFast(page, USERS.kassor);
    await visitAll(page, 'kassor', baseURL!);
  });

  test('ctrl+K öppnar paletten även i ett textfält, webbläsarens genväg får inte tangenten; Escape stänger', async ({
    page,
  }) => {
    await loginFast(page, USERS.manager);
    // Record every ctrl+K keydown, to see afterwards whether the console prevented its default.
    await page.evaluate(() => {
      window.addEventListener(
        'keydown',
        (e) => {
          if (e.ctrlKey && e.key.toLowerCase() === 'k')
            (window as unknown as { lastCtrlK: KeyboardEvent }).lastCtrlK = e;
        },
        true,
      );
    });
    const ctrlKPrevented = () =>
      page.evaluate(() => (window as unknown as { lastCtrlK?: KeyboardEvent }).lastCtrlK?.defaultPrevented ?? null);

    // From the page itself.
    const dialog = await openPalette(page);
    expect(await ctrlKPrevented()).toBe(true);
    await shot(page, 'palette-open');
    await expectNoA11yViolations(page);
    await keys(page, 'Escape');
    await expect(dialog).toBeHidden();

    // From inside a text field: the search dialog's input has focus.
    await keys(page, 'Control+f');
    const searchInput = page.getByRole('dialog', { name: 'Sök' }).getByRole('combobox', { name: 'Sök' });
    await expect(searchInput).toBeFocused();
    await page.keyboard.type('ab');
    await page.evaluate(() => {
      delete (window as unknown as { lastCtrlK?: KeyboardEvent }).lastCtrlK;
    });
    await keys(page, 'Control+k');
    await expect(palette(page)).toBeVisible();
    expect(await ctrlKPrevented()).toBe(true);
    await expect(palette(page).getByRole('combobox')).toBeFocused();
    await keys(page, 'Escape');
    await expect(palette(page)).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('? öppnar kortkommandon; Escape stänger', async ({ page }) => {
    await loginFast(page, USERS.manager);
    await expect(pageHeading(page)).toBeVisible();
    await keys(page, '?');
    const sheet = page.getByRole('dialog', { name: /kortkommandon/i });
    await expect(sheet).toBeVisible();
    // The same descriptors as the palette: the search command with its key cap.
    await expect(sheet.getByText('Sök', { exact: true }).first()).toBeVisible();
    await expect(sheet.getByText('Kortkommandon').first()).toBeVisible();
    await shot(page, 'cheat-sheet');
    await expectNoA11yViolations(page);
    await keys(page, 'Escape');
    await expect(sheet).toBeHidden();
  });
});
