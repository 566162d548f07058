import { useEffect, useRef, type RefObject } from 'react';

export type DialogKey = 'enter' | 'escape' | 'alt+t' | 'alt+s';
export type DialogKeyMap = Partial<Record<DialogKey, (() => void) | null | undefined>>;

const KEY_OF: Record<string, DialogKey> = { KeyT: 'alt+t', KeyS: 'alt+s' };

/** Which of our keys an event is; alt+letter by the physical key (alt+t types '†' on a Mac). */
export function dialogKey(e: KeyboardEvent): DialogKey | null {
  if (e.ctrlKey || e.metaKey || e.shiftKey) return null;
  if (e.altKey) return KEY_OF[e.code] ?? (e.key.length === 1 ? (KEY_OF[`Key${e.key.toUpperCase()}`] ?? null) : null);
  if (e.key === 'Enter') return 'enter';
  if (e.key === 'Escape') return 'escape';
  return null;
}

// Enter on these does their own thing (a button presses, a field submits its form).
const OWN_ENTER = 'button, input, textarea, select, a[href], [role="option"], [role="menuitem"]';

/**
 * The payment dialogs' keys while open, whatever inside has focus (also the dialog itself):
 * Enter = the primary action, Escape, alt+t 'Försök igen', alt+s 'Skriv ut'. Keys aimed at
 * something outside the dialog (a palette opened on top) are left alone.
 */
export function useDialogKeys(ref: RefObject<HTMLElement | null>, open: boolean, map: DialogKeyMap) {
  const latest = useRef(map);
  latest.current = map;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const key = dialogKey(e);
      if (!key) return;
      const box = ref.current?.closest('[role="dialog"], [role="alertdialog"]') ?? ref.current;
      const target = e.target instanceof Element ? e.target : null;
      if (target && target !== document.body && !box?.contains(target)) return;
      if (key === 'enter' && target?.closest(OWN_ENTER)) return;
      const action = latest.current[key];
      if (!action) return;
      e.preventDefault();
      e.stopPropagation();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, ref]);
}
