// Issue 14: the accommodation charges calendar 'Platsavgifter' (bookings.md 2, 4, 7; design.md C10). Editing
// nights, converting a period to nightly prices and the price rules, with the money following everywhere: the
// till's cart, 'Avgifter', the booking's Totalt / Betalt / Kvar and a new invoice agree with the calendar to the
// öre. Paid, invoiced and terminal-held nights never change; concurrent edits never charge a night twice.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { call } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { calendarTools, doublyChargedNights, sumOf } from '../helpers/chargeCalendar';
import { accommodationCharges, editingRecords, receipts, registers, salesItems } from '../../server/db/schema';
import { CALENDAR_CALL_TEXTS, CALENDAR_TEXTS, updateAccommodationCharges } from '../../src/contracts/chargeCalendar';
import { PRICE_TEXTS } from '../../src/domain/discount';
import { INPUT_TEXTS } from '../../src/domain/input';
import { roundCashOre } from '../../src/domain/money';
import { splitTotal } from '../../src/domain/chargeCalendar';
import { isLodgingOverlap } from '../../server/bookings/chargeCalendar';

const s = bookingSuite();
const t = calendarTools(s);
const TERM_10_DAYS = 3;
const CASH = 1;
let saleN = 0;

beforeAll(async () => {
  await s.db
    .update(registers)
    .set({ openedAt: new Date('2026-07-15T07:00:00Z') })
    .where(eq(registers.id, 1));
});

const ok = <T = any>(res: { status: number; body: { error_message: string | null; data: T } }): T => {
  expect(res.body.error_message).toBeNull();
  expect(res.status).toBe(200);
  return res.body.data;
};
const refused = (res: { status: number; body: any }, field: string | null, message: string) => {
  expect([res.status, res.body.error_message]).toEqual([422, message]);
  if (field) expect(res.body.data.errors[field]).toEqual([message]);
};

/** What the till would sell of the booking's lodging, the booking's own sums, 'Avgifter' and the calendar. */
async function moneyOf(bookingId: number) {
  const cart = ok(await s.get(`bookings/${bookingId}/cart`));
  const booking = ok(await s.get(`bookings/${bookingId}`)).booking;
  const charges = ok(await s.get(`bookings/${bookingId}/charges`));
  const calendar = await t.calendar(bookingId);
  return { cart, booking, charges, calendar };
}

describe('GET bookings/accommodation-charges-calendar', () => {
  it('answers the stay, its live charges with totals and status, and the booking sums', async () => {
    const { b, p, acc } = await t.stay('2026-08-03', '2026-08-06', [
      { start: '2026-08-03', end: '2026-08-05', price: 78_000, discountType: 'percent', discountValue: 1250 },
      { start: '2026-08-05', end: '2026-08-06', price: 39_000 },
      { start: '2026-08-06', end: '2026-08-07', price: 39_000, deletedAt: new Date('2026-07-01T10:00:00Z') },
    ]);
    const c = await t.calendar(b.id);
    expect(c).toMatchObject({
      booking_id: b.id,
      booking_number: b.bookingNumber,
      title: 'Tora Testsson',
      booking_type: 'regular',
      read_only_reason: null,
      stay: {
        check_in: '2026-08-03',
        check_out: '2026-08-06',
        nights: 3,
        position: { id: p.id, full_name: p.fullName },
      },
      suggested_charges: [],
      has_suggested_charges: false,
      // 780,00 less 12,5 % = 682,50, and 390,00.
      accommodation_total: 68_250 + 39_000,
      accommodation_sums: {
        total_accommodation_amount: 107_250,
        paid_accommodation_amount: 0,
        remaining_accommodation_amount: 107_250,
      },
    });
    expect(c.stay.nightly_price).toBeGreaterThan(0);
    expect(c.calendar_items).toEqual([
      {
        id: acc[0].id,
        start: '2026-08-03',
        end: '2026-08-05',
        nights: 2,
        price: 78_000,
        original_price: 78_000,
        discount_type: 'percent',
        discount_value: 1250,
        total: 68_250,
        status: 'parked',
        awaiting_payment: false,
        receipt_id: null,
        invoice: null,
        position: { id: p.id, full_name: p.fullName },
        note: null,
      },
      expect.objectContaining({ id: acc[1].id, nights: 1, total: 39_000, status: 'parked' }),
    ]);
  });

  it("answers 404 'Bokningen finns inte.' for an unknown booking, and is read by the cashier too", async () => {
    const missing = await s.get('bookings/accommodation-charges-calendar', { booking_id: '99999999' });
    expect([missing.status, missing.body.error_message]).toEqual([404, 'Bokningen finns inte.']);
    const { b } = await t.stay('2026-08-03', '2026-08-04', [{ start: '2026-08-03', end: '2026-08-04', price: 1 }]);
    const cashier = await s.get('bookings/accommodation-charges-calendar', { booking_id: String(b.id) }, s.kassa);
    expect(cashier.status).toBe(200);
  });
});

