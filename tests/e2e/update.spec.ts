// Forced update (shell.md 4.3, 7.4, 8): an UpdateClient event on the tenant channel, published
// through the server's Pusher HTTP API with the official library, and a 403 update_required
// for a console older than the server's minimum, both show the persistent update dialog.
import Pusher from 'pusher';
import { expect, expectNoA11yViolations, keys, loginFast, pageHeading, shot, test, USERS } from './helpers';

const UPDATE_TITLE = 'Programmet behöver uppdateras';

function publisher() {
  const {
    E2E_REALTIME_APP_ID: appId,
    E2E_REALTIME_APP_KEY: key,
    E2E_REALTIME_APP_SECRET: secret,
    E2E_PORT: port,
  } = process.env;
  if (!appId || !key || !secret || !port) return null;
  return new Pusher({ appId, key, secret, host: '127.0.0.1', port, useTLS: false });
}

test.describe('Uppdatering', () => {
  test('UpdateClient på domänens kanal visar den bestående uppdateringsdialogen', async ({ page }) => {
    const pusher = publisher();
    // The realtime keys come from globalSetup; against another server set REALTIME_APP_ID/KEY/SECRET.
    expect(pusher, 'realtidsnycklarna saknas: sätt REALTIME_APP_ID/KEY/SECRET').toBeTruthy();
    if (!pusher) return;
    await loginFast(page, USERS.receptionist);
    await expect(pageHeading(page)).toBeVisible();
    // The console subscribes to private-demo once the realtime connection is up.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              (window as unknown as { __realtime?: { connection: { state: string } } }).__realtime?.connection.state,
          ),
        { timeout: 20_000 },
      )
      .toBe('connected');
    await page.waitForTimeout(500);

    // An event asking for the version we already run changes nothing.
    await pusher!.trigger('private-demo', 'UpdateClient', { minimumVersion: '3.1.14', url: '/' });
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('alertdialog', { name: UPDATE_TITLE })).toHaveCount(0);

    await pusher!.trigger('private-demo', 'UpdateClient', { minimumVersion: '9.0.0', url: '/' });
    const dialog = page.getByRole('alertdialog', { name: UPDATE_TITLE });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await shot(page, 'update-dialog');
    await expectNoA11yViolations(page);
    // Persistent: Escape does not close it.
    await keys(page, 'Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveCount(1);
  });

  // The shared test server's minimum is this console's own version, so a server demanding a newer
  // one is played by answering POST reconnect as the server does then (server/app.ts onRequest).
  test('403 update_required från servern visar uppdateringsdialogen och låser', async ({ page }) => {
    await loginFast(page, USERS.manager);
    await expect(pageHeading(page)).toBeVisible();
    await page.route('**/api/demo/reconnect', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          data: { url: '/', minimumVersion: '9.0.0' },
          error_code: 'update_required',
          error_message: UPDATE_TITLE,
        }),
      }),
    );
    // A reload resumes the stored session: POST reconnect is the first call.
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: UPDATE_TITLE });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await shot(page, 'update-required-403');
    await expectNoA11yViolations(page);
    await keys(page, 'Escape');
    await expect(dialog).toBeVisible();
  });
});
