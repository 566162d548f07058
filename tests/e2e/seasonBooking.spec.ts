// Issue 12's season journeys (bookings.md 2 "Season picker and accommodation price input", "Other panels"
// (the price card), "Seasons"), keyboard only and every key as a Swedish keyboard sends it
// (swedishKeyboard.ts, through CDP):
// 1. a season booking taken at the desk: 'Säsongsbokning', the customer, the next season, a free pitch of
//    the season category at the season rule's price ('Platsavgift', 'Kostnad:'), ctrl+Enter; in its pane
//    'Avgifter' › 'Platsavgifter' the price card, a new price by alt+shift+E and Enter, and the till's
//    cart selling exactly the new price;
// 2. /bookings/sasong: a booking of Säsong 2026 still to decide copied to the next season (alt+shift+D),
//    the copy confirmed there (alt+shift+B), and another one still to decide marked 'Kopiera inte'
//    (alt+shift+I).
// Seasons, prices, free pitches and the bookings still to decide are read through the API, so neither
// journey depends on fixed demo data (where the small demo has too few, giveUpNextSeasonCopy makes one);
// the customer of journey 1 is made through the API (a unique name: the first search hit).
import type { Locator, Page } from '@playwright/test';
import { formatKr } from '../../src/domain/money';
import {
  apiGet,
  apiLogin,
  apiPost,
  expect,
  expectNoA11yViolations,
  loginFast,
  pageHeading,
  shot,
  stockholmToday,
  test,
  USERS,
} from './helpers';
import { focusIsIn, swedishKeyboard, tabWith } from './swedishKeyboard';

test.describe.configure({ timeout: 180_000 });

// ——— keys ———

// ——— data through the API ———

interface CustomSeasonPrice {
  id: number;
  price: number;
  position_ids: number[];
  category_ids: number[];
}
interface Season {
  id: number;
  start: string;
  end: string;
  full_name: string;
  default_season_price: number;
  custom_season_prices: CustomSeasonPrice[];
}
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
interface Customer {
  id: number;
  full_name: string;
}
interface SeasonRow {
  id: number;
  booking_number: string;
  status: 'draft' | 'confirmed' | 'cancelled';
  customer_id: number | null;
  customer_name: string;
  position_id: number | null;
  position_name: string | null;
  next_season: {
    state: 'pending' | 'copied' | 'ignored';
    booking_id: number | null;
    booking_number: string | null;
    booking_status: 'draft' | 'confirmed' | 'cancelled' | null;
  };
}
interface SeasonBookings {
  season: Season;
  next_season: Season | null;
  bookings: SeasonRow[];
}
interface BookingDetail {
  id: number;
  booking_number: string;
  type: string;
  check_in: string;
  check_out: string;
  position_id: number | null;
  customer_id: number | null;
  season_id: number | null;
  confirmed_at: string | null;
  is_draft: boolean;
  accommodation_price: number | null;
  total_accommodation_amount: number;
  paid_accommodation_amount: number;
  remaining_accommodation_amount: number;
}
interface Cart {
  charges: { total: number }[];
  accommodation_charges: { total: number; status: string }[];
  total_accommodation_amount: number;
  remaining_accommodation_amount: number;
}

const seasonsOf = async (token: string) => (await apiGet<{ seasons: Season[] }>(token, 'seasons')).seasons;
const seasonBookings = (token: string, seasonId: number) =>
  apiGet<SeasonBookings>(token, `seasons/bookings?season_id=${seasonId}`);
const bookingDetail = async (token: string, id: number) =>
  (await apiGet<{ booking: BookingDetail }>(token, `bookings/${id}`)).booking;

/** The pitches free for the whole stay. */
async function freeFor(token: string, checkIn: string, checkOut: string): Promise<Set<number>> {
  const { positions } = await apiGet<{ positions: { position_id: number; is_available: boolean }[] }>(
    token,
    `positions/availability?check_in=${checkIn}&check_out=${checkOut}&occupancy=2&dogs=0`,
  );
  return new Set(positions.filter((p) => p.is_available).map((p) => p.position_id));
}

