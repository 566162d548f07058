// Issue 11 "Swedish keyboards": every hotkey the cheat sheet shows reaches its command when pressed
// as a Swedish keyboard sends it (key, code, Windows key code and modifiers through CDP
// Input.dispatchKeyEvent): '/' is Shift+7, '?' is Shift and the + key, Shift+digits type other
// characters. The console records which commands ran in window.__executedCommands (registry.ts),
// a list only this journey defines.
import type { CDPSession, Page } from '@playwright/test';
import { expect, loginFast, pageHeading, test, USERS } from './helpers';
import { pressSwedish } from './swedishKeyboard';

const executed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __executedCommands: string[] }).__executedCommands.slice());
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Kortkommandon' });

async function open(page: Page, path: string) {
  await page.goto(path);
  // A reload resumes the session first ('Återansluter'): as long as loginFast allows for it.
  await expect(page.locator('main#main')).toBeVisible({ timeout: 45_000 });
  await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 });
  // The session is back (the user's menu shows): commands for a logged-in user can run.
  await expect(page.getByRole('button', { name: /Användarmeny för/ })).toBeVisible({ timeout: 30_000 });
}

/** Back to the screen as it opened: whatever the last key opened is closed, a screen it went to left. */
async function reset(page: Page, path: string) {
  const dialogs = page.locator('[role=dialog],[role=alertdialog]');
  // A person presses Escape once they see what the last key opened: a printable key waits out the
  // scanner's burst window (about 100 ms) and some commands fetch before their dialog shows.
  await page.waitForTimeout(500);
  for (let i = 0; i < 4 && (await dialogs.count()) > 0; i++) {
    await page.keyboard.press('Escape');
    // A dialog leaves with an animation: wait for it rather than pressing Escape on the page behind it.
    await expect(dialogs)
      .toHaveCount(0, { timeout: 2000 })
      .catch(() => {});
  }
  if (new URL(page.url()).pathname !== path || (await dialogs.count()) > 0) await open(page, path);
  // A person's next key comes a moment after the last dialog left.
  await page.waitForTimeout(250);
  // The lists take focus as their screen opens: the keys are pressed where a person would press them.
  await expect(page.locator('main#main')).toBeVisible();
}

/** Every row of the cheat sheet opened with a Swedish '?' on this screen: [command id, hotkey]. */
async function sheetRows(page: Page, cdp: CDPSession): Promise<[string, string][]> {
  await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 });
  await pressSwedish(cdp, '?');
  await expect(sheet(page)).toBeVisible();
  const rows = await sheet(page)
    .locator('[data-command]')
    .evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-command')!, e.getAttribute('data-hotkey')!] as [string, string]),
    );
  expect(await executed(page)).toContain('hotkey:help.cheatSheet');
  return rows;
}

test.describe('Svenskt tangentbord', () => {
  test.setTimeout(300_000);

  test("'/' och '?' på svenska tangenter: kortkommandon öppnas med ?, inte med /", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __executedCommands: string[] }).__executedCommands = [];
    });
    const cdp = await page.context().newCDPSession(page);
    await loginFast(page, USERS.manager);
    await expect(pageHeading(page)).toBeVisible();
    await pressSwedish(cdp, '/');
    await page.waitForTimeout(300);
    await expect(sheet(page)).toBeHidden();
    await pressSwedish(cdp, '?');
    await expect(sheet(page)).toBeVisible();
  });

  for (const path of ['/', '/actions', '/bookings', '/register']) {
    test(`varje kortkommando i fusklappen på ${path} når sitt kommando`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __executedCommands: string[] }).__executedCommands = [];
      });
      const cdp = await page.context().newCDPSession(page);
      await loginFast(page, USERS.manager, { path });
      const rows = await sheetRows(page, cdp);
      expect(rows.length).toBeGreaterThan(5);
      const missed: string[] = [];
      for (const [id, hotkey] of rows) {
        await reset(page, path);
        await pressSwedish(cdp, hotkey);
        await expect
          .poll(() => executed(page), { timeout: 3000 })
          .toContain(`hotkey:${id}`)
          .catch(() => missed.push(`${hotkey} → ${id}`));
      }
      expect(missed, `kortkommandon som inte nådde sitt kommando på ${path}`).toEqual([]);
    });
  }
});
