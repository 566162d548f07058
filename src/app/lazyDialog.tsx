import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { Observable } from '@legendapp/state';
import { useValue } from '@legendapp/state/react';
import { addKeyPreHandler } from '../commands/keys';

/** Frames to wait, once the dialog's code is there, for its field to take the focus. */
const MAX_FRAMES = 120;

const isCharacter = (e: KeyboardEvent) => e.key.length === 1 && !e.metaKey && !(e.ctrlKey && !e.altKey);
/** A text field inside an open dialog: not the field of the screen that had the focus before. */
const dialogField = (el: Element | null): el is HTMLInputElement | HTMLTextAreaElement =>
  (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.closest('[role="dialog"]') != null;

/** The dialog's field once it has the focus; `before` had it when the dialog opened (search's, for ctrl+K there). */
function fieldFocused(before: Element | null): Promise<HTMLInputElement | HTMLTextAreaElement | null> {
  return new Promise((resolve) => {
    let frames = 0;
    const check = () => {
      const el = document.activeElement;
      if (el !== before && dialogField(el)) resolve(el);
      else if (++frames > MAX_FRAMES) resolve(null);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * A dialog whose code loads apart from the shell: when it first opens, or just after the shell has
 * rendered. From the moment it opens until its field has the focus, characters typed are held and
 * then typed into the field, in order (the code may be on its way, the field not mounted yet);
 * Escape meanwhile closes it.
 */
export function lazyDialog(open$: Observable<boolean>, load: () => Promise<ComponentType>) {
  let loaded = false;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const fetchCode = () =>
    (pending ??= load().then(
      (C) => {
        loaded = true;
        return { default: C };
      },
      (err) => {
        pending = null;
        throw err;
      },
    ));
  const Lazy = lazy(fetchCode);

  let release: (() => void) | null = null;
  const hold = () => {
    if (release) return;
    const held: string[] = [];
    const before = document.activeElement;
    const off = addKeyPreHandler((e) => {
      if (e.type !== 'keydown') return false;
      if (e.key === 'Escape') {
        open$.set(false);
        return true;
      }
      if (!isCharacter(e)) return false;
      held.push(e.key);
      return true;
    });
    let done = false;
    const finish = () => {
      done = true;
      off();
      release = null;
    };
    release = finish;
    void fetchCode()
      .then(() => fieldFocused(before))
      .then((field) => {
        if (done) return;
        finish();
        // insertText goes through the field's own input events, so React and cmdk see each character.
        if (field && document.activeElement === field)
          for (const ch of held) document.execCommand('insertText', false, ch);
      }, finish);
  };
  // Synchronously with the command that opens it: the next key may come before React renders.
  open$.onChange(({ value }) => {
    if (value) hold();
    else release?.();
  });

  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module load, never inside a render
  function LazyDialog() {
    const open = useValue(open$);
    const [mounted, setMounted] = useState(loaded);
    useEffect(() => {
      if (open) setMounted(true);
    }, [open]);
    useEffect(() => {
      // Fetched once the shell is on screen, and mounted closed: the first open need not wait for it.
      const t = setTimeout(() => {
        fetchCode().then(
          () => setMounted(true),
          () => {},
        );
      }, 0);
      return () => clearTimeout(t);
    }, []);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  return LazyDialog;
}
