// A cash sale from initiate to delivery: every answer has exactly the shape of its contract (src/contracts/sales.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { controlCode } from '../helpers/controlCode';
import { bookingSuite } from '../helpers/suite';
import { call } from '../helpers/api';
import { products, registers } from '../../server/db/schema';
import { deliverReceipt, getReceipt, initiateSale, signReceipt, unfinishedReceipt } from '../../src/contracts/sales';

const s = bookingSuite();
const problems = (schema: z.ZodType, data: unknown) => {
  const r = schema.safeParse(data);
  return r.success ? [] : r.error.issues.slice(0, 10).map((i) => `${i.path.join('.')}: ${i.message}`);
};

beforeAll(async () => {
  await s.db
    .update(registers)
    .set({ openedAt: new Date('2026-07-15T07:00:00Z') })
    .where(eq(registers.id, 1));
});

describe('the sale contracts', () => {
  it('initiate, unfinished, get-receipt, sign and deliver answer as their contracts say', async () => {
    const [milk] = await s.db.select().from(products).where(eq(products.name, 'Mjölk 1,5 l'));
    const payable = Math.round((2 * milk.price) / 100) * 100;
    const started = await call(s.app, 'POST', 'demo', 'sales/initiate', {
      token: s.token,
      headers: { 'idempotency-key': 'contract-1' },
      body: { register_id: 1, payment_method_id: 1, amount: payable, items: [{ product_id: milk.id, quantity: 2000 }] },
    });
    expect(started.status).toBe(200);
    expect(problems(initiateSale.response, started.body.data)).toEqual([]);
    const r = started.body.data.receipt;
    expect(problems(unfinishedReceipt.response, (await s.get('sales/unfinished', {})).body.data)).toEqual([]);
    expect(
      problems(getReceipt.response, (await s.get('sales/get-receipt', { receipt_id: String(r.id) })).body.data),
    ).toEqual([]);
    const signed = await s.post('sales/sign-receipt', {
      receipt_id: r.id,
      control_data: { code: controlCode(`CODE-${r.receipt_serial}`), manufacturing_number: 'SIM-CU-0001' },
    });
    expect(problems(signReceipt.response, signed.body.data)).toEqual([]);
    const delivered = await s.post('sales/deliver-receipt', { receipt_id: r.id, receipt_form: 'archive' });
    expect(delivered.status).toBe(200);
    expect(problems(deliverReceipt.response, delivered.body.data)).toEqual([]);
  });
});
