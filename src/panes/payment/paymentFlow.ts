// The payment of a sale (money.md 4 "Receipt flow", "Terminal payment", "Receipt delivery"):
// sales/initiate, then the receipt's status drives what happens next. The dialogs only render
// payment$ and call the functions exported here.
import { observable } from '@legendapp/state';
import { ApiError, api } from '../../data/api';
import { onRealtimeEvent } from '../../data/events';
import { session$ } from '../../data/session';
import { showSnackbar } from '../../data/snackbars';
import { readJson, writeJson } from '../../data/storage';
import { bookings$, catalog$ } from '../../data/stores';
import { handlePrintJob, lastPrintResult, printJobCount } from '../printer/printJobs';
import { controlDataFromObject, type ControlObject } from '../../domain/controlObject';
import type { PrintObject } from '../../domain/printObject';
import { router } from '../../routes/router';
import { controlUnit, fatalReasons, refreshFiscal } from './fiscal';

/** What the register screen (U1) asks for; the contract between the till helpers. */
export interface SaleRequest {
  paymentMethodId: number;
  amount: number;
  customerCreditAmount: number;
  items: { product_id: number; quantity: number; price?: number; discount_type?: string; discount_value?: number }[];
  bookingId?: number;
  bookingGroupId?: number;
  parkedOrderId?: number;
  chargeIds?: number[];
  accommodationChargeIds?: number[];
  shouldCheckOut: boolean;
  onDone: (receipt: any) => void;
}

export type ReceiptStatus = 'awaiting_payment' | 'awaiting_signature' | 'awaiting_delivery' | 'complete' | 'error';
export interface PaymentReceipt {
  id: number;
  receipt_status: ReceiptStatus;
  receipt_serial: number | null;
  total: number;
  terminal_timeout: number | null;
  control_object: ControlObject | null;
  should_check_out: boolean;
  suggested_destination: string | null;
  [key: string]: unknown;
}

export interface TerminalView {
  /** The terminal's display text; null until it says something ('Väntar på terminal...'). */
  display: string | null;
  error: string | null;
  /** The terminal's own slip ('Utskrift från terminalen:'). */
  print: string | null;
  secondsLeft: number;
  timedOut: boolean;
  cancelling: boolean;
  retrying: boolean;
}

export type PaymentStep = 'idle' | 'starting' | 'terminal' | 'signing' | 'delivery';
export interface PaymentState {
  step: PaymentStep;
  receipt: PaymentReceipt | null;
  terminal: TerminalView;
  delivery: { processing: boolean; error: string | null };
  /** Payment or signing blocked: the Swedish reasons; receiptId set when a paid receipt waits for its code. */
  blocked: { reasons: string[]; receiptId: number | null } | null;
}

export const WAITING_TEXT = 'Väntar på terminal...';
export const TIMEOUT_TEXT = 'Inget svar från terminalen efter timeout';
export const NOT_COMPLETED_TEXT = 'Kvittot kunde inte färdigställas';
export const PRINT_FAILED_TEXT = 'Kvittot kunde inte skrivas ut';
export const INVALID_EMAIL_TEXT = 'Ogiltig e-postadress';
export const DEFAULT_TERMINAL_TIMEOUT_S = 60;
const STORAGE_KEY = 'campsite.activeReceipt';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const idleTerminal = (): TerminalView => ({ display: null, error: null, print: null, secondsLeft: 0, timedOut: false, cancelling: false, retrying: false });
const idleState = (): PaymentState => ({ step: 'idle', receipt: null, terminal: idleTerminal(), delivery: { processing: false, error: null }, blocked: null });

export const payment$ = observable<PaymentState>(idleState());

/** The receipt e-mail rule (money.md 5): must look like an address. */
export const isReceiptEmail = (email: string) => EMAIL_RE.test(email.trim());

// Flow bookkeeping that nothing renders.
let activeId: number | null = null;
let onDone: ((receipt: any) => void) | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
let inflight: Promise<void> | null = null;
/** The last request and its client key: the same request sent again reuses the key (one receipt). */
let pendingKey: { payload: string; key: string } | null = null;
/** Control objects already being signed or signed: a duplicate signing event is ignored. */
const signed = new Set<string>();

