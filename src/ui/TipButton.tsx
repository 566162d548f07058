import { forwardRef, type ReactNode } from 'react';
import { Button, Tooltip, TooltipTrigger, type ButtonProps } from 'react-aria-components';
import { Kbd } from './Kbd';
import * as s from './tooltip.css';

interface TipButtonProps extends Omit<ButtonProps, 'children'> {
  /** Shown on hover and keyboard focus, with the command's hotkey. */
  tip: string;
  hotkey?: string;
  children: ReactNode;
}

/** An icon button whose name and hotkey show in a tooltip (hover and keyboard focus). */
export const TipButton = forwardRef<HTMLButtonElement, TipButtonProps>(function TipButton(
  { tip, hotkey, children, ...rest },
  ref,
) {
  return (
    <TooltipTrigger delay={500} closeDelay={50}>
      <Button ref={ref} {...rest}>
        {children}
      </Button>
      <Tooltip className={s.tooltip} offset={6} placement="bottom">
        {tip}
        {hotkey && <Kbd hotkey={hotkey} />}
      </Tooltip>
    </TooltipTrigger>
  );
});
