// The booking pane (bookings.md 2 "Booking dialog", 4 "Remarks saving", "Sending mail from a
// booking", 8): a receptionist opens a booking from ctrl+K, types remarks that save by
// themselves, reloads, reads the change in Historik, sends a booking confirmation and opens it.
// Keyboard only.
import type { Page } from '@playwright/test';
import {
  apiGet,
  apiLogin,
  expect,
  expectNoA11yViolations,
  highlight,
  isPersonName,
  keys,
  loginFast,
  openPalette,
  palette,
  shot,
  stockholmToday,
  syncedBookings,
  tabTo,
  test,
  USERS,
} from './helpers';

const pane = (page: Page) => page.locator('[data-entity-pane="booking"]');

// Two logins, a reload and a 2 s autosave on a shared 2-core machine: more than the default 90 s.
test.describe.configure({ timeout: 180_000 });

/** A coming stay of a private customer with a working e-mail address, outside any group. */
async function pickBooking() {
  const token = await apiLogin(USERS.receptionist);
  const today = stockholmToday();
  const candidates = (await syncedBookings(token))
    .filter(
      (b) =>
        b.check_in > today &&
        !b.is_draft &&
        !b.deleted_at &&
        !b.cancellation_status &&
        !b.checked_in_at &&
        isPersonName(b.customer_name),
    )
    .sort((a, b) => a.check_in.localeCompare(b.check_in) || a.id - b.id);
  for (const c of candidates.slice(0, 40)) {
    const { booking } = await apiGet<{
      booking: {
        booking_group_id: number | null;
        customer: { email: string | null; email_status: string | null } | null;
      };
    }>(token, `bookings/${c.id}`);
    if (!booking.booking_group_id && booking.customer?.email && booking.customer.email_status !== 'blocked') return c;
  }
  throw new Error('demodatan saknar en kommande bokning med e-postadress');
}

test('bokningspanelen: anteckning sparas av sig själv, historik, bokningsbekräftelse och förhandsvisning', async ({
  page,
}) => {
  const booking = await pickBooking();
  await loginFast(page, USERS.receptionist);

  // ctrl+K → the booking number → its verbs → 'Öppna bokning'.
  await openPalette(page);
  await page.keyboard.type(booking.booking_number);
  await highlight(page, booking.booking_number);
  await keys(page, 'Enter');
  await highlight(page, 'Öppna bokning');
  await keys(page, 'Enter');
  await expect(palette(page)).toBeHidden();
  await expect(pane(page)).toBeVisible();
  await expect(pane(page).getByText(booking.booking_number).first()).toBeVisible();

  // Remarks: typed, saved 2 s after the last key ('Sparat!').
  const remarks = pane(page).getByLabel('Bokningsanteckningar');
  await tabTo(page, remarks);
  const text = `Ringer vid ankomst ${Date.now()}`;
  await keys(page, 'Control+a');
  await page.keyboard.type(text);
  await expect(pane(page).getByText('Sparat!')).toBeVisible({ timeout: 8_000 });
  await expect(pane(page).getByText(`${text.length} / 600`)).toBeVisible();

  // Reload: the pane comes back from the URL with the remarks stored on the server.
  await page.reload();
  await expect(pane(page)).toBeVisible({ timeout: 45_000 });
  await expect(pane(page).getByLabel('Bokningsanteckningar')).toHaveValue(text, { timeout: 15_000 });
  await shot(page, 'booking-pane-information');
  await page.screenshot({ path: '/tmp/booking-pane.png' });
  await expectNoA11yViolations(page, { include: '[data-entity-pane="booking"]' });

  // Historik with the arrow keys on the tab list: the remarks change is the newest record.
  const infoTab = pane(page).getByRole('tab', { name: 'Bokningsinformation' });
  await tabTo(page, infoTab);
  await keys(page, 'ArrowRight');
  await expect(pane(page).getByRole('tab', { name: 'Historik' })).toHaveAttribute('aria-selected', 'true');
  const history = pane(page).getByRole('list', { name: 'Historik' });
  await expect(history.getByRole('listitem').first()).toContainText('Bokningsanteckningen ändrades');
  await expect(history.getByRole('listitem').first()).toContainText(text);
  await page.screenshot({ path: '/tmp/booking-pane-history.png' });
  await expect(page).toHaveURL(/bookingTab=booking-history/);

  // Email: send the booking confirmation; it is listed as 'Skickat'; Enter opens 'Skickat mail'.
  // Past 'Avgifter' and 'Kvitton och fakturor'.
  await keys(page, 'ArrowRight', 'ArrowRight', 'ArrowRight');
  await expect(pane(page).getByRole('tab', { name: /^Email/ })).toHaveAttribute('aria-selected', 'true');
  const send = pane(page).getByRole('button', { name: 'Skicka bokningsbekräftelse' });
  await tabTo(page, send);
  await keys(page, 'Enter');
  const sent = pane(page)
    .getByRole('listbox', { name: 'Skickade email' })
    .getByRole('option')
    .filter({ hasText: `Bokningsbekräftelse ${booking.booking_number}` })
    .first();
  await expect(sent).toContainText('Skickat', { timeout: 10_000 });
  await shot(page, 'booking-pane-emails');
  await page.screenshot({ path: '/tmp/booking-pane-emails.png' });
  await expectNoA11yViolations(page, { include: '[data-entity-pane="booking"]' });

  await tabTo(page, pane(page).getByRole('option').first());
  await keys(page, 'Enter');
  const preview = page.getByRole('dialog', { name: 'Skickat mail' });
  await expect(preview).toBeVisible();
  await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
  await expect(preview.frameLocator('iframe').locator('body')).toContainText(booking.booking_number);
  await shot(page, 'booking-pane-mail-preview');
  await page.screenshot({ path: '/tmp/booking-pane-preview.png' });
  // The mail itself is the customer's document, not the console: axe checks the dialog around it.
  await expectNoA11yViolations(page, { exclude: ['iframe'] });
  await keys(page, 'Escape');
  await expect(preview).toBeHidden();
  await expect(pane(page)).toBeVisible();
});

