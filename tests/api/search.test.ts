import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { createTestApp, TEST_TODAY, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';

let app: TestApp;
let chef: string;
let kassa: string;
let foreign: string;

beforeAll(async () => {
  app = await createTestApp();
  chef = (await login(app, 'demo', DEMO_USERS.manager, 'search')).token;
  kassa = (await login(app, 'demo', DEMO_USERS.kassor, 'search')).token;
  foreign = (await login(app, 'strandbaden', DEMO_USERS.manager, 'search')).token;
});
afterAll(async () => {
  await app?.destroy();
});

type Result = {
  type: string;
  id: number;
  unique_id: string;
  group_title: string;
  title: string;
  subtitle: string;
  avatar: { color: string; text: string | null; icon: string | null };
};

async function rows<T = any>(query: string): Promise<T[]> {
  return queryRows<T>((await app.tenants.get('demo')).db, sql.raw(query));
}

async function search(text: string, token = chef): Promise<Result[]> {
  const res = await call(app, 'GET', 'demo', 'search', { token, query: { search: text } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.input).toBe(text);
  return res.body.data.search_results;
}
const ofType = (list: Result[], type: string) => list.filter((r) => r.type === type);
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** Every typed word starts a word of the text. */
const prefixesWords = (typed: string, text: string) =>
  words(typed).every((w) => words(text).some((x) => x.startsWith(w)));

describe('GET search: shape and limits', () => {
  it("answers input and search_results in the spec's shape", async () => {
    const list = await search('an');
    expect(list.length).toBeGreaterThan(5);
    const titles: Record<string, string> = {
      booking: 'Bokningar',
      customer: 'Kunder',
      position: 'Platser',
      booking_group: 'Gruppbokningar',
      product: 'Produkter',
    };
    for (const r of list) {
      expect(Object.keys(r).sort()).toEqual(['avatar', 'group_title', 'id', 'subtitle', 'title', 'type', 'unique_id']);
      expect(Object.keys(r.avatar).sort()).toEqual(['color', 'icon', 'text']);
      expect(r.unique_id).toBe(`${r.type}-${r.id}`);
      expect(r.group_title).toBe(titles[r.type]);
      expect(r.title).toEqual(expect.any(String));
    }
    // Grouped: each group's rows are together.
    const order = list.map((r) => r.type).filter((t, i, a) => a.indexOf(t) === i);
    expect(list.map((r) => r.type)).toEqual(order.flatMap((t) => ofType(list, t).map(() => t)));
  });

  it('gives at most 8 rows per group and no query row', async () => {
    const list = await search('an');
    for (const type of ['booking', 'customer', 'position', 'booking_group', 'product'])
      expect(ofType(list, type).length).toBeLessThanOrEqual(8);
    expect(ofType(list, 'booking').length).toBe(8);
    expect(ofType(list, 'query')).toEqual([]);
  });

  it('answers an empty list for empty and one-character text', async () => {
    for (const text of ['', ' ', 'a', '  ö ']) expect(await search(text), JSON.stringify(text)).toEqual([]);
    expect(await search('zzqxv')).toEqual([]);
  });

  it('refuses a text over 100 characters with 422, and takes 100', async () => {
    const res = await call(app, 'GET', 'demo', 'search', { token: chef, query: { search: 'x'.repeat(101) } });
    expect(res.status).toBe(422);
    expect(res.body.error_message).toMatch(/100 tecken/);
    expect(res.body.data.errors.search).toBeDefined();
    expect(await search('x'.repeat(100))).toEqual([]);
  });

  it("is refused without a token or with another tenant's, and open to the till level", async () => {
    expect((await call(app, 'GET', 'demo', 'search', { query: { search: 'an' } })).status).toBe(401);
    expect((await call(app, 'GET', 'demo', 'search', { token: foreign, query: { search: 'an' } })).status).toBe(401);
    expect((await search('an', kassa)).length).toBeGreaterThan(0);
  });

  it('is refused (403) to a level that may not read bookings', async () => {
    await rows(`insert into users (name, initials, color, email, password_hash, level, modules)
      select 'Vakt Vaktsson', 'VV', 'grey', 'vakt@demo.se', password_hash, 'vaktmästare', modules from users where email = '${DEMO_USERS.kassor}'`);
    const { token } = await login(app, 'demo', 'vakt@demo.se', 'search');
    for (const path of ['search', 'search/customer', 'search/booking', 'search/entities']) {
      const res = await call(app, 'GET', 'demo', path, { token, query: { search: 'an' } });
      expect(res.status, path).toBe(403);
      expect(res.body.error_code).toBe('forbidden');
    }
  });
});

describe('GET search: what matches', () => {
  it('finds a booking by its number, the exact one first and the bookings group first', async () => {
    const [b] = await rows(
      `select id, booking_number from bookings where not is_draft and deleted_at is null and check_out >= '${TEST_TODAY}' order by id limit 1`,
    );
    const list = await search(b.booking_number);
    expect(list[0]).toMatchObject({ type: 'booking', id: b.id, unique_id: `booking-${b.id}` });
    expect(list[0].title.startsWith(b.booking_number)).toBe(true);
    const prefix = b.booking_number.slice(0, 8);
    const byPrefix = ofType(await search(prefix), 'booking');
    expect(byPrefix.length).toBeGreaterThan(1);
    for (const r of byPrefix) expect(r.title.startsWith(prefix), r.title).toBe(true);
  });

  it('finds customers and their bookings by every word as the start of a name word, in any case and order', async () => {
    const [c] = await rows(
      `select id, given_name, surname from customers where not is_org and length(given_name) >= 4 and length(surname) >= 5 order by id limit 1`,
    );
    const name = `${c.given_name} ${c.surname}`;
    for (const text of [
      `${c.given_name.slice(0, 3).toUpperCase()} ${c.surname.slice(0, 4).toLowerCase()}`,
      `${c.surname.toLowerCase()} ${c.given_name.slice(0, 2)}`,
    ]) {
      const list = await search(text);
      const customers = ofType(list, 'customer');
      expect(
        customers.map((r) => r.id),
        text,
      ).toContain(c.id);
      for (const r of customers) expect(prefixesWords(text, `${r.title} ${r.subtitle}`), r.title).toBe(true);
      const bookings = ofType(list, 'booking');
      expect(bookings.length).toBeGreaterThan(0);
      for (const r of bookings) expect(prefixesWords(text, r.title), r.title).toBe(true);
    }
    // A word in the middle of a name word is no match.
    expect(ofType(await search(c.surname.slice(1)), 'customer').map((r) => r.title)).not.toContain(name);
  });

  it('keeps å, ä and ö as letters of their own, in either case', async () => {
    const [c] = await rows(`select id, surname from customers where surname ~ '^[ÅÄÖ]' order by id limit 1`);
    expect(c).toBeDefined();
    for (const text of [c.surname.toLowerCase(), c.surname.toUpperCase()]) {
      expect(
        ofType(await search(text), 'customer').map((r) => r.id),
        text,
      ).toContain(c.id);
    }
    const plain = c.surname.toLowerCase().replace('å', 'a').replace('ä', 'a').replace('ö', 'o');
    expect(ofType(await search(plain), 'customer').map((r) => r.id)).not.toContain(c.id);
  });

  it("ranks a customer's stays: here now, then coming (soonest first), then past (latest first), then cancelled", async () => {
    const [c] =
      await rows(`select c.id, c.given_name, c.surname from customers c join bookings b on b.customer_id = c.id
      where not c.is_org group by c.id order by count(*) desc limit 1`);
    const list = ofType(await search(`${c.given_name} ${c.surname}`), 'booking');
    expect(list.length).toBe(8);
    const ids = list.map((r) => r.id).join(',');
    const found = await rows(
      `select id, check_in::text, check_out::text, checked_in_at is not null and checked_out_at is null as here, deleted_at is not null as cancelled from bookings where id in (${ids})`,
    );
    const byId = new Map(found.map((b) => [b.id, b]));
    const key = (b: any) => (b.cancelled ? 3 : b.here ? 0 : b.check_out >= TEST_TODAY ? 1 : 2);
    const ranked = list.map((r) => byId.get(r.id));
    const keys = ranked.map(key);
    expect(keys).toEqual([...keys].sort());
    expect(keys[0]).toBeLessThan(2); // this regular has a stay now or to come
    const coming = ranked.filter((b) => key(b) === 1).map((b) => b.check_in);
    expect(coming).toEqual([...coming].sort());
  });

  it('leaves out dead drafts and shows a cancelled booking as such', async () => {
    const [draft, cancelled] = await rows(
      `select id, booking_number from bookings where not is_draft and deleted_at is null order by id desc limit 2`,
    );
    await rows(`update bookings set is_draft = true, draft_expires_at = '2026-07-15T06:00:00Z' where id = ${draft.id}`);
    expect(ofType(await search(draft.booking_number), 'booking')).toEqual([]);
    await rows(
      `update bookings set deleted_at = '2026-07-14T10:00:00Z', cancellation_status = 'Avslutad' where id = ${cancelled.id}`,
    );
    const [hit] = ofType(await search(cancelled.booking_number), 'booking');
    expect(hit).toMatchObject({ id: cancelled.id, avatar: { color: 'red' } });
    expect(hit.subtitle).toContain('Avbokad');
  });

  it('finds a product by its exact barcode first, and by name words', async () => {
    const [p] = await rows(
      `select id, name, barcode from products where barcode is not null and deleted_at is null order by id limit 1`,
    );
    const list = await search(p.barcode);
    expect(list[0]).toMatchObject({ type: 'product', id: p.id, group_title: 'Produkter', title: p.name });
    const word = words(p.name)[0];
    expect(ofType(await search(word.toUpperCase()), 'product').map((r) => r.id)).toContain(p.id);
  });

  it('finds positions by name, the exact one first and its group first', async () => {
    const [pos] = await rows(
      `select id, name, full_name from positions where deleted_at is null and name ~ '^[A-Z][0-9]$' order by id limit 1`,
    );
    const list = await search(pos.name.toLowerCase());
    expect(list[0]).toMatchObject({ type: 'position', id: pos.id, title: pos.full_name });
    for (const r of ofType(list, 'position'))
      expect(r.title.toLowerCase().startsWith(pos.name.toLowerCase())).toBe(true);
    const here = await rows(
      `select b.id from bookings b where b.position_id = ${pos.id} and b.check_out >= '${TEST_TODAY}' and b.deleted_at is null and not b.is_draft`,
    );
    if (here.length) expect(ofType(list, 'booking').length).toBeGreaterThan(0);
  });

  it('finds a customer by phone digits, with or without the leading zero, spaces or country code', async () => {
    const [c] =
      await rows(`select c.id, c.phone_number from customers c join countries co on co.id = c.dialling_code_country_id
      where co.dialling_code = '46' and length(c.phone_number) = 9 and c.deleted_at is null order by c.id limit 1`);
    const p = c.phone_number;
    for (const text of [
      `0${p}`,
      `0${p.slice(0, 2)}-${p.slice(2, 5)} ${p.slice(5, 7)} ${p.slice(7)}`,
      `+46 ${p.slice(0, 2)} ${p.slice(2)}`,
      `0046${p}`,
      p.slice(0, 6),
    ]) {
      expect(
        ofType(await search(text), 'customer').map((r) => r.id),
        text,
      ).toContain(c.id);
    }
  });

  it('finds organisations by organisation number, and customers by e-mail prefix and city', async () => {
    const [org] = await rows(`select id, org_number from customers where org_number is not null order by id limit 1`);
    expect(ofType(await search(org.org_number.replace('-', '')), 'customer')[0]).toMatchObject({
      id: org.id,
      avatar: { icon: 'mdi-domain' },
    });
    expect(ofType(await search(org.org_number), 'customer')[0].id).toBe(org.id);
    const [mail] = await rows(
      `select id, email from customers where email like '%.%@%' and deleted_at is null order by id limit 1`,
    );
    const local = mail.email.slice(0, mail.email.indexOf('@') + 1);
    expect(ofType(await search(local.toUpperCase()), 'customer').map((r) => r.id)).toContain(mail.id);
    const [town] = await rows(
      `select city, count(*)::int as n from customers where deleted_at is null group by city order by n, city limit 1`,
    );
    const inTown = ofType(await search(town.city), 'customer');
    expect(inTown.length).toBeGreaterThan(0);
    for (const r of inTown) expect(r.subtitle.includes(town.city) || prefixesWords(town.city, r.title)).toBe(true);
  });

  it('finds booking groups by number and by name', async () => {
    const [g] = await rows(
      `select id, booking_number, name from booking_groups where deleted_at is null and name is not null order by id limit 1`,
    );
    const list = await search(g.booking_number.toLowerCase());
    expect(list[0]).toMatchObject({ type: 'booking_group', id: g.id, group_title: 'Gruppbokningar' });
    expect(ofType(await search(words(g.name).slice(0, 2).join(' ')), 'booking_group').map((r) => r.id)).toContain(g.id);
  });
});
