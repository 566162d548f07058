import { describe, expect, it } from 'vitest';
import { matchesHotkey, parseHotkey, type KeyLike } from './hotkeyMatch';

const ev = (key: string, code: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key,
  code,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...mods,
});

// Key events exactly as Chromium sends them from a Swedish layout (Windows/Linux unless noted).
const SWEDISH: [string, KeyLike, string[]][] = [
  ['Shift+7 types /', ev('/', 'Digit7', { shiftKey: true }), ['/']],
  ['Shift and the + key type ?', ev('?', 'Minus', { shiftKey: true }), ['?']],
  ['the + key types +', ev('+', 'Minus'), ['+']],
  ['7 types 7', ev('7', 'Digit7'), ['7']],
  ['Ctrl+K', ev('k', 'KeyK', { ctrlKey: true }), ['mod+k', 'ctrl+k']],
  ['Ctrl+F', ev('f', 'KeyF', { ctrlKey: true }), ['mod+f']],
  ['Alt+4', ev('4', 'Digit4', { altKey: true }), ['alt+4']],
  ['Alt+0', ev('0', 'Digit0', { altKey: true }), ['alt+0']],
  ['Alt+I', ev('i', 'KeyI', { altKey: true }), ['alt+i']],
  ['Alt+Shift+N', ev('N', 'KeyN', { altKey: true, shiftKey: true }), ['alt+shift+n']],
  ['Alt+Shift+7 (types /)', ev('/', 'Digit7', { altKey: true, shiftKey: true }), ['alt+shift+7']],
  ['macOS Option+7 types |', ev('|', 'Digit7', { altKey: true }), ['alt+7']],
  ['macOS Option+I is a dead key', ev('Dead', 'KeyI', { altKey: true }), ['alt+i']],
  ['macOS Option+K types ª', ev('ª', 'KeyK', { altKey: true }), ['alt+k']],
  ['AltGr+7 types { (ctrl+alt)', ev('{', 'Digit7', { ctrlKey: true, altKey: true }), []],
  ['AltGr+2 types @', ev('@', 'Digit2', { ctrlKey: true, altKey: true }), []],
  ['Delete', ev('Delete', 'Delete'), ['delete']],
  ['Escape', ev('Escape', 'Escape'), ['escape', 'esc']],
  ['F2', ev('F2', 'F2'), ['f2']],
  ['j', ev('j', 'KeyJ'), ['j']],
  ['Shift+J', ev('J', 'KeyJ', { shiftKey: true }), ['shift+j']],
];

const ALL = [
  '/',
  '?',
  '+',
  '7',
  'mod+k',
  'ctrl+k',
  'mod+f',
  'alt+4',
  'alt+0',
  'alt+7',
  'alt+i',
  'alt+k',
  'alt+shift+n',
  'alt+shift+7',
  'delete',
  'escape',
  'esc',
  'f2',
  'j',
  'shift+j',
  'alt+2',
  'alt+shift+k',
  'k',
];

describe('hotkeys on a Swedish keyboard', () => {
  it.each(SWEDISH)('%s matches exactly %j', (_name, e, expected) => {
    expect(ALL.filter((h) => matchesHotkey(h, e))).toEqual(expected);
  });

  it('on a US layout the same bindings mean the same characters', () => {
    expect(matchesHotkey('/', ev('/', 'Slash'))).toBe(true);
    expect(matchesHotkey('?', ev('?', 'Slash', { shiftKey: true }))).toBe(true);
    expect(matchesHotkey('?', ev('/', 'Slash'))).toBe(false);
  });

  it('a letter is found by its key where the layout types another script', () => {
    expect(matchesHotkey('mod+k', ev('л', 'KeyK', { ctrlKey: true }))).toBe(true);
    // A Latin character on another key wins over the position (AZERTY: A sits where Q is).
    expect(matchesHotkey('alt+q', ev('a', 'KeyQ', { altKey: true }))).toBe(false);
    expect(matchesHotkey('alt+a', ev('a', 'KeyQ', { altKey: true }))).toBe(true);
  });

  it('mod is ⌘ on macOS', () => {
    expect(matchesHotkey('mod+k', ev('k', 'KeyK', { metaKey: true }), true)).toBe(true);
    expect(matchesHotkey('mod+k', ev('k', 'KeyK', { ctrlKey: true }), true)).toBe(false);
  });

  it('refuses bindings no key produces as written', () => {
    expect(() => parseHotkey('shift+/')).toThrow(/\?/);
    expect(() => parseHotkey('hyper+k')).toThrow();
    expect(() => parseHotkey('alt+nope')).toThrow();
    expect(parseHotkey('ctrl++')).toMatchObject({ ctrl: true, key: '+', kind: 'char' });
  });
});
