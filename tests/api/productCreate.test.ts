// POST products/create ('Skapa ny produkt', money.md 2, 3, 5 Product, 7 Products).
import { beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { apiSuite } from '../helpers/suite';
import { recordEvents } from '../helpers/bookingFixtures';
import { databaseDigest } from '../helpers/digest';
import { DEMO_USERS, login } from '../helpers/api';
import { productGroups, products } from '../../server/db/schema';

const s = apiSuite('kassor');
let rec: ReturnType<typeof recordEvents>;
let groupId: number;
let deletedGroupId: number;
let existing: { id: number; name: string; barcode: string };

beforeAll(async () => {
  rec = recordEvents(s.app);
  const groups = await s.db.select().from(productGroups).where(isNull(productGroups.deletedAt));
  groupId = groups[0].id;
  const [gone] = await s.db
    .insert(productGroups)
    .values({ name: 'Gammal grupp', vatCode: groups[0].vatCode, deletedAt: new Date('2026-01-01T10:00:00Z') })
    .returning();
  deletedGroupId = gone.id;
  const live = await s.db.select().from(products).where(isNull(products.deletedAt));
  const withCode = live.find((p) => p.barcode)!;
  existing = { id: withCode.id, name: withCode.name, barcode: withCode.barcode! };
  // A deleted product's barcode is free again.
  await s.db.insert(products).values({
    name: 'Utgången vara',
    barcode: '4006381333931',
    productGroupId: groupId,
    deletedAt: new Date('2026-01-01T10:00:00Z'),
  });
});

const create = (body: Record<string, unknown>, token?: string) => s.post('products/create', body, token);
const digest = () => databaseDigest(s.db);

describe('POST products/create', () => {
  it('creates a product, serialized like GET products, and tells every console', async () => {
    rec.clear();
    const res = await create({
      name: '  Solkräm SPF 30 ',
      product_group_id: groupId,
      price: -8900,
      barcode: '2000000000008',
      gui_color: 'orange',
    });
    expect(res.status).toBe(200);
    const p = res.body.data.product;
    expect(p).toMatchObject({
      name: 'Solkräm SPF 30',
      product_group_id: groupId,
      price: 8900,
      barcode: '2000000000008',
      gui_color: 'orange',
      is_bulk: 0,
      unit_id: 1,
      deposit_price: null,
      requires_delivery_date: false,
      is_accommodation: false,
    });
    expect(res.body.data.warnings).toEqual({});
    const list = (await s.get('products')).body.data.products;
    expect(list.find((x: { id: number }) => x.id === p.id)).toEqual(p);
    expect(rec.named('UpdateData')).toEqual([{ type: 'products', product_id: p.id }]);
    // The group lists it too.
    const groups = (await s.get('product-groups')).body.data.product_groups;
    expect(groups.find((g: { id: number }) => g.id === groupId).products).toContain(p.id);
  });

  it('uses the new-product defaults: blue, no fixed price, unit 1; a deleted product’s barcode is free', async () => {
    const res = await create({ name: 'Pant burk', product_group_id: groupId, barcode: '4006381333931' });
    expect(res.status).toBe(200);
    expect(res.body.data.product).toMatchObject({
      gui_color: 'blue',
      price: 0,
      is_bulk: 0,
      unit_id: 1,
      barcode: '4006381333931',
    });
    const empty = await create({ name: 'Utan streckkod', product_group_id: groupId, price: null, barcode: '' });
    expect(empty.body.data.product).toMatchObject({ price: 0, barcode: null });
  });

  it('only warns about a name already used (case-insensitive)', async () => {
    const res = await create({ name: existing.name.toUpperCase(), product_group_id: groupId, price: 1000 });
    expect(res.status).toBe(200);
    expect(res.body.data.warnings).toEqual({ name: ['Det finns redan en produkt med samma namn'] });
  });

  const refusals: [string, () => Record<string, unknown>, string, string | (() => string)][] = [
    ['no name', () => ({ name: '  ', product_group_id: groupId }), 'name', 'Ange ett namn'],
    ['missing name', () => ({ product_group_id: groupId }), 'name', 'Ange ett namn'],
    ['name above 50', () => ({ name: 'x'.repeat(51), product_group_id: groupId }), 'name', 'Max 50 tecken'],
    ['no group', () => ({ name: 'Vara' }), 'product_group_id', 'Välj en produktgrupp till produkten'],
    [
      'unknown group',
      () => ({ name: 'Vara', product_group_id: 999_999 }),
      'product_group_id',
      'Välj en produktgrupp till produkten',
    ],
    [
      'deleted group',
      () => ({ name: 'Vara', product_group_id: deletedGroupId }),
      'product_group_id',
      'Välj en produktgrupp till produkten',
    ],
    [
      'barcode too short',
      () => ({ name: 'Vara', product_group_id: groupId, barcode: '1234567' }),
      'barcode',
      'Streckkoden ska vara 8 till 13 siffror',
    ],
    [
      'barcode with letters',
      () => ({ name: 'Vara', product_group_id: groupId, barcode: 'ABC12345678' }),
      'barcode',
      'Streckkoden ska vara 8 till 13 siffror',
    ],
    [
      'barcode used by a live product',
      () => ({ name: 'Vara', product_group_id: groupId, barcode: existing.barcode }),
      'barcode',
      () => `Streckkoden används redan av ${existing.name}`,
    ],
    [
      'colour outside the list',
      () => ({ name: 'Vara', product_group_id: groupId, gui_color: 'black' }),
      'gui_color',
      'Välj en av färgerna i listan',
    ],
    [
      'price not whole öre',
      () => ({ name: 'Vara', product_group_id: groupId, price: 12.5 }),
      'price',
      'Priset måste vara ett tal',
    ],
    [
      'price as text',
      () => ({ name: 'Vara', product_group_id: groupId, price: '12' }),
      'price',
      'Priset måste vara ett tal',
    ],
    ['unknown unit', () => ({ name: 'Vara', product_group_id: groupId, unit_id: 999 }), 'unit_id', 'Okänd enhet'],
  ];
  it.each(refusals)('refuses %s in Swedish and changes nothing', async (_, body, field, message) => {
    rec.clear();
    const before = await digest();
    const res = await create(body());
    expect(res.status).toBe(422);
    expect(res.body.data.errors[field]).toEqual([typeof message === 'function' ? message() : message]);
    expect(await digest()).toEqual(before);
    expect(rec.named('UpdateData')).toEqual([]);
  });

  it('refuses a barcode just taken by a product created a moment ago', async () => {
    const first = await create({ name: 'Första', product_group_id: groupId, barcode: '96385074' });
    expect(first.status).toBe(200);
    const before = await digest();
    const again = await create({ name: 'Andra', product_group_id: groupId, barcode: '96385074' });
    expect(again.status).toBe(422);
    expect(again.body.data.errors.barcode).toEqual(['Streckkoden används redan av Första']);
    expect(await digest()).toEqual(before);
  });

  it('needs a logged-in user with the till', async () => {
    const anon = await s.post('products/create', { name: 'Vara', product_group_id: groupId }, '');
    expect(anon.status).toBe(401);
    const manager = (await login(s.app, 'demo', DEMO_USERS.manager, 'other-machine')).token;
    expect((await create({ name: 'Chefens vara', product_group_id: groupId }, manager)).status).toBe(200);
  });
});
