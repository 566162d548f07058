// Global search (shell.md 2.9, 4.6, 8 Search): ctrl+F, grouped results with the match
// highlighted, wrapping arrows, the delayed preview, opening a result and the recent history.
import type { Page } from '@playwright/test';
import {
  apiLogin,
  expect,
  expectNoA11yViolations,
  isPersonName,
  keys,
  loginFast,
  shot,
  syncedBookings,
  test,
  USERS,
  type SyncedBooking,
} from './helpers';

const searchDialog = (page: Page) => page.getByRole('dialog', { name: /^Sök/ });
const searchInput = (page: Page) =>
  searchDialog(page).getByRole('combobox').or(searchDialog(page).getByRole('searchbox')).first();
const options = (page: Page) => searchDialog(page).getByRole('option');
const selected = (page: Page) => searchDialog(page).locator('[role="option"][aria-selected="true"]');

/** A private customer of the demo data with a surname that is a plain word, and one of their bookings. */
async function pickCustomer(): Promise<{ booking: SyncedBooking; name: string; surname: string }> {
  const token = await apiLogin(USERS.receptionist);
  const all = await syncedBookings(token);
  const candidates = all.filter((b) => isPersonName(b.customer_name) && !b.is_draft && !b.deleted_at);
  expect(candidates.length, 'demodata med privatkunder').toBeGreaterThan(0);
  // The rarest surname: few results, so the customer is among the first rows.
  const surnameOf = (b: SyncedBooking) => b.customer_name!.split(' ')[1];
  const count = new Map<string, number>();
  for (const b of candidates) count.set(surnameOf(b), (count.get(surnameOf(b)) ?? 0) + 1);
  const booking = candidates.sort((a, b) => count.get(surnameOf(a))! - count.get(surnameOf(b))! || a.id - b.id)[0];
  const name = booking.customer_name!;
  return { booking, name, surname: name.split(' ')[1] };
}

test.describe('Global sökning', () => {
  test('ctrl+F, grupperade träffar med markering, pilar som går runt, förhandsvisning, Enter öppnar', async ({
    page,
  }) => {
    const { name, surname } = await pickCustomer();
    await loginFast(page, USERS.receptionist);

    await keys(page, 'Control+f');
    await expect(searchDialog(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    // Keyboard help in the dialog (Enter selects, arrows navigate, Esc closes).
    await expect(searchDialog(page)).toContainText(/Esc/i);
    await page.keyboard.type(surname);

    // Grouped by group title, the matched text marked.
    await expect(options(page).first()).toBeVisible({ timeout: 10_000 });
    await expect(searchDialog(page).getByRole('group').first()).toBeVisible();
    const hit = options(page).filter({ hasText: name }).first();
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').first()).toHaveText(new RegExp(surname, 'i'));
    await shot(page, 'search-results');
    await expectNoA11yViolations(page);

    // Arrows move and wrap around at both ends (the field keeps focus; aria-activedescendant moves).
    const n = await options(page).count();
    const at = async (k: number) =>
      expect(searchInput(page)).toHaveAttribute(
        'aria-activedescendant',
        (await options(page).nth(k).getAttribute('id'))!,
      );
    await at(0);
    await expect(selected(page)).toHaveCount(1);
    await keys(page, 'ArrowUp');
    await at(n - 1);
    await keys(page, 'ArrowDown');
    await at(0);
    if (n > 1) {
      await keys(page, 'ArrowDown');
      await at(1);
      await keys(page, 'ArrowUp');
      await at(0);
    }

    // Down to the customer in the Kunder group; its preview loads about 500 ms after it is highlighted.
    const customer = searchDialog(page)
      .getByRole('group', { name: 'Kunder' })
      .getByRole('option')
      .filter({ hasText: name })
      .first();
    await expect(customer).toBeAttached();
    const customerId = (await customer.getAttribute('id'))!;
    for (let i = 0; i < n && (await searchInput(page).getAttribute('aria-activedescendant')) !== customerId; i++)
      await keys(page, 'ArrowDown');
    await expect(customer).toHaveAttribute('aria-selected', 'true');
    const preview = searchDialog(page).getByRole('complementary', { name: 'Förhandsvisning' });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('heading', { name })).toBeVisible({ timeout: 5_000 });
    await shot(page, 'search-preview');

    // Enter opens the customer: the search closes and the customer's pane or dialog shows the name.
    await keys(page, 'Enter');
    await expect(searchDialog(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: new RegExp(name) }).first()).toBeVisible({ timeout: 10_000 });
    await shot(page, 'search-opened-customer');
  });

  test('ett bokningsnummer hittar bokningen och Enter öppnar den', async ({ page }) => {
    const { booking } = await pickCustomer();
    await loginFast(page, USERS.receptionist);
    await keys(page, 'Control+f');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.type(booking.booking_number);
    const hit = options(page).filter({ hasText: booking.booking_number }).first();
    await expect(hit).toBeVisible({ timeout: 10_000 });
    for (let i = 0; i < 20 && !(await selected(page).textContent())?.includes(booking.booking_number); i++)
      await keys(page, 'ArrowDown');
    await keys(page, 'Enter');
    await expect(searchDialog(page)).toBeHidden();
    await expect(page.getByText(booking.booking_number).first()).toBeVisible({ timeout: 10_000 });
    await shot(page, 'search-opened-booking');
  });

  test('inga träffar, och senaste sökningar när fältet stängs med text', async ({ page }) => {
    await loginFast(page, USERS.receptionist);
    await keys(page, 'Control+f');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.type('qxzqxzqxz');
    await expect(searchDialog(page).getByText('Inga sökresultat hittades')).toBeVisible({ timeout: 10_000 });
    await keys(page, 'Escape');
    await expect(searchDialog(page)).toBeHidden();

    // Reopened with an empty field: the last query is in the history.
    await keys(page, 'Control+f');
    await expect(searchInput(page)).toHaveValue('');
    await expect(searchDialog(page).getByText('qxzqxzqxz')).toBeVisible();
    await shot(page, 'search-history');
    await expectNoA11yViolations(page);
    await keys(page, 'Escape');
  });
});
