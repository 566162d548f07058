import { apiGet, apiLogin, expect, keys, loginFast, pageHeading, pressUntil, test, USERS } from './helpers';

test('kassören öppnar kassan, tar en X-rapport, stänger dagen och hittar kvitton', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(USERS.kassor);
  const { register } = await apiGet<{ register: { opened_at: string | null } }>(token, 'register');
  await loginFast(page, USERS.kassor);

  if (!register.opened_at) {
    const open = await pressUntil(page, 'Alt+Shift+O', page.getByRole('dialog', { name: 'Öppna kassan' }));
    const float = open.getByRole('textbox', { name: 'Växelkassa' });
    await expect(float).toBeFocused();
    await page.keyboard.type('12,50');
    await keys(page, 'Enter');
    await expect(open.getByText('Beloppet måste vara hela kronor')).toBeVisible();
    await keys(page, 'Control+a');
    await page.keyboard.type('500');
    await keys(page, 'Enter');
    await expect(open).toBeHidden();
  }

  // X report: every section, printed on the virtual printer with alt+s.
  const x = await pressUntil(page, 'Alt+Shift+X', page.getByRole('dialog', { name: 'X-rapport', exact: true }));
  for (const section of ['Försäljning', 'Returer', 'Betalningar per betalmedel', 'Kassalåda', 'Grand total']) {
    await expect(x.getByRole('region', { name: section, exact: true })).toBeVisible();
  }
  await x.getByRole('button', { name: 'Stäng' }).focus();
  await keys(page, 'Alt+s');
  const printer = page.getByRole('dialog', { name: 'Virtuell Skrivare' });
  await expect(printer).toBeVisible();
  await expect(printer.getByText(/^\s*X-RAPPORT\s*$/).first()).toBeVisible();
  await keys(page, 'Escape');
  await expect(printer).toBeHidden();
  await keys(page, 'Escape');
  await expect(x).toBeHidden();

  // Close with counted cash: confirm, 'Kassan har stängts', the Z report with the difference.
  const close = await pressUntil(page, 'Alt+Shift+Z', page.getByRole('dialog', { name: 'Stäng kassan' }));
  await expect(close.getByRole('textbox', { name: 'Räknad kontantkassa' })).toBeFocused();
  await page.keyboard.type('500');
  await keys(page, 'Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Stäng kassan' });
  await expect(confirm).toBeVisible();
  await keys(page, 'Enter');
  await expect(page.getByText('Kassan har stängts')).toBeVisible();
  const z = page.getByRole('dialog', { name: /^Z-rapport nr \d+$/ });
  await expect(z).toBeVisible();
  await expect(z.getByText(/^Differens /).first()).toBeVisible();
  await expect(z.getByText(/Räknat 500,00\skr mot förväntat/)).toBeVisible();
  await keys(page, 'Escape');
  await expect(z).toBeHidden();
  const after = await apiGet<{ register: { opened_at: string | null } }>(token, 'register');
  expect(after.register.opened_at).toBeNull();

  // Receipts: the list, and the first receipt if the demo has any.
  await keys(page, 'Alt+8');
  await expect(pageHeading(page)).toHaveText('Kvitton');
  const grid = page.getByRole('grid', { name: 'Kvitton' });
  await expect(grid).toBeFocused();
  const { total } = await apiGet<{ total: number }>(token, 'receipts');
  if (total === 0) {
    await expect(grid.getByText('Det finns inga kvitton')).toBeVisible();
    return;
  }
  await expect(grid.getByRole('row').nth(1)).toHaveAttribute('aria-selected', 'true');
  await keys(page, 'Enter');
  const pane = page.locator('[data-entity-pane="receipt"]');
  await expect(pane.getByRole('heading', { name: /^Kvitto( på återköp)? \d+/ })).toBeVisible();
  await expect(pane.getByRole('tab', { name: 'Kvittoinformation' })).toBeVisible();
  await expect(pane.getByText(/^Skapad \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
});
