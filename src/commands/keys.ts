import hotkeys from 'hotkeys-js';
import { allCommands, availability, currentContext, executeCommand, onCommandsChanged } from './registry';
import type { CommandContext, CommandDescriptor } from './types';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Our hotkey strings ('mod+k', 'shift+/') in hotkeys-js syntax. */
export function toHotkeysJs(hotkey: string): string {
  return hotkey.split('+').map((k) => (k === 'mod' ? (isMac ? 'command' : 'ctrl') : k === 'escape' ? 'esc' : k)).join('+');
}

const isTextInput = (el: EventTarget | null) => {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable) return true;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(el.type);
};

/** May this command fire from a key now, given the focus stack? */
export function inScope(c: CommandDescriptor, ctx: CommandContext): boolean {
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

/** The page's one key listener: pre-handlers (the scanner's burst detector) see a key before anything else. */
function onKey(e: KeyboardEvent) {
  // On window in the capture phase: nothing registered on document or below can see a swallowed key.
  if (preHandlers.some((h) => h(e))) { e.preventDefault(); e.stopImmediatePropagation(); }
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
  return () => { const i = preHandlers.indexOf(h); if (i >= 0) preHandlers.splice(i, 1); };
}

interface EarlyKeys { take(): KeyboardEvent[] }
/** Keys pressed before the console's code ran, kept by public/early-keys.js; each is handed over once. */
export function takeEarlyKeys(): KeyboardEvent[] {
  const early = typeof window === 'undefined' ? undefined : (window as { __earlyKeys?: EarlyKeys }).__earlyKeys;
  return early ? early.take() : [];
}

let bound = new Set<string>();

function bindAll() {
  const wanted = new Set(allCommands().map((c) => c.hotkey).filter((h): h is string => !!h));
  for (const h of bound) if (!wanted.has(h)) hotkeys.unbind(toHotkeysJs(h));
  for (const h of wanted) {
    if (bound.has(h)) continue;
    hotkeys(toHotkeysJs(h), { capture: true, keyup: false }, (event) => {
      const ctx = currentContext();
      const matches = candidatesFor(h, ctx);
      if (matches.length === 1) {
        // ctrl+K and friends must never reach the browser's own shortcuts.
        event.preventDefault();
        event.stopPropagation();
        void executeCommand(matches[0].id, undefined, 'hotkey');
      } else if (matches.length > 1) {
        console.warn(`Hotkey ${h} matches ${matches.map((m) => m.id).join(', ')}: nothing fired`);
      }
    });
  }
  bound = wanted;
}

/** Installs the key listener (pre-handlers first) and the hotkeys from the registry behind it. */
export function installKeys(): () => void {
  installKeyListener();
  // Bare keys are off inside text inputs; modified keys (ctrl+K inside a field) pass.
  hotkeys.filter = (event) => {
    if (!isTextInput(event.target)) return true;
    return event.ctrlKey || event.metaKey || event.altKey || event.key === 'Escape' || /^F\d+$/.test(event.key);
  };
  bindAll();
  const off = onCommandsChanged(bindAll);
  return () => { off(); for (const h of bound) hotkeys.unbind(toHotkeysJs(h)); bound = new Set(); };
}
