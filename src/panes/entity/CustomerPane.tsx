import { useMemo } from 'react';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../commands/registry';
import { api } from '../../data/api';
import { catalog$ } from '../../data/stores';
import { bookingStateLabel, isoDay } from './bookingLabels';
import { EntityPaneFrame } from './EntityPaneFrame';
import { PaneError, Skeleton } from './PaneParts';
import { useRemote } from './useRemote';
import * as s from './entity.css';

type Row = Record<string, any>;

/** Bookings by the year of their check-in, newest first (shell.md 9: sorted by check-in descending, grouped by year). */
export function bookingsByYear(list: readonly Row[]): [string, Row[]][] {
  const sorted = [...list].sort((a, b) => String(b.check_in).localeCompare(String(a.check_in)) || b.id - a.id);
  const years = new Map<string, Row[]>();
  for (const b of sorted) {
    const y = String(b.check_in).slice(0, 4);
    (years.get(y) ?? years.set(y, []).get(y)!).push(b);
  }
  return [...years.entries()];
}

const BLOCKED_HINT = 'Adressen är blockerad och ingen mer e-post skickas till den, till exempel för att mottagarens server inte svarar eller för att kunden har anmält e-post som skräppost.';

/** One customer, read-only (bookings.md, Customer dialog: Kundinformation and Bokningar). */
export function CustomerPane({ id, isTop, depth }: { id: number; isTop: boolean; depth: number }) {
  const customer = useRemote(`customer:${id}`, (signal) => api<{ customer: Row }>('GET', `customers/${id}`, { signal, silent: true }).then((d) => d.customer));
  const bookings = useRemote(`customer-bookings:${id}`, (signal) => api<{ bookings: Row[] }>('GET', `customers/${id}/bookings`, { signal, silent: true }).then((d) => d.bookings));
  const positions = useValue(catalog$.positions);
  const years = useMemo(() => bookingsByYear(bookings.data ?? []), [bookings.data]);
  const c = customer.data;
  const frame = { param: 'customer' as const, isTop, depth, kind: 'Kund' };

  if (!c) {
    return (
      <EntityPaneFrame {...frame} title={customer.error ? 'Kund' : <Skeleton width={200} />}>
        {customer.error ? <PaneError error={customer.error} /> : <Skeleton lines={6} />}
      </EntityPaneFrame>
    );
  }

  const street = [c.street_name, c.street_number].filter(Boolean).join(' ');
  const town = [c.zip, c.city].filter(Boolean).join(' ');
  const positionName = (b: Row) => positions.find((p) => p.id === b.position_id)?.full_name ?? null;

  return (
    <EntityPaneFrame {...frame} title={`${c.full_name || 'Namnlös kund'}${c.is_org ? ' (företagskund)' : ''}`} subtitle={c.customer_description}>
      <dl className={s.dl}>
        {c.is_org && <><dt className={s.dt}>Organisationsnummer</dt><dd className={s.dd}>{c.org_number || '–'}</dd></>}
        {c.is_org && <><dt className={s.dt}>Kontaktperson</dt><dd className={s.dd}>{c.org_reference || '–'}</dd></>}
        <dt className={s.dt}>Adress</dt><dd className={s.dd}>{[street, town].filter(Boolean).join(', ') || '–'}</dd>
        <dt className={s.dt}>Land</dt><dd className={s.dd}>{c.country?.name ?? '–'}</dd>
        <dt className={s.dt}>E-post</dt>
        <dd className={s.dd}>
          {c.email || '–'}{' '}
          {c.email_status === 'blocked' && <span className={s.chipError} title={BLOCKED_HINT}>Blockerad<span className={s.visuallyHidden}>: {BLOCKED_HINT}</span></span>}
        </dd>
        <dt className={s.dt}>Telefon</dt><dd className={s.dd}>{c.fullPhoneNumber || '–'}</dd>
      </dl>
      <div className={s.section}>
        <h3 className={s.sectionTitle}>Bokningar</h3>
        {bookings.error && <PaneError error={bookings.error} />}
        {!bookings.data && !bookings.error && <Skeleton lines={3} />}
        {bookings.data && !years.length && <span className={s.muted}>Här var det tomt</span>}
        {years.map(([year, list]) => (
          <section key={year} className={s.section} aria-label={`Bokningar ${year}`}>
            <h4 className={s.dt} style={{ margin: 0 }}>{year}</h4>
            <ul className={s.list}>
              {list.map((b) => (
                <li key={b.id}>
                  <button type="button" className={s.rowButton} onClick={() => void executeCommand('booking.open', { id: b.id }, 'button')}>
                    <span className={s.rowTitle}>{b.booking_number} · {isoDay(b.check_in)} – {isoDay(b.check_out)}</span>
                    <span className={s.muted}>{bookingStateLabel(b)}</span>
                    <span className={s.rowSub}>{positionName(b) ?? 'Ospecificerad plats'}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </EntityPaneFrame>
  );
}
