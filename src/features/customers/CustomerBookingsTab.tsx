import { useMemo, type KeyboardEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../commands/registry';
import type { Booking } from '../../contracts/bookings';
import { call } from '../../data/call';
import { catalog$ } from '../../data/stores';
import { bookingStateLabel, isoDay } from '../../domain/bookingLabels';
import { PaneError, Skeleton } from '../../ui/PaneParts';
import { useVersionedRemote } from './useVersionedRemote';
import * as e from '../../shell/panes/entity.css';

/** Bookings by the year of their check-in, newest first (bookings.md 2: sorted by check-in descending, grouped by year). */
export function bookingsByYear<B extends Pick<Booking, 'id' | 'check_in'>>(list: readonly B[]): [string, B[]][] {
  const sorted = [...list].sort((a, b) => String(b.check_in).localeCompare(String(a.check_in)) || b.id - a.id);
  const years = new Map<string, B[]>();
  for (const b of sorted) {
    const y = String(b.check_in).slice(0, 4);
    (years.get(y) ?? years.set(y, []).get(y)!).push(b);
  }
  return [...years.entries()];
}

/** Up and down move between the rows, as in the other lists; Enter (the button's own) opens the booking. */
function moveFocus(ev: KeyboardEvent<HTMLElement>) {
  if (ev.key !== 'ArrowDown' && ev.key !== 'ArrowUp' && ev.key !== 'Home' && ev.key !== 'End') return;
  const rows = [...ev.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-booking-row]')];
  if (!rows.length) return;
  ev.preventDefault();
  const at = rows.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    ev.key === 'Home'
      ? 0
      : ev.key === 'End'
        ? rows.length - 1
        : Math.max(0, Math.min(rows.length - 1, at + (ev.key === 'ArrowDown' ? 1 : -1)));
  rows[next].focus();
}

/** 'Bokningar': the customer's bookings; a row opens the booking pane on top of the customer. */
export function CustomerBookingsTab({ id, version }: { id: number; version: number }) {
  const bookings = useVersionedRemote(`customer-bookings:${id}`, version, (signal) =>
    call('GET customers/:id/bookings', { params: { id }, signal, silent: true }).then((d) => d.bookings),
  );
  const positions = useValue(catalog$.positions);
  const years = useMemo(() => bookingsByYear(bookings.data ?? []), [bookings.data]);
  const positionName = (b: Booking) => positions.find((p) => p.id === b.position_id)?.full_name ?? null;

  if (bookings.error) return <PaneError error={bookings.error} />;
  if (!bookings.data) return <Skeleton lines={3} />;
  if (!years.length) return <span className={e.muted}>Kunden har inga bokningar</span>;
  return (
    <div className={e.section} onKeyDown={moveFocus}>
      {years.map(([year, list]) => (
        <section key={year} className={e.section} aria-label={`Bokningar ${year}`}>
          <h3 className={e.sectionTitle}>{year}</h3>
          <ul className={e.list}>
            {list.map((b) => (
              <li key={b.id}>
                <button
                  type="button"
                  data-booking-row
                  className={e.rowButton}
                  onClick={() => void executeCommand('booking.open', { id: b.id }, 'button')}
                >
                  <span className={e.rowTitle}>
                    {b.booking_number} · {isoDay(b.check_in)} – {isoDay(b.check_out)}
                  </span>
                  <span className={e.muted}>{bookingStateLabel(b)}</span>
                  <span className={e.rowSub}>{positionName(b) ?? 'Ospecificerad plats'}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
