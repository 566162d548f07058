// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCommand, installContextProvider, registerCommands } from './registry';
import { addKeyPreHandler, candidatesFor, installKeyListener, installKeys, inScope } from './keys';
import { popLayer, pushLayer, focusState } from './focusStack';
import type { CommandContext } from './types';

const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
  path: '/',
  level: 'manager',
  modules: ['PMS'],
  loggedIn: true,
  focus: focusState(),
  entity: null,
  selected: null,
  ...over,
});

let cleanup: (() => void)[] = [];
beforeEach(() => {
  installContextProvider(() => ctx());
});
afterEach(() => {
  cleanup.forEach((c) => c());
  cleanup = [];
  popLayer('m');
  popLayer('p');
});

const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
  const code = key.length === 1 ? `Key${key.toUpperCase()}` : key;
  const keyCode = key.length === 1 ? key.toUpperCase().charCodeAt(0) : key === 'Control' ? 17 : key === 'Alt' ? 18 : 0;
  const ev = new KeyboardEvent('keydown', {
    key,
    code,
    keyCode,
    bubbles: true,
    cancelable: true,
    ...init,
  } as KeyboardEventInit);
  Object.defineProperty(ev, 'keyCode', { get: () => keyCode });
  Object.defineProperty(ev, 'which', { get: () => keyCode });
  target.dispatchEvent(ev);
  return ev;
};
const release = (key: string, target: EventTarget = document.body) => {
  const keyCode = key.length === 1 ? key.toUpperCase().charCodeAt(0) : key === 'Control' ? 17 : key === 'Alt' ? 18 : 0;
  const ev = new KeyboardEvent('keyup', { key, bubbles: true });
  Object.defineProperty(ev, 'keyCode', { get: () => keyCode });
  Object.defineProperty(ev, 'which', { get: () => keyCode });
  target.dispatchEvent(ev);
};

describe('the one key listener (issue 10)', () => {
  it('a pre-handler sees a key before listeners on document, even ones registered earlier, and before any hotkey is bound', () => {
    // No installKeys here: keys that land before the hotkeys are bound still reach the scanner first.
    const seen: string[] = [];
    const early = (e: Event) => seen.push(`document:${(e as KeyboardEvent).key}`);
    document.addEventListener('keydown', early, true);
    const off = addKeyPreHandler((e) => {
      seen.push(`pre:${e.key}`);
      return e.key === '7';
    });
    press('7');
    press('8');
    off();
    document.removeEventListener('keydown', early, true);
    expect(seen).toEqual(['pre:7', 'pre:8', 'document:8']);
  });

  it('an Escape while focus is nowhere goes to the dialog on top (a closing dialog had not handed focus back yet)', () => {
    installKeyListener();
    const make = (name: string) => {
      const d = document.createElement('section');
      d.setAttribute('role', 'dialog');
      d.setAttribute('aria-label', name);
      document.body.appendChild(d);
      return d;
    };
    const below = make('X-rapport');
    const onTop = make('Kvittoinnehåll');
    const closed: string[] = [];
    for (const d of [below, onTop])
      d.addEventListener('keydown', (e) => e.key === 'Escape' && closed.push(d.ariaLabel!));
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(closed).toEqual(['Kvittoinnehåll']);
    // Focus inside a dialog: the key is that dialog's, untouched.
    const button = below.appendChild(document.createElement('button'));
    button.focus();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(closed).toEqual(['Kvittoinnehåll', 'X-rapport']);
    below.remove();
    onTop.remove();
  });
});

describe('registry', () => {
  it('throws when an id is registered twice', () => {
    const c = defineCommand({ id: 'test.dup', title: 'A', group: 'T', run: () => {} });
    cleanup.push(registerCommands([c]));
    expect(() => registerCommands([{ ...c }])).toThrow(/registered twice/);
  });
});

describe('focus stack scoping', () => {
  it('modal over pane over global', () => {
    const g = defineCommand({ id: 'g', title: 'g', group: 'T', run: () => {} });
    const p = defineCommand({ id: 'p', title: 'p', group: 'T', scope: 'pane', owner: 'list', run: () => {} });
    const m = defineCommand({ id: 'm', title: 'm', group: 'T', scope: 'modal', owner: 'dlg', run: () => {} });
    const a = defineCommand({ id: 'a', title: 'a', group: 'T', scope: 'always', run: () => {} });
    expect([g, p, m, a].filter((c) => inScope(c, ctx())).map((c) => c.id)).toEqual(['g', 'a']);
    pushLayer('p', 'pane', 'list');
    expect([g, p, m, a].filter((c) => inScope(c, ctx({ focus: focusState() }))).map((c) => c.id)).toEqual([
      'g',
      'p',
      'a',
    ]);
    pushLayer('m', 'modal', 'dlg');
    expect([g, p, m, a].filter((c) => inScope(c, ctx({ focus: focusState() }))).map((c) => c.id)).toEqual(['m', 'a']);
  });

  it('a command whose when is false is not a candidate', () => {
    cleanup.push(
      registerCommands([
        defineCommand({ id: 'w', title: 'w', group: 'T', hotkey: 'alt+w', when: () => 'Inte nu', run: () => {} }),
      ]),
    );
    expect(candidatesFor('alt+w', ctx())).toEqual([]);
  });
});

