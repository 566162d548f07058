import type { ReactNode } from 'react';
import type { InvoiceDetail } from '../../../contracts/invoices';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import { openBooking, openBookingGroup, openCustomer, openInvoice } from '../../../shell/panes/open';
import { units, vatRate } from '../../till/registerDay/reportSections';
import * as e from '../../../shell/panes/entity.css';
import * as s from './invoicePane.css';

type Fact = [string, ReactNode];

function Facts({ facts }: { facts: Fact[] }) {
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

export const LinkButton = ({ onPress, children }: { onPress: () => void; children: ReactNode }) => (
  <button type="button" className={e.link} onClick={onPress}>
    {children}
  </button>
);

/** Fakturainformation: who, which booking, the dates (YYYY-MM-DD), the term, OCR and the sums. */
export function InvoiceInfoTab({ inv }: { inv: InvoiceDetail }) {
  const creditNumber = (id: number) =>
    inv.credit_applications.find((c) => c.credit_invoice_id === id)?.other_invoice_number ?? null;
  const facts: Fact[] = [
    [
      'Kund',
      <LinkButton key="customer" onPress={() => openCustomer(inv.customer_id)}>
        {inv.customer_name}
      </LinkButton>,
    ],
    ['E-post', inv.customer_email ?? '–'],
  ];
  if (inv.booking_id != null)
    facts.push([
      'Bokning',
      <LinkButton key="booking" onPress={() => openBooking(inv.booking_id!)}>
        {[inv.booking_number ?? T.groupFallback(inv.booking_id), inv.position_name].filter(Boolean).join(' · ')}
      </LinkButton>,
    ]);
  else if (inv.booking_group_id != null)
    facts.push([
      'Gruppbokning',
      <LinkButton key="group" onPress={() => openBookingGroup(inv.booking_group_id!)}>
        Öppna gruppbokningen
      </LinkButton>,
    ]);
  facts.push(
    ['Fakturanummer', String(inv.invoice_number)],
    ['Fakturadatum', inv.invoice_date],
    ['Förfallodatum', inv.due_date ?? '–'],
    ['Betalningsvillkor', inv.paymentTerm ?? '–'],
    ['OCR', inv.ocr],
    ['Fakturabelopp', formatKr(inv.total)],
  );
  if (inv.deposit_amount != null)
    facts.push([
      'Handpenning',
      inv.deposit_due_date
        ? `${formatKr(inv.deposit_amount)}, förfaller ${inv.deposit_due_date}`
        : formatKr(inv.deposit_amount),
    ]);
  facts.push(
    ['Betalt', formatKr(inv.paid_amount)],
    ['Krediterat', formatKr(inv.credited_amount)],
    ['Återstående', formatKr(inv.remaining_amount)],
  );
  if (inv.rounding !== 0) facts.push(['Öresavrundning', formatKr(inv.rounding)]);
  if (inv.is_credit_invoice && inv.original_invoice_id != null)
    facts.push([
      'Krediterar',
      <LinkButton key="original" onPress={() => openInvoice(inv.original_invoice_id!)}>
        {T.title(inv.original_invoice_number ?? inv.original_invoice_id)}
      </LinkButton>,
    ]);
  if (inv.credit_invoice_ids.length)
    facts.push([
      'Kreditfakturor',
      <span key="credits" className={s.links}>
        {inv.credit_invoice_ids.map((id) => (
          <LinkButton key={id} onPress={() => openInvoice(id)}>
            {T.creditTitle(creditNumber(id) ?? `#${id}`)}
          </LinkButton>
        ))}
      </span>,
    ]);
  return <Facts facts={facts} />;
}

/** Innehåll: the lines (antal in units), VAT per rate, rounding and the total. */
export function InvoiceItemsTab({ inv }: { inv: InvoiceDetail }) {
  if (inv.sales_items.length === 0) return <p className={s.empty}>Fakturan har inga rader</p>;
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th className={s.th}>Produkt</th>
          <th className={`${s.th} ${s.num}`}>Antal</th>
          <th className={`${s.th} ${s.num}`}>Pris</th>
          <th className={`${s.th} ${s.num}`}>Moms</th>
          <th className={`${s.th} ${s.num}`}>Summa</th>
        </tr>
      </thead>
      <tbody>
        {inv.sales_items.map((i) => (
          <tr key={i.id}>
            <td className={s.td}>
              {i.product_name}
              {i.caption ? <div className={s.muted}>{i.caption}</div> : null}
            </td>
            <td className={`${s.td} ${s.num}`}>{units(i.quantity)}</td>
            <td className={`${s.td} ${s.num}`}>{formatKr(i.price)}</td>
            <td className={`${s.td} ${s.num}`}>{vatRate(i.vat_rate)}</td>
            <td className={`${s.td} ${s.num}`}>{formatKr(i.sale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {inv.vat_summary.map((v) => (
          <tr key={v.rate} className={s.sumRow}>
            <td className={s.td} colSpan={4}>
              Moms {vatRate(v.rate)} (underlag {formatKr(v.net)})
            </td>
            <td className={`${s.td} ${s.num}`}>{formatKr(v.vat)}</td>
          </tr>
        ))}
        {inv.rounding !== 0 && (
          <tr className={s.sumRow}>
            <td className={s.td} colSpan={4}>
              Öresavrundning
            </td>
            <td className={`${s.td} ${s.num}`}>{formatKr(inv.rounding)}</td>
          </tr>
        )}
        <tr className={s.totalRow}>
          <td className={s.td} colSpan={4}>
            Totalt
          </td>
          <td className={`${s.td} ${s.num}`}>{formatKr(inv.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
