// What a cancellation counts as billed (design C4): a row's part on an invoice less what credit invoices took back
// of it, a credit line that names the row's line taking its own amount and a credit amount that names no line
// spread over the invoice's lines (apportion: a table and a property), and never more credit than was billed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookingSuite } from '../helpers/suite';
import { cancellationKit, ckey, FEE, POLICY } from '../helpers/cancellationFixtures';
import { apportion } from '../../server/cancellations/source';
import type { InvoiceDetail } from '../../src/contracts/invoices';

const s = bookingSuite();
const k = cancellationKit(s);

describe('apportion: a credit that names no line, over the invoice’s lines', () => {
  it.each([
    [100, [50, 50], [50, 50]],
    [10000, [30000, 30000, 0, 4900], [4623, 4622, 0, 755]],
    [3, [1, 1, 1], [1, 1, 1]],
    [2, [1, 1, 1], [1, 1, 0]],
    [500, [100, 200], [100, 200]],
    [0, [100], [0]],
    [50, [0, 0], [0, 0]],
  ])('%i over %j is %j', (amount, weights, parts) => {
    expect(apportion(amount, weights)).toEqual(parts);
  });

  it('adds up to the amount (or all the weights), never a part below 0 or above its weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: -1000, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (amount, weights) => {
          const parts = apportion(amount, weights);
          const room = weights.reduce((t, w) => t + Math.max(0, w), 0);
          expect(parts.reduce((t, p) => t + p, 0)).toBe(Math.min(amount, room));
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(Math.max(0, weights[i]));
          });
        },
      ),
    );
  });
});

describe('billed is net of credit invoices', () => {
  it('a credited night and an unnamed credit amount are not billed; the cancellation gives back only the rest', async () => {
    const { booking } = await k.booking({ policy: POLICY.flexible, daysBefore: 10 });
    const inv = (
      await s.post('invoices/create', { client_key: ckey('inv'), payment_term_id: 4, booking_id: booking.id })
    ).body.data.invoice as InvoiceDetail;
    const night = inv.sales_items.find((l) => l.is_accommodation_charge)!;
    const credit = (mode: string, rows: object[]) =>
      s.post('invoices/create-credit-invoice', {
        client_key: ckey('cr'),
        originalInvoiceId: inv.id,
        mode,
        creditSalesItems: rows,
      });
    expect(
      (
        await credit('credit-custom', [
          { sales_item_id: night.id, quantity: 1000, price: night.price, is_accommodation_charge: true },
        ])
      ).status,
    ).toBe(200);
    expect(
      (await credit('credit-custom', [{ quantity: 1000, price: 10000, is_accommodation_charge: false }])).status,
    ).toBe(200);

    // The unnamed 100,00 kr spread over what each line still has billed (the credited night has nothing left).
    const left = inv.sales_items.map((l) => (l.id === night.id ? 0 : l.sale));
    const shares = apportion(10000, left);
    const billedOf = (lodging: boolean) =>
      inv.sales_items.reduce((t, l, i) => t + (l.is_accommodation_charge === lodging ? left[i] - shares[i] : 0), 0);
    const lodgingBilled = billedOf(true);
    const feeBilled = billedOf(false);
    expect(lodgingBilled + feeBilled).toBe(94900 - 30000 - 10000);
    await k.select(booking.id, 'policy');
    const p = (await k.preview(booking.id)).body.data.preview;
    expect(p.specification_list.map((r: any) => r.billed)).toEqual([lodgingBilled, feeBilled]);
    expect(p.paid_amount).toBe(94900 - 30000 - 10000);
    // Kept: the booking fee only; back: what is still billed of the rest, never more than was billed.
    expect(p.payable_amount).toBe(FEE - p.paid_amount);
    const done = await k.complete(booking.id, p.payable_amount);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.invoice).toMatchObject({ is_credit_invoice: true, original_invoice_id: inv.id });
    expect(done.body.data.invoice.sales_items.reduce((t: number, l: any) => t + l.sale, 0)).toBe(p.payable_amount);
    // The invoice had 54 900 left to pay: the balancing credit takes what it can of it, nothing is left to pay out.
    expect((await s.get(`invoices/${inv.id}`)).body.data.invoice.remaining_amount).toBe(FEE);
  });
});
