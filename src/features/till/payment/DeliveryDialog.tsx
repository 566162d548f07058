import { useEffect, useRef, useState } from 'react';
import { useValue } from '@legendapp/state/react';
import { session$ } from '../../../data/session';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { deliverReceipt, INVALID_EMAIL_TEXT, isReceiptEmail, payment$ } from './paymentFlow';
import { useDialogKeys } from './useDialogKeys';
import * as s from './payment.css';

const archive = () => void deliverReceipt('archive');

/** 'Kvittoleverans' (money.md 2, 4): print, archive or e-mail; closing it (Escape, outside) archives. */
export function DeliveryDialog() {
  const open = useValue(() => payment$.step.get() === 'delivery');
  return (
    <Dialog title="Kvittoleverans" isOpen={open} onClose={archive} width={450}>
      {open && <DeliveryBody />}
    </Dialog>
  );
}

function DeliveryBody() {
  const receipt = useValue(payment$.receipt);
  const { processing, error } = useValue(payment$.delivery);
  const canPrint = useValue(() => session$.workstation.get()?.default_printer != null);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const valid = isReceiptEmail(email);
  const primary: 'print' | 'archive' = canPrint && receipt?.suggested_destination !== 'archive' ? 'print' : 'archive';
  const print = canPrint && !processing ? () => void deliverReceipt('print') : null;
  useDialogKeys(ref, true, { enter: primary === 'print' ? print : archive, escape: archive, 'alt+s': print });

  useEffect(() => {
    const pull = () => {
      if (!ref.current?.contains(document.activeElement))
        ref.current?.querySelector<HTMLElement>('[data-primary]')?.focus();
    };
    pull();
    const id = window.setTimeout(pull, 150);
    return () => window.clearTimeout(id);
  }, []);

  const localError = touched && email.trim() !== '' && !valid ? INVALID_EMAIL_TEXT : null;
  const send = () => {
    setTouched(true);
    if (valid) void deliverReceipt('email', email);
  };

  return (
    <div ref={ref} className={s.body}>
      {receipt && (
        <p className={s.summary}>
          {receipt.receipt_serial != null
            ? `${receipt.receipt_type === 'return' ? 'Kvitto på återköp' : 'Kvitto'} ${receipt.receipt_serial} · `
            : ''}
          {formatKr(receipt.total)}
        </p>
      )}
      <div className={s.actions}>
        <Button
          hotkey="escape"
          onPress={archive}
          isDisabled={processing}
          data-primary={primary === 'archive' || undefined}
          variant={primary === 'archive' ? 'primary' : 'secondary'}
        >
          Arkivera
        </Button>
        {canPrint && (
          <Button
            hotkey="alt+s"
            onPress={() => print?.()}
            isDisabled={processing}
            data-primary={primary === 'print' || undefined}
            variant={primary === 'print' ? 'primary' : 'secondary'}
          >
            Skriv ut
          </Button>
        )}
      </div>
      <form
        className={s.emailRow}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <div className={s.emailField}>
          <TextField
            label="E-postadress"
            type="email"
            autoComplete="email"
            value={email}
            isDisabled={processing}
            onChange={(v) => {
              setEmail(v);
              payment$.delivery.error.set(null);
            }}
            onBlur={() => setTouched(true)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                send();
              } else e.continuePropagation();
            }}
            error={error ?? localError}
          />
        </div>
        <Button type="submit" className={s.emailButton} isDisabled={!valid || processing} hotkey="enter">
          Skicka
        </Button>
      </form>
    </div>
  );
}
