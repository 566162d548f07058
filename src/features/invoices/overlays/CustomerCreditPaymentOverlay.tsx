// Payments against a customer's credit (bookings.md 2 "Customer credit timeline dialog", 5 "Customer credit
// payment amount"): 'Registrera betalning mot kundens tillgodo' (made elsewhere: method, account, date) and
// 'Genomför betalning mot kundens tillgodo' (now, by a method button; a card waits in 'Kortterminal'). Both
// go in ('Inbetalning', the credit rises) or out ('Utbetalning', at most the credit there is).
import { useId, useRef, useState } from 'react';
import { useValue } from '@legendapp/state/react';
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { session$ } from '../../../data/session';
import { showSnackbar } from '../../../data/snackbars';
import { catalog$ } from '../../../data/stores';
import { customerCreditAmountCheck } from '../../../domain/invoices';
import { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { Kbd } from '../../../ui/Kbd';
import { Skeleton } from '../../../ui/PaneParts';
import { TextField } from '../../../ui/TextField';
import { closeInvoiceOverlay } from '../invoiceOverlays';
import { DEFAULT_TIMEOUT_S } from './CheckoutOverlay';
import { apiErrorText, closeAsking, MethodButtons, SlideOver, useAttemptKey, useOverlayKeys } from './overlayKit';
import { methodLabel, oreFromText, payingMethods, type MethodLike } from './overlayModel';
import { RecordFields, useRecordFields } from './RecordFields';
import { TerminalWaitDialog, type TerminalWait } from './TerminalWait';
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
  };
}
type CreditAmount = ReturnType<typeof useCreditAmount>;

function DirectionSwitch({ a }: { a: CreditAmount }) {
  const name = useId();
  const options: { value: Direction; label: string; hotkey: string }[] = [
    { value: 'in', label: CUSTOMER_CREDIT_TEXTS.directionIn, hotkey: 'alt+i' },
    { value: 'out', label: CUSTOMER_CREDIT_TEXTS.directionOut, hotkey: 'alt+u' },
  ];
  return (
    <fieldset className={s.segmented} aria-label={CUSTOMER_CREDIT_TEXTS.direction}>
      {options.map((o) => (
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
  );
}

function Balance({ balance }: { balance: number | null }) {
  return (
    <div className={s.sums}>
      <div>
        <div className={s.sumLabel}>{CUSTOMER_CREDIT_TEXTS.balance}</div>
        <div className={s.sumValue} data-testid="credit-balance">
          {balance == null ? <Skeleton width={80} /> : formatKr(balance)}
        </div>
      </div>
    </div>
  );
}

/** 'Registrera betalning mot kundens tillgodo'. */
export function CustomerCreditRegisterOverlay({ customerId }: { customerId: number }) {
  const balance = useCreditBalance(customerId);
  const ref = useRef<HTMLDivElement>(null);
  const methodRef = useRef<HTMLSelectElement>(null);
  const accountRef = useRef<HTMLSelectElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const f = useRecordFields();
  const a = useCreditAmount(balance.data ?? 0);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const attempt = useAttemptKey();
  const dirty = f.input.dirty || a.text !== '' || a.direction !== 'in';
  const blocked = f.input.noAccount || f.input.method == null;
  useFirstFocus(methodRef);

  const submit = async () => {
    if (saving || blocked) return;
    a.setAttempted(true);
    const { input } = f;
    if (input.accountMissing) return accountRef.current?.focus();
    if (input.dateError || input.date == null) return dateRef.current?.focus();
    if (a.error || a.signed == null) return amountRef.current?.focus();
    const body = {
      customer_id: customerId,
      payment_method_id: input.method!.id,
      account_id: input.accountId!,
      date: input.date,
      amount: a.signed,
    };
    setSaving(true);
    setServerError(null);
    try {
      await call('POST customer-credit/register-payment', {
        body: { client_key: attempt.keyFor(JSON.stringify(body)), ...body },
        silent: true,
      });
      attempt.done();
      showSnackbar('success', CUSTOMER_CREDIT_TEXTS.registered);
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
    'alt+i': () => a.setDirection('in'),
    'alt+u': () => a.setDirection('out'),
    enter: () => void submit(),
    'mod+enter': () => void submit(),
  });

  return (
    <SlideOver
      title={CUSTOMER_CREDIT_TEXTS.registerPayment}
      isOpen
      onRequestClose={() => void closeAsking(dirty, closeInvoiceOverlay)}
    >
      <div ref={ref} className={s.form}>
        <Balance balance={balance.data} />
        <RecordFields f={f} attempted={a.attempted} methodRef={methodRef} accountRef={accountRef} dateRef={dateRef} />
        <DirectionSwitch a={a} />
        <TextField
          ref={amountRef}
          label={INVOICE_TEXTS.amount}
          value={a.text}
          onChange={(t) => {
            a.setText(t);
            setServerError(null);
          }}
          error={a.shownError}
          inputMode="decimal"
          autoComplete="off"
        />
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
            {INVOICE_TEXTS.register}
          </Button>
        </div>
      </div>
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
  const dirty = a.text !== '' || a.direction !== 'in';
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
    'alt+i': () => a.setDirection('in'),
    'alt+u': () => a.setDirection('out'),
    enter: methods[0] && (() => pay(methods[0])),
    'mod+enter': methods[0] && (() => pay(methods[0])),
  });

  const label = (m: MethodLike) => INVOICE_TEXTS[a.direction === 'out' ? 'payoutWith' : 'payWith'](methodLabel(m));
  return (
    <SlideOver
      title={CUSTOMER_CREDIT_TEXTS.performPayment}
      isOpen
      onRequestClose={() => {
        if (!wait) void closeAsking(dirty, closeInvoiceOverlay);
      }}
    >
      <div ref={ref} className={s.form}>
        <Balance balance={balance.data} />
        <DirectionSwitch a={a} />
        <TextField
          ref={amountRef}
          label={INVOICE_TEXTS.amount}
          value={a.text}
          onChange={(t) => {
            a.setText(t);
            setServerError(null);
          }}
          error={a.shownError}
          inputMode="decimal"
          autoComplete="off"
        />
        {serverError && (
          <p className={s.error} role="alert">
            {serverError}
          </p>
        )}
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
        onCancel={async () => {
          if (!wait) return;
          await call('POST customer-credit/cancel-credit-payment', {
            body: { payment_id: wait.paymentId },
            silent: true,
          });
          setWait(null);
          balance.reload();
        }}
        onRetry={async (failed) => {
          if (!wait || !lastMethod.current) return;
          if (!failed)
            await call('POST customer-credit/cancel-credit-payment', {
              body: { payment_id: wait.paymentId },
              silent: true,
            });
          attempt.done();
          setWait(null);
          await send(lastMethod.current);
        }}
        onApproved={() => {
          setWait(null);
          done();
        }}
        onTimeout={() => {
          setWait(null);
          balance.reload();
        }}
        onDismiss={() => {
          setWait(null);
          balance.reload();
        }}
      />
    </SlideOver>
  );
}