const RANK: Record<ReceiptStatus, number> = { awaiting_payment: 0, awaiting_signature: 1, awaiting_delivery: 2, complete: 3, error: 3 };
const errorText = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `k-${Date.now()}-${Math.random().toString(36).slice(2)}`);

function stopTimer() {
  if (timer) clearInterval(timer);
  timer = null;
}

function remember(id: number | null) {
  activeId = id;
  writeJson(STORAGE_KEY, id == null ? undefined : { receipt_id: id });
}

function reset() {
  stopTimer();
  remember(null);
  onDone = null;
  payment$.set(idleState());
}

/**
 * Starts a sale: POST sales/initiate with a client key, then follows the receipt. Resolves once the
 * sale is started (or refused: the API has shown why); the rest runs in the dialogs.
 */
export function startPayment(req: SaleRequest): Promise<void> {
  if (inflight) return inflight; // a double submit while the first is on its way
  if (activeId != null) {
    // A second start while the terminal still counts down: the terminal has not answered.
    if (timer) payment$.terminal.error.set(TIMEOUT_TEXT);
    return Promise.resolve();
  }
  inflight = initiate(req).finally(() => { inflight = null; });
  return inflight;
}

async function initiate(req: SaleRequest) {
  const register = catalog$.register.peek();
  if (!register?.id) { showSnackbar('error', 'Ingen kassa är kopplad till den här datorn.'); return; }
  payment$.assign({ step: 'starting', blocked: null });
  const fiscal = await refreshFiscal();
  if (fiscal.fatal) { payment$.assign({ step: 'idle', blocked: { reasons: fatalReasons(fiscal), receiptId: null } }); return; }
  const body = {
    register_id: register.id, payment_method_id: req.paymentMethodId, amount: req.amount, customer_credit_amount: req.customerCreditAmount,
    items: req.items, booking_id: req.bookingId ?? null, booking_group_id: req.bookingGroupId ?? null, parked_order_id: req.parkedOrderId ?? null,
    charge_ids: req.chargeIds, accommodation_charge_ids: req.accommodationChargeIds, should_check_out: req.shouldCheckOut,
  };
  const payload = JSON.stringify(body);
  if (pendingKey?.payload !== payload) pendingKey = { payload, key: newKey() };
  try {
    const d = await api<{ receipt: PaymentReceipt }>('POST', 'sales/initiate', { body: { ...body, client_key: pendingKey.key } });
    pendingKey = null; // answered: the next sale, even an identical one, is a new receipt
    onDone = req.onDone;
    remember(d.receipt.id);
    await handleReceipt(d.receipt);
  } catch {
    // The API has shown the error; the key stays so sending the same request again cannot pay twice.
    if (activeId == null) payment$.step.set('idle');
  }
}

/** After a reload mid-payment: continue with the stored receipt. */
export async function resumePayment(): Promise<void> {
  const stored = readJson<{ receipt_id?: number } | null>(STORAGE_KEY, null);
  if (!stored?.receipt_id || activeId != null || inflight) return;
  try {
    const d = await api<{ receipt: PaymentReceipt }>('GET', 'sales/get-receipt', { query: { receipt_id: stored.receipt_id }, silent: true });
    if (RANK[d.receipt.receipt_status] >= 3) { remember(null); return; }
    activeId = d.receipt.id;
    await handleReceipt(d.receipt);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) remember(null);
  }
}

async function refetch(): Promise<void> {
  const id = activeId;
  if (id == null) return;
  try {
    const d = await api<{ receipt: PaymentReceipt }>('GET', 'sales/get-receipt', { query: { receipt_id: id }, silent: true });
    await handleReceipt(d.receipt);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404 && activeId === id) { reset(); showSnackbar('error', NOT_COMPLETED_TEXT); }
  }
}

