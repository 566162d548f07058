// POST invoices/register-payment, checkout, reverse-payment, reverse-payment-application, refund-payment,
// cancel-payment (money.md 7 "Invoices"), and the simulated payment-link provider's public routes:
// GET pay/:token (its page), POST pay/:token (the page's 'Betala'), POST payment-links/:token/pay (contract).
import { z } from 'zod';
import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { AppError } from '../http/errors';
import * as C from '../../src/contracts/invoices';
import { checkout, registerPayment } from './payments';
import { refundPayment, reverseApplication, reversePayment } from './paymentCorrections';
import { cancelInvoicePayment } from './terminalStops';
import { payLink, paymentLinkPage } from './paymentLinks';

export function registerInvoicePaymentRoutes(r: TenantRouter) {
  r.post(
    'invoices/register-payment',
    {
      permission: 'invoices',
      body: C.registerInvoicePayment.body,
      response: C.registerInvoicePayment.response,
      idempotencyField: 'client_key',
    },
    async (ctx) => registerPayment(serviceContext(ctx), ctx.body),
  );
  r.post(
    'invoices/checkout',
    {
      permission: 'invoices',
      body: C.invoiceCheckout.body,
      response: C.invoiceCheckout.response,
      idempotencyField: 'client_key',
    },
    async (ctx) => checkout(serviceContext(ctx), ctx.body),
  );
  r.post(
    'invoices/reverse-payment',
    { permission: 'invoices', body: C.reversePayment.body, response: C.reversePayment.response },
    async (ctx) => reversePayment(serviceContext(ctx), ctx.body),
  );
  r.post(
    'invoices/reverse-payment-application',
    {
      permission: 'invoices',
      body: C.reversePaymentApplication.body,
      response: C.reversePaymentApplication.response,
    },
    async (ctx) => reverseApplication(serviceContext(ctx), ctx.body.paymentApplicationId),
  );
  r.post(
    'invoices/refund-payment',
    { permission: 'invoices', body: C.refundPayment.body, response: C.refundPayment.response },
    async (ctx) => refundPayment(serviceContext(ctx), ctx.body),
  );
  r.post(
    'invoices/cancel-payment',
    { permission: 'invoices', body: C.cancelInvoicePayment.body, response: C.cancelInvoicePayment.response },
    async (ctx) => cancelInvoicePayment(serviceContext(ctx), ctx.body.paymentId),
  );
  registerPaymentLinkRoutes(r);
}

// A malformed token is refused as any bad parameter (422); a well-formed unknown one gets the 404 page.
const pageParams = C.payPaymentLink.params;

/** The simulated provider: public (the token is the secret), answered in HTML except the contract's POST. */
function registerPaymentLinkRoutes(r: TenantRouter) {
  r.post(
    'payment-links/:token/pay',
    { auth: false, params: C.payPaymentLink.params, response: C.payPaymentLink.response },
    async (ctx) => {
      const { result, paidNow } = await payLink(ctx.db, ctx.params.token, ctx.now, ctx.today);
      if (paidNow) await ctx.publish('InvoiceUpdated', { invoice_id: result.invoice_id });
      return result;
    },
  );

  r.get(
    'pay/:token',
    { auth: false, params: pageParams, query: z.object({ paid: z.enum(['1']).optional() }) },
    async (ctx) => {
      const p = await paymentLinkPage(ctx.db, ctx.params.token, ctx.tenant.config.name, {
        thanks: ctx.query.paid === '1',
      });
      ctx.reply.status(p.status).header('content-type', 'text/html; charset=utf-8').send(p.html);
      return null;
    },
  );

  // The page's form (enctype text/plain, no fields): pays, then shows the page again (303 See Other).
  r.post('pay/:token', { auth: false, params: pageParams }, async (ctx) => {
    const token = ctx.params.token;
    try {
      const { result, paidNow } = await payLink(ctx.db, token, ctx.now, ctx.today);
      if (paidNow) await ctx.publish('InvoiceUpdated', { invoice_id: result.invoice_id });
      ctx.reply.redirect(`${encodeURIComponent(token)}?paid=1`, 303);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      const p = await paymentLinkPage(ctx.db, token, ctx.tenant.config.name, { error: err.message });
      ctx.reply
        .status(err.status === 404 ? 404 : p.status)
        .header('content-type', 'text/html; charset=utf-8')
        .send(p.html);
    }
    return null;
  });
}
