import { useValue } from '@legendapp/state/react';
import { catalog$ } from '../../data/stores';
import type { PreviewData, SalesHistoryItem } from '../../data/search';
import type { BookingDetail, BookingFields } from '../../contracts/bookings';
import { formatKr } from '../../domain/money';
import type { SearchResult } from '../../domain/search';
import { bookingStateLabel, guestsLabel, isoDay, nights } from '../../domain/bookingLabels';
import { ResultAvatar } from './ResultAvatar';
import type { PreviewState } from './usePreview';
import * as ui from '../../ui/styles.css';
import * as s from './search.css';

/** A booking of the preview; one read on its own may carry its position too. */
type Row = BookingFields & Partial<Pick<BookingDetail, 'position'>>;

function usePositionName() {
  const positions = useValue(catalog$.positions);
  return (b: Row) =>
    b.position?.full_name ?? positions.find((p) => p.id === b.position_id)?.full_name ?? 'Ospecificerad plats';
}

const kr = (ore: unknown) => (typeof ore === 'number' && Number.isInteger(ore) ? formatKr(ore) : '–');

type Leave = 'customer' | 'position' | null;

/** One booking in a preview list, without what the preview's header already says (the customer, the position). */
function BookingCard({ b, omit = null }: { b: Row; omit?: Leave }) {
  const positionName = usePositionName();
  const dates = `${isoDay(b.check_in)} – ${isoDay(b.check_out)}`;
  const title =
    omit === 'customer' ? `${b.booking_number} · ${dates}` : `${b.customer_name || b.title} · ${b.booking_number}`;
  const sub = [omit !== 'position' && positionName(b), omit !== 'customer' && dates, bookingStateLabel(b)]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={s.previewCard}>
      <span className={s.optionTitle}>{title}</span>
      <span className={s.previewSub}>{sub}</span>
    </div>
  );
}

function BookingPreview({ b, group }: { b: Row; group?: PreviewData['booking_group'] }) {
  const positionName = usePositionName();
  const n = nights(b);
  return (
    <dl className={s.previewDl}>
      <dt className={s.previewDt}>Incheckning</dt>
      <dd className={s.previewDd}>{isoDay(b.check_in)}</dd>
      <dt className={s.previewDt}>Utcheckning</dt>
      <dd className={s.previewDd}>
        {isoDay(b.check_out)} ({n === 1 ? '1 natt' : `${n ?? '–'} nätter`})
      </dd>
      <dt className={s.previewDt}>Plats</dt>
      <dd className={s.previewDd}>{positionName(b)}</dd>
      <dt className={s.previewDt}>Kund</dt>
      <dd className={s.previewDd}>{b.customer?.full_name ?? b.customer_name ?? '–'}</dd>
      <dt className={s.previewDt}>Gäster</dt>
      <dd className={s.previewDd}>{guestsLabel(b)}</dd>
      <dt className={s.previewDt}>Status</dt>
      <dd className={s.previewDd}>{bookingStateLabel(b)}</dd>
      <dt className={s.previewDt}>Kvar att betala</dt>
      <dd className={s.previewDd}>{kr(b.remaining_accommodation_amount)}</dd>
      {group && (
        <>
          <dt className={s.previewDt}>Gruppbokning</dt>
          <dd className={s.previewDd}>
            {group.name || group.booking_number} ({group.bookings?.length ?? 0} bokningar)
          </dd>
        </>
      )}
    </dl>
  );
}

function List({
  label,
  rows,
  empty,
  omit,
}: {
  label: string;
  rows: Row[] | null | undefined;
  empty: string;
  omit?: Leave;
}) {
  return (
    <section className={s.previewSection} aria-label={label}>
      <h3 className={s.previewLabel}>{label}</h3>
      {rows?.length ? (
        rows.map((b) => <BookingCard key={b.id} b={b} omit={omit} />)
      ) : (
        <span className={s.previewSub}>{empty}</span>
      )}
    </section>
  );
}

const quantity = (thousandths: number) =>
  (Math.round(thousandths) / 1000).toLocaleString('sv-SE', { maximumFractionDigits: 3 });
const sales = (ore: number) => formatKr(Math.round(ore));

