// Credit invoices end to end (money.md 2 "Credit-invoice form", 5 "Credit invoice"): POST
// invoices/create-credit-invoice on invoices made with POST invoices/create, the amounts, the lines, the credit
// application, the ledger sums of both invoices, the refusals (each changing nothing) and the client_key.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { createdInvoice, newKey, payOnInvoice } from '../helpers/invoiceFixtures';
import { creditApplications, invoices, products } from '../../server/db/schema';
import { createCreditInvoice, lineCreditAmount, splitOverRates } from '../../server/invoices/creditService';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import { isValidOcr } from '../../src/domain/numbers';
import type { InvoiceDetail } from '../../src/contracts/invoices';
import { TEST_NOW, TEST_TODAY } from '../helpers/testApp';

const s = bookingSuite();
// Gasol 399,00 (25 %), Mjölk 3 × 23,90 = 71,70 (6 %), Extra vuxen 50,00 (12 %): 520,70, total 521,00 (+0,30).
let gasol: number;
let mjolk: number;
let vuxen: number;

beforeAll(async () => {
  const id = async (name: string) => (await s.db.select().from(products).where(eq(products.name, name)))[0].id;
  gasol = await id('Gasol P11 byte');
  mjolk = await id('Mjölk 1,5 l');
  vuxen = await id('Extra vuxen per natt');
});

const threeLines = () =>
  createdInvoice(s, {
    items: [
      { product_id: gasol, quantity: 1000 },
      { product_id: mjolk, quantity: 3000 },
      { product_id: vuxen, quantity: 1000 },
    ],
  });

const lineOf = (inv: InvoiceDetail, name: string) => inv.sales_items.find((l) => l.product_name === name)!;

type Row = { sales_item_id?: number; quantity: number; price: number; is_accommodation_charge?: boolean };
const credit = (originalInvoiceId: number, mode: string, rows: Row[] = [], client_key = newKey('credit')) =>
  s.post('invoices/create-credit-invoice', {
    client_key,
    originalInvoiceId,
    mode,
    creditSalesItems: rows.map((r) => ({ is_accommodation_charge: false, ...r })),
  });

const credited = async (originalInvoiceId: number, mode: string, rows: Row[] = []) => {
  const res = await credit(originalInvoiceId, mode, rows);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { invoice: InvoiceDetail; original: InvoiceDetail };
};

describe('the invoice under test', () => {
  it('has three lines summing 520,70 and a total of 521,00 with 0,30 rounding', async () => {
    const { invoice } = await threeLines();
    expect(invoice.sales_items.map((l) => l.sale).sort()).toEqual([39900, 5000, 7170].sort());
    expect(invoice).toMatchObject({ total: 52100, rounding: 30, remaining_amount: 52100, status: 'open' });
  });
});

