import { describe, expect, it } from 'vitest';
import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import { TEST_NOW } from '../helpers/testApp';
import { refreshInvoice } from '../../server/invoices/ledger';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import {
  accommodationCharges,
  charges,
  emails,
  invoices,
  paymentApplications,
  paymentMethods,
  payments,
  products,
  receipts,
  registers,
  salesItems,
} from '../../server/db/schema';

const s = bookingSuite();

const { get, post } = s;
const at = (local: string) => new Date(`${local}+02:00`);

describe('the booking pane tabs (bookings.md 2, 7)', () => {
  it('lists receipts and invoices linked directly or through what they sold, with what is left to pay', async () => {
    const db = s.db;
    const p = await s.fx.position();
    const c = await s.fx.customer();
    const b = await s.fx.booking({ positionId: p.id, customerId: c.id, checkIn: '2026-07-20', checkOut: '2026-07-23' });
    const other = await s.fx.booking({ positionId: p.id, checkIn: '2026-08-20', checkOut: '2026-08-23' });
    const [register] = await db.select().from(registers).orderBy(asc(registers.id)).limit(1);
    const [product] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
    const [method] = await db.select().from(paymentMethods).orderBy(asc(paymentMethods.id)).limit(1);
    const receipt = async (serial: number | null, total: number, createdAt: Date, bookingId: number | null = null) =>
      (
        await db
          .insert(receipts)
          .values({
            registerId: register.id,
            receiptSerial: serial,
            receiptStatus: 'complete',
            total,
            createdAt,
            bookingId,
          })
          .returning()
      )[0];
    const direct = await receipt(900_001, 10_000, at('2026-07-01T10:00'), b.id);
    const viaCharge = await receipt(900_002, 4_500, at('2026-07-02T10:00'));
    const viaAccommodation = await receipt(900_003, 30_000, at('2026-07-03T10:00'));
    await receipt(null, 999, at('2026-07-04T10:00'), b.id); // never registered: not a receipt
    await receipt(900_004, 777, at('2026-07-05T10:00'), other.id);
    const [charge] = await db
      .insert(charges)
      .values({
        bookingId: b.id,
        productId: product.id,
        quantity: 2000,
        price: 2250,
        status: 'paid',
        receiptId: viaCharge.id,
        positionId: p.id,
      })
      .returning();
    const [parked] = await db
      .insert(charges)
      .values({ bookingId: b.id, productId: product.id, quantity: 1000, price: 1500, status: 'parked', note: 'Ved' })
      .returning();
    const [acc] = await db
      .insert(accommodationCharges)
      .values({ bookingId: b.id, positionId: p.id, start: '2026-07-20', end: '2026-07-23', nights: 3, price: 30_000 })
      .returning();
    await db.insert(salesItems).values([
      {
        receiptId: viaCharge.id,
        productId: product.id,
        productName: product.name,
        quantity: 2000,
        price: 2250,
        vatRate: 2500,
        sale: 4500,
        chargeId: charge.id,
      },
      {
        receiptId: viaAccommodation.id,
        productName: 'Platsavgift',
        quantity: 1000,
        price: 30_000,
        vatRate: 1200,
        sale: 30_000,
        accommodationChargeId: acc.id,
        isAccommodationCharge: true,
      },
    ]);
    await db
      .update(accommodationCharges)
      .set({ receiptId: viaAccommodation.id })
      .where(eq(accommodationCharges.id, acc.id));

    const res = await get(`bookings/${b.id}/receipts`);
    expect(res.status).toBe(200);
    expect(res.body.data.receipts.map((r: any) => [r.id, r.receipt_number, r.total])).toEqual([
      [viaAccommodation.id, 900_003, 30_000],
      [viaCharge.id, 900_002, 4_500],
      [direct.id, 900_001, 10_000],
    ]);
    expect(new Date(res.body.data.receipts[0].created_at)).toEqual(at('2026-07-03T10:00'));

    const [inv] = await db
      .insert(invoices)
      .values({
        invoiceNumber: 990_001,
        invoiceDate: '2026-07-10',
        dueDate: '2026-07-30',
        totalAmount: 50_000,
        bookingId: b.id,
        customerId: c.id,
        customerName: 'Tora Testsson',
        ocr: '9900017',
        status: 'partial',
      })
      .returning();
    const [pay] = await db
      .insert(payments)
      .values({ paymentMethodId: method.id, amount: 20_000, paidAt: TEST_NOW })
      .returning();
    await db
      .insert(paymentApplications)
      .values({ paymentId: pay.id, invoiceId: inv.id, paidAmount: 20_000, appliedAt: TEST_NOW });
    // As every payment route does: the invoice's sums follow its applications in the same write.
    await db.transaction((tx) => refreshInvoice(tx, inv.id, TEST_NOW));
    const list = (await get(`bookings/${b.id}/invoices`)).body.data.invoices;
    expect(list).toEqual([
      expect.objectContaining({
        id: inv.id,
        invoice_number: 990_001,
        total: 50_000,
        remaining_amount: 30_000,
        invoice_date: '2026-07-10',
        due_date: '2026-07-30',
        status: 'partial',
      }),
    ]);

    // The sums read like the booking's own fields: lodging and charges (issue 10), the paid ones as paid; the parked wood is left.
    const sums = (await get(`bookings/${b.id}/accommodation-sums`)).body.data;
    expect(sums).toEqual({
      total_accommodation_amount: 30_000 + 4_500 + 1_500,
      paid_accommodation_amount: 30_000 + 4_500,
      remaining_accommodation_amount: 1_500,
    });

    const lines = (await get(`bookings/${b.id}/charges`)).body.data.charges;
    expect(lines.map((l: any) => [l.id, l.status, l.quantity, l.price])).toEqual([
      [charge.id, 'paid', 2000, 2250],
      [parked.id, 'parked', 1000, 1500],
    ]);
    expect(lines[0]).toMatchObject({
      product: { id: product.id, name: product.name, gui_color: product.guiColor },
      position: { id: p.id, full_name: p.fullName },
    });
    expect(lines[1]).toMatchObject({ note: 'Ved', position: null });
  });

  it('lists the e-mails newest first and previews one', async () => {
    const [m] = await s.db.select().from(emails).where(isNotNull(emails.bookingId)).orderBy(desc(emails.id)).limit(1);
    const list = (await get(`bookings/${m.bookingId}/emails`)).body.data.emails;
    expect(list.length).toBeGreaterThan(0);
    const times = list.map((x: any) => x.sent_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.find((x: any) => x.id === m.id)).toMatchObject({
      status: m.status,
      title: m.title,
      recipient_email: m.recipientEmail,
      icon: m.icon,
    });
    const preview = await get(`email/${m.id}`);
    expect(preview.body.data).toMatchObject({
      html: m.html,
      title: m.title,
      recipient_email: m.recipientEmail,
      status: m.status,
    });
    expect(new Date(preview.body.data.sent_at)).toEqual(m.sentAt);
    expect((await get('email/99999999')).body.error_message).toBe('E-postmeddelandet finns inte.');
  });

  it('answers 404 with the Swedish text for unknown bookings and lets a kassor read', async () => {
    for (const path of ['receipts', 'invoices', 'emails', 'accommodation-sums', 'charges']) {
      const res = await get(`bookings/99999999/${path}`);
      expect([res.status, res.body.error_message]).toEqual([404, 'Bokningen finns inte.']);
    }
    expect((await get('bookings/editing-records', { booking_id: '99999999' })).status).toBe(404);
    expect((await get('bookings/editing-records', { booking_id: 'x' })).status).toBe(422);
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-20', checkOut: '2026-07-22' });
    expect((await get(`bookings/${b.id}/receipts`, undefined, s.kassa)).body.data.receipts).toEqual([]);
  });
});