describe('keys', () => {
  it('fires a bare-letter hotkey outside inputs but not inside them; modified keys pass in inputs', async () => {
    const bare = vi.fn();
    const mod = vi.fn();
    cleanup.push(
      registerCommands([
        defineCommand({ id: 'k.bare', title: 'bare', group: 'T', hotkey: 'j', run: bare }),
        defineCommand({ id: 'k.mod', title: 'mod', group: 'T', hotkey: 'ctrl+k', scope: 'always', run: mod }),
      ]),
    );
    cleanup.push(installKeys());
    press('j');
    release('j');
    await Promise.resolve();
    expect(bare).toHaveBeenCalledTimes(1);
    const input = document.createElement('input');
    document.body.appendChild(input);
    press('j', {}, input);
    release('j', input);
    await Promise.resolve();
    expect(bare).toHaveBeenCalledTimes(1);
    press('Control', { ctrlKey: true }, input);
    const ev = press('k', { ctrlKey: true }, input);
    await Promise.resolve();
    expect(mod).toHaveBeenCalledTimes(1);
    expect(ev.defaultPrevented).toBe(true); // never reaches the browser's own shortcut
    input.remove();
  });

  it('fires nothing when two commands match the same key', async () => {
    const a = vi.fn();
    const b = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    cleanup.push(
      registerCommands([
        defineCommand({ id: 'tie.a', title: 'a', group: 'T', hotkey: 'alt+q', run: a }),
        defineCommand({ id: 'tie.b', title: 'b', group: 'T', hotkey: 'alt+q', run: b }),
      ]),
    );
    cleanup.push(installKeys());
    press('Alt', { altKey: true });
    press('q', { altKey: true });
    await Promise.resolve();
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/nothing fired/));
    warn.mockRestore();
  });
});

describe('keys as a Swedish keyboard sends them', () => {
  // key, code, keyCode and modifiers of Chromium on a Swedish layout.
  const swedish = (
    key: string,
    code: string,
    keyCode: number,
    init: KeyboardEventInit = {},
    target: EventTarget = document.body,
  ) => {
    const ev = new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true, ...init });
    Object.defineProperty(ev, 'keyCode', { get: () => keyCode });
    Object.defineProperty(ev, 'which', { get: () => keyCode });
    target.dispatchEvent(ev);
    target.dispatchEvent(new KeyboardEvent('keyup', { key, code, bubbles: true, ...init }));
    return ev;
  };

  it("'/' (Shift+7) and '?' (Shift and the + key) each reach their own command, and not from a field", async () => {
    const slash = vi.fn();
    const help = vi.fn();
    const screen4 = vi.fn();
    cleanup.push(
      registerCommands([
        defineCommand({ id: 'sv.slash', title: 'slash', group: 'T', hotkey: '/', run: slash }),
        defineCommand({ id: 'sv.help', title: 'help', group: 'T', hotkey: '?', run: help }),
        defineCommand({ id: 'sv.alt4', title: 'alt4', group: 'T', hotkey: 'alt+4', run: screen4 }),
      ]),
    );
    cleanup.push(installKeys());
    swedish('Shift', 'ShiftLeft', 16, { shiftKey: true });
    swedish('/', 'Digit7', 55, { shiftKey: true });
    await Promise.resolve();
    expect([slash.mock.calls.length, help.mock.calls.length]).toEqual([1, 0]);
    swedish('?', 'Minus', 187, { shiftKey: true });
    await Promise.resolve();
    expect([slash.mock.calls.length, help.mock.calls.length]).toEqual([1, 1]);
    // macOS Option+4 types '$' on a Swedish Mac: still the fourth screen.
    swedish('$', 'Digit4', 52, { altKey: true });
    await Promise.resolve();
    expect(screen4).toHaveBeenCalledTimes(1);
    const input = document.createElement('input');
    document.body.appendChild(input);
    swedish('/', 'Digit7', 55, { shiftKey: true }, input);
    await Promise.resolve();
    expect(slash).toHaveBeenCalledTimes(1);
    input.remove();
  });
});

describe('screen scoping', () => {
  it('a key of a screen fires on that screen and the paths under it, nowhere else', () => {
    const c = defineCommand({ id: 's', title: 's', group: 'T', hotkey: '/', screen: '/bookings', run: () => {} });
    expect(
      ['/bookings', '/bookings/groups', '/bookingsx', '/actions', '/'].filter((path) => inScope(c, ctx({ path }))),
    ).toEqual(['/bookings', '/bookings/groups']);
  });
});
