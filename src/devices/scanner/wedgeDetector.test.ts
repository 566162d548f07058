// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCommand, installContextProvider, registerCommands } from '../../commands/registry';
import { addKeyPreHandler, installKeys, takeEarlyKeys } from '../../commands/keys';
import { focusState } from '../../commands/focusStack';
import type { CommandContext } from '../../commands/types';
import { createWedgeScanner, insertIntoField, PAUSE_GRACE_MS, type WedgeScanner, keyTimeOf } from './wedgeDetector';
import { scannerKeyEvent, simulateScan } from './simulator';

const ctx = (): CommandContext => ({
  path: '/',
  level: 'manager',
  modules: ['PMS'],
  loggedIn: true,
  focus: focusState(),
  entity: null,
  selected: null,
});

const hotkeyOne = vi.fn();
const hotkeyJ = vi.fn();
const scans: string[] = [];
let scanner: WedgeScanner;
let uninstall: () => void;
let teardown: (() => void)[] = [];
let input: HTMLInputElement;

beforeAll(() => {
  installContextProvider(ctx);
  teardown.push(
    registerCommands([
      defineCommand({ id: 'test.one', title: 'Ett', group: 'T', hotkey: '1', run: hotkeyOne }),
      defineCommand({ id: 'test.j', title: 'J', group: 'T', hotkey: 'j', run: hotkeyJ }),
    ]),
  );
  teardown.push(installKeys());
});
afterAll(() => {
  teardown.forEach((t) => t());
  teardown = [];
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  scanner = createWedgeScanner({ attach: addKeyPreHandler, earlyKeys: takeEarlyKeys });
  uninstall = scanner.install();
  scanner.onScan((c) => scans.push(c));
  scans.length = 0;
  hotkeyOne.mockClear();
  hotkeyJ.mockClear();
  document.body.innerHTML = '';
  input = document.createElement('input');
  document.body.appendChild(input);
});
afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

/** Runs a simulated scan to its end under fake timers. */
async function scan(code: string, options: Parameters<typeof simulateScan>[1] = {}) {
  const done = simulateScan(code, options);
  await vi.advanceTimersByTimeAsync(code.length * ((options.gapMs ?? 10) + 5) + 400);
  await done;
}

/** Types keys to the focused element with exact gaps (ms) between them. */
async function typeKeys(keys: string[], gaps: number | number[]) {
  const downs: KeyboardEvent[] = [];
  for (let i = 0; i < keys.length; i++) {
    if (i > 0) await vi.advanceTimersByTimeAsync(typeof gaps === 'number' ? gaps : gaps[i - 1]);
    const t = document.activeElement ?? document.body;
    const down = scannerKeyEvent('keydown', keys[i]);
    downs.push(down);
    t.dispatchEvent(down);
    t.dispatchEvent(scannerKeyEvent('keyup', keys[i]));
  }
  // Past the pause and its grace: a burst without a suffix is over.
  await vi.advanceTimersByTimeAsync(400);
  return downs;
}

