// Issue 12's remaining journeys (bookings.md 2 "Booking form dialog", 4, 7), keyboard only and every
// key as a Swedish keyboard sends it (swedishKeyboard.ts, through CDP): a drop-in booked and checked
// in with 'Spara och checka in'; an existing booking moved two nights later with a chosen 'Nytt pris'
// level, its pane and its cart at the till agreeing to the öre; a group of three; and BookingSaved
// reaching a second console's /bookings, /actions, palette and search without a reload.
// Test data (customers, a booking to move) is made through the API; free pitches and dates are
// found through the API, so no journey depends on fixed demo data or on another journey.
import type { Browser, Locator, Page } from '@playwright/test';
import { formatKr } from '../../src/domain/money';
import {
  apiGet,
  apiLogin,
  apiPost,
  baseURL,
  expect,
  expectNoA11yViolations,
  loginFast,
  pageHeading,
  shot,
  stockholmToday,
  syncedBookings,
  test,
  typingLikeAPerson,
  USERS,
  expectSnackbar,
} from './helpers';
import { type SwedishKeyboard, swedishKeyboard, tabWith } from './swedishKeyboard';

test.describe.configure({ timeout: 180_000 });

// ——— keys ———

// ——— data through the API ———

const addDaysIso = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const dayMonth = (iso: string) => {
  const [, m, d] = iso.split('-').map(Number);
  return `${d}/${m}`;
};

interface Category {
  id: number;
  name: string;
  is_seasonal: boolean;
}
interface Position {
  id: number;
  name: string;
  full_name: string;
  category_id: number;
  deleted_at: string | null;
}
interface PositionAvailability {
  position_id: number;
  status: string;
  is_available: boolean;
}
interface Customer {
  id: number;
  full_name: string;
}

const availability = (token: string, checkIn: string, checkOut: string) =>
  apiGet<{ positions: PositionAvailability[] }>(
    token,
    `positions/availability?check_in=${checkIn}&check_out=${checkOut}&occupancy=2&dogs=0`,
  ).then((d) => d.positions);

/**
 * A bookable category (in the form's chip order) with at least `count` pitches free for the stay,
 * the preferred one first: its chip index and the free pitches.
 */
