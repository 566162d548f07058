// /actions 'In- och utcheckningar' (bookings.md 4 "Lists", shell.md 3): the receptionist lands
// here, today's check-ins and check-outs match the demo data, the lists are one keyboard grid,
// Enter opens the booking pane and Escape closes it, and the display settings add the nights.
// Keyboard only.
import type { Page } from '@playwright/test';
import { isCheckInOn, isCheckOutOn, type BookingTimes } from '../../src/domain/bookingState';
import {
  apiLogin,
  expect,
  expectNoA11yViolations,
  highlight,
  keys,
  loginFast,
  openPalette,
  palette,
  pageHeading,
  stockholmToday,
  syncedBookings,
  tabTo,
  test,
  USERS,
} from './helpers';

const grid = (page: Page, name: string) => page.getByRole('grid', { name, exact: true });
const rows = (page: Page, name: string) => grid(page, name).getByRole('row');
const focusedRow = (page: Page) => page.locator('[data-action-row]:focus');
const groupHeading = (page: Page, section: string, day: string) =>
  page
    .getByRole('region', { name: section, exact: true })
    .getByRole('heading', { level: 3, name: new RegExp(`^${day}\\s*\\d+$`) });

test.describe('In- och utcheckningar', () => {
  test('receptionisten landar på listorna och arbetar dem med tangentbordet', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const token = await apiLogin(USERS.receptionist);
    const today = stockholmToday();
    const working = (await syncedBookings(token)) as unknown as BookingTimes[];
    const checkIns = working.filter((b) => isCheckInOn(b, today, today)).length;
    const checkOuts = working.filter((b) => isCheckOutOn(b, today, today)).length;
    expect(checkIns + checkOuts, 'demodata med ankomster eller avresor idag').toBeGreaterThan(0);

    await loginFast(page, USERS.receptionist);
    await expect(page).toHaveURL(`${baseURL}/actions`);
    await expect(pageHeading(page)).toHaveText('In- och utcheckningar');

    // Counts in the group headers and rows match the working set.
    await expect(groupHeading(page, 'Incheckningar', 'Idag')).toHaveText(new RegExp(`^Idag\\s*${checkIns}$`));
    await expect(groupHeading(page, 'Utcheckningar', 'Idag')).toHaveText(new RegExp(`^Idag\\s*${checkOuts}$`));
    if (checkIns) await expect(rows(page, 'Incheckningar idag')).toHaveCount(checkIns);
    if (checkOuts) await expect(rows(page, 'Utcheckningar idag')).toHaveCount(checkOuts);

    // '/' focuses the filter; ArrowDown enters the grid on its first row.
    await keys(page, '/');
    await expect(page.getByRole('searchbox', { name: 'Filtrera listorna' })).toBeFocused();
    await keys(page, 'ArrowDown');
    const first = page.locator('[data-action-row]').first();
    await expect(first).toBeFocused();
    await expect(page.locator('[data-action-row][tabindex="0"]')).toHaveCount(1);

    // Arrows and j/k move across rows (and lists); Home goes back to the first.
    await keys(page, 'ArrowDown');
    const second = await focusedRow(page).getAttribute('data-action-row');
    expect(second).not.toBe(await first.getAttribute('data-action-row'));
    await keys(page, 'j', 'k');
    await expect(focusedRow(page)).toHaveAttribute('data-action-row', second!);
    await keys(page, 'Home');
    await expect(first).toBeFocused();

    await page.screenshot({ path: '/tmp/actions.png', fullPage: false });
    await expectNoA11yViolations(page);

    // Enter opens the booking pane over the lists; Escape closes it and gives the row back the keyboard.
    const id = await first.getAttribute('data-booking-id');
    await keys(page, 'Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${id}`));
    const pane = page.locator('[data-entity-pane="booking"]');
    await expect(pane).toBeVisible();
    await keys(page, 'Escape');
    await expect(pane).toBeHidden();
    await expect(first).toBeFocused();

    // Display settings: nights are off in the check-in list by default; the popover turns them on.
    const nightCells = (name: string) =>
      grid(page, name)
        .getByRole('gridcell')
        .filter({ hasText: /^\d+ (natt|nätter)$/ });
    const nightsList = checkIns ? 'Incheckningar idag' : null;
    if (nightsList) await expect(nightCells(nightsList)).toHaveCount(0);
    const settings = page.getByRole('button', { name: 'Visningsinställningar' });
    await tabTo(page, settings, { back: true });
    await keys(page, 'Enter');
    const nights = page.getByRole('checkbox', { name: 'Antal nätter i incheckningar' });
    await tabTo(page, nights);
    await expect(nights).not.toBeChecked();
    await keys(page, 'Space');
    await expect(nights).toBeChecked();
    await expectNoA11yViolations(page, { include: '[role="dialog"][aria-label="Visningsinställningar"]' });
    await keys(page, 'Escape');
    await expect(nights).toBeHidden();
    if (nightsList) await expect(nightCells(nightsList)).toHaveCount(checkIns);

    // From the palette, 'Gå till utcheckningar' gives the check-out list's first row the keyboard
    // once the palette has closed and handed focus back.
    if (checkOuts) {
      await openPalette(page);
      await page.keyboard.type('Gå till utcheckningar');
      await highlight(page, 'Gå till utcheckningar');
      await keys(page, 'Enter');
      await expect(palette(page)).toBeHidden();
      await expect(rows(page, 'Utcheckningar idag').first()).toBeFocused();
    }

    // The setting is this user's and survives a reload.
    await page.reload();
    await expect(pageHeading(page)).toHaveText('In- och utcheckningar', { timeout: 45_000 });
    if (nightsList) await expect(nightCells(nightsList)).toHaveCount(checkIns);
  });
});
