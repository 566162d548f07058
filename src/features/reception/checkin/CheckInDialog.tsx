import { useRef } from 'react';
import { useValue } from '@legendapp/state/react';
import type { Booking } from '../../../data/stores';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { CommandButton } from '../../../ui/CommandButton';
import { Dialog } from '../../../ui/Dialog';
import { BookingFacts } from '../../bookings/pane/BookingFacts';
import { openBooking } from '../../../shell/panes/open';
import { CHECKIN_LAYER, checkinResult$ } from './checkinFlow';
import { useFocusInside } from './useFocusInside';
import * as s from './checkin.css';

const close = () => checkinResult$.set(null);
const openTheBooking = (id: number) => {
  close();
  openBooking(id);
};

/** 'Incheckning' (bookings.md 2, max 1000px): the result of a check-in, or why it failed. */
export function CheckInDialog() {
  const result = useValue(checkinResult$);
  return (
    <Dialog title="Incheckning" isOpen={result != null} onClose={close} width={1000} layer={CHECKIN_LAYER}>
      {result && <CheckInBody />}
    </Dialog>
  );
}

function CheckInBody() {
  const result = useValue(checkinResult$);
  const ref = useRef<HTMLDivElement>(null);
  useFocusInside(ref, result?.status);
  if (!result) return null;
  return (
    <div ref={ref} className={s.column}>
      <CheckInContent result={result} />
    </div>
  );
}

function CheckInContent({ result }: { result: NonNullable<ReturnType<typeof checkinResult$.peek>> }) {
  if (result.status === 'saving') {
    return (
      <p className={s.muted} role="status" aria-live="polite">
        Checkar in {result.title || 'bokningen'}…
      </p>
    );
  }
  if (result.status === 'error') {
    return (
      <>
        <p className={s.alert.error} role="alert">
          {result.message}
        </p>
        <div className={s.actions}>
          <Button onPress={() => openTheBooking(result.bookingId)}>Öppna bokning</Button>
          <Button variant="primary" hotkey="enter" autoFocus data-autofocus onPress={close}>
            Stäng
          </Button>
        </div>
      </>
    );
  }
  return <CheckedIn booking={result.booking} />;
}

function PaymentAlert({ b }: { b: Booking }) {
  const remaining = typeof b.remaining_accommodation_amount === 'number' ? b.remaining_accommodation_amount : null;
  if (b.is_fully_paid || remaining === 0)
    return (
      <p className={s.alert.success} role="status">
        Bokningen är fullt betald
      </p>
    );
  if (remaining == null) return null;
  return (
    <p className={s.alert.warning} role="status">
      Kvar att betala {formatKr(remaining)}
    </p>
  );
}

function CheckedIn({ booking: b }: { booking: Booking }) {
  return (
    <>
      <p className={s.alert.info} role="status">
        {b.title} är incheckad
      </p>
      <div className={s.grid}>
        <section className={s.column} aria-label="Bokningsinformation">
          <BookingFacts booking={b} className={s.dl} withNumber guestFallback={b.title} />
        </section>
        <section className={s.column} aria-label="Anteckningar och betalning">
          <PaymentAlert b={b} />
          <h3 className={s.sectionTitle}>Bokningsanteckningar</h3>
          {b.remarks ? (
            <p className={s.remarks}>{b.remarks}</p>
          ) : (
            <p className={s.muted} style={{ margin: 0 }}>
              Inga anteckningar
            </p>
          )}
        </section>
      </div>
      <div className={s.actions}>
        <Button onPress={() => openTheBooking(b.id)}>Öppna bokning</Button>
        <CommandButton command="checkin.printRegistrationCard" />
        <CommandButton command="checkin.openInRegister" />
        <Button variant="primary" hotkey="enter" autoFocus data-autofocus onPress={close}>
          Stäng
        </Button>
      </div>
    </>
  );
}