async function freeCategory(token: string, checkIn: string, checkOut: string, count: number, prefer?: string) {
  const { categories } = await apiGet<{ categories: Category[] }>(token, 'categories');
  const { positions } = await apiGet<{ positions: Position[] }>(token, 'positions');
  const free = new Set(
    (await availability(token, checkIn, checkOut)).filter((a) => a.is_available).map((a) => a.position_id),
  );
  const ordered = [...categories].sort((a, b) => Number(b.name === prefer) - Number(a.name === prefer));
  for (const category of ordered) {
    if (category.is_seasonal) continue;
    const pitches = positions.filter((p) => p.category_id === category.id && !p.deleted_at && free.has(p.id));
    if (pitches.length >= count) return { category, pitches };
  }
  throw new Error(`ingen kategori med ${count} lediga platser ${checkIn}–${checkOut}`);
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ne', 'su', 'vi', 'de', 'to', 'ha', 'li', 'ma', 'sö', 'bä', 'rå'];
/** A surname no demo customer has (so the first search result is this customer), with å, ä or ö in it often. */
const uniqueSurname = (prefix: string) =>
  prefix + Array.from({ length: 4 }, () => SYLLABLES[Math.floor(Math.random() * SYLLABLES.length)]).join('') + 'sson';

/** A private customer made through the API (as 'Ny Kund' would): with an e-mail address, so a confirmation could go. */
async function createCustomer(token: string, givenName: string, surnamePrefix: string): Promise<Customer> {
  const surname = uniqueSurname(surnamePrefix);
  const { customer } = await apiPost<{ customer: Customer }>(token, 'customers', {
    is_org: false,
    given_name: givenName,
    surname,
    org_name: '',
    org_number: '',
    org_reference: '',
    street_name: 'Storgatan',
    street_number: '12',
    zip: '271 31',
    city: 'Ystad',
    country_id: 752,
    dialling_code_country_id: 752,
    phone_number: '',
    email: `${givenName}.${surname}@exempel.se`.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o'),
  });
  return customer;
}

interface BookingDetail {
  id: number;
  booking_number: string;
  title: string;
  check_in: string;
  check_out: string;
  position_id: number | null;
  customer_id: number | null;
  booking_group_id: number | null;
  checked_in_at: string | null;
  confirmed_at: string | null;
  total_accommodation_amount: number;
}
const bookingDetail = async (token: string, id: number) =>
  (await apiGet<{ booking: BookingDetail }>(token, `bookings/${id}`)).booking;

// ——— screens ———

const newForm = (page: Page) => page.getByRole('dialog', { name: 'Ny bokning' });
const bookingPane = (page: Page) => page.locator('[data-entity-pane="booking"]');
const paletteDialog = (page: Page) => page.getByRole('dialog', { name: 'Kommandopalett' });
const paletteSelected = (page: Page) => paletteDialog(page).locator('[cmdk-item][aria-selected="true"]');
/** The value of a row of the booking pane's data list ('Totalt', 'Incheckning', …). */
const fact = (pane: Locator, term: string) =>
  pane
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The palette's highlight down to the row with the text (arrow keys). */
async function highlight(page: Page, kb: SwedishKeyboard, text: string, tries = 20) {
  await expect(paletteDialog(page).locator('[cmdk-item]').filter({ hasText: text }).first()).toBeVisible();
  for (let i = 0; i < tries; i++) {
    if ((await paletteSelected(page).first().textContent())?.includes(text)) return;
    await kb.press('arrowdown');
  }
  throw new Error(`raden "${text}" blev aldrig markerad`);
}

/** ctrl+K, the booking number, its verbs, 'Öppna bokning': the booking's pane. */
async function openBookingByPalette(page: Page, kb: SwedishKeyboard, bookingNumber: string) {
  await kb.press('mod+k');
  await expect(paletteDialog(page)).toBeVisible();
  await kb.type(bookingNumber);
  await expect(paletteSelected(page)).toContainText(bookingNumber);
  await kb.press('enter');
  await expect(paletteDialog(page).getByRole('combobox')).toHaveAttribute('placeholder', /Vad vill du göra med/);
  await highlight(page, kb, 'Öppna bokning');
  await kb.press('enter');
  await expect(paletteDialog(page)).toBeHidden();
  await expect(bookingPane(page).getByText(bookingNumber).first()).toBeVisible();
}

/**
 * The category's chip by arrow keys from the first (Space on the first, which Tab only focuses).
 * Returns the arrow presses.
 */
async function chooseCategory(kb: SwedishKeyboard, form: Locator, name: string) {
  const chips = form.getByRole('radiogroup', { name: 'Platskategori' });
  await tabWith(kb, chips.getByRole('radio').first());
  const names = await chips
    .getByRole('radio')
    .evaluateAll((els) => els.map((el) => el.closest('label')?.textContent ?? ''));
  const index = names.findIndex((n) => n.startsWith(name));
  if (index < 0) throw new Error(`${name} är inte bland kategorins chips: ${names.join(', ')}`);
  if (index === 0) await kb.press('space');
  for (let i = 0; i < index; i++) await kb.press('arrowright');
  await expect(chips.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked();
  return index;
}

async function secondConsole(browser: Browser) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1440, height: 900 },
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

// ——— the journeys ———

test('drop-in: alt+N, kunden, i natt, en ledig plats, ctrl+shift+Enter: incheckad utan bekräftelsemail', async ({
  page,
}) => {
  const token = await apiLogin(USERS.receptionist);
  const today = stockholmToday();
  const tomorrow = addDaysIso(today, 1);
  const guest = await createCustomer(token, 'Disa', 'Drop');
  const { category, pitches } = await freeCategory(token, today, tomorrow, 1, 'Tältplats');
  const pitch = pitches[0];

  await loginFast(page, USERS.receptionist, { path: '/actions' });
  await expect(pageHeading(page)).toHaveText('In- och utcheckningar');
  const kb = await swedishKeyboard(page);

  // alt+N and the guest's name at once (keys typed while the form's code arrives land in 'Kund*'), Enter.
  await kb.press('alt+n');
  await kb.type(guest.full_name);
  const form = newForm(page);
  await expect(form).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Kund*' })).toHaveValue(guest.full_name);
  await kb.press('enter');
  await expect(form.getByRole('button', { name: /Redigera Kund/ })).toBeVisible();
  // A new booking is today → tomorrow: tonight needs no date typed.
  await expect(form.getByRole('combobox', { name: 'Incheckning' })).toBeFocused();
  await expect(form.getByRole('combobox', { name: 'Incheckning' })).toHaveValue(today);
  await expect(form.getByRole('combobox', { name: 'Utcheckning' })).toHaveValue(tomorrow);
  await expect(form.getByText('1 natt', { exact: true })).toBeVisible();

  const arrows = await chooseCategory(kb, form, category.name);
  const plats = form.getByRole('combobox', { name: 'Plats' });
  await tabWith(kb, plats);
  await kb.type(pitch.name);
  await kb.press('enter');
  await expect(plats).toHaveValue(pitch.full_name);
  await expect(form.getByRole('region', { name: 'Pris' })).toContainText(/Kostnad:[\d\s]+,\d\d\skr/);

  // A drop-in: 'Spara och checka in' (ctrl+shift+Enter) is the primary button, and nothing is confirmed by mail.
  const checkInButton = form.getByRole('button', { name: /Spara och checka in/ });
  await expect(checkInButton).toBeVisible();
  await expect(checkInButton).toContainText(/Ctrl.*Shift.*Enter|Ctrl.*⇧.*Enter/);
  await expect(form.getByRole('button', { name: /Spara & bekräfta/ })).toHaveCount(0);
  await expect(form.getByRole('button', { name: /Spara bokning/ })).toBeVisible();
  await expectNoA11yViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'journey-dropin-form');

  await kb.press('mod+shift+enter');
  const dropInKeys = kb.count;
  await expect(form).toBeHidden({ timeout: 15_000 });

  // The check-in follows the save: 'Incheckning' says the guest is checked in.
  const checkin = page.getByRole('dialog', { name: 'Incheckning' });
  await expect(checkin).toBeVisible();
  await expect(checkin.getByText(/är incheckad/)).toBeVisible({ timeout: 15_000 });
  await shot(page, 'journey-dropin-checked-in');

  const saved = (await syncedBookings(token)).find((b) => b.customer_id === guest.id && !b.is_draft && !b.deleted_at);
  expect(saved, 'the drop-in is saved').toBeTruthy();
  expect(saved).toMatchObject({ check_in: today, check_out: tomorrow, position_id: pitch.id });
  const detail = await bookingDetail(token, saved!.id);
  expect(detail.checked_in_at, 'checked in on the server').not.toBeNull();
  await expect(checkin.getByText(`${detail.title} är incheckad`)).toBeVisible();

  // No confirmation mail for a drop-in (the customer has an address: a phone booking would have mailed one).
  const { emails } = await apiGet<{ emails: { title: string }[] }>(token, `bookings/${saved!.id}/emails`);
  expect(emails.filter((e) => e.title.startsWith('Bokningsbekräftelse'))).toEqual([]);

  // The pitch is taken tonight.
  const tonight = (await availability(token, today, tomorrow)).find((a) => a.position_id === pitch.id);
  expect(tonight?.is_available).toBe(false);

  // Enter closes the dialog; /actions lists today's arrival as checked in.
  await kb.press('enter');
  await expect(checkin).toBeHidden();
  const row = page.locator(`[data-action-row][data-booking-id="${saved!.id}"]`).first();
  await expect(row).toContainText('Incheckad');
  await expect(row).toContainText(pitch.name);
  await shot(page, 'journey-dropin-actions');

  console.log(`Drop-in: ${dropInKeys} tangenttryck (${guest.full_name}, ${pitch.full_name})`);
  // alt+N, the name, Enter; Tabs to the chips, the category, Tabs to 'Plats', the pitch, Enter; ctrl+shift+Enter.
  expect(dropInKeys).toBeLessThanOrEqual(1 + guest.full_name.length + 1 + 8 + arrows + 3 + pitch.name.length + 1 + 1);
});

