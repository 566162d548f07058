import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { customers } from '../../server/db/schema';
import type { Db } from '../../server/db/client';

let app: TestApp;
let db: Db;
let token: string;

const SE = 752;
const NO = 578;
type Address = {
  street: string;
  number?: string;
  zip?: string;
  city: string;
  country?: number;
  at: string;
  deleted?: boolean;
};
// Street names no demo customer has, so the demo data cannot add hits.
const ADDRESSES: Address[] = [
  { street: 'Qvistgatan', number: '12', zip: '123 45', city: 'Ystad', at: '2026-01-01T10:00:00Z' },
  // The same address typed differently: one prediction, written as the newest customer wrote it.
  { street: 'qvistgatan ', number: '12', zip: '12345', city: 'YSTAD', at: '2025-01-01T10:00:00Z' },
  { street: 'Qvistgatan', number: '12', zip: '123 45', city: 'Ystad', at: '2026-03-01T10:00:00Z' },
  { street: 'Qvistgatan', number: '14', zip: '123 45', city: 'Ystad', at: '2026-02-01T10:00:00Z' },
  { street: 'Qvistgatan', number: '12', zip: '0150', city: 'Oslo', country: NO, at: '2026-01-15T10:00:00Z' },
  { street: 'Östra Ålvägen', number: '3 B', zip: '553 21', city: 'Jönköping', at: '2026-02-01T10:00:00Z' },
  { street: 'Xenongränd', number: '1', zip: '111 11', city: 'Luleå', at: '2026-02-01T10:00:00Z', deleted: true },
  ...Array.from(
    { length: 10 },
    (_, i): Address => ({
      street: 'Zirkonvägen',
      number: String(i + 1),
      zip: '222 22',
      city: 'Kiruna',
      at: '2026-02-01T10:00:00Z',
    }),
  ),
];

beforeAll(async () => {
  app = await createTestApp();
  db = (await app.tenants.get('demo')).db;
  token = (await login(app, 'demo', DEMO_USERS.kassor)).token;
  await db.insert(customers).values(
    ADDRESSES.map((a, i) => ({
      givenName: 'Adress',
      surname: `Test${i}`,
      streetName: a.street,
      streetNumber: a.number ?? null,
      zip: a.zip ?? null,
      city: a.city,
      countryId: a.country ?? SE,
      updatedAt: new Date(a.at),
      deletedAt: a.deleted ? new Date(a.at) : null,
    })),
  );
});
afterAll(async () => {
  await app?.destroy();
});

const search = (query: Record<string, string>, t = token) =>
  call(app, 'GET', 'demo', 'search/address', { token: t, query });
const place = (query: Record<string, string>) => call(app, 'GET', 'demo', 'search/address/place', { token, query });
const addresses = async (query: Record<string, string>) => {
  const res = await search(query);
  expect(res.status).toBe(200);
  return (res.body.data.predictions as { address: string }[]).map((p) => p.address);
};