/** The receipt's status decides the step; an answer older than what is shown is ignored. */
async function handleReceipt(r: PaymentReceipt): Promise<void> {
  if (r.id !== activeId) return;
  const shown = payment$.receipt.peek();
  if (shown?.id === r.id && RANK[r.receipt_status] < RANK[shown.receipt_status]) return;
  payment$.receipt.set(r);
  switch (r.receipt_status) {
    case 'awaiting_payment':
      if (payment$.step.peek() !== 'terminal') {
        payment$.assign({ step: 'terminal', terminal: idleTerminal() });
        startCountdown(r.terminal_timeout ?? DEFAULT_TERMINAL_TIMEOUT_S);
      }
      return;
    case 'awaiting_signature':
      stopTimer();
      payment$.step.set('signing');
      return sign(r);
    case 'awaiting_delivery':
      stopTimer();
      if (payment$.step.peek() !== 'delivery') payment$.assign({ step: 'delivery', delivery: { processing: false, error: null }, blocked: null });
      return;
    case 'complete':
      return finish(r);
    case 'error': {
      const quiet = payment$.terminal.cancelling.peek(); // the cashier cancelled: nothing went wrong
      reset();
      if (!quiet) showSnackbar('error', NOT_COMPLETED_TEXT);
      return;
    }
  }
}

function finish(r: PaymentReceipt) {
  const done = onDone;
  reset();
  done?.(r);
  if (r.should_check_out) void router.navigate({ to: '/actions' } as never);
}

function startCountdown(seconds: number) {
  stopTimer();
  payment$.terminal.assign({ secondsLeft: seconds, timedOut: false });
  timer = setInterval(() => {
    const left = Math.max(0, payment$.terminal.secondsLeft.peek() - 1);
    payment$.terminal.secondsLeft.set(left);
    if (left > 0) return;
    stopTimer();
    void refetch().then(() => {
      if (payment$.step.peek() === 'terminal') payment$.terminal.assign({ timedOut: true, error: TIMEOUT_TEXT });
    });
  }, 1000);
}

async function sign(r: PaymentReceipt) {
  const obj = r.control_object;
  if (!obj) return block([NOT_COMPLETED_TEXT], r.id);
  const key = `${r.id}:${JSON.stringify(obj)}`;
  if (signed.has(key)) return;
  signed.add(key);
  let code: { code: string; manufacturingNumber: string };
  try {
    const res = await controlUnit().sign(controlDataFromObject(obj));
    if (!res.ok) { signed.delete(key); return block([res.message], r.id); }
    code = res;
  } catch (err) {
    signed.delete(key);
    return block([(err as Error).message || NOT_COMPLETED_TEXT], r.id);
  }
  try {
    const d = await api<{ receipt: PaymentReceipt }>('POST', 'sales/sign-receipt', {
      body: { receipt_id: r.id, control_data: { code: code.code, manufacturing_number: code.manufacturingNumber } }, silent: true,
    });
    await handleReceipt(d.receipt);
  } catch (err) {
    signed.delete(key);
    if (err instanceof ApiError && err.status === 0) return block([err.message], r.id);
    block([errorText(err, NOT_COMPLETED_TEXT)], r.id);
  }
}