test('ombokning: alt+E flyttar en bokning två nätter, Restriktiv ombokning, nytt pris i panelen och i kassan', async ({
  page,
}) => {
  const token = await apiLogin(USERS.receptionist);
  const today = stockholmToday();
  const guest = await createCustomer(token, 'Måns', 'Flytt');
  // A stay some weeks ahead, and two nights later: the pitch must be free for both.
  let stay: { checkIn: string; pick: Awaited<ReturnType<typeof freeCategory>> } | null = null;
  for (const ahead of [50, 57, 64, 71]) {
    const checkIn = addDaysIso(today, ahead);
    const pick = await freeCategory(token, checkIn, addDaysIso(checkIn, 5), 1, 'Husvagnsplats med el').catch(
      () => null,
    );
    if (pick) {
      stay = { checkIn, pick };
      break;
    }
  }
  if (!stay) throw new Error('ingen plats ledig fem nätter');
  const { category, pitches } = stay.pick;
  const pitch = pitches[0];
  const checkIn = stay.checkIn;
  const checkOut = addDaysIso(checkIn, 3);
  const newCheckIn = addDaysIso(checkIn, 2);
  const newCheckOut = addDaysIso(checkOut, 2);

  // The booking, confirmed, through the API: no fees, so its total is its accommodation alone.
  const quote = await apiGet<{ accommodation_total: number }>(
    token,
    `rates/accommodation-charges?category_id=${category.id}&position_id=${pitch.id}&check_in=${checkIn}&check_out=${checkOut}&adults=2&children=0&dogs=0`,
  );
  const { booking } = await apiPost<{ booking: BookingDetail }>(token, 'bookings/store', {
    customer_id: guest.id,
    position_id: pitch.id,
    category_id: category.id,
    check_in: checkIn,
    check_out: checkOut,
    adults: 2,
    children: 0,
    dogs: 0,
    type: 'regular',
    total: quote.accommodation_total,
    send_confirmation: false,
  });
  expect(booking.confirmed_at, 'a confirmed booking').not.toBeNull();
  expect(booking.total_accommodation_amount).toBe(quote.accommodation_total);

  // The levels for the move, before the save: Restriktiv keeps the two nights left behind, so it differs.
  const preview = await apiGet<{
    current_total: number;
    rebooking_options: { level: string; title: string; total: number; is_default: boolean }[];
  }>(
    token,
    `rates/rebooking-charges?booking_id=${booking.id}&category_id=${category.id}&position_id=${pitch.id}&check_in=${newCheckIn}&check_out=${newCheckOut}&adults=2&children=0&dogs=0`,
  );
  expect(preview.current_total).toBe(quote.accommodation_total);
  const levels = preview.rebooking_options.map((o) => o.level);
  const restrictive = preview.rebooking_options.find((o) => o.level === 'restrictive')!;
  const byDefault = preview.rebooking_options.find((o) => o.is_default)!;
  expect(byDefault.level).not.toBe('restrictive');
  expect(restrictive.total, 'Restriktiv ombokning differs from the default here').not.toBe(byDefault.total);

  await loginFast(page, USERS.receptionist, { path: '/actions' });
  await expect(pageHeading(page)).toBeVisible();
  const kb = await swedishKeyboard(page);
  await openBookingByPalette(page, kb, booking.booking_number);
  const pane = bookingPane(page);
  await expect(fact(pane, 'Totalt')).toHaveText(formatKr(quote.accommodation_total), { timeout: 15_000 });

  // alt+E: 'Redigera bokning', the keyboard on the check-in.
  await kb.press('alt+e');
  const edit = page.getByRole('dialog', { name: 'Redigera bokning' });
  await expect(edit).toBeVisible();
  const incheckning = edit.getByRole('combobox', { name: 'Incheckning' });
  await expect(incheckning).toBeFocused();
  await kb.type(dayMonth(newCheckIn));
  await kb.press('enter');
  await expect(incheckning).toHaveValue(newCheckIn);
  await expect(edit.getByRole('combobox', { name: 'Utcheckning' })).toBeFocused();
  await kb.type('+3');
  await kb.press('enter');
  await expect(edit.getByRole('combobox', { name: 'Utcheckning' })).toHaveValue(newCheckOut);
  await expect(edit.getByText('3 nätter', { exact: true })).toBeVisible();

  // 'Nytt pris': the server's options, the default chosen; the arrows move to Restriktiv ombokning.
  const nyttPris = edit.getByRole('combobox', { name: 'Nytt pris' });
  await expect(nyttPris).toBeEnabled();
  await expect(nyttPris.locator('option[value="restrictive"]')).toHaveText(
    `${restrictive.title}: ${formatKr(restrictive.total)}`,
  );
  await expect(nyttPris).toHaveValue(byDefault.level);
  await expect(edit.getByRole('region', { name: 'Pris' })).toContainText(formatKr(preview.current_total));
  await tabWith(kb, nyttPris);
  for (let i = levels.indexOf(byDefault.level); i < levels.indexOf('restrictive'); i++) await kb.press('arrowdown');
  await expect(nyttPris).toHaveValue('restrictive');
  await expectNoA11yViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'journey-move-edit');

  await kb.press('mod+enter');
  await expect(edit).toBeHidden({ timeout: 15_000 });

  // The pane: the new dates and the level's total.
  await expect(fact(pane, 'Incheckning')).toContainText(newCheckIn);
  await expect(fact(pane, 'Utcheckning')).toContainText(`${newCheckOut} (3 nätter)`);
  await expect(fact(pane, 'Totalt')).toHaveText(formatKr(restrictive.total));
  await shot(page, 'journey-move-pane');
  const moved = await bookingDetail(token, booking.id);
  expect(moved).toMatchObject({
    check_in: newCheckIn,
    check_out: newCheckOut,
    position_id: pitch.id,
    total_accommodation_amount: restrictive.total,
  });

  // alt+K 'Öppna i Kassan': the till sells exactly that total.
  await kb.press('alt+k');
  await expect(page).toHaveURL(new RegExp(`/register/booking/${booking.id}$`));
  await expect(page.getByTestId('cart-total')).toContainText(formatKr(restrictive.total), { timeout: 15_000 });
  const cart = await apiGet<{ charges: { total: number }[]; accommodation_charges: { total: number }[] }>(
    token,
    `bookings/${booking.id}/cart`,
  );
  expect([...cart.accommodation_charges, ...cart.charges].reduce((s, l) => s + l.total, 0)).toBe(restrictive.total);
  await shot(page, 'journey-move-cart');
});

