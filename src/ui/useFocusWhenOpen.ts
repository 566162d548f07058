import { useEffect, type RefObject } from 'react';

/** Frames to keep trying while the field is not mounted yet or something else took focus at mount. */
const MAX_FRAMES = 10;

/**
 * Focuses a dialog's field once it is open, after react-aria's focus scope of the dialog is active.
 * The autoFocus attribute fires during React's commit, before the scope registers: over another modal
 * (ctrl+K over the demo welcome dialog) that modal's focus trap took focus back and every key was lost.
 */
export function useFocusWhenOpen(ref: RefObject<HTMLElement | null>, open = true) {
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const el = ref.current;
      if (el && document.activeElement !== el) el.focus({ preventScroll: true });
      if ((!el || document.activeElement !== el) && ++tries < MAX_FRAMES) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [ref, open]);
}