describe('editing nights: the money follows everywhere', () => {
  it('edit three nights → the cart, the calendar, Avgifter, the booking and a new invoice agree to the öre', async () => {
    // 5 nights as one period, 12,5 % off: 1 960,00 − 245,00 = 1 715,00.
    const { b, acc } = await t.stay('2026-08-10', '2026-08-15', [
      { start: '2026-08-10', end: '2026-08-15', price: 196_000, discountType: 'percent', discountValue: 1250 },
    ]);
    const nights = ['2026-08-11', '2026-08-12', '2026-08-13'];
    // Several days with a period among them: the period must become nightly prices first (spec).
    refused(await t.edit({ booking_id: b.id, dates: nights, price: 45_000 }), 'dates', CALENDAR_TEXTS.multiNight);

    const converted = ok(await t.post('convert-accommodation-charge', { booking_id: b.id, charge_id: acc[0].id }));
    expect(converted.calendar_items.map((c: any) => [c.start, c.nights, c.total])).toEqual(
      splitTotal(171_500, 5).map((total, i) => [`2026-08-1${i}`, 1, total]),
    );
    expect(converted.accommodation_total).toBe(171_500);

    s.rec.clear();
    const edited = ok(await t.edit({ booking_id: b.id, dates: nights, price: 45_000 }));
    expect(edited.calendar_items.map((c: any) => [c.start, c.total])).toEqual([
      ['2026-08-10', 34_300],
      ['2026-08-11', 45_000],
      ['2026-08-12', 45_000],
      ['2026-08-13', 45_000],
      ['2026-08-14', 34_300],
    ]);
    const total = 2 * 34_300 + 3 * 45_000;
    expect(edited.accommodation_total).toBe(total);
    // The answer is the calendar as a new read gives it.
    expect(await t.calendar(b.id)).toEqual(edited);

    const { cart, booking, charges, calendar } = await moneyOf(b.id);
    expect(cart.accommodation_charges.map((a: any) => [a.id, a.total])).toEqual(
      calendar.calendar_items.map((c) => [c.id, c.total]),
    );
    expect(sumOf(cart.accommodation_charges)).toBe(total);
    expect(sumOf(charges.accommodation_charges)).toBe(total);
    expect([booking.total_accommodation_amount, booking.remaining_accommodation_amount]).toEqual([total, total]);
    expect(cart.total_accommodation_amount).toBe(total);
    expect(calendar.accommodation_sums.total_accommodation_amount).toBe(total);

    // One editing record with the totals, one BookingSaved carrying the new sums.
    const records = await s.db
      .select()
      .from(editingRecords)
      .where(and(eq(editingRecords.bookingId, b.id), eq(editingRecords.action, 'accommodation_charges_changed')));
    expect(records.map((r) => [r.description, r.changes])).toEqual([
      ['Platsavgifter ändrades för 2026-08-11–2026-08-14', { accommodation_total: { from: 171_500, to: total } }],
    ]);
    const saved = s.rec.named('BookingSaved').filter((e) => e.booking_id === b.id);
    expect(saved.map((e) => e.booking.total_accommodation_amount)).toEqual([total]);

    // A new invoice carries exactly these lines.
    const created = ok(
      await s.post('invoices/create', {
        client_key: `calendar-invoice-${b.id}`,
        payment_term_id: TERM_10_DAYS,
        booking_id: b.id,
      }),
    );
    const lines = await s.db.select().from(salesItems).where(eq(salesItems.invoiceId, created.invoice.id));
    expect(lines.map((l) => [l.accommodationChargeId, l.sale]).sort((x, y) => x[0]! - y[0]!)).toEqual(
      calendar.calendar_items.map((c) => [c.id, c.total]).sort((x, y) => x[0] - y[0]),
    );
    expect(created.invoice.total - created.invoice.rounding).toBe(total);
    const after = await t.calendar(b.id);
    expect(after.calendar_items.every((c) => c.status === 'invoiced' && c.invoice?.id === created.invoice.id)).toBe(
      true,
    );
  });

  it('a period over nights that follow each other becomes one row at the price for the whole period', async () => {
    const { b } = await t.stay(
      '2026-08-17',
      '2026-08-20',
      ['2026-08-17', '2026-08-18', '2026-08-19'].map((d, i) => ({
        start: d,
        end: `2026-08-${18 + i}`,
        price: 40_000,
      })),
    );
    const period = ok(
      await t.edit({
        booking_id: b.id,
        dates: ['2026-08-18', '2026-08-19'],
        price: 70_000,
        is_period_accommodation_charge: true,
      }),
    );
    expect(period.calendar_items.map((c: any) => [c.start, c.end, c.nights, c.price, c.total])).toEqual([
      ['2026-08-17', '2026-08-18', 1, 40_000, 40_000],
      ['2026-08-18', '2026-08-20', 2, 70_000, 70_000],
    ]);
    // Typed lower than the nights' original (800,00 for the two): a fixed discount of the difference.
    expect(period.calendar_items[1]).toMatchObject({
      original_price: 80_000,
      discount_type: 'fixed',
      discount_value: 10_000,
    });
    refused(
      await t.edit({
        booking_id: b.id,
        dates: ['2026-08-17', '2026-08-19'],
        price: 1000,
        is_period_accommodation_charge: true,
      }),
      'dates',
      CALENDAR_TEXTS.multiNight,
    );
  });

  it('converting a period to nightly prices never changes its total (the last night takes the remainder)', async () => {
    // 3 000,01 kr less 10 % = 2 700,01 over 7 nights: 385,72 × 6 and 385,69.
    const { b, acc } = await t.stay('2026-09-01', '2026-09-08', [
      { start: '2026-09-01', end: '2026-09-08', price: 300_001, discountType: 'percent', discountValue: 1000 },
    ]);
    const before = await moneyOf(b.id);
    const c = ok(await t.post('convert-accommodation-charge', { booking_id: b.id, charge_id: acc[0].id }));
    expect(c.calendar_items.map((i: any) => i.total)).toEqual([38_572, 38_572, 38_572, 38_572, 38_572, 38_572, 38_569]);
    expect(c.accommodation_total).toBe(270_001);
    const after = await moneyOf(b.id);
    expect(sumOf(after.cart.accommodation_charges)).toBe(sumOf(before.cart.accommodation_charges));
    expect(after.booking.total_accommodation_amount).toBe(before.booking.total_accommodation_amount);
    // The discount stays visible on every night (fixed against the night's share of the base price).
    expect(c.calendar_items.every((i: any) => i.discount_type === 'fixed' && i.discount_value > 0)).toBe(true);
    // The old row is soft-deleted, never changed.
    const [old] = await s.db.select().from(accommodationCharges).where(eq(accommodationCharges.id, acc[0].id));
    expect([old.price, old.deletedAt != null]).toEqual([300_001, true]);

    refused(
      await t.post('convert-accommodation-charge', { booking_id: b.id, charge_id: c.calendar_items[0].id }),
      'charge_id',
      CALENDAR_TEXTS.singleNight,
    );
    refused(
      await t.post('convert-accommodation-charge', { booking_id: b.id, charge_id: acc[0].id }),
      'charge_id',
      CALENDAR_CALL_TEXTS.unknownCharge,
    );
  });
});

