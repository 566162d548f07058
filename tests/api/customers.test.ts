import { describe, expect, it, vi } from 'vitest';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { TEST_TODAY } from '../helpers/testApp';
import { DEMO_USERS, login, syncedBookings } from '../helpers/api';
import { apiSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { customers, editingRecords } from '../../server/db/schema';
import { queryRows } from '../../server/db/client';

const s = apiSuite('receptionist');

const post = (body: unknown, t?: string) => s.post('customers', body, t);
const get = (path: string, query?: Record<string, string>) => s.get(path, query);

const newPerson = (over: Record<string, unknown> = {}) => ({
  is_org: false,
  given_name: '  Astrid ',
  surname: 'Lindgren',
  org_name: '',
  org_number: '',
  org_reference: '',
  street_name: 'Vimmerbyvägen',
  street_number: '3',
  zip: '598 37',
  city: 'Vimmerby',
  country_id: 752,
  dialling_code_country_id: 752,
  phone_number: '070-111 22 33',
  email: 'astrid.lindgren@exempel-post.se',
  ...over,
});

async function someCustomer(isOrg = false) {
  const [c] = await s.db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.isOrg, isOrg),
        isNull(customers.deletedAt),
        isNotNull(customers.email),
        isNotNull(customers.phoneNumber),
      ),
    )
    .orderBy(customers.id)
    .limit(1);
  return c;
}

