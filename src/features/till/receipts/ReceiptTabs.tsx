import { dateTime, kr } from '../../bookings/pane/format';
import { units, vatRate } from '../registerDay/reportSections';
import { toDiscountType } from '../../../domain/discount';
import { lineDiscount, lineDiscountText } from '../../../domain/receiptLayout';
import type { ReceiptDetail } from '../../../contracts/receipts';
import * as e from '../../../shell/panes/entity.css';
import * as s from './receipts.css';

type Row = ReceiptDetail;
type Item = Row['sales_items'][number];

const STATUS: Record<string, string> = {
  awaiting_payment: 'Väntar på betalning',
  awaiting_signature: 'Väntar på kontrollkod',
  awaiting_delivery: 'Väntar på leverans',
  complete: 'Färdigställt',
  error: 'Fel',
};
const TYPE: Record<string, string> = { normal: 'Försäljning', return: 'Återköp', copy: 'Kopia' };
const DELIVERED: Record<string, string> = { print: 'Utskrivet', archive: 'Arkiverat', email: 'E-post' };
/** A sales item's discount as the printed receipt shows it: a price set by hand too, against the original price. */
const discountOf = (i: Item) =>
  lineDiscount(
    {
      quantity: i.quantity,
      price: i.price,
      originalPrice: i.original_price ?? null,
      discountType: toDiscountType(i.discount_type),
      discountValue: i.discount_value ?? 0,
    },
    i.sale,
  );

/** Kvittoinformation: who, when, what it came to, how it was registered. */
export function ReceiptInfoTab({ r }: { r: Row }) {
  const vat = r.vat_summary ?? [];
  const facts: [string, string][] = [
    ['Kvittonummer', String(r.receipt_serial ?? r.control_object?.serial ?? '–')],
    ['Typ', TYPE[r.receipt_type] ?? r.receipt_type],
    ['Status', STATUS[r.receipt_status] ?? r.receipt_status],
    ['Skapad', dateTime(r.created_at)],
    ['Totalt', kr(r.total)],
    ['Öresavrundning', kr(r.rounding)],
    ...vat.map((v): [string, string] => [`Moms ${vatRate(v.rate)}`, `${kr(v.vat)} (underlag ${kr(v.net)})`]),
    ['Kassa', r.register_id != null ? String(r.register_id) : '–'],
    ['Bokning', r.booking?.booking_number ?? '–'],
    ['Kund', r.customer ? [r.customer.full_name, r.customer.shortAddress].filter(Boolean).join(', ') : '–'],
    ['Kontrollkod', r.control_code ?? '–'],
    ['Kvittot levererades', r.delivered_as ? (DELIVERED[r.delivered_as] ?? r.delivered_as) : '–'],
    ['Kopia', r.copy_receipt_id ? 'Utskriven' : 'Ingen kopia utskriven'],
  ];
  return (
    <dl className={e.dl}>
      {facts.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt className={e.dt}>{k}</dt>
          <dd className={e.dd}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Kvittoinnehåll: the sales items. */
export function ReceiptItemsTab({ r }: { r: Row }) {
  const items = r.sales_items ?? [];
  if (items.length === 0) return <p className={e.muted}>Kvittot har inga rader</p>;
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th className={s.th}>Vara</th>
          <th className={`${s.th} ${s.num}`}>Antal</th>
          <th className={`${s.th} ${s.num}`}>Pris</th>
          <th className={`${s.th} ${s.num}`}>Rabatt</th>
          <th className={`${s.th} ${s.num}`}>Moms</th>
          <th className={`${s.th} ${s.num}`}>Summa</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => {
          const d = discountOf(i);
          return (
            <tr key={i.id}>
              <td className={s.td}>
                {i.product?.name ?? '–'}
                {i.caption ? <div className={e.muted}>{i.caption}</div> : null}
              </td>
              <td className={`${s.td} ${s.num}`}>{units(i.quantity)}</td>
              <td className={`${s.td} ${s.num}`}>{kr(d ? d.basePrice : i.price)}</td>
              <td className={`${s.td} ${s.num}`}>
                {d ? (
                  <>
                    {kr(-d.discount)}
                    <div className={e.muted}>{lineDiscountText(d, kr)}</div>
                  </>
                ) : (
                  '–'
                )}
              </td>
              <td className={`${s.td} ${s.num}`}>{vatRate(i.vat_rate ?? 0)}</td>
              <td className={`${s.td} ${s.num}`}>{kr(i.sale)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td className={s.td} colSpan={5}>
            <strong>Totalt</strong>
          </td>
          <td className={`${s.td} ${s.num}`}>
            <strong>{kr(r.total)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Betalningar: means of payment; a negative amount is a refund. */
export function ReceiptPaymentsTab({ r }: { r: Row }) {
  const pays = r.receipt_payments ?? [];
  if (pays.length === 0) return <p className={e.muted}>Inga betalningar har gjorts på det här kvittot</p>;
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th className={s.th}>Betalmedel</th>
          <th className={s.th}>Tid</th>
          <th className={`${s.th} ${s.num}`}>Belopp</th>
        </tr>
      </thead>
      <tbody>
        {pays.map((p) => (
          <tr key={p.id}>
            <td className={s.td}>
              {p.payment_method?.name ?? '–'}
              {p.card_last_four ? ` (${[p.card_brand, `**** ${p.card_last_four}`].filter(Boolean).join(' ')})` : ''}
              {p.paid_amount < 0 ? <span className={e.muted}> återbetalning</span> : null}
              {p.deleted_at ? <span className={e.muted}> ångrad</span> : null}
            </td>
            <td className={s.td}>{dateTime(p.created_at)}</td>
            <td className={`${s.td} ${s.num}`}>{kr(p.paid_amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
