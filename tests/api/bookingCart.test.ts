import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { call } from '../helpers/api';
import { TEST_NOW, TEST_TODAY as TODAY } from '../helpers/testApp';
import { databaseDigest } from '../helpers/digest';
import {
  accommodationCharges,
  bookingGroups,
  bookings,
  categories,
  charges,
  products,
  registers,
} from '../../server/db/schema';
import { readFileSync } from 'node:fs';
import { FEE_CHARGES_SQL, materializeFeeCharges } from '../../server/bookings/feeCharges';
import { terminalSimulator, type TerminalSimulator } from '../../server/sales/terminalSimulator';

const s = bookingSuite();
let sim: TerminalSimulator;
let milk: typeof products.$inferSelect; // 23,90 kr, 6 %
let fee: typeof products.$inferSelect; // Bokningsavgift
let keyN = 0;
const CASH = 1;
const CARD = 2;

const initiate = (body: Record<string, unknown>) =>
  call(s.app, 'POST', 'demo', 'sales/initiate', {
    token: s.token,
    body: { register_id: 1, customer_credit_amount: 0, items: [], should_check_out: false, ...body },
    headers: { 'idempotency-key': `cart-${++keyN}` },
  });
const cashOf = (ore: number) => Math.round(ore / 100) * 100;
const sumOf = (rows: { total: number }[]) => rows.reduce((t, r) => t + r.total, 0);

beforeAll(async () => {
  sim = terminalSimulator(s.app.services);
  sim.settings.delayMs = 0;
  [milk] = await s.db.select().from(products).where(eq(products.name, 'Mjölk 1,5 l'));
  [fee] = await s.db.select().from(products).where(eq(products.name, 'Bokningsavgift'));
  await s.db
    .update(registers)
    .set({ openedAt: new Date('2026-07-15T07:00:00Z') })
    .where(eq(registers.id, 1));
});

describe('a booking cart, one line per charge', () => {
  it('lists the lodging with totals and status, and a discounted lodging plus a fee is paid exactly', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-12',
      checkOut: '2026-07-18',
      bookingFee: fee.price,
    });
    const acc = await s.db
      .insert(accommodationCharges)
      .values([
        // 2 nights at 780,00 less 12,5 % = 682,50; 1 night 390,00 less 50,00 flat = 340,00; one already on an invoice.
        {
          bookingId: b.id,
          positionId: p.id,
          start: '2026-07-12',
          end: '2026-07-14',
          nights: 2,
          price: 78000,
          originalPrice: 78000,
          discountType: 'percent',
          discountValue: 1250,
        },
        {
          bookingId: b.id,
          positionId: p.id,
          start: '2026-07-14',
          end: '2026-07-15',
          nights: 1,
          price: 39000,
          discountType: 'flat',
          discountValue: 5000,
        },
        {
          bookingId: b.id,
          positionId: p.id,
          start: '2026-07-15',
          end: '2026-07-18',
          nights: 3,
          price: 117000,
          invoiceId: 999_999,
        },
      ])
      .returning();
    const [feeCharge] = await s.db
      .insert(charges)
      .values({ bookingId: b.id, productId: fee.id, quantity: 1000, price: fee.price, originalPrice: fee.price })
      .returning();

    const all = (await s.get(`bookings/${b.id}/accommodation-charges`)).body.data.accommodation_charges;
    expect(all.map((a: any) => [a.id, a.name, a.caption, a.nights, a.total, a.status, a.sellable])).toEqual([
      [acc[0].id, `Logi ${p.fullName}`, '2026-07-12 – 2026-07-14, 2 nätter', 2, 68250, 'unpaid', true],
      [acc[1].id, `Logi ${p.fullName}`, '2026-07-14 – 2026-07-15, 1 natt', 1, 34000, 'unpaid', true],
      [acc[2].id, `Logi ${p.fullName}`, '2026-07-15 – 2026-07-18, 3 nätter', 3, 117000, 'invoiced', false],
    ]);
    expect(all[0]).toMatchObject({
      price: 78000,
      original_price: 78000,
      discount_type: 'percent',
      discount_value: 1250,
      position: { id: p.id },
      start: '2026-07-12',
      end: '2026-07-14',
    });
    expect((await s.get('bookings/999999/accommodation-charges')).status).toBe(404);

    const cart = (await s.get(`bookings/${b.id}/cart`)).body.data;
    expect(cart.accommodation_charges.map((a: any) => a.id)).toEqual([acc[0].id, acc[1].id]);
    expect(cart.charges.map((c: any) => [c.id, c.product.name, c.total])).toEqual([
      [feeCharge.id, 'Bokningsavgift', fee.price],
    ]);
    const total = sumOf(cart.accommodation_charges) + sumOf(cart.charges);
    expect(total).toBe(68250 + 34000 + fee.price);

    // A card sale of the fee alone, still at the terminal: the fee is held, so the cart leaves it out.
    sim.nextOutcome('timeout');
    const held = (
      await initiate({
        payment_method_id: CARD,
        amount: fee.price,
        booking_id: b.id,
        charge_ids: [feeCharge.id],
        accommodation_charge_ids: [],
      })
    ).body.data.receipt;
    expect(held.sales_items).toHaveLength(1);
    expect((await s.get(`bookings/${b.id}/cart`)).body.data.charges).toEqual([]);
    await sim.idle();
    await s.post('sales/cancel-receipt-payment', { receipt_id: held.id });
    expect((await s.get(`bookings/${b.id}/cart`)).body.data.charges).toHaveLength(1);

    // The old single 'Logi' line (the undiscounted sums) is refused; the lines' own sum is taken.
    const before = await databaseDigest(s.db);
    const wrong = await initiate({
      payment_method_id: CASH,
      amount: cashOf(78000 + 39000 + fee.price),
      booking_id: b.id,
    });
    expect([wrong.status, wrong.body.error_code]).toEqual([422, 'amount_mismatch']);
    expect(await databaseDigest(s.db)).toEqual(before);
    const ok = await initiate({
      payment_method_id: CASH,
      amount: cashOf(total),
      booking_id: b.id,
      charge_ids: [feeCharge.id],
      accommodation_charge_ids: [acc[0].id, acc[1].id],
    });
    expect(ok.status).toBe(200);
    const r = ok.body.data.receipt;
    expect(r.sales_items.map((i: any) => [i.sale, i.is_accommodation_charge])).toEqual([
      [fee.price, false],
      [68250, true],
      [34000, true],
    ]);
    expect(r.total).toBe(cashOf(total));

    const after = (await s.get(`bookings/${b.id}/accommodation-charges`)).body.data.accommodation_charges;
    expect(after.map((a: any) => [a.status, a.receipt_id])).toEqual([
      ['paid', r.id],
      ['paid', r.id],
      ['invoiced', null],
    ]);
    const [feeAfter] = await s.db.select().from(charges).where(eq(charges.id, feeCharge.id));
    expect([feeAfter.status, feeAfter.receiptId]).toEqual(['paid', r.id]);
    expect((await s.get(`bookings/${b.id}/cart`)).body.data).toMatchObject({ charges: [], accommodation_charges: [] });
  });
});

