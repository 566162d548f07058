// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const apiMock = vi.fn();
vi.mock('../../../data/api', async (orig) => ({
  ...(await orig<typeof import('../../../data/api')>()),
  api: (...a: unknown[]) => apiMock(...a),
}));

const { ApiError } = await import('../../../data/api');
const { registerCommands, installContextProvider } = await import('../../../commands/registry');
const { focusState } = await import('../../../commands/focusStack');
const { installKeys } = await import('../../../commands/keys');
const { bookings$, catalog$ } = await import('../../../data/stores');
const { confirm$, settleConfirm } = await import('../../../data/dialogs');
const { installNavigation, memoryNavigation } = await import('../../../navigation/navigation');
const { bookingFormCommands } = await import('./bookingForm.commands');
const { BookingFormDialog } = await import('./BookingFormDialog');
const { closeBookingForm, openBookingForm, setBookingFormSetting } = await import('./bookingFormStore');
const { clearAvailabilityCache } = await import('./useAvailability');
const { formatKr } = await import('../../../domain/money');

/**
 * The booking form with the API answered here (bookings.md 2 "Booking form dialog", 4 "Booking form
 * behaviour", 5): a receptionist takes a booking by keyboard; what is sent, shown and refused.
 */

// Today is Wednesday 2026-11-18 in Stockholm.
const NOW = new Date('2026-11-18T09:00:00Z');

const CATEGORIES = [
  {
    id: 1,
    name: 'Tältplats',
    display_order: 1,
    positions: [11],
    lodging_type_ids: [1],
    default_lodging_type_id: 1,
    cancellation_policy_ids: [1],
    cancellationPolicies: [{ id: 1, available_on: 'reception_standard' }],
    max_guests: 6,
    max_adults: 4,
    max_children: 4,
    fee_options: [
      { key: 'booking_fee' as const, price: 4900 },
      { key: 'position_reservation_fee' as const, price: 9900 },
    ],
    nightly_price: 25000,
    is_seasonal: false,
    accommodation_product_id: null,
  },
  {
    id: 2,
    name: 'Husvagnsplats med el',
    display_order: 2,
    positions: [21, 22, 23],
    lodging_type_ids: [2, 3, 1],
    default_lodging_type_id: 2,
    cancellation_policy_ids: [1, 2, 3],
    cancellationPolicies: [
      { id: 1, available_on: 'reception_standard' },
      { id: 2, available_on: 'reception_standard' },
      { id: 3, available_on: 'reception_season' },
    ],
    max_guests: 8,
    max_adults: 6,
    max_children: 6,
    fee_options: [
      { key: 'booking_fee' as const, price: 4900 },
      { key: 'position_reservation_fee' as const, price: 9900 },
      { key: 'electricity_fee' as const, price: 5500 },
    ],
    nightly_price: 39000,
    is_seasonal: false,
    accommodation_product_id: null,
  },
];
const position = (id: number, name: string, category_id: number, display_order: number) => ({
  id,
  name,
  full_name: `${name} ${category_id === 1 ? 'Tältplats' : 'Husvagnsplats'}`,
  map_name: name,
  category_id,
  map_x: 0,
  map_y: 0,
  width: 10,
  height: 10,
  border_radius: 0,
  display_order,
  remarks: null,
  has_electricity: category_id === 2,
  deleted_at: null,
});
const POSITIONS = [
  position(11, 'T1', 1, 1),
  position(21, 'A1', 2, 2),
  position(22, 'A2', 2, 3),
  position(23, 'A3', 2, 4),
];
const LODGING = [
  { id: 1, name: 'Tält', icon: 'mdi-tent' },
  { id: 2, name: 'Husvagn', icon: 'mdi-caravan' },
  { id: 3, name: 'Husbil', icon: 'mdi-rv-truck' },
];
const POLICIES = [
  {
    id: 1,
    name: 'Flexibel',
    human_readable_price: '+ 99 kr',
    human_readable_text: 'Avboka fram till dagen före.',
    rules: [],
  },
  {
    id: 2,
    name: 'Standard',
    human_readable_price: 'Ingår',
    human_readable_text: 'Full återbetalning 30 dagar före.',
    rules: [],
  },
  {
    id: 3,
    name: 'Säsong',
    human_readable_price: 'Ingår',
    human_readable_text: 'Säsongsplatsen avbokas senast 1 mars.',
    rules: [],
  },
];
/** 2026 has ended by 18 November; 2027 is next. Husvagnsplats costs 15 100 kr a season, pitch A3 17 000 kr. */
const SEASONS = [
  {
    id: 11,
    start: '2026-04-15',
    end: '2026-10-15',
    full_name: 'Säsong 2026',
    default_season_price: 1_390_000,
    deleted_at: null,
    custom_season_prices: [],
  },
  {
    id: 13,
    start: '2028-04-15',
    end: '2028-10-15',
    full_name: 'Säsong 2028',
    default_season_price: 1_520_000,
    deleted_at: null,
    custom_season_prices: [],
  },
  {
    id: 12,
    start: '2027-04-15',
    end: '2027-10-15',
    full_name: 'Säsong 2027',
    default_season_price: 1_450_000,
    deleted_at: null,
    custom_season_prices: [
      { id: 1, price: 1_510_000, position_ids: [], category_ids: [2] },
      { id: 2, price: 1_700_000, position_ids: [23], category_ids: [] },
    ],
  },
];

const ANNA = { id: 5, full_name: 'Anna Svensson', shortAddress: 'Storgatan 5, Ystad', email: 'anna@example.se' };
const available = (id: number) => ({
  position_id: id,
  is_available: true,
  has_error: false,
  has_warning: false,
  error_message: null,
  status: 'bookable' as const,
});
const A1_TAKEN = 'Platsen är bokad 2026-11-20–2026-11-26 (bokning 1042)';

