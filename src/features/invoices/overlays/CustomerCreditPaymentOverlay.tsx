// Payments against a customer's credit (bookings.md 2 "Customer credit timeline dialog", 5 "Customer credit
// payment amount"): 'Registrera betalning mot kundens tillgodo' (made elsewhere: method, account, date) and
// 'Genomför betalning mot kundens tillgodo' (now, by a method button; a card waits in 'Kortterminal'). Both
// go in ('Inbetalning', the credit rises) or out ('Utbetalning', at most the credit there is).
import { useId, useRef, useState, type RefObject } from 'react';
import { useValue } from '@legendapp/state/react';
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { session$ } from '../../../data/session';
import { showSnackbar } from '../../../data/snackbars';
import { catalog$ } from '../../../data/stores';
import { customerCreditAmountCheck } from '../../../domain/invoices';
import { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import { Kbd } from '../../../ui/Kbd';
import { Skeleton } from '../../../ui/PaneParts';
import { closeInvoiceOverlay } from '../invoiceOverlays';
import { DEFAULT_TIMEOUT_S } from './CheckoutOverlay';
import {
  apiErrorText,
  closeAsking,
  MethodButtons,
  SlideOver,
  useAttemptKey,
  useOverlayKeys,
  type KeyMap,
} from './overlayKit';
import { methodLabel, oreFromText, payingMethods, type MethodLike } from './overlayModel';
import { AmountField, ErrorLine, Sums } from './overlayParts';
import { RecordForm, useRecordForm } from './RecordForm';
import { overlayWaitHandlers, TerminalWaitDialog, type TerminalWait } from './TerminalWait';
import { useCreditBalance } from './useCreditBalance';
import { useFirstFocus } from './useFirstFocus';
import * as s from './overlay.css';

type Direction = 'in' | 'out';

/** The amount and its direction, checked by bookings.md 5; the signed öre the calls take. */
function useCreditAmount(balance: number) {
  const [direction, setDirection] = useState<Direction>('in');
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const ore = oreFromText(text);
  const error = customerCreditAmountCheck({ ore, available: balance, outgoing: direction === 'out' });
  const keys: KeyMap = { 'alt+i': () => setDirection('in'), 'alt+u': () => setDirection('out') };
  return {
    direction,
    setDirection,
    text,
    setText,
    attempted,
    setAttempted,
    /** Shown once something is typed or a submit was tried. */
    shownError: attempted || text.trim() !== '' ? error : null,
    error,
    signed: ore == null ? null : direction === 'out' ? -ore : ore,
    /** The direction's keys: alt+I in, alt+U out. */
    keys,
    dirty: text !== '' || direction !== 'in',
  };
}
type CreditAmount = ReturnType<typeof useCreditAmount>;

const DIRECTIONS: { value: Direction; label: string; hotkey: string }[] = [
  { value: 'in', label: CUSTOMER_CREDIT_TEXTS.directionIn, hotkey: 'alt+i' },
  { value: 'out', label: CUSTOMER_CREDIT_TEXTS.directionOut, hotkey: 'alt+u' },
];

/** 'Inbetalning' / 'Utbetalning' and the amount, as both overlays ask for them. */
function CreditAmountFields({
  a,
  amountRef,
  onType,
}: {
  a: CreditAmount;
  amountRef: RefObject<HTMLInputElement | null>;
  onType: () => void;
}) {
  const name = useId();
  return (
    <>
      <fieldset className={s.segmented} aria-label={CUSTOMER_CREDIT_TEXTS.direction}>
        {DIRECTIONS.map((o) => (
          <label key={o.value} className={s.segment}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={a.direction === o.value}
              onChange={() => a.setDirection(o.value)}
            />
            {o.label}
            <Kbd hotkey={o.hotkey} />
          </label>
        ))}
      </fieldset>
      <AmountField
        ref={amountRef}
        value={a.text}
        onChange={(t) => {
          a.setText(t);
          onType();
        }}
        error={a.shownError}
      />
    </>
  );
}

function Balance({ balance }: { balance: number | null }) {
  const value = balance == null ? <Skeleton width={80} /> : formatKr(balance);
  return <Sums sums={[{ label: CUSTOMER_CREDIT_TEXTS.balance, value, testId: 'credit-balance' }]} />;
}

/** 'Registrera betalning mot kundens tillgodo'. */
export function CustomerCreditRegisterOverlay({ customerId }: { customerId: number }) {
  const balance = useCreditBalance(customerId);
  const a = useCreditAmount(balance.data ?? 0);
  const r = useRecordForm({
    attempted: a.attempted,
    onAttempt: () => a.setAttempted(true),
    bodyOf: (paid) => (a.error || a.signed == null ? null : { customer_id: customerId, ...paid, amount: a.signed }),
    send: (body) => call('POST customer-credit/register-payment', { body, silent: true }),
    doneText: CUSTOMER_CREDIT_TEXTS.registered,
    keys: a.keys,
  });
  const dirty = r.f.input.dirty || a.dirty;
  return (
    <SlideOver
      title={CUSTOMER_CREDIT_TEXTS.registerPayment}
      isOpen
      onRequestClose={() => void closeAsking(dirty, closeInvoiceOverlay)}
    >
      <RecordForm r={r} head={<Balance balance={balance.data} />} dirty={dirty} submitLabel={INVOICE_TEXTS.register}>
        <CreditAmountFields a={a} amountRef={r.amountRef} onType={r.clearServerError} />
      </RecordForm>
    </SlideOver>
  );
}

/** 'Genomför betalning mot kundens tillgodo'. */
export function CustomerCreditPayOverlay({ customerId }: { customerId: number }) {
  const balance = useCreditBalance(customerId);
  const ref = useRef<HTMLDivElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const a = useCreditAmount(balance.data ?? 0);
  const allMethods = useValue(catalog$.paymentMethods);
  const workstationId = useValue(() => session$.workstation.get()?.id ?? null);
  const methods = payingMethods(allMethods, workstationId);
  const [pending, setPending] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [wait, setWait] = useState<TerminalWait | null>(null);
  const lastMethod = useRef<MethodLike | null>(null);
  const attempt = useAttemptKey();
  useFirstFocus(amountRef);

  const done = () => {
    showSnackbar('success', CUSTOMER_CREDIT_TEXTS.registered);
    closeInvoiceOverlay();
  };

  const send = async (method: MethodLike) => {
    const amount = a.signed ?? 0;
    const sig = JSON.stringify([method.id, amount]);
    lastMethod.current = method;
    setPending(method.id);
    setServerError(null);
    try {
      const d = await call('POST customer-credit/payment', {
        body: { client_key: attempt.keyFor(sig), customer_id: customerId, payment_method_id: method.id, amount },
        silent: true,
      });
      attempt.done();
      if (d.transaction_status === 'await_confirmation' && d.payment_id != null)
        setWait({
          mode: 'customer_credit',
          paymentId: d.payment_id,
          timeout: d.terminal_timeout ?? DEFAULT_TIMEOUT_S,
          amount,
        });
      else done();
    } catch (err) {
      if (err instanceof ApiError && err.status !== 0) attempt.done();
      setServerError(apiErrorText(err));
      amountRef.current?.focus();
    } finally {
      setPending(null);
    }
  };

  const pay = (method: MethodLike) => {
    if (pending != null || wait) return;
    a.setAttempted(true);
    if (a.error || a.signed == null) return amountRef.current?.focus();
    void send(method);
  };

  useOverlayKeys(ref, wait == null, {
    ...a.keys,
    enter: methods[0] && (() => pay(methods[0])),
    'mod+enter': methods[0] && (() => pay(methods[0])),
  });

  const label = (m: MethodLike) => INVOICE_TEXTS[a.direction === 'out' ? 'payoutWith' : 'payWith'](methodLabel(m));
  return (
    <SlideOver
      title={CUSTOMER_CREDIT_TEXTS.performPayment}
      isOpen
      onRequestClose={() => {
        if (!wait) void closeAsking(a.dirty, closeInvoiceOverlay);
      }}
    >
      <div ref={ref} className={s.form}>
        <Balance balance={balance.data} />
        <CreditAmountFields a={a} amountRef={amountRef} onType={() => setServerError(null)} />
        <ErrorLine text={serverError} />
        <MethodButtons
          methods={methods}
          label={label}
          onPay={pay}
          isDisabled={pending != null || wait != null}
          pending={pending}
        />
      </div>
      <TerminalWaitDialog
        wait={wait}
        noContactText={INVOICE_TEXTS.noTerminalCredit}
        {...overlayWaitHandlers({
          wait,
          setWait,
          stop: (paymentId) =>
            call('POST customer-credit/cancel-credit-payment', { body: { payment_id: paymentId }, silent: true }),
          newAttempt: attempt.done,
          again: () => lastMethod.current && send(lastMethod.current),
          done,
          reload: balance.reload,
        })}
      />
    </SlideOver>
  );
}
