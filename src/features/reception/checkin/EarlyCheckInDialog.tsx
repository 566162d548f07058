import { useEffect, useRef, useState } from 'react';
import { useValue } from '@legendapp/state/react';
import { ApiError, api } from '../../../data/api';
import type { Booking } from '../../../data/stores';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { checkIn, earlyCheckIn$ } from './checkinFlow';
import { useFocusInside } from './useFocusInside';
import * as s from './checkin.css';

/** GET bookings/early-checkin-preview: the dates and price an early arrival today would give. */
export interface EarlyPreview {
  check_in: string;
  check_out: string;
  previous_check_in: string;
  extra_nights: number;
  price_difference: number;
}

const close = () => earlyCheckIn$.set(null);
const message = (err: unknown) => (err instanceof ApiError && err.message ? err.message : 'Ett oväntat fel inträffade');
const nights = (n: number) => `${n} ${n === 1 ? 'natt' : 'nätter'}`;

/** 'Tidig incheckning': an early arrival changes the booking's dates and price, so it is its own choice. */
export function EarlyCheckInDialog() {
  const booking = useValue(earlyCheckIn$);
  return (
    <Dialog title="Tidig incheckning" isOpen={booking != null} onClose={close} width={620}>
      {booking && <EarlyBody key={booking.id} booking={booking} />}
    </Dialog>
  );
}

function EarlyBody({ booking }: { booking: Booking }) {
  const [preview, setPreview] = useState<EarlyPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useFocusInside(ref, preview != null || error != null);

  useEffect(() => {
    const ctrl = new AbortController();
    api<EarlyPreview>('GET', 'bookings/early-checkin-preview', {
      query: { booking_id: booking.id },
      signal: ctrl.signal,
      silent: true,
    }).then(setPreview, (err) => {
      if (!ctrl.signal.aborted) setError(message(err));
    });
    return () => ctrl.abort();
  }, [booking.id]);

  const confirm = (p: EarlyPreview) => {
    close();
    void checkIn(booking.id, p.check_in, true);
  };

  return (
    <div ref={ref} className={s.column}>
      <p style={{ margin: 0 }}>
        {booking.title} ska checka in {booking.check_in}. Att checka in i dag är en tidig ankomst: bokningens datum och
        pris ändras.
      </p>
      {error && (
        <p className={s.alert.error} role="alert">
          {error}
        </p>
      )}
      {!preview && !error && (
        <p className={s.muted} role="status">
          Hämtar nya datum och pris…
        </p>
      )}
      {preview && (
        <dl className={s.dl} aria-label="Tidig ankomst">
          <dt>Nya datum</dt>
          <dd>
            {preview.check_in} – {preview.check_out}
          </dd>
          <dt>Tidigare datum</dt>
          <dd>
            {preview.previous_check_in} – {preview.check_out}
          </dd>
          <dt>Tillkommande nätter</dt>
          <dd>{nights(preview.extra_nights)}</dd>
          <dt>Prisskillnad</dt>
          <dd>+{formatKr(preview.price_difference)}</dd>
        </dl>
      )}
      <div className={s.actions}>
        {error ? (
          <Button variant="primary" onPress={close} hotkey="escape" autoFocus data-autofocus>
            Stäng
          </Button>
        ) : (
          <Button onPress={close} hotkey="escape">
            Avbryt
          </Button>
        )}
        {!error && (
          <Button
            variant="primary"
            hotkey="enter"
            autoFocus
            data-autofocus
            isDisabled={!preview}
            onPress={() => preview && confirm(preview)}
          >
            Checka in tidigt
          </Button>
        )}
      </div>
    </div>
  );
}
