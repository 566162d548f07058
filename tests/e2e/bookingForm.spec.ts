// The booking form (bookings.md 2 "Booking form dialog", 4 "Booking form behaviour", 7 bookings/store):
// a receptionist on /actions takes a phone booking for a known customer with the keyboard only:
// alt+N, the customer's name, typed dates, the category by arrow keys, the pitch by name, ctrl+Enter.
// The booking opens in its pane; every key pressed is counted.
import type { Page } from '@playwright/test';
import {
  apiGet,
  apiLogin,
  expect,
  expectNoA11yViolations,
  isPersonName,
  loginFast,
  shot,
  stockholmToday,
  syncedBookings,
  tabTo,
  test,
  USERS,
} from './helpers';

test.describe.configure({ timeout: 180_000 });

const form = (page: Page) => page.getByRole('dialog', { name: 'Ny bokning' });
const pane = (page: Page) => page.locator('[data-entity-pane="booking"]');

const addDaysIso = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

interface Category {
  id: number;
  name: string;
}
interface Position {
  id: number;
  name: string;
  full_name: string;
  category_id: number;
  deleted_at: string | null;
}

/** A known customer (a private person with an e-mail address) whose name no other customer shares. */
async function knownCustomer(token: string) {
  const names = new Map<string, number>();
  const ids = new Map<string, number>();
  for (const b of await syncedBookings(token)) {
    if (!isPersonName(b.customer_name) || !b.customer_id) continue;
    names.set(b.customer_name, (names.get(b.customer_name) ?? 0) + 1);
    ids.set(b.customer_name, b.customer_id);
  }
  for (const [name, id] of ids) {
    const { customers } = await apiGet<{ customers: { id: number; full_name: string; email: string | null }[] }>(
      token,
      `search/customer?search=${encodeURIComponent(name)}`,
    );
    if (customers[0]?.id === id && customers[0].email && customers.filter((c) => c.full_name === name).length === 1)
      return { id, name };
  }
  throw new Error('demodatan saknar en kund med e-postadress och ett eget namn');
}

/** Free pitches of the category for the stay. */
async function freePitches(token: string, categoryId: number, checkIn: string, checkOut: string) {
  const { positions } = await apiGet<{ positions: Position[] }>(token, 'positions');
  const { positions: free } = await apiGet<{ positions: { position_id: number; is_available: boolean }[] }>(
    token,
    `positions/availability?check_in=${checkIn}&check_out=${checkOut}&occupancy=2&dogs=0`,
  );
  return positions.filter(
    (p) => p.category_id === categoryId && !p.deleted_at && free.some((f) => f.position_id === p.id && f.is_available),
  );
}

