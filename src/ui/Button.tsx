import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Kbd } from './Kbd';
import * as s from './styles.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  children: ReactNode;
  variant?: keyof typeof s.button;
  /** Shown on the button; the key itself is bound by the command registry. */
  hotkey?: string;
  className?: string;
}

export function Button({ children, variant = 'secondary', hotkey, className, ...rest }: ButtonProps) {
  return (
    <AriaButton {...rest} className={[s.button[variant], className].filter(Boolean).join(' ')}>
      {children}
      {hotkey && <Kbd hotkey={hotkey} />}
    </AriaButton>
  );
}