describe('a booking group cart', () => {
  it("sells the group's charges and its members' charges and lodging on one receipt, or a chosen subset", async () => {
    const customer = await s.fx.customer();
    const [g] = await s.db
      .insert(bookingGroups)
      .values({ bookingNumber: 'TG0001', name: 'Familjen Test', customerId: customer.id })
      .returning();
    const [pa, pb] = [await s.fx.position(), await s.fx.position()];
    const a = await s.fx.booking({
      positionId: pa.id,
      customerId: customer.id,
      bookingGroupId: g.id,
      checkIn: '2026-07-14',
      checkOut: '2026-07-16',
    });
    const bb = await s.fx.booking({
      positionId: pb.id,
      customerId: customer.id,
      bookingGroupId: g.id,
      checkIn: '2026-07-14',
      checkOut: '2026-07-16',
    });
    const gone = await s.fx.booking({
      positionId: pb.id,
      customerId: customer.id,
      bookingGroupId: g.id,
      checkIn: '2026-07-20',
      checkOut: '2026-07-21',
      deletedAt: new Date(),
    });
    const outsider = await s.fx.booking({ positionId: pa.id, checkIn: '2026-07-20', checkOut: '2026-07-21' });
    const [accA, accB, accGone, accOut] = await s.db
      .insert(accommodationCharges)
      .values([
        { bookingId: a.id, positionId: pa.id, start: '2026-07-14', end: TODAY, nights: 1, price: 39000 },
        {
          bookingId: bb.id,
          positionId: pb.id,
          start: '2026-07-14',
          end: '2026-07-16',
          nights: 2,
          price: 78000,
          discountType: 'percent',
          discountValue: 1000,
        },
        { bookingId: gone.id, positionId: pb.id, start: '2026-07-20', end: '2026-07-21', nights: 1, price: 39000 },
        { bookingId: outsider.id, positionId: pa.id, start: '2026-07-20', end: '2026-07-21', nights: 1, price: 39000 },
      ])
      .returning();
    const [groupFee, memberMilk, outMilk] = await s.db
      .insert(charges)
      .values([
        { bookingGroupId: g.id, productId: fee.id, quantity: 1000, price: fee.price },
        { bookingId: a.id, productId: milk.id, quantity: 2000, price: 2390 },
        { bookingId: outsider.id, productId: milk.id, quantity: 1000, price: 2390 },
      ])
      .returning();

    const cart = (await s.get('booking-groups/cart', { booking_group_id: String(g.id) })).body.data;
    expect(cart.booking_group).toMatchObject({ id: g.id, name: 'Familjen Test' });
    expect(cart.charges.map((c: any) => c.id)).toEqual([groupFee.id, memberMilk.id]);
    expect(cart.accommodation_charges.map((x: any) => [x.id, x.booking_id, x.total])).toEqual([
      [accA.id, a.id, 39000],
      [accB.id, bb.id, 70200],
    ]);
    expect([accGone.id, accOut.id, outMilk.id].some((id) => JSON.stringify(cart).includes(`"id":${id},`))).toBe(false);
    expect((await s.get('booking-groups/cart', { booking_group_id: '999999' })).status).toBe(404);

    // Someone else's charge is not the group's to sell.
    const foreign = await initiate({
      payment_method_id: CASH,
      amount: 2400,
      booking_group_id: g.id,
      charge_ids: [outMilk.id],
      accommodation_charge_ids: [],
    });
    expect([foreign.status, foreign.body.error_code]).toEqual([422, 'validation_failed']);
    expect(foreign.body.data.errors.charge_ids).toBeTruthy();

    // A subset: the group's fee and member A's lodging; amount must be exact.
    const subset = { booking_group_id: g.id, charge_ids: [groupFee.id], accommodation_charge_ids: [accA.id] };
    expect(
      (await initiate({ payment_method_id: CASH, amount: cashOf(fee.price + 39000) + 100, ...subset })).body.error_code,
    ).toBe('amount_mismatch');
    const first = await initiate({ payment_method_id: CASH, amount: cashOf(fee.price + 39000), ...subset });
    expect(first.status).toBe(200);
    expect(first.body.data.receipt.sales_items.map((i: any) => i.sale)).toEqual([fee.price, 39000]);
    expect(first.body.data.receipt.booking_group_id).toBe(g.id);

    // The rest, no ids: member A's milk and member B's discounted lodging in one receipt.
    const left = (await s.get('booking-groups/cart', { booking_group_id: String(g.id) })).body.data;
    expect([left.charges.map((c: any) => c.id), left.accommodation_charges.map((x: any) => x.id)]).toEqual([
      [memberMilk.id],
      [accB.id],
    ]);
    const rest = 2 * 2390 + 70200;
    const second = await initiate({ payment_method_id: CASH, amount: cashOf(rest), booking_group_id: g.id });
    expect(second.status).toBe(200);
    const rid = second.body.data.receipt.id;
    expect(second.body.data.receipt.sales_items.map((i: any) => [i.sale, i.is_accommodation_charge])).toEqual([
      [4780, false],
      [70200, true],
    ]);

    const accRows = await s.db
      .select()
      .from(accommodationCharges)
      .where(inArray(accommodationCharges.id, [accA.id, accB.id, accGone.id, accOut.id]));
    expect(accRows.sort((x, y) => x.id - y.id).map((x) => x.receiptId)).toEqual([
      first.body.data.receipt.id,
      rid,
      null,
      null,
    ]);
    const chRows = await s.db
      .select()
      .from(charges)
      .where(inArray(charges.id, [groupFee.id, memberMilk.id, outMilk.id]));
    expect(chRows.sort((x, y) => x.id - y.id).map((x) => x.status)).toEqual(['paid', 'paid', 'parked']);
    expect((await initiate({ payment_method_id: CASH, amount: 0, booking_group_id: g.id })).body.error_code).toBe(
      'nothing_to_pay',
    );
  });
});