/**
 * bookings.md "Seasons", written out here on its own (not the console's src/domain/seasonPrice.ts, which the
 * form uses): the position's custom price, else the category's custom price, else the season's default; of
 * two custom prices naming the same pitch (or category) the first created.
 */
function expectedSeasonPrice(season: Season, positionId: number, categoryId: number): number {
  const first = (rows: CustomSeasonPrice[]) => [...rows].sort((a, b) => a.id - b.id)[0];
  const byPosition = first(season.custom_season_prices.filter((c) => c.position_ids.includes(positionId)));
  if (byPosition) return byPosition.price;
  const byCategory = first(season.custom_season_prices.filter((c) => c.category_ids.includes(categoryId)));
  if (byCategory) return byCategory.price;
  return season.default_season_price;
}

/** A season booking that stands (not cancelled, with a customer and a pitch). */
const live = (r: SeasonRow) => r.status !== 'cancelled' && r.customer_id != null && r.position_id != null;
/** Still to decide towards the next season: never decided, or its copy cancelled (a cancelled copy is no copy). */
const toDecide = (r: SeasonRow) =>
  live(r) &&
  (r.next_season.state === 'pending' ||
    (r.next_season.state === 'copied' &&
      (r.next_season.booking_id == null || r.next_season.booking_status === 'cancelled')));

/**
 * The small demo campsite has six season pitches, nearly all taken every season, and one booking per season
 * still to decide; a journey that needs more (a free pitch next season, another booking to decide, or a retry
 * after the first try used them) makes it as another desk would when a guest gives up next season's pitch:
 * the confirmed copy in the next season of one of this season's bookings is cancelled (bookings/cancel).
 * Its pitch is free in the next season and its source is to decide again. Returns the source row as it is now.
 */
