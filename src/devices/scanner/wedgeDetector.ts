/**
 * Keyboard-wedge scanner: tells a scanner's keystroke burst from a person typing (money.md 4:
 * 8 or more keys, first to eighth within 200 ms, a gap above 50 ms restarts) and emits the code.
 *
 * The app runs it as the key pre-handler of src/commands/keys.ts (passed in as `attach`): the page's one key listener, on window in
 * the capture phase, installed once at start, so it sees every key before any hotkey, dialog or
 * field, whatever renders or has focus. Keys pressed before the console's code ran (a reload) are
 * kept by public/early-keys.js and handed over at install.
 *
 * How the first keys stay out of fields and commands: while a burst is possible every printable
 * key is held (preventDefault + stopPropagation) instead of acting. When the burst cannot
 * complete any more (a gap above 50 ms, 200 ms passed before the eighth key, or a non-printable
 * key such as Backspace) the held keys are replayed in order to their original target, or to the
 * field that took focus since they were pressed (ctrl+K, then typing at once): a
 * synthetic keydown (so hotkeys and React handlers still see it), then, unless that was
 * prevented, the character is inserted into a text field (keyReplay.ts). A person's typing
 * therefore arrives at most ~80 ms late (the 50 ms gap plus PAUSE_GRACE_MS) and never twice.
 * When the eighth key arrives in time the held keys are dropped, the rest of the burst and its
 * Enter/Tab suffix are swallowed, and the code is emitted when the Enter/Tab or a pause ends it.
 *
 * Whole or not at all (issue 10): times are the keys' own timestamps, and a pause is only called
 * once the grace has passed, so keys that reach a busy page late still join their scan. A scan
 * that really breaks is dropped and reported (onBroken), never half typed, half emitted: held keys
 * at a scanner's pace (3+ keys at most 20 ms apart) are a broken head and are not replayed, and a
 * burst that starts right behind loose keys is a tail and is not emitted; once the scanner has ended a
 * code with Enter/Tab (remembered per machine), a burst that stops short of its suffix is cut, not done.
 * Not held: keys with ctrl/alt/meta, auto-repeat, IME composition, and keys aimed at inputs
 * whose typing cannot be replayed (date/time/colour/range pickers, select): those act at once;
 * a scan into such a control still emits its code, only its first 7 keys reach the control.
 */
import { ok, writable } from '../device';
import { SCAN_MAX_GAP_MS, SCAN_MIN_KEYS, SCAN_WINDOW_MS, scanEmitter, type ScannerTransport } from './contract';
import {
  candidateChar,
  cloneKey,
  inputPending,
  insertIntoField,
  isReplayed,
  isTextField,
  isUnreplayable,
  keyTimeOf,
} from './keyReplay';
import { readSuffixed, writeSuffixed } from './wedgeMemory';

export { insertIntoField, keyTimeOf } from './keyReplay';

export interface WedgeOptions {
  /** Clock in ms (tests use fake timers; Date.now is faked with them). */
  now?: () => number;
  minKeys?: number;
  windowMs?: number;
  maxGapMs?: number;
  /** When a key was pressed; defaults to keyTimeOf (tests stand in for the browser's timestamps). */
  keyTime?: (e: KeyboardEvent, now: number) => number;
  /** Attaches the key handler (the app: its one key listener, commands/keys.ts); returns the detach. */
  attach: (handler: (e: KeyboardEvent) => boolean) => () => void;
  /** Keys pressed before the detector ran (a scan right after a reload; the app: takeEarlyKeys). */
  earlyKeys: () => KeyboardEvent[];
}

/** The keyboard-wedge transport: always ready once installed. */
export interface WedgeScanner extends ScannerTransport {
  /** Starts detecting; returns the uninstall function (held keys are replayed first). */
  install(): () => void;
  /** The key handler itself: true when it swallowed the key. */
  handleKey(e: KeyboardEvent): boolean;
  /** Calls `cb` when a scan arrived broken (a pause inside it) and was dropped whole: scan again. */
  onBroken(cb: () => void): () => void;
}

interface Held {
  event: KeyboardEvent;
  target: EventTarget | null;
  at: number;
  released: boolean;
  passed: boolean;
  /** What had focus when the key was pressed. */
  focused: Element | null;
}

/**
 * A held key goes to the field of a dialog that took focus since the key was pressed (ctrl+K, then
 * typing at once): the key was typed for it. Focus moved within the page (a click) keeps the key's target.
 */
function followsFocus(aimed: EventTarget, focusedThen: Element | null): boolean {
  const now = document.activeElement;
  if (!now || now === aimed || now === focusedThen) return false;
  if (!isTextField(now) && !(now as HTMLElement).isContentEditable) return false;
  const dialog = now.closest('[role=dialog],[role=alertdialog]');
  return dialog != null && !(aimed instanceof Node && dialog.contains(aimed));
}

