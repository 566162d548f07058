// The reception desk's check-in and check-out (bookings.md 4), keyboard only, as a receptionist:
// ctrl+K to a booking's verbs and 'Checka in' in a handful of keys; a late arrival through
// 'Sen incheckning'; alt+o to the register's checkout and back to /actions; and another
// console seeing the check-in arrive without a reload.
import type { Browser, Page } from '@playwright/test';
import { formatKr } from '../../src/domain/money';
import {
  apiGet,
  apiLogin,
  apiPost,
  baseURL,
  expect,
  expectNoA11yViolations,
  highlight,
  keys,
  loginFast,
  openPalette,
  palette,
  paletteSelected,
  shot,
  stockholmToday,
  syncedBookings,
  test,
  typingLikeAPerson,
  USERS,
  type SyncedBooking,
} from './helpers';

const live = (b: SyncedBooking) => !b.is_draft && !b.deleted_at;
const digits = (b: SyncedBooking) => b.booking_number.replace(/\D/g, '');
/** Positions someone is checked in on now: a check-in there would be refused. */
const occupied = (all: SyncedBooking[]) =>
  new Set(all.filter((b) => live(b) && b.checked_in_at && !b.checked_out_at).map((b) => b.position_id));

/**
 * The shortest tail of the booking number that no other arrival of today carries: today's arrivals
 * rank first in the palette, so these few digits put the booking on top.
 */
function fragmentFor(b: SyncedBooking, all: SyncedBooking[], today: string): string | null {
  const rivals = all.filter((o) => o.id !== b.id && o.check_in === today && !o.deleted_at).map(digits);
  for (const n of [3, 4]) {
    const f = digits(b).slice(-n);
    if (f.length === n && !rivals.some((r) => r.includes(f))) return f;
  }
  return null;
}

/** Opens the palette on a booking's verb page by its full number (no keystroke budget here). */
async function verbPage(page: Page, b: SyncedBooking) {
  await openPalette(page);
  await page.keyboard.type(b.booking_number);
  await expect(paletteSelected(page)).toContainText(b.booking_number, { timeout: 10_000 });
  await keys(page, 'Enter');
  await expect(palette(page).getByRole('combobox')).toHaveAttribute('placeholder', /Vad vill du göra med/);
}

async function secondConsole(browser: Browser) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 800 },
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  const own = new URL(baseURL()).host;
  await context.route(
    (url) => url.host !== own && url.protocol.startsWith('http'),
    (route) => route.abort(),
  );
  return { context, page: typingLikeAPerson(await context.newPage()) };
}

const checkinDialog = (page: Page) => page.getByRole('dialog', { name: 'Incheckning' });

