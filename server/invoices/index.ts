import type { Resource } from '../http/resource';
import { registerInvoiceRoutes } from './routes';
import { registerInvoicePaymentRoutes } from './paymentRoutes';
import { registerCreditAndMailRoutes } from './creditRoutes';

export const invoicesResource: Resource = {
  name: 'invoices',
  register(r) {
    registerInvoiceRoutes(r);
    registerInvoicePaymentRoutes(r);
    registerCreditAndMailRoutes(r);
  },
};
