// Paying by card at the till with the keyboard only: the simulated terminal approves, the control
// unit signs, 'Kvittoleverans' prints, and the 'Virtuell Skrivare' shows the receipt with its code.
import { apiGet, apiLogin, apiPost, expect, keys, loginFast, tabTo, test, USERS } from './helpers';

test('a card sale: terminal, signature, Kvittoleverans, printed receipt', async ({ page }) => {
  // Setup through the API: the day's register must be open to take payment.
  const token = await apiLogin(USERS.kassor);
  const { register } = await apiGet<{ register: { id: number; opened_at: string | null } }>(token, 'register');
  if (!register.opened_at)
    await apiPost(token, 'register/open', { id: register.id, payload: { float_amount: 100_000 } });

  await loginFast(page, USERS.kassor, { path: '/register' });
  await expect(page.getByRole('heading', { level: 1, name: 'Försäljning' })).toBeVisible();

  // The first product button (the kiosk's first cell may be the 'Glass' menu).
  const product = page.locator('main#main button[data-row]').filter({ hasNotText: 'Meny' }).first();
  await tabTo(page, product);
  await keys(page, 'Enter');
  await expect(page.getByTestId('cart-total')).not.toHaveText(/^0,00/);

  await keys(page, 'F2'); // Kort
  const terminal = page.getByRole('dialog', { name: 'Kortterminal' });
  await expect(terminal).toBeVisible();
  await expect(terminal.getByText(/^\d+ s$/)).toBeVisible();
  await expect(terminal.getByRole('button', { name: /^Avbryt/ })).toBeVisible();
  // The simulator walks its display texts, then approves.
  await expect(terminal.getByText('Ange PIN-kod').or(terminal.getByText('Behandlar...'))).toBeVisible({
    timeout: 15_000,
  });

  const delivery = page.getByRole('dialog', { name: 'Kvittoleverans' });
  await expect(delivery).toBeVisible({ timeout: 20_000 });
  await expect(terminal).toBeHidden();
  await expect(delivery.getByLabel('E-postadress')).toBeVisible();
  await keys(page, 'Alt+s'); // Skriv ut

  const preview = page.getByRole('dialog', { name: 'Virtuell Skrivare' });
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect(delivery).toBeHidden();
  await expect(preview).toContainText('Kontrollkod');
  await expect(preview).toContainText(/[A-Z2-7]{4}(-[A-Z2-7]{4}){7}/);
  await expect(preview).toContainText('SIM-CU-0001');
  await keys(page, 'Escape');
  await expect(preview).toBeHidden();
  // The paid line left the cart.
  await expect(page.getByTestId('cart-total')).toHaveText(/^0,00/);
});
