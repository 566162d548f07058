import { useMemo } from 'react';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../commands/registry';
import { bookings$, catalog$ } from '../../data/stores';
import { fetchPreview } from '../../data/search';
import { bookingStateLabel, isoDay } from './bookingLabels';
import { EntityPaneFrame } from './EntityPaneFrame';
import { PaneError, Skeleton } from './PaneParts';
import { useRemote } from './useRemote';
import * as s from './entity.css';

type Row = Record<string, any>;

const minOf = (xs: string[]) => xs.reduce<string | null>((m, x) => (m == null || x < m ? x : m), null);
const maxOf = (xs: string[]) => xs.reduce<string | null>((m, x) => (m == null || x > m ? x : m), null);

/** One booking group, read-only (bookings.md, Booking group dialog: information and bookings). */
export function BookingGroupPane({ id, isTop, depth }: { id: number; isTop: boolean; depth: number }) {
  // The search preview carries the group with its bookings; the working set fills in while it loads.
  const remote = useRemote(`group:${id}`, (signal) => fetchPreview('booking_group', id, signal).then((d) => d.booking_group ?? null));
  const all = useValue(bookings$);
  const positions = useValue(catalog$.positions);
  const localMembers = useMemo(() => Object.values(all).filter((b) => b.booking_group_id === id), [all, id]);
  const g = remote.data;
  const members: Row[] = useMemo(
    () => [...((g?.bookings as Row[] | undefined)?.length ? g!.bookings : localMembers)].sort((a, b) => String(a.check_in).localeCompare(String(b.check_in)) || a.id - b.id),
    [g, localMembers],
  );
  const frame = { param: 'group' as const, isTop, depth, kind: 'Gruppbokning' };

  if (!g && !localMembers.length) {
    return (
      <EntityPaneFrame {...frame} title={remote.error ? 'Gruppbokning' : <Skeleton width={220} />}>
        {remote.error ? <PaneError error={remote.error} /> : remote.loading ? <Skeleton lines={6} /> : <span className={s.muted}>Gruppbokningen finns inte.</span>}
      </EntityPaneFrame>
    );
  }

  const number = g?.booking_number ?? '';
  const customerId = g?.customer?.id ?? g?.customer_id ?? null;
  const customerName = g?.customer?.full_name ?? g?.customer_name ?? null;
  const checkIn = g?.first_checkin_date ?? minOf(members.map((b) => b.check_in));
  const checkOut = g?.last_checkout_date ?? maxOf(members.map((b) => b.check_out));
  const positionName = (b: Row) => b.position?.full_name ?? positions.find((p) => p.id === b.position_id)?.full_name ?? 'Ospecificerad plats';

  return (
    <EntityPaneFrame {...frame} title={g?.name || g?.title || `Gruppbokning ${number}`.trim()} subtitle={g?.subtitle ?? (g?.name ? number : null)}>
      {remote.error && <PaneError error={remote.error} />}
      <dl className={s.dl}>
        <dt className={s.dt}>Bokningsnummer</dt><dd className={s.dd}>{number || '–'}</dd>
        <dt className={s.dt}>Kund</dt>
        <dd className={s.dd}>
          {customerId
            ? <button type="button" className={s.link} onClick={() => void executeCommand('customer.open', { id: customerId }, 'button')}>{customerName || 'Namnlös kund'}</button>
            : (customerName ?? '–')}
        </dd>
        <dt className={s.dt}>Incheckning</dt><dd className={s.dd}>{isoDay(checkIn)}</dd>
        <dt className={s.dt}>Utcheckning</dt><dd className={s.dd}>{isoDay(checkOut)}</dd>
        {g?.created_at && <><dt className={s.dt}>Mottagen</dt><dd className={s.dd}>{isoDay(g.created_at)}</dd></>}
        {g?.remarks && <><dt className={s.dt}>Anteckningar</dt><dd className={s.dd}>{g.remarks}</dd></>}
      </dl>
      <div className={s.section}>
        <h3 className={s.sectionTitle}>Bokningar ({members.length})</h3>
        {!members.length && <span className={s.muted}>Här var det tomt</span>}
        <ul className={s.list}>
          {members.map((b) => (
            <li key={b.id}>
              <button type="button" className={s.rowButton} onClick={() => void executeCommand('booking.open', { id: b.id }, 'button')}>
                <span className={s.rowTitle}>{b.booking_number} · {b.customer_name ?? b.title}</span>
                <span className={s.muted}>{bookingStateLabel(b)}</span>
                <span className={s.rowSub}>{positionName(b)} · {isoDay(b.check_in)} – {isoDay(b.check_out)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </EntityPaneFrame>
  );
}