function block(reasons: string[], receiptId: number) {
  payment$.blocked.set({ reasons, receiptId });
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

/** 'Avbryt' in 'Kortterminal'. */
export async function cancelTerminalPayment(): Promise<void> {
  const r = payment$.receipt.peek();
  if (!r || payment$.step.peek() !== 'terminal' || payment$.terminal.cancelling.peek()) return;
  payment$.terminal.cancelling.set(true);
  try {
    const d = await api<{ receipt: PaymentReceipt }>('POST', 'sales/cancel-receipt-payment', { body: { receipt_id: r.id }, silent: true });
    await handleReceipt(d.receipt);
  } catch (err) {
    if (activeId !== r.id) return;
    payment$.terminal.cancelling.set(false);
    // Paid meanwhile (or failed): what the receipt is now decides.
    if (err instanceof ApiError && err.code === 'receipt_not_awaiting_payment') await refetch();
    else if (!(err instanceof ApiError && err.status === 0)) showSnackbar('error', errorText(err, NOT_COMPLETED_TEXT));
  }
}

/** 'Försök igen' in 'Kortterminal': a new terminal transaction and a new countdown. */
export async function retryTerminalPayment(): Promise<void> {
  const r = payment$.receipt.peek();
  const t = payment$.terminal.peek();
  if (!r || payment$.step.peek() !== 'terminal' || t.retrying || t.cancelling) return;
  payment$.terminal.assign({ retrying: true, display: null, error: null, print: null, timedOut: false });
  try {
    const d = await api<{ receipt: PaymentReceipt }>('POST', 'sales/retry-payment', { body: { receipt_id: r.id }, silent: true });
    payment$.terminal.retrying.set(false);
    if (d.receipt.receipt_status === 'awaiting_payment') startCountdown(d.receipt.terminal_timeout ?? r.terminal_timeout ?? DEFAULT_TERMINAL_TIMEOUT_S);
    await handleReceipt(d.receipt);
  } catch (err) {
    if (activeId !== r.id) return;
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
    port: printer?.port || 'SIM', width: printer?.width ?? 42,
    content: [...text.split('\n').map((value) => ({ type: 'text' as const, value })), { type: 'cut' }],
  };
  void handlePrintJob(job);
}

/** 'Kvittoleverans': print, archive or e-mail; the response's print goes to the printer by itself. */
export async function deliverReceipt(form: 'print' | 'archive' | 'email', email = ''): Promise<void> {
  const r = payment$.receipt.peek();
  if (!r || payment$.step.peek() !== 'delivery' || payment$.delivery.processing.peek()) return;
  if (form === 'email' && !isReceiptEmail(email)) { payment$.delivery.error.set(INVALID_EMAIL_TEXT); return; }
  payment$.delivery.assign({ processing: true, error: null });
  const jobs = printJobCount();
  try {
    const d = await api<{ receipt: PaymentReceipt; booking: any }>('POST', 'sales/deliver-receipt', {
      body: { receipt_id: r.id, receipt_form: form, email: form === 'email' ? email.trim() : null }, silent: true,
    });
    if (d.booking?.id) bookings$[d.booking.id].set(d.booking);
    if (printJobCount() !== jobs && !(await lastPrintResult()).ok) showSnackbar('error', PRINT_FAILED_TEXT);
    await handleReceipt(d.receipt);
  } catch (err) {
    if (activeId !== r.id) return;
    if (err instanceof ApiError && err.code === 'invalid_email') {
      payment$.delivery.assign({ processing: false, error: err.fieldErrors.email?.[0] ?? (err.message || INVALID_EMAIL_TEXT) });
      return;
    }
    // Other errors close the dialog. The sale is paid and signed; only its delivery failed.
    if (!(err instanceof ApiError && err.status === 0)) showSnackbar('error', errorText(err, NOT_COMPLETED_TEXT));
    const done = onDone;
    reset();
    done?.(r);
  }
}

function onTerminalUpdated(d: any) {
  const r = payment$.receipt.peek();
  if (!r || payment$.step.peek() !== 'terminal' || d == null) return;
  if (d.receipt_id != null && d.receipt_id !== r.id) return;
  const ws = session$.workstation.peek()?.id;
  if (d.workstation_id != null && ws != null && d.workstation_id !== ws) return;
  if (d.error) {
    // A terminal error while cancelling resets everything (money.md 4 "Terminal payment").
    if (payment$.terminal.cancelling.peek()) { reset(); return; }
    payment$.terminal.assign({ display: d.error.display ?? d.message ?? null, error: d.error.display ?? d.message ?? null, print: d.error.print ?? null });
  } else if (typeof d.message === 'string') {
    payment$.terminal.display.set(d.message);
  }
}

/** Listens to the terminal and receipt events; call once while the shell is up. */
export function installPaymentEvents(): () => void {
  const offs = [
    onRealtimeEvent('TerminalUpdated', onTerminalUpdated),
    onRealtimeEvent('ReceiptUpdated', (d) => { if (d?.receipt_id != null && d.receipt_id === activeId) void refetch(); }),
  ];
  return () => offs.forEach((off) => off());
}

/** Forgets everything (tests, logout). */
export function resetPaymentFlow() {
  reset();
  inflight = null;
  pendingKey = null;
  signed.clear();
}
