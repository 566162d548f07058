import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { confirm$, settleConfirm, type ConfirmRequest } from '../../data/dialogs';
import { session$ } from '../../data/session';
import { canConfirm, checkPin, PIN_LENGTH, PIN_MISSING_TEXT, pinMode, timerSecondsLeft } from '../../domain/pin';
import { Dialog } from '../../ui/Dialog';
import { KeyCap as Kbd } from '../../ui/KeyCap';
import { TextField } from '../../ui/TextField';
import { useFocusWhenOpen } from '../../ui/useFocusWhenOpen';
import * as ui from '../../ui/styles.css';
import { useNow } from '../drafts/useNow';
import * as s from './confirm.css';

/** The confirmation dialog (shell.md 2.12, 4.5): optional 10-second timer, optional or enforced PIN. */
export function ConfirmDialog() {
  const request = useValue(confirm$);
  // A new request (even one replacing an open dialog) starts with a fresh timer and an empty PIN.
  const seq = useRef({ request: null as ConfirmRequest | null, n: 0 });
  if (seq.current.request !== request) seq.current = { request, n: seq.current.n + 1 };
  const cancel = () => {
    if (!request?.disableCancel) settleConfirm(false);
  };
  return (
    <Dialog
      title={request?.header ?? ''}
      isOpen={request != null}
      onClose={cancel}
      dismissable={!request?.disableCancel}
      role="alertdialog"
      width={440}
    >
      {request && <ConfirmBody key={seq.current.n} request={request} onCancel={cancel} />}
    </Dialog>
  );
}

function ConfirmBody({ request, onCancel }: { request: ConfirmRequest; onCancel: () => void }) {
  const authCode = useValue(session$.authCode);
  const mode = pinMode(request, authCode);
  const [startedAt] = useState(() => Date.now());
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const timed = !!request.withTimer;
  const now = useNow(timed);
  const left = timed ? timerSecondsLeft(startedAt, now) : 0;
  const enabled = canConfirm(mode, pin, left);
  // The PIN, else 'Avbryt' while the timer runs, no PIN is set or the caller asks for it (focusCancel), else the
  // confirm button: focused once the dialog's focus scope is active. Opened over another dialog (a form's Enter
  // asked for it), that dialog's trap took an autoFocus back and the next Enter submitted the form beneath again.
  const cancelFirst = timed || mode === 'missing' || (!!request.focusCancel && !request.disableCancel);
  useFocusWhenOpen(mode === 'ask' ? pinRef : cancelFirst ? cancelRef : confirmRef);

  useEffect(() => {
    // When the timer ends with nothing else focused, 'Bekräfta' takes the keyboard.
    if (timed && left === 0 && mode === 'none') {
      const active = document.activeElement;
      if (!active || active === document.body || active.getAttribute('role') === 'alertdialog')
        confirmRef.current?.focus();
    }
  }, [timed, left, mode]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!enabled) return;
    const problem = checkPin(mode, pin, authCode);
    if (problem) {
      // A wrong PIN: 'Ogiltig kod' and the field is cleared (shell.md 5).
      setError(problem);
      setPin('');
      pinRef.current?.focus();
      return;
    }
    settleConfirm(true, mode === 'ask' ? pin : '');
  };

  const label = request.confirmLabel ?? 'Bekräfta';
  return (
    <form className={s.form} onSubmit={submit} noValidate>
      {request.body && <p className={s.body}>{request.body}</p>}
      {mode === 'ask' && (
        <TextField
          ref={pinRef}
          label="Pinkod"
          type="password"
          value={pin}
          maxLength={PIN_LENGTH}
          autoComplete="off"
          error={error}
          hint={`${PIN_LENGTH} tecken`}
          onChange={(v) => {
            setPin(v.slice(0, PIN_LENGTH));
            setError(null);
          }}
        />
      )}
      {mode === 'missing' && (
        <p className={s.missing} role="alert">
          {PIN_MISSING_TEXT}
        </p>
      )}
      <div className={ui.dialogActions}>
        {!request.disableCancel && (
          <Button ref={cancelRef} className={ui.button.secondary} onPress={onCancel}>
            Avbryt
            <Kbd hotkey="escape" />
          </Button>
        )}
        <Button ref={confirmRef} type="submit" className={ui.button.primary} isDisabled={!enabled}>
          {left > 0 ? `${label} (${left})` : label}
          <Kbd hotkey="enter" />
        </Button>
      </div>
    </form>
  );
}
