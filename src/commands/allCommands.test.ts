// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { canonicalHotkey, hotkeyConflicts } from './hotkeyConflicts';
import { parseHotkey } from './hotkeyMatch';
import type { CommandContext, CommandDescriptor } from './types';

// Every command module of the console, as main.tsx and the panes register them.
const modules = import.meta.glob<Record<string, unknown>>(['../**/*.commands.ts', '../**/paneTabs.ts', '../routes/screens/Bookings.tsx'], { eager: true });

const isCommand = (v: unknown): v is CommandDescriptor =>
  typeof v === 'object' && v != null && typeof (v as CommandDescriptor).id === 'string' && typeof (v as CommandDescriptor).run === 'function';

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
    for (const id of ['palette.open', 'nav.Bookings', 'register.deleteLine', 'booking.deleteDraft', 'help.cheatSheet']) expect(all.has(id), id).toBe(true);
  });

  it('has a hotkey a key can produce', () => {
    for (const c of commands) if (c.hotkey) expect(() => parseHotkey(c.hotkey!), c.id).not.toThrow();
  });

  it.each([[false], [true]])('has no two commands on one key in one scope (macOS: %s)', (mac) => {
    const pairs = hotkeyConflicts(commands, mac).map(([a, b]) => `${canonicalHotkey(a.hotkey!, mac)}: ${a.id} / ${b.id}`);
    // The one pair kept apart by its `when` alone, proven exclusive below.
    expect(pairs).toEqual(['alt+o: booking.startCheckout / checkout.finish']);
  });

  it('alt+o: starting a checkout is refused on the checkout screen, finishing one everywhere else', () => {
    const ctx = (path: string): CommandContext => ({
      path, level: 'manager', modules: ['PMS'], loggedIn: true, focus: { top: 'global', modal: null, pane: null },
      entity: { type: 'booking', id: 1 }, selected: { type: 'booking', id: 1 },
    });
    expect(all.get('booking.startCheckout')!.when!(ctx('/register/booking/1/checkout'))).toBe('Utcheckningen pågår redan');
    for (const path of ['/', '/actions', '/bookings', '/register', '/register/booking/1']) {
      expect(all.get('checkout.finish')!.when!(ctx(path)), path).toBe('Ingen utcheckning pågår');
    }
  });
});

describe('the conflict rule', () => {
  const cmd = (id: string, hotkey: string, more: Partial<CommandDescriptor> = {}): CommandDescriptor => ({ id, title: id, group: 'T', hotkey, run: () => {}, ...more });
  it('finds two commands on one key in one scope, however the key is spelt', () => {
    expect(hotkeyConflicts([cmd('a', 'alt+k'), cmd('b', 'Alt+K')])).toHaveLength(1);
    expect(hotkeyConflicts([cmd('a', 'esc'), cmd('b', 'escape', { scope: 'always' })])).toHaveLength(1);
    expect(hotkeyConflicts([cmd('a', 'mod+k'), cmd('b', 'ctrl+k')], false)).toHaveLength(1);
    expect(hotkeyConflicts([cmd('a', 'mod+k'), cmd('b', 'ctrl+k')], true)).toHaveLength(0);
    expect(hotkeyConflicts([cmd('a', 'delete', { scope: 'pane', owner: 'x' }), cmd('b', 'delete')])).toHaveLength(1);
  });
  it('lets one key serve different panes, modals and entity types', () => {
    expect(hotkeyConflicts([cmd('a', 'delete', { scope: 'pane', owner: 'x' }), cmd('b', 'delete', { scope: 'pane', owner: 'y' })])).toEqual([]);
    expect(hotkeyConflicts([cmd('a', 'delete', { scope: 'modal', owner: 'x' }), cmd('b', 'delete')])).toEqual([]);
    expect(hotkeyConflicts([cmd('a', 'alt+k', { entity: 'booking' }), cmd('b', 'alt+k', { entity: 'booking_group' })])).toEqual([]);
  });
});
