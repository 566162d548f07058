// 'Kortterminal' (money.md 2 "Terminal status dialog", 4 "Terminal payment") for a payment that is not a
// receipt: an invoice ('Ta betalt', a refund) or a customer's credit. The terminal's display arrives as
// TerminalUpdated events of this mode and payment; an error is final ('Nekad', 'Avbruten'); at zero the
// wait ends with the mode's 'Ingen kontakt med terminal' snackbar and the caller reloads what it shows.
import { useCallback, useEffect, useRef, useState } from 'react';
import { onRealtimeEvent } from '../../../data/events';
import { session$ } from '../../../data/session';
import { showSnackbar } from '../../../data/snackbars';
import type { PrintObject } from '../../../domain/printObject';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { handlePrintJob } from '../../till/printer/printJobs';
import { apiErrorText, useOverlayKeys } from './overlayKit';
import * as s from '../../till/payment/payment.css';

export type TerminalMode = 'receipt' | 'invoice' | 'customer_credit' | 'invoice_draft';

export const TERMINAL_TEXTS = {
  title: 'Kortterminal',
  waiting: 'Väntar på terminal...',
  slip: 'Utskrift från terminalen:',
  cancel: 'Avbryt',
  print: 'Skriv ut',
  retry: 'Försök igen',
  /** The terminal's last word on an approved payment (server/sales/terminalFlow.ts). */
  approved: 'Godkänd',
  toPay: 'Att betala',
  toPayOut: 'Att betala ut',
} as const;

/** One payment waiting at the terminal; a new attempt is a new object. */
export interface TerminalWait {
  mode: TerminalMode;
  paymentId: number;
  /** Seconds until the wait gives up (the answer's terminal_timeout). */
  timeout: number;
  /** Öre; negative when the money goes out. */
  amount?: number;
}

export interface TerminalWaitDialogProps {
  wait: TerminalWait | null;
  /** The error snackbar at zero (money.md 8): '… - Kontrollera fakturan' / '… - Kontrollera saldo'. */
  noContactText: string;
  /** The caller saw the payment go through another way (the invoice reloaded with it applied). */
  approved?: boolean;
  /** 'Avbryt' while the terminal still works: stops the payment (the wait closes when it resolves). */
  onCancel: () => Promise<void>;
  /** 'Försök igen': a new attempt; `failed` = the terminal said no, else the caller stops this one first. */
  onRetry: (failed: boolean) => Promise<void> | void;
  onApproved: () => void;
  /** The countdown reached zero (after the snackbar): reload and close. */
  onTimeout: () => void;
  /** Closed after the terminal's final 'no' (nothing left to stop on the server). */
  onDismiss: () => void;
}

/** 'Kortterminal' for any mode; not dismissable by a click outside: only Avbryt (Escape) ends it. */
export function TerminalWaitDialog(props: TerminalWaitDialogProps) {
  const { wait } = props;
  return (
    <Dialog title={TERMINAL_TEXTS.title} isOpen={wait != null} dismissable={false} width={450}>
      {wait && <WaitBody key={`${wait.mode}:${wait.paymentId}`} {...props} wait={wait} />}
    </Dialog>
  );
}

interface Screen {
  display: string | null;
  error: string | null;
  print: string | null;
  failed: boolean;
}