test('gruppchipet öppnar gruppbokningen; Bokningar-fliken öppnar en bokning med Enter', async ({ page }) => {
  const token = await apiLogin(USERS.receptionist);
  const member = (
    (await syncedBookings(token)) as (Awaited<ReturnType<typeof syncedBookings>>[number] & {
      booking_group_id: number | null;
    })[]
  ).find((b) => b.booking_group_id && !b.deleted_at && !b.is_draft);
  expect(member, 'demodatan har gruppbokningar').toBeTruthy();
  await loginFast(page, USERS.receptionist);

  await openPalette(page);
  await page.keyboard.type(member!.booking_number);
  await highlight(page, member!.booking_number);
  await keys(page, 'Enter');
  await highlight(page, 'Öppna bokning');
  await keys(page, 'Enter');
  await expect(pane(page)).toBeVisible();

  const chip = pane(page).getByRole('button', { name: /^Gruppbokning / });
  await tabTo(page, chip);
  await keys(page, 'Enter');
  const group = page.locator('[data-entity-pane="group"]');
  await expect(group).toBeVisible();
  await expect(group.getByText(/incheckade|incheckad|Försenad incheckning/).first()).toBeVisible();
  await expect(group.getByRole('button', { name: 'Öppna i Kassan' })).toBeVisible();
  await page.screenshot({ path: '/tmp/booking-group-pane.png' });
  await expectNoA11yViolations(page, { include: '[data-entity-pane="group"]' });

  await tabTo(page, group.getByRole('tab', { name: 'Gruppinformation' }));
  await keys(page, 'ArrowRight');
  const list = group.getByRole('listbox', { name: 'Bokningar i gruppen' });
  await expect(list).toBeVisible();
  // Another member than the booking open below: it opens on top of the group.
  await tabTo(page, list.getByRole('option').first());
  if ((await list.getByRole('option').first().textContent())?.includes(member!.booking_number))
    await keys(page, 'ArrowDown');
  const other = (await page.evaluate(() => document.activeElement?.textContent ?? '')).match(/\d{4}-\d{5}/)?.[0];
  expect(other).toBeTruthy();
  await keys(page, 'Enter');
  await expect(pane(page)).toHaveAttribute('data-top', 'true');
  await expect(pane(page).getByText(other!).first()).toBeVisible();
});
