import { useEffect } from 'react';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../commands/registry';
import { api } from '../../data/api';
import { onRealtimeEvent } from '../../data/events';
import { bookings$, catalog$ } from '../../data/stores';
import { formatKr } from '../../domain/money';
import { Button } from '../../ui/Button';
import { bookingStateKey, BOOKING_STATE_LABELS, channelLabel, guestsLabel, isoDay, nights } from './bookingLabels';
import { EntityPaneFrame } from './EntityPaneFrame';
import { PaneError, Skeleton } from './PaneParts';
import { useRemote } from './useRemote';
import * as s from './entity.css';

type Booking = Record<string, any>;

const kr = (ore: unknown) => (typeof ore === 'number' && Number.isInteger(ore) ? formatKr(ore) : '–');

/** One booking, read-only (bookings.md, Booking dialog: header and Bokningsinformation). */
export function BookingPane({ id, isTop, depth }: { id: number; isTop: boolean; depth: number }) {
  // The working set answers at once; the detail call adds what only it has (customer, group, amounts paid).
  const local = useValue(() => bookings$[id]?.get() ?? null);
  const remote = useRemote(`booking:${id}`, (signal) => api<{ booking: Booking }>('GET', `bookings/${id}`, { signal, silent: true }).then((d) => d.booking));
  const { reload } = remote;
  useEffect(() => {
    const mine = (d: any) => Number(d?.booking_id ?? d?.booking?.id) === id;
    const offs = [onRealtimeEvent('BookingSaved', (d) => { if (mine(d)) reload(); }), onRealtimeEvent('BookingRemoved', (d) => { if (mine(d)) reload(); })];
    return () => offs.forEach((o) => o());
  }, [id, reload]);

  const b: Booking | null = remote.data ?? local;
  const positions = useValue(catalog$.positions);
  const frame = { param: 'booking' as const, isTop, depth, kind: 'Bokning' };

  if (!b) {
    return (
      <EntityPaneFrame {...frame} title={remote.error ? 'Bokning' : <Skeleton width={220} />}>
        {remote.error ? <PaneError error={remote.error} /> : <Skeleton lines={8} />}
      </EntityPaneFrame>
    );
  }

  const positionName = b.position?.full_name ?? positions.find((p) => p.id === b.position_id)?.full_name ?? null;
  const group = b.booking_group as { id: number; name: string | null; booking_number: string } | null | undefined;
  const stateKey = bookingStateKey(b);
  const n = nights(b);
  const customerName = b.customer?.full_name ?? b.customer_name;

  return (
    <EntityPaneFrame {...frame} title={b.title} subtitle={b.subtitle}
      headerExtra={(
        <div className={s.headerRow}>
          <span className={s.number}>{b.booking_number}</span>
          <Button variant="ghost" hotkey="alt+c" aria-label="Kopiera bokningsnummer"
            onPress={() => void executeCommand('booking.copyNumber', { id }, 'button')}>Kopiera</Button>
          <span className={[s.state, s.stateTone[stateKey]].join(' ')}>{BOOKING_STATE_LABELS[stateKey]}</span>
          {group && (
            <button type="button" className={s.chipPink} onClick={() => void executeCommand('bookingGroup.open', { id: group.id }, 'button')}>
              Gruppbokning {group.name || group.booking_number}
            </button>
          )}
        </div>
      )}>
      {remote.error && <PaneError error={remote.error} />}
      <dl className={s.dl}>
        <dt className={s.dt}>Bokningsnummer</dt><dd className={s.dd}>{b.booking_number}</dd>
        <dt className={s.dt}>Kund</dt>
        <dd className={s.dd}>
          {b.customer_id
            ? <button type="button" className={s.link} onClick={() => void executeCommand('customer.open', { id: b.customer_id }, 'button')}>{customerName || 'Namnlös kund'}</button>
            : <span className={s.muted}>Ingen kund</span>}
        </dd>
        <dt className={s.dt}>Plats</dt>
        <dd className={s.dd}>
          {b.position_id
            ? <button type="button" className={s.link} onClick={() => void executeCommand('position.showOnMap', { id: b.position_id }, 'button')}>{positionName ?? `Plats ${b.position_id}`}</button>
            : <span className={s.muted}>Ospecificerad plats</span>}
        </dd>
        <dt className={s.dt}>Incheckning</dt><dd className={s.dd}>{isoDay(b.check_in)}{b.expected_arrival_time ? `, ankomst ${String(b.expected_arrival_time).slice(0, 5)}` : ''}</dd>
        <dt className={s.dt}>Utcheckning</dt><dd className={s.dd}>{isoDay(b.check_out)}</dd>
        <dt className={s.dt}>Nätter</dt><dd className={s.dd}>{n ?? '–'}</dd>
        <dt className={s.dt}>Gäster</dt><dd className={s.dd}>{guestsLabel(b)}</dd>
        <dt className={s.dt}>Kanal</dt><dd className={s.dd}>{channelLabel(b.channel_id, b.external_source)}</dd>
        <dt className={s.dt}>Status</dt><dd className={s.dd}>{BOOKING_STATE_LABELS[stateKey]}{b.cancellation_status ? ` (${b.cancellation_status})` : ''}</dd>
        {b.confirmed_at && <><dt className={s.dt}>Bekräftad</dt><dd className={s.dd}>{isoDay(b.confirmed_at)}</dd></>}
        <dt className={s.dt}>Totalt</dt><dd className={s.dd}>{kr(b.total_accommodation_amount)}</dd>
        {b.paid_accommodation_amount != null && <><dt className={s.dt}>Betalt</dt><dd className={s.dd}>{kr(b.paid_accommodation_amount)}</dd></>}
        <dt className={s.dt}>Kvar att betala</dt><dd className={s.dd}>{kr(b.remaining_accommodation_amount)}</dd>
      </dl>
      <div className={s.section}>
        <h3 className={s.sectionTitle}>Bokningsanteckningar</h3>
        {b.remarks ? <p className={s.remarks} style={{ margin: 0 }}>{b.remarks}</p> : <span className={s.muted}>Inga anteckningar</span>}
      </div>
      {b.requests && (
        <div className={s.section}>
          <h3 className={s.sectionTitle}>Bokningskommentarer</h3>
          <p className={s.remarks} style={{ margin: 0 }}>{b.requests}</p>
        </div>
      )}
    </EntityPaneFrame>
  );
}
