import { useEffect, type RefObject } from 'react';

/**
 * Puts focus on the container's `selector` element when focus is outside it, now and once
 * more a moment later: a palette or pane closing as this dialog opens restores its own focus late.
 */
export function useFocusInside(ref: RefObject<HTMLElement | null>, key: unknown, selector = '[data-autofocus]') {
  useEffect(() => {
    const pull = () => {
      const box = ref.current;
      if (!box || box.contains(document.activeElement)) return;
      box.querySelector<HTMLElement>(selector)?.focus();
    };
    pull();
    const t = window.setTimeout(pull, 150);
    return () => window.clearTimeout(t);
  }, [ref, key, selector]);
}
