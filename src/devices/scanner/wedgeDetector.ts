/**
 * Keyboard-wedge scanner: tells a scanner's keystroke burst from a person typing (money.md 4:
 * 8 or more keys, first to eighth within 200 ms, a gap above 50 ms restarts) and emits the code.
 *
 * It runs as the key pre-handler of src/commands/keys.ts, i.e. in the capture phase on the
 * document before any hotkey and before the focused field sees the key, whatever has focus.
 *
 * How the first keys stay out of fields and commands: while a burst is possible every printable
 * key is held (preventDefault + stopPropagation) instead of acting. When the burst cannot
 * complete any more (a gap above 50 ms, 200 ms passed before the eighth key, or a non-printable
 * key such as Backspace) the held keys are replayed in order to their original target: a
 * synthetic keydown (so hotkeys and React handlers still see it), then, unless that was
 * prevented, the character is inserted into a text field with execCommand('insertText') (keeps
 * the browser's undo) or the native value setter plus an input event (what React listens to).
 * A person's typing therefore arrives at most ~50 ms late and never twice. When the eighth key
 * arrives in time the held keys are dropped, the rest of the burst and its Enter/Tab suffix are
 * swallowed, and the code is emitted when the Enter/Tab or a 50 ms pause ends it.
 * Not held: keys with ctrl/alt/meta, auto-repeat, IME composition, and keys aimed at inputs
 * whose typing cannot be replayed (date/time/colour/range pickers, select): those act at once;
 * a scan into such a control still emits its code, only its first 7 keys reach the control.
 */
import { addKeyPreHandler } from '../../commands/keys';
import { ok } from '../printer/contract';
import { writable } from '../printer/readable';
import { SCAN_MAX_GAP_MS, SCAN_MIN_KEYS, SCAN_WINDOW_MS, scanEmitter, type ScannerTransport } from './contract';

export interface WedgeOptions {
  /** Clock in ms (tests use fake timers; Date.now is faked with them). */
  now?: () => number;
  minKeys?: number;
  windowMs?: number;
  maxGapMs?: number;
  /** When a key was pressed; defaults to keyTimeOf (tests stand in for the browser's timestamps). */
  keyTime?: (e: KeyboardEvent, now: number) => number;
  /** How the key handler is attached; defaults to the hotkey pre-handler chain. */
  attach?: (handler: (e: KeyboardEvent) => boolean) => () => void;
}

/** The keyboard-wedge transport: always ready once installed. */
export interface WedgeScanner extends ScannerTransport {
  /** Starts detecting; returns the uninstall function (held keys are replayed first). */
  install(): () => void;
  /** The key handler itself: true when it swallowed the key. */
  handleKey(e: KeyboardEvent): boolean;
}

interface Held { event: KeyboardEvent; target: EventTarget | null; released: boolean; passed: boolean }

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'NumLock', 'Fn', 'Unidentified', 'Dead']);
const TEXT_TYPES = new Set(['', 'text', 'search', 'email', 'tel', 'url', 'password', 'number']);
/** Events we dispatch ourselves when replaying; the detector lets them through. */
const replayed = new WeakSet<Event>();

/** The printable character a scanner could send (visible ASCII, no space), or null. */
function candidateChar(e: KeyboardEvent): string | null {
  if (e.ctrlKey || e.altKey || e.metaKey || e.repeat || e.isComposing) return null;
  return /^[\x21-\x7e]$/.test(e.key) ? e.key : null;
}

function isTextField(t: EventTarget | null): t is HTMLInputElement | HTMLTextAreaElement {
  return t instanceof HTMLTextAreaElement || (t instanceof HTMLInputElement && TEXT_TYPES.has(t.type));
}

/** Targets whose typing we cannot replay faithfully: keys there act natively. */
function isUnreplayable(t: EventTarget | null): boolean {
  return t instanceof HTMLSelectElement || (t instanceof HTMLInputElement && !isTextField(t));
}

