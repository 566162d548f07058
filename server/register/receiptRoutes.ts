import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { z } from '../http/validation';
import { id, text } from '../../src/domain/input';
import { initiateReceiptCopy, receiptList, receiptShow } from '../../src/contracts/receipts';
import { initiateCopy, listReceipts, receiptDetail, signCopy } from './receipts';

export function registerReceiptRoutes(r: TenantRouter) {
  r.get('receipts', { permission: 'till', query: receiptList.query, response: receiptList.response }, async (ctx) =>
    listReceipts(ctx.db, ctx.query.offset, ctx.query.limit, ctx.query.registerId),
  );

  r.get(
    'receipts/:id',
    { permission: 'till', params: receiptShow.params, response: receiptShow.response },
    async (ctx) => receiptDetail(ctx.db, ctx.params.id),
  );

  r.post(
    'receipts/initiate-copy',
    {
      permission: 'till',
      body: initiateReceiptCopy.body,
      response: initiateReceiptCopy.response,
    },
    async (ctx) => initiateCopy(serviceContext(ctx), ctx.body.receiptId, ctx.body.registerId),
  );

  // The control unit's code for a copy made by initiate-copy; completes and prints it.
  r.post(
    'receipts/sign-copy',
    {
      permission: 'till',
      body: z.object({
        receipt_id: id('Välj ett kvitto'),
        control_data: z
          .object({
            code: text().max(200).nullable().optional(),
            manufacturing_number: text().max(100).nullable().optional(),
          })
          .loose()
          .nullable()
          .optional(),
      }),
    },
    async (ctx) => signCopy(serviceContext(ctx), ctx.body.receipt_id, ctx.body.control_data ?? {}),
  );
}