test('gruppbokning av tre: samma plats två gånger nekas, tre platser, en annan gäst, gruppen öppnas', async ({
  page,
}) => {
  const token = await apiLogin(USERS.receptionist);
  const today = stockholmToday();
  const leader = await createCustomer(token, 'Greta', 'Grupp');
  const other = await createCustomer(token, 'Östen', 'Gäst');
  let found: { checkIn: string; pick: Awaited<ReturnType<typeof freeCategory>> } | null = null;
  for (const ahead of [40, 47, 54, 61]) {
    const checkIn = addDaysIso(today, ahead);
    const pick = await freeCategory(token, checkIn, addDaysIso(checkIn, 2), 3, 'Tältplats').catch(() => null);
    if (pick) {
      found = { checkIn, pick };
      break;
    }
  }
  if (!found) throw new Error('inga tre lediga platser i en kategori');
  const { checkIn } = found;
  const checkOut = addDaysIso(checkIn, 2);
  const { category, pitches } = found.pick;
  const [p1, p2, p3] = pitches;

  await loginFast(page, USERS.receptionist, { path: '/actions' });
  await expect(pageHeading(page)).toBeVisible();
  const kb = await swedishKeyboard(page);
  await kb.press('alt+n');
  await kb.type(leader.full_name);
  const form = newForm(page);
  await expect(form).toBeVisible();
  await kb.press('enter');
  const incheckning = form.getByRole('combobox', { name: 'Incheckning' });
  await expect(incheckning).toBeFocused();
  await kb.type(dayMonth(checkIn));
  await kb.press('enter');
  await kb.type('+2');
  await kb.press('enter');
  await expect(incheckning).toHaveValue(checkIn);
  await expect(form.getByRole('combobox', { name: 'Utcheckning' })).toHaveValue(checkOut);

  // Back up to the type: the arrow keys choose 'Gruppbokning'.
  await tabWith(kb, form.getByRole('radio', { name: 'Vanlig bokning' }), { back: true });
  await kb.press('arrowright');
  await expect(form.getByRole('radio', { name: 'Gruppbokning' })).toBeChecked();
  await chooseCategory(kb, form, category.name);

  // 'Antal bokningar' 2 → 3 with the arrow key: three cards.
  const count = form.getByRole('combobox', { name: 'Antal bokningar' });
  await tabWith(kb, count);
  await kb.press('arrowdown');
  await expect(count).toHaveValue('3');
  const card = (n: number) => form.getByRole('region', { name: `Bokning #${n}` });
  await expect(card(3)).toBeVisible();
  await expect(form.getByRole('region', { name: /^Bokning #\d+$/ })).toHaveCount(3);

  const choosePitch = async (n: number, pitch: Position) => {
    const plats = card(n).getByRole('combobox', { name: 'Plats' });
    await tabWith(kb, plats);
    await kb.press('mod+a');
    await kb.type(pitch.name);
    await kb.press('enter');
  };
  await choosePitch(1, p1);
  await expect(card(1).getByRole('combobox', { name: 'Plats' })).toHaveValue(p1.full_name);

  // The same pitch on the second card (Enter takes the pitch named, even one another card holds): the form says so.
  await choosePitch(2, p1);
  await expect(card(2).getByText('Välj olika platser för varje bokning i gruppen')).toBeVisible();
  await shot(page, 'journey-group-same-pitch');

  await choosePitch(2, p2);
  await expect(card(2).getByRole('combobox', { name: 'Plats' })).toHaveValue(p2.full_name);
  await expect(form.getByText('Välj olika platser för varje bokning i gruppen')).toHaveCount(0);
  await choosePitch(3, p3);
  await expect(card(3).getByRole('combobox', { name: 'Plats' })).toHaveValue(p3.full_name);

  // The third booking is another guest's: 'Lägg till annan gäst', the name, Enter.
  await tabWith(kb, card(3).getByRole('button', { name: 'Lägg till annan gäst' }));
  await kb.press('enter');
  const gast = card(3).getByRole('combobox', { name: 'Gäst' });
  await expect(gast).toBeVisible();
  // The pressed button leaves the page: the keyboard goes on in the 'Gäst' field it opened.
  await expect(gast).toBeFocused();
  await kb.type(other.full_name);
  await kb.press('enter');
  await expect(gast).toHaveValue(other.full_name);
  await expect(form.getByRole('button', { name: 'Lägg till annan gäst' })).toHaveCount(2);

  const price = form.getByRole('region', { name: 'Pris' });
  await expect(price).toContainText(/Kostnad:[\d\s]+,\d\d\skr/);
  for (const [n, p] of [
    [1, p1],
    [2, p2],
    [3, p3],
  ] as const)
    await expect(price).toContainText(`Bokning #${n} · ${p.full_name}`);
  // A group is never confirmed by mail and never checked in from the form.
  await expect(form.getByRole('button', { name: /Spara bokning/ })).toContainText(/Ctrl.*Enter/);
  await expect(form.getByRole('button', { name: /Spara & bekräfta|Spara och checka in/ })).toHaveCount(0);
  await expectNoA11yViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'journey-group-form');

  await kb.press('mod+enter');
  await expect(form).toBeHidden({ timeout: 15_000 });
  const groupPane = page.locator('[data-entity-pane="group"]');
  await expect(groupPane).toBeVisible();
  await expect(page.getByText('Gruppbokningen har sparats')).toBeVisible();
  await expect(page).toHaveURL(/[?&]group=\d+/);
  const groupId = Number(new URL(page.url()).searchParams.get('group'));
  await shot(page, 'journey-group-pane');

  // The server: three bookings of the group on the three pitches, the third for the other guest.
  const members = (await syncedBookings(token)).filter(
    (b) => b.check_in === checkIn && b.check_out === checkOut && b.type === 'group' && !b.deleted_at,
  );
  const ours = members.filter((b) => [p1.id, p2.id, p3.id].includes(b.position_id ?? -1));
  expect(ours.map((b) => b.position_id).sort()).toEqual([p1.id, p2.id, p3.id].sort());
  expect(Object.fromEntries(ours.map((b) => [b.position_id, b.customer_id]))).toEqual({
    [p1.id]: leader.id,
    [p2.id]: leader.id,
    [p3.id]: other.id,
  });
  for (const b of ours) expect((await bookingDetail(token, b.id)).booking_group_id).toBe(groupId);
  await expect(groupPane).toContainText(leader.full_name);
});

test('BookingSaved når en annan konsol: listan, ankomsterna, paletten och sökningen utan omladdning', async ({
  page,
  browser,
}) => {
  const token = await apiLogin(USERS.receptionist);
  const today = stockholmToday();
  const tomorrow = addDaysIso(today, 1);
  const guest = await createCustomer(token, 'Tove', 'Realtid');
  const surname = guest.full_name.split(' ')[1];
  const { category, pitches } = await freeCategory(token, today, tomorrow, 1, 'Husbilsplats med el');
  const pitch = pitches[0];

  // The other console: the manager on /bookings, the list searched for the guest (nothing yet).
  const other = await secondConsole(browser);
  await loginFast(other.page, USERS.manager, { path: '/bookings' });
  await expect(pageHeading(other.page)).toHaveText('Bokningar');
  const okb = await swedishKeyboard(other.page);
  const list = other.page.getByRole('grid', { name: 'Bokningar' });
  await expect(other.page.getByRole('status').filter({ hasText: /\d bokningar/ })).toBeVisible({ timeout: 20_000 });
  await okb.press('/');
  const search = other.page.getByRole('searchbox', { name: /Sök bokning/ });
  await expect(search).toBeFocused();
  await okb.type(surname);
  await expect(other.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(surname)}`));
  await expect(other.page.getByRole('status').filter({ hasText: /^0 bokningar|Inga bokningar/ })).toBeVisible();

  // The receptionist at /actions takes the booking, arriving today: 'Spara bokning' (ctrl+Enter), not checked in.
  await loginFast(page, USERS.receptionist, { path: '/actions' });
  await expect(pageHeading(page)).toHaveText('In- och utcheckningar');
  const kb = await swedishKeyboard(page);
  await kb.press('alt+n');
  await kb.type(guest.full_name);
  const form = newForm(page);
  await expect(form).toBeVisible();
  await kb.press('enter');
  await expect(form.getByRole('combobox', { name: 'Incheckning' })).toBeFocused();
  await chooseCategory(kb, form, category.name);
  await tabWith(kb, form.getByRole('combobox', { name: 'Plats' }));
  await kb.type(pitch.name);
  await kb.press('enter');
  await expect(form.getByRole('combobox', { name: 'Plats' })).toHaveValue(pitch.full_name);
  await expect(form.getByRole('button', { name: /Spara bokning/ })).toContainText(/Ctrl.*Enter/);
  await kb.press('mod+enter');
  await expect(form).toBeHidden({ timeout: 15_000 });
  const number = (await expectSnackbar(page, /Bokning \S+ har sparats/)).match(/Bokning (\S+) har sparats/)![1];
  const saved = (await syncedBookings(token)).find((b) => b.booking_number === number)!;
  expect(saved).toMatchObject({ customer_id: guest.id, check_in: today, position_id: pitch.id, checked_in_at: null });

  // Without a reload, the other console's list shows the row…
  const row = list.locator('[role="row"]').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText(guest.full_name);
  await expect(other.page.getByRole('status').filter({ hasText: /^1 bokning/ })).toBeVisible();
  await shot(other.page, 'journey-realtime-list');

  // …alt+1 (no reload): today's arrivals have it…
  await okb.press('alt+1');
  await expect(pageHeading(other.page)).toHaveText('In- och utcheckningar');
  const arrival = other.page
    .getByRole('grid', { name: 'Incheckningar idag', exact: true })
    .locator(`[data-booking-id="${saved.id}"]`);
  await expect(arrival).toBeVisible();
  await expect(arrival).toContainText(pitch.name);
  await shot(other.page, 'journey-realtime-actions');

  // …ctrl+K finds it by its number and by the guest's name…
  await okb.press('mod+k');
  const pal = paletteDialog(other.page);
  await expect(pal).toBeVisible();
  await okb.type(number);
  await expect(paletteSelected(other.page)).toContainText(number);
  await okb.press('mod+a');
  await okb.type(guest.full_name);
  await expect(pal.locator('[cmdk-item]').filter({ hasText: number }).first()).toBeVisible();
  await shot(other.page, 'journey-realtime-palette');
  await okb.press('escape');
  await expect(pal).toBeHidden();

  // …and so does the search (ctrl+F).
  await okb.press('mod+f');
  const searchDialog = other.page.getByRole('dialog', { name: /^Sök/ });
  await expect(searchDialog).toBeVisible();
  await okb.type(number);
  await expect(searchDialog.getByRole('option').filter({ hasText: number }).first()).toBeVisible();
  // The highlighted result's preview: one night is '1 natt'.
  await expect(searchDialog.getByText(`${tomorrow} (1 natt)`)).toBeVisible();
  await shot(other.page, 'journey-realtime-search');
  await okb.press('escape');
  await other.context.close();
});
