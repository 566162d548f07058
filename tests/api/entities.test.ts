import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login, syncedBookings } from '../helpers/api';

let app: TestApp;
let chef: string;
let kassa: string;
let foreign: string;
let sample: any;
let grouped: any;

beforeAll(async () => {
  app = await createTestApp();
  chef = (await login(app, 'demo', DEMO_USERS.manager, 'entities')).token;
  kassa = (await login(app, 'demo', DEMO_USERS.kassor, 'entities')).token;
  foreign = (await login(app, 'strandbaden', DEMO_USERS.manager, 'entities')).token;
  const list = await syncedBookings(app, 'demo', chef);
  sample = list.find((b) => !b.deleted_at && !b.is_draft && b.customer_id && b.position_id);
  grouped = list.find((b) => b.booking_group_id);
});

describe('the demo data these tests read', () => {
  it('has a plain booking and a group member in the working set', () => {
    // Without them the tests below would prove nothing: the seed must keep both.
    expect(sample, 'a booking with customer and position').toBeTruthy();
    expect(grouped, 'a booking in a group').toBeTruthy();
  });
});
afterAll(async () => {
  await app?.destroy();
});

describe('GET bookings/:id', () => {
  it('answers the booking with its position, customer and group', async () => {
    const res = await call(app, 'GET', 'demo', `bookings/${sample.id}`, { token: chef });
    expect(res.status).toBe(200);
    const b = res.body.data.booking;
    expect(b).toMatchObject({
      id: sample.id,
      booking_number: sample.booking_number,
      check_in: sample.check_in,
      check_out: sample.check_out,
    });
    expect(b.position).toMatchObject({ id: sample.position_id, full_name: expect.any(String) });
    expect(b.customer).toMatchObject({ id: sample.customer_id, full_name: expect.any(String) });
    expect(b).toHaveProperty('booking_group', null);
    for (const k of [
      'channel_id',
      'adults',
      'children',
      'dogs',
      'total_accommodation_amount',
      'remaining_accommodation_amount',
      'remarks',
      'subtitle',
    ])
      expect(b).toHaveProperty(k);
  });

  it('names the group of a group member', async () => {
    const b = (await call(app, 'GET', 'demo', `bookings/${grouped.id}`, { token: chef })).body.data.booking;
    expect(b.booking_group).toMatchObject({ id: grouped.booking_group_id, booking_number: expect.any(String) });
  });

  it('is 404 for an unknown booking and 422 for an id that is not a number', async () => {
    const missing = await call(app, 'GET', 'demo', 'bookings/99999999', { token: chef });
    expect(missing.status).toBe(404);
    expect(missing.body.error_message).toBe('Bokningen finns inte.');
    const bad = await call(app, 'GET', 'demo', 'bookings/abc', { token: chef });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.id).toBeDefined();
  });

  it("refuses another tenant's token and no token", async () => {
    expect((await call(app, 'GET', 'demo', `bookings/${sample.id}`, { token: foreign })).status).toBe(401);
    expect((await call(app, 'GET', 'demo', `bookings/${sample.id}`)).status).toBe(401);
  });

  it('is open to every level that may read bookings (readBookings: the till sells to bookings)', async () => {
    expect((await call(app, 'GET', 'demo', `bookings/${sample.id}`, { token: kassa })).status).toBe(200);
  });
});

describe('GET customers/:id', () => {
  it('answers every customer field with the country', async () => {
    const res = await call(app, 'GET', 'demo', `customers/${sample.customer_id}`, { token: chef });
    expect(res.status).toBe(200);
    const c = res.body.data.customer;
    expect(c.id).toBe(sample.customer_id);
    expect(c.full_name).toBe(sample.customer_name);
    expect(c.country).toMatchObject({
      id: c.country_id,
      iso_code: expect.any(String),
      name: expect.any(String),
      dialling_code: expect.any(String),
    });
    for (const k of [
      'given_name',
      'surname',
      'is_org',
      'org_name',
      'org_number',
      'org_reference',
      'street_name',
      'street_number',
      'zip',
      'city',
      'phone_number',
      'fullPhoneNumber',
      'email',
      'email_status',
      'shortAddress',
      'customer_description',
      'color',
      'class',
      'dialling_code_country_id',
    ]) {
      expect(c, k).toHaveProperty(k);
    }
    if (c.phone_number && c.diallingCodeCountry)
      expect(c.fullPhoneNumber).toBe(`+${c.diallingCodeCountry.dialling_code} ${c.phone_number}`);
  });

  it("lists the customer's bookings newest check-in first", async () => {
    const res = await call(app, 'GET', 'demo', `customers/${sample.customer_id}/bookings`, { token: chef });
    expect(res.status).toBe(200);
    const list = res.body.data.bookings as any[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((b) => b.id)).toContain(sample.id);
    expect(list.every((b) => b.customer_id === sample.customer_id)).toBe(true);
    const dates = list.map((b) => b.check_in);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('is 404 for an unknown customer and 422 for an id that is not a number', async () => {
    for (const path of ['customers/99999999', 'customers/99999999/bookings']) {
      const res = await call(app, 'GET', 'demo', path, { token: chef });
      expect(res.status, path).toBe(404);
      expect(res.body.error_message).toBe('Kunden finns inte.');
    }
    for (const path of ['customers/anna', 'customers/1.5/bookings', 'customers/-3']) {
      const res = await call(app, 'GET', 'demo', path, { token: chef });
      expect(res.status, path).toBe(422);
    }
  });

  it("refuses another tenant's token", async () => {
    for (const path of [`customers/${sample.customer_id}`, `customers/${sample.customer_id}/bookings`]) {
      expect((await call(app, 'GET', 'demo', path, { token: foreign })).status, path).toBe(401);
    }
  });

  it('is open to the till level too', async () => {
    expect((await call(app, 'GET', 'demo', `customers/${sample.customer_id}`, { token: kassa })).status).toBe(200);
  });
});
