// Which money overlay is open, over which invoice or customer: the invoice pane's buttons and commands open
// them, src/features/invoices/overlays renders them (mounted once in the shell). State only: no React here.
import { observable } from '@legendapp/state';

export type InvoiceOverlayKind =
  /** 'Ta betalt' / 'Påbörja återbetalning' (money.md 2 "Invoice checkout overlay"). */
  | 'checkout'
  /** 'Registrera en inbetalning' / 'Registrera en utbetalning'. */
  | 'register-payment'
  /** 'Kreditera Faktura': the credit-invoice form. */
  | 'credit';

export type CustomerCreditOverlayKind = 'credit-register-payment' | 'credit-payment';

export type OverlayRequest =
  | { kind: InvoiceOverlayKind; invoiceId: number }
  | { kind: CustomerCreditOverlayKind; customerId: number };

export const invoiceOverlay$ = observable<OverlayRequest | null>(null);

export const openInvoiceOverlay = (kind: InvoiceOverlayKind, invoiceId: number) =>
  invoiceOverlay$.set({ kind, invoiceId });
export const openCustomerCreditOverlay = (kind: CustomerCreditOverlayKind, customerId: number) =>
  invoiceOverlay$.set({ kind, customerId });
export const closeInvoiceOverlay = () => invoiceOverlay$.set(null);