describe('keyboard-wedge burst detection', () => {
  it('is ready once installed', () => {
    expect(scanner.status.get()).toBe('ready');
  });

  it('keystrokes 10 ms apart are a scan: emitted once, nothing typed, Enter swallowed', async () => {
    input.focus();
    const seen: string[] = [];
    input.addEventListener('keydown', (e) => seen.push(e.key));
    await scan('7310865004703');
    expect(scans).toEqual(['7310865004703']);
    expect(input.value).toBe('');
    expect(seen).toEqual([]);
  });

  it('a person typing 100 ms apart is not a scan, and every key reaches the input in order', async () => {
    input.focus();
    const changes: string[] = [];
    input.addEventListener('input', () => changes.push(input.value));
    await scan('12345678', { gapMs: 100, terminator: null });
    expect(scans).toEqual([]);
    expect(input.value).toBe('12345678');
    expect(changes.at(-1)).toBe('12345678');
    expect(changes).toHaveLength(8);
  });

  it('inserts a replayed key at the caret', async () => {
    input.value = 'AC';
    input.focus();
    input.setSelectionRange(1, 1);
    await scan('B', { terminator: null });
    expect(input.value).toBe('ABC');
    expect(scans).toEqual([]);
  });

  it("a gap above 50 ms restarts: a person's keys before it are typed, the burst well after it is the scan", async () => {
    input.focus();
    await typeKeys([...'1234', ...'56789012', 'Enter'], [60, 60, 60, 150, 10, 10, 10, 10, 10, 10, 10, 10]);
    expect(input.value).toBe('1234');
    expect(scans).toEqual(['56789012']);
  });

  it('a pause inside a scan drops it whole: its head is not typed, its tail not emitted, its Enter acts nowhere', async () => {
    // Issue 10: '7310' typed into the field and '865004703' opening 'Skapa ny produkt' was the defect.
    const broken: number[] = [];
    const off = scanner.onBroken(() => broken.push(Date.now()));
    input.focus();
    const enters: string[] = [];
    input.addEventListener('keydown', (e) => enters.push(e.key));
    await typeKeys([...'7310865004703', 'Enter'], [10, 10, 10, 60, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    expect(input.value).toBe('');
    expect(scans).toEqual([]);
    expect(enters).toEqual([]);
    expect(broken.length).toBeGreaterThanOrEqual(1);
    off();
  });

  it('two keys a person rolls over are still typed after a pause (only a scanner-paced run is a broken scan)', async () => {
    input.focus();
    await typeKeys([...'ab', ...'cd'], [10, 100, 60]);
    expect(input.value).toBe('abcd');
    expect(scans).toEqual([]);
  });

  /** Focusable rows where 'n' moves down and 'p' up, as j and k do in the console's lists. */
  function makeRows(count: number) {
    const rows = Array.from({ length: count }, (_, n) => {
      const r = document.createElement('div');
      r.tabIndex = 0;
      r.dataset.n = String(n);
      r.addEventListener('keydown', (e) => {
        const step = e.key === 'n' ? 1 : e.key === 'p' ? -1 : 0;
        if (step) {
          e.preventDefault();
          rows[Math.max(0, Math.min(count - 1, n + step))].focus();
        }
      });
      document.body.appendChild(r);
      return r;
    });
    return rows;
  }
  const focusedRow = () => (document.activeElement as HTMLElement).dataset.n;

  it('replays held keys in order, each where the keys before it moved focus (j down, then k back up)', async () => {
    const rows = makeRows(3);
    rows[1].focus();
    await typeKeys(['n', 'p'], 2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(focusedRow()).toBe('1');
  });

  it("'/' then typing at once: every letter follows to the filter, even when its first letter took the row away", async () => {
    const rows = makeRows(2);
    rows[0].addEventListener('keydown', (e) => {
      if (e.key === '/') {
        e.preventDefault();
        input.focus();
      }
    });
    // A filter: the row no longer matches once a letter is typed, and goes.
    input.addEventListener('input', () => rows[0].remove());
    rows[0].focus();
    await typeKeys([...'/kaj'], 22);
    expect(input.value).toBe('kaj');
  });

  it('a key whose arrival replays the held keys before it acts where they moved the focus (j, then k 60 ms later)', async () => {
    // CI: k came 60 ms after j, so it was aimed at the row j had left; replayed there it went up from it.
    const rows = makeRows(3);
    rows[1].focus();
    await typeKeys(['n', 'p'], 60);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(focusedRow()).toBe('1');
  });

  it('a person too slow for a scan: the key that shows it acts where the replayed keys moved the focus', async () => {
    const rows = makeRows(10);
    rows[0].focus();
    // The sixth key comes 225 ms after the first: the five held are replayed, then it acts.
    await typeKeys([...'nnnnnn'], 45);
    expect(focusedRow()).toBe('6');
  });

  it('a gap of exactly 50 ms does not restart', async () => {
    input.focus();
    await typeKeys([...'12345678'], [10, 10, 10, 50, 10, 10, 10]);
    expect(scans).toEqual(['12345678']);
    expect(input.value).toBe('');
  });

  it('the eighth key must come within 200 ms of the first', async () => {
    input.focus();
    await scan('11112222', { gapMs: 28 }); // 196 ms
    expect(scans).toEqual(['11112222']);
    expect(input.value).toBe('');
    await vi.advanceTimersByTimeAsync(100);
    const downs = await typeKeys([...'33334444'], 29); // 203 ms
    expect(scans).toEqual(['11112222']);
    // The first seven were held and replayed; the eighth acts natively (a browser types it).
    expect(input.value).toBe('3333444');
    expect(downs.map((e) => e.defaultPrevented)).toEqual([true, true, true, true, true, true, true, false]);
  });

  it('hotkeys do not fire during a burst, but do for a single key press', async () => {
    await scan('11111111');
    await vi.advanceTimersByTimeAsync(0);
    expect(scans).toEqual(['11111111']);
    expect(hotkeyOne).not.toHaveBeenCalled();
    await scan('1', { terminator: null });
    expect(hotkeyOne).toHaveBeenCalledTimes(1);
    await scan('j', { terminator: null });
    expect(hotkeyJ).toHaveBeenCalledTimes(1);
  });

  it('a burst without a suffix ends by the 50 ms pause; booking numbers and letters pass', async () => {
    await scan('2026-G0007', { terminator: null });
    await scan('04A1B2C3D4E5F6', { terminator: 'Tab' });
    expect(scans).toEqual(['2026-G0007', '04A1B2C3D4E5F6']);
  });

  it('a non-printable key releases held keys before it acts', async () => {
    input.focus();
    const order: string[] = [];
    input.addEventListener('keydown', (e) => order.push(`${e.key}:${input.value}`));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', code: 'KeyA', bubbles: true, cancelable: true }));
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Backspace', code: 'Backspace', bubbles: true, cancelable: true }),
    );
    expect(order).toEqual(['a:', 'Backspace:a']);
    await vi.advanceTimersByTimeAsync(100);
    expect(scans).toEqual([]);
  });

  it('keys aimed at a control whose typing cannot be replayed act at once; a scan there still emits', async () => {
    const date = document.createElement('input');
    date.type = 'date';
    document.body.appendChild(date);
    date.focus();
    const downs = await typeKeys([...'7310865004703', 'Enter'], 10);
    expect(downs.slice(0, 7).every((e) => !e.defaultPrevented)).toBe(true);
    expect(downs.slice(7).every((e) => e.defaultPrevented)).toBe(true);
    expect(scans).toEqual(['7310865004703']);
  });

  it('stops detecting when uninstalled, replaying what it held', async () => {
    input.focus();
    input.dispatchEvent(scannerKeyEvent('keydown', '5'));
    uninstall();
    expect(input.value).toBe('5');
    expect(scanner.status.get()).toBe('disconnected');
    await typeKeys([...'12345678', 'Enter'], 10);
    expect(scans).toEqual([]);
    uninstall = scanner.install();
  });

  it('keys with ctrl pass at once', () => {
    input.focus();
    const ev = new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true, cancelable: true });
    input.dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(false);
  });
});

