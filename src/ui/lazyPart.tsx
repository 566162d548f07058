import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the screen that is closed at first (a popover, a drawer, a dialog): its code loads just
 * after the screen has rendered (or, opened before that, as soon as it can), so the first screen
 * does not carry it; until then it renders `Fallback` (what is visible of it when closed), or nothing.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback?: ComponentType<P>,
): ComponentType<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded = false;
  const fetchCode = () =>
    (pending ??= load().then(
      (C) => {
        loaded = true;
        return { default: C };
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));
  const Lazy = lazy(fetchCode);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module load, never inside a render
  return function LazyPart(props: P) {
    const [ready, setReady] = useState(loaded);
    useEffect(() => {
      if (ready) return;
      const t = setTimeout(() => {
        fetchCode().then(
          () => setReady(true),
          () => {},
        );
      }, 0);
      return () => clearTimeout(t);
    }, [ready]);
    const fallback = Fallback ? <Fallback {...props} /> : null;
    if (!ready) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
