import { useState } from 'react';
import { useValue } from '@legendapp/state/react';
import type { Booking } from '../../../data/stores';
import { todayInStockholm } from '../../../domain/dates';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { chooseCheckoutDate, lateCheckOut$ } from './checkinFlow';
import { DateListBox } from './DateListBox';
import { lateCheckoutDates } from './flowRules';
import * as s from './checkin.css';

const close = () => lateCheckOut$.set(null);

/** 'Sen utcheckning' (bookings.md 2, 4): the real check-out day, from the planned one up to today. */
export function LateCheckOutDialog() {
  const booking = useValue(lateCheckOut$);
  return (
    <Dialog title="Sen utcheckning" isOpen={booking != null} onClose={close} width={520}>
      {booking && <LateCheckOutBody key={booking.id} booking={booking} />}
    </Dialog>
  );
}

function LateCheckOutBody({ booking }: { booking: Booking }) {
  const dates = lateCheckoutDates(booking, todayInStockholm());
  const [date, setDate] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (d = date) => {
    if (!d || saving) return;
    setSaving(true);
    setError(null);
    const problem = await chooseCheckoutDate(booking, d);
    setSaving(false);
    if (problem) setError(problem);
  };

  return (
    <form
      className={s.column}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p style={{ margin: 0 }}>
        {booking.title} skulle ha checkat ut {booking.check_out}. Välj det datum gästen faktiskt reste.
      </p>
      {error && (
        <p className={s.alert.error} role="alert">
          {error}
        </p>
      )}
      <DateListBox
        label="Utcheckningsdatum"
        dates={dates}
        selected={date}
        autoFocus
        onSelect={setDate}
        onAction={(d) => {
          setDate(d);
          void save(d);
        }}
      />
      <div className={s.actions}>
        <Button onPress={close} hotkey="escape">
          Avbryt
        </Button>
        <Button type="submit" variant="primary" hotkey="enter" isDisabled={!date || saving}>
          Fortsätt till utcheckning
        </Button>
      </div>
    </form>
  );
}
