// The booking list (/bookings, bookings.md 7 GET bookings), keyboard only: a receptionist goes
// there with ctrl+K, searches, sees the filtered rows and their number, sorts by check-in from
// the header, moves down the grid with the arrows and opens the booking pane with Enter. The second
// journey does the same on the Gruppbokningar tab (/bookings/grupper, GET booking-groups).
import type { Page } from '@playwright/test';
import {
  apiGet,
  apiLogin,
  expect,
  expectNoA11yViolations,
  isPersonName,
  keys,
  loginFast,
  openPalette,
  pageHeading,
  palette,
  shot,
  syncedBookings,
  tabTo,
  test,
  USERS,
} from './helpers';

interface ListAnswer {
  total: number;
  bookings: { id: number; booking_number: string; check_in: string; customer_name: string | null }[];
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Bokningar' });
const activeRow = (page: Page) => grid(page).locator('[role="row"][aria-selected="true"]');

/** A private customer whose surname is rare in the demo data, and what the list finds for it. */
async function pickSurname(token: string): Promise<{ surname: string; answer: ListAnswer; sortedDesc: ListAnswer }> {
  const all = (await syncedBookings(token)).filter(
    (b) => isPersonName(b.customer_name) && !b.deleted_at && !b.is_draft,
  );
  const surnameOf = (name: string) => name.split(' ')[1];
  const count = new Map<string, number>();
  for (const b of all) count.set(surnameOf(b.customer_name!), (count.get(surnameOf(b.customer_name!)) ?? 0) + 1);
  const candidates = [...count.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  for (const [surname] of candidates) {
    const answer = await apiGet<ListAnswer>(
      token,
      `bookings?search_string=${encodeURIComponent(surname)}&visible_bookings=50`,
    );
    // At least three rows (so there is a second row to move to), all on one screen.
    if (answer.total >= 3 && answer.total <= 20) {
      const sortedDesc = await apiGet<ListAnswer>(
        token,
        `bookings?search_string=${encodeURIComponent(surname)}&sorted_column=check_in&sorted_desc=true`,
      );
      return { surname, answer, sortedDesc };
    }
  }
  throw new Error('hittade inget passande efternamn i demodata');
}

test.describe('Bokningslistan', () => {
  test('ctrl+K → Bokningar, sök, sortera på incheckning, pil ned och Enter öppnar bokningen', async ({
    page,
    baseURL,
  }) => {
    const token = await apiLogin(USERS.receptionist);
    const { surname, answer, sortedDesc } = await pickSurname(token);
    await loginFast(page, USERS.receptionist);

    // ctrl+K, the screen's title, Enter.
    await openPalette(page);
    await page.keyboard.type('Bokningar');
    await expect(palette(page).locator('[cmdk-item][aria-selected="true"]').first()).toContainText('Bokningar');
    await keys(page, 'Enter');
    await expect(page).toHaveURL(`${baseURL}/bookings`);
    await expect(pageHeading(page)).toHaveText('Bokningar');
    await expect(grid(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d bokningar/ })).toBeVisible({ timeout: 20_000 });

    // '/' focuses the search; the list narrows (debounced) and says how many it found.
    await keys(page, '/');
    const search = page.getByRole('searchbox', { name: /Sök bokning/ });
    await expect(search).toBeFocused();
    await page.keyboard.type(surname);
    const totalText = `${answer.total} bokningar`;
    await expect(page.getByRole('status').filter({ hasText: totalText })).toBeVisible({ timeout: 15_000 });
    await expect(grid(page)).toHaveAttribute('aria-rowcount', String(answer.total + 1));
    const rows = grid(page).locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');
    await expect(rows).toHaveCount(answer.total);
    await expect(rows.filter({ hasText: surname })).not.toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(surname)}`));

    // Sort by check-in from its header with the keyboard: it was ascending, Enter turns it.
    const header = grid(page).getByRole('columnheader', { name: 'Incheckning' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await tabTo(page, header.getByRole('button'));
    await keys(page, 'Enter');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first()).toContainText(sortedDesc.bookings[0].booking_number);
    await expect(page).toHaveURL(/[?&]desc=1/);

    // Into the grid (Shift+Tab from the header), one row down: that row is the selection.
    // (the header buttons are inside the grid, so tabTo's "contains focus" is not enough here)
    for (let i = 0; i < 6 && !(await grid(page).evaluate((el) => el === document.activeElement)); i++)
      await keys(page, 'Shift+Tab');
    await expect(grid(page)).toBeFocused();
    await expect(activeRow(page)).toContainText(sortedDesc.bookings[0].booking_number);
    await keys(page, 'ArrowDown');
    const second = sortedDesc.bookings[1];
    await expect(activeRow(page)).toContainText(second.booking_number);
    await expect(grid(page)).toHaveAttribute('aria-activedescendant', 'booking-row-1');
    await page.screenshot({ path: '/tmp/bookings.png' });
    await shot(page, 'bookings-list');
    await expectNoA11yViolations(page);

    // Enter opens the booking pane over the list; Escape gives the grid the keyboard back.
    await keys(page, 'Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${second.id}`));
    const pane = page.locator('[data-entity-pane="booking"]');
    await expect(pane).toBeVisible();
    await keys(page, 'Escape');
    await expect(pane).toBeHidden();
    await expect(grid(page)).toBeFocused();

    // Reload keeps the search and the sort (they live in the URL).
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: totalText })).toBeVisible({ timeout: 30_000 });
    await expect(grid(page).getByRole('columnheader', { name: 'Incheckning' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('Gruppbokningar: fliken med tangentbordet, pil ned och Enter öppnar gruppen', async ({ page, baseURL }) => {
    const token = await apiLogin(USERS.receptionist);
    const groups = await apiGet<{ total: number; booking_groups: { id: number; booking_number: string }[] }>(
      token,
      'booking-groups?visible_booking_groups=5',
    );
    expect(groups.total).toBeGreaterThanOrEqual(2);
    await loginFast(page, USERS.receptionist);
    await keys(page, 'Alt+4');
    await expect(page).toHaveURL(`${baseURL}/bookings`);

    // The tab is a link in the path: Enter on it shows the groups and puts the keyboard in their table.
    const groupTab = page
      .getByRole('navigation', { name: 'Bokningsflikar' })
      .getByRole('link', { name: 'Gruppbokningar' });
    await tabTo(page, groupTab);
    await keys(page, 'Enter');
    await expect(page).toHaveURL(`${baseURL}/bookings/grupper`);
    await expect(pageHeading(page)).toHaveText('Gruppbokningar');
    await expect(groupTab).toHaveAttribute('aria-current', 'page');
    const groupGrid = page.getByRole('grid', { name: 'Gruppbokningar' });
    await expect(page.getByRole('status').filter({ hasText: `${groups.total} gruppbokningar` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(groupGrid).toBeFocused();
    const active = groupGrid.locator('[role="row"][aria-selected="true"]');
    await expect(active).toContainText(groups.booking_groups[0].booking_number);
    await keys(page, 'ArrowDown');
    const second = groups.booking_groups[1];
    await expect(active).toContainText(second.booking_number);
    await expect(groupGrid).toHaveAttribute('aria-activedescendant', 'booking-group-row-1');
    await shot(page, 'bookings-groups');
    await expectNoA11yViolations(page);

    // Enter opens the group pane; Escape gives the table the keyboard back.
    await keys(page, 'Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]group=${second.id}`));
    const pane = page.locator('[data-entity-pane="group"]');
    await expect(pane).toBeVisible();
    await keys(page, 'Escape');
    await expect(pane).toBeHidden();
    await expect(groupGrid).toBeFocused();

    // Back to the bookings from the palette.
    await openPalette(page);
    await page.keyboard.type('Visa bokningar');
    await expect(palette(page).locator('[cmdk-item][aria-selected="true"]').first()).toContainText('Visa bokningar');
    await keys(page, 'Enter');
    await expect(page).toHaveURL(`${baseURL}/bookings`);
    await expect(pageHeading(page)).toHaveText('Bokningar');
  });
});
