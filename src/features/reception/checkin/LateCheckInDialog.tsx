import { useEffect, useRef, useState } from 'react';
import { useValue } from '@legendapp/state/react';
import { ApiError, api } from '../../../data/api';
import type { Booking } from '../../../data/stores';
import { todayInStockholm } from '../../../domain/dates';
import { NO_CHECKIN_DATES_TEXT } from '../../../domain/lateDates';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { checkIn, checkInAndOut, lateCheckIn$ } from './checkinFlow';
import { DateListBox } from './DateListBox';
import { lateCheckInTitle, needsBothDates } from './flowRules';
import { useFocusInside } from './useFocusInside';
import * as s from './checkin.css';

const close = () => lateCheckIn$.set(null);

/** 'Sen incheckning' or 'Sen incheckning och utcheckning' (bookings.md 2, 4). */
export function LateCheckInDialog() {
  const booking = useValue(lateCheckIn$);
  const today = todayInStockholm();
  return (
    <Dialog
      title={booking ? lateCheckInTitle(booking, today) : 'Sen incheckning'}
      isOpen={booking != null}
      onClose={close}
      width={620}
    >
      {booking && <LateCheckInBody key={booking.id} booking={booking} both={needsBothDates(booking, today)} />}
    </Dialog>
  );
}

type Dates = string[] | null;
const message = (err: unknown) => (err instanceof ApiError && err.message ? err.message : 'Ett oväntat fel inträffade');

function LateCheckInBody({ booking, both }: { booking: Booking; both: boolean }) {
  const [checkinDates, setCheckinDates] = useState<Dates>(null);
  const [checkoutDates, setCheckoutDates] = useState<Dates>(null);
  const [checkinDate, setCheckinDate] = useState<string | null>(null);
  const [checkoutDate, setCheckoutDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Enter on a check-in day moves on to the check-out list once it is there.
  const [toCheckout, setToCheckout] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const checkoutRef = useRef<HTMLDivElement>(null);
  useFocusInside(formRef, checkinDates != null, '[role="option"]');

  useEffect(() => {
    const ctrl = new AbortController();
    api<{ available_checkin_dates: string[] }>('GET', 'bookings/available-checkin-dates', {
      query: { booking_id: booking.id },
      signal: ctrl.signal,
      silent: true,
    }).then(
      (d) => setCheckinDates(d.available_checkin_dates ?? []),
      (err) => {
        if (!ctrl.signal.aborted) {
          setCheckinDates([]);
          setError(message(err));
        }
      },
    );
    return () => ctrl.abort();
  }, [booking.id]);

  // The check-out list depends on the chosen check-in day: fetched again whenever it changes.
  useEffect(() => {
    if (!both || !checkinDate) return;
    const ctrl = new AbortController();
    setCheckoutDates(null);
    setCheckoutDate(null);
    api<{ available_checkout_dates: string[] }>('GET', 'bookings/available-checkout-dates', {
      query: { booking_id: booking.id, selected_checkin_date: checkinDate },
      signal: ctrl.signal,
      silent: true,
    }).then(
      (d) => setCheckoutDates(d.available_checkout_dates ?? []),
      (err) => {
        if (!ctrl.signal.aborted) {
          setCheckoutDates([]);
          setError(message(err));
        }
      },
    );
    return () => ctrl.abort();
  }, [both, booking.id, checkinDate]);

  useEffect(() => {
    if (!toCheckout || !checkoutDates) return;
    checkoutRef.current?.querySelector<HTMLElement>('[role="option"]')?.focus();
    setToCheckout(0);
  }, [toCheckout, checkoutDates]);

  const ready = checkinDate != null && (!both || checkoutDate != null);
  const save = (cin = checkinDate, cout = checkoutDate) => {
    if (!cin || (both && !cout)) return;
    close();
    void (both ? checkInAndOut(booking.id, cin, cout!) : checkIn(booking.id, cin));
  };

  if (checkinDates?.length === 0 && !error) {
    return (
      <>
        <p className={s.alert.warning} role="alert">
          {NO_CHECKIN_DATES_TEXT}
        </p>
        <div className={s.actions}>
          <Button variant="primary" hotkey="escape" autoFocus onPress={close}>
            Stäng
          </Button>
        </div>
      </>
    );
  }

  return (
    <form
      ref={formRef}
      className={s.column}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <p style={{ margin: 0 }}>
        {booking.title} skulle ha checkat in {booking.check_in}
        {both ? ` och checkat ut ${booking.check_out}` : ''}. Välj{' '}
        {both ? 'de datum gästen faktiskt kom och reser' : 'det datum gästen faktiskt kom'}.
      </p>
      {error && (
        <p className={s.alert.error} role="alert">
          {error}
        </p>
      )}
      <div className={s.pickers}>
        <DateListBox
          label="Incheckningsdatum"
          dates={checkinDates}
          selected={checkinDate}
          autoFocus
          onSelect={(d) => {
            setToCheckout(0);
            setCheckinDate(d);
          }}
          onAction={(d) => {
            setCheckinDate(d);
            if (both) setToCheckout((n) => n + 1);
            else save(d);
          }}
        />
        {both && checkinDate && (
          <div ref={checkoutRef}>
            <DateListBox
              key={checkinDate}
              label="Utcheckningsdatum"
              dates={checkoutDates}
              selected={checkoutDate}
              onSelect={setCheckoutDate}
              onAction={(d) => {
                setCheckoutDate(d);
                save(checkinDate, d);
              }}
            />
          </div>
        )}
      </div>
      <div className={s.actions}>
        <Button onPress={close} hotkey="escape">
          Avbryt
        </Button>
        <Button type="submit" variant="primary" hotkey="enter" isDisabled={!ready}>
          Checka in
        </Button>
      </div>
    </form>
  );
}
