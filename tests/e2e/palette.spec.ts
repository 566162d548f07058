// Command palette over entities (CONVENTIONS "Commands"): a booking number fragment or a
// customer name finds the entity; Enter opens its verbs; Backspace on the empty query goes
// back; a receptionist opens one of today's arrivals from ctrl+K. Keyboard only.
import type { Page } from '@playwright/test';
import {
  apiLogin,
  expect,
  expectNoA11yViolations,
  highlight,
  isPersonName,
  keys,
  loginFast,
  openPalette,
  palette,
  paletteItems,
  paletteSelected,
  shot,
  stockholmToday,
  syncedBookings,
  test,
  USERS,
} from './helpers';

const input = (page: Page) => palette(page).getByRole('combobox');

test.describe('Paletten: entiteter och deras verb', () => {
  test('ett bokningsnummer hittar bokningen; Enter visar dess verb; Backspace går tillbaka', async ({ page }) => {
    const token = await apiLogin(USERS.manager);
    const booking = (await syncedBookings(token)).find(
      (b) => !b.is_draft && !b.deleted_at && isPersonName(b.customer_name),
    )!;
    // A fragment of the number: its last digits.
    const fragment = booking.booking_number.slice(-5);
    await loginFast(page, USERS.manager);

    await openPalette(page);
    await page.keyboard.type(fragment);
    await highlight(page, booking.booking_number);
    await shot(page, 'palette-booking-number');
    await keys(page, 'Enter');

    // A nested page: the booking as a crumb, its verbs as rows, an empty query.
    await expect(palette(page)).toBeVisible();
    await expect(palette(page).getByText(booking.title).first()).toBeVisible();
    await expect(input(page)).toHaveValue('');
    await expect(input(page)).toHaveAttribute('placeholder', /Vad vill du göra med/);
    await expect(paletteItems(page).first()).toBeVisible();
    // The first verb is highlighted, so Enter right away runs it.
    await expect.soft(paletteSelected(page), 'en markerad rad på verbsidan').toHaveCount(1);
    await shot(page, 'palette-booking-verbs');
    await expectNoA11yViolations(page);

    // Backspace on the empty query: back to the results of the first page.
    await keys(page, 'Backspace');
    await expect(input(page)).not.toHaveAttribute('placeholder', /Vad vill du göra med/);
    await keys(page, 'Escape');
    await expect(palette(page)).toBeHidden();
  });

  test('ett kundnamn hittar kunden', async ({ page }) => {
    const token = await apiLogin(USERS.manager);
    const booking = (await syncedBookings(token)).find(
      (b) => isPersonName(b.customer_name) && !b.is_draft && !b.deleted_at,
    )!;
    const name = booking.customer_name!;
    await loginFast(page, USERS.manager);
    await openPalette(page);
    await page.keyboard.type(name);
    await expect(
      palette(page)
        .getByRole('group', { name: 'Kunder' })
        .or(palette(page).locator('[cmdk-group-heading]', { hasText: 'Kunder' }))
        .first(),
    ).toBeVisible({ timeout: 10_000 });
    await highlight(page, name);
    await keys(page, 'Enter');
    await expect(input(page)).toHaveAttribute('placeholder', new RegExp(`Vad vill du göra med ${name}`));
    await shot(page, 'palette-customer-verbs');
    await keys(page, 'Escape');
  });

  test('receptionisten öppnar en av dagens bokningar från ctrl+K', async ({ page }) => {
    const token = await apiLogin(USERS.receptionist);
    const today = stockholmToday();
    const arrivals = (await syncedBookings(token)).filter(
      (b) => b.check_in <= today && b.check_out >= today && !b.checked_in_at && !b.is_draft && !b.deleted_at,
    );
    // The demo generator guarantees arrivals on the day it seeds.
    expect(arrivals.length, 'demodatan har inga ankomster i dag').toBeGreaterThan(0);
    await loginFast(page, USERS.receptionist);

    // The empty palette lists today's arrivals first.
    await openPalette(page);
    const group = palette(page)
      .locator('[cmdk-group]')
      .filter({ has: page.locator('[cmdk-group-heading]', { hasText: 'Dagens ankomster' }) });
    await expect(group).toBeVisible();
    const first = group.locator('[cmdk-item]').first();
    const title = (await first.locator('span').first().textContent())!.trim();
    const booking = arrivals.find((b) => b.title === title);
    expect(booking, `"${title}" är en av dagens bokningar`).toBeTruthy();
    await highlight(page, title);
    await shot(page, 'palette-todays-arrivals');
    await keys(page, 'Enter');

    // The booking's verbs: 'Checka in' leads for an arrival; 'Öppna bokning' opens it.
    await expect(input(page)).toHaveAttribute('placeholder', /Vad vill du göra med/);
    await expect.soft(paletteSelected(page), 'en markerad rad på verbsidan').toHaveCount(1);
    await highlight(page, 'Öppna bokning');
    await keys(page, 'Enter');
    await expect(palette(page)).toBeHidden();
    await expect(page.getByText(booking!.booking_number).first()).toBeVisible({ timeout: 10_000 });
    await shot(page, 'palette-opened-booking');
    await expectNoA11yViolations(page);
  });
});
