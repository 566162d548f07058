import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../../commands/registry';
import { api } from '../../../data/api';
import { onRealtimeEvent } from '../../../data/events';
import { bookings$, type Booking } from '../../../data/stores';
import { bookingLabel } from '../../../domain/bookingState';
import { todayInStockholm } from '../../../domain/dates';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { BookingFacts } from '../../bookings/pane/BookingFacts';
import { useRemote } from '../../../data/useRemote';
import { rememberBooking } from '../checkin/checkinFlow';
import { verbAvailability } from '../../../domain/bookingVerbs';
import { checkoutSaving$ } from './checkout.commands';
import { chargeLineTotalOre } from '../../../domain/discount';
import { cartLinesOf, fetchOwnerCart, remainingOf, type ServerCart } from '../../till/register/ownerCart';
import * as s from './checkout.css';

interface Sums {
  total_accommodation_amount: number;
  paid_accommodation_amount: number;
  remaining_accommodation_amount: number;
}
/**
 * The cart is what the till would sell now (GET bookings/{id}/cart): the same lines and sum as the register,
 * with the booking's Totalt / Betalt / Kvar from the server's one source (the list and the pane read it too).
 */
interface Loaded {
  booking: Booking;
  cart: (ServerCart & Partial<Sums>) | null;
}

const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : 0);
const quantity = (q: number) => (q % 1000 === 0 ? String(q / 1000) : (q / 1000).toLocaleString('sv-SE'));

async function load(id: number, signal: AbortSignal): Promise<Loaded> {
  const [detail, cart] = await Promise.allSettled([
    api<{ booking: Booking }>('GET', `bookings/${id}`, { signal, silent: true }),
    fetchOwnerCart({ kind: 'booking', id }, signal),
  ]);
  if (detail.status === 'rejected') throw detail.reason;
  rememberBooking(detail.value.booking);
  return { booking: detail.value.booking, cart: cart.status === 'fulfilled' ? cart.value : null };
}

/** The register in checkout mode (bookings.md 2, 4): what is left, then 'Slutför utcheckning'. */
export function CheckoutView({ id }: { id: number }) {
  const navigate = useNavigate();
  const remote = useRemote(`checkout:${id}`, (signal) => load(id, signal));
  const { reload } = remote;
  useEffect(
    () =>
      onRealtimeEvent('BookingSaved', (d) => {
        if (Number(d?.booking_id) === id) reload();
      }),
    [id, reload],
  );
  const local = useValue(() => bookings$[id]?.get() ?? null);
  const saving = useValue(checkoutSaving$);

  const b = local ?? remote.data?.booking ?? null;
  const actionsRef = useRef<HTMLDivElement>(null);
  const hasBooking = b != null;
  // A pane closing on the way here hands focus to the screen a moment later: take it back after that.
  useEffect(() => {
    if (!hasBooking) return;
    const t = window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.id === 'main')
        actionsRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    }, 60);
    return () => window.clearTimeout(t);
  }, [hasBooking, id]);
  const back = () => void navigate({ to: '/actions' } as never);

  if (!b) {
    return (
      <section className={s.page} aria-labelledby="page-title">
        <h1 id="page-title" className={s.title}>
          Utcheckning
        </h1>
        {remote.error ? (
          <>
            <p role="alert" className={s.alertError}>
              {remote.error.message || 'Bokningen kunde inte hämtas.'}
            </p>
            <div>
              <Button onPress={back}>Till in- och utcheckningar</Button>
            </div>
          </>
        ) : (
          <p role="status" className={s.muted}>
            Hämtar bokningen…
          </p>
        )}
      </section>
    );
  }

  const allowed = verbAvailability('startCheckout', b as never, { loggedIn: true, level: 'admin', modules: ['PMS'] });
  const cart = remote.data?.cart ?? null;
  const sums: Sums | null = cart?.total_accommodation_amount != null ? (cart as Sums) : null;
  const remainingAcc = sums ? int(sums.remaining_accommodation_amount) : int(b.remaining_accommodation_amount);
  const unpaid = cart ? cartLinesOf(cart) : [];
  const remaining = cart ? remainingOf(cart) : remainingAcc;

  return (
    <section className={s.page} aria-labelledby="page-title">
      <header className={s.header}>
        <h1 id="page-title" className={s.title}>
          Utcheckning: {b.title}
        </h1>
        <span className={s.muted}>
          #{b.booking_number} · {bookingLabel(b as never, todayInStockholm()) ?? 'Ej incheckad'}
        </span>
      </header>
      {allowed !== true && (
        <div className={s.card} ref={actionsRef}>
          <p role="alert" className={s.alertError}>
            {allowed}
          </p>
          <div>
            <Button variant="primary" autoFocus onPress={back}>
              Till in- och utcheckningar
            </Button>
          </div>
        </div>
      )}
      <div className={s.grid}>
        <div className={s.card}>
          <h2 className={s.cardTitle}>Bokningen</h2>
          <BookingFacts booking={b} className={s.dl} guestFallback="–" />
        </div>
        <div className={s.card}>
          <h2 className={s.cardTitle}>Bokningens avgifter</h2>
          <dl className={s.dl}>
            <dt className={s.dt}>Totalt</dt>
            <dd className={s.amount}>
              {formatKr(sums ? int(sums.total_accommodation_amount) : int(b.total_accommodation_amount))}
            </dd>
            <dt className={s.dt}>Betalt</dt>
            <dd className={s.amount}>
              {formatKr(sums ? int(sums.paid_accommodation_amount) : int(b.paid_accommodation_amount))}
            </dd>
            <dt className={s.dt}>Kvar</dt>
            <dd className={s.amount}>{formatKr(remainingAcc)}</dd>
          </dl>
        </div>
      </div>
      <div className={s.card}>
        <h2 className={s.cardTitle}>Obetalda avgifter</h2>
        {cart == null ? (
          <p className={s.muted}>{remote.loading ? 'Hämtar avgifter…' : 'Avgifterna kunde inte hämtas.'}</p>
        ) : unpaid.length === 0 ? (
          <p className={s.muted}>Det finns inga avgifter att visa</p>
        ) : (
          <table className={s.table}>
            <thead>
              <tr>
                <th>Vara</th>
                <th className={s.num}>Antal</th>
                <th className={s.num}>Pris</th>
                <th className={s.num}>Summa</th>
              </tr>
            </thead>
            <tbody>
              {unpaid.map((c) => (
                <tr key={c.clientId}>
                  <td>
                    {c.name}
                    {c.caption ? <span className={s.muted}> · {c.caption}</span> : null}
                  </td>
                  <td className={s.num}>{quantity(c.quantity)}</td>
                  <td className={s.num}>{formatKr(c.price)}</td>
                  <td className={s.num}>{formatKr(chargeLineTotalOre(c))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className={s.totalRow} ref={allowed === true ? actionsRef : undefined}>
        <div>
          <div className={s.totalLabel}>Kvar att betala</div>
          <div className={s.total} aria-live="polite">
            {formatKr(remaining)}
          </div>
        </div>
        <p className={s.note}>
          {remaining > 0
            ? 'Det som är kvar att betala tas betalt i kassan. Kassan kommer i en senare version av konsolen; slutför utcheckningen när gästen har betalat.'
            : 'Allt är betalt.'}
        </p>
        {allowed === true && (
          <Button
            variant="primary"
            hotkey="alt+o"
            autoFocus
            isDisabled={saving}
            onPress={() => void executeCommand('checkout.finish', undefined, 'button')}
          >
            {saving ? 'Checkar ut…' : 'Slutför utcheckning'}
          </Button>
        )}
      </div>
    </section>
  );
}
