// /orders 'Parkerade notor' (money.md 4, 7): the cashier reaches the demo's parked orders with
// alt+7, the menu badge counts them, and renames, splits and deletes with the keyboard only.
import type { Page } from '@playwright/test';
import { expect, keys, loginFast, pageHeading, tabTo, test, USERS } from './helpers';

const grid = (page: Page) => page.getByRole('grid', { name: 'Parkerade notor', exact: true });
const rows = (page: Page) => grid(page).getByRole('row');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('gridcell', { name, exact: true }) });
const badge = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' }).getByLabel(/^\d+ parkerade notor$/);

test('kassören byter namn på, delar och tar bort parkerade notor med tangentbordet', async ({ page }) => {
  test.setTimeout(120_000);
  await loginFast(page, USERS.kassor);
  await keys(page, 'Alt+7');
  await expect(pageHeading(page)).toHaveText('Parkerade notor');
  await expect(rows(page).first()).toBeVisible();
  const count = await rows(page).count();
  expect(count).toBeGreaterThan(1);
  await expect(badge(page)).toHaveAttribute('aria-label', `${count} parkerade notor`);

  // Rename the first order: alt+h asks for the name.
  const first = rows(page).first();
  await tabTo(page, first);
  const oldName = (await first.getByRole('gridcell').first().textContent())!;
  await keys(page, 'Alt+h');
  const renameDialog = page.getByRole('dialog', { name: 'Byt namn på nota' });
  await expect(renameDialog).toBeVisible();
  await page.keyboard.type('Bord 99');
  await keys(page, 'Enter');
  await expect(renameDialog).toBeHidden();
  await expect(row(page, 'Bord 99')).toHaveCount(1);
  await expect(row(page, oldName)).toHaveCount(0);

  // Split the second evenly into 2: one more order, named '(2/2)'.
  await expect(rows(page).first()).toBeFocused();
  await keys(page, 'ArrowDown');
  const second = (await rows(page).nth(1).getByRole('gridcell').first().textContent())!;
  await keys(page, 'Alt+l');
  const splitDialog = page.getByRole('dialog', { name: `Dela nota ${second}` });
  await expect(splitDialog.getByRole('textbox', { name: 'Antal delar' })).toBeFocused();
  await keys(page, 'Enter');
  await expect(splitDialog).toBeHidden();
  await expect(rows(page)).toHaveCount(count + 1);
  await expect(row(page, `${second} (2/2)`)).toHaveCount(1);
  await expect(badge(page)).toHaveAttribute('aria-label', `${count + 1} parkerade notor`);

  // Delete the renamed one: Delete, then Enter confirms.
  await row(page, 'Bord 99').focus();
  await keys(page, 'Delete');
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Ta bort nota' }));
  await expect(confirm).toContainText('Vill du ta bort notan Bord 99?');
  await keys(page, 'Enter');
  await expect(row(page, 'Bord 99')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(count);
  await expect(badge(page)).toHaveAttribute('aria-label', `${count} parkerade notor`);
});
