// Issue 13 "Invoices, credit invoices and customer credit": creating an invoice of a booking, a group, a parked
// order, a customer's open charges or the till's right side (POST invoices/create), the list (GET invoices) and
// one invoice (GET invoices/:id), and a booking's Betalt / Kvar following its invoices. Every refusal is a
// Swedish 4xx that changes nothing; the same client_key is one invoice; the number series has no gaps.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { TEST_NOW, TEST_TODAY as TODAY } from '../helpers/testApp';
import { queryRows } from '../../server/db/client';
import {
  accommodationCharges,
  bookingGroups,
  charges,
  invoiceDrafts,
  invoiceSettings,
  invoices,
  parkedOrders,
  paymentApplications,
  paymentMethods,
  payments,
  products,
  salesItems,
} from '../../server/db/schema';
import { refreshInvoice } from '../../server/invoices/ledger';
import { createInvoice } from '../../server/invoices/createService';
import { addDays } from '../../src/domain/dates';
import { isLuhnValid, isValidOrgNumber } from '../../src/domain/numbers';
import { roundInvoiceTotal } from '../../src/domain/invoices';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import type { InvoiceDetail } from '../../src/contracts/invoices';

const s = bookingSuite();
const digest = () => databaseDigest(s.db);
let fee: typeof products.$inferSelect; // Bokningsavgift
let milk: typeof products.$inferSelect; // Mjölk 1,5 l, 23,90 kr
let bankgiro: number;
let keyN = 0;
const key = () => `invoice-test-${++keyN}`;
const TERM_10_DAYS = 3;
const TERM_DEPOSIT = 5; // 'Handpenning 25 %, resten 30 dagar före ankomst': needs a check-in

const create = (body: Record<string, unknown>, token?: string) =>
  s.post('invoices/create', { client_key: key(), payment_term_id: TERM_10_DAYS, ...body }, token);
const invoiceOf = async (body: Record<string, unknown>, token?: string): Promise<InvoiceDetail> => {
  const res = await create(body, token);
  expect(res.body.error_message).toBeNull();
  expect(res.status).toBe(200);
  return res.body.data.invoice;
};
const bookingOf = async (id: number) => (await s.get(`bookings/${id}`)).body.data.booking;
const cartOf = async (id: number) => (await s.get(`bookings/${id}/cart`)).body.data;
const lastNumber = async () => (await s.db.select({ n: invoiceSettings.lastInvoiceNumber }).from(invoiceSettings))[0].n;

/** A payment of `amount` öre applied to the invoice, as a registered bankgiro payment would be. */
async function pay(invoiceId: number, amount: number) {
  await s.db.transaction(async (tx) => {
    const [p] = await tx
      .insert(payments)
      .values({ paymentMethodId: bankgiro, amount, paidAt: TEST_NOW, transactionStatus: 'confirmed' })
      .returning();
    await tx
      .insert(paymentApplications)
      .values({ paymentId: p.id, invoiceId, paidAmount: amount, appliedAt: TEST_NOW });
    await refreshInvoice(tx, invoiceId, TEST_NOW);
  });
}

/** A booking of a fresh customer with two lodging lines (one 12,5 % off: an öre sum to round) and a fee. */
async function bookingWithLines(over: { customerId?: number; checkIn?: string; bookingNumber?: string } = {}) {
  const customerId = over.customerId ?? (await s.fx.customer()).id;
  const p = await s.fx.position();
  const checkIn = over.checkIn ?? '2026-07-20';
  const b = await s.fx.booking({
    positionId: p.id,
    customerId,
    checkIn,
    checkOut: addDays(checkIn, 3),
    ...(over.bookingNumber ? { bookingNumber: over.bookingNumber } : {}),
  });
  const acc = await s.db
    .insert(accommodationCharges)
    .values([
      {
        bookingId: b.id,
        positionId: p.id,
        start: checkIn,
        end: addDays(checkIn, 2),
        nights: 2,
        price: 78000,
        originalPrice: 78000,
        discountType: 'percent',
        discountValue: 1250,
      },
      {
        bookingId: b.id,
        positionId: p.id,
        start: addDays(checkIn, 2),
        end: addDays(checkIn, 3),
        nights: 1,
        price: 39000,
      },
    ])
    .returning();
  const [feeCharge] = await s.db
    .insert(charges)
    .values({ bookingId: b.id, productId: fee.id, quantity: 1000, price: fee.price, originalPrice: fee.price })
    .returning();
  return { b, p, acc, feeCharge, customerId, lines: 68250 + 39000 + fee.price };
}

