import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import { BLOCKED_EMAIL_LABEL, BLOCKED_EMAIL_TOOLTIP } from '../../../domain/emailStatus';
import * as s from './booking.css';

/** The chip on a customer whose address is blocked; the tooltip explains it (bookings.md 8). */
export function BlockedEmailChip() {
  return (
    <TooltipTrigger delay={300}>
      <Focusable>
        <span
          role="note"
          tabIndex={0}
          aria-label={`${BLOCKED_EMAIL_LABEL}: ${BLOCKED_EMAIL_TOOLTIP}`}
          className={[s.chip, s.chipTone.error].join(' ')}
        >
          {BLOCKED_EMAIL_LABEL}
        </span>
      </Focusable>
      <Tooltip className={s.tooltip} offset={6}>
        {BLOCKED_EMAIL_TOOLTIP}
      </Tooltip>
    </TooltipTrigger>
  );
}
