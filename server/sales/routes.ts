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
import { z } from '../http/validation';
import { id, idParam, lines, MAX_LINES, MAX_ORDER_TOTAL, money, quantity, text } from '../../src/domain/input';
import { initiateSale } from './service';
import { deliverReceipt, signReceipt } from './completion';
import { cancelReceiptPayment, checkPayment, retryPayment } from './terminalPayments';
import { unfinishedReceipt } from './unfinished';
import { loadReceipt } from './serialize';


const item = z.object({
  product_id: id(),
  // Thousandths; negative takes an item back (money.md 5: "ange ett negativt antal för att göra returer").
  // A sale whose total is negative becomes a return receipt ('Kvitto på återköp').
  quantity: quantity().optional(),
  price: money({ negative: 'En vara kan inte ha negativt pris, ange ett negativt antal för att göra returer' }).optional(),
  discount_type: z.enum(['none', 'fixed', 'flat', 'percent']).nullable().optional().transform((v) => v ?? undefined),
  discount_value: money({ negative: 'Rabatten kan inte vara negativ' }).nullable().optional().transform((v) => v ?? undefined),
  position_id: id().nullable().optional(),
  // The cart line's client id: a line already sold is refused (never paid twice).
  line_id: z.string().trim().min(1).max(64).regex(/^[\w-]+$/, 'Ogiltig rad-id').optional(),
}).refine((i) => i.discount_type !== 'percent' || (i.discount_value ?? 0) <= 10_000, { message: 'Rabatten kan vara högst 100 %', path: ['discount_value'] });

const initiate = z.object({
  register_id: id(),
  payment_method_id: id(),
  // Negative for a return: what the method pays back (cash rounded like a sale, mirrored).
  amount: money({ min: -MAX_ORDER_TOTAL, max: MAX_ORDER_TOTAL }),
  customer_credit_amount: money({ max: MAX_ORDER_TOTAL }).default(0),
  items: lines(item).default([]),
  booking_id: id().nullable().optional().transform((v) => v ?? undefined),
  booking_group_id: id().nullable().optional().transform((v) => v ?? undefined),
  parked_order_id: id().nullable().optional().transform((v) => v ?? undefined),
  charge_ids: z.array(id()).max(MAX_LINES).optional(),
  accommodation_charge_ids: z.array(id()).max(MAX_LINES).optional(),
  accommodation_charges_amount: money({ min: -MAX_ORDER_TOTAL, max: MAX_ORDER_TOTAL }).nullable().optional(),
  should_check_out: z.boolean().default(false),
  client_key: text().trim().min(1).max(100).optional(),
}).refine((b) => [b.booking_id, b.booking_group_id, b.parked_order_id].filter((x) => x != null).length <= 1, {
  message: 'Välj en bokning, en gruppbokning eller en parkerad nota, inte flera.', path: ['booking_id'],
});

const receiptBody = z.object({ receipt_id: id() });

export function registerSalesRoutes(r: TenantRouter) {
  r.post('sales/initiate', { permission: 'till', body: initiate, idempotencyField: 'client_key' }, async (ctx) => initiateSale(serviceContext(ctx), ctx.body));

  r.post('sales/sign-receipt', {
    permission: 'till',
    body: z.object({
      receipt_id: id(),
      control_data: z.object({ code: text().max(200).nullable().optional(), manufacturing_number: text().max(100).nullable().optional() }).loose().nullable().optional(),
    }),
  }, async (ctx) => signReceipt(serviceContext(ctx), ctx.body.receipt_id, ctx.body.control_data ?? {}));

  r.post('sales/deliver-receipt', {
    permission: 'till',
    body: z.object({ receipt_id: id(), receipt_form: z.enum(['print', 'archive', 'email']), email: text().max(254).nullable().optional() }),
  }, async (ctx) => deliverReceipt(serviceContext(ctx), ctx.body));

  r.post('sales/cancel-receipt-payment', { permission: 'till', body: receiptBody }, async (ctx) => cancelReceiptPayment(serviceContext(ctx), ctx.body.receipt_id));
  r.post('sales/retry-payment', { permission: 'till', body: receiptBody }, async (ctx) => retryPayment(serviceContext(ctx), ctx.body.receipt_id));
  r.post('sales/check-payment', { permission: 'till', body: receiptBody },
    async (ctx) => checkPayment(serviceContext(ctx), ctx.body.receipt_id));

  // The receipt the till must finish first: this workstation's newest one that is neither complete nor void,
  // or the one started with `client_key` (a reload while sales/initiate was on its way).
  r.get('sales/unfinished', {
    permission: 'till', query: z.object({ client_key: z.string().trim().min(1).max(100).optional() }),
  }, async (ctx) => ({
    receipt: await unfinishedReceipt(ctx.db, ctx.auth.workstation?.id ?? null, ctx.query.client_key),
  }));

  r.get('sales/get-receipt', { permission: 'till', query: z.object({ receipt_id: idParam() }) }, async (ctx) => {
    const receipt = await loadReceipt(ctx.db, ctx.query.receipt_id);
    if (!receipt) throw notFound('Kvittot finns inte.');
    return { receipt };
  });
}
