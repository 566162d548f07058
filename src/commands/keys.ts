import { allCommands, availability, currentContext, executeCommand, onCommandsChanged } from './registry';
import { matchesChord, parseHotkey, type Chord } from './hotkeyMatch';
import type { CommandContext, CommandDescriptor } from './types';

// How a binding is matched (the character or the physical key) is decided and documented in hotkeyMatch.ts.
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const isTextInput = (el: EventTarget | null) => {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable) return true;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(el.type);
};

/** Is `path` the screen or a path under it ('/bookings' covers '/bookings/groups')? */
export const onScreen = (path: string, screen: string) =>
  path === screen || path.startsWith(`${screen.replace(/\/$/, '')}/`);

/** May this command fire from a key now, given the focus stack and the screen? */
export function inScope(c: CommandDescriptor, ctx: CommandContext): boolean {
  if (c.screen && !onScreen(ctx.path, c.screen)) return false;
  const scope = c.scope ?? 'global';
  if (scope === 'always') return true;
  if (scope === 'modal') return ctx.focus.top === 'modal' && ctx.focus.modal === c.owner;
  if (ctx.focus.top === 'modal') return false;
  if (scope === 'pane') return ctx.focus.pane === c.owner;
  return true;
}

/** Commands that would fire for a hotkey now; the caller fires only when exactly one does. */
export function candidatesFor(hotkey: string, ctx: CommandContext): CommandDescriptor[] {
  return allCommands().filter((c) => c.hotkey === hotkey && inScope(c, ctx) && availability(c, ctx) === true);
}

type PreHandler = (e: KeyboardEvent) => boolean;
const preHandlers: PreHandler[] = [];

let pressed = 0;
/** How many keys have been pressed on the page so far (held ones too): a deferred focus yields to new ones. */
export const keysPressed = () => pressed;

/** The dialog on top (overlays are portalled to the end of the page in the order they open), or null. */
function topDialog(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"],[role="alertdialog"]')].filter(
    (d) => !d.closest('[data-exiting]'),
  );
  return open.at(-1) ?? null;
}

/**
 * An Escape pressed while focus is nowhere (a closing dialog hands it back a frame later, so the one
 * beneath has not got it yet) goes to the dialog on top, which closes as it would a frame later:
 * pressed twice quickly, the second Escape was lost (print preview over the X report).
 */
function escapeToTopDialog(e: KeyboardEvent): boolean {
  if (e.type !== 'keydown' || e.key !== 'Escape') return false;
  if (e.target !== document.body && e.target !== document.documentElement) return false;
  const dialog = topDialog();
  if (!dialog) return false;
  e.preventDefault();
  e.stopImmediatePropagation();
  dialog.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true, composed: true }),
  );
  return true;
}

/** The page's one key listener: pre-handlers (the scanner's burst detector) see a key before anything else. */
function onKey(e: KeyboardEvent) {
  if (e.type === 'keydown') pressed++;
  // On window in the capture phase: nothing registered on document or below can see a swallowed key.
  if (preHandlers.some((h) => h(e))) {
    e.preventDefault();
    e.stopImmediatePropagation();
    return;
  }
  escapeToTopDialog(e);
}

let listening = false;
/** Installs the key listener once for the life of the page; re-renders and dialogs never replace it. */
export function installKeyListener() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('keyup', onKey, true);
}

/** Runs before any hotkey: returning true swallows the key. The listener is installed if it is not yet. */
export function addKeyPreHandler(h: PreHandler) {
  installKeyListener();
  preHandlers.push(h);
  return () => {
    const i = preHandlers.indexOf(h);
    if (i >= 0) preHandlers.splice(i, 1);
  };
}

interface EarlyKeys {
  take(): KeyboardEvent[];
}
/** Keys pressed before the console's code ran, kept by public/early-keys.js; each is handed over once. */
export function takeEarlyKeys(): KeyboardEvent[] {
  const early = typeof window === 'undefined' ? undefined : (window as { __earlyKeys?: EarlyKeys }).__earlyKeys;
  return early ? early.take() : [];
}

/** Every hotkey string of the registry, parsed once per change of the registry. */
let bound = new Map<string, Chord>();

function bindAll() {
  const next = new Map<string, Chord>();
  for (const c of allCommands()) {
    if (!c.hotkey || next.has(c.hotkey)) continue;
    try {
      next.set(c.hotkey, parseHotkey(c.hotkey, isMac));
    } catch (err) {
      console.error(`Command ${c.id}:`, err);
    }
  }
  bound = next;
}

/** Bare keys are off inside text inputs; modified keys (ctrl+K inside a field), Escape and F-keys pass. */
function allowedIn(e: KeyboardEvent): boolean {
  if (!isTextInput(e.target)) return true;
  return e.ctrlKey || e.metaKey || e.altKey || e.key === 'Escape' || /^F\d+$/.test(e.key);
}

/** The hotkey of the one command in scope for this key, if exactly one is. */
function onHotkey(e: KeyboardEvent) {
  if (e.type !== 'keydown' || !allowedIn(e)) return;
  const hits = [...bound].filter(([, chord]) => matchesChord(chord, e)).map(([h]) => h);
  if (hits.length === 0) return;
  const ctx = currentContext();
  const matches = hits.flatMap((h) => candidatesFor(h, ctx));
  if (matches.length === 1) {
    // ctrl+K and friends must never reach the browser's own shortcuts.
    e.preventDefault();
    e.stopPropagation();
    void executeCommand(matches[0].id, undefined, 'hotkey');
  } else if (matches.length > 1) {
    console.warn(`Hotkey ${hits.join('/')} matches ${matches.map((m) => m.id).join(', ')}: nothing fired`);
  }
}

/** Installs the key listener (pre-handlers first) and the hotkeys from the registry behind it. */
export function installKeys(): () => void {
  installKeyListener();
  bindAll();
  const off = onCommandsChanged(bindAll);
  // On document in the capture phase: after the pre-handlers on window, before any field or React handler.
  document.addEventListener('keydown', onHotkey, true);
  return () => {
    off();
    document.removeEventListener('keydown', onHotkey, true);
    bound = new Map();
  };
}
