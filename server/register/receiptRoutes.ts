import type { TenantRouter } from '../http/router';
import { intParam, z } from '../http/validation';
import { initiateCopy, listReceipts, receiptDetail } from './receipts';

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
}
