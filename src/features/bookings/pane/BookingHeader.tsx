import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import { executeCommand } from '../../../commands/registry';
import { delayedTooltip, isDelayed, type BookingTimes } from '../../../domain/bookingState';
import { Button } from '../../../ui/Button';
import { CommandButton } from '../../../ui/CommandButton';
import * as ui from '../../../ui/styles.css';
import { BOOKING_STATE_LABELS, bookingStateKey } from '../../../domain/bookingLabels';
import * as e from '../../../shell/panes/entity.css';
import * as s from './booking.css';

type Booking = BookingTimes & {
  id: number;
  booking_number: string;
  booking_group?: { id: number; name: string | null; booking_number: string } | null;
};

/** An edit button that is off for now, still reachable by Tab so its tooltip can say why. */
export function DisabledEditButton({ label, reason }: { label: string; reason: string }) {
  return (
    <TooltipTrigger delay={300}>
      <Focusable>
        <button
          type="button"
          aria-disabled="true"
          aria-description={reason}
          className={ui.button.secondary}
          style={{ opacity: 0.55, cursor: 'default' }}
        >
          {label}
        </button>
      </Focusable>
      <Tooltip className={s.tooltip} offset={6}>
        {reason}
      </Tooltip>
    </TooltipTrigger>
  );
}

/** Number with copy button, group chip, state chip and 'Redigera bokning'. */
export function BookingHeader({ booking: b, today }: { booking: Booking; today: string }) {
  const stateKey = bookingStateKey(b);
  const group = b.booking_group;
  const delayed = isDelayed(b, today);
  return (
    <div className={e.headerRow}>
      <span className={e.number}>{b.booking_number}</span>
      <Button
        variant="ghost"
        hotkey="alt+c"
        aria-label="Kopiera bokningsnummer"
        onPress={() => void executeCommand('booking.copyNumber', { id: b.id }, 'button')}
      >
        Kopiera
      </Button>
      <span className={[e.state, e.stateTone[stateKey]].join(' ')}>{BOOKING_STATE_LABELS[stateKey]}</span>
      {delayed && (
        <span className={[s.chip, s.chipTone.warning].join(' ')} title={delayedTooltip(b, today) ?? undefined}>
          Försenad
        </span>
      )}
      {group && (
        <button
          type="button"
          className={e.chipPink}
          onClick={() => void executeCommand('bookingGroup.open', { id: group.id }, 'button')}
        >
          Gruppbokning {group.name || group.booking_number}
        </button>
      )}
      <CommandButton command="booking.edit" args={{ id: b.id }} />
    </div>
  );
}
