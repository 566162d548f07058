// Registered receipts at the till (money.md 2): the list, one receipt with its copy, and making a copy.
import { z } from 'zod';
import { countParam, id, idParam } from '../domain/input';
import { contract } from './define';
import { receipt } from './sales';

const row = z.strictObject;
const int = () => z.number().int();

export const receiptListRow = row({
  id: int(),
  receipt_serial: int().nullable(),
  total: int(),
  created_at: z.string(),
  receipt_type: z.string(),
  register_id: int(),
});
export type ReceiptListRow = z.output<typeof receiptListRow>;

export const receiptList = contract('GET', 'receipts', {
  query: z.object({
    offset: countParam().default(0),
    limit: countParam(200).default(50),
    registerId: idParam('Välj en kassa').optional(),
  }),
  response: row({ receipts: z.array(receiptListRow), total: int(), offset: int(), limit: int() }),
});

/** A receipt with its one copy: copy_receipt_id once printed, pending_copy_id while it waits for its code. */
export const receiptDetail = receipt.extend({ copy_receipt_id: int().nullable(), pending_copy_id: int().nullable() });
export type ReceiptDetail = z.output<typeof receiptDetail>;
const detailAnswer = row({ receipt: receiptDetail });

export const receiptShow = contract('GET', 'receipts/:id', {
  params: z.object({ id: idParam('Välj ett kvitto') }),
  response: detailAnswer,
});
export const initiateReceiptCopy = contract('POST', 'receipts/initiate-copy', {
  body: z.object({ receiptId: id('Välj ett kvitto'), registerId: id('Välj en kassa') }),
  response: detailAnswer,
});