describe('paid, invoiced and terminal-held nights never change', () => {
  it('refuses an edit across them with the Swedish text and changes nothing', async () => {
    const nights = ['2026-09-10', '2026-09-11', '2026-09-12', '2026-09-13'];
    const { b, acc } = await t.stay(
      '2026-09-10',
      '2026-09-14',
      nights.map((d, i) => ({ start: d, end: nights[i + 1] ?? '2026-09-14', price: 40_000 })),
    );
    const invoice = ok(
      await s.post('invoices/create', {
        client_key: `calendar-locked-${b.id}`,
        payment_term_id: TERM_10_DAYS,
        booking_id: b.id,
        accommodation_charge_ids: [acc[0].id],
      }),
    ).invoice;
    const sale = await call(s.app, 'POST', 'demo', 'sales/initiate', {
      token: s.token,
      body: {
        register_id: 1,
        customer_credit_amount: 0,
        payment_method_id: CASH,
        amount: roundCashOre(40_000),
        booking_id: b.id,
        accommodation_charge_ids: [acc[1].id],
      },
      headers: { 'idempotency-key': `calendar-sale-${++saleN}` },
    });
    const receipt = ok(sale).receipt;
    const c = await t.calendar(b.id);
    expect(c.calendar_items.map((i) => [i.status, i.invoice?.invoice_number ?? null, i.receipt_id])).toEqual([
      ['invoiced', invoice.invoice_number, null],
      ['paid', null, receipt.id],
      ['parked', null, null],
      ['parked', null, null],
    ]);
    expect(c.accommodation_sums).toMatchObject({ total_accommodation_amount: 160_000 });

    const digest = await databaseDigest(s.db);
    for (const dates of [[nights[0]], [nights[1]], [nights[1], nights[2]], nights]) {
      refused(await t.edit({ booking_id: b.id, dates, price: 1000 }), 'dates', CALENDAR_TEXTS.locked);
    }
    refused(
      await t.edit({
        booking_id: b.id,
        dates: [nights[0]],
        price: 40_000,
        discount_type: 'percent',
        discount_value: 5000,
      }),
      'dates',
      CALENDAR_TEXTS.locked,
    );
    expect(await databaseDigest(s.db)).toEqual(digest);

    // The open nights can still be priced; the locked rows are the same rows as before.
    const edited = ok(await t.edit({ booking_id: b.id, dates: [nights[2], nights[3]], price: 30_000 }));
    expect(edited.calendar_items.map((i: any) => [i.start, i.total, i.status])).toEqual([
      [nights[0], 40_000, 'invoiced'],
      [nights[1], 40_000, 'paid'],
      [nights[2], 30_000, 'parked'],
      [nights[3], 30_000, 'parked'],
    ]);
    expect(edited.calendar_items.slice(0, 2).map((i: any) => i.id)).toEqual([acc[0].id, acc[1].id]);
    const { cart, booking } = await moneyOf(b.id);
    expect(sumOf(cart.accommodation_charges)).toBe(60_000);
    expect([booking.total_accommodation_amount, booking.paid_accommodation_amount]).toEqual([140_000, 40_000]);

    // A night held by a receipt waiting at the card terminal is locked as the till has it: 'paid', awaiting.
    const held = edited.calendar_items[2];
    const [r] = await s.db
      .insert(receipts)
      .values({ registerId: 1, receiptStatus: 'awaiting_payment', total: held.total, bookingId: b.id })
      .returning();
    await s.db.insert(salesItems).values({
      receiptId: r.id,
      productName: 'Logi',
      quantity: 1000,
      price: held.price,
      vatRate: 1200,
      isAccommodationCharge: true,
      sale: held.total,
      accommodationChargeId: held.id,
    });
    const waiting = await t.calendar(b.id);
    expect(waiting.calendar_items[2]).toMatchObject({ id: held.id, status: 'paid', awaiting_payment: true });
    const heldDigest = await databaseDigest(s.db);
    refused(await t.edit({ booking_id: b.id, dates: [nights[2]], price: 1000 }), 'dates', CALENDAR_TEXTS.locked);
    expect(await databaseDigest(s.db)).toEqual(heldDigest);
  });
});

