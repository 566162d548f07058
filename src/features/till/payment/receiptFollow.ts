// Following one receipt: its status decides the step (terminal, signing, delivery, done). Every way
// in (a new sale, a reload, a reconnect, the receipt pane) ends here with follow().
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { showSnackbar } from '../../../data/snackbars';
import { controlDataFromObject } from '../../../domain/controlObject';
import { navigate } from '../../../navigation/navigation';
import { controlUnit } from './fiscal';
import {
  activeReceiptId,
  announceSold,
  DEFAULT_TERMINAL_TIMEOUT_S,
  flowMemory,
  idleTerminal,
  NOT_COMPLETED_TEXT,
  payment$,
  resetPayment,
  saveSale,
  startCountdown,
  stopCountdown,
  TIMEOUT_TEXT,
  type PaymentReceipt,
  type ReceiptStatus,
} from './paymentState';

const RANK: Record<ReceiptStatus, number> = {
  awaiting_payment: 0,
  awaiting_signature: 1,
  awaiting_delivery: 2,
  complete: 3,
  error: 3,
};
/** Terminal states after which the terminal does nothing more until 'Försök igen'. */
const FINAL_TERMINAL = new Set(['declined', 'cancelled']);

export const errorText = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message ? err.message : fallback;
export const isFinished = (r: PaymentReceipt) => RANK[r.receipt_status] >= 3;

/** Takes `r` as the receipt this console finishes (keeping the sale's key when it is the same receipt). */
export async function follow(r: PaymentReceipt, resumed = false): Promise<void> {
  const sale = flowMemory.sale;
  saveSale({
    receipt_id: r.id,
    client_key: sale?.receipt_id === r.id || sale?.receipt_id == null ? (sale?.client_key ?? null) : null,
    payload: null,
  });
  if (resumed && r.receipt_status === 'awaiting_payment') {
    // This console lost track: the server asks the terminal how the transaction ended.
    try {
      r = (await call('POST sales/check-payment', { body: { receipt_id: r.id }, silent: true })).receipt;
    } catch {
      /* the countdown and 'Försök igen' still reconcile */
    }
  }
  await handleReceipt(r);
}

export async function refetch(): Promise<void> {
  const id = activeReceiptId();
  if (id == null) return;
  try {
    const d = await call('GET sales/get-receipt', { query: { receipt_id: id }, silent: true });
    await handleReceipt(d.receipt);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404 && activeReceiptId() === id) {
      resetPayment();
      showSnackbar('error', NOT_COMPLETED_TEXT);
    }
  }
}

/** Reads the receipt after the server has asked the terminal about a transaction it no longer drives. */
async function recheck(): Promise<void> {
  const id = activeReceiptId();
  if (id == null) return;
  try {
    const d = await call('POST sales/check-payment', { body: { receipt_id: id }, silent: true });
    await handleReceipt(d.receipt);
  } catch {
    await refetch();
  }
}

/** The receipt's status decides the step; an answer older than what is shown is ignored. */
export async function handleReceipt(r: PaymentReceipt): Promise<void> {
  if (r.id !== activeReceiptId()) return;
  const shown = payment$.receipt.peek();
  if (shown?.id === r.id && RANK[r.receipt_status] < RANK[shown.receipt_status]) return;
  payment$.receipt.set(r);
  // Registered means sold: the till's cart drops what this receipt sold, whichever way the console got here.
  if (r.receipt_status !== 'awaiting_payment' && r.receipt_status !== 'error') announceSold(r);
  switch (r.receipt_status) {
    case 'awaiting_payment':
      if (payment$.step.peek() !== 'terminal') enterTerminal(r);
      return;
    case 'awaiting_signature':
      stopCountdown();
      payment$.step.set('signing');
      return sign(r);
    case 'awaiting_delivery':
      stopCountdown();
      if (payment$.step.peek() !== 'delivery')
        payment$.assign({ step: 'delivery', delivery: { processing: false, error: null }, blocked: null });
      return;
    case 'complete':
      return finish(r);
    case 'error': {
      const quiet = payment$.terminal.cancelling.peek(); // the cashier cancelled: nothing went wrong
      resetPayment();
      if (!quiet) showSnackbar('error', NOT_COMPLETED_TEXT);
      return;
    }
  }
}

/** 'Kortterminal' for a receipt at the terminal; one whose last transaction already ended shows that end, no countdown. */
function enterTerminal(r: PaymentReceipt) {
  payment$.assign({ step: 'terminal', terminal: idleTerminal() });
  const t = r.terminal_transaction;
  if (t && FINAL_TERMINAL.has(t.state)) {
    const text = t.message ?? (t.state === 'declined' ? 'Nekad' : 'Avbruten');
    payment$.terminal.assign({ display: text, error: text });
    return;
  }
  countdown(r.terminal_timeout ?? DEFAULT_TERMINAL_TIMEOUT_S);
}

/** A new countdown; at zero the server asks the terminal again, and if still unpaid the terminal timed out. */
export function countdown(seconds: number) {
  startCountdown(seconds, () => {
    void recheck().then(() => {
      if (payment$.step.peek() === 'terminal') payment$.terminal.assign({ timedOut: true, error: TIMEOUT_TEXT });
    });
  });
}

function finish(r: PaymentReceipt) {
  resetPayment();
  if (r.should_check_out) navigate({ to: '/actions' });
}

async function sign(r: PaymentReceipt) {
  const obj = r.control_object;
  if (!obj) return block([NOT_COMPLETED_TEXT], r.id);
  const key = `${r.id}:${JSON.stringify(obj)}`;
  if (flowMemory.signed.has(key)) return;
  flowMemory.signed.add(key);
  let code: { code: string; manufacturingNumber: string };
  try {
    const res = await controlUnit().sign(controlDataFromObject(obj));
    if (!res.ok) {
      flowMemory.signed.delete(key);
      return block([res.message], r.id);
    }
    code = res;
  } catch (err) {
    flowMemory.signed.delete(key);
    return block([(err as Error).message || NOT_COMPLETED_TEXT], r.id);
  }
  try {
    const d = await call('POST sales/sign-receipt', {
      body: { receipt_id: r.id, control_data: { code: code.code, manufacturing_number: code.manufacturingNumber } },
      silent: true,
    });
    await handleReceipt(d.receipt);
  } catch (err) {
    flowMemory.signed.delete(key);
    block([err instanceof ApiError && err.status === 0 ? err.message : errorText(err, NOT_COMPLETED_TEXT)], r.id);
  }
}

function block(reasons: string[], receiptId: number) {
  payment$.blocked.set({ reasons, receiptId });
}
