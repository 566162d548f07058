import { useEffect, useRef } from 'react';
import { useValue } from '@legendapp/state/react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { formatKr } from '../../../domain/money';
import { cancelTerminalPayment, payment$, printTerminalSlip, retryTerminalPayment, WAITING_TEXT } from './paymentFlow';
import { useDialogKeys } from './useDialogKeys';
import * as s from './payment.css';

/** 'Kortterminal' (money.md 2): the terminal's display, a countdown, its errors and slip. */
export function TerminalDialog() {
  const open = useValue(() => payment$.step.get() === 'terminal');
  // Not dismissable by clicking outside: only Avbryt (or Escape) stops a card payment.
  return (
    <Dialog title="Kortterminal" isOpen={open} dismissable={false} width={450}>
      {open && <TerminalBody />}
    </Dialog>
  );
}

function TerminalBody() {
  const t = useValue(payment$.terminal);
  const total = useValue(() => payment$.receipt.get()?.total ?? null);
  const ref = useRef<HTMLDivElement>(null);
  const failed = t.error != null || t.timedOut;
  const busy = t.cancelling || t.retrying;
  const retry = failed && !busy ? () => void retryTerminalPayment() : null;
  const cancel = !t.cancelling ? () => void cancelTerminalPayment() : null;
  const print = t.print ? printTerminalSlip : null;
  useDialogKeys(ref, true, {
    escape: cancel,
    enter: retry,
    'alt+t': !busy ? () => void retryTerminalPayment() : null,
    'alt+s': print,
  });

  // Waiting: focus on the display (Enter must not cancel by reflex); failed: on 'Försök igen'.
  useEffect(() => {
    const pull = () => {
      const box = ref.current;
      if (!box) return;
      const target = box.querySelector<HTMLElement>(failed ? '[data-primary]' : '[data-display]');
      if (!box.contains(document.activeElement) || failed) target?.focus();
    };
    pull();
    const id = window.setTimeout(pull, 150);
    return () => window.clearTimeout(id);
  }, [failed]);

  return (
    <div ref={ref} className={s.body}>
      {total != null && (
        <p className={s.summary}>
          {total < 0 ? 'Att återbetala' : 'Att betala'}: {formatKr(total)}
        </p>
      )}
      <p className={s.display} data-display tabIndex={-1} role="status" aria-live="polite">
        {t.display ?? WAITING_TEXT}
      </p>
      <p className={s.countdown} aria-live="off">
        {t.secondsLeft > 0 ? `${t.secondsLeft} s` : '0 s'}
      </p>
      {t.error && (
        <p className={s.error} role="alert">
          {t.error}
        </p>
      )}
      {t.print && (
        <>
          <p className={s.sectionTitle}>Utskrift från terminalen:</p>
          <pre className={s.slip} tabIndex={0} aria-label="Utskrift från terminalen">
            {t.print}
          </pre>
        </>
      )}
      <div className={s.actions}>
        <Button hotkey="escape" onPress={() => cancel?.()} isDisabled={!cancel}>
          Avbryt
        </Button>
        <Button hotkey="alt+s" onPress={() => print?.()} isDisabled={!print}>
          Skriv ut
        </Button>
        <Button
          variant="primary"
          hotkey="alt+t"
          data-primary
          onPress={() => void retryTerminalPayment()}
          isDisabled={busy}
          isPending={t.retrying}
        >
          Försök igen
        </Button>
      </div>
    </div>
  );
}
