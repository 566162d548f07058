import { observable } from '@legendapp/state';
import type { Customer } from '../../contracts/customers';

/** A customer saved (POST customers answers all of it) or a suggestion chosen instead (its id and name). */
export type SavedCustomer = Pick<Customer, 'id' | 'full_name'> & Partial<Customer>;

/** The customer form: id 0 is a new customer; `isOrg` preselects the type of a new one. */
export interface CustomerFormRequest {
  id: number;
  isOrg?: boolean;
  seq: number;
}

// The requests are observable for the dialogs; the promise resolver stays outside the store.
export const customerForm$ = observable<CustomerFormRequest | null>(null);
export const customerCredit$ = observable<{ customerId: number } | null>(null);
let formResolve: ((c: SavedCustomer | null) => void) | null = null;
let seq = 0;

/**
 * Opens 'Ny kund' (id 0) or 'Redigera kund'; resolves with the saved customer, or null when
 * closed without saving (or when a suggestion was chosen instead: that one is opened).
 */
export function openCustomerForm(id = 0, opts: { isOrg?: boolean } = {}): Promise<SavedCustomer | null> {
  formResolve?.(null);
  return new Promise((resolve) => {
    formResolve = resolve;
    customerForm$.set({ id, isOrg: opts.isOrg, seq: ++seq });
  });
}

/** Called by the form dialog when it closes: with the saved customer, or null. */
export function settleCustomerForm(saved: SavedCustomer | null) {
  const r = formResolve;
  formResolve = null;
  customerForm$.set(null);
  r?.(saved);
}

export const openCustomerCredit = (customerId: number) => customerCredit$.set({ customerId });
export const closeCustomerCredit = () => customerCredit$.set(null);

type SavedListener = (c: SavedCustomer) => void;
const savedListeners = new Set<SavedListener>();
/** This console saved a customer: open panes reload at once, without waiting for the realtime echo. */
export function onCustomerSaved(l: SavedListener) {
  savedListeners.add(l);
  return () => {
    savedListeners.delete(l);
  };
}
export function notifyCustomerSaved(c: SavedCustomer) {
  savedListeners.forEach((l) => l(c));
}