function cloneKey(type: 'keydown' | 'keyup', e: KeyboardEvent): KeyboardEvent {
  const c = new KeyboardEvent(type, {
    key: e.key, code: e.code, location: e.location, shiftKey: e.shiftKey, bubbles: true, cancelable: true, composed: true,
  });
  // hotkeys-js reads keyCode, which a constructed event leaves at 0.
  const keyCode = e.keyCode || (e.key.length === 1 ? e.key.toUpperCase().charCodeAt(0) : 0);
  Object.defineProperty(c, 'keyCode', { get: () => keyCode });
  Object.defineProperty(c, 'which', { get: () => keyCode });
  replayed.add(c);
  return c;
}

/** Types `ch` into a text field as the browser would have. */
export function insertIntoField(target: EventTarget | null, ch: string): void {
  if (target instanceof HTMLElement && target.isContentEditable) {
    if (typeof document.execCommand === 'function') document.execCommand('insertText', false, ch);
    return;
  }
  if (!isTextField(target) || target.readOnly || target.disabled) return;
  if (target === document.activeElement && typeof document.execCommand === 'function' && document.execCommand('insertText', false, ch)) return;
  const value = target.value;
  let start: number | null = null;
  let end: number | null = null;
  try { start = target.selectionStart; end = target.selectionEnd; } catch { /* number/email fields have no selection */ }
  start ??= value.length;
  end ??= start;
  if (target.maxLength >= 0 && value.length - (end - start) + ch.length > target.maxLength) return;
  const proto = target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // The prototype's setter, so React's value tracker notices the change and fires onChange.
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(target, value.slice(0, start) + ch + value.slice(end));
  try { target.setSelectionRange(start + ch.length, start + ch.length); } catch { /* as above */ }
  target.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: ch }));
}

/**
 * When a key was pressed, on the clock of `now`: a trusted event carries the moment the browser took
 * it in, so a long task in the console between two keys of a scan does not look like a pause.
 * Synthetic events (tests, replays) are timed when handled.
 */
export function keyTimeOf(e: Pick<KeyboardEvent, 'isTrusted' | 'timeStamp'>, now: number, perfNow: () => number = () => performance.now()): number {
  if (!e.isTrusted || !(e.timeStamp > 0)) return now;
  const age = perfNow() - e.timeStamp;
  return age >= 0 && age < 10_000 ? now - age : now;
}

/** A pause timer this much past its deadline ran after a long task: keys may still be queued behind it. */
const LATE_TIMER_MS = 10;

