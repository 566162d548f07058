// Lock screen (shell.md 2.4, 4.1, 4.2): going offline locks the console; coming back online
// (the realtime reconnect and the browser's online event) resumes the session. Keyboard only.
import type { BrowserContext, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  keys,
  loginAs,
  loginFast,
  loginFields,
  pageHeading,
  shot,
  tabTo,
  test,
  USERS,
} from './helpers';

const lockHeading = (page: Page) => page.getByRole('heading', { name: /Datorn är offline|Uppkoppling avbruten/ });

test.describe('Låsskärm', () => {
  test('offline låser, online låser upp igen', async ({ page, context }) => {
    await loginFast(page, USERS.receptionist);
    await expect(pageHeading(page)).toHaveText('In- och utcheckningar');

    await context.setOffline(true);
    await expect(lockHeading(page)).toBeVisible({ timeout: 20_000 });
    // The user it belongs to, and the two ways on.
    await expect(page.getByText('reception@demo.se')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Byt användare' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Återansluta' })).toBeVisible();
    await expect(page.locator('main#main')).toHaveCount(0);
    await shot(page, 'lock-offline');
    await expectNoA11yViolations(page);

    await context.setOffline(false);
    await expect(lockHeading(page)).toBeHidden({ timeout: 30_000 });
    await expect(pageHeading(page)).toHaveText('In- och utcheckningar', { timeout: 15_000 });
    await shot(page, 'lock-resumed');
  });

  // With the network back but the server refusing reconnect, the lock stays as 'Uppkoppling
  // avbruten' (shell.md 4.1: an error other than 403 disconnects).
  async function lockDisconnected(page: Page, context: BrowserContext) {
    await context.setOffline(true);
    await expect(lockHeading(page)).toBeVisible({ timeout: 20_000 });
    await page.route('**/api/demo/reconnect', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          data: null,
          error_code: 'unavailable',
          error_message: 'Tillfälligt otillgänglig',
        }),
      }),
    );
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: /Uppkoppling avbruten/ })).toBeVisible({ timeout: 20_000 });
  }

  test('Återansluta tar tillbaka skalet när servern svarar igen', async ({ page, context }) => {
    await loginFast(page, USERS.manager);
    await lockDisconnected(page, context);
    await shot(page, 'lock-disconnected');
    await expectNoA11yViolations(page);
    await page.unroute('**/api/demo/reconnect');
    await tabTo(page, page.getByRole('button', { name: 'Återansluta' }));
    await keys(page, 'Enter');
    await expect(lockHeading(page)).toBeHidden({ timeout: 30_000 });
    await expect(pageHeading(page)).toHaveText('Dashboard');
  });

  test('Byt användare loggar ut till inloggningssidan', async ({ page, context }) => {
    await loginAs(page, USERS.manager);
    await lockDisconnected(page, context);
    await tabTo(page, page.getByRole('button', { name: 'Byt användare' }));
    await keys(page, 'Enter');
    await expect(loginFields(page).username).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('main#main')).toHaveCount(0);
    await shot(page, 'lock-switched-user');
  });
});
