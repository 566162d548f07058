// 'Registrera en inbetalning' / on a credit invoice 'Registrera en utbetalning' (money.md 2, 5 "Payment
// registration"): a payment made outside the console, by method, account, date and amount.
import { useEffect, useState } from 'react';
import type { InvoiceDetail } from '../../../contracts/invoices';
import { call } from '../../../data/call';
import { registerPaymentCheck } from '../../../domain/invoices';
import { INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import { closeInvoiceOverlay } from '../invoiceOverlays';
import { useInvoice } from '../useInvoice';
import { closeAsking, SlideOver } from './overlayKit';
import { kronorText, oreFromText } from './overlayModel';
import { AmountField, InvoiceSums, WarningLine } from './overlayParts';
import type { RecordInput } from './RecordFields';
import { RecordForm, useRecordForm } from './RecordForm';
import * as s from './overlay.css';

export function RegisterPaymentOverlay({ invoiceId }: { invoiceId: number }) {
  const invoice = useInvoice(invoiceId);
  const inv = invoice.data;
  const [dirty, setDirty] = useState(false);
  const title = inv?.is_credit_invoice ? INVOICE_TEXTS.registerPayout : INVOICE_TEXTS.registerPayment;
  return (
    <SlideOver
      title={title}
      subtitle={inv ? INVOICE_TEXTS[inv.is_credit_invoice ? 'creditTitle' : 'title'](inv.invoice_number) : undefined}
      isOpen
      onRequestClose={() => void closeAsking(dirty, closeInvoiceOverlay)}
    >
      {invoice.error && !inv && <PaneError error={invoice.error} />}
      {!inv && !invoice.error && <Skeleton lines={5} />}
      {inv && <RegisterForm inv={inv} onDirty={setDirty} />}
    </SlideOver>
  );
}

function RegisterForm({ inv, onDirty }: { inv: InvoiceDetail; onDirty: (d: boolean) => void }) {
  const isCredit = inv.is_credit_invoice;
  const remaining = inv.remaining_amount;
  const initialAmount = kronorText(Math.abs(remaining));
  const [amountText, setAmountText] = useState(initialAmount);
  const [attempted, setAttempted] = useState(false);
  const ore = oreFromText(amountText);
  const checkWith = (input: RecordInput, tried: boolean) =>
    registerPaymentCheck({
      accounts: input.accounts,
      accountId: input.accountId,
      date: input.date ?? input.today,
      today: input.today,
      ore,
      isCreditInvoice: isCredit,
      remaining,
      attempted: tried,
    });
  const r = useRecordForm({
    attempted,
    onAttempt: () => setAttempted(true),
    closed: remaining === 0,
    bodyOf: (paid, input) =>
      checkWith(input, true).error || ore == null ? null : { invoice_id: inv.id, ...paid, amount: ore },
    send: (body) => call('POST invoices/register-payment', { body, silent: true }),
    doneText: isCredit ? INVOICE_TEXTS.payoutDone : INVOICE_TEXTS.paymentDone,
  });
  const dirty = r.f.input.dirty || amountText !== initialAmount;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const check = checkWith(r.f.input, attempted);
  // The account's and the date's own messages are shown by their fields.
  const amountError =
    check.error !== INVOICE_TEXTS.noAccount && check.error !== INVOICE_TEXTS.severalAccounts ? check.error : null;
  const amountWarning = check.warning && check.warning !== INVOICE_TEXTS.severalAccounts ? check.warning : null;

  return (
    <RecordForm
      r={r}
      head={
        <>
          <InvoiceSums inv={inv} />
          {remaining === 0 && <p className={s.warning}>{INVOICE_TEXTS.invoiceClosed}</p>}
        </>
      }
      dirty={dirty}
      submitLabel={isCredit ? INVOICE_TEXTS.registerPayout : INVOICE_TEXTS.registerPayment}
    >
      <AmountField
        ref={r.amountRef}
        value={amountText}
        onChange={(t) => {
          setAmountText(t);
          r.clearServerError();
        }}
        error={amountError}
      />
      <WarningLine text={amountWarning} />
    </RecordForm>
  );
}
