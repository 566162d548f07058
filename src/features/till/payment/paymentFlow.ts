// The payment of a sale (money.md 4 "Receipt flow", "Terminal payment", "Receipt delivery"):
// sales/initiate, then the receipt's status drives what happens next (receiptFollow.ts). The
// dialogs only render payment$ and call the functions exported here. Any receipt this workstation
// left unfinished (reload, lost connection, server restart) is found again and finished.
import { observe } from '@legendapp/state';
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import type { InitiateSaleRequest } from '../../../contracts/sales';
import { onRealtimeEvent } from '../../../data/events';
import { runtime$ } from '../../../data/session';
import { showSnackbar } from '../../../data/snackbars';
import { bookings$, catalog$ } from '../../../data/stores';
import { lastPrintResult, printJobCount } from '../printer/printJobs';
import { fatalReasons, refreshFiscal } from './fiscal';
import { follow, handleReceipt, isFinished, refetch } from './receiptFollow';
import {
  activeReceiptId,
  DELIVERY_FAILED_TEXT,
  flowMemory,
  INVALID_EMAIL_TEXT,
  NOT_COMPLETED_TEXT,
  payment$,
  PRINT_FAILED_TEXT,
  resetPayment,
  saveSale,
  storedSale,
  TIMEOUT_TEXT,
  type PaymentReceipt,
} from './paymentState';
import { onTerminalUpdated } from './terminalActions';

export * from './paymentState';
export { cancelTerminalPayment, printTerminalSlip, retryTerminalPayment } from './terminalActions';

/**
 * What the register screen asks for: sales/initiate's body (src/contracts/sales.ts) without what the
 * flow adds itself (the register, the client key). Items carry line_id, so no line is sold twice.
 */