test.describe('Incheckning och utcheckning', () => {
  test('ctrl+K, några siffror, Enter, Enter: dagens ankomst checkas in och en annan konsol ser det', async ({
    page,
    browser,
  }) => {
    const token = await apiLogin(USERS.receptionist);
    const today = stockholmToday();
    const all = await syncedBookings(token);
    const busy = occupied(all);
    const arrival = all
      .filter(
        (b) =>
          live(b) &&
          b.check_in === today &&
          b.check_out > today &&
          !b.checked_in_at &&
          b.type !== 'season' &&
          b.position_id != null &&
          !busy.has(b.position_id),
      )
      .find((b) => fragmentFor(b, all, today) != null);
    expect(arrival, 'en ankomst i dag på en ledig plats').toBeTruthy();
    const fragment = fragmentFor(arrival!, all, today)!;

    // Another user's console shows the booking's pane before the check-in.
    const other = await secondConsole(browser);
    await loginFast(other.page, USERS.manager);
    await verbPage(other.page, arrival!);
    await highlight(other.page, 'Öppna bokning', 12);
    await keys(other.page, 'Enter');
    await expect(other.page.getByText(arrival!.booking_number).first()).toBeVisible();
    await expect(other.page.getByText('Ej incheckad').first()).toBeVisible();

    await loginFast(page, USERS.receptionist);
    await openPalette(page);
    let pressed = 0;
    const press = async (...k: string[]) => {
      pressed += k.length;
      await keys(page, ...k);
    };
    for (const ch of fragment) await press(ch);
    await expect(paletteSelected(page)).toContainText(arrival!.booking_number, { timeout: 10_000 });
    await press('Enter');
    // The arriving booking's verbs start with 'Checka in'.
    await expect(paletteSelected(page)).toContainText('Checka in');
    await press('Enter');
    expect(pressed, 'tangenttryck efter ctrl+K').toBeLessThanOrEqual(6);

    const dialog = checkinDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${arrival!.title} är incheckad`)).toBeVisible({ timeout: 15_000 });
    // The snackbar lasts 5 s: looked at while it is there.
    await expect(page.getByText(`${arrival!.title} har checkats in`).first()).toBeVisible();
    await expect(dialog.getByText(/fullt betald|Kvar att betala/).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Öppna i kassan/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Skriv ut registreringskort/ })).toBeVisible();
    // A guest from abroad gets the registration card printed at once (the demo desk has a printer).
    const country = (arrival as SyncedBooking & { customer_country_id?: number | null }).customer_country_id;
    if (country != null && country !== 752) {
      const printer = page.getByRole('dialog', { name: 'Virtuell Skrivare' });
      await expect(printer).toBeVisible({ timeout: 15_000 });
      await keys(page, 'Escape');
      await expect(printer).toBeHidden();
    }
    // Focus is in the dialog.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.screenshot({ path: '/tmp/checkin.png', animations: 'disabled' });
    await shot(page, 'checkin-dialog');
    await expectNoA11yViolations(page);

    const d = await apiGet<{ booking: { checked_in_at: string | null } }>(token, `bookings/${arrival!.id}`);
    expect(d.booking.checked_in_at, 'incheckad på servern').not.toBeNull();
    await keys(page, 'Enter');
    await expect(dialog).toBeHidden();

    // The other console's pane turns to 'Incheckad' by itself (BookingSaved over realtime).
    await expect(other.page.getByText('Incheckad', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await shot(other.page, 'checkin-other-console');
    await other.context.close();
  });

  test('en sen ankomst går genom Sen incheckning', async ({ page }) => {
    const token = await apiLogin(USERS.receptionist);
    const today = stockholmToday();
    let all = await syncedBookings(token);
    let late = all.find(
      (b) =>
        live(b) &&
        b.check_in < today &&
        !b.checked_in_at &&
        b.type === 'regular' &&
        b.position_id != null &&
        !occupied(all).has(b.position_id),
    );
    if (!late) {
      // No late arrival in the demo: undo the check-in of a guest who arrived earlier and is still here.
      const staying = all.find(
        (b) =>
          live(b) &&
          b.type === 'regular' &&
          b.check_in < today &&
          b.check_out > today &&
          b.checked_in_at &&
          !b.checked_out_at,
      );
      expect(staying, 'en gäst som bor här sedan tidigare').toBeTruthy();
      await apiPost(token, 'bookings/reverse-checkin', { booking_id: staying!.id });
      all = await syncedBookings(token);
      late = all.find((b) => b.id === staying!.id);
    }
    await loginFast(page, USERS.receptionist);
    await verbPage(page, late!);
    await expect(paletteSelected(page)).toContainText('Checka in');
    await keys(page, 'Enter');

    const both = late!.check_out < today;
    const dialog = page.getByRole('dialog', { name: both ? 'Sen incheckning och utcheckning' : 'Sen incheckning' });
    await expect(dialog).toBeVisible();
    const checkinList = dialog.getByRole('listbox', { name: 'Incheckningsdatum' });
    await expect(checkinList).toBeVisible();
    // The first day has focus, and focus is the choice (arrows move it); Enter goes on.
    await expect(checkinList.getByRole('option').first()).toBeFocused();
    await expect(checkinList.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await shot(page, 'checkin-late-dialog');
    await expectNoA11yViolations(page);
    const chosen = (await checkinList.getByRole('option').first().getAttribute('data-key')) ?? late!.check_in;
    await keys(page, 'Enter');
    if (both) {
      const checkoutList = dialog.getByRole('listbox', { name: 'Utcheckningsdatum' });
      await expect(checkoutList.getByRole('option').first()).toBeFocused();
      await keys(page, 'Enter');
    }
    await expect(checkinDialog(page).getByText(`${late!.title} är incheckad`)).toBeVisible({ timeout: 15_000 });
    const d = await apiGet<{ booking: { checked_in_at: string | null; check_in: string } }>(
      token,
      `bookings/${late!.id}`,
    );
    expect(d.booking.checked_in_at).not.toBeNull();
    expect(d.booking.check_in).toBe(chosen);
    await keys(page, 'Escape');
    await expect(checkinDialog(page)).toBeHidden();
  });

  test('en tidig ankomst är ett eget val: nya datum och prisskillnad, sedan incheckad i dag', async ({ page }) => {
    test.setTimeout(180_000); // up to 40 previews before the journey itself
    const token = await apiLogin(USERS.receptionist);
    const today = stockholmToday();
    const all = await syncedBookings(token);
    // A booking still to come whose position is free from today until its arrival (the server says so).
    const coming = all
      .filter((b) => live(b) && b.type === 'regular' && b.check_in > today && !b.checked_in_at && b.position_id != null)
      .sort((a, b) => a.check_in.localeCompare(b.check_in));
    let early: SyncedBooking | null = null;
    let preview: { check_in: string; check_out: string; extra_nights: number; price_difference: number } | null = null;
    for (const b of coming.slice(0, 40)) {
      try {
        preview = await apiGet(token, `bookings/early-checkin-preview?booking_id=${b.id}`);
        early = b;
        break;
      } catch {
        /* taken in between */
      }
    }
    expect(early, 'en kommande bokning på en plats som är ledig fram till ankomsten').toBeTruthy();
    expect(preview!.check_in).toBe(today);

    await loginFast(page, USERS.receptionist);
    await verbPage(page, early!);
    await expect(paletteSelected(page)).toContainText('Checka in');
    await keys(page, 'Enter');
    const dialog = page.getByRole('dialog', { name: 'Tidig incheckning' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${today} – ${early!.check_out}`)).toBeVisible();
    await expect(dialog.getByText(`+${formatKr(preview!.price_difference)}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Checka in tidigt/ })).toBeFocused();
    // Nothing has changed yet: the choice is the guest's, asked for explicitly.
    expect(
      (await apiGet<{ booking: { check_in: string; checked_in_at: string | null } }>(token, `bookings/${early!.id}`))
        .booking,
    ).toMatchObject({ check_in: early!.check_in, checked_in_at: null });
    await shot(page, 'checkin-early-dialog');
    await expectNoA11yViolations(page);
    await keys(page, 'Enter');

    await expect(checkinDialog(page).getByText(`${early!.title} är incheckad`)).toBeVisible({ timeout: 15_000 });
    const d = await apiGet<{ booking: { check_in: string; check_out: string; checked_in_at: string | null } }>(
      token,
      `bookings/${early!.id}`,
    );
    expect(d.booking).toMatchObject({ check_in: today, check_out: early!.check_out });
    expect(d.booking.checked_in_at).not.toBeNull();
    await keys(page, 'Escape');
    await expect(checkinDialog(page)).toBeHidden();
  });

  test('alt+o på en avresa i dag: kassans utcheckning, Slutför utcheckning, tillbaka till /actions', async ({
    page,
  }) => {
    const token = await apiLogin(USERS.receptionist);
    const today = stockholmToday();
    const all = await syncedBookings(token);
    const leaving =
      all.find((b) => live(b) && b.checked_in_at && !b.checked_out_at && b.check_out === today) ??
      all.find((b) => live(b) && b.checked_in_at && !b.checked_out_at && b.check_out <= today);
    expect(leaving, 'en incheckad gäst som reser i dag').toBeTruthy();

    await loginFast(page, USERS.receptionist);
    await verbPage(page, leaving!);
    await highlight(page, 'Öppna bokning', 12);
    await keys(page, 'Enter');
    await expect(page.getByText(leaving!.booking_number).first()).toBeVisible();
    await keys(page, 'Alt+o');
    if (leaving!.check_out < today && leaving!.type !== 'season') {
      // Past its check-out: the planned day is the first choice and goes straight to the register.
      const late = page.getByRole('dialog', { name: 'Sen utcheckning' });
      await expect(late.getByRole('option').first()).toBeFocused();
      await keys(page, 'Enter');
    }
    await expect(page).toHaveURL(new RegExp(`/register/booking/${leaving!.id}/checkout`));
    const finish = page.getByRole('button', { name: /Slutför utcheckning/ });
    await expect(finish).toBeFocused();
    await expect(page.getByText('Kvar att betala').first()).toBeVisible();
    await shot(page, 'checkout-register');
    await expectNoA11yViolations(page);
    await keys(page, 'Enter');
    await expect(page).toHaveURL(/\/actions/);
    await expect(page.getByText(`${leaving!.title} har checkats ut`).first()).toBeVisible();
    const d = await apiGet<{ booking: { checked_out_at: string | null } }>(token, `bookings/${leaving!.id}`);
    expect(d.booking.checked_out_at).not.toBeNull();
  });
});
