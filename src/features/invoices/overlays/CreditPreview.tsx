import type { InvoiceSums, PreviewRow } from '../../../domain/invoices';
import { creditPreview } from '../../../domain/invoices';
import { INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import * as s from './overlay.css';

const ROWS: { key: keyof PreviewRow; label: string }[] = [
  { key: 'total', label: INVOICE_TEXTS.rowTotal },
  { key: 'paid', label: INVOICE_TEXTS.rowPaid },
  { key: 'credited', label: INVOICE_TEXTS.rowCredited },
  { key: 'remaining', label: INVOICE_TEXTS.rowRemaining },
];

/**
 * The credit preview (money.md 2 "Credit-invoice form"): the original invoice 'Före kreditering' and
 * 'Efter kreditering', and the new credit invoice after it (rows Belopp, Betalt, Krediterat, Återstående).
 */
export function CreditPreview({ original, amount, number }: { original: InvoiceSums; amount: number; number: number }) {
  const p = creditPreview(original, Math.max(0, amount));
  return (
    <div className={s.previewGrid} data-testid="credit-preview">
      <table className={s.table} aria-label={`${INVOICE_TEXTS.originalInvoice} ${number}`}>
        <thead>
          <tr>
            <th className={s.th}>{`${INVOICE_TEXTS.originalInvoice} ${number}`}</th>
            <th className={`${s.th} ${s.num}`}>{INVOICE_TEXTS.before}</th>
            <th className={`${s.th} ${s.num}`}>{INVOICE_TEXTS.after}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={s.td}>
                {r.label}
              </th>
              <td className={`${s.td} ${s.num}`}>{formatKr(p.original.before[r.key])}</td>
              <td className={`${s.td} ${s.num}`}>{formatKr(p.original.after[r.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={s.table} aria-label={INVOICE_TEXTS.creditInvoice}>
        <thead>
          <tr>
            <th className={s.th}>{INVOICE_TEXTS.creditInvoice}</th>
            <th className={`${s.th} ${s.num}`}>{INVOICE_TEXTS.after}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={s.td}>
                {r.label}
              </th>
              <td className={`${s.td} ${s.num}`}>{formatKr(p.credit[r.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
