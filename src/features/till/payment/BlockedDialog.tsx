import { useEffect, useRef } from 'react';
import { useValue } from '@legendapp/state/react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { dismissBlocked, payment$, retryBlocked } from './paymentFlow';
import { useDialogKeys } from './useDialogKeys';
import * as s from './payment.css';

/**
 * Payment blocked by the fiscal rules (money.md 8: payment is blocked on a fatal error), or a paid
 * receipt the control unit could not sign yet: no sale completes without a control code, so a
 * registered receipt can only be retried, never dropped.
 */
export function BlockedDialog() {
  const blocked = useValue(payment$.blocked);
  return (
    <Dialog
      title={blocked?.receiptId != null ? 'Kvittot kunde inte signeras' : 'Betalning spärrad'}
      isOpen={blocked != null}
      onClose={dismissBlocked}
      dismissable={blocked?.receiptId == null}
      role="alertdialog"
      width={500}
    >
      {blocked && <BlockedBody reasons={blocked.reasons} paid={blocked.receiptId != null} />}
    </Dialog>
  );
}

function BlockedBody({ reasons, paid }: { reasons: string[]; paid: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const retry = () => void retryBlocked();
  useDialogKeys(ref, true, paid ? { enter: retry, 'alt+t': retry } : { enter: dismissBlocked, escape: dismissBlocked });
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[data-primary]')?.focus();
  }, [paid]);
  return (
    <div ref={ref} className={s.body}>
      <ul className={s.reasons} role="alert">
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {paid && <p className={s.summary}>Betalningen är genomförd. Kvittot signeras när kontrollenheten svarar.</p>}
      <div className={s.actions}>
        {paid ? (
          <Button variant="primary" hotkey="alt+t" data-primary onPress={retry}>
            Försök igen
          </Button>
        ) : (
          <Button variant="primary" hotkey="escape" data-primary onPress={dismissBlocked}>
            Stäng
          </Button>
        )}
      </div>
    </div>
  );
}
