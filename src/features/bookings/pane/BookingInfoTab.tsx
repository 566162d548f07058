import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../../commands/registry';
import { api } from '../../../data/api';
import { catalog$ } from '../../../data/stores';
import { formatKr } from '../../../domain/money';
import { channelLabel, guestsLabel, isoDay, nights } from '../../../domain/bookingLabels';
import { Skeleton } from '../../../ui/PaneParts';
import { BlockedEmailChip } from './BlockedEmailChip';
import { dateTime } from './format';
import { RemarksEditor } from './RemarksEditor';
import * as e from '../../../shell/panes/entity.css';
import type { Booking } from '../../../contracts/bookings';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={e.dt}>{label}</dt>
      <dd className={e.dd}>{children}</dd>
    </>
  );
}

const kr = (v: unknown) => formatKr(typeof v === 'number' && Number.isInteger(v) ? v : 0);

/** Totalt / Betalt / Kvar: the server's one source (lodging, fees and charges), as the list and the checkout. */
function MoneyRows({ b, later }: { b: Booking; later: (v: React.ReactNode) => React.ReactNode }) {
  if (typeof b.total_accommodation_amount !== 'number') return null;
  return (
    <>
      <Row label="Totalt">{kr(b.total_accommodation_amount)}</Row>
      <Row label="Betalt">{later(kr(b.paid_accommodation_amount))}</Row>
      <Row label="Kvar">{b.is_fully_paid ? 'Fullt betald' : kr(b.remaining_accommodation_amount)}</Row>
    </>
  );
}

/** 'Bokningsinformation': the data list, the remarks with autosave, and the guest's requests. */
export function BookingInfoTab({ booking: b, detailLoaded }: { booking: Booking; detailLoaded: boolean }) {
  const positions = useValue(catalog$.positions);
  const policies = useValue(catalog$.cancellationPolicies);
  const positionName = b.position?.full_name ?? positions.find((p) => p.id === b.position_id)?.full_name ?? null;
  const positionGone = b.position?.deleted_at != null;
  const policy = policies.find((p) => p.id === b.cancellation_policy_id);
  const customerName = b.customer?.full_name ?? b.customer_name;
  const n = nights(b);
  // Fields only the detail call carries show a skeleton until it answers.
  const later = (v: React.ReactNode) => (detailLoaded ? v : <Skeleton width={120} />);

  return (
    <>
      <dl className={e.dl} aria-label="Bokningsuppgifter">
        <Row label="Bokningsnummer">{b.booking_number}</Row>
        <Row label="Kund">
          {b.customer_id ? (
            <button
              type="button"
              className={e.link}
              onClick={() => void executeCommand('customer.open', { id: b.customer_id }, 'button')}
            >
              {customerName || 'Namnlös kund'}
            </button>
          ) : (
            <span className={e.muted}>Ingen kund</span>
          )}
        </Row>
        {b.customer?.email && (
          <Row label="E-post">
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              {b.customer.email}
              {b.customer.email_status === 'blocked' && <BlockedEmailChip />}
            </span>
          </Row>
        )}
        <Row label="Plats">
          {b.position_id && !positionGone ? (
            <button
              type="button"
              className={e.link}
              onClick={() => void executeCommand('position.showOnMap', { id: b.position_id }, 'button')}
            >
              {positionName ?? `Plats ${b.position_id}`}
            </button>
          ) : b.position_id ? (
            <span title="Den här platsen finns inte längre">{positionName}</span>
          ) : (
            <span className={e.muted}>Ospecificerad plats</span>
          )}
        </Row>
        <Row label="Incheckning">
          {isoDay(b.check_in)}
          {b.expected_arrival_time ? `, ankomst ${String(b.expected_arrival_time).slice(0, 5)}` : ''}
        </Row>
        <Row label="Utcheckning">
          {isoDay(b.check_out)}
          {n != null ? ` (${n} ${n === 1 ? 'natt' : 'nätter'})` : ''}
        </Row>
        <Row label="Kanal">{channelLabel(b.channel_id, b.external_source)}</Row>
        <Row label="Bekräftad">
          {b.confirmed_at ? dateTime(b.confirmed_at) : <span className={e.muted}>Inte bekräftad</span>}
        </Row>
        <Row label="Avbokningsvillkor">{later(policy?.name ?? <span className={e.muted}>Inga villkor</span>)}</Row>
        <Row label="Gäster">{guestsLabel(b)}</Row>
        <MoneyRows b={b} later={later} />
        {b.cancellation_status && <Row label="Avbokningsstatus">{b.cancellation_status}</Row>}
      </dl>
      <RemarksEditor
        label="Bokningsanteckningar"
        serverValue={b.remarks}
        save={(remarks) => api('POST', 'bookings/updateremarks', { body: { booking_id: b.id, remarks } })}
      />
      {b.requests && (
        <div className={e.section}>
          <h3 className={e.sectionTitle}>Bokningskommentarer</h3>
          <p className={e.remarks} style={{ margin: 0 }}>
            {b.requests}
          </p>
        </div>
      )}
    </>
  );
}