function WaitBody({
  wait,
  noContactText,
  approved,
  onCancel,
  onRetry,
  onApproved,
  onTimeout,
  onDismiss,
}: TerminalWaitDialogProps & { wait: TerminalWait }) {
  const ref = useRef<HTMLDivElement>(null);
  const [screen, setScreen] = useState<Screen>({ display: null, error: null, print: null, failed: false });
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, wait.timeout));
  const [busy, setBusy] = useState<'cancel' | 'retry' | null>(null);
  const ended = useRef(false);
  const cancelling = useRef(false);
  const handlers = useRef({ onApproved, onTimeout, onDismiss });
  handlers.current = { onApproved, onTimeout, onDismiss };
  const finish = useCallback((how: 'onApproved' | 'onTimeout' | 'onDismiss') => {
    if (ended.current) return;
    ended.current = true;
    handlers.current[how]();
  }, []);

  // The terminal's own events for this payment (on this workstation).
  useEffect(() => {
    return onRealtimeEvent('TerminalUpdated', (d) => {
      if (d?.mode !== wait.mode || d.payment_id !== wait.paymentId) return;
      const ws = session$.workstation.peek()?.id;
      if (d.workstation_id != null && ws != null && d.workstation_id !== ws) return;
      if (d.error) {
        // A terminal error while cancelling resets everything (money.md 4 "Terminal payment").
        if (cancelling.current) return finish('onDismiss');
        setScreen({
          display: d.error.display ?? d.message,
          error: d.error.display ?? d.message,
          print: d.error.print ?? null,
          failed: true,
        });
      } else if (d.message === TERMINAL_TEXTS.approved) finish('onApproved');
      else if (typeof d.message === 'string') setScreen((sc) => ({ ...sc, display: d.message }));
    });
  }, [wait.mode, wait.paymentId, finish]);

  useEffect(() => {
    if (approved) finish('onApproved');
  }, [approved, finish]);

  // One tick a second while the terminal still may answer; a final 'no' stops it.
  useEffect(() => {
    if (screen.failed) return;
    const id = window.setInterval(() => setSecondsLeft((n) => Math.max(0, n - 1)), 1000);
    return () => window.clearInterval(id);
  }, [screen.failed]);
  useEffect(() => {
    if (secondsLeft > 0 || screen.failed || busy) return;
    showSnackbar('error', noContactText);
    finish('onTimeout');
  }, [secondsLeft, screen.failed, busy, noContactText, finish]);

  const cancel = async () => {
    if (busy) return;
    if (screen.failed) return finish('onDismiss');
    setBusy('cancel');
    cancelling.current = true;
    try {
      await onCancel();
    } catch (err) {
      cancelling.current = false;
      setBusy(null);
      setScreen((sc) => ({ ...sc, error: apiErrorText(err) }));
    }
  };
  const retry = async () => {
    if (busy) return;
    setBusy('retry');
    try {
      await onRetry(screen.failed);
    } catch (err) {
      setScreen((sc) => ({ ...sc, error: apiErrorText(err) }));
    } finally {
      if (ref.current?.isConnected) setBusy(null);
    }
  };
  const print = () => {
    if (!screen.print) return;
    const printer = session$.workstation.peek()?.default_printer;
    const job: PrintObject = {
      port: printer?.port || 'SIM',
      width: printer?.width ?? 42,
      content: [...screen.print.split('\n').map((value) => ({ type: 'text' as const, value })), { type: 'cut' }],
    };
    void handlePrintJob(job);
  };

  useOverlayKeys(ref, true, {
    escape: busy !== 'cancel' && (() => void cancel()),
    enter: screen.failed && !busy && (() => void retry()),
    'alt+t': !busy && (() => void retry()),
    'alt+s': screen.print != null && print,
  });

  // Waiting: focus on the display (Enter must not cancel by reflex); failed: on 'Försök igen'.
  useEffect(() => {
    const pull = () => {
      const box = ref.current;
      if (!box) return;
      const target = box.querySelector<HTMLElement>(screen.failed ? '[data-primary]' : '[data-display]');
      if (!box.contains(document.activeElement) || screen.failed) target?.focus();
    };
    pull();
    const id = window.setTimeout(pull, 150);
    return () => window.clearTimeout(id);
  }, [screen.failed]);

  return (
    <div ref={ref} className={s.body}>
      {wait.amount != null && (
        <p className={s.summary}>
          {wait.amount < 0 ? TERMINAL_TEXTS.toPayOut : TERMINAL_TEXTS.toPay}: {formatKr(Math.abs(wait.amount))}
        </p>
      )}
      <p className={s.display} data-display tabIndex={-1} role="status" aria-live="polite">
        {screen.display ?? TERMINAL_TEXTS.waiting}
      </p>
      <p className={s.countdown} aria-live="off" data-testid="terminal-countdown">
        {screen.failed ? '' : `${secondsLeft} s`}
      </p>
      {screen.error && (
        <p className={s.error} role="alert">
          {screen.error}
        </p>
      )}
      {screen.print && (
        <>
          <p className={s.sectionTitle}>{TERMINAL_TEXTS.slip}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long slip scrolls, and the keyboard must reach it */}
          <section className={s.slip} aria-label={TERMINAL_TEXTS.slip} tabIndex={0}>
            <pre style={{ margin: 0, font: 'inherit', whiteSpace: 'pre-wrap' }}>{screen.print}</pre>
          </section>
        </>
      )}
      <div className={s.actions}>
        <Button
          hotkey="escape"
          onPress={() => void cancel()}
          isDisabled={busy === 'cancel'}
          isPending={busy === 'cancel'}
        >
          {TERMINAL_TEXTS.cancel}
        </Button>
        <Button hotkey="alt+s" onPress={print} isDisabled={!screen.print}>
          {TERMINAL_TEXTS.print}
        </Button>
        <Button
          variant="primary"
          hotkey="alt+t"
          data-primary
          onPress={() => void retry()}
          isDisabled={busy != null}
          isPending={busy === 'retry'}
        >
          {TERMINAL_TEXTS.retry}
        </Button>
      </div>
    </div>
  );
}

export interface OverlayWaitOptions {
  wait: TerminalWait | null;
  setWait: (w: TerminalWait | null) => void;
  /** Stops the payment waiting at the terminal, on the server. */
  stop: (paymentId: number) => Promise<unknown>;
  /** The attempt that waited got its answer: the next send takes a new client_key. */
  newAttempt: () => void;
  /** Sends the last payment again ('Försök igen'). */
  again: () => Promise<void> | null | undefined | void;
  /** It went through: the overlay's snackbar, and close. */
  done: () => void;
  /** Reload what the overlay shows (the invoice, the credit) after a wait that ended without it. */
  reload: () => void;
}

/**
 * What an overlay that pays at the terminal does at each end of the wait: Avbryt stops it and reloads,
 * 'Försök igen' stops a payment still open (never two at once) and sends again as a new attempt, approval
 * closes, zero or a final 'no' reloads and stays open to try again.
 */
export function overlayWaitHandlers(o: OverlayWaitOptions): Omit<TerminalWaitDialogProps, 'wait' | 'noContactText'> {
  const endWait = () => {
    o.setWait(null);
    o.reload();
  };
  return {
    onCancel: async () => {
      if (!o.wait) return;
      await o.stop(o.wait.paymentId);
      endWait();
    },
    onRetry: async (failed) => {
      if (!o.wait) return;
      if (!failed) await o.stop(o.wait.paymentId);
      o.newAttempt();
      o.setWait(null);
      await o.again();
    },
    onApproved: () => {
      o.setWait(null);
      o.done();
    },
    onTimeout: endWait,
    onDismiss: endWait,
  };
}
