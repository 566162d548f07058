import { api } from '../../../data/api';
import { Avatar } from '../../../ui/Avatar';
import { PaneError, Skeleton } from '../PaneParts';
import { useRemote } from '../useRemote';
import { dateTime } from './format';
import * as s from './booking.css';

export interface EditingRecord {
  id: number; created_at: string; action: string; description: string;
  changes: Record<string, { from: unknown; to: unknown }> | { field: string; from: unknown; to: unknown }[] | null;
  user: { id: number; name: string; initials: string; color: string | null } | null;
}

const FIELD_LABELS: Record<string, string> = {
  remarks: 'Anteckningar', check_in: 'Incheckning', check_out: 'Utcheckning', checked_in_at: 'Incheckad',
  checked_out_at: 'Utcheckad', deleted_at: 'Avbokad', position_id: 'Plats', customer_id: 'Kund',
  adults: 'Vuxna', children: 'Barn', dogs: 'Hundar', cancellation_status: 'Avbokningsstatus', name: 'Namn',
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
function show(v: unknown): string {
  if (v == null || v === '') return '(tomt)';
  if (typeof v === 'string' && INSTANT.test(v)) return dateTime(v);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function changeLines(changes: EditingRecord['changes']): { field: string; from: unknown; to: unknown }[] {
  if (!changes) return [];
  if (Array.isArray(changes)) return changes;
  return Object.entries(changes).map(([field, c]) => ({ field, from: c?.from, to: c?.to }));
}

/** Editing records, newest first: time, who, what, and each change from → to (Historik). */
export function HistoryTab({ path, query, version }: { path: string; query: Record<string, number>; version?: unknown }) {
  // A new version of the booking (BookingSaved) means new records: the key changes, the list reloads.
  const key = `${path}?${JSON.stringify(query)}#${String(version ?? '')}`;
  const remote = useRemote(key, (signal) => api<{ editing_records: EditingRecord[] }>('GET', path, { query, signal, silent: true }).then((d) => d.editing_records));
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
            <div><strong>{r.description}</strong></div>
            <div className={s.rowSub}><time dateTime={r.created_at}>{dateTime(r.created_at)}</time> · {r.user?.name ?? 'Systemet'}</div>
            {changeLines(r.changes).length > 0 && (
              <ul className={s.changes}>
                {changeLines(r.changes).map((c) => (
                  <li key={c.field}>{FIELD_LABELS[c.field] ?? c.field}: {show(c.from)} → {show(c.to)}</li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