describe('the price rules (money.md 4) and the Swedish refusals', () => {
  it('prices by hand, flat and percent from the original, and refuses what the till refuses', async () => {
    const { b } = await t.stay('2026-09-20', '2026-09-23', [
      { start: '2026-09-20', end: '2026-09-21', price: 40_000 },
      { start: '2026-09-21', end: '2026-09-22', price: 40_000 },
      { start: '2026-09-22', end: '2026-09-23', price: 40_000 },
    ]);
    const night = (c: any, d: string) => c.calendar_items.find((i: any) => i.start === d);
    const by = (body: Record<string, unknown>) => t.edit({ booking_id: b.id, dates: ['2026-09-20'], ...body });

    // Lowered by hand: fixed with the difference; typed back to the original: no discount.
    expect(night(ok(await by({ price: 32_000 })), '2026-09-20')).toMatchObject({
      price: 32_000,
      original_price: 40_000,
      discount_type: 'fixed',
      discount_value: 8000,
      total: 32_000,
    });
    expect(night(ok(await by({ price: 40_000 })), '2026-09-20')).toMatchObject({
      discount_type: 'none',
      total: 40_000,
    });
    // Kronor and percent come off the original price, capped at the price and at 100 %.
    expect(
      night(ok(await by({ price: 40_000, discount_type: 'flat', discount_value: 5000 })), '2026-09-20'),
    ).toMatchObject({ price: 40_000, discount_type: 'flat', discount_value: 5000, total: 35_000 });
    expect(
      night(ok(await by({ price: 40_000, discount_type: 'flat', discount_value: 90_000 })), '2026-09-20'),
    ).toMatchObject({ discount_value: 40_000, total: 0 });
    expect(
      night(ok(await by({ price: 40_000, discount_type: 'percent', discount_value: 15_000 })), '2026-09-20'),
    ).toMatchObject({ discount_type: 'percent', discount_value: 10_000, total: 0 });
    refused(await by({ price: 35_000, discount_type: 'flat', discount_value: 100 }), 'price', PRICE_TEXTS.fromOriginal);

    const digest = await databaseDigest(s.db);
    refused(await by({ price: null }), 'price', PRICE_TEXTS.required);
    refused(await by({ price: -1 }), 'price', INPUT_TEXTS.moneyNegative);
    refused(await t.edit({ booking_id: b.id, dates: [], price: 1 }), 'dates', CALENDAR_TEXTS.noSelection);
    refused(await t.edit({ booking_id: b.id, dates: ['2026-09-23'], price: 1 }), 'dates', CALENDAR_TEXTS.outsideStay);
    refused(
      await t.edit({
        booking_id: b.id,
        dates: ['2026-09-20', '2026-09-22'],
        price: 1,
        is_period_accommodation_charge: true,
      }),
      'dates',
      CALENDAR_TEXTS.periodGap,
    );
    refused(await by({ price: 1, discount_type: 'half' }), 'discount_type', CALENDAR_CALL_TEXTS.discountType);
    refused(await by({ price: 1, discount_value: 1.5 }), 'discount_value', CALENDAR_TEXTS.discountValue);
    const badDate = await t.edit({ booking_id: b.id, dates: ['2026-02-30'], price: 1 });
    expect([badDate.status, badDate.body.data.errors['dates.0']]).toEqual([422, [INPUT_TEXTS.dateUnreal]]);
    expect(await databaseDigest(s.db)).toEqual(digest);
  });

  it('is refused for a season, a cancelled and a draft booking, and for an unknown one', async () => {
    const season = await t.stay(
      '2026-09-01',
      '2026-09-30',
      [{ start: '2026-09-01', end: '2026-09-30', price: 900_000 }],
      {
        type: 'season',
      },
    );
    const read = await t.calendar(season.b.id);
    expect(read.read_only_reason).toBe(CALENDAR_CALL_TEXTS.seasonBooking);
    refused(
      await t.edit({ booking_id: season.b.id, dates: ['2026-09-02'], price: 1 }),
      null,
      CALENDAR_CALL_TEXTS.seasonBooking,
    );
    refused(
      await t.post('convert-accommodation-charge', { booking_id: season.b.id, charge_id: season.acc[0].id }),
      null,
      CALENDAR_CALL_TEXTS.seasonBooking,
    );

    const cancelled = await t.stay('2026-09-01', '2026-09-03', [], { deletedAt: new Date('2026-07-10T10:00:00Z') });
    expect((await t.calendar(cancelled.b.id)).read_only_reason).toBe(CALENDAR_CALL_TEXTS.cancelled);
    refused(
      await t.edit({ booking_id: cancelled.b.id, dates: ['2026-09-01'], price: 1 }),
      null,
      CALENDAR_CALL_TEXTS.cancelled,
    );

    const draft = await t.stay('2026-09-01', '2026-09-03', [], { isDraft: true, confirmedAt: null });
    refused(await t.edit({ booking_id: draft.b.id, dates: ['2026-09-01'], price: 1 }), null, CALENDAR_CALL_TEXTS.draft);

    const missing = await t.edit({ booking_id: 99_999_999, dates: ['2026-09-01'], price: 1 });
    expect([missing.status, missing.body.error_message]).toEqual([404, 'Bokningen finns inte.']);
  });

  it('lets only those who write bookings change it', async () => {
    const { b } = await t.stay('2026-09-25', '2026-09-26', [{ start: '2026-09-25', end: '2026-09-26', price: 40_000 }]);
    const res = await t.post(
      'update-accommodation-charges',
      {
        booking_id: b.id,
        dates: ['2026-09-25'],
        is_period_accommodation_charge: false,
        price: 1,
        discount_type: 'none',
        discount_value: 0,
      },
      s.kassa,
    );
    expect(res.status).toBe(403);
    expect((await t.calendar(b.id)).calendar_items[0].price).toBe(40_000);
  });
});