export type SaleRequest = Omit<InitiateSaleRequest, 'register_id' | 'client_key'>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const BUSY_TEXT = 'Ett annat kvitto håller på att slutföras. Slutför det först.';
const newKey = () => globalThis.crypto?.randomUUID?.() ?? `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The receipt e-mail rule (money.md 5): must look like an address. */
export const isReceiptEmail = (email: string) => EMAIL_RE.test(email.trim());

/**
 * Starts a sale: POST sales/initiate with a client key, then follows the receipt. Resolves once the
 * sale is started (or refused: the API has shown why); the rest runs in the dialogs.
 */
export function startPayment(req: SaleRequest): Promise<void> {
  if (flowMemory.inflight) return flowMemory.inflight; // a double submit while the first is on its way
  if (activeReceiptId() != null) {
    // A second start while a receipt is unfinished makes no new sale; at the terminal it says it has not answered.
    if (flowMemory.timer) payment$.terminal.error.set(TIMEOUT_TEXT);
    return Promise.resolve();
  }
  return track(initiate(req));
}

function track(p: Promise<void>): Promise<void> {
  const run = p.finally(() => {
    if (flowMemory.inflight === run) flowMemory.inflight = null;
  });
  flowMemory.inflight = run;
  return run;
}

async function initiate(req: SaleRequest) {
  const register = catalog$.register.peek();
  if (!register?.id) {
    showSnackbar('error', 'Ingen kassa är kopplad till den här datorn.');
    return;
  }
  payment$.assign({ step: 'starting', blocked: null });
  const fiscal = await refreshFiscal();
  if (fiscal.fatal) {
    payment$.assign({ step: 'idle', blocked: { reasons: fatalReasons(fiscal), receiptId: null } });
    return;
  }
  const body: InitiateSaleRequest = {
    register_id: register.id,
    payment_method_id: req.payment_method_id,
    amount: req.amount,
    customer_credit_amount: req.customer_credit_amount,
    items: req.items,
    booking_id: req.booking_id ?? null,
    booking_group_id: req.booking_group_id ?? null,
    parked_order_id: req.parked_order_id ?? null,
    charge_ids: req.charge_ids,
    accommodation_charge_ids: req.accommodation_charge_ids,
    should_check_out: req.should_check_out,
  };
  const payload = JSON.stringify(body);
  const prior = flowMemory.sale;
  // Stored before sending: a reload before the answer asks the server for this key instead of selling again.
  const key = prior?.receipt_id == null && prior?.payload === payload && prior.client_key ? prior.client_key : newKey();
  saveSale({ receipt_id: null, client_key: key, payload });
  try {
    const d = await call('POST sales/initiate', { body: { ...body, client_key: key } });
    await follow(d.receipt);
  } catch {
    // The API has shown the error; the key stays so sending the same request again cannot pay twice.
    if (activeReceiptId() == null) payment$.step.set('idle');
  }
}

/**
 * After a reload or a reconnect: continues the stored sale (by receipt, or by client key when the
 * answer to sales/initiate was lost). With `anyUnfinished` (opening /register) also the newest
 * receipt of this workstation that is not complete.
 */
export function resumePayment(opts: { anyUnfinished?: boolean } = {}): Promise<void> {
  const running = flowMemory.inflight;
  if (running) return opts.anyUnfinished ? running.catch(() => undefined).then(() => resumePayment(opts)) : running;
  // Already following one (the shell came back after the lock screen): what the server has now decides.
  if (activeReceiptId() != null && payment$.step.peek() !== 'idle') return track(refetch());
  return track(resume(opts.anyUnfinished ?? false));
}

async function resume(anyUnfinished: boolean) {
  const sale = flowMemory.sale ?? storedSale();
  flowMemory.sale = sale;
  try {
    let r: PaymentReceipt | null = null;
    if (sale?.receipt_id != null) {
      r = (await call('GET sales/get-receipt', { query: { receipt_id: sale.receipt_id }, silent: true })).receipt;
    } else if (sale?.client_key) {
      r = (await call('GET sales/unfinished', { query: { client_key: sale.client_key }, silent: true })).receipt;
    }
    if (r && isFinished(r)) {
      // Finished while this console was away: a complete one's lines leave the cart; a void one is forgotten.
      saveSale(r.receipt_status === 'complete' ? { receipt_id: r.id, client_key: null, payload: null } : null);
      if (r.receipt_status === 'complete') await handleReceipt(r);
      r = null;
    }
    if (!r && anyUnfinished) {
      r = (await call('GET sales/unfinished', { silent: true })).receipt;
    }
    if (r) await follow(r, true);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) saveSale(null);
  }
}

/** 'Slutför kvitto' from the receipt pane: continues that receipt (terminal, signature, delivery). */
export async function resumeReceipt(receiptId: number): Promise<string | null> {
  if (flowMemory.inflight) await flowMemory.inflight.catch(() => undefined);
  const active = activeReceiptId();
  if (active != null && active !== receiptId && payment$.step.peek() !== 'idle') return BUSY_TEXT;
  try {
    const d = await call('GET sales/get-receipt', { query: { receipt_id: receiptId }, silent: true });
    if (isFinished(d.receipt))
      return d.receipt.receipt_status === 'complete' ? 'Kvittot är redan slutfört.' : 'Kvittot är makulerat.';
    await track(follow(d.receipt, true));
    return null;
  } catch (err) {
    return err instanceof ApiError && err.message ? err.message : NOT_COMPLETED_TEXT;
  }
}

/** 'Försök igen' on a blocked signature: reads the receipt again and signs. */
export async function retryBlocked(): Promise<void> {
  payment$.blocked.set(null);
  await refetch();
}

/** Closes a block that came before any receipt existed. */
export function dismissBlocked() {
  if (payment$.blocked.peek()?.receiptId == null) payment$.blocked.set(null);
}

/** 'Kvittoleverans': print, archive or e-mail; the response's print goes to the printer by itself. */
export async function deliverReceipt(form: 'print' | 'archive' | 'email', email = ''): Promise<void> {
  const r = payment$.receipt.peek();
  if (!r || payment$.step.peek() !== 'delivery' || payment$.delivery.processing.peek()) return;
  if (form === 'email' && !isReceiptEmail(email)) {
    payment$.delivery.error.set(INVALID_EMAIL_TEXT);
    return;
  }
  payment$.delivery.assign({ processing: true, error: null });
  const jobs = printJobCount();
  try {
    const d = await call('POST sales/deliver-receipt', {
      body: { receipt_id: r.id, receipt_form: form, email: form === 'email' ? email.trim() : null },
      silent: true,
    });
    if (d.booking?.id) bookings$[d.booking.id].set(d.booking);
    if (printJobCount() !== jobs && !(await lastPrintResult()).ok) showSnackbar('error', PRINT_FAILED_TEXT);
    await handleReceipt(d.receipt);
  } catch (err) {
    if (activeReceiptId() !== r.id) return;
    if (err instanceof ApiError && err.code === 'invalid_email') {
      payment$.delivery.assign({
        processing: false,
        error: err.fieldErrors.email?.[0] ?? (err.message || INVALID_EMAIL_TEXT),
      });
      return;
    }
    // The sale is paid and signed: the dialog stays until the receipt is delivered (a lost connection, a printer).
    const text = err instanceof ApiError && err.status !== 0 && err.message ? err.message : DELIVERY_FAILED_TEXT;
    payment$.delivery.assign({ processing: false, error: text });
    if (err instanceof ApiError && err.code === 'receipt_not_awaiting_delivery') await refetch();
  }
}

/** Listens to the terminal and receipt events and to reconnects; call once while the shell is up. */
export function installPaymentEvents(): () => void {
  let wasConnected = runtime$.connected.peek();
  const offs = [
    onRealtimeEvent('TerminalUpdated', onTerminalUpdated),
    onRealtimeEvent('ReceiptUpdated', (d) => {
      if (d?.receipt_id != null && d.receipt_id === activeReceiptId()) void refetch();
    }),
    // Back online: events may have been missed; what the server has now decides.
    observe(() => {
      const now = runtime$.connected.get();
      if (now && !wasConnected) void (activeReceiptId() != null ? refetch() : resumePayment());
      wasConnected = now;
    }),
  ];
  return () => offs.forEach((off) => off());
}

/** Forgets everything (tests, logout). */
export function resetPaymentFlow() {
  resetPayment();
  flowMemory.inflight = null;
  flowMemory.signed.clear();
}
