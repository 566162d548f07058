import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/suite';
import { call } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { recordEvents } from '../helpers/bookingFixtures';
import { eq, inArray } from 'drizzle-orm';
import { charges, parkedOrders, products } from '../../server/db/schema';
import { INPUT_TEXTS } from '../../src/domain/input';

const s = apiSuite('kassor');
let rec: ReturnType<typeof recordEvents>;
beforeAll(async () => {
  rec = recordEvents(s.app);
  // The lines below sell products 1-3 at 30 kr: their own price, so no line is a hand-set discount.
  await s.db
    .update(products)
    .set({ price: 3000 })
    .where(inArray(products.id, [1, 2, 3]));
});

const del = (id: number) => call(s.app, 'DELETE', 'demo', 'parked-orders/delete', { token: s.token, body: { id } });
const order = async (id: number) =>
  (await s.get('parked-orders/get-parked-order', { id: String(id) })).body.data.parked_order;
const line = (productId: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  product_id: productId,
  quantity,
  price: 3000,
  ...extra,
});
const create = async (name: string, items: unknown[]) =>
  (await s.post('parked-orders/create', { name, items })).body.data.parked_order;

describe('parked orders (money.md 4 "Parked orders")', () => {
  it('lists the parked orders with their charges', async () => {
    const res = await s.get('parked-orders');
    expect(res.status).toBe(200);
    const list = res.body.data.parked_orders;
    expect(list.map((o: any) => o.name).sort()).toEqual([
      'Bord 4',
      'Familjen Ek – glass',
      'Fika personalen',
      'Minigolfgänget',
    ]);
    // Oldest first, as the /orders list shows them.
    expect(list.map((o: any) => o.created_at)).toEqual(list.map((o: any) => o.created_at).sort());
    expect(res.body.data.parked_orders[0]).toMatchObject({
      id: expect.any(Number),
      charges: expect.arrayContaining([expect.objectContaining({ status: 'parked', quantity: expect.any(Number) })]),
    });
  });

  it('parks a cart keeping price, discount and quantity; an existing name is answered so the client can add to it', async () => {
    rec.clear();
    const o = await create('Bord 9', [
      line(1, 2500, { discount_type: 'percent', discount_value: 1000, original_price: 3000 }),
    ]);
    expect(o).toMatchObject({
      name: 'Bord 9',
      charges: [
        {
          product_id: 1,
          quantity: 2500,
          price: 3000,
          discount_type: 'percent',
          discount_value: 1000,
          status: 'parked',
          parked_order_id: o.id,
        },
      ],
    });
    expect(await order(o.id)).toEqual(o);
    expect(rec.named('ParkedOrdersSaved')).toEqual([{ parked_order_ids: [o.id] }]);

    const digest = await databaseDigest(s.db);
    const dup = await s.post('parked-orders/create', { name: ' bord 9 ', items: [line(2, 1000)] });
    expect([dup.status, dup.body.error_code, dup.body.data]).toEqual([422, 'order_name_exists', { order_id: o.id }]);
    expect(await databaseDigest(s.db)).toEqual(digest);

    const added = (await s.post('parked-orders/update', { id: o.id, items: [line(2, 1000)], add: true })).body.data
      .parked_order;
    expect(added.charges.map((c: any) => [c.product_id, c.quantity])).toEqual([
      [1, 2500],
      [2, 1000],
    ]);

    // Replace: a known charge id is updated, the others go, lines without id are new.
    const [keep] = added.charges;
    const replaced = (
      await s.post('parked-orders/update', { id: o.id, items: [{ ...line(1, 4000), id: keep.id }, line(3, 1000)] })
    ).body.data.parked_order;
    expect(replaced.charges.map((c: any) => [c.id === keep.id, c.product_id, c.quantity, c.discount_type])).toEqual([
      [true, 1, 4000, 'none'],
      [false, 3, 1000, 'none'],
    ]);
  });

  it('refuses bad lines in Swedish, changing nothing', async () => {
    const digest = await databaseDigest(s.db);
    const pct = await s.post('parked-orders/create', {
      name: 'Ny',
      items: [line(1, 1000, { discount_type: 'percent', discount_value: 10_001 })],
    });
    expect(pct.body.data.errors['items.0.discount_value']).toEqual(['Rabatten kan vara högst 100 %']);
    const neg = await s.post('parked-orders/create', { name: 'Ny', items: [line(1, 1000, { price: -1 })] });
    expect(neg.body.data.errors['items.0.price']).toEqual([
      'En vara kan inte ha negativt pris, ange ett negativt antal för att göra returer',
    ]);
    const unknown = await s.post('parked-orders/create', { name: 'Ny', items: [line(99_999_999, 1000)] });
    expect([unknown.status, unknown.body.data.errors['items.0.product_id']]).toEqual([422, ['Okänd produkt']]);
    expect((await s.post('parked-orders/update', { id: 99_999_999, items: [] })).body.error_code).toBe(
      'parked_order_not_found',
    );
    expect(await databaseDigest(s.db)).toEqual(digest);
  });

  it('renames; an existing name offers a merge, and merge_into merges', async () => {
    const a = await create('Tält 3', [line(1, 1000)]);
    const b = await create('Tält 4', [line(2, 2000)]);
    const digest = await databaseDigest(s.db);
    const clash = await s.post('parked-orders/update-order-name', { id: a.id, name: 'TÄLT 4' });
    expect([clash.status, clash.body.error_code, clash.body.data]).toEqual([
      422,
      'order_name_exists',
      { order_id: b.id },
    ]);
    expect(await databaseDigest(s.db)).toEqual(digest);

    expect(
      (await s.post('parked-orders/update-order-name', { id: a.id, name: 'Tält 3B' })).body.data.parked_order.name,
    ).toBe('Tält 3B');
    rec.clear();
    const merged = await s.post('parked-orders/update-order-name', { id: a.id, name: 'Tält 4', merge_into: b.id });
    expect(merged.body.data.parked_order.charges.map((c: any) => [c.product_id, c.quantity])).toEqual([
      [1, 1000],
      [2, 2000],
    ]);
    expect(rec.named('ParkedOrderRemoved')).toEqual([{ parked_order_id: a.id }]);
    expect((await s.get('parked-orders/get-parked-order', { id: String(a.id) })).status).toBe(404);
  });

  it('splits evenly: unit goods in whole units, bulk goods in fractions whose amounts add up to the öre', async () => {
    const id = async (name: string) =>
      (await s.db.select({ id: products.id, bulk: products.isBulk }).from(products).where(eq(products.name, name)))[0];
    const cans = await id('Coca-Cola 33 cl');
    const sweets = await id('Lösgodis');
    expect([cans.bulk, sweets.bulk]).toEqual([false, true]);
    // 3 cans and 1 kg of sweets at 149 kr/kg over 2: never 1,5 cans; the sweets' two parts cost 149 kr together.
    const o = await create('Fikabordet', [
      line(cans.id, 3000, { price: 2000 }),
      line(sweets.id, 1000, { price: 14_900 }),
    ]);
    const res = await s.post('parked-orders/split-order-evenly', { id: o.id, parts: 2 });
    expect(res.status).toBe(200);
    const parts = res.body.data.parked_orders;
    expect(parts.map((p: any) => [p.name, p.charges.map((c: any) => [c.product_id, c.quantity])])).toEqual([
      [
        'Fikabordet',
        [
          [cans.id, 2000],
          [sweets.id, 500],
        ],
      ],
      [
        'Fikabordet (2/2)',
        [
          [cans.id, 1000],
          [sweets.id, 500],
        ],
      ],
    ]);
    // Over 3, one can each; the sweets in 10 g steps (whole öre), the first part takes the rest.
    const three = await create('Tre', [line(cans.id, 3000, { price: 2000 }), line(sweets.id, 1000, { price: 14_900 })]);
    const split3 = (await s.post('parked-orders/split-order-evenly', { id: three.id, parts: 3 })).body.data
      .parked_orders;
    expect(split3.map((p: any) => p.charges.map((c: any) => c.quantity))).toEqual([
      [1000, 340],
      [1000, 330],
      [1000, 330],
    ]);
    expect(parts[1].charges[0]).toMatchObject({ product_id: cans.id, price: 2000 });
    // One can cannot be shared: the second part would be empty.
    const one = await s.post('parked-orders/split-order-evenly', {
      id: (await create('En burk', [line(cans.id, 1000)])).id,
      parts: 2,
    });
    expect([one.status, one.body.data.errors.parts]).toEqual([
      422,
      ['Notan har för få varor för att delas i så många delar'],
    ]);
    const tiny = await create('Liten', [line(1, 1)]);
    expect((await s.post('parked-orders/split-order-evenly', { id: tiny.id, parts: 2 })).status).toBe(422);
  });

  it("stores the product's own price as the original: a price set by hand stays a visible discount", async () => {
    const o = await create('Handpris', [
      line(1, 1000, { price: 1, original_price: null }),
      line(2, 1000, { price: 1, original_price: 1 }),
    ]);
    expect(o.charges.map((c: any) => [c.price, c.original_price, c.discount_type, c.discount_value])).toEqual([
      [1, 3000, 'fixed', 2999],
      [1, 3000, 'fixed', 2999],
    ]);
    const digest = await databaseDigest(s.db);
    const hidden = await s.post('parked-orders/create', {
      name: 'Dold',
      items: [line(1, 1000, { price: 1, discount_type: 'percent', discount_value: 100 })],
    });
    expect([hidden.status, hidden.body.data.errors['items.0.price']]).toEqual([
      422,
      ['Rabatt i kronor eller procent ges på ordinarie pris'],
    ]);
    expect(await databaseDigest(s.db)).toEqual(digest);
  });

  it('a manual split moves part of a unit good only in whole units', async () => {
    const cans = (await s.db.select({ id: products.id }).from(products).where(eq(products.name, 'Coca-Cola 33 cl')))[0];
    const o = await create('Halvburk', [line(cans.id, 3000, { price: 2000 })]);
    const digest = await databaseDigest(s.db);
    const half = await s.post('parked-orders/split-order-manually', {
      id: o.id,
      charges: [{ id: o.charges[0].id, quantity: 1500 }],
    });
    expect([half.status, half.body.data.errors['charges.0.quantity']]).toEqual([
      422,
      ['Varan säljs styckvis och kan bara delas i hela enheter'],
    ]);
    expect(await databaseDigest(s.db)).toEqual(digest);
    expect(
      (
        await s.post('parked-orders/split-order-manually', {
          id: o.id,
          charges: [{ id: o.charges[0].id, quantity: 1000 }],
        })
      ).status,
    ).toBe(200);
  });

  it('splits by hand: whole charges move, part quantities are divided', async () => {
    const o = await create('Grillen', [line(1, 1000), line(2, 3000)]);
    const [c1, c2] = o.charges;
    const res = await s.post('parked-orders/split-order-manually', {
      id: o.id,
      charges: [
        { id: c1.id, quantity: 1000 },
        { id: c2.id, quantity: 1000 },
      ],
    });
    expect(res.status).toBe(200);
    const [left, moved] = res.body.data.parked_orders;
    expect(left.charges.map((c: any) => [c.product_id, c.quantity])).toEqual([[2, 2000]]);
    expect([moved.name, moved.charges.map((c: any) => [c.product_id, c.quantity])]).toEqual([
      'Grillen (2)',
      [
        [1, 1000],
        [2, 1000],
      ],
    ]);
    const digest = await databaseDigest(s.db);
    const tooMany = await s.post('parked-orders/split-order-manually', {
      id: left.id,
      charges: [{ id: left.charges[0].id, quantity: 2001 }],
    });
    expect(tooMany.body.data.errors['charges.0.quantity']).toEqual([
      'Antalet kan inte vara större än antalet på notan',
    ]);
    const all = await s.post('parked-orders/split-order-manually', {
      id: left.id,
      charges: [{ id: left.charges[0].id, quantity: 2000 }],
    });
    expect(all.body.data.errors.charges).toEqual(['Minst en vara måste vara kvar på notan']);
    expect(await databaseDigest(s.db)).toEqual(digest);
  });

  it('deletes; deleting again is a success carrying parked_order_already_deleted', async () => {
    const o = await create('Kiosken', [line(1, 1000)]);
    rec.clear();
    const first = await del(o.id);
    expect([first.status, first.body.status, first.body.error_code]).toEqual([200, 'success', null]);
    expect(rec.named('ParkedOrderRemoved')).toEqual([{ parked_order_id: o.id }]);
    const again = await del(o.id);
    expect([again.status, again.body.status, again.body.error_code]).toEqual([
      200,
      'success',
      'parked_order_already_deleted',
    ]);
    expect(rec.named('ParkedOrderRemoved')).toHaveLength(1);
    expect((await del(99_999_999)).status).toBe(404);
    expect((await s.get('parked-orders')).body.data.parked_orders.some((x: any) => x.id === o.id)).toBe(false);
    // The name is free again.
    expect((await s.post('parked-orders/create', { name: 'Kiosken', items: [line(1, 1000)] })).status).toBe(200);
  });
});