const MODIFIERS = new Set([
  'Shift',
  'Control',
  'Alt',
  'AltGraph',
  'Meta',
  'CapsLock',
  'NumLock',
  'Fn',
  'Unidentified',
  'Dead',
]);

/** A pause timer this much past its deadline ran after a long task: keys may still be queued behind it. */
const LATE_TIMER_MS = 10;
/** The pause timer waits this long past a pause's end: keys reach the page late on a busy machine. */
export const PAUSE_GRACE_MS = 30;
/** A recognised burst without a suffix is only called over this long after its 50 ms pause. */
export const BURST_GRACE_MS = 250;
/** Keys at a scanner's pace wait this long past the window for the rest: dropped if broken, so no one waits on them. */
export const SCANNER_GRACE_MS = 250;
/** Keys this close together come from a scanner, never from a person's fingers. */
const SCANNER_PACE_MS = 20;
/** Held keys at scanner pace from this many on are a broken scan, never typing. */
const SCANNER_RUN = 3;
/** A burst starting this soon after loose keys is the tail of a scan that lost its head. */
const FRAGMENT_MS = 2 * SCAN_MAX_GAP_MS;
/** How long past its grace a pause timer keeps yielding to queued input. */
const MAX_WAIT_FOR_KEYS_MS = 1000;

/** Timestamps this far out of order are the two clocks' rounding, not a pause. */
const CLOCK_JITTER_MS = 5;