beforeAll(async () => {
  [fee] = await s.db.select().from(products).where(eq(products.name, 'Bokningsavgift'));
  [milk] = await s.db.select().from(products).where(eq(products.name, 'Mjölk 1,5 l'));
  [{ id: bankgiro }] = await s.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.gateway, 'bankgiro'));
});

describe('the campsite as seller', () => {
  it('has its invoice settings seeded: legal name, a valid org number, the VAT number built from it', async () => {
    const [row] = await s.db.select().from(invoiceSettings);
    expect(row).toMatchObject({
      legalName: 'Demo Camping AB',
      bankgiro: '123-4567',
      ocrLengthDigit: true,
      fSkatt: true,
    });
    expect(isValidOrgNumber(row.orgNumber)).toBe(true);
    expect(row.vatNumber).toBe(`SE${row.orgNumber.replace('-', '')}01`);
    expect(row.vatNumber).toMatch(/^SE\d{10}01$/);
  });
});

describe('POST invoices/create', () => {
  it("invoices a booking: exactly the cart's lines, the total rounded, the next number, a valid OCR", async () => {
    const { b, acc, feeCharge, customerId, lines } = await bookingWithLines();
    const cart = await cartOf(b.id);
    const cartLines = [...cart.charges, ...cart.accommodation_charges].map((l: any) => l.total);
    expect(cartLines.reduce((t: number, x: number) => t + x, 0)).toBe(lines);
    const before = await bookingOf(b.id);
    const n = await lastNumber();
    s.rec.clear();

    const inv = await invoiceOf({ booking_id: b.id });
    const { total, rounding } = roundInvoiceTotal(lines);
    expect(rounding).not.toBe(0);
    expect(inv.sales_items.map((i) => i.sale).sort()).toEqual([...cartLines].sort());
    expect(inv.sales_items.reduce((t, i) => t + i.sale, 0) + inv.rounding).toBe(inv.total);
    expect(inv).toMatchObject({
      total,
      rounding,
      invoice_number: n + 1,
      invoice_date: TODAY,
      due_date: addDays(TODAY, 10),
      status: 'open',
      paid_amount: 0,
      credited_amount: 0,
      remaining_amount: total,
      is_credit_invoice: false,
      booking_id: b.id,
      booking_group_id: null,
      booking_number: b.bookingNumber,
      customer_id: customerId,
      customer_name: 'Tora Testsson',
      payment_term_id: TERM_10_DAYS,
      paymentTerm: '10 dagar',
      payment_options: ['surfboard'],
      url: null,
      print: `invoices/${inv.id}/pdf`,
      credit_invoice_ids: [],
      payment_applications: [],
      isOverdue: false,
    });
    expect(isLuhnValid(inv.ocr)).toBe(true);
    expect(inv.ocr.startsWith(String(inv.invoice_number))).toBe(true);
    expect(inv.vat_summary.reduce((t, v) => t + v.gross, 0)).toBe(lines);
    for (const v of inv.vat_summary) expect(v.vat + v.net).toBe(v.gross);
    expect(inv.customer_email).toMatch(/@example\.se$/);

    // The lines belong to the invoice now: the till no longer offers them, the booking shows them 'Fakturerad'.
    const [fc] = await s.db.select().from(charges).where(eq(charges.id, feeCharge.id));
    expect([fc.status, fc.invoiceId]).toEqual(['invoiced', inv.id]);
    const accRows = await s.db
      .select()
      .from(accommodationCharges)
      .where(
        inArray(
          accommodationCharges.id,
          acc.map((a) => a.id),
        ),
      );
    expect(accRows.map((a) => a.invoiceId)).toEqual([inv.id, inv.id]);
    expect(await cartOf(b.id)).toMatchObject({ charges: [], accommodation_charges: [] });
    const shown = (await s.get(`bookings/${b.id}/accommodation-charges`)).body.data.accommodation_charges;
    expect(shown.map((a: any) => a.status)).toEqual(['invoiced', 'invoiced']);

    // Totalt unchanged and Kvar unchanged until paid.
    const after = await bookingOf(b.id);
    expect(after.total_accommodation_amount).toBe(before.total_accommodation_amount);
    expect(after.remaining_accommodation_amount).toBe(before.remaining_accommodation_amount);

    const [draft] = await s.db.select().from(invoiceDrafts).where(eq(invoiceDrafts.invoiceId, inv.id));
    expect(draft).toMatchObject({ status: 'completed', bookingId: b.id, customerId });
    expect(s.rec.named('InvoiceUpdated')).toEqual([{ invoice_id: inv.id }]);
    expect(s.rec.named('InvoiceDraftUpdated')).toEqual([
      { invoice_draft_id: draft.id, booking_id: b.id, customer_id: customerId },
    ]);
    expect(s.rec.named('BookingSaved').map((e) => e.booking_id)).toEqual([b.id]);

    // GET invoices/:id answers the same invoice.
    const shownInvoice = await s.get(`invoices/${inv.id}`);
    expect(shownInvoice.status).toBe(200);
    expect(shownInvoice.body.data.invoice).toEqual(inv);
  });

  it("a part payment lowers the booking's Kvar by exactly that amount; paid in full the booking is paid", async () => {
    const { b, lines } = await bookingWithLines();
    const inv = await invoiceOf({ booking_id: b.id });
    const before = await bookingOf(b.id);
    await pay(inv.id, 50_000);
    const part = await bookingOf(b.id);
    expect(part.total_accommodation_amount).toBe(before.total_accommodation_amount);
    expect(part.remaining_accommodation_amount).toBe(before.remaining_accommodation_amount - 50_000);
    expect(part.paid_accommodation_amount).toBe(before.paid_accommodation_amount + 50_000);
    expect((await s.get(`invoices/${inv.id}`)).body.data.invoice).toMatchObject({
      status: 'partial',
      paid_amount: 50_000,
      remaining_amount: inv.total - 50_000,
    });

    await pay(inv.id, inv.total - 50_000);
    const paid = await bookingOf(b.id);
    expect([paid.remaining_accommodation_amount, paid.is_fully_paid]).toEqual([0, true]);
    expect(paid.paid_accommodation_amount).toBe(lines);
    const closed = (await s.get(`invoices/${inv.id}`)).body.data.invoice;
    expect(closed).toMatchObject({ status: 'closed', remaining_amount: 0, payment_options: [] });
    expect(closed.payment_applications).toHaveLength(2);
    expect(closed.payment_applications[0]).toMatchObject({
      paid_amount: 50_000,
      payment: { payment_method: { gateway: 'bankgiro' }, transaction_status: 'confirmed', surfboard_order: null },
      can_refund: false,
    });
  });

  it("invoices a group: its members' lines on one invoice, a payment allotted to the members in booking-id order", async () => {
    const customer = await s.fx.customer({ givenName: 'Greta', surname: 'Gruppsson' });
    const [g] = await s.db
      .insert(bookingGroups)
      .values({ bookingNumber: '2026-G9901', name: 'Familjen Gruppsson', customerId: customer.id })
      .returning();
    const first = await bookingWithLines({ customerId: customer.id, checkIn: '2026-08-03' });
    const second = await bookingWithLines({ customerId: customer.id, checkIn: '2026-07-28' });
    await queryRows(
      s.db,
      sql`update bookings set booking_group_id = ${g.id} where id in (${first.b.id}, ${second.b.id})`,
    );
    const [groupFee] = await s.db
      .insert(charges)
      .values({ bookingGroupId: g.id, productId: fee.id, quantity: 1000, price: fee.price })
      .returning();
    const before = [await bookingOf(first.b.id), await bookingOf(second.b.id)];

    const inv = await invoiceOf({ booking_group_id: g.id, payment_term_id: TERM_DEPOSIT });
    expect(inv).toMatchObject({ booking_group_id: g.id, booking_id: null, customer_id: customer.id });
    expect(inv.customer_name).toBe('Greta Gruppsson');
    expect(inv.sales_items).toHaveLength(7);
    expect(inv.sales_items.reduce((t, i) => t + i.sale, 0)).toBe(first.lines + second.lines + fee.price);
    // The earliest check-in (2026-07-28) is under 90 days away: no deposit; due 30 days before it, at least 5 days on.
    expect(inv).toMatchObject({ deposit_amount: null, due_date: addDays(TODAY, 5) });
    const [gf] = await s.db.select().from(charges).where(eq(charges.id, groupFee.id));
    expect(gf.status).toBe('invoiced');

    // Less than the first booking's lines: it all goes to the first (lower id) booking.
    await pay(inv.id, 60_000);
    let now = [await bookingOf(first.b.id), await bookingOf(second.b.id)];
    expect(now[0].remaining_accommodation_amount).toBe(before[0].remaining_accommodation_amount - 60_000);
    expect(now[1].remaining_accommodation_amount).toBe(before[1].remaining_accommodation_amount);
    // Past the first booking's lines: the first is paid, the rest goes to the second; the shares sum to the paid.
    await pay(inv.id, first.lines);
    now = [await bookingOf(first.b.id), await bookingOf(second.b.id)];
    expect(now[0].remaining_accommodation_amount).toBe(0);
    expect(now[1].remaining_accommodation_amount).toBe(second.lines - 60_000);
    const shares = now.map((x, i) => x.paid_accommodation_amount - before[i].paid_accommodation_amount);
    expect(shares[0] + shares[1]).toBe(60_000 + first.lines);
  });

  it('invoices a parked order for a named customer and closes the order', async () => {
    const [order] = await s.db.insert(parkedOrders).values({ name: 'Fakturanota' }).returning();
    await s.db.insert(charges).values([
      { parkedOrderId: order.id, productId: milk.id, quantity: 3000, price: 2390 },
      { parkedOrderId: order.id, productId: fee.id, quantity: 1000, price: fee.price },
    ]);
    const customer = await s.fx.customer({ isOrg: true, orgName: 'Fakturabolaget AB' });

    const before = await digest();
    const noCustomer = await create({ parked_order_id: order.id });
    expect([noCustomer.status, noCustomer.body.error_message]).toEqual([422, INVOICE_TEXTS.noCustomer]);
    // An order has no check-in: a term counting days before it does not fit.
    const term = await create({ parked_order_id: order.id, customer_id: customer.id, payment_term_id: TERM_DEPOSIT });
    expect([term.status, term.body.error_message]).toEqual([422, 'Villkoren ej kompatibla']);
    expect(await digest()).toEqual(before);

    s.rec.clear();
    const inv = await invoiceOf({ parked_order_id: order.id, customer_id: customer.id });
    expect(inv).toMatchObject({ customer_name: 'Fakturabolaget AB', booking_id: null, booking_number: null });
    expect(inv.sales_items.map((i) => [i.product_name, i.quantity, i.sale])).toEqual([
      ['Mjölk 1,5 l', 3000, 7170],
      ['Bokningsavgift', 1000, fee.price],
    ]);
    const [o] = await s.db.select().from(parkedOrders).where(eq(parkedOrders.id, order.id));
    expect(o.deletedAt).not.toBeNull();
    expect(s.rec.named('ParkedOrderRemoved')).toEqual([{ parked_order_id: order.id }]);
  });

  it("invoices a customer's open charges: every live booking's unpaid lines, never a cancelled one's", async () => {
    const customer = await s.fx.customer({ givenName: 'Kajsa', surname: 'Kundsson' });
    const a = await bookingWithLines({ customerId: customer.id });
    const c = await bookingWithLines({ customerId: customer.id, checkIn: '2026-08-10' });
    const cancelled = await bookingWithLines({ customerId: customer.id, checkIn: '2026-08-20' });
    await queryRows(s.db, sql`update bookings set deleted_at = now() where id = ${cancelled.b.id}`);
    // One of a's lines is paid already at the till: only what is still open goes on the invoice.
    await queryRows(s.db, sql`update charges set status = 'paid' where id = ${a.feeCharge.id}`);

    const inv = await invoiceOf({ customer_id: customer.id });
    expect(inv).toMatchObject({ customer_id: customer.id, booking_id: null });
    expect(inv.sales_items.reduce((t, i) => t + i.sale, 0)).toBe(a.lines - fee.price + c.lines);
    const onIt = await s.db.select().from(salesItems).where(eq(salesItems.invoiceId, inv.id));
    expect(onIt.some((i) => cancelled.acc.some((x) => x.id === i.accommodationChargeId))).toBe(false);
    expect((await cartOf(cancelled.b.id)).accommodation_charges).toHaveLength(2);

    // Nothing left: refused. One booking with lines: the invoice is that booking's.
    const again = await create({ customer_id: customer.id });
    expect([again.status, again.body.error_message]).toEqual([422, INVOICE_TEXTS.nothingToInvoice]);
    const d = await bookingWithLines({ customerId: customer.id });
    expect((await invoiceOf({ customer_id: customer.id })).booking_id).toBe(d.b.id);
  });

  it("invoices the till's right side (a cashier's 'Fakturera'): only the chosen lines", async () => {
    const { b, acc, feeCharge } = await bookingWithLines();
    const inv = await invoiceOf(
      { booking_id: b.id, charge_ids: [feeCharge.id], accommodation_charge_ids: [acc[1].id] },
      s.kassa,
    );
    expect(inv.sales_items.map((i) => i.sale)).toEqual([fee.price, 39000]);
    const cart = await cartOf(b.id);
    expect([cart.charges, cart.accommodation_charges.map((x: any) => x.id)]).toEqual([[], [acc[0].id]]);
    // The cashier creates but does not browse invoices.
    expect((await s.get('invoices', {}, s.kassa)).status).toBe(403);
    expect((await s.get(`invoices/${inv.id}`, {}, s.kassa)).status).toBe(403);
  });

  it('free lines of the till need a customer, and are priced as the till prices them', async () => {
    const customer = await s.fx.customer();
    const before = await digest();
    const noCustomer = await create({ items: [{ product_id: milk.id, quantity: 2000 }] });
    expect([noCustomer.status, noCustomer.body.error_message]).toEqual([422, INVOICE_TEXTS.noCustomer]);
    expect(await digest()).toEqual(before);
    const inv = await invoiceOf({
      items: [{ product_id: milk.id, quantity: 2000, price: 2000 }],
      customer_id: customer.id,
    });
    expect(inv.sales_items).toMatchObject([
      { product_name: milk.name, quantity: 2000, price: 2000, discount_type: 'fixed', sale: 4000 },
    ]);
    expect(inv.total).toBe(4000);
  });

  it('refuses with the Swedish texts and changes nothing', async () => {
    const { b, acc, feeCharge } = await bookingWithLines();
    const customer = await s.fx.customer();
    const before = await digest();
    const n = await lastNumber();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ booking_id: b.id, payment_term_id: 999 }, 422, INVOICE_TEXTS.unknownPaymentTerm],
      [{ booking_id: 999_999 }, 422, 'Bokningen finns inte.'],
      [{ booking_group_id: 999_999 }, 422, 'Gruppbokningen finns inte.'],
      [{ parked_order_id: 999_999, customer_id: customer.id }, 422, 'Den parkerade notan hittades inte.'],
      [{ booking_id: b.id, parked_order_id: 1 }, 422, INVOICE_TEXTS.oneSource],
      [{ customer_id: customer.id, charge_ids: [feeCharge.id] }, 422, INVOICE_TEXTS.idsNeedOwner],
      [{}, 422, INVOICE_TEXTS.noCustomer],
      [{ customer_id: customer.id }, 422, INVOICE_TEXTS.nothingToInvoice],
      [{ booking_id: b.id, customer_id: 999_999 }, 422, INVOICE_TEXTS.unknownCustomer],
      [{ booking_id: b.id, charge_ids: [], accommodation_charge_ids: [] }, 422, INVOICE_TEXTS.nothingToInvoice],
      [
        { booking_id: b.id, accommodation_charge_ids: [acc[0].id, 999_999] },
        422,
        'Någon av logiavgifterna är redan betald eller finns inte.',
      ],
      [
        {
          booking_id: b.id,
          items: [{ product_id: milk.id, quantity: -5000 }],
          charge_ids: [],
          accommodation_charge_ids: [],
        },
        422,
        INVOICE_TEXTS.notPositiveTotal,
      ],
      [{ booking_id: b.id, client_key: 'short' }, 422, ''],
      [{ booking_id: 'x' }, 422, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(body);
      expect([res.status, body]).toEqual([status, body]);
      if (message) expect(res.body.error_message).toBe(message);
      else expect(res.body.error_message).toMatch(/\S/);
    }
    expect(await digest()).toEqual(before);
    expect(await lastNumber()).toBe(n);
    // Everything invoiced: nothing left to invoice.
    await invoiceOf({ booking_id: b.id });
    const none = await create({ booking_id: b.id });
    expect([none.status, none.body.error_code, none.body.error_message]).toEqual([
      422,
      'nothing_to_invoice',
      INVOICE_TEXTS.nothingToInvoice,
    ]);
  });

  it('is idempotent: the same client_key twice, over HTTP or from the service, is one invoice', async () => {
    const { b } = await bookingWithLines();
    const body = { client_key: 'same-key-twice-1', payment_term_id: TERM_10_DAYS, booking_id: b.id };
    const [one, two] = await Promise.all([s.post('invoices/create', body), s.post('invoices/create', body)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body.data.invoice.id).toBe(one.body.data.invoice.id);
    const three = await s.post('invoices/create', body);
    expect(three.body.data.invoice.id).toBe(one.body.data.invoice.id);
    const deps = { db: s.db, now: TEST_NOW, today: TODAY, publish: async () => {} };
    const four = await createInvoice(deps, body);
    expect(four.invoice.id).toBe(one.body.data.invoice.id);
    const rows = await s.db.select().from(invoices).where(eq(invoices.clientKey, body.client_key));
    expect(rows).toHaveLength(1);

    // Two calls of the service at once with one new key (no router in between): the loser answers the winner's.
    const other = await bookingWithLines();
    const twin = { client_key: 'same-key-twice-2', payment_term_id: TERM_10_DAYS, booking_id: other.b.id };
    const [x, y] = await Promise.all([createInvoice(deps, twin), createInvoice(deps, twin)]);
    expect(y.invoice.id).toBe(x.invoice.id);
    expect(await s.db.select().from(invoices).where(eq(invoices.clientKey, twin.client_key))).toHaveLength(1);
  });

  it('10 concurrent creates of one booking: each line on exactly one invoice, the numbers unbroken', async () => {
    const { b, acc, feeCharge } = await bookingWithLines();
    const more = await s.db
      .insert(accommodationCharges)
      .values(
        [0, 1, 2].map((i) => ({
          bookingId: b.id,
          start: addDays('2026-08-01', i),
          end: addDays('2026-08-01', i + 1),
          nights: 1,
          price: 30_000 + i,
        })),
      )
      .returning();
    const accIds = [...acc, ...more].map((a) => a.id);
    // Half ask for one lodging line each (two for the same line), half for the whole booking.
    const bodies = accIds.map((id) => ({ booking_id: b.id, charge_ids: [], accommodation_charge_ids: [id] }));
    const all = [...bodies, { booking_id: b.id, accommodation_charge_ids: [accIds[0]], charge_ids: [] }];
    while (all.length < 10) all.push({ booking_id: b.id } as never);
    const results = await Promise.all(all.map((body) => create(body)));
    for (const r of results) expect([200, 422]).toContain(r.status);
    for (const r of results.filter((x) => x.status === 422)) expect(r.body.error_message).toMatch(/\S/);
    const ok = results.filter((r) => r.status === 200).map((r) => r.body.data.invoice as InvoiceDetail);
    expect(ok.length).toBeGreaterThanOrEqual(1);

    const items = await s.db
      .select()
      .from(salesItems)
      .where(
        inArray(
          salesItems.invoiceId,
          ok.map((i) => i.id),
        ),
      );
    const accCount = new Map<number, number>();
    for (const i of items)
      if (i.accommodationChargeId)
        accCount.set(i.accommodationChargeId, (accCount.get(i.accommodationChargeId) ?? 0) + 1);
    expect(accIds.map((id) => accCount.get(id))).toEqual(accIds.map(() => 1));
    expect(items.filter((i) => i.chargeId === feeCharge.id)).toHaveLength(1);
    expect(await cartOf(b.id)).toMatchObject({ charges: [], accommodation_charges: [] });

    const numbers = (
      await s.db.select({ n: invoices.invoiceNumber }).from(invoices).orderBy(invoices.invoiceNumber)
    ).map((r) => r.n);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
    expect(numbers.at(-1)).toBe(await lastNumber());
  });
});

