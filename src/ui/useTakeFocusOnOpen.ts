import { useEffect, useRef } from 'react';

/** Focus is somewhere a person put it: a field, or a dialog, menu drawer or palette over the screen. */
function focusIsTaken(): boolean {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return false;
  if (el.closest('[role=dialog],[role=alertdialog]')) return true;
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
    return true;
  return (el as HTMLElement).isContentEditable;
}

/**
 * A screen's list takes the keyboard once when the screen opens and its rows are there (`ready`), so
 * arrows work at once; unless a field or a dialog has focus by then.
 */
export function useTakeFocusOnOpen(target: () => HTMLElement | null | undefined, ready: boolean) {
  const done = useRef(false);
  const get = useRef(target);
  get.current = target;
  useEffect(() => {
    if (done.current || !ready) return;
    const el = get.current();
    if (!el) return;
    done.current = true;
    if (!focusIsTaken()) el.focus({ preventScroll: true });
  }, [ready]);
}
