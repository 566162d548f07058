// Completing a cancellation and reversing it (design C5–C7): exactly one final invoice, one balancing credit
// invoice or none, with the settlement lines and total = payable (rounded as every invoice); the booking cancelled,
// its unsold lines gone from the till; a credit for what was paid (by invoice, or at the till) paid out with
// 'Registrera en utbetalning'; 'Ångra avbokning' undoing each; idempotency, concurrency and a changed preview.
import { describe, expect, it } from 'vitest';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { TEST_TODAY } from '../helpers/testApp';
import { payOnInvoice } from '../helpers/invoiceFixtures';
import { BANKGIRO, BANKGIRO_ACCOUNT, cancellationKit, ckey, FEE, POLICY } from '../helpers/cancellationFixtures';
import { accommodationCharges, charges, idempotencyKeys, invoices } from '../../server/db/schema';
import { CANCELLATION_TEXTS as T } from '../../src/domain/cancellation';
import type { InvoiceDetail } from '../../src/contracts/invoices';

const s = bookingSuite();
const k = cancellationKit(s);

async function refused(send: () => Promise<{ status: number; body: any }>, status: number, text: string) {
  const before = await databaseDigest(s.db);
  const res = await send();
  expect([res.status, res.body.error_message]).toEqual([status, text]);
  expect(await databaseDigest(s.db)).toEqual(before);
  return res;
}

/** Every invoice of the booking (its own), oldest first. */
const invoicesOf = (bookingId: number) =>
  s.db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(invoices.id);
const liveLines = async (bookingId: number) => {
  const ch = await s.db
    .select()
    .from(charges)
    .where(and(eq(charges.bookingId, bookingId), isNull(charges.deletedAt)));
  const ac = await s.db
    .select()
    .from(accommodationCharges)
    .where(and(eq(accommodationCharges.bookingId, bookingId), isNull(accommodationCharges.deletedAt)));
  return ch.length + ac.length;
};
const money = async (bookingId: number) => {
  const b = (await s.get(`bookings/${bookingId}`)).body.data.booking;
  return {
    total: b.total_accommodation_amount,
    paid: b.paid_accommodation_amount,
    left: b.remaining_accommodation_amount,
  };
};
const lines = (inv: InvoiceDetail) => inv.sales_items.map((l) => [l.product_name, l.sale, l.vat_rate]);
const show = async (id: number) => (await s.get('booking-cancellations/show', { booking_id: String(id) })).body.data;

