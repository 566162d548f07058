// 'Registrera en inbetalning' / on a credit invoice 'Registrera en utbetalning' (money.md 2, 5 "Payment
// registration"): a payment made outside the console, by method, account, date and amount.
import { useEffect, useRef, useState } from 'react';
import type { InvoiceDetail } from '../../../contracts/invoices';
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { showSnackbar } from '../../../data/snackbars';
import { registerPaymentCheck } from '../../../domain/invoices';
import { INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import { TextField } from '../../../ui/TextField';
import { closeInvoiceOverlay } from '../invoiceOverlays';
import { useInvoice } from '../useInvoice';
import { apiErrorText, closeAsking, SlideOver, useAttemptKey, useOverlayKeys } from './overlayKit';
import { kronorText, oreFromText } from './overlayModel';
import { RecordFields, useRecordFields } from './RecordFields';
import { useFirstFocus } from './useFirstFocus';
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
  const ref = useRef<HTMLDivElement>(null);
  const methodRef = useRef<HTMLSelectElement>(null);
  const accountRef = useRef<HTMLSelectElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const f = useRecordFields();
  const initialAmount = kronorText(Math.abs(remaining));
  const [amountText, setAmountText] = useState(initialAmount);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const attempt = useAttemptKey();
  useFirstFocus(methodRef);
  const dirty = f.input.dirty || amountText !== initialAmount;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const ore = oreFromText(amountText);
  const { input } = f;
  const checkWith = (tried: boolean) =>
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
  const check = checkWith(attempted);
  // The account's and the date's own messages are shown by their fields.
  const amountError =
    check.error !== INVOICE_TEXTS.noAccount && check.error !== INVOICE_TEXTS.severalAccounts ? check.error : null;
  const amountWarning = check.warning && check.warning !== INVOICE_TEXTS.severalAccounts ? check.warning : null;
  const blocked = input.noAccount || input.method == null || remaining === 0;

  const submit = async () => {
    if (saving || blocked) return;
    setAttempted(true);
    const now = checkWith(true);
    if (input.accountMissing) return accountRef.current?.focus();
    if (input.dateError || input.date == null) return dateRef.current?.focus();
    if (now.error || ore == null) return amountRef.current?.focus();
    const body = {
      invoice_id: inv.id,
      payment_method_id: input.method!.id,
      account_id: input.accountId!,
      date: input.date,
      amount: ore,
    };
    setSaving(true);
    setServerError(null);
    try {
      await call('POST invoices/register-payment', {
        body: { client_key: attempt.keyFor(JSON.stringify(body)), ...body },
        silent: true,
      });
      attempt.done();
      showSnackbar('success', isCredit ? INVOICE_TEXTS.payoutDone : INVOICE_TEXTS.paymentDone);
      closeInvoiceOverlay();
    } catch (err) {
      if (err instanceof ApiError && err.status !== 0) attempt.done();
      setServerError(apiErrorText(err));
      amountRef.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  useOverlayKeys(ref, true, {
    enter: () => void submit(),
    'mod+enter': () => void submit(),
  });

  return (
    <div ref={ref} className={s.form}>
      <div className={s.sums}>
        <div>
          <div className={s.sumLabel}>{INVOICE_TEXTS.rowTotal}</div>
          <div className={s.sumValue}>{formatKr(inv.total)}</div>
        </div>
        <div>
          <div className={s.sumLabel}>{INVOICE_TEXTS.remainingLabel}</div>
          <div className={s.sumValue}>{formatKr(remaining)}</div>
        </div>
      </div>
      {remaining === 0 && <p className={s.warning}>{INVOICE_TEXTS.invoiceClosed}</p>}
      <RecordFields f={f} attempted={attempted} methodRef={methodRef} accountRef={accountRef} dateRef={dateRef} />
      <TextField
        ref={amountRef}
        label={INVOICE_TEXTS.amount}
        value={amountText}
        onChange={(t) => {
          setAmountText(t);
          setServerError(null);
        }}
        error={amountError}
        inputMode="decimal"
        autoComplete="off"
      />
      {amountWarning && (
        <p className={s.warning} role="status">
          {amountWarning}
        </p>
      )}
      {serverError && (
        <p className={s.error} role="alert">
          {serverError}
        </p>
      )}
      <div className={s.actions}>
        <Button hotkey="escape" onPress={() => void closeAsking(dirty, closeInvoiceOverlay)}>
          Avbryt
        </Button>
        <Button
          variant="primary"
          hotkey="mod+enter"
          isDisabled={blocked}
          isPending={saving}
          onPress={() => void submit()}
        >
          {isCredit ? INVOICE_TEXTS.registerPayout : INVOICE_TEXTS.registerPayment}
        </Button>
      </div>
    </div>
  );
}
