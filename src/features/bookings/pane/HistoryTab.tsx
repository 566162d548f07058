import { call } from '../../../data/call';
import { Avatar } from '../../../ui/Avatar';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import { useRemote } from '../../../data/useRemote';
import { dateTime } from './format';
import * as s from './booking.css';

import type { BookingEditingRecord as EditingRecord } from '../../../contracts/documents';

export type { EditingRecord };

const FIELD_LABELS: Record<string, string> = {
  remarks: 'Anteckningar',
  check_in: 'Incheckning',
  check_out: 'Utcheckning',
  checked_in_at: 'Incheckad',
  checked_out_at: 'Utcheckad',
  deleted_at: 'Avbokad',
  position_id: 'Plats',
  customer_id: 'Kund',
  adults: 'Vuxna',
  children: 'Barn',
  dogs: 'Hundar',
  cancellation_status: 'Avbokningsstatus',
  name: 'Namn',
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
function show(v: unknown): string {
  if (v == null || v === '') return '(tomt)';
  if (typeof v === 'string' && INSTANT.test(v)) return dateTime(v);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function changeLines(changes: EditingRecord['changes']): { field: string; from: unknown; to: unknown }[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, c]) => ({ field, from: c?.from, to: c?.to }));
}

/** Editing records, newest first: time, who, what, and each change from → to (Historik). */
/** Whose history: a booking's or a group's (its own records and its members'). */
type HistoryOf = { booking_id: number } | { booking_group_id: number };
const loadHistory = (query: HistoryOf, signal: AbortSignal) =>
  ('booking_id' in query
    ? call('GET bookings/editing-records', { query, signal, silent: true })
    : call('GET booking-groups/editing-records', { query, signal, silent: true })
  ).then((d) => d.editing_records);

export function HistoryTab({ query, version }: { query: HistoryOf; version?: unknown }) {
  // A new version of the booking (BookingSaved) means new records: the key changes, the list reloads.
  const key = `history?${JSON.stringify(query)}#${String(version ?? '')}`;
  const remote = useRemote(key, (signal) => loadHistory(query, signal));
  if (remote.error) return <PaneError error={remote.error} />;
  if (!remote.data) return <Skeleton lines={5} />;
  const records = [...remote.data].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  if (!records.length) return <p className={s.empty}>Ingen historik ännu</p>;
  return (
    <ol className={s.history} aria-label="Historik">
      {records.map((r) => (
        <li key={r.id} className={s.historyItem}>
          <Avatar text={r.user?.initials ?? '–'} color={r.user?.color} label={r.user?.name ?? 'Systemet'} />
          <div>
            <div>
              <strong>{r.description}</strong>
            </div>
            <div className={s.rowSub}>
              <time dateTime={r.created_at}>{dateTime(r.created_at)}</time> · {r.user?.name ?? 'Systemet'}
            </div>
            {changeLines(r.changes).length > 0 && (
              <ul className={s.changes}>
                {changeLines(r.changes).map((c) => (
                  <li key={c.field}>
                    {FIELD_LABELS[c.field] ?? c.field}: {show(c.from)} → {show(c.to)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