function priceAnswer(q: Record<string, string>) {
  const nights = (Date.parse(q.check_out) - Date.parse(q.check_in)) / 86_400_000;
  const nightly = q.category_id === '1' ? 25000 : 39000;
  return {
    check_in: q.check_in,
    check_out: q.check_out,
    nights,
    charges: [
      { start: q.check_in, end: q.check_out, nights, price: nightly * nights, original_price: nightly * nights },
    ],
    accommodation_total: nightly * nights,
    fees: [
      { key: 'booking_fee', name: 'Bokningsavgift', price: 4900 },
      { key: 'position_reservation_fee', name: 'Platsreservationsavgift', price: 9900 },
      ...(q.category_id === '2' ? [{ key: 'electricity_fee', name: 'El', price: 5500 * nights }] : []),
    ],
    total_without_fees: nightly * nights,
  };
}

type Handler = (opts: { query?: Record<string, string>; body?: Record<string, unknown> }) => unknown;
let handlers: Record<string, Handler>;
const sent = (endpoint: string) =>
  apiMock.mock.calls.filter(([m, p]) => `${m} ${p}` === endpoint).map(([, , o]) => o as { query?: any; body?: any });

let nextId = 900;
function storeAnswer(body: Record<string, unknown>) {
  const id = (body.draft_id as number | undefined) ?? ++nextId;
  return {
    booking: {
      id,
      booking_number: String(id),
      title: 'Anna Svensson',
      is_draft: body.is_draft === true,
      draft_expires_at: body.is_draft ? '2026-11-18T09:15:00Z' : null,
      confirmed_at: body.is_draft ? null : '2026-11-18T09:00:00Z',
      check_in: body.check_in,
      check_out: body.check_out,
      position_id: body.position_id,
      customer_id: body.customer_id,
      customer_name: 'Anna Svensson',
      deleted_at: null,
    },
  };
}

function defaultHandlers(): Record<string, Handler> {
  return {
    'GET search/customer': ({ query }) => ({
      customers: /an/i.test(query?.search ?? '')
        ? [ANNA, { id: 6, full_name: 'Anders Berg', shortAddress: 'Lund', email: null }]
        : [],
    }),
    'GET categories/availability': () => ({
      categories: [
        { category_id: 1, text: '1 av 1 plats ledig', form_error_text: null, available_count: 1, total_count: 1 },
        { category_id: 2, text: '2 av 3 platser lediga', form_error_text: null, available_count: 2, total_count: 3 },
      ],
    }),
    'GET positions/availability': () => ({
      positions: [
        available(11),
        { ...available(21), is_available: false, has_error: true, status: 'reserved', error_message: A1_TAKEN },
        available(22),
        available(23),
      ],
    }),
    'GET rates/accommodation-charges': ({ query }) => priceAnswer(query!),
    'POST bookings/store': ({ body }) => storeAnswer(body!),
    'POST bookings/delete-draft': ({ body }) => ({ booking_id: body!.booking_id, removed: true }),
    'GET customers/5': () => ({ customer: ANNA }),
  };
}

let nav: ReturnType<typeof memoryNavigation>;

beforeAll(() => {
  registerCommands(bookingFormCommands);
  installContextProvider(() => ({
    path: '/actions',
    level: 'receptionist',
    modules: ['PMS'],
    loggedIn: true,
    focus: focusState(),
    entity: null,
    selected: null,
  }));
  installKeys();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  nav = memoryNavigation('/actions');
  installNavigation(nav);
  clearAvailabilityCache();
  bookings$.set({});
  catalog$.assign({
    categories: CATEGORIES,
    positions: POSITIONS,
    lodgingTypes: LODGING,
    cancellationPolicies: POLICIES,
    seasons: SEASONS,
  });
  setBookingFormSetting('sendConfirmation', true);
  handlers = defaultHandlers();
  apiMock.mockReset();
  apiMock.mockImplementation(async (method: string, path: string, opts: Parameters<Handler>[0] = {}) => {
    const h = handlers[`${method} ${path}`];
    if (!h) throw new Error(`unexpected ${method} ${path}`);
    return h(opts);
  });
});

afterEach(() => {
  act(() => closeBookingForm());
  if (confirm$.peek()) act(() => settleConfirm(false));
  cleanup();
  vi.useRealTimers();
});

async function openForm(request: Parameters<typeof openBookingForm>[0] = { mode: 'new' }) {
  const user = userEvent.setup();
  render(<BookingFormDialog />);
  act(() => openBookingForm(request));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

const input = (name: string | RegExp) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const focused = () => document.activeElement as HTMLElement;
/** The text a field's aria-describedby points at. */
const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

/** Customer, dates 24/11 +3, category by arrow keys, position A2: the phone booking's keys. */
async function fillPhoneBooking(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(focused()).toBe(input('Kund*')));
  await user.keyboard('anna');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(input('Kund*').value).toBe('Anna Svensson'));
  await waitFor(() => expect(focused()).toBe(input('Incheckning')));
  await user.keyboard('24/11{Enter}+3{Enter}');
  expect(input('Utcheckning').value).toBe('2026-11-27');
  // Check-out → chips (3) → arrival → category.
  await user.tab();
  await user.tab();
  await user.tab();
  await user.tab();
  expect(focused()).toBe(screen.getByRole('combobox', { name: 'Ankomsttid' }));
  await user.tab();
  expect(focused()).toBe(screen.getByRole('radio', { name: /Tältplats/ }));
  await user.keyboard('{ArrowRight}');
  expect((screen.getByRole('radio', { name: /Husvagnsplats/ }) as HTMLInputElement).checked).toBe(true);
  await user.tab();
  expect(focused()).toBe(input('Plats'));
  await waitFor(() =>
    expect(screen.getByRole('radio', { name: /Husvagnsplats/ }).closest('label')?.textContent).toContain(
      '2 av 3 platser lediga',
    ),
  );
  await user.keyboard('a2{Enter}');
  await waitFor(() => expect(input('Plats').value).toBe('A2 Husvagnsplats'));
  // The position taken with Enter moves on to the next field, the lodging type.
  expect(focused()).toBe(screen.getByRole('combobox', { name: 'Boendetyp' }));
  await waitFor(() => expect(screen.getByText('Kostnad:').nextElementSibling?.textContent).toBe(formatKr(131800)));
}

