// POST sales/* and GET sales/get-receipt (money.md 7 Sales). Handlers are thin: rules live in
// service.ts (initiate) and completion.ts (sign, deliver, cancel, retry).
//
// Serial numbers: a receipt is REGISTERED when its payment is done (cash at once, a card when the
// terminal approves). In that transaction it takes the next serial under the register's row lock
// and gets the control object (which must carry the serial) → awaiting_signature. sign-receipt then
// only stores the control unit's code. A failed or cancelled payment never takes a serial, so the
// series has no gaps; a registered receipt is never dropped: the client signs until a code arrives.
import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { notFound } from '../http/errors';
import * as C from '../../src/contracts/sales';
import { initiateSale } from './service';
import { deliverReceipt, signReceipt } from './completion';
import { cancelReceiptPayment, checkPayment, retryPayment } from './terminalPayments';
import { unfinishedReceipt } from './unfinished';
import { loadReceipt } from './serialize';

export function registerSalesRoutes(r: TenantRouter) {
  r.post(
    'sales/initiate',
    {
      permission: 'till',
      body: C.initiateSale.body,
      response: C.initiateSale.response,
      idempotencyField: 'client_key',
    },
    async (ctx) => initiateSale(serviceContext(ctx), ctx.body),
  );

  r.post(
    'sales/sign-receipt',
    {
      permission: 'till',
      body: C.signReceipt.body,
      response: C.signReceipt.response,
    },
    async (ctx) => signReceipt(serviceContext(ctx), ctx.body.receipt_id, ctx.body.control_data ?? {}),
  );

  r.post(
    'sales/deliver-receipt',
    {
      permission: 'till',
      body: C.deliverReceipt.body,
      response: C.deliverReceipt.response,
    },
    async (ctx) => deliverReceipt(serviceContext(ctx), ctx.body),
  );

  r.post(
    'sales/cancel-receipt-payment',
    { permission: 'till', body: C.cancelReceiptPayment.body, response: C.cancelReceiptPayment.response },
    async (ctx) => cancelReceiptPayment(serviceContext(ctx), ctx.body.receipt_id),
  );
  r.post(
    'sales/retry-payment',
    { permission: 'till', body: C.retryPayment.body, response: C.retryPayment.response },
    async (ctx) => retryPayment(serviceContext(ctx), ctx.body.receipt_id),
  );
  r.post(
    'sales/check-payment',
    { permission: 'till', body: C.checkPayment.body, response: C.checkPayment.response },
    async (ctx) => checkPayment(serviceContext(ctx), ctx.body.receipt_id),
  );

  // The receipt the till must finish first: this workstation's newest one that is neither complete nor void,
  // or the one started with `client_key` (a reload while sales/initiate was on its way).
  r.get(
    'sales/unfinished',
    {
      permission: 'till',
      query: C.unfinishedReceipt.query,
      response: C.unfinishedReceipt.response,
    },
    async (ctx) => ({
      receipt: await unfinishedReceipt(ctx.db, ctx.auth.workstation?.id ?? null, ctx.query.client_key),
    }),
  );

  r.get(
    'sales/get-receipt',
    { permission: 'till', query: C.getReceipt.query, response: C.getReceipt.response },
    async (ctx) => {
      const receipt = await loadReceipt(ctx.db, ctx.query.receipt_id);
      if (!receipt) throw notFound('Kvittot finns inte.');
      return { receipt };
    },
  );
}