describe('POST customers: create', () => {
  it('creates a person: trimmed, empty fields null, phone normalised, with an editing record', async () => {
    const res = await post(newPerson({ org_reference: '   ' }));
    expect(res.status).toBe(200);
    const c = res.body.data.customer;
    expect(c).toMatchObject({
      full_name: 'Astrid Lindgren',
      given_name: 'Astrid',
      is_org: false,
      org_name: null,
      org_reference: null,
      phone_number: '701112233',
      fullPhoneNumber: '+46 701112233',
      country_id: 752,
      shortAddress: 'Vimmerbyvägen 3, Vimmerby',
    });
    expect(c.id).toBeGreaterThan(0);
    const records = (await get('customers/editing-records', { customer_id: String(c.id) })).body.data.editing_records;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'created',
      description: 'Kunden skapades',
      user: { name: 'Rebecka Reception', initials: 'RR' },
    });
    expect(records[0].changes.given_name).toEqual({ from: null, to: 'Astrid' });
  });

  it('creates an organisation with id 0', async () => {
    const res = await post({
      ...newPerson({ email: 'info@bullerbyn-ab.se', phone_number: '0495 123 45' }),
      id: 0,
      is_org: true,
      given_name: '',
      surname: '',
      org_name: 'Bullerbyn AB',
      org_number: '559999-9991',
      org_reference: 'Lisa',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({
      full_name: 'Bullerbyn AB',
      is_org: true,
      given_name: null,
      org_number: '559999-9991',
      org_reference: 'Lisa',
    });
  });

  it('refuses every rule of the form with Swedish field errors, and changes nothing', async () => {
    const before = await databaseDigest(s.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [newPerson({ given_name: ' ' }), 'given_name', 'Fyll i förnamn'],
      [newPerson({ surname: 'x'.repeat(51) }), 'surname', 'Efternamn kan vara max 50 tecken'],
      [newPerson({ street_number: '1'.repeat(16) }), 'street_number', 'Gatunummer kan vara max 15 tecken'],
      [newPerson({ country_id: null }), 'country_id', 'Land behövs'],
      [newPerson({ country_id: 999 }), 'country_id', 'Landet finns inte.'],
      [newPerson({ email: 'astrid@' }), 'email', 'E-postadressen är felformatterad'],
      [newPerson({ phone_number: '012' }), 'phone_number', 'Inkorrekt formaterat mobilnummer'],
      [newPerson({ dialling_code_country_id: null }), 'dialling_code_country_id', 'Landskod behövs'],
      [{ ...newPerson(), is_org: true, org_name: '', org_number: '' }, 'org_number', 'Fyll i organisationsnummer'],
      [{ ...newPerson(), is_org: true, org_name: '', org_number: '556036-0793' }, 'org_name', 'Fyll i företagsnamn'],
      [
        { ...newPerson(), is_org: true, org_name: 'X AB', org_number: '556036-0794' },
        'org_number',
        'Ogiltigt organisationsnummer',
      ],
      [
        { ...newPerson(), is_org: true, org_name: 'X', org_number: '1', org_reference: 'x'.repeat(101) },
        'org_reference',
        'Kontaktperson kan vara max 100 tecken',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.status, field).toBe(422);
      expect(res.body.data.errors[field]).toEqual([message]);
    }
    expect((await post({ ...newPerson(), given_name: 12 })).status).toBe(422);
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('refuses an e-mail, phone or org number that another customer has', async () => {
    const other = await someCustomer(false);
    const name = `${other.givenName} ${other.surname}`;
    const before = await databaseDigest(s.db);
    let res = await post(newPerson({ email: other.email!.toUpperCase() }));
    expect(res.status).toBe(422);
    expect(res.body.data.errors.email).toEqual([`E-postadressen används av: ${name}`]);
    res = await post(
      newPerson({ phone_number: '0' + other.phoneNumber, dialling_code_country_id: other.diallingCodeCountryId }),
    );
    expect(res.body.data.errors.phone_number).toEqual([`Mobilnumret används av: ${name}`]);
    const org = await someCustomer(true);
    res = await post({
      ...newPerson(),
      is_org: true,
      org_name: 'Kopia AB',
      org_number: org.orgNumber!.replace('-', ''),
    });
    expect(res.body.data.errors.org_number).toEqual([`Organisationsnumret används av: ${org.orgName}`]);
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('is for receptionists: a kassor gets 403 and nothing changes', async () => {
    const kassa = (await login(s.app, 'demo', DEMO_USERS.kassor, 'kassa-customers')).token;
    const before = await databaseDigest(s.db);
    expect((await post(newPerson({ email: 'kassa@exempel-post.se', phone_number: '0709998877' }), kassa)).status).toBe(
      403,
    );
    expect((await post(newPerson(), 'not-a-token')).status).toBe(401);
    expect(await databaseDigest(s.db)).toEqual(before);
  });
});

describe('POST customers: update', () => {
  it('updates, keeps its own e-mail and phone, records from → to, and publishes CustomerSaved', async () => {
    const c = await someCustomer(false);
    const spy = vi.spyOn(s.app.services, 'publish');
    const res = await post({ id: c.id, is_org: false, email: c.email, phone_number: c.phoneNumber, zip: '999 99' });
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({ id: c.id, zip: '999 99', given_name: c.givenName, email: c.email });
    const events = spy.mock.calls.map(([, event]) => event);
    expect(events).toContain('CustomerSaved');
    expect(events).not.toContain('BookingSaved'); // bookings do not show the postcode
    spy.mockRestore();
    const [record] = (await get('customers/editing-records', { customer_id: String(c.id) })).body.data.editing_records;
    expect(record).toMatchObject({
      action: 'updated',
      description: 'Kunden uppdaterades',
      changes: { zip: { from: c.zip, to: '999 99' } },
    });
    expect(Object.keys(record.changes)).toEqual(['zip']);
  });

  it('a name change sends BookingSaved for the bookings in the working set, and the palette index sees it', async () => {
    const list = await syncedBookings(s.app, 'demo', s.token);
    const b = list.find((x) => !x.deleted_at && !x.is_draft && x.check_in >= TEST_TODAY);
    const [c] = await s.db.select().from(customers).where(eq(customers.id, b.customer_id));
    const mine = list
      .filter((x) => x.customer_id === c.id)
      .map((x) => x.id)
      .sort();
    // The palette's entity index is built before the change.
    expect((await get('search/entities')).status).toBe(200);
    const spy = vi.spyOn(s.app.services, 'publish');
    const res = await post({ id: c.id, given_name: 'Ändrad' });
    expect(res.status).toBe(200);
    const saved = spy.mock.calls.filter(([, e]) => e === 'BookingSaved').map(([, , d]) => d as any);
    spy.mockRestore();
    expect(saved.map((d) => d.booking_id).sort()).toEqual(mine);
    expect(saved[0].booking.customer_name).toBe(`Ändrad ${c.surname}`);
    const index = (await get('search/entities')).body.data;
    const cols: string[] = index.customers.columns;
    const row = index.customers.rows.find((r: any[]) => r[0] === c.id);
    expect(JSON.stringify(row)).toContain('Ändrad');
    expect(cols.length).toBeGreaterThan(0);
  });

  it('refuses to change the customer type, unknown ids, and changes nothing', async () => {
    const c = await someCustomer(false);
    const before = await databaseDigest(s.db);
    const res = await post({ id: c.id, is_org: true, org_name: 'X AB', org_number: '556036-0793' });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.is_org).toEqual(['Kundtypen kan inte ändras när kunden är sparad.']);
    expect((await post({ id: 99_999_999, given_name: 'A', surname: 'B' })).status).toBe(404);
    expect((await post({ id: c.id, given_name: '' })).body.data.errors.given_name).toEqual(['Fyll i förnamn']);
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('saving without changes writes nothing', async () => {
    const c = await someCustomer(true);
    const before = await databaseDigest(s.db);
    const res = await post({ id: c.id, is_org: true, org_name: c.orgName, org_number: c.orgNumber });
    expect(res.status).toBe(200);
    expect(await databaseDigest(s.db)).toEqual(before);
  });
});

describe('customer history, receipts and invoices', () => {
  it('lists editing records newest first, with the user', async () => {
    const c = await someCustomer(false);
    await s.db.insert(editingRecords).values([
      {
        subjectType: 'customer',
        subjectId: c.id,
        customerId: c.id,
        userId: 3,
        action: 'a',
        description: 'Äldst',
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
      {
        subjectType: 'customer',
        subjectId: c.id,
        customerId: c.id,
        userId: null,
        action: 'b',
        description: 'Nyast',
        createdAt: new Date('2026-07-01T10:00:00Z'),
      },
    ]);
    const res = await get('customers/editing-records', { customer_id: String(c.id) });
    const records = res.body.data.editing_records;
    const mine = records.filter((r: any) => ['Äldst', 'Nyast'].includes(r.description));
    expect(mine.map((r: any) => r.description)).toEqual(['Nyast', 'Äldst']);
    expect(mine[0].user).toBeNull();
    expect(mine[1].user).toEqual({ id: 3, name: 'Charlotte Chef', initials: 'CC', color: 'indigo' });
    expect(mine[1].created_at).toBe('2026-01-01T10:00:00.000Z');
    expect((await get('customers/editing-records', { customer_id: 'x' })).status).toBe(422);
    expect((await get('customers/editing-records', { customer_id: '99999999' })).status).toBe(404);
  });

  it('lists the receipts and invoices linked to the customer', async () => {
    const c = await someCustomer(false);
    const [register] = await queryRows<{ id: number }>(s.db, sql`select id from registers order by id limit 1`);
    const [method] = await queryRows<{ id: number }>(s.db, sql`select id from payment_methods order by id limit 1`);
    const [receipt] = await queryRows<{ id: number }>(
      s.db,
      sql`
      insert into receipts (register_id, receipt_serial, receipt_status, total, customer_id, created_at)
      values (${register.id}, 987654, 'completed', 12500, ${c.id}, '2026-07-10T12:00:00Z') returning id`,
    );
    await queryRows(
      s.db,
      sql`insert into receipts (register_id, receipt_status, total, customer_id) values (${register.id}, 'open', 100, ${c.id})`,
    );
    const [invoice] = await queryRows<{ id: number }>(
      s.db,
      sql`
      insert into invoices (invoice_number, invoice_date, due_date, total_amount, customer_id, customer_name, ocr, status)
      values (777001, '2026-07-01', '2026-07-31', 50000, ${c.id}, 'X', '77700112', 'partial') returning id`,
    );
    const [payment] = await queryRows<{ id: number }>(
      s.db,
      sql`
      insert into payments (payment_method_id, amount, paid_at, customer_id) values (${method.id}, 20000, now(), ${c.id}) returning id`,
    );
    await queryRows(
      s.db,
      sql`insert into payment_applications (payment_id, invoice_id, paid_amount, applied_at) values (${payment.id}, ${invoice.id}, 20000, now())`,
    );

    const receipts = (await get(`customers/${c.id}/receipts`)).body.data.receipts;
    expect(receipts).toEqual([
      { id: receipt.id, receipt_number: 987654, total: 12500, created_at: '2026-07-10T12:00:00.000Z' },
    ]);
    const invoices = (await get(`customers/${c.id}/invoices`)).body.data.invoices;
    expect(invoices).toEqual([
      {
        id: invoice.id,
        invoice_number: 777001,
        total: 50000,
        remaining_amount: 30000,
        invoice_date: '2026-07-01',
        due_date: '2026-07-31',
        status: 'partial',
      },
    ]);
    expect((await get('customers/99999999/receipts')).status).toBe(404);
    expect((await get('customers/abc/invoices')).status).toBe(422);
  });
});
