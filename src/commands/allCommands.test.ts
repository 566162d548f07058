// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { canonicalHotkey, hotkeyConflicts } from './hotkeyConflicts';
import { parseHotkey } from './hotkeyMatch';
import type { CommandContext, CommandDescriptor } from './types';
import { bookings$, catalog$ } from '../data/stores';
import { runtime$, session$ } from '../data/session';
import { selection$ } from '../data/selection';
import { recentSearches$ } from '../data/search';
import { ui$ } from '../data/ui';
import { installNavigation, memoryNavigation } from '../navigation/navigation';
import { cart$ } from '../features/till/register/cartStore';
import { checkinResult$ } from '../features/reception/checkin/checkinFlow';
import { selectedOrderId$ } from '../features/till/orders/ordersUi';
import { setFocusedDraft } from '../shell/drafts/drafts.commands';

// Every command module of the console, as main.tsx and the panes register them.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../**/*.commands.ts', '../**/paneTabs.ts', '../routes/screens/Bookings.tsx'],
  { eager: true },
);

const isCommand = (v: unknown): v is CommandDescriptor =>
  typeof v === 'object' &&
  v != null &&
  typeof (v as CommandDescriptor).id === 'string' &&
  typeof (v as CommandDescriptor).run === 'function';

const all = new Map<string, CommandDescriptor>();
for (const mod of Object.values(modules)) {
  for (const v of Object.values(mod)) {
    for (const c of Array.isArray(v) ? v : [v]) if (isCommand(c)) all.set(c.id, c);
  }
}
const commands = [...all.values()];

describe('every command of the console', () => {
  it('is found (the glob reaches every module)', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(19);
    expect(commands.length).toBeGreaterThan(60);
    for (const id of ['palette.open', 'nav.Bookings', 'register.deleteLine', 'booking.deleteDraft', 'help.cheatSheet'])
      expect(all.has(id), id).toBe(true);
  });

  it('has a hotkey a key can produce', () => {
    for (const c of commands) if (c.hotkey) expect(() => parseHotkey(c.hotkey!), c.id).not.toThrow();
  });

  it.each([[false], [true]])('has no two commands on one key in one scope (macOS: %s)', (mac) => {
    const pairs = hotkeyConflicts(commands, mac).map(
      ([a, b]) => `${canonicalHotkey(a.hotkey!, mac)}: ${a.id} / ${b.id}`,
    );
    // The pairs kept apart by their `when` alone, each proven exclusive below.
    expect(pairs).toEqual([
      'alt+o: booking.startCheckout / checkout.finish',
      `${mac ? 'meta' : 'ctrl'}+enter: bookingForm.save / bookingForm.saveAndConfirm`,
    ]);
  });

  it("ctrl+Enter in the booking form: 'Spara bokning' and 'Spara & bekräfta' never hold at once", () => {
    for (const confirms of [false, true]) {
      const ctx: CommandContext = {
        path: '/actions',
        level: 'receptionist',
        modules: ['PMS'],
        loggedIn: true,
        focus: { top: 'modal', modal: 'bookingForm', pane: null },
        entity: null,
        selected: null,
        bookingForm: { mode: 'new', confirms, dropIn: false, saving: false, hasCustomer: true },
      };
      const held = ['bookingForm.save', 'bookingForm.saveAndConfirm'].filter((id) => all.get(id)!.when!(ctx) === true);
      expect(held).toEqual([confirms ? 'bookingForm.saveAndConfirm' : 'bookingForm.save']);
    }
  });

  it('alt+o: starting a checkout is refused on the checkout screen, finishing one everywhere else', () => {
    const ctx = (path: string): CommandContext => ({
      path,
      level: 'manager',
      modules: ['PMS'],
      loggedIn: true,
      focus: { top: 'global', modal: null, pane: null },
      entity: { type: 'booking', id: 1 },
      selected: { type: 'booking', id: 1 },
    });
    expect(all.get('booking.startCheckout')!.when!(ctx('/register/booking/1/checkout'))).toBe(
      'Utcheckningen pågår redan',
    );
    for (const path of ['/', '/actions', '/bookings', '/register', '/register/booking/1']) {
      expect(all.get('checkout.finish')!.when!(ctx(path)), path).toBe('Ingen utcheckning pågår');
    }
  });
});