describe('cancel and reverse the cancellation', () => {
  it('cancels, publishes BookingSaved and BookingRemoved, and reverses while the position is free', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-20', checkOut: '2026-07-24' });
    expect((await post('bookings/cancel', { booking_id: b.id }, s.kassa)).status).toBe(403);
    s.rec.clear();
    const res = await post('bookings/cancel', { booking_id: b.id });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ id: b.id, cancellation_status: 'Avslutad' });
    expect(res.body.data.booking.deleted_at).toBeTruthy();
    expect(s.rec.events.map((e) => e.event)).toEqual(['BookingSaved', 'BookingRemoved']);
    expect(s.rec.named('BookingSaved')[0]).toMatchObject({
      booking_id: b.id,
      booking: { id: b.id, cancellation_status: 'Avslutad' },
    });
    expect(s.rec.named('BookingRemoved')[0]).toEqual({ booking_id: b.id });
    expect((await post('bookings/cancel', { booking_id: b.id })).body.error_message).toBe(
      'Bokningen är redan avbokad.',
    );

    s.rec.clear();
    const back = await post('booking-cancellations/reverse-cancellation', { booking_id: b.id });
    expect(back.status).toBe(200);
    expect(back.body.data.booking).toMatchObject({ deleted_at: null, cancellation_status: null });
    expect(s.rec.named('BookingSaved')[0]).toMatchObject({ booking_id: b.id, booking: { deleted_at: null } });
    expect((await post('booking-cancellations/reverse-cancellation', { booking_id: b.id })).body.error_message).toBe(
      'Bokningen är inte avbokad.',
    );

    const history = (await get('bookings/editing-records', { booking_id: String(b.id) })).body.data.editing_records;
    expect(history.map((h: any) => h.description)).toEqual(['Avbokningen ångrades', 'Bokningen avbokades']);
    expect(history[0].user).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      initials: expect.any(String),
      color: expect.any(String),
    });
  });

  it('refuses the reversal when someone else has taken the position, changing nothing', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-20', checkOut: '2026-07-24' });
    expect((await post('bookings/cancel', { booking_id: b.id })).status).toBe(200);
    const taker = await s.fx.booking({ positionId: p.id, checkIn: '2026-07-23', checkOut: '2026-07-26' });
    const before = await databaseDigest(s.db);
    const res = await post('booking-cancellations/reverse-cancellation', { booking_id: b.id });
    expect([res.status, res.body.error_code]).toEqual([422, 'position_occupied']);
    expect(res.body.error_message).toBe(
      `Platsen är upptagen under bokningens datum av bokning ${taker.bookingNumber}.`,
    );
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('refuses drafts, stays that began, and external bookings, changing nothing', async () => {
    const cases: [Partial<Parameters<typeof s.fx.booking>[0]>, string, string][] = [
      [
        { isDraft: true, confirmedAt: null },
        'not_a_booking',
        'Ett utkast är ingen bokning och kan inte avbokas. Ta bort utkastet i stället.',
      ],
      [
        { checkedInAt: at('2026-07-14T15:00') },
        'checked_in',
        'Bokningen är incheckad och kan inte avbokas. Checka ut den i stället.',
      ],
      [
        { checkedInAt: at('2026-07-10T15:00'), checkedOutAt: at('2026-07-12T10:00') },
        'checked_out',
        'Bokningen är utcheckad och kan inte avbokas.',
      ],
      [{ bookvisitBookingCode: 'BV-123' }, 'external_booking', 'Externa bokningar måste avbokas via Bookvisit'],
      [
        { externalSource: 'Booking.com', externalReference: '42' },
        'external_booking',
        'Externa bokningar måste avbokas via Booking.com',
      ],
    ];
    const ids = [];
    // Each on a pitch of its own: the same nights cannot be held twice.
    for (const [over] of cases) {
      const positionId = (await s.fx.position()).id;
      ids.push((await s.fx.booking({ positionId, checkIn: '2026-07-10', checkOut: '2026-07-16', ...over })).id);
    }
    const before = await databaseDigest(s.db);
    for (let i = 0; i < cases.length; i++) {
      const res = await post('bookings/cancel', { booking_id: ids[i] });
      expect([res.status, res.body.error_code, res.body.error_message]).toEqual([422, cases[i][1], cases[i][2]]);
    }
    expect((await post('bookings/cancel', { booking_id: 99_999_999 })).status).toBe(404);
    expect((await post('bookings/cancel', { booking_id: 'x' })).status).toBe(422);
    expect(await databaseDigest(s.db)).toEqual(before);
  });
});