describe('a late cancellation with nothing paid: a final invoice of what is kept', () => {
  it('Standard 20 days before: half the lodging and the booking fee, the booking cancelled, the till’s cart empty', async () => {
    const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 20 });
    const before = await money(booking.id);
    s.rec.clear();
    const { shown, done } = await k.cancel(booking.id);
    expect(shown.preview.payable_amount).toBe(45000 + FEE);
    const inv = done.invoice as InvoiceDetail;
    expect(inv).toMatchObject({
      is_credit_invoice: false,
      total: 49900,
      rounding: 0,
      booking_id: booking.id,
      status: 'open',
    });
    expect(lines(inv)).toEqual([
      [`Avbokning: ${T.lodgingRow(booking.checkIn, booking.checkOut)}`, 45000, 1200],
      ['Avbokning: Bokningsavgift', FEE, 2500],
    ]);
    expect(shown.settlement_lines.map((l: any) => [l.title, l.amount, l.vat_rate])).toEqual(lines(inv));
    expect(done.booking).toMatchObject({ id: booking.id, cancellation_status: 'Avslutad' });
    expect(done.booking.deleted_at).toBeTruthy();
    expect(done.booking_cancellation).toMatchObject({
      status_text: 'Avslutad',
      settlement_invoice: { id: inv.id, is_credit_invoice: false, total: 49900 },
      completed_page: {
        selected_option_text: T.optionPolicy,
        change_description: T.finalInvoiceCreated(49900),
      },
    });
    expect(done.booking_cancellation.completed_page.final_specification).toEqual(shown.preview.specification_list);
    expect(await liveLines(booking.id)).toBe(0);
    const cart = (await s.get(`bookings/${booking.id}/cart`)).body.data;
    expect([...cart.charges, ...cart.accommodation_charges]).toEqual([]);
    expect((await invoicesOf(booking.id)).length).toBe(1);
    expect(s.rec.events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['BookingSaved', 'BookingRemoved', 'InvoiceUpdated', 'InvoiceDraftUpdated']),
    );
    expect(await show(booking.id)).toMatchObject({
      start_page: 'completed_page',
      chip: { label: 'Avslutad', tone: 'success' },
    });

    // 'Ångra avbokning': the final invoice credited in full, the lines back, Betalt/Kvar as before.
    const back = await k.reverse(booking.id);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.booking).toMatchObject({ deleted_at: null, cancellation_status: null });
    expect(back.body.data.invoice).toMatchObject({
      is_credit_invoice: true,
      total: -49900,
      original_invoice_id: inv.id,
    });
    expect((await s.get(`invoices/${inv.id}`)).body.data.invoice).toMatchObject({
      status: 'closed',
      remaining_amount: 0,
    });
    expect(await liveLines(booking.id)).toBe(4);
    expect(await money(booking.id)).toEqual(before);
    expect(await show(booking.id)).toMatchObject({ booking_cancellation: null, start_page: 'start_page' });
  });

  it('the minimum fee tops the kept part up, and a payable in öre is rounded on the invoice', async () => {
    const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 20, nights: [6051], fee: false });
    const { done } = await k.cancel(booking.id);
    expect(lines(done.invoice)).toEqual([
      [`Avbokning: ${T.lodgingRow(booking.checkIn, booking.checkOut)}`, 3025, 1200],
      [T.minimumFeeLine, 1875, 1200],
    ]);
    expect(done.invoice).toMatchObject({ total: 4900, rounding: 0 });

    const late = await k.booking({ policy: POLICY.flexible, daysBefore: -1, nights: [12345], fee: false });
    const lateDone = await k.cancel(late.booking.id);
    expect(lateDone.shown.preview.payable_amount).toBe(12345);
    expect(lateDone.done.invoice).toMatchObject({ total: 12300, rounding: -45 });
    expect(lateDone.done.invoice.sales_items.reduce((t: number, l: any) => t + l.sale, 0)).toBe(12345);
  });
});