test('ny bokning per telefon: alt+N, kund, datum, kategori, plats, ctrl+Enter, bokningen öppnas', async ({ page }) => {
  const token = await apiLogin(USERS.receptionist);
  const customer = await knownCustomer(token);
  const today = stockholmToday();
  const checkIn = addDaysIso(today, 20);
  const checkOut = addDaysIso(checkIn, 3);
  const { categories } = await apiGet<{ categories: Category[] }>(token, 'categories');
  const category = categories.find((c) => c.name === 'Husvagnsplats med el') ?? categories[1];
  const [pitch] = await freePitches(token, category.id, checkIn, checkOut);
  if (!pitch) throw new Error(`ingen ledig plats i ${category.name} ${checkIn}–${checkOut}`);

  await loginFast(page, USERS.receptionist, { path: '/actions' });

  // Every key the receptionist presses, counted.
  let presses = 0;
  const press = async (...k: string[]) => {
    for (const key of k) {
      await page.keyboard.press(key);
      presses++;
    }
  };
  const type = async (text: string) => {
    await page.keyboard.type(text);
    presses += [...text].length;
  };

  // alt+N and at once the customer's name: keys typed while the form's code arrives land in 'Kund*'.
  await press('Alt+n');
  await type(customer.name);
  await expect(form(page)).toBeVisible();
  const kund = form(page).getByRole('combobox', { name: 'Kund*' });
  await expect(kund).toHaveValue(customer.name);
  // Enter at once: the first result is taken when the search answers.
  await press('Enter');
  // The customer is chosen: 'Redigera Kund' replaces 'Ny Kund', and the keyboard is on the check-in.
  await expect(form(page).getByRole('button', { name: /Redigera Kund/ })).toBeVisible();
  const incheckning = form(page).getByRole('combobox', { name: 'Incheckning' });
  await expect(incheckning).toBeFocused();

  const [, m, d] = checkIn.split('-').map(Number);
  await type(`${d}/${m}`);
  await press('Enter');
  await type('+3');
  await press('Enter');
  await expect(incheckning).toHaveValue(checkIn);
  await expect(form(page).getByRole('combobox', { name: 'Utcheckning' })).toHaveValue(checkOut);
  await expect(form(page).getByText('3 nätter')).toBeVisible();

  // Tab to the category chips (past the date chips and the arrival time), arrows to the category.
  const chips = form(page).getByRole('radiogroup', { name: 'Platskategori' });
  for (let i = 0; i < 8 && !(await chips.evaluate((el) => el.contains(document.activeElement))); i++)
    await press('Tab');
  await expect(chips.getByRole('radio').first()).toBeFocused();
  const index = categories.findIndex((c) => c.id === category.id);
  for (let i = 0; i < index; i++) await press('ArrowRight');
  await expect(chips.getByRole('radio', { name: new RegExp(category.name) })).toBeChecked();
  await expect(chips).toContainText(/\d+ av \d+ platser? ledig/);

  // The pitch by its name; Enter takes it and moves on.
  await press('Tab');
  const plats = form(page).getByRole('combobox', { name: 'Plats' });
  await expect(plats).toBeFocused();
  await type(pitch.name);
  await press('Enter');
  await expect(plats).toHaveValue(pitch.full_name);
  await expect(form(page).getByText('Kostnad:')).toBeVisible();
  await expect(form(page).getByRole('region', { name: 'Pris' })).toContainText(/Kostnad:[\d\s]+,\d\d\skr/);
  const save = form(page).getByRole('button', { name: /Spara & bekräfta/ });
  await expect(save).toContainText('Ctrl Enter');
  // The draft holds the pitch while the form is open (the top bar's drafts popover lists it).
  await expect
    .poll(
      async () => (await syncedBookings(token)).some((b) => b.is_draft && b.position_id === pitch.id && !b.deleted_at),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);

  await expectNoA11yViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'booking-form-filled');

  await press('Control+Enter');
  const bookingKeys = presses;
  await expect(form(page)).toBeHidden({ timeout: 15_000 });
  await expect(pane(page)).toBeVisible();
  const snackbar = page.getByText(/Bokning \S+ har sparats/);
  await expect(snackbar).toBeVisible();
  const number = (await snackbar.textContent())!.match(/Bokning (\S+) har sparats/)![1];
  await expect(pane(page).getByText(number).first()).toBeVisible();
  await shot(page, 'booking-form-saved-pane');

  // As saved: the customer, the stay, the pitch; confirmed, not a draft.
  const saved = (await syncedBookings(token)).find((b) => b.booking_number === number)!;
  expect(saved).toMatchObject({
    customer_id: customer.id,
    check_in: checkIn,
    check_out: checkOut,
    position_id: pitch.id,
    is_draft: false,
  });

  // alt+E in the pane: 'Redigera bokning', one night more, the rebooking preview's default, ctrl+Enter.
  await press('Alt+e');
  const edit = page.getByRole('dialog', { name: 'Redigera bokning' });
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('combobox', { name: 'Kund*' })).toHaveValue(customer.name);
  await expect(edit.getByRole('combobox', { name: 'Incheckning' })).toBeFocused();
  await press('Tab');
  await type('+4');
  await press('Enter');
  await expect(edit.getByRole('combobox', { name: 'Utcheckning' })).toHaveValue(addDaysIso(checkIn, 4));
  const nyttPris = edit.getByRole('combobox', { name: 'Nytt pris' });
  await expect(nyttPris).toBeEnabled();
  await expect(edit.getByRole('region', { name: 'Pris' })).toContainText('Nuvarande pris');
  await shot(page, 'booking-form-edit');
  await expectNoA11yViolations(page, { include: '[role="dialog"]' });
  await press('Control+Enter');
  await expect(edit).toBeHidden({ timeout: 15_000 });
  await expect(pane(page).getByText('(4 nätter)')).toBeVisible();

  const expected =
    1 + customer.name.length + 1 + `${d}/${m}`.length + 1 + 2 + 1 + 5 + index + 1 + pitch.name.length + 1 + 1;
  console.log(`Ny bokning per telefon: ${bookingKeys} tangenttryck (${customer.name}, ${pitch.full_name})`);
  // Only the two day chips differ on a Friday ('Över helgen' replaces 'Två nätter' and 'Nästa helg').
  expect(bookingKeys).toBeLessThanOrEqual(expected);
});

