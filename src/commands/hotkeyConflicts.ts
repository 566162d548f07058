import { parseHotkey } from './hotkeyMatch';
import { onScreen } from './keys';
import type { CommandDescriptor } from './types';

/**
 * Where a command's hotkey can fire, as the registry decides it (keys.ts inScope): 'always' everywhere;
 * 'global' while no modal is open, so also over any pane; 'pane' only while its own pane has focus;
 * 'modal' only inside its own modal. A verb of an entity type fires only for that type (the shown or
 * selected entity is one type at a time), so verbs of two types never meet; nor do keys of two screens.
 */
export function scopesOverlap(a: CommandDescriptor, b: CommandDescriptor): boolean {
  if (a.entity && b.entity && a.entity !== b.entity) return false;
  if (a.screen && b.screen && !onScreen(a.screen, b.screen) && !onScreen(b.screen, a.screen)) return false;
  const sa = a.scope ?? 'global';
  const sb = b.scope ?? 'global';
  if (sa === 'always' || sb === 'always') return true;
  if (sa === 'modal' || sb === 'modal') return sa === sb && a.owner === b.owner;
  if (sa === 'pane' && sb === 'pane') return a.owner === b.owner;
  return true;
}

/** One spelling per key: 'esc' and 'escape', 'mod+k' and 'ctrl+k' off macOS are the same key. */
export function canonicalHotkey(hotkey: string, mac = false): string {
  const c = parseHotkey(hotkey, mac);
  return [c.ctrl && 'ctrl', c.meta && 'meta', c.alt && 'alt', c.shift && 'shift', c.key === 'esc' ? 'escape' : c.key]
    .filter(Boolean)
    .join('+');
}

/** Pairs of commands that one key press could reach at the same time. */
export function hotkeyConflicts(commands: CommandDescriptor[], mac = false): [CommandDescriptor, CommandDescriptor][] {
  const withKey = commands.filter((c) => c.hotkey);
  const out: [CommandDescriptor, CommandDescriptor][] = [];
  for (let i = 0; i < withKey.length; i++) {
    for (let j = i + 1; j < withKey.length; j++) {
      const [a, b] = [withKey[i], withKey[j]];
      if (canonicalHotkey(a.hotkey!, mac) === canonicalHotkey(b.hotkey!, mac) && scopesOverlap(a, b)) out.push([a, b]);
    }
  }
  return out;
}
