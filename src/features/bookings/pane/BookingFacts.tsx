import { useValue } from '@legendapp/state/react';
import { catalog$, type Booking } from '../../../data/stores';
import { guestsLabel, isoDay, nights } from '../../../domain/bookingLabels';
import * as s from './BookingFacts.css';

interface Props {
  booking: Booking;
  /** The caller's grid for the list (label column width). */
  className: string;
  /** Leads with 'Bokning #number'. */
  withNumber?: boolean;
  /** Shown as the guest when the booking has no customer. */
  guestFallback: string;
}

/** Who, where and when of a booking, as the check-in dialog and the checkout view show it. */
export function BookingFacts({ booking: b, className, withNumber = false, guestFallback }: Props) {
  const positions = useValue(catalog$.positions);
  const position =
    b.position?.full_name ?? positions.find((p) => p.id === b.position_id)?.full_name ?? 'Ospecificerad plats';
  return (
    <dl className={className}>
      {withNumber && (
        <>
          <dt className={s.dt}>Bokning</dt>
          <dd className={s.dd}>#{b.booking_number}</dd>
        </>
      )}
      <dt className={s.dt}>Gäst</dt>
      <dd className={s.dd}>{b.customer?.full_name ?? b.customer_name ?? guestFallback}</dd>
      <dt className={s.dt}>Plats</dt>
      <dd className={s.dd}>{position}</dd>
      <dt className={s.dt}>Incheckning</dt>
      <dd className={s.dd}>{isoDay(b.check_in)}</dd>
      <dt className={s.dt}>Utcheckning</dt>
      <dd className={s.dd}>{isoDay(b.check_out)}</dd>
      <dt className={s.dt}>Nätter</dt>
      <dd className={s.dd}>{nights(b) ?? '–'}</dd>
      <dt className={s.dt}>Gäster</dt>
      <dd className={s.dd}>{guestsLabel(b)}</dd>
    </dl>
  );
}
