import { forwardRef, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button, type ButtonProps } from 'react-aria-components';

export interface TipButtonProps extends Omit<ButtonProps, 'children'> {
  /** Shown on hover and keyboard focus, with the command's hotkey. */
  tip: string;
  hotkey?: string;
  children: ReactNode;
}

// The tooltip (React Aria's overlay positioning) loads just after the first screen: until then the
// button is the same button without it.
type Loaded = typeof import('./TipTooltip').TipTooltipButton;
let Tooltipped: Loaded | null = null;
let pending: Promise<void> | null = null;
const loadTooltip = () =>
  (pending ??= import('./TipTooltip').then(
    (m) => {
      Tooltipped = m.TipTooltipButton;
    },
    () => {
      pending = null;
    },
  ));

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** An icon button whose name and hotkey show in a tooltip (hover and keyboard focus). */
export const TipButton = forwardRef<HTMLButtonElement, TipButtonProps>(function TipButton(props, ref) {
  const [ready, setReady] = useState(Tooltipped != null);
  const own = useRef<HTMLButtonElement | null>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (ready) return;
    const t = setTimeout(() => {
      void loadTooltip().then(() => {
        if (!Tooltipped) return;
        // The button is drawn anew inside the tooltip's trigger: it keeps the focus it had.
        refocus.current = own.current != null && own.current === document.activeElement;
        setReady(true);
      });
    }, 0);
    return () => clearTimeout(t);
  }, [ready]);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    own.current?.focus();
  });
  const both = (el: HTMLButtonElement | null) => {
    own.current = el;
    setRef(ref, el);
  };
  if (ready && Tooltipped) return <Tooltipped ref={both} {...props} />;
  const { tip: _tip, hotkey: _hotkey, children, ...rest } = props;
  return (
    <Button ref={both} {...rest}>
      {children}
    </Button>
  );
});
