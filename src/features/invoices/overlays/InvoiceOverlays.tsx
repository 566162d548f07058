import { useValue } from '@legendapp/state/react';
import { lazyPart } from '../../../ui/lazyPart';
import { invoiceOverlay$ } from '../invoiceOverlays';

// The overlays' code (forms, terminal wait, the credit rules) loads when the shell's dialogs do, apart from them.
const CheckoutOverlay = lazyPart(() => import('./CheckoutOverlay').then((m) => m.CheckoutOverlay));
const RegisterPaymentOverlay = lazyPart(() => import('./RegisterPaymentOverlay').then((m) => m.RegisterPaymentOverlay));
const CreditInvoiceOverlay = lazyPart(() => import('./CreditInvoiceOverlay').then((m) => m.CreditInvoiceOverlay));
const CustomerCreditRegisterOverlay = lazyPart(() =>
  import('./CustomerCreditPaymentOverlay').then((m) => m.CustomerCreditRegisterOverlay),
);
const CustomerCreditPayOverlay = lazyPart(() =>
  import('./CustomerCreditPaymentOverlay').then((m) => m.CustomerCreditPayOverlay),
);

/**
 * The one money overlay src/features/invoices/invoiceOverlays.ts names (opened by the invoice pane's buttons
 * and the customer credit dialog): checkout, register payment, credit invoice, or a customer-credit payment.
 * A new request replaces the open overlay (its key changes).
 */
export function InvoiceOverlays() {
  const r = useValue(invoiceOverlay$);
  if (!r) return null;
  switch (r.kind) {
    case 'checkout':
      return <CheckoutOverlay key={`c${r.invoiceId}`} invoiceId={r.invoiceId} />;
    case 'register-payment':
      return <RegisterPaymentOverlay key={`r${r.invoiceId}`} invoiceId={r.invoiceId} />;
    case 'credit':
      return <CreditInvoiceOverlay key={`k${r.invoiceId}`} invoiceId={r.invoiceId} />;
    case 'credit-register-payment':
      return <CustomerCreditRegisterOverlay key={`cr${r.customerId}`} customerId={r.customerId} />;
    case 'credit-payment':
      return <CustomerCreditPayOverlay key={`cp${r.customerId}`} customerId={r.customerId} />;
  }
}