describe('GET invoices and GET invoices/:id', () => {
  let customerId: number;
  const made: InvoiceDetail[] = [];

  beforeAll(async () => {
    customerId = (await s.fx.customer({ givenName: 'Lista', surname: 'Listadotter' })).id;
    for (let i = 0; i < 3; i++) {
      const { b } = await bookingWithLines({ customerId, bookingNumber: `2026-7700${i}` });
      made.push(await invoiceOf({ booking_id: b.id }));
    }
    // The first is overdue, the second paid, and a credit invoice of the third.
    await queryRows(s.db, sql`update invoices set due_date = ${addDays(TODAY, -1)} where id = ${made[0].id}`);
    await pay(made[1].id, made[1].total);
    const [credit] = await s.db
      .insert(invoices)
      .values({
        invoiceNumber: (await lastNumber()) + 1,
        invoiceDate: TODAY,
        totalAmount: -10_000,
        isCreditInvoice: true,
        originalInvoiceId: made[2].id,
        customerId,
        customerName: made[2].customer_name,
        ocr: '0',
        status: 'open',
      })
      .returning();
    await queryRows(s.db, sql`update invoice_settings set last_invoice_number = last_invoice_number + 1`);
    made.push({ ...made[2], id: credit.id });
  });

  const list = async (query: Record<string, string>) => {
    const res = await s.get('invoices', { customer_id: String(customerId), ...query });
    expect(res.status).toBe(200);
    return res.body.data as { invoices: any[]; total_count: number; offset: number };
  };
  const ids = (l: { invoices: any[] }) => l.invoices.map((i) => i.id);

  it('lists newest first, filters, pages and counts', async () => {
    const all = await list({});
    expect(ids(all)).toEqual([made[3].id, made[2].id, made[1].id, made[0].id]);
    expect(all.total_count).toBe(4);
    expect(all.invoices[0]).toMatchObject({ is_credit_invoice: true, original_invoice_number: made[2].invoice_number });
    expect(all.invoices[3]).toMatchObject({ isOverdue: true, booking_number: '2026-77000' });
    expect(ids(await list({ filter: 'unpaid' }))).toEqual([made[2].id, made[0].id]);
    expect(ids(await list({ filter: 'overdue' }))).toEqual([made[0].id]);
    expect(ids(await list({ filter: 'paid' }))).toEqual([made[1].id]);
    expect(ids(await list({ filter: 'credit' }))).toEqual([made[3].id]);
    const page = await list({ offset: '1', limit: '2' });
    expect([ids(page), page.total_count, page.offset]).toEqual([[made[2].id, made[1].id], 4, 1]);
    expect((await list({ offset: '10' })).invoices).toEqual([]);
  });

  it("sort=booking ('Gruppera per bokning') keeps a booking's invoices together, newest booking first, the rest last", async () => {
    // made[3] is a credit invoice without a booking: after every booking's invoices.
    expect(ids(await list({ sort: 'booking' }))).toEqual([made[2].id, made[1].id, made[0].id, made[3].id]);
    expect((await s.get('invoices', { sort: 'oldest' })).status).toBe(422);
  });

  it('searches by invoice number, OCR prefix, booking number and customer name', async () => {
    const q = async (text: string) => ids(await list({ q: text }));
    expect(await q(String(made[1].invoice_number))).toEqual([made[1].id]);
    expect(await q(made[2].ocr)).toEqual([made[2].id]);
    expect(await q('2026-77001')).toEqual([made[1].id]);
    expect(await q('LISTAdotter')).toHaveLength(4);
    expect(await q('ingen_sådan%')).toEqual([]);
    // Without the customer filter the name still finds them all, and the booking filter finds its own.
    const byName = (await s.get('invoices', { q: 'Listadotter' })).body.data;
    expect(byName.total_count).toBe(4);
    const byBooking = (await s.get('invoices', { booking_id: String(made[0].booking_id) })).body.data;
    expect(byBooking.invoices.map((i: any) => i.id)).toEqual([made[0].id]);
  });

  it('answers 404 with a Swedish message for an unknown invoice and 4xx for bad ids', async () => {
    const res = await s.get('invoices/999999');
    expect([res.status, res.body.error_message]).toEqual([404, INVOICE_TEXTS.notFound]);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const r = await s.get(`invoices/${bad}`);
      expect(r.status >= 400 && r.status < 500).toBe(true);
    }
    const badQueries: Record<string, string>[] = [
      { limit: '501' },
      { offset: '-1' },
      { filter: 'x' },
      { booking_id: 'x' },
    ];
    for (const query of badQueries) {
      expect((await s.get('invoices', query)).status).toBe(422);
    }
  });

  it('shows the payments, the paid total and no payment link once paid', async () => {
    const inv = (await s.get(`invoices/${made[1].id}`)).body.data.invoice as InvoiceDetail;
    expect(inv).toMatchObject({ status: 'closed', remaining_amount: 0, payment_options: [], url: null });
    expect(inv.payment_applications.map((a) => a.paid_amount)).toEqual([made[1].total]);
    const rows = await s.db
      .select()
      .from(paymentApplications)
      .where(and(eq(paymentApplications.invoiceId, made[1].id), isNotNull(paymentApplications.paymentId)));
    expect(rows).toHaveLength(1);
  });
});
