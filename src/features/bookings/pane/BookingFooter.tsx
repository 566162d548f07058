import { useState } from 'react';
import type { BookingTimes } from '../../../domain/bookingState';
import { Button } from '../../../ui/Button';
import { CommandButton } from '../../../ui/CommandButton';
import { CancellationInfoDialog } from './CancellationInfoDialog';
import { bookingFooterActions } from './footerActions';
import * as s from './booking.css';

type Booking = BookingTimes & { id: number; booking_number: string; cancellation_status?: string | null };

/** The pane's actions by state; each button runs its command, so palette, hotkey and button agree. */
export function BookingFooter({ booking, today }: { booking: Booking; today: string }) {
  const [showCancellation, setShowCancellation] = useState(false);
  const actions = bookingFooterActions(booking, today);
  if (!actions.length) return null;
  return (
    <div className={s.footer} role="group" aria-label="Åtgärder för bokningen">
      {actions.map((a) =>
        'title' in a ? (
          <Button key={a.command} onPress={() => setShowCancellation(true)}>
            {a.title}
          </Button>
        ) : (
          <CommandButton
            key={a.command}
            command={a.command}
            args={{ id: booking.id }}
            variant={a.emphasised ? 'primary' : 'secondary'}
          />
        ),
      )}
      {/* A draft (no actions) has nothing to invoice yet. */}
      <CommandButton command="booking.invoice" args={{ id: booking.id }} />
      {booking.deleted_at && (
        <CancellationInfoDialog
          booking={booking}
          isOpen={showCancellation}
          onClose={() => setShowCancellation(false)}
        />
      )}
    </div>
  );
}
