// 'Kortterminal' (money.md 4 "Terminal payment"): the terminal's events, Avbryt, Försök igen and
// the terminal's slip. A final 'Nekad'/'Avbruten' stops the countdown: the terminal does nothing more.
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { session$ } from '../../../data/session';
import { showSnackbar } from '../../../data/snackbars';
import type { PrintObject } from '../../../domain/printObject';
import { handlePrintJob } from '../printer/printJobs';
import { countdown, errorText, handleReceipt, refetch } from './receiptFollow';
import type { RealtimeEvents } from '../../../data/events';
import {
  activeReceiptId,
  DEFAULT_TERMINAL_TIMEOUT_S,
  NOT_COMPLETED_TEXT,
  payment$,
  resetPayment,
  stopCountdown,
} from './paymentState';

/** 'Avbryt' in 'Kortterminal'. */
export async function cancelTerminalPayment(): Promise<void> {
  const r = payment$.receipt.peek();
  if (!r || payment$.step.peek() !== 'terminal' || payment$.terminal.cancelling.peek()) return;
  payment$.terminal.cancelling.set(true);
  try {
    const d = await call('POST sales/cancel-receipt-payment', { body: { receipt_id: r.id }, silent: true });
    await handleReceipt(d.receipt);
  } catch (err) {
    if (activeReceiptId() !== r.id) return;
    payment$.terminal.cancelling.set(false);
    // Paid meanwhile (or failed): what the receipt is now decides.
    if (err instanceof ApiError && err.code === 'receipt_not_awaiting_payment') await refetch();
    else if (!(err instanceof ApiError && err.status === 0)) showSnackbar('error', errorText(err, NOT_COMPLETED_TEXT));
  }
}

/** 'Försök igen' in 'Kortterminal': the server settles the last transaction with the terminal, then starts a new one. */
export async function retryTerminalPayment(): Promise<void> {
  const r = payment$.receipt.peek();
  const t = payment$.terminal.peek();
  if (!r || payment$.step.peek() !== 'terminal' || t.retrying || t.cancelling) return;
  stopCountdown();
  payment$.terminal.assign({ retrying: true, display: null, error: null, print: null, timedOut: false });
  try {
    const d = await call('POST sales/retry-payment', { body: { receipt_id: r.id }, silent: true });
    payment$.terminal.retrying.set(false);
    if (d.receipt.receipt_status === 'awaiting_payment')
      countdown(d.receipt.terminal_timeout ?? r.terminal_timeout ?? DEFAULT_TERMINAL_TIMEOUT_S);
    await handleReceipt(d.receipt);
  } catch (err) {
    if (activeReceiptId() !== r.id) return;
    payment$.terminal.retrying.set(false);
    if (err instanceof ApiError && err.code === 'receipt_not_awaiting_payment') await refetch();
    else payment$.terminal.error.set(errorText(err, NOT_COMPLETED_TEXT));
  }
}

/** 'Skriv ut' in 'Kortterminal': the terminal's slip on this workstation's printer. */
export function printTerminalSlip() {
  const text = payment$.terminal.print.peek();
  if (!text) return;
  const printer = session$.workstation.peek()?.default_printer;
  const job: PrintObject = {
    port: printer?.port || 'SIM',
    width: printer?.width ?? 42,
    content: [...text.split('\n').map((value) => ({ type: 'text' as const, value })), { type: 'cut' }],
  };
  void handlePrintJob(job);
}

export function onTerminalUpdated(d: RealtimeEvents['TerminalUpdated']) {
  const r = payment$.receipt.peek();
  if (!r || payment$.step.peek() !== 'terminal' || d == null) return;
  if (d.receipt_id != null && d.receipt_id !== r.id) return;
  const ws = session$.workstation.peek()?.id;
  if (d.workstation_id != null && ws != null && d.workstation_id !== ws) return;
  if (d.error) {
    // A terminal error while cancelling resets everything (money.md 4 "Terminal payment").
    if (payment$.terminal.cancelling.peek()) {
      resetPayment();
      return;
    }
    // 'Nekad' and 'Avbruten' are final: nothing is counted down any more.
    stopCountdown();
    payment$.terminal.assign({
      display: d.error.display ?? d.message ?? null,
      error: d.error.display ?? d.message ?? null,
      print: d.error.print ?? null,
    });
  } else if (typeof d.message === 'string') {
    payment$.terminal.display.set(d.message);
  }
}