describe('parked order sums stay inside the database and safe integers (issue 10)', () => {
  it('refuses 500 lines × 1e9 × 1e8 and a line above 1 000 000 kr in Swedish, changing nothing', async () => {
    const digest = await databaseDigest(s.db);
    const huge = await s.post('parked-orders/create', {
      name: 'Jätte',
      items: Array.from({ length: 500 }, () => line(1, 1e9, { price: 1e8 })),
    });
    expect(huge.status).toBe(422);
    expect(Object.values(huge.body.data.errors).flat()).toContain(INPUT_TEXTS.orderTooBig);
    const oneLine = await s.post('parked-orders/create', { name: 'Jätte', items: [line(1, 2000, { price: 1e8 })] });
    expect([oneLine.status, oneLine.body.data.errors['items.0.quantity']]).toEqual([422, [INPUT_TEXTS.lineTooBig]]);
    expect(await databaseDigest(s.db)).toEqual(digest);
  });

  it('refuses parking onto an order when its sum would pass 10 000 000 kr', async () => {
    const full = await create(
      'Full nota',
      Array.from({ length: 10 }, () => line(1, 1000, { price: 1e8 })),
    );
    const digest = await databaseDigest(s.db);
    const more = await s.post('parked-orders/update', { id: full.id, items: [line(2, 1000)], add: true });
    expect([more.status, more.body.data.errors.items]).toEqual([422, [INPUT_TEXTS.orderTooBig]]);
    expect(await databaseDigest(s.db)).toEqual(digest);
  });

  it('lists orders stored before the bounds (int4 price × int4 quantity × 500) without failing', async () => {
    const now = new Date();
    const [o] = await s.db
      .insert(parkedOrders)
      .values({ name: 'Från förr', createdAt: now, updatedAt: now })
      .returning();
    await s.db.insert(charges).values(
      Array.from({ length: 500 }, () => ({
        productId: 1,
        quantity: 2_147_483_647,
        price: 2_147_483_647,
        discountType: 'none',
        discountValue: 0,
        parkedOrderId: o.id,
        status: 'parked',
        createdAt: now,
        updatedAt: now,
      })),
    );
    const res = await s.get('parked-orders');
    expect(res.status).toBe(200);
    expect(res.body.data.parked_orders.find((x: any) => x.id === o.id).charges).toHaveLength(500);
  });
});
