import type { KeyboardEvent } from 'react';

/**
 * Arrow-key movement between the items of a list (menu entries, drawer links, draft rows):
 * Up/Down (and Left/Right when `horizontal`), Home/End; wraps at the ends. Returns whether
 * the key was handled.
 */
export function handleArrowKeys(e: KeyboardEvent<HTMLElement>, selector: string, { wrap = true } = {}): boolean {
  if (e.altKey || e.ctrlKey || e.metaKey) return false;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(selector)].filter(
    (el) => !el.hasAttribute('disabled'),
  );
  if (items.length === 0) return false;
  const i = items.findIndex((el) => el === document.activeElement || el.contains(document.activeElement));
  let next: number;
  switch (e.key) {
    case 'ArrowDown':
      next = i < 0 ? 0 : i + 1;
      break;
    case 'ArrowUp':
      next = i < 0 ? items.length - 1 : i - 1;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = items.length - 1;
      break;
    default:
      return false;
  }
  if (wrap) next = (next + items.length) % items.length;
  else next = Math.max(0, Math.min(items.length - 1, next));
  e.preventDefault();
  items[next].focus();
  return true;
}
