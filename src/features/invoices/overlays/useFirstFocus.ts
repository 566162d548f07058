import { useEffect, type RefObject } from 'react';

const MAX_FRAMES = 10;

/**
 * The overlay's first field takes the keyboard once it is open, its text selected so typing replaces the
 * prefilled amount. Tried over a few frames: react-aria's focus scope of the modal registers after mount.
 */
export function useFirstFocus(ref: RefObject<HTMLInputElement | HTMLSelectElement | null>) {
  useEffect(() => {
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const el = ref.current;
      if (el && document.activeElement !== el) {
        el.focus({ preventScroll: true });
        if (el instanceof HTMLInputElement) el.select();
      }
      if ((!el || document.activeElement !== el) && ++tries < MAX_FRAMES) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [ref]);
}
