import { useState } from 'react';
import type { InvoiceDetail, PaymentApplication } from '../../../contracts/invoices';
import { showSnackbar } from '../../../data/snackbars';
import { isoDay } from '../../../domain/bookingLabels';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import { openInvoice } from '../../../shell/panes/open';
import { Button } from '../../../ui/Button';
import { TerminalWaitDialog, type TerminalWait } from '../overlays/TerminalWait';
import { LinkButton } from './InvoiceTabs';
import { cancelRefund, canReassign, reassignPayment, refundPayment, reversePayment } from './paymentActions';
import * as e from '../../../shell/panes/entity.css';
import * as s from './invoicePane.css';

/** The states a payment row can show beside its method. */
export function paymentStates(a: PaymentApplication): string[] {
  const out: string[] = [];
  if (a.deleted_at) out.push(T.paymentReversed);
  if (a.payment.surfboard_order?.refunded_at) out.push(T.paymentRefunded);
  if (a.payment.refund_of_payment_id != null) out.push('återbetalning');
  if (a.payment.transaction_status === 'await_confirmation') out.push('väntar på terminalen');
  if (a.is_customer_credit_application) out.push('tillgodo');
  return out;
}

const methodText = (a: PaymentApplication) => {
  const p = a.payment;
  const card = p.card_last_four ? ` (${[p.card_brand, `**** ${p.card_last_four}`].filter(Boolean).join(' ')})` : '';
  const account = p.account ? `, ${p.account.name}` : '';
  return `${p.payment_method.name}${card}${account}`;
};

/** 'Betalningar & Krediteringar': payments with their states and actions, then the credit applications. */
export function InvoicePaymentsTab({ inv, onChanged }: { inv: InvoiceDetail; onChanged: () => void }) {
  const [busy, setBusy] = useState<number | null>(null);
  // A card refund the terminal is carrying out ('Kortterminal'), and the payment row it refunds.
  const [wait, setWait] = useState<{ terminal: TerminalWait; applicationId: number } | null>(null);
  const act = async (a: PaymentApplication, work: () => Promise<boolean>) => {
    setBusy(a.id);
    try {
      if (await work()) onChanged();
    } finally {
      setBusy(null);
    }
  };
  const refund = (a: PaymentApplication) =>
    act(a, async () => {
      const r = await refundPayment(inv, a);
      if (typeof r !== 'object') return r;
      setWait({
        terminal: { mode: 'invoice', paymentId: r.paymentId, timeout: r.timeout, amount: -a.paid_amount },
        applicationId: a.id,
      });
      return false;
    });
  const endWait = () => {
    setWait(null);
    onChanged();
  };
  const refunded =
    wait != null &&
    inv.payment_applications.some((a) => a.id === wait.applicationId && a.payment.surfboard_order?.refunded_at != null);
  const other = (c: InvoiceDetail['credit_applications'][number]) =>
    inv.is_credit_invoice
      ? { id: c.invoice_id, label: T.title(c.other_invoice_number) }
      : { id: c.credit_invoice_id, label: T.creditTitle(c.other_invoice_number) };
  return (
    <>
      {inv.payment_applications.length === 0 ? (
        <p className={s.empty}>{T.noPayments}</p>
      ) : (
        <table className={s.table} aria-label="Betalningar">
          <thead>
            <tr>
              <th className={s.th}>Datum</th>
              <th className={s.th}>Betalningsmetod</th>
              <th className={`${s.th} ${s.num}`}>Belopp</th>
              <th className={s.th}>
                <span className={e.muted}>Åtgärder</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {inv.payment_applications.map((a) => {
              const states = paymentStates(a);
              const gone = a.deleted_at != null || a.payment.surfboard_order?.refunded_at != null;
              return (
                <tr key={a.id} data-payment={a.id}>
                  <td className={s.td}>{isoDay(a.payment.paid_at)}</td>
                  <td className={s.td}>
                    <span className={gone ? s.gone : undefined}>{methodText(a)}</span>
                    {states.map((st) => (
                      <span key={st} className={s.state}>
                        {st}
                      </span>
                    ))}
                  </td>
                  <td className={`${s.td} ${s.num}`}>
                    <span className={gone ? s.gone : undefined}>{formatKr(a.paid_amount)}</span>
                  </td>
                  <td className={s.td}>
                    <div className={s.rowActions}>
                      {a.can_reverse && (
                        <Button
                          variant="ghost"
                          isDisabled={busy != null}
                          onPress={() => void act(a, () => reversePayment(inv, a))}
                        >
                          {T.reverse}
                        </Button>
                      )}
                      {canReassign(a, inv) && (
                        <Button
                          variant="ghost"
                          isDisabled={busy != null}
                          onPress={() => void act(a, () => reassignPayment(a))}
                        >
                          {T.reassign}
                        </Button>
                      )}
                      {a.can_refund && (
                        <Button variant="ghost" isDisabled={busy != null} onPress={() => void refund(a)}>
                          {T.refund}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {inv.credit_applications.length > 0 && (
        <>
          <h3 className={s.sectionTitle}>Krediteringar</h3>
          <table className={s.table} aria-label="Krediteringar">
            <thead>
              <tr>
                <th className={s.th}>Datum</th>
                <th className={s.th}>{inv.is_credit_invoice ? 'Faktura' : 'Kreditfaktura'}</th>
                <th className={`${s.th} ${s.num}`}>Krediterat</th>
              </tr>
            </thead>
            <tbody>
              {inv.credit_applications.map((c) => {
                const o = other(c);
                return (
                  <tr key={c.id}>
                    <td className={s.td}>{isoDay(c.credited_at)}</td>
                    <td className={s.td}>
                      <LinkButton onPress={() => openInvoice(o.id)}>{o.label}</LinkButton>
                    </td>
                    <td className={`${s.td} ${s.num}`}>{formatKr(c.credited_amount)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
      <TerminalWaitDialog
        wait={wait?.terminal ?? null}
        noContactText={T.noTerminalInvoice}
        approved={refunded}
        onCancel={async () => {
          if (!wait) return;
          await cancelRefund(wait.terminal.paymentId);
          endWait();
        }}
        onRetry={async (failed) => {
          const a = inv.payment_applications.find((x) => x.id === wait?.applicationId);
          if (wait && !failed) await cancelRefund(wait.terminal.paymentId);
          setWait(null);
          if (a) await refund(a);
        }}
        onApproved={() => {
          showSnackbar('success', T.refunded);
          endWait();
        }}
        onTimeout={endWait}
        onDismiss={endWait}
      />
    </>
  );
}
