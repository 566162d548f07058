import { useValue } from '@legendapp/state/react';
import { call } from '../../data/call';
import { catalog$ } from '../../data/stores';
import { Avatar } from '../../ui/Avatar';
import { PaneError, Skeleton } from '../../ui/PaneParts';
import { useVersionedRemote } from './useVersionedRemote';
import { dateTime } from './format';
import * as s from './customer.css';
import * as e from '../../shell/panes/entity.css';

const LABELS: Record<string, string> = {
  given_name: 'Förnamn',
  surname: 'Efternamn',
  org_name: 'Företagsnamn',
  org_number: 'Organisationsnummer',
  org_reference: 'Kontaktperson',
  street_name: 'Gatunamn',
  street_number: 'Gatunummer',
  zip: 'Postnummer',
  city: 'Ort',
  country_id: 'Land',
  dialling_code_country_id: 'Landskod',
  phone_number: 'Mobilnummer',
  email: 'E-post',
};
const COUNTRY_FIELDS = new Set(['country_id', 'dialling_code_country_id']);

/** 'Historik': who changed the customer and what, newest first (GET customers/editing-records). */
export function CustomerHistoryTab({ id, version }: { id: number; version: number }) {
  const countries = useValue(catalog$.countries);
  const show = (field: string, v: unknown) => {
    if (v == null || v === '') return '–';
    if (COUNTRY_FIELDS.has(field)) return countries.find((c) => c.id === v)?.name ?? String(v);
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  };
  const records = useVersionedRemote(`customer-history:${id}`, version, (signal) =>
    call('GET customers/editing-records', { query: { customer_id: id }, signal, silent: true }).then(
      (d) => d.editing_records,
    ),
  );
  if (records.error) return <PaneError error={records.error} />;
  if (!records.data) return <Skeleton lines={4} />;
  if (!records.data.length) return <span className={e.muted}>Inga ändringar har registrerats</span>;
  return (
    <ol className={s.history} aria-label="Ändringshistorik">
      {records.data.map((r) => (
        <li key={r.id} className={s.historyItem}>
          <Avatar text={r.user?.initials ?? '–'} color={r.user?.color} label={r.user?.name ?? 'Systemet'} />
          <div>
            <div>{r.description}</div>
            <div className={s.historyMeta}>
              {dateTime(r.created_at)} · {r.user?.name ?? 'Systemet'}
            </div>
            {r.changes && Object.keys(r.changes).length > 0 && (
              <ul className={s.change}>
                {Object.entries(r.changes).map(([field, c]) => (
                  <li key={field}>
                    {LABELS[field] ?? field}: {show(field, c?.from)} → {show(field, c?.to)}
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
