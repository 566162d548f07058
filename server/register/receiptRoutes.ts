import type { TenantRouter } from '../http/router';
import { intParam, z } from '../http/validation';
import { initiateCopy, listReceipts, receiptDetail, signCopy } from './receipts';

const listQuery = z.object({
  offset: intParam().default(0),
  limit: intParam().max(200).default(50),
  registerId: intParam().optional(),
});
const params = z.object({ id: intParam() });
const copyBody = z.object({
  receiptId: z.number({ error: 'Välj ett kvitto' }).int().positive(),
  registerId: z.number({ error: 'Välj en kassa' }).int().positive(),
});

export function registerReceiptRoutes(r: TenantRouter) {
  r.get('receipts', { permission: 'till', query: listQuery }, async (ctx) =>
    listReceipts(ctx.db, ctx.query.offset, ctx.query.limit, ctx.query.registerId));

  r.get('receipts/:id', { permission: 'till', params }, async (ctx) => receiptDetail(ctx.db, ctx.params.id));

  r.post('receipts/initiate-copy', { permission: 'till', body: copyBody }, async (ctx) =>
    initiateCopy(ctx, ctx.body.receiptId, ctx.body.registerId));

  // The control unit's code for a copy made by initiate-copy; completes and prints it.
  r.post('receipts/sign-copy', {
    permission: 'till',
    body: z.object({
      receipt_id: z.number({ error: 'Välj ett kvitto' }).int().positive(),
      control_data: z.object({ code: z.string().max(200).nullable().optional(), manufacturing_number: z.string().max(100).nullable().optional() }).loose().nullable().optional(),
    }),
  }, async (ctx) => signCopy(ctx, ctx.body.receipt_id, ctx.body.control_data ?? {}));
}
