// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../commands/types';
import { installNavigation, memoryNavigation } from '../../navigation/navigation';

const nav = memoryNavigation('/actions');
installNavigation(nav);
vi.mock('../till/printer/registrationCard', () => ({ printRegistrationCard: vi.fn() }));
vi.mock('../../shell/panes/open', () => ({
  openPaneId: () => null,
  topPane: () => null,
  openPanes: () => [],
  openBooking: vi.fn(),
}));
vi.mock('../../data/api', () => ({ ApiError: class extends Error {}, api: vi.fn() }));

const { bookingCommands, installEntityKeys } = await import('./booking.commands');
const { snapshotKeys } = await import('../../commands/contextKeys');
installEntityKeys();
const { bookings$ } = await import('../../data/stores');
const { lateCheckIn$, checkinResult$ } = await import('../reception/checkin/checkinFlow');
const { availability } = await import('../../commands/registry');

// One judgement: the base context and the keys the console contributes (the booking as the store knows it).
const ctx = (over: Partial<CommandContext> = {}): CommandContext =>
  snapshotKeys({
    path: '/actions',
    level: 'receptionist',
    modules: ['PMS'],
    loggedIn: true,
    focus: { top: 'global', modal: null, pane: null },
    entity: null,
    selected: null,
    ...over,
  });
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
const arriving = {
  id: 1,
  booking_number: '1',
  title: 'Anna Berg',
  type: 'regular',
  check_in: today,
  check_out: '2999-01-01',
  checked_in_at: null,
  checked_out_at: null,
  deleted_at: null,
  is_draft: false,
  confirmed_at: '2026-01-01T00:00:00Z',
};
const staying = { ...arriving, id: 2, title: 'Bo Ek', checked_in_at: '2026-01-01T00:00:00Z' };
const verbsOn = (id: number) =>
  bookingCommands.filter((c) => availability(c, ctx({ entity: { type: 'booking', id } })) === true).map((c) => c.title);

describe('booking commands', () => {
  beforeEach(() => {
    bookings$.set({ 1: arriving, 2: staying } as never);
    lateCheckIn$.set(null);
    checkinResult$.set(null);
  });

  it("an arriving booking's page starts with 'Checka in'", () => {
    expect(verbsOn(1)).toEqual(['Checka in', 'Öppna i Kassan', 'Avboka']);
    expect(verbsOn(2)).toEqual(['Påbörja utcheckning', 'Öppna i Kassan', 'Ångra incheckning']);
  });

  it('uses the reserved hotkeys', () => {
    const keys = Object.fromEntries(bookingCommands.filter((c) => c.hotkey).map((c) => [c.id, c.hotkey]));
    expect(keys).toEqual({
      'booking.checkIn': 'alt+i',
      'booking.startCheckout': 'alt+o',
      'booking.openInRegister': 'alt+k',
      'bookingGroup.openInRegister': 'alt+k',
    });
  });

  it("alt+k on a booking group opens the group's cart, on a booking the booking's: never both", async () => {
    const withKey = (c: CommandContext) =>
      bookingCommands.filter((x) => x.hotkey === 'alt+k' && availability(x, c) === true).map((x) => x.id);
    expect(withKey(ctx({ entity: { type: 'booking_group', id: 4 } }))).toEqual(['bookingGroup.openInRegister']);
    expect(withKey(ctx({ entity: { type: 'booking', id: 1 } }))).toEqual(['booking.openInRegister']);
    await bookingCommands
      .find((x) => x.id === 'bookingGroup.openInRegister')!
      .run(ctx({ entity: { type: 'booking_group', id: 4 } }), undefined);
    expect(nav.history).toEqual([{ to: '/register/booking-group/4', search: {}, replace: false }]);
  });

  it('a late arrival opens Sen incheckning instead of checking in', async () => {
    bookings$[1].check_in.set('2020-01-01');
    const c = bookingCommands.find((x) => x.id === 'booking.checkIn')!;
    await c.run(ctx(), { id: 1 });
    expect(lateCheckIn$.peek()?.id).toBe(1);
    expect(checkinResult$.peek()).toBeNull();
  });

  it('a button naming a booking in the wrong state is refused in run, not sent', async () => {
    const c = bookingCommands.find((x) => x.id === 'booking.checkIn')!;
    await c.run(ctx(), { id: 2 });
    expect(lateCheckIn$.peek()).toBeNull();
    expect(checkinResult$.peek()).toBeNull();
  });

  it("a list row the console has not loaded is judged by the state the list shows (a checked-out row offers no 'Checka in')", async () => {
    const left = { ...staying, id: 9, checked_out_at: '2026-01-02T00:00:00Z' };
    const onRow = ctx({ path: '/bookings', selected: { type: 'booking', id: 9, booking: left } });
    expect(bookingCommands.filter((c) => availability(c, onRow) === true).map((c) => c.title)).toEqual([
      'Öppna i Kassan',
      'Ångra utcheckning',
    ]);
    // Nor does the key run it: nothing is sent for a row the list shows checked out.
    await bookingCommands.find((x) => x.id === 'booking.checkIn')!.run(onRow, undefined);
    expect(lateCheckIn$.peek()).toBeNull();
    expect(checkinResult$.peek()).toBeNull();
  });

  it('cashiers only get Öppna i Kassan', () => {
    const k = ctx({ level: 'kassor', entity: { type: 'booking', id: 1 } });
    expect(bookingCommands.filter((c) => availability(c, k) === true).map((c) => c.id)).toEqual([
      'booking.openInRegister',
    ]);
  });
});