describe('GET search/address (bookings.md 5 and 7)', () => {
  it('refuses fewer than 4 characters, a bad country code and no token, changing nothing', async () => {
    const before = await databaseDigest(db);
    for (const input of ['abc', '   ab   ', 'a  b']) {
      const res = await search({ input });
      expect(res.status).toBe(422);
      expect(res.body.data.errors.input).toEqual(['Skriv minst 4 tecken']);
    }
    expect((await search({})).body.data.errors.input).toEqual(['Skriv minst 4 tecken']);
    const bad = await search({ input: 'Qvistgatan', country_code: 'SWE' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toEqual({ country_code: ['Landskoden ska vara två bokstäver (ISO 3166-1)'] });
    expect((await search({ input: 'Qvistgatan', session: 'x'.repeat(101) })).status).toBe(422);
    expect((await search({ input: 'Qvistgatan' }, '')).status).toBe(401);
    expect(await databaseDigest(db)).toEqual(before);
  });

  it('matches every typed word as the start of a word of street, number, zip or city, without regard to case', async () => {
    // '12' also starts the zip 12345 of number 14; the address with that very number comes first.
    expect(await addresses({ input: 'qvistg 12 ysta' })).toEqual([
      'Qvistgatan 12, 123 45 Ystad',
      'Qvistgatan 14, 123 45 Ystad',
    ]);
    expect(await addresses({ input: 'qvistg 14 ysta' })).toEqual(['Qvistgatan 14, 123 45 Ystad']);
    expect(await addresses({ input: 'qvistgatan 3 ystad' })).toEqual([]);
    expect(await addresses({ input: 'Qvistgatan 12345' })).toEqual([
      'Qvistgatan 12, 123 45 Ystad',
      'Qvistgatan 14, 123 45 Ystad',
    ]);
    expect(await addresses({ input: 'ÖSTRA ÅLV jönk' })).toEqual(['Östra Ålvägen 3 B, 553 21 Jönköping']);
    expect(await addresses({ input: 'Qvistgatan Malmö' })).toEqual([]);
    expect(await addresses({ input: 'gatan Ystad' })).toEqual([]);
  });

  it('lists an address once, shared addresses first, as its newest customer wrote it, at most 8', async () => {
    const all = await addresses({ input: 'Qvistgatan' });
    expect(all).toEqual(['Qvistgatan 12, 123 45 Ystad', 'Qvistgatan 14, 123 45 Ystad', 'Qvistgatan 12, 0150 Oslo']);
    expect(await addresses({ input: 'Zirkonvägen Kiruna' })).toHaveLength(8);
    expect(await addresses({ input: 'Xenongränd' })).toEqual([]);
  });

  it('keeps to the country given, and echoes the session or makes one', async () => {
    expect(await addresses({ input: 'Qvistgatan 12', country_code: 'no' })).toEqual(['Qvistgatan 12, 0150 Oslo']);
    expect(await addresses({ input: 'Qvistgatan 12', country_code: 'SE' })).toEqual([
      'Qvistgatan 12, 123 45 Ystad',
      'Qvistgatan 14, 123 45 Ystad',
    ]);
    expect(await addresses({ input: 'Qvistgatan 12', country_code: 'DE' })).toEqual([]);
    expect(await addresses({ input: 'Qvistgatan 12', country_code: '' })).toHaveLength(3);
    const given = await search({ input: '  Qvistgatan   12 ', session: 'abc-123' });
    expect(given.body.data).toMatchObject({ search_value: 'Qvistgatan 12', session: 'abc-123' });
    const made = await search({ input: 'Qvistgatan 12' });
    expect(made.body.data.session).toMatch(/\S{8,}/);
  });
});

describe('GET search/address/place', () => {
  it('gives the chosen address split into the form’s fields, with the country’s ISO code', async () => {
    const found = await search({ input: 'Östra Ålvägen', session: 's1' });
    const id = found.body.data.predictions[0].place_id;
    const res = await place({ place_id: id, session: 's1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      session: 's1',
      place: { street_name: 'Östra Ålvägen', street_number: '3 B', zip: '553 21', city: 'Jönköping', country: 'SE' },
    });
    const oslo = (await search({ input: 'Qvistgatan Oslo' })).body.data.predictions[0].place_id;
    expect((await place({ place_id: oslo })).body.data.place).toEqual({
      street_name: 'Qvistgatan',
      street_number: '12',
      zip: '0150',
      city: 'Oslo',
      country: 'NO',
    });
  });

  it('says the address does not exist for an unknown place_id, and needs one', async () => {
    for (const placeId of ['local_' + '0'.repeat(32), 'nonsense']) {
      const res = await place({ place_id: placeId });
      expect(res.status).toBe(404);
      expect(res.body.error_message).toBe('Adressen finns inte.');
    }
    expect((await place({})).status).toBe(422);
  });
});
