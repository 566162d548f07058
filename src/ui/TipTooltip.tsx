import { forwardRef } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { Kbd } from './Kbd';
import type { TipButtonProps } from './TipButton';
import * as s from './tooltip.css';

/** TipButton once its tooltip's code is there: the same button inside React Aria's TooltipTrigger. */
export const TipTooltipButton = forwardRef<HTMLButtonElement, TipButtonProps>(function TipTooltipButton(
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
