// 'Ta betalt' / 'Påbörja återbetalning' (money.md 2 "Invoice checkout overlay", 5 "Checkout amount"): the
// amount (prefilled with what remains), 'Återstående fakturabelopp', the customer's credit to use and what is
// left after it, and the payment method buttons. A card waits in 'Kortterminal' (mode invoice).
import { useRef, useState } from 'react';
import { useValue } from '@legendapp/state/react';
import type { InvoiceDetail } from '../../../contracts/invoices';
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { session$ } from '../../../data/session';
import { showSnackbar } from '../../../data/snackbars';
import { catalog$ } from '../../../data/stores';
import { checkoutAmountCheck, maxCreditUse, payableAfterCredit } from '../../../domain/invoices';
import { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import { TextField } from '../../../ui/TextField';
import { closeInvoiceOverlay } from '../invoiceOverlays';
import { useInvoice } from '../useInvoice';
import { apiErrorText, closeAsking, MethodButtons, SlideOver, useAttemptKey, useOverlayKeys } from './overlayKit';
import { creditUseCheck, kronorText, methodLabel, oreFromText, payingMethods, type MethodLike } from './overlayModel';
import { AmountField, ErrorLine, InvoiceSums, WarningLine } from './overlayParts';
import { overlayWaitHandlers, TerminalWaitDialog, type TerminalWait } from './TerminalWait';
import { useCreditBalance } from './useCreditBalance';
import { useFirstFocus } from './useFirstFocus';
import * as s from './overlay.css';

/** Seconds the terminal gets when the answer names none. */
export const DEFAULT_TIMEOUT_S = 60;

export function CheckoutOverlay({ invoiceId }: { invoiceId: number }) {
  const invoice = useInvoice(invoiceId);
  const inv = invoice.data;
  const [dirty, setDirty] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const title = inv?.is_credit_invoice ? INVOICE_TEXTS.startRefund : INVOICE_TEXTS.takePayment;
  return (
    <SlideOver
      title={title}
      subtitle={inv ? INVOICE_TEXTS[inv.is_credit_invoice ? 'creditTitle' : 'title'](inv.invoice_number) : undefined}
      isOpen
      onRequestClose={() => {
        if (!waiting) void closeAsking(dirty, closeInvoiceOverlay);
      }}
    >
      {invoice.error && !inv && <PaneError error={invoice.error} />}
      {!inv && !invoice.error && <Skeleton lines={5} />}
      {inv && <CheckoutForm inv={inv} reload={invoice.reload} onDirty={setDirty} onWaiting={setWaiting} />}
    </SlideOver>
  );
}

interface FormProps {
  inv: InvoiceDetail;
  reload: () => void;
  onDirty: (dirty: boolean) => void;
  onWaiting: (waiting: boolean) => void;
}

function CheckoutForm({ inv, reload, onDirty, onWaiting }: FormProps) {
  const isCredit = inv.is_credit_invoice;
  const remaining = inv.remaining_amount;
  const left = Math.abs(remaining);
  const ref = useRef<HTMLDivElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const creditRef = useRef<HTMLInputElement>(null);
  const initialAmount = kronorText(left);
  const [amountText, setAmountText] = useState(initialAmount);
  const [amountTyped, setAmountTyped] = useState(false);
  const [creditText, setCreditText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState<number | 'credit' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [wait, setWait] = useState<TerminalWait | null>(null);
  const lastPay = useRef<{ method: MethodLike | null; amount: number } | null>(null);
  const attempt = useAttemptKey();
  useFirstFocus(amountRef);

  const allMethods = useValue(catalog$.paymentMethods);
  const workstationId = useValue(() => session$.workstation.get()?.id ?? null);
  const methods = payingMethods(allMethods, workstationId);
  const balance = useCreditBalance(isCredit ? null : inv.customer_id).data ?? 0;
  const showCredit = !isCredit && balance > 0 && remaining > 0;

  const creditOre = showCredit ? oreFromText(creditText) : 0;
  const creditCheck = showCredit ? creditUseCheck(creditOre, balance, remaining) : { error: null, warning: null };
  const creditUsed = creditOre != null && !creditCheck.error ? creditOre : 0;
  const autoAmount = (credit: number) => (credit > 0 ? payableAfterCredit(remaining, credit) : left);
  const amountOre = oreFromText(amountText);
  // Paying with credit alone: nothing typed as amount, credit chosen.
  const creditOnly = creditUsed > 0 && amountOre === 0;
  const check = creditOnly
    ? { error: null, warning: null }
    : checkoutAmountCheck({
        ore: amountOre,
        attempted,
        isCreditInvoice: isCredit,
        remaining: isCredit ? remaining : remaining - creditUsed,
      });
  const closed = left === 0;

  const edited = (amount: string, credit: string) => onDirty(amount !== initialAmount || credit !== '');
  const typeAmount = (t: string) => {
    setAmountText(t);
    setAmountTyped(true);
    setServerError(null);
    edited(t, creditText);
  };
  const typeCredit = (t: string) => {
    setCreditText(t);
    setServerError(null);
    const ore = oreFromText(t);
    // The amount follows the credit until the cashier typed one of their own.
    if (!amountTyped && ore != null && !creditUseCheck(ore, balance, remaining).error)
      setAmountText(kronorText(autoAmount(ore)));
    edited(amountTyped ? amountText : kronorText(autoAmount(ore ?? 0)), t);
  };
  const fillRemaining = () => {
    setAmountText(kronorText(autoAmount(creditUsed)));
    setAmountTyped(false);
    amountRef.current?.focus();
  };
  const fillAllCredit = () => typeCredit(kronorText(maxCreditUse(balance, remaining)));

  const setWaitState = (w: TerminalWait | null) => {
    setWait(w);
    onWaiting(w != null);
  };

  const done = () => {
    showSnackbar('success', isCredit ? INVOICE_TEXTS.payoutDone : INVOICE_TEXTS.paymentDone);
    closeInvoiceOverlay();
  };

  /** One checkout call; the same input again (after a lost answer) sends the same key. */
  const send = async (method: MethodLike | null, amount: number, credit: number) => {
    const sig = JSON.stringify([method?.id ?? null, amount, credit]);
    const body = {
      client_key: attempt.keyFor(sig),
      invoice_id: inv.id,
      ...(method ? { payment_method_id: method.id } : {}),
      amount,
      ...(credit > 0 ? { customer_credit_amount: credit } : {}),
    };
    // A retry at the terminal pays the card part again; the credit was taken with the first answer.
    lastPay.current = { method, amount };
    setPending(method?.id ?? 'credit');
    setServerError(null);
    try {
      const d = await call('POST invoices/checkout', { body, silent: true });
      attempt.done();
      if (d.transaction_status === 'await_confirmation' && d.payment_id != null) {
        if (credit > 0) {
          setCreditText('');
          setAmountTyped(true);
        }
        const timeout = d.terminal_timeout ?? DEFAULT_TIMEOUT_S;
        setWaitState({ mode: 'invoice', paymentId: d.payment_id, timeout, amount: isCredit ? -amount : amount });
      } else done();
    } catch (err) {
      if (err instanceof ApiError && err.status !== 0) attempt.done();
      setServerError(apiErrorText(err));
      amountRef.current?.focus();
    } finally {
      setPending(null);
    }
  };

  const pay = (method: MethodLike | null) => {
    if (pending != null || closed) return;
    setAttempted(true);
    const now = creditOnly
      ? { error: null }
      : checkoutAmountCheck({
          ore: amountOre,
          attempted: true,
          isCreditInvoice: isCredit,
          remaining: isCredit ? remaining : remaining - creditUsed,
        });
    if (creditCheck.error) return creditRef.current?.focus();
    if (now.error) return amountRef.current?.focus();
    void send(method, creditOnly ? 0 : (amountOre ?? 0), creditUsed);
  };

  useOverlayKeys(ref, wait == null, {
    'alt+a': !closed && fillRemaining,
    'alt+g': showCredit && fillAllCredit,
    enter: !closed && (() => pay(creditOnly ? null : (methods[0] ?? null))),
    'mod+enter': !closed && (() => pay(creditOnly ? null : (methods[0] ?? null))),
  });

  const payLabel = (m: MethodLike) => INVOICE_TEXTS[isCredit ? 'payoutWith' : 'payWith'](methodLabel(m));
  const approved =
    wait != null &&
    inv.payment_applications.some(
      (a) => a.payment_id === wait.paymentId && a.deleted_at == null && a.payment.transaction_status === 'confirmed',
    );

  return (
    <div ref={ref} className={s.form}>
      <InvoiceSums inv={inv} remainingTestId="checkout-remaining" />
      {closed && <p className={s.warning}>{INVOICE_TEXTS.invoiceClosed}</p>}
      <div className={s.fieldRow}>
        <div className={s.grow}>
          <AmountField
            ref={amountRef}
            value={amountText}
            onChange={typeAmount}
            error={check.error}
            isDisabled={closed}
          />
        </div>
        <Button hotkey="alt+a" onPress={fillRemaining} isDisabled={closed}>
          {INVOICE_TEXTS.remainingButton}
        </Button>
      </div>
      <WarningLine text={check.warning} />
      {showCredit && (
        <section className={s.section} aria-label={CUSTOMER_CREDIT_TEXTS.useCredit}>
          <div className={s.fieldRow}>
            <div className={s.grow}>
              <TextField
                ref={creditRef}
                label={CUSTOMER_CREDIT_TEXTS.useCredit}
                hint={CUSTOMER_CREDIT_TEXTS.available(formatKr(balance))}
                value={creditText}
                onChange={typeCredit}
                error={creditCheck.error}
                inputMode="decimal"
                autoComplete="off"
              />
            </div>
            <Button hotkey="alt+g" onPress={fillAllCredit}>
              {`${CUSTOMER_CREDIT_TEXTS.useCredit} ${formatKr(maxCreditUse(balance, remaining))}`}
            </Button>
          </div>
          {creditCheck.warning && <p className={s.warning}>{creditCheck.warning}</p>}
          <p className={s.muted}>
            {CUSTOMER_CREDIT_TEXTS.leftToPay}:{' '}
            <strong data-testid="checkout-left-to-pay">{formatKr(payableAfterCredit(remaining, creditUsed))}</strong>
          </p>
        </section>
      )}
      <ErrorLine text={serverError} />
      {!closed &&
        (creditOnly ? (
          <div className={s.methods}>
            <Button variant="primary" hotkey="enter" isPending={pending === 'credit'} onPress={() => pay(null)}>
              {INVOICE_TEXTS.payWithCreditOnly}
            </Button>
          </div>
        ) : (
          <MethodButtons
            methods={methods}
            label={payLabel}
            onPay={pay}
            isDisabled={pending != null || wait != null}
            pending={typeof pending === 'number' ? pending : null}
          />
        ))}
      <TerminalWaitDialog
        wait={wait}
        noContactText={INVOICE_TEXTS.noTerminalInvoice}
        approved={approved}
        {...overlayWaitHandlers({
          wait,
          setWait: setWaitState,
          stop: (paymentId) => call('POST invoices/cancel-payment', { body: { paymentId }, silent: true }),
          newAttempt: attempt.done,
          again: () => lastPay.current && send(lastPay.current.method, lastPay.current.amount, 0),
          done,
          reload,
        })}
      />
    </div>
  );
}
