import { observable } from '@legendapp/state';

/** The confirmation dialog's data (shell.md 2.12, 3, 4.5). */
export interface ConfirmRequest {
  header: string;
  body: string;
  /** A PIN is asked if the user has an auth code. */
  requiresPin?: boolean;
  /** A PIN must be given; without an auth code the dialog shows 'Pinkod saknas…'. */
  enforcesPin?: boolean;
  /** 'Bekräfta' is enabled after a 10-second countdown. */
  withTimer?: boolean;
  disableCancel?: boolean;
  confirmLabel?: string;
  /** 'Avbryt' takes the keyboard first (the safe choice), so an Enter in passing confirms nothing. */
  focusCancel?: boolean;
}

export interface InputRequest {
  header: string;
  prefilledValue?: string;
  label?: string;
  maxLength?: number;
  validate?: (v: string) => string | null;
}

// The requests are observable for the dialogs; the promise resolvers stay outside the store.
export const confirm$ = observable<ConfirmRequest | null>(null);
export const input$ = observable<InputRequest | null>(null);
let confirmResolve: ((v: boolean, pin: string) => void) | null = null;
let inputResolve: ((v: string | null) => void) | null = null;

/** Asks the user to confirm; resolves true on 'Bekräfta' (after a correct PIN when one is needed). */
export function confirmAction(request: ConfirmRequest): Promise<boolean> {
  confirmResolve?.(false, '');
  return new Promise((resolve) => {
    confirmResolve = resolve;
    confirm$.set(request);
  });
}

/**
 * As confirmAction, for a call the server checks the PIN of too (a card refund): resolves the PIN typed
 * ('' when none was asked), or null when cancelled.
 */
export function confirmWithPin(request: ConfirmRequest): Promise<string | null> {
  confirmResolve?.(false, '');
  return new Promise((resolve) => {
    confirmResolve = (ok, pin) => resolve(ok ? pin : null);
    confirm$.set(request);
  });
}

/** Called by the confirmation dialog when it closes (with the PIN it accepted, if it asked for one). */
export function settleConfirm(confirmed: boolean, pin = '') {
  const r = confirmResolve;
  confirmResolve = null;
  confirm$.set(null);
  r?.(confirmed, confirmed ? pin : '');
}

/** The generic input dialog; resolves the saved value, or null when cancelled. */
export function askInput(request: InputRequest): Promise<string | null> {
  inputResolve?.(null);
  return new Promise((resolve) => {
    inputResolve = resolve;
    input$.set(request);
  });
}

/** Called by the input dialog when it saves (the value) or is cancelled (null). */
export function settleInput(value: string | null) {
  const r = inputResolve;
  inputResolve = null;
  input$.set(null);
  r?.(value);
}
