// The form of a payment made elsewhere, as 'Registrera en inbetalning' / 'Registrera en utbetalning' and
// 'Registrera betalning mot kundens tillgodo' both record it (money.md 5 "Payment registration"): method,
// account and date (RecordFields), the amount its overlay brings, and one submit that checks them in the
// order shown (the first wrong field takes the focus), sends once per attempt (client_key) and closes.
import { useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../../data/api';
import { showSnackbar } from '../../../data/snackbars';
import { closeInvoiceOverlay } from '../invoiceOverlays';
import { apiErrorText, useAttemptKey, useOverlayKeys, type KeyMap } from './overlayKit';
import { ErrorLine, OverlayActions } from './overlayParts';
import { RecordFields, useRecordFields, type RecordInput } from './RecordFields';
import { useFirstFocus } from './useFirstFocus';
import * as s from './overlay.css';

/** What a recorded payment sends besides its amount and whose it is. */
export interface RecordedPayment {
  payment_method_id: number;
  account_id: number;
  date: string;
}

export interface RecordFormOptions<B extends object> {
  /** A submit was tried: the account's and the date's errors show (the overlay keeps it with its amount). */
  attempted: boolean;
  onAttempt: () => void;
  /** Nothing can be recorded whatever is typed (the invoice has nothing left); no method or account blocks too. */
  closed?: boolean;
  /** The call's body, or null while the amount is not one to send (the amount takes the focus). */
  bodyOf: (paid: RecordedPayment, input: RecordInput) => B | null;
  send: (body: B & { client_key: string }) => Promise<unknown>;
  /** The snackbar once it is recorded. */
  doneText: string;
  /** The overlay's own keys besides Enter and ctrl+Enter (which submit). */
  keys?: KeyMap;
}

export function useRecordForm<B extends object>(o: RecordFormOptions<B>) {
  const f = useRecordFields();
  const ref = useRef<HTMLDivElement>(null);
  const methodRef = useRef<HTMLSelectElement>(null);
  const accountRef = useRef<HTMLSelectElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const attempt = useAttemptKey();
  useFirstFocus(methodRef);
  const { input } = f;
  const blocked = input.noAccount || input.method == null || !!o.closed;

  const submit = async () => {
    if (saving || blocked) return;
    o.onAttempt();
    if (input.accountMissing) return accountRef.current?.focus();
    if (input.dateError || input.date == null) return dateRef.current?.focus();
    const paid = { payment_method_id: input.method!.id, account_id: input.accountId!, date: input.date };
    const body = o.bodyOf(paid, input);
    if (body == null) return amountRef.current?.focus();
    setSaving(true);
    setServerError(null);
    try {
      await o.send({ client_key: attempt.keyFor(JSON.stringify(body)), ...body });
      attempt.done();
      showSnackbar('success', o.doneText);
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
    ...o.keys,
    enter: () => void submit(),
    'mod+enter': () => void submit(),
  });

  return {
    f,
    ref,
    methodRef,
    accountRef,
    dateRef,
    amountRef,
    attempted: o.attempted,
    saving,
    serverError,
    /** Typing again clears the server's last refusal. */
    clearServerError: () => setServerError(null),
    blocked,
    submit,
  };
}

export type RecordFormState = ReturnType<typeof useRecordForm>;

export interface RecordFormProps {
  r: RecordFormState;
  /** What the payment is against, above the fields (the invoice's sums, the customer's credit). */
  head: ReactNode;
  /** 'Avbryt' asks before closing. */
  dirty: boolean;
  submitLabel: string;
  /** The amount (and what goes with it) under method, account and date. */
  children: ReactNode;
}

export function RecordForm({ r, head, dirty, submitLabel, children }: RecordFormProps) {
  return (
    <div ref={r.ref} className={s.form}>
      {head}
      <RecordFields
        f={r.f}
        attempted={r.attempted}
        methodRef={r.methodRef}
        accountRef={r.accountRef}
        dateRef={r.dateRef}
      />
      {children}
      <ErrorLine text={r.serverError} />
      <OverlayActions
        dirty={dirty}
        label={submitLabel}
        isDisabled={r.blocked}
        isPending={r.saving}
        onSubmit={() => void r.submit()}
      />
    </div>
  );
}
