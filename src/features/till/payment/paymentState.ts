// The payment's state: what the dialogs render (payment$), the sale this console is paying
// (persisted, so a reload continues it and resends the same client key), and the countdown.
// paymentFlow.ts drives it; nothing else writes it.
import { observable } from '@legendapp/state';
import { readJson, writeJson } from '../../../data/storage';
import type { Receipt, ReceiptStatus } from '../../../contracts/sales';

export type { ReceiptStatus };
/** The receipt of the sale being paid, as every sales/* call answers it. */
export type PaymentReceipt = Receipt;

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

export const idleTerminal = (): TerminalView => ({
  display: null,
  error: null,
  print: null,
  secondsLeft: 0,
  timedOut: false,
  cancelling: false,
  retrying: false,
});
const idleState = (): PaymentState => ({
  step: 'idle',
  receipt: null,
  terminal: idleTerminal(),
  delivery: { processing: false, error: null },
  blocked: null,
});

export const payment$ = observable<PaymentState>(idleState());

/**
 * The sale this console is paying: its client key and request (the same request sent again reuses
 * the key, so it cannot make a second receipt) and, once the server answered, its receipt.
 */
export interface SaleRecord {
  receipt_id: number | null;
  client_key: string | null;
  payload: string | null;
}

const STORAGE_KEY = 'campsite.activeReceipt';

/** The flow's bookkeeping that nothing renders, in one place. */
export const flowMemory = {
  sale: null as SaleRecord | null,
  timer: null as ReturnType<typeof setInterval> | null,
  inflight: null as Promise<void> | null,
  /** Control objects being signed or signed: a duplicate signing event is ignored. */
  signed: new Set<string>(),
};

/** The receipt this console follows now, or null. */
export const activeReceiptId = () => flowMemory.sale?.receipt_id ?? null;

export function saveSale(sale: SaleRecord | null) {
  flowMemory.sale = sale;
  writeJson(STORAGE_KEY, sale ?? undefined);
}

/** The stored sale after a reload (also the older `{receipt_id}` form). */
export function storedSale(): SaleRecord | null {
  const s = readJson<Partial<SaleRecord> | null>(STORAGE_KEY, null);
  if (!s || typeof s !== 'object') return null;
  const receipt_id = typeof s.receipt_id === 'number' ? s.receipt_id : null;
  const client_key = typeof s.client_key === 'string' ? s.client_key : null;
  if (receipt_id == null && client_key == null) return null;
  return { receipt_id, client_key, payload: typeof s.payload === 'string' ? s.payload : null };
}

export function stopCountdown() {
  if (flowMemory.timer) clearInterval(flowMemory.timer);
  flowMemory.timer = null;
}

/** Counts the terminal's seconds down; `onZero` runs once at 0. A final terminal state stops it. */
export function startCountdown(seconds: number, onZero: () => void) {
  stopCountdown();
  payment$.terminal.assign({ secondsLeft: seconds, timedOut: false });
  flowMemory.timer = setInterval(() => {
    const left = Math.max(0, payment$.terminal.secondsLeft.peek() - 1);
    payment$.terminal.secondsLeft.set(left);
    if (left > 0) return;
    stopCountdown();
    onZero();
  }, 1000);
}

/** Back to idle; the sale is forgotten (it is done, void, or another takes its place). */
export function resetPayment() {
  stopCountdown();
  saveSale(null);
  payment$.set(idleState());
}

type SoldHandler = (receipt: PaymentReceipt) => void;
const soldHandlers = new Set<SoldHandler>();

/** Called when a receipt is registered (sold): the till takes its lines out of the cart, whoever started it. */
export function onReceiptSold(fn: SoldHandler): () => void {
  soldHandlers.add(fn);
  return () => soldHandlers.delete(fn);
}

export function announceSold(receipt: PaymentReceipt) {
  for (const fn of soldHandlers) fn(receipt);
}

export const WAITING_TEXT = 'Väntar på terminal...';
export const TIMEOUT_TEXT = 'Inget svar från terminalen efter timeout';
export const NOT_COMPLETED_TEXT = 'Kvittot kunde inte färdigställas';
export const PRINT_FAILED_TEXT = 'Kvittot kunde inte skrivas ut';
export const INVALID_EMAIL_TEXT = 'Ogiltig e-postadress';
export const DELIVERY_FAILED_TEXT = 'Kvittot kunde inte levereras. Välj Skriv ut, Arkivera eller e-post igen.';
export const DEFAULT_TERMINAL_TIMEOUT_S = 60;
