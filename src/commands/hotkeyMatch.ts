/**
 * Which key event a hotkey string ('mod+k', 'alt+4', '?', 'alt+shift+n', 'delete') means. Pure: no DOM.
 *
 * The users type on Swedish layouts, so a binding says per kind of key whether the character or the
 * physical key is meant:
 * - A punctuation character ('/', '?', '+') is the character the key produces (event.key). Shift is
 *   part of producing it and is not compared: '/' is Shift+7 in Sweden and unshifted in the US, '?' is
 *   Shift and the + key. Ctrl, Alt and Meta must match. 'shift+/' is not a binding: write '?'.
 * - A letter is its character (ctrl+K is the K key on any Latin layout, wherever it sits), unless the
 *   modifier changed the character (Option+I types 'ˆ' on macOS, a Cyrillic layout types 'л'): then
 *   the physical key (event.code 'KeyI') that carries the letter on a Swedish keyboard.
 * - A digit is the physical key of the top row (event.code 'Digit4'): alt+4 opens the fourth screen
 *   whatever Alt or Shift make that key type (Option+7 is '|' on a Swedish Mac, Shift+7 is '/').
 * - A named key ('escape', 'delete', 'f1', 'up') is event.key.
 * Modifiers are exact otherwise: AltGr (ctrl+alt on Windows) never fires an alt+ binding.
 */

export interface KeyLike {
  key: string;
  code: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

export interface Chord {
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
  /** Lower-case binding key: 'k', '4', '/', 'escape', 'f2'. */
  key: string;
  kind: 'char' | 'letter' | 'digit' | 'named';
}

const NAMED: Record<string, string> = {
  escape: 'Escape',
  esc: 'Escape',
  enter: 'Enter',
  delete: 'Delete',
  backspace: 'Backspace',
  tab: 'Tab',
  space: ' ',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  home: 'Home',
  end: 'End',
  pageup: 'PageUp',
  pagedown: 'PageDown',
  insert: 'Insert',
};

/** Parses 'alt+shift+n'; 'mod' is ⌘ on macOS and Ctrl elsewhere. Throws on a string no key can produce. */
export function parseHotkey(hotkey: string, mac = false): Chord {
  // The last part is the key, so '+' itself can be bound ('ctrl++').
  const parts = hotkey.toLowerCase().split('+');
  const key = parts.pop() || (parts.pop(), '+');
  const c: Chord = { ctrl: false, alt: false, shift: false, meta: false, key, kind: 'named' };
  for (const m of parts) {
    if (m === 'mod') c[mac ? 'meta' : 'ctrl'] = true;
    else if (m === 'ctrl' || m === 'alt' || m === 'shift' || m === 'meta') c[m] = true;
    else if (m !== '') throw new Error(`Okänd modifierare i ${hotkey}`);
  }
  if (/^[a-z]$/.test(key)) c.kind = 'letter';
  else if (/^[0-9]$/.test(key)) c.kind = 'digit';
  else if (key.length === 1) {
    c.kind = 'char';
    if (c.shift) throw new Error(`${hotkey}: skriv tecknet som tangenten ger (t.ex. '?'), inte shift+`);
  } else if (!NAMED[key] && !/^f([1-9]|1[0-9]|2[0-4])$/.test(key)) throw new Error(`Okänd tangent i ${hotkey}`);
  return c;
}

const namedKey = (key: string) => NAMED[key] ?? key.toUpperCase();

/** Does this key event press this chord? */
export function matchesChord(c: Chord, e: KeyLike): boolean {
  if (e.ctrlKey !== c.ctrl || e.altKey !== c.alt || e.metaKey !== c.meta) return false;
  switch (c.kind) {
    case 'char':
      return e.key === c.key;
    case 'letter':
      if (e.shiftKey !== c.shift) return false;
      return /^[a-z]$/i.test(e.key) ? e.key.toLowerCase() === c.key : e.code === `Key${c.key.toUpperCase()}`;
    case 'digit':
      return e.shiftKey === c.shift && e.code === `Digit${c.key}`;
    default:
      return e.shiftKey === c.shift && e.key.toLowerCase() === namedKey(c.key).toLowerCase();
  }
}

/** Convenience for one-off checks and tests. */
export const matchesHotkey = (hotkey: string, e: KeyLike, mac = false) => matchesChord(parseHotkey(hotkey, mac), e);
