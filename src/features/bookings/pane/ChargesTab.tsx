import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { Booking } from '../../../contracts/bookings';
import {
  CHARGE_STATUS_TEXTS,
  EMPTY_CHARGES_TEXT,
  invoiceLinkText,
  type ChargeStatus,
} from '../../../domain/chargeStatus';
import { unitPriceOre, type DiscountType } from '../../../domain/discount';
import { openPane } from '../../../shell/panes/open';
import { CountBadge } from '../../../ui/CountBadge';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import type { Remote } from '../../../data/useRemote';
import { unitsText } from '../../till/register/parseInput';
import { kr } from './format';
import { SeasonPriceCard } from './SeasonPriceCard';
import {
  useBookingCharges,
  type BookingAccommodationCharge,
  type BookingCharges,
  type BookingOtherCharge,
} from './useBookingCharges';
import * as s from './booking.css';

const TONE: Record<ChargeStatus, string> = {
  paid: s.chipTone.success,
  invoiced: s.chipTone.accent,
  parked: s.chipTone.neutral,
};

/** 'Betald' / 'Fakturerad' / 'I varukorgen'; an invoiced line also names its invoice, a button that opens it. */
function StatusCell({ status, invoice }: { status: ChargeStatus; invoice: { id: number; number: number } | null }) {
  return (
    <td>
      <span className={s.statusCell}>
        <span className={`${s.chip} ${TONE[status]}`}>{CHARGE_STATUS_TEXTS[status]}</span>{' '}
        {status === 'invoiced' && invoice && (
          <button type="button" className={s.invoiceLink} onClick={() => openPane('invoice', invoice.id)}>
            {invoiceLinkText(invoice.number)}
          </button>
        )}
      </span>
    </td>
  );
}

type Priced = { price: number; quantity: number; original_price: number | null };
/** The unit price after discount, as the till's Pris column shows it. */
const unitPrice = (c: Priced & { discount_type: string; discount_value: number }) =>
  unitPriceOre({
    price: c.price,
    quantity: c.quantity,
    originalPrice: c.original_price,
    discountType: c.discount_type as DiscountType,
    discountValue: c.discount_value,
  });

function Rows<K extends keyof BookingCharges>({
  remote,
  of,
  children,
}: {
  remote: Remote<BookingCharges>;
  of: K;
  children: (rows: BookingCharges[K]) => React.ReactNode;
}) {
  if (remote.error) return <PaneError error={remote.error} />;
  if (!remote.data) return <Skeleton lines={3} />;
  if (!remote.data[of].length) return <p className={s.empty}>{EMPTY_CHARGES_TEXT}</p>;
  return <>{children(remote.data[of])}</>;
}

// Read-only until issue 14 replaces it with the charges calendar (bookings.md 2, 'Platsavgifter').
function AccommodationTable({ rows }: { rows: BookingAccommodationCharge[] }) {
  return (
    <table className={s.table} aria-label="Platsavgifter">
      <thead>
        <tr>
          <th>Period</th>
          <th className={s.num}>Nätter</th>
          <th>Plats</th>
          <th className={s.num}>Pris</th>
          <th className={s.num}>Summa</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((a) => (
          <tr key={a.id}>
            <td>
              {a.start} – {a.end}
            </td>
            <td className={s.num}>{a.nights}</td>
            <td>{a.position?.full_name ?? '–'}</td>
            <td className={s.num}>{kr(unitPrice({ ...a, quantity: 1000 }))}</td>
            <td className={s.num}>{kr(a.total)}</td>
            <StatusCell
              status={a.status}
              invoice={a.invoice && { id: a.invoice.id, number: a.invoice.invoice_number }}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OtherChargesTable({ rows }: { rows: BookingOtherCharge[] }) {
  return (
    <table className={s.table} aria-label="Andra avgifter">
      <thead>
        <tr>
          <th>Vara</th>
          <th className={s.num}>Antal</th>
          <th className={s.num}>Pris</th>
          <th className={s.num}>Summa</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id}>
            <td>
              <div>{c.product.name}</div>
              {(c.caption ?? c.note) && <div className={s.rowSub}>{c.caption ?? c.note}</div>}
            </td>
            <td className={s.num}>{unitsText(c.quantity)}</td>
            <td className={s.num}>{kr(unitPrice(c))}</td>
            <td className={s.num}>{kr(c.total)}</td>
            <StatusCell
              status={c.status}
              invoice={
                c.invoice_id != null && c.invoice_number != null ? { id: c.invoice_id, number: c.invoice_number } : null
              }
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 'Avgifter' (bookings.md 2, Booking dialog): 'Platsavgifter' is the price card of a season booking, otherwise
 * its lodging lines; 'Andra avgifter' its other charges with a count badge. Each line says 'Betald',
 * 'Fakturerad' (with its invoice) or 'I varukorgen'.
 */
export function ChargesTab({
  booking,
  detailLoaded,
  onReload,
}: {
  booking: Booking;
  detailLoaded: boolean;
  onReload: () => void;
}) {
  const remote = useBookingCharges(booking.id);
  return (
    <Tabs className={s.tabs} defaultSelectedKey="accommodation-charges">
      <TabList aria-label="Avgifter" className={s.subTabList}>
        <Tab id="accommodation-charges" className={s.subTab}>
          Platsavgifter
        </Tab>
        <Tab id="other-charges" className={s.subTab}>
          Andra avgifter <CountBadge count={remote.data?.charges.length ?? 0} label="andra avgifter" />
        </Tab>
      </TabList>
      <TabPanel id="accommodation-charges" className={s.tabPanel}>
        {booking.type === 'season' ? (
          <SeasonPriceCard booking={booking} detailLoaded={detailLoaded} onReload={onReload} />
        ) : (
          <Rows remote={remote} of="accommodation_charges">
            {(rows) => <AccommodationTable rows={rows} />}
          </Rows>
        )}
      </TabPanel>
      <TabPanel id="other-charges" className={s.tabPanel}>
        <Rows remote={remote} of="charges">
          {(rows) => <OtherChargesTable rows={rows} />}
        </Rows>
      </TabPanel>
    </Tabs>
  );
}
