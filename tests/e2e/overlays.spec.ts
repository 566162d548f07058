// The chrome's overlays whose code arrives just after the first screen (src/ui/lazyPart.tsx): the
// drafts popover (alt+d), the menu as a drawer at medium widths (alt+m) and the display settings of
// /actions open by keyboard, take the keyboard and close with Escape, giving it back; the top bar's
// tooltips show name and hotkey on keyboard focus.
import { expect, keys, loginFast, pageHeading, tabTo, test, USERS } from './helpers';

test.describe('Överlägg som laddas efter första skärmen', () => {
  test('utkastpanelen öppnas med alt+d och stängs med Escape', async ({ page }) => {
    await loginFast(page, USERS.receptionist);
    await expect(pageHeading(page)).toBeVisible();
    await keys(page, 'Alt+d');
    const drafts = page.getByRole('dialog', { name: /utkast/i });
    await expect(drafts).toBeVisible();
    await expect(drafts).toContainText(/utkast/i);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await keys(page, 'Escape');
    await expect(drafts).toBeHidden();
  });

  test('menyn är en låda i ett smalare fönster: alt+m öppnar den, pilar och Enter byter skärm', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await loginFast(page, USERS.receptionist);
    await expect(pageHeading(page)).toHaveText('In- och utcheckningar');
    await keys(page, 'Alt+m');
    const drawer = page.getByRole('dialog', { name: 'Meny' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('a[data-menu-entry]:focus')).toHaveCount(1);
    await keys(page, 'ArrowDown', 'Enter');
    await expect(drawer).toBeHidden();
    await expect(pageHeading(page)).not.toHaveText('In- och utcheckningar');
  });

  test('visningsinställningarna på /actions öppnas och stängs med tangentbordet', async ({ page }) => {
    await loginFast(page, USERS.receptionist);
    await expect(pageHeading(page)).toHaveText('In- och utcheckningar');
    const settings = page.getByRole('button', { name: 'Visningsinställningar' });
    await tabTo(page, settings, { back: true });
    await keys(page, 'Enter');
    const popover = page.getByRole('dialog', { name: 'Visningsinställningar' });
    await expect(popover).toBeVisible();
    await expect(popover.getByRole('checkbox').first()).toBeFocused();
    await keys(page, 'Escape');
    await expect(popover).toBeHidden();
    await expect(settings).toBeFocused();
  });

  test('verktygstipset i toppraden visar namn och kortkommando när knappen får fokus med tangentbordet', async ({
    page,
  }) => {
    await loginFast(page, USERS.receptionist);
    await expect(pageHeading(page)).toHaveText('In- och utcheckningar');
    const user = page.getByRole('button', { name: /^Användarmeny för/ });
    await tabTo(page, user, { back: true, max: 80 });
    const tip = page.getByRole('tooltip');
    await expect(tip).toContainText('Rebecka Reception');
    await expect(tip.locator('kbd')).toContainText(/Alt\s*U/i);
    await expect(user).toBeFocused();
    await keys(page, 'Escape');
    await expect(tip).toBeHidden();
  });
});