async function giveUpNextSeasonCopy(token: string, season: Season, except: ReadonlySet<number> = new Set()) {
  const { bookings } = await seasonBookings(token, season.id);
  const given = bookings.find(
    (r) =>
      live(r) &&
      !except.has(r.id) &&
      r.next_season.state === 'copied' &&
      r.next_season.booking_id != null &&
      r.next_season.booking_status === 'confirmed',
  );
  if (!given) throw new Error(`ingen bokning i ${season.full_name} med en kopia i nästa säsong att avboka`);
  await apiPost(token, 'bookings/cancel', { booking_id: given.next_season.booking_id });
  const now = (await seasonBookings(token, season.id)).bookings.find((r) => r.id === given.id)!;
  expect(toDecide(now), `${now.booking_number} är att bestämma igen`).toBe(true);
  return now;
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ne', 'su', 'vi', 'de', 'to', 'ha', 'li', 'ma', 'sö', 'bä', 'rå'];
const uniqueSurname = (prefix: string) =>
  prefix + Array.from({ length: 4 }, () => SYLLABLES[Math.floor(Math.random() * SYLLABLES.length)]).join('') + 'sson';

/** A private customer made through the API, as 'Ny Kund' would make one: a name no demo customer has. */
async function createCustomer(token: string, givenName: string, surnamePrefix: string): Promise<Customer> {
  const surname = uniqueSurname(surnamePrefix);
  const { customer } = await apiPost<{ customer: Customer }>(token, 'customers', {
    is_org: false,
    given_name: givenName,
    surname,
    org_name: '',
    org_number: '',
    org_reference: '',
    street_name: 'Sjövägen',
    street_number: '4',
    zip: '432 44',
    city: 'Varberg',
    country_id: 752,
    dialling_code_country_id: 752,
    phone_number: '',
    email: `${givenName}.${surname}@exempel.se`.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o'),
  });
  return customer;
}

// ——— screens ———

const newForm = (page: Page) => page.getByRole('dialog', { name: 'Ny bokning' });
const bookingPane = (page: Page) => page.locator('[data-entity-pane="booking"]');
/** The value of a row of a data list ('Platsavgifter totalt', 'Betalt eller fakturerat', …). */
const fact = (scope: Locator, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

// ——— the journeys ———

test('säsongsbokning: alt+N, Säsongsbokning, kund, nästa säsong, ledig säsongsplats till säsongspriset, ctrl+Enter; priskortet och ett nytt pris', async ({
  page,
}) => {
  const token = await apiLogin(USERS.receptionist);
  const today = stockholmToday();
  const seasons = await seasonsOf(token);
  // The season the form offers first: the one running today, else the next to start (bookings.md 2).
  const offered = seasons.filter((s) => s.end > today).sort((a, b) => a.start.localeCompare(b.start));
  const season = offered.find((s) => s.start <= today) ?? offered[0];
  if (!season) throw new Error(`ingen säsong att boka efter ${today}: ${seasons.map((s) => s.full_name).join(', ')}`);

  const { categories } = await apiGet<{ categories: Category[] }>(token, 'categories');
  const category = categories.find((c) => c.is_seasonal);
  if (!category) throw new Error('demodatan saknar en säsongskategori');
  const { positions } = await apiGet<{ positions: Position[] }>(token, 'positions');
  const free = await freeFor(token, season.start, season.end);
  // The previous season's bookings still to copy keep their pitches for journey 2: prefer another pitch.
  const previous = seasons.filter((s) => s.end <= season.start).sort((a, b) => b.start.localeCompare(a.start))[0];
  const waiting = new Set(
    previous ? (await seasonBookings(token, previous.id)).bookings.filter(toDecide).map((r) => r.position_id) : [],
  );
  const seasonPitches = (freeNow: Set<number>) =>
    positions.filter((p) => p.category_id === category.id && !p.deleted_at && freeNow.has(p.id));
  let pitch: Position | undefined = seasonPitches(free).find((p) => !waiting.has(p.id)) ?? seasonPitches(free)[0];
  if (!pitch && previous) {
    const given = await giveUpNextSeasonCopy(token, previous);
    pitch = seasonPitches(await freeFor(token, season.start, season.end)).find((p) => p.id === given.position_id)!;
  }
  if (!pitch) throw new Error(`ingen ledig plats i ${category.name} hela ${season.full_name}`);
  const price = expectedSeasonPrice(season, pitch.id, category.id);
  const customer = await createCustomer(token, 'Stina', 'Säs');

  await loginFast(page, USERS.receptionist, { path: '/actions' });
  await expect(pageHeading(page)).toHaveText('In- och utcheckningar');
  const kb = await swedishKeyboard(page);

  // alt+N and the customer's name at once (keys typed while the form's code arrives land in 'Kund*'), Enter.
  await kb.press('alt+n');
  await kb.type(customer.full_name);
  const form = newForm(page);
  await expect(form).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Kund*' })).toHaveValue(customer.full_name);
  await kb.press('enter');
  await expect(form.getByRole('button', { name: /Redigera Kund/ })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Incheckning' })).toBeFocused();

  // Back up to the type: the arrow keys choose 'Säsongsbokning', and the stay becomes the whole season.
  await tabWith(kb, form.getByRole('radio', { name: 'Vanlig bokning' }), { back: true });
  await kb.press('arrowright', 'arrowright');
  await expect(form.getByRole('radio', { name: 'Säsongsbokning' })).toBeChecked();
  const seasonPicker = form.getByRole('combobox', { name: 'Säsong', exact: true });
  await expect(seasonPicker).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Incheckning' })).toHaveValue(season.start);
  await expect(form.getByRole('combobox', { name: 'Utcheckning' })).toHaveValue(season.end);

  // The season category's chip by the arrow keys from the first (Space on the first, which Tab only focuses).
  const chips = form.getByRole('radiogroup', { name: 'Platskategori' });
  await tabWith(kb, chips.getByRole('radio').first());
  const names = await chips
    .getByRole('radio')
    .evaluateAll((els) => els.map((el) => el.closest('label')?.textContent ?? ''));
  const index = names.findIndex((n) => n.startsWith(category.name));
  expect(index, `${category.name} bland kategorins chips: ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
  if (index === 0) await kb.press('space');
  for (let i = 0; i < index; i++) await kb.press('arrowright');
  await expect(chips.getByRole('radio', { name: new RegExp(`^${category.name}`) })).toBeChecked();

  // The pitch by its name; Enter takes it.
  const plats = form.getByRole('combobox', { name: 'Plats' });
  await tabWith(kb, plats);
  await kb.type(pitch.name);
  await kb.press('enter');
  await expect(plats).toHaveValue(pitch.full_name);

  // 'Säsong': the season offered first, reached by Tab; the arrow keys would choose another.
  await tabWith(kb, seasonPicker);
  await expect(seasonPicker.locator('option:checked')).toHaveText(new RegExp(`^${season.full_name} \\(`));
  // 'Platsavgift': the season rule's price for the pitch in whole kronor, and 'Kostnad:' says it.
  const siteFee = form.getByRole('textbox', { name: 'Platsavgift' });
  await tabWith(kb, siteFee);
  await expect(siteFee).toHaveValue(String(price / 100));
  const summary = form.getByRole('region', { name: 'Pris' });
  await expect(summary).toContainText(`Kostnad:${formatKr(price)}`);
  await expect(summary).toContainText(season.full_name);
  await expectNoA11yViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'season-form-filled');

  await kb.press('mod+enter');
  await expect(form).toBeHidden({ timeout: 15_000 });
  const pane = bookingPane(page);
  await expect(pane).toBeVisible();
  const snackbar = page.getByText(/Bokning \S+ har sparats/);
  await expect(snackbar).toBeVisible();
  const number = (await snackbar.textContent())!.match(/Bokning (\S+) har sparats/)![1];
  await expect(pane.getByText(number).first()).toBeVisible();

  // As saved: a confirmed season booking of the customer on the pitch for the whole season at its price.
  const { bookings: inSeason } = await seasonBookings(token, season.id);
  const row = inSeason.find((r) => r.booking_number === number);
  expect(row, `${number} bland ${season.full_name}s bokningar`).toBeTruthy();
  const saved = await bookingDetail(token, row!.id);
  expect(saved).toMatchObject({
    type: 'season',
    season_id: season.id,
    customer_id: customer.id,
    position_id: pitch.id,
    check_in: season.start,
    check_out: season.end,
    is_draft: false,
    accommodation_price: price,
    total_accommodation_amount: price,
    paid_accommodation_amount: 0,
  });
  expect(saved.confirmed_at).not.toBeNull();

  // 'Avgifter' by the arrow keys along the pane's tabs: its 'Platsavgifter' shows the season's price card.
  const tabs = pane.getByRole('tablist', { name: 'Bokningens flikar' });
  await tabWith(kb, tabs.getByRole('tab', { selected: true }));
  const chargesTab = tabs.getByRole('tab', { name: 'Avgifter' });
  for (let i = 0; i < 5 && !(await focusIsIn(chargesTab)); i++) await kb.press('arrowright');
  await expect(chargesTab).toHaveAttribute('aria-selected', 'true');
  await expect(pane.getByRole('tab', { name: 'Platsavgifter' })).toHaveAttribute('aria-selected', 'true');
  const card = pane.getByRole('region', { name: 'Säsongspris' });
  await expect(fact(card, 'Platsavgifter totalt')).toHaveText(formatKr(price));
  await expect(fact(card, 'Betalt eller fakturerat')).toHaveText(formatKr(0));
  await expect(fact(card, 'Kvar att betala')).toHaveText(formatKr(price));
  const pen = card.getByRole('button', { name: /Ändra pris/ });
  await expect(pen).toContainText(/Alt.*Shift.*E/i);
  await expectNoA11yViolations(page, { include: '[data-entity-pane="booking"]' });
  await shot(page, 'season-price-card');

  // alt+shift+E: the edit with the price in whole kronor; the same price cannot be saved.
  await kb.press('alt+shift+e');
  const input = card.getByRole('textbox', { name: 'Nytt pris (hela kronor)' });
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(String(price / 100));
  const saveButton = card.getByRole('button', { name: 'Spara nytt pris' });
  await expect(saveButton).toBeDisabled();
  await kb.press('enter');
  await expect(input).toBeVisible();
  await expect(page.getByText('Det nya priset är sparat')).toHaveCount(0);
  await expect(fact(card, 'Platsavgifter totalt')).toHaveText(formatKr(price));
  await shot(page, 'season-price-edit-same');

  // A new whole-kronor price (1 250 kr more), typed over the old; Enter saves it.
  const newPrice = price + 125_000;
  await kb.press('mod+a');
  await kb.type(String(newPrice / 100));
  await expect(input).toHaveValue(String(newPrice / 100));
  await expect(saveButton).toBeEnabled();
  await shot(page, 'season-price-edit-new');
  await kb.press('enter');
  await expect(page.getByText('Det nya priset är sparat')).toBeVisible();
  await expect(input).toBeHidden();
  await expect(fact(card, 'Platsavgifter totalt')).toHaveText(formatKr(newPrice));
  await expect(fact(card, 'Betalt eller fakturerat')).toHaveText(formatKr(0));
  await expect(fact(card, 'Kvar att betala')).toHaveText(formatKr(newPrice));
  await shot(page, 'season-price-saved');

  // The till sells exactly the new price: the cart's lines add up to it, and it is what remains.
  const cart = await apiGet<Cart>(token, `bookings/${saved.id}/cart`);
  const sold = [...cart.accommodation_charges, ...cart.charges].reduce((sum, l) => sum + l.total, 0);
  expect(sold).toBe(newPrice);
  expect(cart.total_accommodation_amount).toBe(newPrice);
  expect(cart.remaining_accommodation_amount).toBe(newPrice);
  expect((await bookingDetail(token, saved.id)).accommodation_price).toBe(newPrice);

  // alt+K ('Öppna i Kassan'): the till's cart shows the same total.
  await kb.press('alt+k');
  await expect(page).toHaveURL(new RegExp(`/register/booking/${saved.id}$`));
  await expect(page.getByTestId('cart-total')).toContainText(formatKr(newPrice));
  await shot(page, 'season-till-cart');
});

test('säsongslistan: Säsong 2026, en bokning kopieras till nästa säsong och bekräftas där, en annan kopieras inte', async ({
  page,
}) => {
  const token = await apiLogin(USERS.receptionist);
  const seasons = await seasonsOf(token);
  const from = seasons.find((s) => s.full_name === 'Säsong 2026');
  if (!from) throw new Error(`Säsong 2026 saknas: ${seasons.map((s) => s.full_name).join(', ')}`);
  const list = await seasonBookings(token, from.id);
  const next = list.next_season;
  if (!next) throw new Error('Säsong 2026 har ingen nästa säsong');
  // A booking still to decide whose pitch is free for the whole next season (the copy holds it there),
  // the ones never decided first; and another still to decide for 'Kopiera inte' (its pitch need not be free).
  const free = await freeFor(token, next.start, next.end);
  const byState = (r: SeasonRow) => (r.next_season.state === 'pending' ? 0 : 1);
  const open = list.bookings.filter(toDecide).sort((a, b) => byState(a) - byState(b));
  const toCopy = open.find((r) => free.has(r.position_id!)) ?? (await giveUpNextSeasonCopy(token, from));
  const toIgnore =
    open.find((r) => r.id !== toCopy.id) ?? (await giveUpNextSeasonCopy(token, from, new Set([toCopy.id])));

  await loginFast(page, USERS.receptionist, { path: '/bookings/sasong' });
  const kb = await swedishKeyboard(page);
  await expect(pageHeading(page)).toHaveText('Säsongsbokningar');
  const grid = page.getByRole('grid', { name: 'Säsongsbokningar' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const picker = page.getByRole('combobox', { name: 'Säsong', exact: true });

  /** alt+shift+V ('Välj säsong'), the arrow keys to the season, back to the list by Tab. */
  const chooseSeason = async (s: Season) => {
    await kb.press('alt+shift+v');
    await expect(picker).toBeFocused();
    const order = await picker.locator('option').evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    const at = order.indexOf(String(await picker.inputValue()));
    const to = order.indexOf(String(s.id));
    expect(to, `${s.full_name} i väljaren`).toBeGreaterThanOrEqual(0);
    for (let i = at; i < to; i++) await kb.press('arrowdown');
    for (let i = at; i > to; i--) await kb.press('arrowup');
    await expect(picker).toHaveValue(String(s.id));
    // The list reads the chosen season: its next season is named beside the picker.
    const after = seasons.filter((x) => x.start >= s.end).sort((a, b) => a.start.localeCompare(b.start))[0];
    await expect(
      page.getByText(after ? `Nästa säsong: ${after.full_name}` : 'Ingen nästa säsong', { exact: true }),
    ).toBeVisible();
    await tabWith(kb, grid);
    await expect(grid).toHaveAttribute('aria-busy', 'false');
  };
  const activeRow = grid.locator('[role="row"][aria-selected="true"]');
  /** Home, then ↓ until the focused row is the booking (a person reading down the list). */
  const arrowTo = async (bookingNumber: string) => {
    await expect(grid.getByRole('row').filter({ hasText: bookingNumber })).toHaveCount(1);
    await kb.press('home');
    for (let i = 0; i < 400; i++) {
      if ((await activeRow.textContent())?.includes(bookingNumber)) return activeRow;
      await kb.press('arrowdown');
    }
    throw new Error(`${bookingNumber} blev aldrig markerad`);
  };

  await chooseSeason(from);
  await expect(page.getByRole('status').filter({ hasText: /säsongsbokningar? ·/ })).toContainText('kvar');

  // alt+shift+D on a booking still to decide: copied, the row names its copy.
  const source = await arrowTo(toCopy.booking_number);
  await expect(page.getByRole('button', { name: /Kopiera till nästa säsong/ })).toBeEnabled();
  await kb.press('alt+shift+d');
  const copied = page.getByText(new RegExp(`${toCopy.booking_number} är kopierad till ${next.full_name} som (\\S+)`));
  await expect(copied).toBeVisible();
  const copyNumber = (await copied.textContent())!.match(/ som (\S+)$/)![1];
  await expect(source).toContainText(`Kopierad ${copyNumber}`);
  await expect(source).toContainText('Obekräftad');
  await shot(page, 'season-list-copied');

  // alt+shift+I on another: 'Kopieras inte'.
  const other = await arrowTo(toIgnore.booking_number);
  await kb.press('alt+shift+i');
  await expect(page.getByText(`${toIgnore.booking_number} kopieras inte till nästa säsong`)).toBeVisible();
  await expect(other).toContainText('Kopieras inte');
  await expect(page.getByRole('button', { name: /Kopiera inte/ })).toBeDisabled();
  await expectNoA11yViolations(page);
  await shot(page, 'season-list-ignored');

  // The next season: the copy is there, unconfirmed; alt+shift+B confirms it.
  await chooseSeason(next);
  const copy = await arrowTo(copyNumber);
  await expect(copy).toContainText('Obekräftad');
  await expect(copy).toContainText(toCopy.customer_name);
  await kb.press('alt+shift+b');
  await expect(page.getByText(`${copyNumber} är bekräftad`)).toBeVisible();
  await expect(copy).toContainText('Bekräftad');
  await expect(copy).not.toContainText('Obekräftad');
  await shot(page, 'season-list-confirmed');

  // On the server: the same pitch and customer for the whole next season, confirmed.
  const { bookings: nextRows } = await seasonBookings(token, next.id);
  const copyRow = nextRows.find((r) => r.booking_number === copyNumber);
  expect(copyRow, `${copyNumber} bland ${next.full_name}s bokningar`).toBeTruthy();
  const detail = await bookingDetail(token, copyRow!.id);
  expect(detail).toMatchObject({
    type: 'season',
    season_id: next.id,
    position_id: toCopy.position_id,
    customer_id: toCopy.customer_id,
    check_in: next.start,
    check_out: next.end,
    is_draft: false,
  });
  expect(detail.confirmed_at).not.toBeNull();
  // And the source row of Säsong 2026 says so; the other is not copied.
  const after = (await seasonBookings(token, from.id)).bookings;
  expect(after.find((r) => r.id === toCopy.id)?.next_season).toMatchObject({
    state: 'copied',
    booking_number: copyNumber,
    booking_status: 'confirmed',
  });
  expect(after.find((r) => r.id === toIgnore.id)?.next_season.state).toBe('ignored');
});