describe('crediting (money.md 5 "Credit invoice")', () => {
  it('credits one line of three: the credit invoice is that line, settles the original, and both are published', async () => {
    const { invoice: inv, booking } = await threeLines();
    s.rec.clear();
    const milk = lineOf(inv, 'Mjölk 1,5 l');
    const { invoice: cr, original } = await credited(inv.id, 'credit-custom', [
      { sales_item_id: milk.id, quantity: 3000, price: milk.price },
    ]);
    expect(cr).toMatchObject({
      is_credit_invoice: true,
      original_invoice_id: inv.id,
      original_invoice_number: inv.invoice_number,
      total: -7170,
      rounding: 0,
      due_date: null,
      invoice_date: TEST_TODAY,
      customer_id: inv.customer_id,
      booking_id: inv.booking_id,
      credited_amount: -7170,
      remaining_amount: 0,
      status: 'closed',
    });
    expect(cr.invoice_number).toBeGreaterThan(inv.invoice_number);
    expect(isValidOcr(cr.ocr, true)).toBe(true);
    expect(cr.sales_items).toHaveLength(1);
    expect(cr.sales_items[0]).toMatchObject({
      product_name: 'Mjölk 1,5 l',
      quantity: -3000,
      sale: -7170,
      vat_rate: 600,
    });
    expect(original).toMatchObject({
      credited_amount: 7170,
      remaining_amount: 52100 - 7170,
      status: 'partial',
      credit_invoice_ids: [cr.id],
    });
    expect(original.credit_applications).toEqual([
      expect.objectContaining({ invoice_id: inv.id, credit_invoice_id: cr.id, credited_amount: 7170 }),
    ]);
    expect(s.rec.named('InvoiceUpdated')).toEqual(
      expect.arrayContaining([{ invoice_id: cr.id }, { invoice_id: inv.id }]),
    );
    expect(s.rec.named('BookingSaved').map((e) => e.booking_id)).toContain(booking.id);
  });

  it('credits the whole invoice to exactly its total, rounding included, and closes the original', async () => {
    const { invoice: inv } = await threeLines();
    const { invoice: cr, original } = await credited(inv.id, 'credit-full-amount');
    expect(cr).toMatchObject({ total: -52100, rounding: -30, remaining_amount: 0, status: 'closed' });
    expect(cr.sales_items.reduce((t, l) => t + l.sale, 0)).toBe(-52070);
    expect(cr.sales_items.map((l) => l.quantity).sort()).toEqual([-1000, -1000, -3000].sort());
    expect(cr.vat_summary.map((v) => [v.rate, v.gross])).toEqual([
      [2500, -39900],
      [1200, -5000],
      [600, -7170],
    ]);
    expect(original).toMatchObject({ credited_amount: 52100, remaining_amount: 0, status: 'closed' });
  });

  it('credits a part-paid invoice: what is left is settled, the rest stays on the credit invoice to pay out', async () => {
    const { invoice: inv, customer } = await threeLines();
    await payOnInvoice(s, inv.id, customer.id, 30000);
    const { invoice: cr, original } = await credited(inv.id, 'credit-full-amount');
    expect(original).toMatchObject({
      paid_amount: 30000,
      credited_amount: 22100,
      remaining_amount: 0,
      status: 'closed',
    });
    expect(cr).toMatchObject({ total: -52100, credited_amount: -22100, remaining_amount: -30000, status: 'partial' });
    const apps = await s.db.select().from(creditApplications).where(eq(creditApplications.creditInvoiceId, cr.id));
    expect(apps.map((a) => a.creditedAmount)).toEqual([22100]);
  });

  it('counts a remainder under 100 öre as zero: the credit takes it and the original closes', async () => {
    const { invoice: inv, customer } = await threeLines();
    await payOnInvoice(s, inv.id, customer.id, 12140); // 399,60 left
    const gas = lineOf(inv, 'Gasol P11 byte');
    const { invoice: cr, original } = await credited(inv.id, 'credit-custom', [
      { sales_item_id: gas.id, quantity: 1000, price: gas.price },
    ]);
    expect(cr).toMatchObject({ total: -39960, rounding: -60, remaining_amount: 0, status: 'closed' });
    expect(cr.sales_items.map((l) => l.sale)).toEqual([-39900]);
    expect(original).toMatchObject({ credited_amount: 39960, remaining_amount: 0, status: 'closed' });

    // 1,60 left is more than a remainder: the line alone is credited and the original stays open.
    const other = await threeLines();
    await payOnInvoice(s, other.invoice.id, other.customer.id, 12040);
    const gas2 = lineOf(other.invoice, 'Gasol P11 byte');
    const second = await credited(other.invoice.id, 'credit-custom', [
      { sales_item_id: gas2.id, quantity: 1000, price: gas2.price },
    ]);
    expect(second.invoice.total).toBe(-39900);
    expect(second.original).toMatchObject({ remaining_amount: 160, status: 'partial' });
  });

  it('credits the remaining amount as one row split over the VAT rates, then has nothing left to credit', async () => {
    const { invoice: inv, customer } = await threeLines();
    await payOnInvoice(s, inv.id, customer.id, 20000);
    const { invoice: cr, original } = await credited(inv.id, 'credit-remaining-amount');
    expect(cr.total).toBe(-32100);
    expect(cr.sales_items.every((l) => l.product_name === 'Kreditering')).toBe(true);
    expect(cr.sales_items.reduce((t, l) => t + l.sale, 0)).toBe(-32100);
    expect(cr.sales_items.map((l) => l.vat_rate)).toEqual([2500, 1200, 600]);
    expect(original).toMatchObject({ remaining_amount: 0, status: 'closed' });

    const before = await databaseDigest(s.db);
    const again = await credit(inv.id, 'credit-remaining-amount');
    expect(again.status).toBe(422);
    expect(again.body.error_message).toBe(INVOICE_TEXTS.nothingRemaining);
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('splits a custom amount over the rates by their gross, largest remainder to the öre', async () => {
    const { invoice: inv } = await threeLines();
    const { invoice: cr } = await credited(inv.id, 'credit-custom', [{ quantity: 1000, price: 10000 }]);
    expect(cr.total).toBe(-10000);
    expect(cr.sales_items.map((l) => [l.product_name, l.vat_rate, l.sale])).toEqual([
      ['Kreditering', 2500, -7663],
      ['Kreditering', 1200, -960],
      ['Kreditering', 600, -1377],
    ]);
  });

  it('credits a discounted line in parts that add up to the line, and no more than the line', async () => {
    const { invoice: inv } = await createdInvoice(s, {
      items: [{ product_id: mjolk, quantity: 3500, discount_type: 'percent', discount_value: 1250 }],
    });
    const milk = inv.sales_items[0];
    // 3,5 × 23,90 less 12,5 %: one unit is a seventh of two, not a whole number of öre.
    expect(milk.sale % 7).not.toBe(0);
    const first = Math.round((milk.sale * 1000) / 3500);
    const one = await credited(inv.id, 'credit-custom', [{ sales_item_id: milk.id, quantity: 1000, price: 2091 }]);
    expect(one.invoice.sales_items[0]).toMatchObject({ quantity: -1000, sale: -first });
    const rest = await credited(inv.id, 'credit-custom', [{ sales_item_id: milk.id, quantity: 2500, price: 2091 }]);
    expect(rest.invoice.sales_items[0]).toMatchObject({ quantity: -2500, sale: -(milk.sale - first) });
    const more = await credit(inv.id, 'credit-custom', [{ sales_item_id: milk.id, quantity: 1000, price: 2091 }]);
    expect(more.status).toBe(422);
    expect(more.body.error_message).toBe(INVOICE_TEXTS.creditQuantityAboveLine('Mjölk 1,5 l', '0'));
    const full = await credit(inv.id, 'credit-full-amount');
    expect(full.body.error_message).toBe(INVOICE_TEXTS.everythingCredited);
  });
});

describe('refusals change nothing', () => {
  let inv: InvoiceDetail;
  let other: InvoiceDetail;
  beforeAll(async () => {
    inv = (await threeLines()).invoice;
    other = (await threeLines()).invoice;
  });

  const refused = async (res: Promise<Awaited<ReturnType<typeof credit>>>, status: number, message?: string) => {
    const before = await databaseDigest(s.db);
    const r = await res;
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    if (message) expect(r.body.error_message).toBe(message);
    expect(await databaseDigest(s.db)).toEqual(before);
  };

  it('a credit invoice cannot be credited', async () => {
    const { invoice: cr } = await credited(other.id, 'credit-custom', [{ quantity: 1000, price: 1000 }]);
    await refused(credit(cr.id, 'credit-full-amount'), 422, INVOICE_TEXTS.creditOfCredit);
  });

  it('no rows, a price of 0, a negative result', async () => {
    await refused(credit(inv.id, 'credit-custom', []), 422, INVOICE_TEXTS.noRowsSelected);
    await refused(credit(inv.id, 'credit-custom', [{ quantity: 1000, price: 0 }]), 422, INVOICE_TEXTS.creditZeroPrice);
    await refused(
      credit(inv.id, 'credit-custom', [{ quantity: -1000, price: 5000 }]),
      422,
      INVOICE_TEXTS.creditNotNegative,
    );
  });

  it("another invoice's line, a quantity beyond the line, a line quantity of 0 or less", async () => {
    const foreign = other.sales_items[0];
    await refused(
      credit(inv.id, 'credit-custom', [{ sales_item_id: foreign.id, quantity: 1000, price: foreign.price }]),
      422,
      INVOICE_TEXTS.creditRowNotOnInvoice,
    );
    const milk = lineOf(inv, 'Mjölk 1,5 l');
    await refused(
      credit(inv.id, 'credit-custom', [{ sales_item_id: milk.id, quantity: 3500, price: milk.price }]),
      422,
      INVOICE_TEXTS.creditQuantityAboveLine('Mjölk 1,5 l', '3'),
    );
    await refused(
      credit(inv.id, 'credit-custom', [
        { sales_item_id: milk.id, quantity: 2000, price: milk.price },
        { sales_item_id: milk.id, quantity: 2000, price: milk.price },
      ]),
      422,
      INVOICE_TEXTS.creditQuantityAboveLine('Mjölk 1,5 l', '3'),
    );
    await refused(
      credit(inv.id, 'credit-custom', [{ sales_item_id: milk.id, quantity: -1000, price: milk.price }]),
      422,
      INVOICE_TEXTS.creditQuantityNotPositive,
    );
  });

  it('more than the invoice in all, an unknown invoice, a kassör', async () => {
    await refused(
      credit(inv.id, 'credit-custom', [{ quantity: 1000, price: 52200 }]),
      422,
      INVOICE_TEXTS.creditAboveInvoice('521,00\u00a0kr'),
    );
    await refused(credit(999999, 'credit-full-amount'), 404, INVOICE_TEXTS.notFound);
    const asKassa = s.post(
      'invoices/create-credit-invoice',
      { client_key: newKey(), originalInvoiceId: inv.id, mode: 'credit-full-amount', creditSalesItems: [] },
      s.kassa,
    );
    await refused(asKassa, 403);
  });
});

describe('the client_key', () => {
  it('makes the same request twice one credit invoice, and refuses the key for another invoice', async () => {
    const { invoice: inv } = await threeLines();
    const { invoice: inv2 } = await threeLines();
    const key = newKey('same');
    const rows = [{ quantity: 1000, price: 5000 }];
    const first = await credit(inv.id, 'credit-custom', rows, key);
    const count = async () =>
      (await s.db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.isCreditInvoice, true)))[0]
        .n;
    const n = await count();
    const second = await credit(inv.id, 'credit-custom', rows, key);
    expect(second.status).toBe(200);
    expect(second.body.data.invoice.id).toBe(first.body.data.invoice.id);
    expect(await count()).toBe(n);

    // The service itself (a retry after the router's key expired): the same credit invoice, nothing new.
    const deps = { db: s.db, now: TEST_NOW, today: TEST_TODAY, publish: async () => {} };
    const input = { client_key: key, originalInvoiceId: inv.id, mode: 'credit-custom' as const, creditSalesItems: [] };
    const again = await createCreditInvoice(deps, input);
    expect(again.invoice.id).toBe(first.body.data.invoice.id);
    expect(again.original.credited_amount).toBe(5000);
    await expect(createCreditInvoice(deps, { ...input, originalInvoiceId: inv2.id })).rejects.toMatchObject({
      status: 422,
      message: INVOICE_TEXTS.clientKeyUsed,
    });
    expect(await count()).toBe(n);
    const apps = await s.db
      .select()
      .from(creditApplications)
      .where(and(eq(creditApplications.invoiceId, inv.id)));
    expect(apps).toHaveLength(1);
  });
});