describe('insertIntoField', () => {
  it('respects maxLength and read-only fields', () => {
    input.maxLength = 2;
    input.value = 'ab';
    insertIntoField(input, 'c');
    expect(input.value).toBe('ab');
    const ro = document.createElement('textarea');
    ro.readOnly = true;
    insertIntoField(ro, 'x');
    expect(ro.value).toBe('');
  });
});

describe('keyTimeOf: when a key was pressed', () => {
  it('a trusted key is dated by its own timestamp, so a busy console between keys is no pause', () => {
    // Handled at wall time 10_000, 80 ms after the browser took it in.
    expect(keyTimeOf({ isTrusted: true, timeStamp: 420 }, 10_000, () => 500)).toBe(9_920);
  });
  it('synthetic keys, and timestamps that make no sense, are dated when handled', () => {
    expect(keyTimeOf({ isTrusted: false, timeStamp: 420 }, 10_000, () => 500)).toBe(10_000);
    expect(keyTimeOf({ isTrusted: true, timeStamp: 0 }, 10_000, () => 500)).toBe(10_000);
    expect(keyTimeOf({ isTrusted: true, timeStamp: 900 }, 10_000, () => 500)).toBe(10_000);
    expect(keyTimeOf({ isTrusted: true, timeStamp: 1 }, 100_000, () => 60_000)).toBe(100_000);
  });
});

describe('a busy console during a scan', () => {
  it('a pause timer that fires late gives queued keys a turn: their own times say there was no pause', async () => {
    let clock = 0;
    const pressedAt = new WeakMap<KeyboardEvent, number>();
    const own = createWedgeScanner({
      now: () => clock,
      keyTime: (e, t) => pressedAt.get(e) ?? t,
      attach: () => () => {},
      earlyKeys: () => [],
    });
    const got: string[] = [];
    own.onScan((c) => got.push(c));
    const press = (key: string, at: number) => {
      const e = scannerKeyEvent('keydown', key);
      pressedAt.set(e, at);
      return own.handleKey(e);
    };
    const code = '7350042001187';
    expect(press(code[0], 0)).toBe(true);
    clock = 10;
    await vi.advanceTimersByTimeAsync(10);
    expect(press(code[1], 10)).toBe(true);
    // A 65 ms long task: the pause timer (due at 61) runs at 75, before the keys pressed meanwhile.
    clock = 75;
    await vi.advanceTimersByTimeAsync(51);
    for (let i = 2; i < code.length; i++) expect(press(code[i], 10 * i)).toBe(true);
    expect(press('Enter', 10 * code.length)).toBe(true);
    expect(got).toEqual([code]);
  });

  it('a late timer with no key behind it is a pause after all: the held keys go to the field', async () => {
    let clock = 0;
    const own = createWedgeScanner({ now: () => clock, attach: () => () => {}, earlyKeys: () => [] });
    input.focus();
    own.handleKey(scannerKeyEvent('keydown', '4'));
    // Due at 50 + the grace; run at 130: late, so one more turn.
    clock = 130;
    await vi.advanceTimersByTimeAsync(50 + PAUSE_GRACE_MS + 1);
    expect(input.value).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(input.value).toBe('4');
  });
});