export function createWedgeScanner(options: WedgeOptions = {}): WedgeScanner {
  const now = options.now ?? (() => Date.now());
  const keyTime = options.keyTime ?? ((e: KeyboardEvent, t: number) => keyTimeOf(e, t));
  const minKeys = options.minKeys ?? SCAN_MIN_KEYS;
  const windowMs = options.windowMs ?? SCAN_WINDOW_MS;
  const maxGap = options.maxGapMs ?? SCAN_MAX_GAP_MS;
  const attach = options.attach ?? addKeyPreHandler;
  const emitter = scanEmitter();
  const status = writable<'disconnected' | 'ready'>('disconnected');

  // idle: nothing open; pending: holding keys of a possible burst; burst: recognised, swallowing;
  // human: too slow to be a scan, keys pass until a pause restarts detection.
  let mode: 'idle' | 'pending' | 'burst' | 'human' = 'idle';
  let held: Held[] = [];
  let code = '';
  let first = 0;
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deadline = 0;
  let gaveKeysATurn = false;
  const swallowUps = new Map<string, number>();

  const upKey = (e: KeyboardEvent) => e.code || e.key;
  const swallow = (e: KeyboardEvent) => { e.preventDefault(); e.stopPropagation(); };

  function clearTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function schedule() {
    clearTimer();
    deadline = mode === 'pending' ? Math.min(last + maxGap, first + windowMs) : last + maxGap;
    gaveKeysATurn = false;
    // +1: a key exactly at the limit still counts ("above 50 ms" restarts).
    timer = setTimeout(onTimer, Math.max(0, deadline - now()) + 1);
  }

  function onTimer() {
    timer = undefined;
    // Late: the console was busy, and keys of the scan may be queued behind this timer. They carry
    // their own times (keyTime), so give them one turn before calling it a pause.
    if (!gaveKeysATurn && now() - deadline > LATE_TIMER_MS) {
      gaveKeysATurn = true;
      timer = setTimeout(onTimer, 0);
      return;
    }
    if (mode === 'burst') finishBurst();
    else if (mode === 'pending') { flush(); mode = 'human'; }
  }

  /** Replays the held keys to their targets, in order. */
  function flush() {
    const keys = held;
    held = [];
    for (const h of keys) {
      if (h.passed) continue;
      const target = h.target instanceof Node && h.target.isConnected ? h.target : document.activeElement ?? document.body;
      const down = cloneKey('keydown', h.event);
      target.dispatchEvent(down);
      if (!down.defaultPrevented) insertIntoField(target, h.event.key);
      if (h.released) target.dispatchEvent(cloneKey('keyup', h.event));
    }
  }

  function finishBurst() {
    clearTimer();
    const scanned = code;
    code = '';
    mode = 'idle';
    if (scanned) emitter.emit(scanned);
  }

  /** Ends whatever is open because of a pause or a non-printable key. */
  function endSequence() {
    clearTimer();
    if (mode === 'burst') finishBurst();
    else if (mode === 'pending') flush();
    mode = 'idle';
  }

  function onKeyUp(e: KeyboardEvent): boolean {
    const h = held.find((k) => !k.released && !k.passed && upKey(k.event) === upKey(e));
    if (h) { h.released = true; swallow(e); return true; }
    const n = swallowUps.get(upKey(e));
    if (!n) return false;
    if (n === 1) swallowUps.delete(upKey(e)); else swallowUps.set(upKey(e), n - 1);
    swallow(e);
    return true;
  }

  function onKeyDown(e: KeyboardEvent): boolean {
    if (MODIFIERS.has(e.key)) return false; // Shift for capitals is part of a scan
    const t = keyTime(e, now());
    // A clock that went backwards (sleep, tests) also counts as a pause.
    if (mode !== 'idle' && (t - last > maxGap || t < last)) endSequence();
    const ch = candidateChar(e);
    if (ch === null) {
      if (mode === 'burst' && (e.key === 'Enter' || e.key === 'Tab')) {
        swallow(e);
        swallowUps.set(upKey(e), (swallowUps.get(upKey(e)) ?? 0) + 1);
        finishBurst();
        return true;
      }
      endSequence();
      return false;
    }
    if (mode === 'human') { last = t; return false; }
    if (mode === 'burst') {
      swallow(e);
      swallowUps.set(upKey(e), (swallowUps.get(upKey(e)) ?? 0) + 1);
      code += ch;
      last = t;
      schedule();
      return true;
    }
    if (mode === 'idle') {
      // A new sequence starts after a pause, when the last burst's keyups have long arrived.
      mode = 'pending'; first = t; code = ''; swallowUps.clear();
    }
    if (t - first > windowMs) {
      // The eighth key can no longer come in time: a person is typing.
      flush();
      mode = 'human';
      last = t;
      clearTimer();
      return false;
    }
    const passed = isUnreplayable(e.target);
    if (!passed) swallow(e);
    held.push({ event: e, target: e.target, released: false, passed });
    code += ch;
    last = t;
    if (held.length >= minKeys) {
      // Recognised: the held keys are part of the code and never act; nor does this one.
      if (passed) swallow(e);
      for (const h of held) if (!h.released && (!h.passed || h.event === e)) swallowUps.set(upKey(h.event), (swallowUps.get(upKey(h.event)) ?? 0) + 1);
      held = [];
      mode = 'burst';
      schedule();
      return true;
    }
    schedule();
    return !passed;
  }

  function handleKey(e: KeyboardEvent): boolean {
    if (replayed.has(e)) return false;
    if (e.type === 'keydown') return onKeyDown(e);
    if (e.type === 'keyup') return onKeyUp(e);
    return false;
  }

  return {
    status,
    connect: async () => ok,
    onScan: emitter.onScan,
    handleKey,
    install() {
      const detach = attach(handleKey);
      status.set('ready');
      return () => {
        endSequence();
        swallowUps.clear();
        detach();
        status.set('disconnected');
      };
    },
  };
}