describe('booking verbs as a table of contexts (no store read)', () => {
  const state = (s: Record<string, unknown>) => ({
    id: 5,
    known: { ...arriving, id: 5, ...s } as never,
    customer: { isOrg: null, countryId: null, hasCustomer: null },
  });
  const bare: CommandContext = {
    path: '/actions',
    level: 'receptionist',
    modules: ['PMS'],
    loggedIn: true,
    focus: { top: 'global', modal: null, pane: null },
    entity: null,
    selected: null,
  };
  const allowedIds = (over: Partial<CommandContext>) =>
    bookingCommands.filter((c) => c.entity && availability(c, { ...bare, ...over }) === true).map((c) => c.id);
  it.each<[string, Partial<CommandContext>, string[]]>([
    ['arriving', { booking: state({}) }, ['booking.checkIn', 'booking.openInRegister', 'booking.cancel']],
    [
      'staying',
      { booking: state({ checked_in_at: '2026-01-01T00:00:00Z' }) },
      ['booking.startCheckout', 'booking.openInRegister', 'booking.reverseCheckIn'],
    ],
    [
      'staying, in its checkout',
      { path: '/register/booking/5/checkout', booking: state({ checked_in_at: '2026-01-01T00:00:00Z' }) },
      ['booking.openInRegister', 'booking.reverseCheckIn'],
    ],
    [
      'cancelled',
      { booking: state({ deleted_at: '2026-01-01T00:00:00Z' }) },
      ['booking.openInRegister', 'booking.reverseCancel'],
    ],
    [
      'a group in focus',
      { group: 4 },
      [
        'booking.checkIn',
        'booking.startCheckout',
        'bookingGroup.openInRegister',
        'booking.reverseCheckIn',
        'booking.reverseCheckOut',
        'booking.cancel',
        'booking.reverseCancel',
      ],
    ],
    ['no PMS', { modules: [], booking: state({}) }, []],
    ['a cashier', { level: 'kassor', booking: state({}) }, ['booking.openInRegister']],
    ['logged out', { loggedIn: false, booking: state({}) }, []],
  ])('%s', (_name, over, ids) => {
    expect(allowedIds(over)).toEqual(ids);
  });
});