describe('issue 10: every scan arrives whole or not at all', () => {
  /** A detector on its own clock, fed keys pressed at given times and handled at the clock's time. */
  function timed() {
    let clock = 0;
    const pressedAt = new WeakMap<KeyboardEvent, number>();
    const own = createWedgeScanner({
      now: () => clock,
      keyTime: (e, t) => pressedAt.get(e) ?? t,
      attach: () => () => {},
      earlyKeys: () => [],
    });
    const got: string[] = [];
    const broken: number[] = [];
    own.onScan((c) => got.push(c));
    own.onBroken(() => broken.push(clock));
    const press = (key: string, at: number) => {
      const e = scannerKeyEvent('keydown', key);
      pressedAt.set(e, at);
      return own.handleKey(e);
    };
    const setClock = async (t: number) => {
      const d = t - clock;
      clock = t;
      await vi.advanceTimersByTimeAsync(d);
    };
    return { own, got, broken, press, setClock };
  }

  it('keys stamped a hair out of order (two clocks rounding differently) are no pause', async () => {
    const { got, press, setClock } = timed();
    const code = '7310865004703';
    // The third key's stamp reads 0.6 ms before the second's: Date.now and performance.now round apart.
    const at = [0, 10.4, 9.8, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120];
    for (let i = 0; i < code.length; i++) {
      await setClock(Math.max(at[i], i * 10));
      expect(press(code[i], at[i])).toBe(true);
    }
    expect(press('Enter', 130)).toBe(true);
    expect(got).toEqual([code]);
  });

  it('keys that reach the page late, but were pressed 10 ms apart, join their scan', async () => {
    const { got, broken, press, setClock } = timed();
    const code = '7350042001187';
    for (let i = 0; i < 4; i++) {
      await setClock(i * 10);
      press(code[i], i * 10);
    }
    // The rest were pressed 10 ms apart but arrive 75 ms after the fourth (a busy machine, not a long task here).
    await setClock(105);
    for (let i = 4; i < code.length; i++) expect(press(code[i], i * 10)).toBe(true);
    expect(press('Enter', code.length * 10)).toBe(true);
    expect(got).toEqual([code]);
    expect(broken).toEqual([]);
  });

  it('when keys reach the page late, a lone first key waits as long for the next one', async () => {
    const { got, broken, press, setClock } = timed();
    const code = '7310865004703';
    // The first key arrives 60 ms after it was pressed; the second, pressed 10 ms later, 150 ms after that.
    await setClock(60);
    expect(press(code[0], 0)).toBe(true);
    await setClock(150);
    for (let i = 1; i < code.length; i++) expect(press(code[i], i * 10)).toBe(true);
    expect(press('Enter', code.length * 10)).toBe(true);
    expect(got).toEqual([code]);
    expect(broken).toEqual([]);
    expect(input.value).toBe('');
  });

  it('a burst right behind a broken head is a tail: never emitted as a shorter code', async () => {
    const { got, broken, press, setClock } = timed();
    // Two keys, a pause, then eleven: the eleven would pass as a valid-length code.
    press('7', 0);
    await setClock(5);
    press('3', 5);
    await setClock(200);
    const tail = '10865004703';
    for (let i = 0; i < tail.length; i++) press(tail[i], 70 + i * 10);
    press('Enter', 70 + tail.length * 10);
    expect(got).toEqual([]);
    expect(broken.length).toBe(1);
  });

  it('a scan right after a person typed and pressed Enter is a scan of its own, not a tail', async () => {
    const { got, broken, press, setClock } = timed();
    // '500' Enter in a dialog, then at once a scan: the Enter closed the typing.
    press('5', 0);
    await setClock(60);
    press('0', 60);
    await setClock(120);
    press('0', 120);
    await setClock(180);
    press('Enter', 180);
    const code = '7350042001187';
    for (let i = 0; i < code.length; i++) press(code[i], 200 + i * 10);
    press('Enter', 200 + code.length * 10);
    expect(got).toEqual([code]);
    expect(broken).toEqual([]);
  });

  it('once the scanner has ended a code with Enter, a burst that stops short of it is dropped, not emitted', async () => {
    const { got, broken, press, setClock } = timed();
    const code = '7350042001187';
    for (let i = 0; i < code.length; i++) press(code[i], i * 10);
    press('Enter', 130);
    expect(got).toEqual([code]);
    // The next scan's keys stop after nine (the rest stuck on the way for over a second): '735004200' is no code.
    await setClock(2000);
    for (let i = 0; i < 9; i++) {
      await setClock(2000 + i * 10);
      press(code[i], 2000 + i * 10);
    }
    await setClock(4000);
    expect(got).toEqual([code]);
    expect(broken.length).toBe(1);
  });

  it('a long task inside a scan (its next key stamped after the pause): neither the head is emitted nor the tail typed', async () => {
    const { got, broken, press, setClock } = timed();
    const code = '7350042001187';
    for (let i = 0; i < code.length; i++) press(code[i], i * 10);
    press('Enter', 130);
    expect(got).toEqual([code]);
    await setClock(2000);
    // Ten keys, then the page is busy for 300 ms (no timer runs): the other three are stamped after it.
    for (let i = 0; i < 10; i++) expect(press(code[i], 2000 + i * 10)).toBe(true);
    for (let i = 10; i < 13; i++) expect(press(code[i], 2390 + (i - 10) * 10)).toBe(true);
    expect(press('Enter', 2420)).toBe(true);
    await setClock(4000);
    expect(got).toEqual([code]);
    expect(broken.length).toBeGreaterThanOrEqual(1);
  });

  it('the last one or two digits of a cut scan are its tail too, not typing', async () => {
    const { got, broken, press, setClock } = timed();
    const field = document.createElement('input');
    document.body.appendChild(field);
    field.focus();
    const code = '7350042001187';
    for (let i = 0; i < code.length; i++) press(code[i], i * 10);
    press('Enter', 130);
    await setClock(2000);
    for (let i = 0; i < 11; i++) press(code[i], 2000 + i * 10);
    // The last two digits and the Enter half a second later, at the scanner's pace.
    press('8', 2600);
    press('7', 2610);
    expect(press('Enter', 2620)).toBe(true);
    await setClock(4000);
    expect([got, broken.length, field.value]).toEqual([[code], 1, '']);
    // A person's key a second later is typing again.
    press('5', 5000);
    await setClock(6000);
    expect(field.value).toBe('5');
  });

  it('keys pressed while the console was loading are handed over at install and make one scan', () => {
    const got: string[] = [];
    const code = '7310865004703';
    const early = [...code, 'Enter'].flatMap((k) => [scannerKeyEvent('keydown', k), scannerKeyEvent('keyup', k)]);
    const own = createWedgeScanner({ attach: () => () => {}, earlyKeys: () => early });
    own.onScan((c) => got.push(c));
    const off = own.install();
    expect(got).toEqual([code]);
    off();
  });

  it('held keys for a field that has gone (its dialog closed) are not typed into another field', async () => {
    const dialogField = document.createElement('input');
    document.body.appendChild(dialogField);
    dialogField.focus();
    dialogField.dispatchEvent(scannerKeyEvent('keydown', '5'));
    dialogField.remove();
    input.focus();
    await vi.advanceTimersByTimeAsync(200);
    expect(input.value).toBe('');
    expect(scans).toEqual([]);
  });
});

