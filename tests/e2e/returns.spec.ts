import { apiGet, apiLogin, expect, keys, loginFast, pageHeading, pressUntil, tabTo, test, USERS } from './helpers';

test('en retur i kassan: antal -1, återbetala kontant, kvitto på återköp', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(USERS.kassor);
  const { register } = await apiGet<{ register: { opened_at: string | null } }>(token, 'register');
  await loginFast(page, USERS.kassor, { path: '/register' });
  await expect(pageHeading(page)).toHaveText('Försäljning');

  if (!register.opened_at) {
    const open = page.getByRole('dialog', { name: 'Öppna kassan' });
    await pressUntil(page, 'Alt+Shift+O', open);
    await expect(open.getByRole('textbox', { name: 'Växelkassa' })).toBeFocused();
    await page.keyboard.type('500');
    await keys(page, 'Enter');
    await expect(open).toBeHidden();
  }

  // A product from the pad (the kiosk's first cell may be the 'Glass' menu).
  const product = page.locator('main#main button[data-row]').filter({ hasNotText: 'Meny' }).first();
  await tabTo(page, product);
  await keys(page, 'Enter');
  const total = page.getByTestId('cart-total');
  await expect(total).not.toHaveText(/^0,00/);
  await expect(page.getByTestId('cart-refund')).toBeHidden();

  // 'Antal' on the new line: 0 is refused, -1 takes the item back.
  const quantity = page.getByRole('dialog', { name: 'Antal' });
  await pressUntil(page, 'Alt+a', quantity);
  const field = quantity.getByRole('textbox');
  await expect(field).toBeFocused();
  await page.keyboard.type('0');
  await keys(page, 'Enter');
  await expect(quantity.getByText('Antalet kan inte vara 0')).toBeVisible();
  await keys(page, 'Control+a');
  await page.keyboard.type('-1');
  await keys(page, 'Enter');
  await expect(quantity).toBeHidden();
  await expect(total).toHaveText(/^\u2212/);
  await expect(page.getByTestId('cart-refund')).toContainText('Återköp');
  await expect(page.getByText(/^Att återbetala/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Återbetala med Kontant/ })).toBeVisible();
  // Swish cannot pay a return back (src/domain/returns.ts): it is not offered at all.
  await expect(page.getByRole('button', { name: /^Återbetala med Swish/ })).toHaveCount(0);

  // Cash pays it back: signed, then 'Kvittoleverans' names the return; Escape archives it.
  await keys(page, 'F1');
  const delivery = page.getByRole('dialog', { name: 'Kvittoleverans' });
  await expect(delivery).toBeVisible({ timeout: 30_000 });
  const summary = delivery.getByText(/^Kvitto på återköp \d+ · \u2212/);
  await expect(summary).toBeVisible();
  const serial = /Kvitto på återköp (\d+)/.exec((await summary.textContent()) ?? '')![1];
  await keys(page, 'Escape'); // Arkivera
  await expect(delivery).toBeHidden();
  // Cash out of the drawer: the receipt printer's pulse opens it (shown by 'Virtuell Skrivare').
  const preview = page.getByRole('dialog', { name: 'Virtuell Skrivare' });
  await expect(preview).toContainText('Kassalådan öppnas');
  await keys(page, 'Escape');
  await expect(preview).toBeHidden();
  await expect(total).toHaveText(/^0,00/);

  // /receipts (alt+8): the newest row is the return, negative; Enter opens 'Kvitto på återköp {serial}'.
  await keys(page, 'Alt+8');
  await expect(pageHeading(page)).toHaveText('Kvitton');
  const grid = page.getByRole('grid', { name: 'Kvitton' });
  await expect(grid).toBeFocused();
  const first = grid.getByRole('row').nth(1);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first).toContainText(`${serial} (återköp)`);
  await expect(first).toContainText(/[-\u2212]\d/);
  await keys(page, 'Enter');
  const pane = page.locator('[data-entity-pane="receipt"]');
  await expect(pane.getByRole('heading', { name: `Kvitto på återköp ${serial}` })).toBeVisible();
});