describe('the arithmetic', () => {
  it('splitOverRates: the parts add up to the amount, each within an öre of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.array(fc.tuple(fc.constantFrom(2500, 1200, 600, 0), fc.integer({ min: -50_000, max: 10_000_000 })), {
          minLength: 1,
          maxLength: 6,
        }),
        (amount, lines) => {
          const gross = new Map<number, number>();
          for (const [rate, g] of lines) gross.set(rate, (gross.get(rate) ?? 0) + g);
          const positive = [...gross].filter(([, g]) => g > 0);
          const parts = splitOverRates(amount, gross);
          if (positive.length === 0) return parts.length === 0;
          const total = positive.reduce((t, [, g]) => t + g, 0);
          expect(parts.reduce((t, p) => t + p.amount, 0)).toBe(amount);
          for (const p of parts) {
            const exact = (amount * gross.get(p.rate)!) / total;
            expect(Math.abs(p.amount - exact)).toBeLessThan(1.000001);
          }
          return true;
        },
      ),
    );
  });

  it('lineCreditAmount: a line credited in any parts adds up to the line exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 8 }),
        (sale, parts) => {
          const quantity = parts.reduce((t, q) => t + q, 0);
          const done = { quantity: 0, amount: 0 };
          for (const q of parts) {
            const a = lineCreditAmount({ quantity, sale }, q, done);
            expect(a).toBeGreaterThanOrEqual(0);
            done.quantity += q;
            done.amount += a;
          }
          expect(done.amount).toBe(sale);
        },
      ),
    );
  });
});
