import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import { executeCommand } from '../../../commands/registry';
import { api } from '../../../data/api';
import type { BookingGroup } from '../../../contracts/bookingGroups';
import { isoDay } from '../../../domain/bookingLabels';
import { RemarksEditor } from './RemarksEditor';
import * as e from '../../../shell/panes/entity.css';
import * as s from './booking.css';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={e.dt}>{label}</dt>
      <dd className={e.dd}>{children}</dd>
    </>
  );
}

/** The group's remarks in the data list: a short preview whose tooltip ('Anteckningar:') holds the whole text. */
function RemarksPreview({ text }: { text: string }) {
  return (
    <TooltipTrigger delay={300}>
      <Focusable>
        <span
          role="note"
          tabIndex={0}
          aria-label={`Anteckningar: ${text}`}
          style={{
            display: 'inline-block',
            maxWidth: '100%',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {text}
        </span>
      </Focusable>
      <Tooltip className={s.tooltip} offset={6}>
        <strong>Anteckningar:</strong>
        <div style={{ whiteSpace: 'pre-wrap' }}>{text}</div>
      </Tooltip>
    </TooltipTrigger>
  );
}

/** The group's data list and its own remarks (saved through booking-groups/update-remarks). */
export function GroupInfoTab({
  group: g,
  checkIn,
  checkOut,
}: {
  group: BookingGroup;
  checkIn: string | null;
  checkOut: string | null;
}) {
  const customerId = g.customer?.id ?? g.customer_id ?? null;
  const customerName = g.customer?.full_name ?? g.customer_name ?? null;
  return (
    <>
      <dl className={e.dl} aria-label="Gruppbokningens uppgifter">
        <Row label="Bokningsnummer">{g.booking_number || '–'}</Row>
        <Row label="Anteckningar">
          {g.remarks ? <RemarksPreview text={g.remarks} /> : <span className={e.muted}>Inga anteckningar</span>}
        </Row>
        <Row label="Kund">
          {customerId ? (
            <button
              type="button"
              className={e.link}
              onClick={() => void executeCommand('customer.open', { id: customerId }, 'button')}
            >
              {customerName || 'Namnlös kund'}
            </button>
          ) : (
            (customerName ?? '–')
          )}
        </Row>
        <Row label="Incheckning">
          {isoDay(checkIn)}
          {g.has_mixed_checkin_dates ? ' (olika datum)' : ''}
        </Row>
        <Row label="Utcheckning">
          {isoDay(checkOut)}
          {g.has_mixed_checkout_dates ? ' (olika datum)' : ''}
        </Row>
        <Row label="Mottagen">{isoDay(g.created_at)}</Row>
      </dl>
      {g.id != null && (
        <RemarksEditor
          label="Anteckningar för gruppen"
          serverValue={g.remarks}
          save={(remarks) =>
            api('POST', 'booking-groups/update-remarks', {
              body: { booking_group_id: g.id, remarks, timestamp: Date.now() },
            })
          }
        />
      )}
    </>
  );
}