describe('BookingForm: a new booking by keyboard', () => {
  it('takes a phone booking: customer, typed dates, category, position; ctrl+Enter saves & confirms and opens it', async () => {
    const { user, dialog } = await openForm();
    expect(within(dialog).getByRole('heading', { name: 'Ny bokning' })).toBeTruthy();
    await fillPhoneBooking(user);
    // Check-in is not today: booking fee and position reservation fee are preselected (3 nights × 390 + 49 + 99 = 1 318 kr).
    expect((screen.getByRole('checkbox', { name: /Bokningsavgift/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Platsreservationsavgift/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^El/ }) as HTMLInputElement).checked).toBe(false);
    // 'Boendetyp' is as wide as 'Husvagn' and room for its arrow, never squeezed narrower.
    expect((screen.getByRole('combobox', { name: 'Boendetyp' }) as HTMLSelectElement).style.minWidth).toBe(
      'calc(7ch + 48px)',
    );
    // Anna has an e-mail address and the setting is on: the button says so, with its key.
    const save = screen.getByRole('button', { name: /Spara & bekräfta/ });
    expect(save.textContent).toContain('Ctrl Enter');

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent('POST bookings/store').filter((o) => o.body.is_draft === false)).toHaveLength(1));
    const body = sent('POST bookings/store').find((o) => o.body.is_draft === false)!.body;
    expect(body).toMatchObject({
      customer_id: 5,
      category_id: 2,
      position_id: 22,
      check_in: '2026-11-24',
      check_out: '2026-11-27',
      adults: 2,
      children: 0,
      dogs: 0,
      lodging_type_id: 2,
      cancellation_policy_id: 1,
      type: 'regular',
      total: 131800,
      is_apply_booking_fee: true,
      is_apply_position_reservation_fee: true,
      is_apply_electricity_fee: false,
      is_draft: false,
      send_confirmation: true,
    });
    expect(typeof body.client_key).toBe('string');
    // The booking pane opens over the screen; the form is gone.
    await waitFor(() => expect(nav.history.at(-1)?.search).toMatchObject({ booking: expect.any(Number) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bookings$[nav.history.at(-1)!.search.booking as number].peek()?.is_draft).toBe(false);
  });

  it('holds the pitch as a draft while open, and the save confirms that same draft', async () => {
    const { user } = await openForm();
    await fillPhoneBooking(user);
    await waitFor(() => expect(sent('POST bookings/store').length).toBeGreaterThan(0), { timeout: 3000 });
    const draft = sent('POST bookings/store')[0].body;
    expect(draft).toMatchObject({ is_draft: true, position_id: 22, total: 131800 });
    expect(draft.draft_id).toBeUndefined();
    // The top bar's popover reads the working set: the draft is there, counting down.
    await waitFor(() => expect(Object.values(bookings$.peek()).some((b) => b.is_draft)).toBe(true));
    const draftId = Object.values(bookings$.peek()).find((b) => b.is_draft)!.id;

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent('POST bookings/store').some((o) => o.body.is_draft === false)).toBe(true));
    expect(sent('POST bookings/store').find((o) => o.body.is_draft === false)!.body.draft_id).toBe(draftId);
    expect(sent('POST bookings/delete-draft')).toHaveLength(0);
  });

  it('a count being retyped keeps the draft; the change is saved into the same draft', async () => {
    const { user } = await openForm();
    await fillPhoneBooking(user);
    await waitFor(() => expect(Object.values(bookings$.peek()).some((b) => b.is_draft)).toBe(true), { timeout: 3000 });
    const draftId = Object.values(bookings$.peek()).find((b) => b.is_draft)!.id;
    const adults = screen.getByRole('spinbutton', { name: 'Vuxna' });
    await user.clear(adults);
    await user.type(adults, '3');
    await waitFor(
      () => expect(sent('POST bookings/store').at(-1)!.body).toMatchObject({ adults: 3, draft_id: draftId }),
      {
        timeout: 3000,
      },
    );
    expect(sent('POST bookings/delete-draft')).toHaveLength(0);
    // Clearing the pitch gives it back at once.
    await user.clear(input('Plats'));
    await waitFor(() =>
      expect(sent('POST bookings/delete-draft').map((o) => o.body)).toEqual([{ booking_id: draftId }]),
    );
  });

  it('Escape asks first; closing without saving deletes the draft and frees the pitch', async () => {
    const { user } = await openForm();
    await fillPhoneBooking(user);
    await waitFor(() => expect(Object.values(bookings$.peek()).some((b) => b.is_draft)).toBe(true), { timeout: 3000 });
    const draftId = Object.values(bookings$.peek()).find((b) => b.is_draft)!.id;

    await user.keyboard('{Escape}');
    await waitFor(() => expect(confirm$.peek()?.header).toBe('Stäng utan att spara?'));
    // 'Avbryt' in the question keeps the form as it was.
    act(() => settleConfirm(false));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(sent('POST bookings/delete-draft')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Avbryt/ }));
    await waitFor(() => expect(confirm$.peek()).not.toBeNull());
    act(() => settleConfirm(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(sent('POST bookings/delete-draft').map((o) => o.body)).toEqual([{ booking_id: draftId }]),
    );
    expect(bookings$[draftId].deleted_at.peek()).not.toBeNull();
  });

  it('an untouched form closes on Escape without asking', async () => {
    const { user } = await openForm();
    await waitFor(() => expect(focused()).toBe(input('Kund*')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirm$.peek()).toBeNull();
  });
});