test('gruppbokning: två bokningar på två platser, sparas och öppnas som grupp', async ({ page }) => {
  const token = await apiLogin(USERS.receptionist);
  const customer = await knownCustomer(token);
  const checkIn = addDaysIso(stockholmToday(), 30);
  const checkOut = addDaysIso(checkIn, 2);
  const { categories } = await apiGet<{ categories: Category[] }>(token, 'categories');
  const category = categories.find((c) => c.name === 'Tältplats') ?? categories[0];
  const [first, second] = await freePitches(token, category.id, checkIn, checkOut);
  if (!second) throw new Error(`två lediga platser i ${category.name} saknas ${checkIn}–${checkOut}`);

  await loginFast(page, USERS.receptionist, { path: '/actions' });
  await page.keyboard.press('Alt+n');
  await page.keyboard.type(customer.name);
  await page.keyboard.press('Enter');
  const incheckning = form(page).getByRole('combobox', { name: 'Incheckning' });
  await expect(incheckning).toBeFocused();
  const [, m, d] = checkIn.split('-').map(Number);
  await page.keyboard.type(`${d}/${m}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type('+2');
  await page.keyboard.press('Enter');

  // Back up to the type: the arrow keys choose 'Gruppbokning'.
  await tabTo(page, form(page).getByRole('radio', { name: 'Vanlig bokning' }), { back: true });
  await page.keyboard.press('ArrowRight');
  await expect(form(page).getByRole('radio', { name: 'Gruppbokning' })).toBeChecked();
  const chips = form(page).getByRole('radiogroup', { name: 'Platskategori' });
  await tabTo(page, chips.getByRole('radio').first());
  const index = categories.findIndex((c) => c.id === category.id);
  // Tab only enters the group; the arrows choose, Space chooses the first.
  if (index === 0) await page.keyboard.press('Space');
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight');
  await expect(chips.getByRole('radio', { name: new RegExp(category.name) })).toBeChecked();

  const card = (n: number) => form(page).getByRole('region', { name: `Bokning #${n}` });
  await expect(card(2)).toBeVisible();
  for (const [n, pitch] of [
    [1, first],
    [2, second],
  ] as const) {
    const plats = card(n).getByRole('combobox', { name: 'Plats' });
    await tabTo(page, plats);
    await page.keyboard.type(pitch.name);
    await page.keyboard.press('Enter');
    await expect(plats).toHaveValue(pitch.full_name);
  }
  await expect(form(page).getByRole('region', { name: 'Pris' })).toContainText(/Kostnad:[\d\s]+,\d\d\skr/);
  await expect(form(page).getByRole('button', { name: /Spara bokning/ })).toContainText('Ctrl Enter');
  await expectNoA11yViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'booking-form-group');

  await page.keyboard.press('Control+Enter');
  await expect(form(page)).toBeHidden({ timeout: 15_000 });
  await expect(page.locator('[data-entity-pane="group"]')).toBeVisible();
  await expect(page.getByText('Gruppbokningen har sparats')).toBeVisible();
  const members = (await syncedBookings(token)).filter(
    (b) => b.customer_id === customer.id && b.check_in === checkIn && b.type === 'group',
  );
  expect(members.map((b) => b.position_id).sort()).toEqual([first.id, second.id].sort());
});