export function createWedgeScanner(options: WedgeOptions): WedgeScanner {
  const now = options.now ?? (() => Date.now());
  const keyTime = options.keyTime ?? ((e: KeyboardEvent, t: number) => keyTimeOf(e, t));
  const minKeys = options.minKeys ?? SCAN_MIN_KEYS;
  const windowMs = options.windowMs ?? SCAN_WINDOW_MS;
  const maxGap = options.maxGapMs ?? SCAN_MAX_GAP_MS;
  const { attach, earlyKeys } = options;
  const emitter = scanEmitter();
  const broken = new Set<() => void>();
  const status = writable<'disconnected' | 'ready'>('disconnected');

  // idle: nothing open; pending: holding keys of a possible burst; burst: recognised, swallowing;
  // human: too slow to be a scan, keys pass until a pause restarts detection.
  let mode: 'idle' | 'pending' | 'burst' | 'human' = 'idle';
  let held: Held[] = [];
  let code = '';
  let first = 0;
  let last = 0;
  /** When the last printable key that acted (typed, replayed) was pressed. */
  let lastLoose = -Infinity;
  /** The burst open now is the tail of a broken scan: swallowed, then reported, never emitted. */
  let fragment = false;
  /** When the last burst cut short of its suffix ended: keys at a scanner's pace right behind it are its tail. */
  let cutAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deadline = 0;
  let grace = PAUSE_GRACE_MS;
  /** How long after it was pressed the last key reached the detector. */
  let lag = 0;
  /** This scanner ends its codes with Enter/Tab: a burst that stops short of it was cut, not finished. */
  let suffixed = readSuffixed();
  let gaveKeysATurn = false;
  const swallowUps = new Map<string, number>();

  const upKey = (e: KeyboardEvent) => e.code || e.key;
  const swallow = (e: KeyboardEvent) => {
    e.preventDefault();
    e.stopPropagation();
  };
  const swallowUp = (e: KeyboardEvent) => swallowUps.set(upKey(e), (swallowUps.get(upKey(e)) ?? 0) + 1);
  const reportBroken = () => {
    for (const cb of [...broken]) {
      try {
        cb();
      } catch (err) {
        console.error('Scan listener failed', err);
      }
    }
  };

  function clearTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function schedule() {
    clearTimer();
    // Keys at a scanner's pace either make a scan within the window or are a broken one: no hurry.
    const scannerPace = mode === 'pending' && atScannerPace(held, 2);
    if (mode === 'pending') deadline = scannerPace ? first + windowMs : Math.min(last + maxGap, first + windowMs);
    else deadline = last + maxGap;
    gaveKeysATurn = false;
    // However late the last key reached us, the next may be as late: the grace grows by that lag.
    const burstGrace = suffixed ? MAX_WAIT_FOR_KEYS_MS : BURST_GRACE_MS;
    const base = mode === 'burst' ? burstGrace : scannerPace ? SCANNER_GRACE_MS : PAUSE_GRACE_MS;
    grace = base + lag;
    // +1: a key exactly at the limit still counts ("above 50 ms" restarts).
    timer = setTimeout(onTimer, Math.max(0, deadline - now()) + grace + 1);
  }

  function onTimer() {
    timer = undefined;
    // Keys of the scan may be queued behind this timer (a busy console: the timer is late, or the
    // browser says input is waiting). They carry their own times (keyTime): let them go first.
    const late = now() - deadline > grace + LATE_TIMER_MS;
    if ((late && !gaveKeysATurn) || (inputPending() && now() - deadline < grace + MAX_WAIT_FOR_KEYS_MS)) {
      gaveKeysATurn = true;
      timer = setTimeout(onTimer, 0);
      return;
    }
    if (mode === 'burst') {
      pauseBurst();
    } else if (mode === 'pending') {
      // The window ran out with keys still coming: a fast typist. Otherwise a pause: start afresh.
      const typing = first + windowMs < last + maxGap && !atScannerPace(held, 2);
      flush();
      mode = typing ? 'human' : 'idle';
    }
  }

  /** Held keys at a scanner's pace: the head of a scan broken by a pause, not typing. */
  function atScannerPace(keys: Held[], run = SCANNER_RUN): boolean {
    if (keys.length < run) return false;
    for (let i = 1; i < keys.length; i++) if (keys[i].at - keys[i - 1].at > SCANNER_PACE_MS) return false;
    return true;
  }

  /**
   * A pause inside a recognised burst (seen by the timer, or by the next key's time after a long
   * task). Keys of this scan arriving later still are a tail, never a code of their own; without
   * the suffix this scanner always sends, the code itself is cut short: dropped, not emitted.
   */
  function pauseBurst() {
    lastLoose = last;
    if (suffixed) {
      fragment = true;
      cutAt = last;
    }
    finishBurst();
  }

  /**
   * Replays the held keys to their targets, in order; a broken scan's head, or its tail, is dropped
   * instead. suffixAt: when the Enter/Tab that ends them was pressed, if one does.
   */
  function flush(suffixAt?: number): boolean {
    const keys = held;
    held = [];
    if (keys.length === 0) return false;
    lastLoose = keys[keys.length - 1].at;
    // Its head: 3+ keys at a scanner's pace. Its tail: keys at that pace behind a cut burst (already
    // reported: the last digits of a code must not be typed into a field either), right behind it,
    // or later (a long task held them up) when the scanner's suffix follows them at its pace.
    const sinceCut = keys[0].at - cutAt;
    const endsWithSuffix = suffixAt != null && suffixAt - lastLoose <= SCANNER_PACE_MS;
    const tail =
      atScannerPace(keys, 1) && (sinceCut <= FRAGMENT_MS || (endsWithSuffix && sinceCut <= MAX_WAIT_FOR_KEYS_MS));
    if (tail || atScannerPace(keys)) {
      for (const h of keys) if (!h.released && !h.passed) swallowUp(h.event);
      if (!tail) reportBroken();
      return true;
    }
    // Where the keys before went, and where focus went because of them.
    let prev: EventTarget | null = null;
    let movedTo: Element | null = null;
    for (const h of keys) {
      if (h.passed) continue;
      // Pressed where the key before was, it follows the focus that key moved (j down, then k up;
      // '/' to the filter, then the letters, even when the filter's first letter took the row away).
      const follows = movedTo != null && h.target === prev;
      prev = h.target;
      const aimed = (follows ? movedTo : h.target) ?? document.activeElement ?? document.body;
      // A key for a field that has gone (a dialog closed) acts nowhere rather than in another field.
      if (aimed instanceof Node && !aimed.isConnected) continue;
      // Focus moved to a field since (ctrl+K's palette, a dialog opening): the key follows it there.
      const target = followsFocus(aimed, h.focused) ? document.activeElement! : aimed;
      const focusBefore = document.activeElement;
      const down = cloneKey('keydown', h.event);
      target.dispatchEvent(down);
      if (!down.defaultPrevented) insertIntoField(target, h.event.key);
      if (h.released) target.dispatchEvent(cloneKey('keyup', h.event));
      if (document.activeElement !== focusBefore) movedTo = document.activeElement;
    }
    return false;
  }

  function finishBurst() {
    clearTimer();
    const scanned = code;
    const wasFragment = fragment;
    code = '';
    fragment = false;
    mode = 'idle';
    if (wasFragment) reportBroken();
    else if (scanned) emitter.emit(scanned);
  }

  /** Ends whatever is open because of a pause or a non-printable key (an Enter/Tab at suffixAt); true when a broken scan was dropped. */
  function endSequence(suffixAt?: number): boolean {
    clearTimer();
    let dropped = false;
    if (mode === 'burst') finishBurst();
    else if (mode === 'pending') dropped = flush(suffixAt);
    mode = 'idle';
    return dropped;
  }

  function onKeyUp(e: KeyboardEvent): boolean {
    const h = held.find((k) => !k.released && !k.passed && upKey(k.event) === upKey(e));
    if (h) {
      h.released = true;
      swallow(e);
      return true;
    }
    const n = swallowUps.get(upKey(e));
    if (!n) return false;
    if (n === 1) swallowUps.delete(upKey(e));
    else swallowUps.set(upKey(e), n - 1);
    swallow(e);
    return true;
  }

  /**
   * Where a printable key acts: the browser aimed it at what had focus when it was pressed, but the
   * held keys its arrival replayed may have moved the focus since (j, then k 60 ms later): it follows.
   */
  function aimOf(e: KeyboardEvent, focusBefore: Element | null): EventTarget | null {
    const focus = document.activeElement;
    return focus && focus !== focusBefore && e.target === focusBefore ? focus : e.target;
  }

  /** Lets a printable key act now: where it was aimed, or given to the focus the replayed keys moved. */
  function pass(e: KeyboardEvent, focusBefore: Element | null): boolean {
    const target = aimOf(e, focusBefore);
    if (target === e.target || !target) return false;
    swallow(e);
    const down = cloneKey('keydown', e);
    target.dispatchEvent(down);
    if (!down.defaultPrevented) insertIntoField(target, e.key);
    return true;
  }

  function onKeyDown(e: KeyboardEvent): boolean {
    if (MODIFIERS.has(e.key)) return false; // Shift for capitals is part of a scan
    const focusBefore = document.activeElement;
    let t = keyTime(e, now());
    lag = Math.min(Math.max(0, now() - t), MAX_WAIT_FOR_KEYS_MS);
    // Date.now and the event's timestamp round differently: a key a hair "before" the last is no pause.
    if (t < last && last - t <= CLOCK_JITTER_MS) t = last;
    // A clock that went backwards (sleep, tests) also counts as a pause; inside a burst it cuts the scan.
    if (mode !== 'idle' && (t - last > maxGap || t < last)) {
      if (mode === 'burst') pauseBurst();
      endSequence();
    }
    const ch = candidateChar(e);
    if (ch === null) {
      const suffix = e.key === 'Enter' || e.key === 'Tab';
      if (mode === 'burst' && suffix) {
        swallow(e);
        swallowUp(e);
        if (!suffixed) {
          suffixed = true;
          writeSuffixed();
        }
        finishBurst();
        return true;
      }
      // The Enter of a scan whose head was dropped must not act either.
      if (endSequence(suffix ? t : undefined) && suffix) {
        swallow(e);
        swallowUp(e);
        return true;
      }
      // A key no scan sends inside its code (Enter, arrows) closes what came before: a burst after
      // it is a scan of its own, not the tail of one whose head was typed ('500' Enter, then a scan).
      lastLoose = -Infinity;
      return false;
    }
    if (mode === 'human') {
      last = t;
      lastLoose = t;
      return pass(e, focusBefore);
    }
    if (mode === 'burst') {
      swallow(e);
      swallowUp(e);
      code += ch;
      last = t;
      schedule();
      return true;
    }
    if (mode === 'idle') {
      // A new sequence starts after a pause, when the last burst's keyups have long arrived.
      mode = 'pending';
      first = t;
      code = '';
      swallowUps.clear();
    }
    if (t - first > windowMs) {
      // The eighth key can no longer come in time: a person is typing.
      flush();
      mode = 'human';
      last = t;
      lastLoose = t;
      clearTimer();
      return pass(e, focusBefore);
    }
    const passed = isUnreplayable(e.target);
    if (!passed) swallow(e);
    const target = passed ? e.target : aimOf(e, focusBefore);
    held.push({ event: e, target, at: t, released: false, passed, focused: document.activeElement });
    code += ch;
    last = t;
    if (held.length >= minKeys) {
      // Recognised: the held keys are part of the code and never act; nor does this one.
      if (passed) swallow(e);
      for (const h of held) if (!h.released && (!h.passed || h.event === e)) swallowUp(h.event);
      // Right behind loose keys it is what is left of a scan whose first keys went astray.
      fragment = first - lastLoose <= FRAGMENT_MS;
      held = [];
      mode = 'burst';
      schedule();
      return true;
    }
    schedule();
    return !passed;
  }

  function handleKey(e: KeyboardEvent): boolean {
    if (isReplayed(e)) return false;
    if (e.type === 'keydown') return onKeyDown(e);
    if (e.type === 'keyup') return onKeyUp(e);
    return false;
  }

  return {
    status,
    connect: async () => ok,
    onScan: emitter.onScan,
    onBroken(cb) {
      broken.add(cb);
      return () => {
        broken.delete(cb);
      };
    },
    handleKey,
    install() {
      const detach = attach(handleKey);
      // Keys pressed while the console was still loading, in order, with their own timestamps.
      for (const e of earlyKeys()) handleKey(e);
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
