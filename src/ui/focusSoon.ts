import { keysPressed } from '../commands/keys';

/** Late enough for a closing dialog (the palette that ran the command) to have handed focus back. */
const AFTER_DIALOG_MS = 150;

/**
 * Gives `el` the keyboard now, and once more after a closing dialog has handed focus back to where it
 * was before the dialog; not when a key was pressed since, which acts where the person is now ('/'
 * then typing at once, or moving on with the arrows).
 */
export function focusSoon(el: HTMLElement | null | undefined, then?: (el: HTMLElement) => void) {
  if (!el) return;
  const focus = () => {
    el.focus();
    then?.(el);
  };
  focus();
  const pressed = keysPressed();
  const again = () => {
    if (keysPressed() === pressed && el.isConnected && !el.contains(document.activeElement)) focus();
  };
  requestAnimationFrame(() => requestAnimationFrame(again));
  setTimeout(again, AFTER_DIALOG_MS);
}