describe('concurrency and idempotency', () => {
  it('five concurrent edits of the same nights leave each night charged once', async () => {
    const days = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05'];
    const { b } = await t.stay(
      '2026-10-01',
      '2026-10-06',
      days.map((d, i) => ({ start: d, end: days[i + 1] ?? '2026-10-06', price: 40_000 })),
    );
    const chosen = days.slice(1, 4);
    const prices = [41_000, 42_000, 43_000, 44_000, 45_000];
    const answers = await Promise.all(prices.map((price) => t.edit({ booking_id: b.id, dates: chosen, price })));
    for (const a of answers) {
      // Queued on the booking's lock, each runs on what the one before wrote; a refusal would be a 409, never a 5xx.
      expect([200, 409]).toContain(a.status);
    }
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(await doublyChargedNights(s.db, b.id)).toEqual([]);
    const c = await t.calendar(b.id);
    expect(c.calendar_items.map((i) => i.start)).toEqual(days);
    const edited = c.calendar_items.slice(1, 4).map((i) => i.total);
    expect(new Set(edited).size).toBe(1);
    expect(prices).toContain(edited[0]);
    expect(sumOf((await moneyOf(b.id)).cart.accommodation_charges)).toBe(c.accommodation_total);
  });

  it('the database itself refuses a second live charge for a night, as 409 on any path', async () => {
    const { b, p } = await t.stay('2026-10-10', '2026-10-12', [
      { start: '2026-10-10', end: '2026-10-12', price: 80_000 },
    ]);
    const night = { bookingId: b.id, positionId: p.id, start: '2026-10-11', end: '2026-10-12', nights: 1, price: 1 };
    const refusal = await s.db
      .insert(accommodationCharges)
      .values(night)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isLodgingOverlap(refusal)).toBe(true);
    // Two new rows of one statement sharing a night, and a removed charge brought back over a live one.
    const twice = s.db.insert(accommodationCharges).values([
      { ...night, bookingId: b.id, start: '2026-10-20', end: '2026-10-22', nights: 2 },
      { ...night, bookingId: b.id, start: '2026-10-21', end: '2026-10-22' },
    ]);
    await expect(twice).rejects.toThrow();
    // A removed charge is no charge: its nights may be charged again, but it cannot come back over them.
    const [removed] = await s.db
      .insert(accommodationCharges)
      .values({ ...night, deletedAt: new Date() })
      .returning();
    const back = s.db
      .update(accommodationCharges)
      .set({ deletedAt: null })
      .where(eq(accommodationCharges.id, removed.id));
    await expect(back).rejects.toThrow();
    expect(await doublyChargedNights(s.db)).toEqual([]);

    // A season booking is sold for one price: a raised price is a row of its own beside the paid one.
    const season = await t.stay(
      '2026-10-01',
      '2026-10-31',
      [{ start: '2026-10-01', end: '2026-10-31', price: 500_000, receiptId: 1 }],
      { type: 'season' },
    );
    await s.db
      .insert(accommodationCharges)
      .values({ bookingId: season.b.id, start: '2026-10-01', end: '2026-10-31', nights: 30, price: 50_000 });

    expect(await doublyChargedNights(s.db)).toEqual([]);
  });

  it('any route whose write would charge a night twice answers 409 in Swedish, not a 5xx, and writes nothing', async () => {
    // A night before the stay still charged (paid, kept when a rebooking moved the check-in): an early
    // check-in on that night would add a second charge for it.
    const { b } = await t.stay('2026-07-16', '2026-07-18', [
      { start: '2026-07-15', end: '2026-07-16', price: 40_000, receiptId: 1 },
      { start: '2026-07-16', end: '2026-07-18', price: 80_000 },
    ]);
    const digest = await databaseDigest(s.db);
    const res = await s.post('bookings/check-in', {
      booking_id: b.id,
      check_in_date: '2026-07-15',
      early_arrival: true,
    });
    expect([res.status, res.body.error_code, res.body.error_message]).toEqual([
      409,
      'charges_changed',
      CALENDAR_CALL_TEXTS.overlap,
    ]);
    expect(await databaseDigest(s.db)).toEqual(digest);
  });

  it('the same client_key twice is one change', async () => {
    const { b } = await t.stay('2026-10-15', '2026-10-17', [
      { start: '2026-10-15', end: '2026-10-16', price: 40_000 },
      { start: '2026-10-16', end: '2026-10-17', price: 40_000 },
    ]);
    const body = {
      booking_id: b.id,
      dates: ['2026-10-15'],
      is_period_accommodation_charge: false,
      price: 35_000,
      discount_type: 'none',
      discount_value: 0,
      client_key: `calendar-twice-${b.id}`,
    };
    const first = ok(await s.post('bookings/update-accommodation-charges', body));
    const again = ok(await s.post('bookings/update-accommodation-charges', body));
    expect(again).toEqual(first);
    const records = await s.db
      .select()
      .from(editingRecords)
      .where(and(eq(editingRecords.bookingId, b.id), eq(editingRecords.action, 'accommodation_charges_changed')));
    expect(records).toHaveLength(1);
    const live = await s.db.select().from(accommodationCharges).where(eq(accommodationCharges.bookingId, b.id));
    expect(live.filter((r) => r.deletedAt == null)).toHaveLength(2);
  });

  it('takes a lone date as one night (the contract)', () => {
    const parsed = updateAccommodationCharges.body.parse({
      booking_id: 1,
      dates: '2026-10-15',
      is_period_accommodation_charge: false,
      price: 1,
      discount_type: 'none',
      discount_value: 0,
    });
    expect(parsed.dates).toEqual(['2026-10-15']);
  });
});