/** A product's sales over the last 24 months (total_sales in öre, total_quantity in thousandths), newest first. */
function SalesTable({ items }: { items: SalesHistoryItem[] }) {
  if (!items.length) return <span className={s.previewSub}>Här var det tomt</span>;
  const rows = [...items].sort((a, b) => String(b.month).localeCompare(String(a.month)));
  const sum = (k: 'total_quantity' | 'total_sales') => rows.reduce((t, r) => t + (Number(r[k]) || 0), 0);
  return (
    <table className={s.table}>
      <caption className={s.previewLabel} style={{ textAlign: 'left', paddingBottom: 4 }}>
        Försäljning senaste {rows.length} månaderna
      </caption>
      <thead>
        <tr>
          <th className={s.th} scope="col">
            Månad
          </th>
          <th className={[s.th, s.num].join(' ')} scope="col">
            Antal
          </th>
          <th className={[s.th, s.num].join(' ')} scope="col">
            Försäljning
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={String(r.month)}>
            <th className={s.td} scope="row" style={{ fontWeight: 400 }}>
              {String(r.month).slice(0, 7)}
            </th>
            <td className={[s.td, s.num].join(' ')}>{quantity(Number(r.total_quantity) || 0)}</td>
            <td className={[s.td, s.num].join(' ')}>{sales(Number(r.total_sales) || 0)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th className={s.td} scope="row">
            Totalt
          </th>
          <td className={[s.td, s.num].join(' ')} style={{ fontWeight: 600 }}>
            {quantity(sum('total_quantity'))}
          </td>
          <td className={[s.td, s.num].join(' ')} style={{ fontWeight: 600 }}>
            {sales(sum('total_sales'))}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function Body({ result, data }: { result: SearchResult; data: PreviewData }) {
  switch (result.type) {
    case 'booking':
      return data.booking ? <BookingPreview b={data.booking} group={data.booking_group} /> : null;
    case 'booking_group': {
      const g = data.booking_group;
      if (!g) return null;
      return (
        <List label={`Bokningar i gruppen${g.name ? ` ${g.name}` : ''}`} rows={g.bookings} empty="Här var det tomt" />
      );
    }
    case 'customer':
      return (
        <List
          label="Bokningar"
          rows={data.customer_bookings}
          empty="Det finns inga pågående bokningar"
          omit="customer"
        />
      );
    case 'position':
      return (
        <>
          <section className={s.previewSection} aria-label="Incheckad nu">
            <h3 className={s.previewLabel}>Incheckad nu</h3>
            {data.checked_in_position_booking ? (
              <BookingCard b={data.checked_in_position_booking} omit="position" />
            ) : (
              <span className={s.previewSub}>Ingen är incheckad på platsen</span>
            )}
          </section>
          <List
            label="Kommande bokningar"
            rows={data.future_position_bookings}
            empty="Det finns inga kommande bokningar på platsen"
            omit="position"
          />
        </>
      );
    case 'product':
      return <SalesTable items={data.sales_history_data ?? []} />;
    default:
      return null;
  }
}

/** The right-hand preview of the highlighted result (desktop only). */
export function SearchPreview({ result, state }: { result: SearchResult | null; state: PreviewState }) {
  if (!result || result.type === 'query') return null;
  return (
    <>
      <div className={s.previewHead}>
        <ResultAvatar result={result} />
        <div style={{ minWidth: 0 }}>
          <h2 className={s.previewTitle}>{result.title}</h2>
          {result.subtitle && <div className={s.previewSub}>{result.subtitle}</div>}
        </div>
      </div>
      <div
        aria-live="polite"
        aria-busy={state.status === 'loading'}
        style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      >
        {state.status === 'loading' && <PreviewSkeleton />}
        {state.status === 'error' && (
          <p className={s.previewSub} role="alert" style={{ margin: 0 }}>
            Något gick fel - förhandsvisning inte tillgänglig
          </p>
        )}
        {state.status === 'done' && <Body result={result} data={state.data} />}
      </div>
    </>
  );
}

function PreviewSkeleton() {
  return (
    <span aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {[70, 55, 80, 45].map((w) => (
        <span key={w} className={ui.skeleton} style={{ height: 12, width: `${w}%` }} />
      ))}
    </span>
  );
}
