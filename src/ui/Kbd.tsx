import * as s from './styles.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const NAMES: Record<string, string> = {
  mod: isMac ? '⌘' : 'Ctrl',
  ctrl: 'Ctrl',
  meta: '⌘',
  alt: isMac ? '⌥' : 'Alt',
  shift: 'Shift',
  enter: 'Enter',
  escape: 'Esc',
  esc: 'Esc',
  backspace: '⌫',
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
  space: 'Space',
};

/** How a hotkey string ('mod+k', 'alt+i', 'g b') reads on a key cap. */
export function hotkeyLabel(hotkey: string): string {
  return hotkey
    .split(' ')
    .map((chord) =>
      chord
        .split('+')
        .map((k) => NAMES[k] ?? k.toUpperCase())
        .join(' '),
    )
    .join(' then ');
}

/** A hotkey shown beside a title or on a button. */
export function Kbd({ hotkey }: { hotkey: string }) {
  return (
    <kbd className={s.kbd} aria-label={`Kortkommando ${hotkeyLabel(hotkey)}`}>
      {hotkeyLabel(hotkey)}
    </kbd>
  );
}