describe('held keys follow focus into a dialog that opened after them (issue 11)', () => {
  /** A dialog with a field, opened the way ctrl+K opens the palette: focus moves on a later tick. */
  function openDialogLater(ms: number) {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const field = document.createElement('input');
    dialog.appendChild(field);
    setTimeout(() => {
      document.body.appendChild(dialog);
      field.focus();
    }, ms);
    return field;
  }

  it.each([[70], [25]])('keys typed %i ms apart from the page (body) land in the new field, in order', async (gap) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const field = openDialogLater(Math.min(40, gap + 5));
    await typeKeys(['h', 'u', 'g', 'o'], gap);
    expect(field.value).toBe('hugo');
    expect(input.value).toBe('');
  });

  it('keys aimed at a field or button under the dialog follow focus into the dialog', async () => {
    input.focus();
    const field = openDialogLater(30);
    await typeKeys(['a', 'n', 'n', 'a'], 25);
    expect([field.value, input.value]).toEqual(['anna', '']);
  });

  it('focus moved within the page (not into a dialog) leaves the keys where they were typed', async () => {
    const other = document.createElement('input');
    document.body.appendChild(other);
    input.focus();
    setTimeout(() => other.focus(), 30);
    await typeKeys(['a', 'b'], 25);
    expect([input.value, other.value]).toEqual(['ab', '']);
  });
});