describe("a booking's applied fees are charges the till sells (issue 10)", () => {
  it('the demo seeds every applied fee as a charge of the same amount', async () => {
    const rows = (
      await s.db
        .select({
          id: bookings.id,
          n: bookings.bookingNumber,
          fee: bookings.bookingFee,
          res: bookings.positionReservationFee,
          el: bookings.electricityFee,
        })
        .from(bookings)
    ).filter((r) => !r.n.startsWith('T')); // the seeded ones, not this file's fixtures
    const fees = (await s.db.select().from(charges)).filter((c) => rows.some((r) => r.id === c.bookingId));
    const byKey = new Map(fees.filter((c) => c.feeKey).map((c) => [`${c.bookingId}:${c.feeKey}`, c.price]));
    const applied = rows.flatMap((r) =>
      [
        ['booking_fee', r.fee],
        ['position_reservation_fee', r.res],
        ['electricity_fee', r.el],
      ]
        .filter(([, v]) => v != null)
        .map(([k, v]) => [`${r.id}:${k}`, v]),
    );
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.filter(([k, v]) => byKey.get(k as string) !== v)).toEqual([]);
    expect(byKey.size).toBe(applied.length);
  });

  it('fees are in the cart; paid in full at the till, the list, the pane, the sums, the cart and the checkout read paid', async () => {
    const p = await s.fx.position();
    const [cat] = await s.db.select().from(categories).where(eq(categories.id, p.categoryId));
    const b = await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-14',
      checkOut: '2026-07-16',
      bookingFee: 4900,
      positionReservationFee: 9900,
    });
    await s.db.insert(accommodationCharges).values({
      bookingId: b.id,
      positionId: p.id,
      start: '2026-07-14',
      end: '2026-07-16',
      nights: 2,
      price: 65000,
      originalPrice: 65000,
      discountType: 'percent',
      discountValue: 1000,
    });
    // A stored booking from before the fix: the migration's statement turns its fees into charges, once.
    const migration = readFileSync(
      new URL('../../server/db/migrations/0006_booking_fee_charges.sql', import.meta.url),
      'utf8',
    );
    expect(migration).toContain(FEE_CHARGES_SQL);
    await materializeFeeCharges(s.db);
    await materializeFeeCharges(s.db);
    const feeRows = (await s.db.select().from(charges).where(eq(charges.bookingId, b.id))).filter((c) => c.feeKey);
    expect(feeRows.map((c) => [c.feeKey, c.price, c.status]).sort()).toEqual([
      ['booking_fee', 4900, 'parked'],
      ['position_reservation_fee', 9900, 'parked'],
    ]);
    expect(cat).toBeTruthy();

    const owed = 58500 + 4900 + 9900; // 650,00 less 10 % plus the two fees
    const cart = (await s.get(`bookings/${b.id}/cart`)).body.data;
    expect(cart.charges.map((c: any) => c.total).sort()).toEqual([4900, 9900]);
    expect(sumOf(cart.charges) + sumOf(cart.accommodation_charges)).toBe(owed);
    expect(cart).toMatchObject({
      total_accommodation_amount: owed,
      paid_accommodation_amount: 0,
      remaining_accommodation_amount: owed,
    });
    const listed = async () =>
      (await s.get('bookings', { search_string: b.bookingNumber })).body.data.bookings.find((x: any) => x.id === b.id);
    expect(await listed()).toMatchObject({
      total_accommodation_amount: owed,
      remaining_accommodation_amount: owed,
      is_fully_paid: false,
    });

    const paid = await initiate({ payment_method_id: CASH, amount: cashOf(owed), booking_id: b.id });
    expect(paid.status).toBe(200);
    const receipt = paid.body.data.receipt;
    expect(receipt.sales_items.map((i: any) => i.sale).sort((x: number, y: number) => x - y)).toEqual([
      4900, 9900, 58500,
    ]);

    const fullyPaid = { total_accommodation_amount: owed, remaining_accommodation_amount: 0, is_fully_paid: true };
    expect(await listed()).toMatchObject(fullyPaid);
    expect((await s.get(`bookings/${b.id}`)).body.data.booking).toMatchObject({
      ...fullyPaid,
      paid_accommodation_amount: owed,
    });
    expect((await s.get(`bookings/${b.id}/accommodation-sums`)).body.data).toEqual({
      total_accommodation_amount: owed,
      paid_accommodation_amount: owed,
      remaining_accommodation_amount: 0,
    });
    expect((await s.get(`bookings/${b.id}/cart`)).body.data).toEqual({
      charges: [],
      accommodation_charges: [],
      total_accommodation_amount: owed,
      paid_accommodation_amount: owed,
      remaining_accommodation_amount: 0,
    });
    // The consoles' working sets hear of it: the booking's row changed, so a delta refetch brings it.
    const synced = await s.get('bookings/synced', { since: TEST_NOW.toISOString() });
    expect(synced.status).toBe(200);
    expect(JSON.stringify(synced.body.data)).toContain(`"${b.bookingNumber}"`);
  });
});