describe('BookingForm: messages at their fields', () => {
  it('a save without customer or category names both at their fields and sends nothing', async () => {
    const { user } = await openForm();
    await waitFor(() => expect(focused()).toBe(input('Kund*')));
    await user.keyboard('{Control>}{Enter}{/Control}');
    const customer = input('Kund*');
    await waitFor(() => expect(customer.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(customer)).toContain('Kan inte gå vidare utan att välja kund');
    expect(screen.getByRole('radiogroup', { name: 'Platskategori' }).textContent).toContain('Välj platskategori');
    expect(screen.getByText('Rätta de markerade fälten för att spara.')).toBeTruthy();
    // The first field with a message gets the keyboard.
    expect(focused()).toBe(customer);
    expect(sent('POST bookings/store')).toHaveLength(0);
  });

  it("guests over the category's limits say so at the field", async () => {
    const { user } = await openForm();
    await user.click(await screen.findByRole('radio', { name: /Tältplats/ }));
    const adults = screen.getByRole('spinbutton', { name: 'Vuxna' });
    await user.clear(adults);
    await user.type(adults, '5');
    expect(describedText(adults)).toContain('Max 4 vuxna tillåtna');
    expect(adults.getAttribute('aria-invalid')).toBe('true');
    const children = screen.getByRole('spinbutton', { name: 'Barn' });
    await user.clear(adults);
    await user.type(adults, '4');
    await user.clear(children);
    await user.type(children, '3');
    expect(screen.getByRole('group', { name: 'Gäster' }).textContent).toContain('Max 6 gäster tillåtna');
  });

  it('lists a taken pitch with why and does not take it; a refused save shows the server message at Plats', async () => {
    handlers['POST bookings/store'] = ({ body }) => {
      if (body!.is_draft) return storeAnswer(body!);
      throw new ApiError(422, 'position_taken', 'Något gick fel - välj en annan plats', {
        errors: { position_id: ['Något gick fel - välj en annan plats'] },
      });
    };
    const { user } = await openForm({ mode: 'new', customerId: 5 });
    await user.click(await screen.findByRole('radio', { name: /Husvagnsplats/ }));
    const plats = input('Plats');
    await user.click(plats);
    await user.keyboard('{ArrowDown}');
    const a1 = await screen.findByRole('option', { name: /A1 Husvagnsplats/ });
    expect(a1.textContent).toContain(A1_TAKEN);
    expect(a1.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');
    await user.keyboard('a{Enter}');
    // 'a' names A1 first, but A1 is taken: the first free one is chosen.
    await waitFor(() => expect(plats.value).toBe('A2 Husvagnsplats'));

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(plats.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(plats)).toContain('Något gick fel - välj en annan plats');
    expect(focused()).toBe(plats);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("'Ett fel inträffade' when the price cannot be fetched; a late answer of an older query is not applied", async () => {
    let first = true;
    let releaseOld!: () => void;
    handlers['GET rates/accommodation-charges'] = ({ query }) => {
      if (first) {
        first = false;
        // The first (Tältplats) answer comes after the second query's failure.
        return new Promise((resolve) => {
          releaseOld = () => resolve(priceAnswer(query!));
        });
      }
      throw new ApiError(500, null, 'Serverfel');
    };
    const { user } = await openForm({ mode: 'new', customerId: 5 });
    await user.click(await screen.findByRole('radio', { name: /Tältplats/ }));
    await waitFor(() => expect(sent('GET rates/accommodation-charges')).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: /Husvagnsplats/ }));
    await waitFor(() => expect(screen.getByText('Ett fel inträffade')).toBeTruthy());
    await act(async () => releaseOld());
    expect(screen.getByText('Ett fel inträffade')).toBeTruthy();
    expect(screen.queryByText('750,00 kr')).toBeNull();
  });
});

describe('BookingForm: save buttons', () => {
  it("a drop-in (check-in today) offers 'Spara bokning' and, first, 'Spara och checka in' (ctrl+shift+Enter)", async () => {
    await openForm({ mode: 'new', customerId: 5 });
    expect(await screen.findByRole('button', { name: /Spara och checka in/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Spara och checka in/ }).textContent).toContain('Ctrl Shift Enter');
    expect(screen.getByRole('button', { name: /Spara bokning/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Spara & bekräfta/ })).toBeNull();
  });

  it("with the settings menu's confirmation off, a future booking says 'Spara bokning'", async () => {
    const { user } = await openForm({ mode: 'new', customerId: 5 });
    // With the customer chosen, the stay has the keyboard first.
    await waitFor(() => expect(focused()).toBe(input('Incheckning')));
    await user.keyboard('24/11{Enter}');
    expect(await screen.findByRole('button', { name: /Spara & bekräfta/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Inställningar för bokningsformuläret' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: /Skicka bokningsbekräftelse/ }));
    // The menu stays open for more choices; Escape closes it and only it.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: /Spara bokning/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Spara & bekräfta/ })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Ny bokning' })).toBeTruthy();
  });
});

describe("BookingForm: 'Redigera bokning'", () => {
  const BOOKING = {
    id: 7,
    booking_number: '2026-0007',
    title: 'Anna Svensson',
    type: 'regular',
    check_in: '2026-11-24',
    check_out: '2026-11-27',
    checked_in_at: null,
    checked_out_at: null,
    deleted_at: null,
    is_draft: false,
    confirmed_at: '2026-11-01T10:00:00Z',
    category_id: 2,
    position_id: 22,
    customer_id: 5,
    customer_name: 'Anna Svensson',
    customer: { ...ANNA, is_org: false, country_id: 752, email_status: null, color: '#333' },
    adults: 2,
    children: 1,
    dogs: 0,
    expected_arrival_time: '15:00:00',
    lodging_type_id: 3,
    cancellation_policy_id: 2,
    season_id: null,
    accommodation_price: null,
    applied_fees: { booking_fee: 4900, position_reservation_fee: null, electricity_fee: null },
  };
  const options = (total: number) => [
    { level: 'free', title: 'Fri ombokning', total, is_default: true, deadline_description: null },
    {
      level: 'limited',
      title: 'Begränsad ombokning',
      total: Math.max(total, 117000),
      is_default: false,
      deadline_description: null,
    },
    {
      level: 'restrictive',
      title: 'Restriktiv ombokning',
      total: total + 1000,
      is_default: false,
      deadline_description: null,
    },
    { level: 'keep', title: 'Behåll nuvarande avgifter', total: 117000, is_default: false, deadline_description: null },
  ];

  beforeEach(() => {
    handlers['GET bookings/7'] = () => ({ booking: BOOKING });
    handlers['GET rates/rebooking-charges'] = ({ query }) => ({
      current_total: 117000,
      rebooking_options: options(query!.check_out === '2026-11-28' ? 156000 : 117000),
      // Electricity follows the nights whatever the level: 55 kr a night, 3 nights now.
      electricity_fee: { current_total: 16500, total: query!.check_out === '2026-11-28' ? 22000 : 16500 },
    });
    handlers['POST bookings/update'] = ({ body }) => ({ booking: { ...BOOKING, check_out: body!.check_out } });
  });

  it('shows the booking as saved, the current price → Nytt pris, and saves the chosen level with bookings/update', async () => {
    const { user } = await openForm({ mode: 'edit', bookingId: 7 });
    expect(await screen.findByRole('heading', { name: 'Redigera bokning' })).toBeTruthy();
    await waitFor(() => expect(input('Kund*').value).toBe('Anna Svensson'));
    // The type cannot change: plain text, no chips that look pressable. No date chips from today either:
    // 'Till imorgon' beside a stay in late November would offer dates nobody is choosing.
    expect(screen.queryByRole('radiogroup', { name: 'Bokningstyp' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Vanlig bokning/ })).toBeNull();
    expect(screen.getByText('Vanlig bokning')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Vanliga datum' })).toBeNull();
    expect(input('Plats').value).toBe('A2 Husvagnsplats');
    expect((screen.getByRole('combobox', { name: 'Ankomsttid' }) as HTMLSelectElement).value).toBe('15:00');
    expect((screen.getByRole('combobox', { name: 'Boendetyp' }) as HTMLSelectElement).value).toBe('3');
    expect((screen.getByRole('spinbutton', { name: 'Barn' }) as HTMLInputElement).value).toBe('1');
    // The policy of a saved booking is locked until unlocked by hand.
    const policy = screen.getByRole('combobox', { name: 'Avbokningsregler' }) as HTMLSelectElement;
    expect(policy.value).toBe('2');
    expect(policy.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Lås upp' }));
    expect(policy.disabled).toBe(false);
    // Fees are the booking's; the edit shows the rebooking preview instead of 'Kostnad:'.
    expect(screen.queryByRole('checkbox', { name: /Bokningsavgift/ })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Pris' }).textContent).toContain(`Nuvarande pris${formatKr(117000)}→`),
    );
    // Same nights: no electricity line.
    expect(screen.getByRole('region', { name: 'Pris' }).textContent).not.toContain('El (följer nätterna)');

    // One more night: the preview is asked again and 'Fri ombokning' (is_default) is chosen.
    await waitFor(() => expect(focused()).toBe(input('Incheckning')));
    await user.tab();
    await user.keyboard('+4{Enter}');
    const level = screen.getByRole('combobox', { name: 'Nytt pris' }) as HTMLSelectElement;
    await waitFor(() => expect(level.selectedOptions[0]?.textContent).toBe(`Fri ombokning: ${formatKr(156000)}`));
    expect(screen.getByRole('region', { name: 'Pris' }).textContent).toContain(
      `El (följer nätterna): ${formatKr(16500)} → ${formatKr(22000)}`,
    );
    expect(sent('GET rates/rebooking-charges').at(-1)!.query).toMatchObject({
      booking_id: '7',
      category_id: '2',
      position_id: '22',
      check_out: '2026-11-28',
      adults: '2',
      children: '1',
    });
    await user.selectOptions(level, 'keep');

    // The info popover explains every level.
    await user.click(screen.getByRole('button', { name: 'Om ombokningsnivåerna' }));
    expect((await screen.findByRole('dialog', { name: 'Om ombokningsnivåerna' })).textContent).toContain(
      'Restriktiv ombokning:',
    );
    await user.keyboard('{Escape}');

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent('POST bookings/update')).toHaveLength(1));
    expect(sent('POST bookings/update')[0].body).toMatchObject({
      booking_id: 7,
      customer_id: 5,
      position_id: 22,
      category_id: 2,
      check_in: '2026-11-24',
      check_out: '2026-11-28',
      children: 1,
      expected_arrival_time: '15:00',
      lodging_type_id: 3,
      cancellation_policy_id: 2,
      type: 'regular',
      rebooking_option: 'keep',
    });
    expect(sent('POST bookings/store')).toHaveLength(0);
    await waitFor(() => expect(nav.history.at(-1)?.search).toMatchObject({ booking: 7 }));
  });
});

describe("BookingForm: 'Gruppbokning'", () => {
  it('two cards, a pitch each (one pitch never twice), a guest of its own; saved with booking-groups/store', async () => {
    handlers['POST booking-groups/store'] = () => ({ booking_group_id: 44 });
    const { user } = await openForm({ mode: 'new', customerId: 5 });
    await user.click(await screen.findByRole('radio', { name: /Gruppbokning/ }));
    await user.click(screen.getByRole('radio', { name: /Husvagnsplats/ }));
    const cards = () => screen.getAllByRole('region', { name: /^Bokning #\d$/ });
    expect(cards().map((c) => c.getAttribute('aria-labelledby') && c.querySelector('h3')?.textContent)).toEqual([
      'Bokning #1',
      'Bokning #2',
    ]);
    expect((screen.getByRole('combobox', { name: 'Antal bokningar' }) as HTMLSelectElement).value).toBe('2');

    const plats = (i: number) => within(cards()[i]).getByRole('combobox', { name: 'Plats' }) as HTMLInputElement;
    await user.click(plats(0));
    await user.keyboard('a2{Enter}');
    await waitFor(() => expect(plats(0).value).toBe('A2 Husvagnsplats'));
    // Card 2 lists A2 as held by card 1; taking it anyway (Enter on its name) gets the group's message on
    // both cards, and another pitch clears it.
    await user.click(plats(1));
    await user.keyboard('{ArrowDown}');
    const a2 = await screen.findByRole('option', { name: /A2 Husvagnsplats/ });
    expect(a2.textContent).toContain('Vald i Bokning #1');
    await user.keyboard('{Escape}');
    await user.keyboard('a2{Enter}');
    await waitFor(() => expect(plats(1).value).toBe('A2 Husvagnsplats'));
    await waitFor(() =>
      expect(screen.getAllByText('Välj olika platser för varje bokning i gruppen').length).toBeGreaterThan(0),
    );
    await user.keyboard('{Control>}a{/Control}a3{Enter}');
    await waitFor(() => expect(plats(1).value).toBe('A3 Husvagnsplats'));
    const adults2 = within(cards()[1]).getByRole('spinbutton', { name: 'Vuxna' });
    await user.clear(adults2);
    await user.type(adults2, '4');
    await waitFor(() => expect(screen.queryByText('Välj olika platser för varje bokning i gruppen')).toBeNull());
    await user.click(within(cards()[1]).getByRole('button', { name: 'Lägg till annan gäst' }));
    // The button leaves: the keyboard goes on in 'Gäst'.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(cards()[1]).getByRole('combobox', { name: 'Gäst' })),
    );
    await user.keyboard('anders');
    await user.click(await screen.findByRole('option', { name: /Anders Berg/ }));

    // One night each at 390 kr, today: no fees preselected.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Pris' }).textContent).toContain(formatKr(78000)));
    expect(screen.getByRole('button', { name: /Spara bokning/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Spara och checka in/ })).toBeNull();

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent('POST booking-groups/store')).toHaveLength(1));
    expect(sent('POST booking-groups/store')[0].body).toMatchObject({
      customer_id: 5,
      name: null,
      check_in: '2026-11-18',
      check_out: '2026-11-19',
      same_cancellation_policy_for_all_bookings: true,
      cancellation_policy_id: 1,
      total: 78000,
      bookings: [
        { position_id: 22, category_id: 2, customer_id: null, adults: 2, children: 0, dogs: 0, lodging_type_id: 2 },
        { position_id: 23, category_id: 2, customer_id: 6, adults: 4, children: 0, dogs: 0, lodging_type_id: 2 },
      ],
    });
    // No draft is held for a group.
    expect(sent('POST bookings/store')).toHaveLength(0);
    await waitFor(() => expect(nav.history.at(-1)?.search).toMatchObject({ group: 44 }));
  });

  it("a card's refusal from the server shows at that card", async () => {
    handlers['POST booking-groups/store'] = () => {
      throw new ApiError(422, 'position_taken', 'Något gick fel - välj en annan plats', {
        errors: { 'bookings.1.position_id': ['Något gick fel - välj en annan plats'] },
      });
    };
    const { user } = await openForm({ mode: 'new', customerId: 5 });
    await user.click(await screen.findByRole('radio', { name: /Gruppbokning/ }));
    await user.click(screen.getByRole('radio', { name: /Husvagnsplats/ }));
    const cards = () => screen.getAllByRole('region', { name: /^Bokning #\d$/ });
    const plats = (i: number) => within(cards()[i]).getByRole('combobox', { name: 'Plats' }) as HTMLInputElement;
    await user.click(plats(0));
    await user.keyboard('a2{Enter}');
    await user.click(plats(1));
    await user.keyboard('a3{Enter}');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Pris' }).textContent).toContain(formatKr(78000)));
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(plats(1).getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(plats(1))).toContain('Något gick fel - välj en annan plats');
    expect(plats(0).getAttribute('aria-invalid')).toBeNull();
  });
});

describe('BookingForm: a draft resumed', () => {
  it("'Redigera bokning' on a draft opens 'Ny bokning' holding that draft; the save confirms it", async () => {
    handlers['GET bookings/9'] = () => ({
      booking: {
        id: 9,
        booking_number: '2026-0009',
        title: 'Anna Svensson',
        type: 'regular',
        check_in: '2026-11-24',
        check_out: '2026-11-26',
        checked_in_at: null,
        checked_out_at: null,
        deleted_at: null,
        is_draft: true,
        draft_expires_at: '2026-11-18T09:10:00Z',
        confirmed_at: null,
        category_id: 2,
        position_id: 23,
        customer_id: 5,
        customer_name: 'Anna Svensson',
        customer: { ...ANNA, is_org: false, country_id: 752, email_status: null, color: '#333' },
        adults: 2,
        children: 0,
        dogs: 1,
        expected_arrival_time: null,
        lodging_type_id: 2,
        cancellation_policy_id: 1,
        season_id: null,
        accommodation_price: null,
        // Stored without the reservation fee: the choice made then is kept.
        applied_fees: { booking_fee: 4900, position_reservation_fee: null, electricity_fee: null },
      },
    });
    const { user } = await openForm({ mode: 'resume', bookingId: 9 });
    expect(await screen.findByRole('heading', { name: 'Ny bokning' })).toBeTruthy();
    await waitFor(() => expect(input('Plats').value).toBe('A3 Husvagnsplats'));
    expect((screen.getByRole('checkbox', { name: /Platsreservationsavgift/ }) as HTMLInputElement).checked).toBe(false);
    // The same draft is renewed, not a second one made.
    await waitFor(() => expect(sent('POST bookings/store').length).toBeGreaterThan(0), { timeout: 3000 });
    expect(sent('POST bookings/store')[0].body).toMatchObject({ is_draft: true, draft_id: 9, dogs: 1 });

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent('POST bookings/store').some((o) => o.body.is_draft === false)).toBe(true));
    expect(sent('POST bookings/store').find((o) => o.body.is_draft === false)!.body).toMatchObject({
      draft_id: 9,
      is_apply_booking_fee: true,
      is_apply_position_reservation_fee: false,
      total: 2 * 39000 + 4900,
    });
    await waitFor(() => expect(nav.history.at(-1)?.search).toMatchObject({ booking: 9 }));
  });
});

describe("BookingForm: 'Säsongsbokning'", () => {
  const fee = () => screen.getByRole('textbox', { name: 'Platsavgift' }) as HTMLInputElement;
  const cost = () => screen.getByText('Kostnad:').nextElementSibling?.textContent;

  it('the next season and its dates, the price of the pitch, a pitch required; saved as a season booking', async () => {
    const { user } = await openForm({ mode: 'new', customerId: 5 });
    // A new booking offers every type, as chips.
    expect(within(await screen.findByRole('radiogroup', { name: 'Bokningstyp' })).getAllByRole('radio')).toHaveLength(
      3,
    );
    expect(screen.getByRole('group', { name: 'Vanliga datum' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Säsongsbokning/ }));
    const season = screen.getByRole('combobox', { name: 'Säsong' }) as HTMLSelectElement;
    // Seasons with nights left, nearest first; none runs on 18 November 2026, so the next one.
    expect([...season.options].map((o) => o.textContent)).toEqual([
      'Säsong 2027 (15 apr – 15 okt)',
      'Säsong 2028 (15 apr – 15 okt)',
    ]);
    expect(season.value).toBe('12');
    expect(input('Incheckning').value).toBe('2027-04-15');
    expect(input('Utcheckning').value).toBe('2027-10-15');
    expect(screen.queryByRole('group', { name: 'Vanliga datum' })).toBeNull();
    // No category yet: the season's own price. The missing pitch is not said before a save.
    expect(fee().value).toBe('14500');
    expect(describedText(fee())).toContain('Säsongens grundpris');
    expect(input('Plats').getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Husvagnsplats/ }));
    expect(fee().value).toBe('15100');
    expect(describedText(fee())).toContain('Kategorins säsongspris');
    expect(cost()).toBe(formatKr(1_510_000));
    // No fees for a season booking; its one policy (reception_season) needs no picker.
    expect(screen.queryByRole('checkbox', { name: /Bokningsavgift/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Avbokningsregler' })).toBeNull();

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(input('Plats').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(input('Plats'))).toContain('Kan inte gå vidare utan att välja en plats');
    expect(focused()).toBe(input('Plats'));
    expect(sent('POST bookings/store')).toHaveLength(0);

    await user.keyboard('a3{Enter}');
    await waitFor(() => expect(input('Plats').value).toBe('A3 Husvagnsplats'));
    expect(fee().value).toBe('17000');
    expect(describedText(fee())).toContain('Platsens säsongspris');
    expect(cost()).toBe(formatKr(1_700_000));
    // Check-in is months away and Anna has an e-mail address: confirmed by mail; never a drop-in.
    expect(screen.getByRole('button', { name: /Spara & bekräfta/ }).textContent).toContain('Ctrl Enter');
    expect(screen.queryByRole('button', { name: /Spara och checka in/ })).toBeNull();

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent('POST bookings/store')).toHaveLength(1));
    expect(sent('POST bookings/store')[0].body).toMatchObject({
      type: 'season',
      season_id: 12,
      check_in: '2027-04-15',
      check_out: '2027-10-15',
      category_id: 2,
      position_id: 23,
      accommodation_price: 1_700_000,
      total: 1_700_000,
      cancellation_policy_id: 3,
      is_apply_booking_fee: false,
      is_apply_position_reservation_fee: false,
      is_apply_electricity_fee: false,
      is_draft: false,
      send_confirmation: true,
    });
    // No draft holds a season pitch, and no nightly price is asked for.
    expect(sent('GET rates/accommodation-charges')).toHaveLength(0);
    await waitFor(() => expect(nav.history.at(-1)?.search).toMatchObject({ booking: expect.any(Number) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a typed 'Platsavgift' is the price whatever the pitch; dates stay in the season; back to a regular booking", async () => {
    const { user } = await openForm({ mode: 'new', customerId: 5 });
    await user.click(await screen.findByRole('radio', { name: /Husvagnsplats/ }));
    await user.click(screen.getByRole('radio', { name: /Säsongsbokning/ }));
    expect(fee().value).toBe('15100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Säsong' }), '13');
    expect(input('Incheckning').value).toBe('2028-04-15');
    expect(input('Utcheckning').value).toBe('2028-10-15');
    expect(fee().value).toBe('15200');

    await user.clear(fee());
    await user.type(fee(), '16 000');
    expect(cost()).toBe(formatKr(1_600_000));
    await user.click(input('Plats'));
    await user.keyboard('a3{Enter}');
    await waitFor(() => expect(input('Plats').value).toBe('A3 Husvagnsplats'));
    expect(fee().value).toBe('16 000');
    expect(cost()).toBe(formatKr(1_600_000));
    // Anything but whole kronor is 0 (bookings.md 5), and the field says so.
    await user.clear(fee());
    await user.type(fee(), '16000,50');
    expect(cost()).toBe('Inget pris');
    expect(describedText(fee())).toContain('Ange hela kronor');

    // A date outside the season cannot be typed.
    const out = input('Utcheckning');
    await user.tripleClick(out);
    await user.keyboard('2028-10-20{Enter}');
    expect(describedText(out)).toContain('Datumet går inte att välja');
    await user.tripleClick(out);
    await user.keyboard('2028-09-30{Enter}');
    expect(out.value).toBe('2028-09-30');

    await user.click(screen.getByRole('radio', { name: /Vanlig bokning/ }));
    expect(screen.queryByRole('combobox', { name: 'Säsong' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Platsavgift' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Bokningsavgift/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Vanliga datum' })).toBeTruthy();
  });

  const SEASON_BOOKING = {
    id: 8,
    booking_number: '2026-0008',
    title: 'Anna Svensson',
    type: 'season',
    check_in: '2027-04-15',
    check_out: '2027-10-15',
    checked_in_at: null,
    checked_out_at: null,
    deleted_at: null,
    is_draft: false,
    confirmed_at: '2026-11-01T10:00:00Z',
    category_id: 2,
    position_id: 22,
    customer_id: 5,
    customer_name: 'Anna Svensson',
    customer: { ...ANNA, is_org: false, country_id: 752, email_status: null, color: '#333' },
    adults: 2,
    children: 0,
    dogs: 0,
    expected_arrival_time: null,
    lodging_type_id: 2,
    cancellation_policy_id: 3,
    season_id: 12,
    accommodation_price: 1_450_000,
    applied_fees: { booking_fee: null, position_reservation_fee: null, electricity_fee: null },
  };

  it("'Redigera bokning': its season as text, the agreed price kept over another pitch; current → new price", async () => {
    handlers['GET bookings/8'] = () => ({ booking: SEASON_BOOKING });
    handlers['POST bookings/update'] = ({ body }) => ({ booking: { ...SEASON_BOOKING, ...body } });
    const { user } = await openForm({ mode: 'edit', bookingId: 8 });
    expect(await screen.findByRole('heading', { name: 'Redigera bokning' })).toBeTruthy();
    await waitFor(() => expect(input('Plats').value).toBe('A2 Husvagnsplats'));
    expect(screen.queryByRole('radiogroup', { name: 'Bokningstyp' })).toBeNull();
    expect(screen.getByText('Säsongsbokning')).toBeTruthy();
    expect(screen.getByText('Säsong 2027 (15 apr – 15 okt)')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Säsong' })).toBeNull();
    expect(fee().value).toBe('14500');
    const price = () => screen.getByRole('region', { name: 'Pris' }).textContent;
    expect(price()).toContain(`Nuvarande pris ${formatKr(1_450_000)}→Nytt pris ${formatKr(1_450_000)}`);

    // Another pitch (17 000 kr by the season's rule) keeps the agreed price.
    await user.clear(input('Plats'));
    await user.keyboard('a3{Enter}');
    await waitFor(() => expect(input('Plats').value).toBe('A3 Husvagnsplats'));
    expect(fee().value).toBe('14500');
    // Later in the season: fine; before it: not.
    const inn = input('Incheckning');
    await user.tripleClick(inn);
    await user.keyboard('2027-04-01{Enter}');
    expect(describedText(inn)).toContain('Datumet går inte att välja');
    await user.tripleClick(inn);
    await user.keyboard('2027-05-01{Enter}');
    expect(inn.value).toBe('2027-05-01');
    const adults = screen.getByRole('spinbutton', { name: 'Vuxna' });
    await user.clear(adults);
    await user.type(adults, '3');

    await user.clear(fee());
    await user.type(fee(), '15000');
    expect(price()).toContain(`Nuvarande pris ${formatKr(1_450_000)}→Nytt pris ${formatKr(1_500_000)}`);
    // A season booking is one row at its price: no rebooking levels are asked for.
    expect(sent('GET rates/rebooking-charges')).toHaveLength(0);

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent('POST bookings/update')).toHaveLength(1));
    expect(sent('POST bookings/update')[0].body).toMatchObject({
      booking_id: 8,
      type: 'season',
      season_id: 12,
      position_id: 23,
      check_in: '2027-05-01',
      check_out: '2027-10-15',
      adults: 3,
      accommodation_price: 1_500_000,
      cancellation_policy_id: 3,
      rebooking_option: 'free',
    });
    await waitFor(() => expect(nav.history.at(-1)?.search).toMatchObject({ booking: 8 }));
  });
});

describe("BookingForm: alt+K, 'Välj platskategori'", () => {
  it('opens the dialog of every category; the form’s keys wait under it; typing and Enter choose', async () => {
    const { user } = await openForm({ mode: 'new', customerId: 5 });
    await waitFor(() => expect(focused()).toBe(input('Incheckning')));
    await user.keyboard('{Alt>}k{/Alt}');
    const d = await screen.findByRole('dialog', { name: 'Välj platskategori' });
    await waitFor(() => expect(focused()).toBe(within(d).getByRole('combobox', { name: 'Sök kategori' })));
    await waitFor(() =>
      expect(
        within(d)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Tältplats1 av 1 plats ledig', 'Husvagnsplats med el2 av 3 platser lediga']),
    );
    // ctrl+Enter belongs to the form, which is under the dialog: nothing is saved, nothing chosen.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('dialog', { name: 'Välj platskategori' })).toBeTruthy();
    expect(sent('POST bookings/store')).toHaveLength(0);
    await user.keyboard('hus{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Välj platskategori' })).toBeNull());
    expect((screen.getByRole('radio', { name: /Husvagnsplats/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Ny bokning' })).toBeTruthy();
  });
});