describe('a cancellation in the free period of a booking already billed: one balancing credit invoice', () => {
  it('paid by invoice: a credit of all but the booking fee, paid out, and then it cannot be reversed here', async () => {
    const { booking } = await k.booking({ policy: POLICY.flexible, daysBefore: 10 });
    const made = await s.post('invoices/create', {
      client_key: ckey('inv'),
      payment_term_id: 4,
      booking_id: booking.id,
    });
    const original = made.body.data.invoice as InvoiceDetail;
    await payOnInvoice(s, original.id, booking.customerId!, original.total);
    const { shown, done } = await k.cancel(booking.id);
    expect(shown.preview).toMatchObject({ paid_amount: 94900, total_after: FEE, payable_amount: -90000 });
    const credit = done.invoice as InvoiceDetail;
    expect(credit).toMatchObject({
      is_credit_invoice: true,
      total: -90000,
      original_invoice_id: original.id,
      remaining_amount: -90000,
      credit_applications: [],
    });
    expect(lines(credit)).toEqual([[`Avbokning: ${T.lodgingRow(booking.checkIn, booking.checkOut)}`, -90000, 1200]]);
    expect(done.booking_cancellation.completed_page.change_description).toBe(T.creditInvoiceCreated(90000));
    expect((await invoicesOf(booking.id)).length).toBe(2);

    const out = await s.post('invoices/register-payment', {
      client_key: ckey('out'),
      invoice_id: credit.id,
      payment_method_id: BANKGIRO,
      account_id: BANKGIRO_ACCOUNT,
      date: TEST_TODAY,
      amount: 90000,
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.data.invoice).toMatchObject({ status: 'closed', remaining_amount: 0 });
    await refused(() => k.reverse(booking.id), 422, T.refundAlreadyMade);
  });

  it('paid at the till: a credit with no original, undone by an invoice of the same lines', async () => {
    const { booking } = await k.booking({
      policy: POLICY.flexible,
      daysBefore: 10,
      extras: [{ name: 'Gasol P11 byte', price: 39900 }],
    });
    expect(await k.payAtTill(booking.id)).toBe(90000 + FEE + 39900);
    const before = await money(booking.id);
    const { shown, done } = await k.cancel(booking.id);
    expect(shown.preview).toMatchObject({ paid_amount: 134800, payable_amount: -(90000 + 39900) });
    expect(done.invoice).toMatchObject({ is_credit_invoice: true, total: -129900, original_invoice_id: null });
    expect(lines(done.invoice).map((l) => l[2])).toEqual([1200, 2500]);

    const back = await k.reverse(booking.id);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const undo = back.body.data.invoice as InvoiceDetail;
    expect(undo).toMatchObject({ is_credit_invoice: false, total: 129900, status: 'closed', remaining_amount: 0 });
    expect(lines(undo)).toEqual(lines(done.invoice).map(([n, sale, v]) => [n, -(sale as number), v]));
    expect((await s.get(`invoices/${done.invoice.id}`)).body.data.invoice).toMatchObject({
      status: 'closed',
      remaining_amount: 0,
    });
    expect(await money(booking.id)).toEqual(before);
  });

  it('invoiced, not paid: the credit takes the invoice down to the fee; reversed, the invoice is as it was', async () => {
    const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 45 });
    const original = (
      await s.post('invoices/create', { client_key: ckey('inv'), payment_term_id: 4, booking_id: booking.id })
    ).body.data.invoice as InvoiceDetail;
    const before = await money(booking.id);
    const { done } = await k.cancel(booking.id);
    expect(done.invoice).toMatchObject({ total: -90000, remaining_amount: 0, status: 'closed' });
    expect((await s.get(`invoices/${original.id}`)).body.data.invoice).toMatchObject({
      remaining_amount: FEE,
      credited_amount: 90000,
    });
    expect((await k.reverse(booking.id)).status).toBe(200);
    expect((await s.get(`invoices/${original.id}`)).body.data.invoice).toMatchObject({
      remaining_amount: 94900,
      credited_amount: 0,
    });
    expect(await money(booking.id)).toEqual(before);
  });
});

