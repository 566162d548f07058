// The till's extras with the keyboard only: a booking's customer pays with credit ('Använd tillgodo',
// alt+shift+g), and a receipt copy is registered in the control unit and printed from the receipt
// pane, its control code and KOPIA in the 'Virtuell Skrivare'.
import { apiGet, apiLogin, apiPost, expect, keys, loginFast, syncedBookings, tabTo, test, USERS } from './helpers';

/** A live booking whose customer has credit (the demo gives a few customers credit after cancellations). */
async function bookingWithCredit(token: string) {
  const seen = new Set<number>();
  const live = (await syncedBookings(token)).filter(
    (b) => b.customer_id != null && !b.deleted_at && !b.is_draft && !b.cancellation_status,
  );
  for (const b of live) {
    if (seen.has(b.customer_id!) || seen.size > 400) continue;
    seen.add(b.customer_id!);
    const { customer_credit: c } = await apiGet<{ customer_credit: { customerCredit: number } }>(
      token,
      `customer-credit/customer?customerId=${b.customer_id}`,
    );
    if (c.customerCredit >= 1000) return { booking: b, credit: c.customerCredit };
  }
  return null;
}

test('a booking paid with customer credit, then one receipt copy signed and printed', async ({ page }) => {
  const token = await apiLogin(USERS.kassor);
  const found = await bookingWithCredit(token);
  // The seeded demo is the same every time: customers keep credit after cancellations.
  expect(found, 'a live demo booking whose customer has at least 10 kr credit').toBeTruthy();
  const { booking, credit } = found!;
  const { register } = await apiGet<{ register: { id: number; opened_at: string | null } }>(token, 'register');
  if (!register.opened_at)
    await apiPost(token, 'register/open', { id: register.id, payload: { float_amount: 100_000 } });

  await loginFast(page, USERS.kassor, { path: `/register/booking/${booking.id}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Försäljning' })).toBeVisible();
  const creditArea = page.getByTestId('cart-credit');
  await expect(creditArea).toContainText('Tillgodo:', { timeout: 15_000 });

  // A product rung up for the booking's customer.
  const product = page.locator('main#main button[data-row]').filter({ hasNotText: 'Meny' }).first();
  await tabTo(page, product);
  await keys(page, 'Enter');
  await expect(page.getByTestId('cart-total')).not.toHaveText(/^0,00/);

  // 'Använd tillgodo': the amount is prefilled with min(balance, total); 10 kr is used.
  await keys(page, 'Alt+Shift+g');
  const ask = page.getByRole('dialog', { name: 'Använd tillgodo' });
  await expect(ask).toBeVisible();
  await keys(page, 'Control+a');
  await page.keyboard.type('10');
  await keys(page, 'Enter');
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('cart-credit-used')).toHaveText(/^[−-]10,00/);
  const before = credit;

  await keys(page, 'F1'); // Kontant
  const delivery = page.getByRole('dialog', { name: 'Kvittoleverans' });
  await expect(delivery).toBeVisible({ timeout: 30_000 });
  await keys(page, 'Alt+s');
  const preview = page.getByRole('dialog', { name: 'Virtuell Skrivare' });
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect(preview).toContainText('Tillgodo');
  await keys(page, 'Escape');
  await expect(preview).toBeHidden();
  const after = await apiGet<{ customer_credit: { customerCredit: number } }>(
    token,
    `customer-credit/customer?customerId=${booking.customer_id}`,
  );
  expect(after.customer_credit.customerCredit).toBe(before - 1000);

  // The receipt just made: /receipts (alt+8), Enter opens it, 'Skriv ut kopia' is signed and printed.
  await keys(page, 'Alt+8');
  const grid = page.getByRole('grid', { name: 'Kvitton' });
  await expect(grid).toBeFocused();
  await expect(grid.getByRole('row').nth(1)).toHaveAttribute('aria-selected', 'true');
  await keys(page, 'Enter');
  const pane = page.locator('[data-entity-pane="receipt"]');
  await expect(pane.getByRole('heading', { name: /^Kvitto \d+/ })).toBeVisible();
  // The button shows its hotkey; alt+shift+c prints the open receipt's copy.
  await expect(pane.getByRole('button', { name: /^Skriv ut kopia/ })).toContainText('Alt');
  await keys(page, 'Alt+Shift+C');
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect(preview).toContainText('KOPIA');
  await expect(preview).toContainText(/Kontrollkod:\s+[A-Z2-7]{4}(-[A-Z2-7]{4}){7}/);
  await expect(preview).toContainText('SIM-CU-0001');
  // The preview lists the copy (newest first) above the original: the copy carries its own control code.
  const codes = [
    ...((await preview.textContent()) ?? '').matchAll(/Kontrollkod:\s+([A-Z2-7]{4}(?:-[A-Z2-7]{4}){7})/g),
  ].map((m) => m[1]);
  expect(codes.length).toBeGreaterThanOrEqual(2);
  expect(codes[0]).not.toBe(codes[1]);
  await keys(page, 'Escape');
  await expect(preview).toBeHidden();
  // One copy only: the button now says why not.
  await expect(pane.getByText('Kvittot har redan skrivits ut som kopia.')).toBeVisible();
});