describe('the conflict rule', () => {
  const cmd = (id: string, hotkey: string, more: Partial<CommandDescriptor> = {}): CommandDescriptor => ({
    id,
    title: id,
    group: 'T',
    hotkey,
    run: () => {},
    ...more,
  });
  it('finds two commands on one key in one scope, however the key is spelt', () => {
    expect(hotkeyConflicts([cmd('a', 'alt+k'), cmd('b', 'Alt+K')])).toHaveLength(1);
    expect(hotkeyConflicts([cmd('a', 'esc'), cmd('b', 'escape', { scope: 'always' })])).toHaveLength(1);
    expect(hotkeyConflicts([cmd('a', 'mod+k'), cmd('b', 'ctrl+k')], false)).toHaveLength(1);
    expect(hotkeyConflicts([cmd('a', 'mod+k'), cmd('b', 'ctrl+k')], true)).toHaveLength(0);
    expect(hotkeyConflicts([cmd('a', 'delete', { scope: 'pane', owner: 'x' }), cmd('b', 'delete')])).toHaveLength(1);
  });
  it('lets one key serve different panes, modals and entity types', () => {
    expect(
      hotkeyConflicts([
        cmd('a', 'delete', { scope: 'pane', owner: 'x' }),
        cmd('b', 'delete', { scope: 'pane', owner: 'y' }),
      ]),
    ).toEqual([]);
    expect(hotkeyConflicts([cmd('a', 'delete', { scope: 'modal', owner: 'x' }), cmd('b', 'delete')])).toEqual([]);
    expect(
      hotkeyConflicts([cmd('a', 'alt+k', { entity: 'booking' }), cmd('b', 'alt+k', { entity: 'booking_group' })]),
    ).toEqual([]);
  });
});

describe('every `when` is a pure function of its context', () => {
  const base = (over: Partial<CommandContext> = {}): CommandContext => ({
    path: '/register/booking/1',
    level: 'admin',
    modules: ['PMS'],
    loggedIn: true,
    focus: { top: 'pane', modal: null, pane: 'entity' },
    entity: { type: 'booking', id: 1 },
    selected: { type: 'booking', id: 1 },
    ...over,
  });
  const line = {
    clientId: 'a',
    productId: 1,
    name: 'Glass',
    quantity: 1000,
    unitPrice: 2500,
    side: 'left',
    vatRate: 12,
  };
  const full = base({
    pane: { param: 'booking', id: 1 },
    panes: [{ param: 'booking', id: 1 }],
    group: null,
    customer: 3,
    recentSearches: 0,
    booking: { id: 1, known: null, customer: { isOrg: null, countryId: null, hasCustomer: null } },
    session: { phase: 'ready', namespace: 'x', hasToken: true },
    printer: { hasDefault: false },
    checkinShown: null,
    register: null,
    cart: { lines: [], payBlock: null, creditBlock: null, methods: [] },
    cartLine: null,
    checkout: null,
    order: null,
    bookingList: false,
    draft: null,
  });
  const contexts = [
    base(),
    base({ path: '/bookings', focus: { top: 'global', modal: null, pane: null } }),
    base({ path: '/register', entity: null, focus: { top: 'pane', modal: null, pane: 'register' } }),
    base({ path: '/orders', entity: { type: 'booking_group', id: 2 } }),
    full,
  ];
  const answers = () => commands.map((c) => [c.id, contexts.map((ctx) => c.when?.(ctx) ?? true)]);

  /** Everything a `when` used to read besides its context, moved from empty to full. */
  function changeEveryStore() {
    bookings$.set({
      1: {
        id: 1,
        booking_number: '1',
        title: 'Anna',
        type: 'regular',
        check_in: '2020-01-01',
        check_out: '2999-01-01',
        checked_in_at: '2020-01-01T12:00:00Z',
        checked_out_at: null,
        deleted_at: null,
        is_draft: false,
        customer_id: null,
      },
    } as never);
    cart$.assign({ lines: [line] as never, focusedId: 'a' });
    selection$.set({ type: 'booking', id: 7 });
    recentSearches$.set([{ q: 'anna' }] as never);
    runtime$.phase.set('locked');
    session$.workstation.set({ id: 1, default_printer: 'p' } as never);
    catalog$.register.set({ id: 1, opened_at: '2026-01-01T08:00:00Z', is_registered: true } as never);
    checkinResult$.set({ status: 'done', bookingId: 1, booking: { id: 1 } as never });
    selectedOrderId$.set(5);
    setFocusedDraft(1);
    ui$.cheatSheetOpen.set(true);
    installNavigation(memoryNavigation('/register/booking/1', { receipt: 9, group: 2, booking: 1 }));
  }

  it('gives the same answers before and after every store changes', () => {
    const before = answers();
    changeEveryStore();
    expect(answers()).toEqual(before);
  });

  it('does not throw on a context with no contributed keys', () => {
    for (const c of commands) for (const ctx of contexts.slice(0, 4)) expect(() => c.when?.(ctx), c.id).not.toThrow();
  });
});