describe('the certificate (document request) and the manual specification', () => {
  it('mails the instructions, waits, and an approved certificate refunds all but the booking fee', async () => {
    const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 5 });
    const chosen = (await k.select(booking.id, 'document')).body.data.booking_cancellation;
    await refused(() => k.complete(booking.id, 0), 422, T.documentNotRequested);
    await refused(
      () =>
        s.post('booking-cancellations/confirm-document-request', {
          booking_cancellation_id: chosen.id,
          has_valid_document: true,
        }),
      422,
      T.documentNotRequested,
    );
    s.rec.clear();
    const sent = await s.post('booking-cancellations/send-document-request', { bookingCancellationId: chosen.id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({
      status: 'success',
      booking_cancellation: { status_text: 'Inväntar dokument', approval_request: { approved_at: null } },
      email: { title: `Intyg för avbokning ${booking.bookingNumber}`, kind: 'document_request' },
    });
    expect(s.rec.named('EmailSaved')[0]).toMatchObject({ booking_id: booking.id });
    expect(await show(booking.id)).toMatchObject({
      start_page: 'document_request_page',
      chip: { label: 'Inväntar dokument', tone: 'warning' },
    });
    await refused(() => k.complete(booking.id, 0), 422, T.documentNotAnswered);

    const denied = await s.post('booking-cancellations/confirm-document-request', {
      booking_cancellation_id: chosen.id,
      has_valid_document: false,
    });
    expect(denied.body.data.preview.payable_amount).toBe(94900);
    const approved = await s.post('booking-cancellations/confirm-document-request', {
      booking_cancellation_id: chosen.id,
      has_valid_document: true,
    });
    expect(approved.body.data).toMatchObject({
      booking_cancellation: { status_text: 'Oavslutad', approval_request: { has_valid_document: true } },
      preview: { total_after: FEE, payable_amount: FEE },
      final_button_text: T.finishAndInvoice,
    });
    expect(await show(booking.id)).toMatchObject({ start_page: 'preview_page' });
    const done = await k.complete(booking.id, FEE);
    expect(lines(done.body.data.invoice)).toEqual([['Avbokning: Bokningsavgift', FEE, 2500]]);
    const mail = await s.post('booking-cancellations/send-confirmation', { booking_id: booking.id });
    expect(mail.body.data.email).toMatchObject({
      title: `Avbokningsbekräftelse ${booking.bookingNumber}`,
      kind: 'cancellation',
    });
  });

  it('completes with the staff’s own rows, kept on the cancellation', async () => {
    const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 5 });
    await refused(
      () => s.post('booking-cancellations/send-confirmation', { booking_id: booking.id }),
      422,
      T.notCompleted,
    );
    await k.select(booking.id, 'manual');
    const typed = [{ refund_amount: 60000 }, { refund_amount: 0 }];
    const p = (await k.preview(booking.id, typed)).body.data.preview;
    expect(p.payable_amount).toBe(34900);
    const done = await k.complete(booking.id, p.payable_amount, ckey(), typed);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.booking_cancellation.preview).toEqual(p);
    expect(done.body.data.invoice.total).toBe(34900);
  });
});

describe('one completion, whatever is sent', () => {
  it('the same client_key twice is one invoice; five desks at once make one cancellation and one invoice', async () => {
    const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 20 });
    await k.select(booking.id, 'policy');
    const key = ckey('same');
    const first = await k.complete(booking.id, 49900, key);
    const again = await k.complete(booking.id, 49900, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.data.invoice.id).toBe(first.body.data.invoice.id);
    expect((await invoicesOf(booking.id)).length).toBe(1);
    const second = await k.booking({ policy: POLICY.standard, daysBefore: 20 });
    // Once the router has forgotten the key (its answers live a day), the cancellation's own client_key answers.
    await s.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const later = await k.complete(booking.id, 49900, key);
    expect([later.status, later.body.data.invoice.id]).toEqual([200, first.body.data.invoice.id]);
    await s.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    await refused(() => k.complete(second.booking.id, 49900, key), 422, T.clientKeyUsed);
    expect(await liveLines(second.booking.id)).toBe(4);

    const many = await k.booking({ policy: POLICY.standard, daysBefore: 20 });
    await k.select(many.booking.id, 'policy');
    const all = await Promise.all([1, 2, 3, 4, 5].map(() => k.complete(many.booking.id, 49900)));
    expect(all.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(all.filter((r) => r.status === 422).map((r) => r.body.error_message)).toEqual(
      Array(4).fill('Bokningen är redan avbokad.'),
    );
    expect((await invoicesOf(many.booking.id)).length).toBe(1);
    const [n] = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(or(eq(invoices.bookingId, many.booking.id)));
    expect(n.n).toBe(1);
  });

  it('a preview that changed before completion is refused 409 and nothing changes', async () => {
    const { booking } = await k.booking({ policy: POLICY.standard, daysBefore: 20 });
    await k.select(booking.id, 'policy');
    const seen = (await k.preview(booking.id)).body.data.preview.payable_amount;
    await s.db
      .insert(charges)
      .values({ bookingId: booking.id, productId: await k.productId('Gasol P11 byte'), quantity: 1000, price: 39900 });
    await refused(() => k.complete(booking.id, seen), 409, T.previewChanged);
    expect((await k.preview(booking.id)).body.data.preview.payable_amount).toBe(seen + 19950);
  });
});
