import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { customers, positions, categories } from '../db/schema';
import { verifyPassword } from '../auth/password';
import { stockholmDateTime } from '../../src/domain/dates';
import { isValidEan13, isValidOrgNumber } from '../../src/domain/numbers';
import { DEMO_PROFILES, isSeeded, seedDemo } from './seedDemo';
import { renderMapSvg } from './mapSvg';
import { one, rows, SUMMER, type SeededTenants, seasonCases, seedTenants } from './seedTestHelpers';

let tenants: SeededTenants;
let summer: Db;
let autumn: Db;
let summerAgain: Db;
let second: Db;
let emptyWasSeeded = true;

beforeAll(async () => {
  tenants = await seedTenants();
  ({ summer, autumn, summerAgain, second, emptyWasSeeded } = tenants);
}, 180_000);

afterAll(async () => {
  await tenants?.close();
});

const cases = () => seasonCases(tenants);

describe('seedDemo (small)', () => {
  it('knows whether a database is seeded and refuses to seed twice', async () => {
    expect(emptyWasSeeded).toBe(false);
    expect(await isSeeded(summer)).toBe(true);
    await expect(seedDemo(summer, { size: 'small', profile: DEMO_PROFILES.demo, today: SUMMER })).rejects.toThrow(
      /empty/,
    );
  });

  it('creates the three demo users with their levels, PIN and the demo password', async () => {
    const users = await rows<{
      email: string;
      level: string;
      password_hash: string;
      auth_code: string;
      modules: string[];
    }>(summer, `select email, level, password_hash, auth_code, modules from users order by id`);
    const byMail = new Map(users.map((u) => [u.email, u]));
    expect(byMail.get('kassa@demo.se')?.level).toBe('kassor');
    expect(byMail.get('reception@demo.se')?.level).toBe('receptionist');
    expect(byMail.get('chef@demo.se')?.level).toBe('manager');
    for (const u of users) {
      expect(u.auth_code).toBe('1234');
      expect(u.modules).toEqual(['PMS']);
    }
    expect(await verifyPassword('demo1234', byMail.get('chef@demo.se')!.password_hash)).toBe(true);
    expect(await verifyPassword('fel', byMail.get('chef@demo.se')!.password_hash)).toBe(false);
    // The same logins exist in every tenant.
    const other = await rows<{ email: string }>(
      second,
      `select email from users where email in ('kassa@demo.se','reception@demo.se','chef@demo.se')`,
    );
    expect(other).toHaveLength(3);
  });

  it('never puts two live bookings on the same position at the same time', async () => {
    for (const c of cases()) {
      const r = await one<{ n: number }>(
        c.db,
        `
        select count(*)::int n from bookings a join bookings b
          on a.position_id = b.position_id and a.id < b.id
         and a.deleted_at is null and b.deleted_at is null
         and a.check_in < b.check_out and b.check_in < a.check_out`,
      );
      expect(r.n, c.name).toBe(0);
      const bad = await one<{ n: number }>(c.db, `select count(*)::int n from bookings where check_out <= check_in`);
      expect(bad.n, c.name).toBe(0);
    }
  });

  it('gives today arrivals, departures, late guests and live drafts', async () => {
    for (const c of cases()) {
      const now = stockholmDateTime(c.today, '12:00').toISOString();
      const t = `'${c.today}'::date`;
      const r = await one<Record<string, number>>(
        c.db,
        `select
        count(*) filter (where check_in = ${t} and not is_draft and deleted_at is null)::int arrivals,
        count(*) filter (where check_in = ${t} and checked_in_at is not null and deleted_at is null)::int arrived,
        count(*) filter (where check_out = ${t} and not is_draft and deleted_at is null)::int departures,
        count(*) filter (where check_out = ${t} and checked_out_at is not null and deleted_at is null)::int departed,
        count(*) filter (where check_in = ${t} - 1 and checked_in_at is null and deleted_at is null and not is_draft)::int late_arrivals,
        count(*) filter (where check_out = ${t} - 1 and checked_in_at is not null and checked_out_at is null and deleted_at is null)::int late_departures,
        count(*) filter (where check_in = ${t} + 1 and deleted_at is null and not is_draft)::int arrivals_tomorrow,
        count(*) filter (where check_out = ${t} + 1 and deleted_at is null and not is_draft)::int departures_tomorrow,
        count(*) filter (where is_draft and confirmed_at is null and draft_expires_at > '${now}')::int drafts,
        count(*) filter (where checked_in_at > '${now}' or checked_out_at > '${now}' or created_at > '${now}' or deleted_at > '${now}')::int future_facts,
        count(*) filter (where checked_out_at < checked_in_at or confirmed_at < created_at or checked_in_at < created_at)::int disorder
        from bookings`,
      );
      expect(r.arrivals, c.name).toBeGreaterThanOrEqual(10);
      expect(r.arrived, c.name).toBeGreaterThanOrEqual(2);
      expect(r.arrived, c.name).toBeLessThan(r.arrivals);
      expect(r.departures, c.name).toBeGreaterThanOrEqual(10);
      expect(r.departed, c.name).toBeGreaterThanOrEqual(2);
      expect(r.departed, c.name).toBeLessThan(r.departures);
      expect(r.late_arrivals, c.name).toBe(2);
      expect(r.late_departures, c.name).toBeGreaterThanOrEqual(1);
      expect(r.arrivals_tomorrow, c.name).toBeGreaterThan(0);
      expect(r.departures_tomorrow, c.name).toBeGreaterThan(0);
      expect(r.drafts, c.name).toBeGreaterThanOrEqual(3);
      expect(r.drafts, c.name).toBeLessThanOrEqual(4);
      expect(r.future_facts, c.name).toBe(0);
      expect(r.disorder, c.name).toBe(0);
      // Past stays are checked out, current ones checked in, future ones untouched.
      const states = await one<Record<string, number>>(
        c.db,
        `select
        count(*) filter (where check_out < ${t} - 1 and checked_out_at is null and deleted_at is null and not is_draft)::int past_open,
        count(*) filter (where check_in > ${t} and checked_in_at is not null)::int future_in
        from bookings`,
      );
      expect(states).toEqual({ past_open: 0, future_in: 0 });
    }
  });

  it('has groups and season bookings', async () => {
    const g = await one<{ groups: number; smallest: number }>(
      summer,
      `
      select count(*)::int groups, min(n)::int smallest from (
        select g.id, count(b.id) n from booking_groups g join bookings b on b.booking_group_id = g.id group by g.id) x`,
    );
    expect(g.groups).toBeGreaterThan(3);
    expect(g.smallest).toBeGreaterThanOrEqual(2);
    const types = await one<{ bad: number }>(
      summer,
      `select count(*)::int bad from bookings where (booking_group_id is not null) <> (type = 'group')`,
    );
    expect(types.bad).toBe(0);
    const s = await one<{ n: number; priced: number; seasons: number }>(
      summer,
      `
      select count(*)::int n, count(*) filter (where accommodation_price > 0 and season_id is not null)::int priced,
             count(distinct season_id)::int seasons
        from bookings b join categories c on c.id = b.category_id where b.type = 'season' and c.is_seasonal`,
    );
    expect(s.n).toBeGreaterThan(0);
    expect(s.priced).toBe(s.n);
    expect(s.seasons).toBeGreaterThanOrEqual(2);
  });

  it('marks the season bookings whose pitch and guest went on to the next season as copied', async () => {
    for (const { name, db } of cases()) {
      // A link names the next season's booking on the same pitch: the same guest (copied) or another (ignored).
      const bad = await one<{ n: number }>(
        db,
        `
        select count(*)::int n from season_booking_copies x
          join bookings s on s.id = x.booking_id
          left join bookings c on c.id = x.copy_booking_id
        where s.type <> 'season' or s.deleted_at is not null
          or (x.copy_booking_id is null) = (x.ignored_at is null)
          or (c.id is not null and (c.season_id <> s.season_id + 1 or c.position_id <> s.position_id
            or c.customer_id <> s.customer_id or c.type <> 'season'))
          or (x.ignored_at is not null and not exists (select 1 from bookings o where o.type = 'season'
            and o.season_id = s.season_id + 1 and o.position_id = s.position_id and o.customer_id <> s.customer_id))`,
      );
      expect(bad.n, name).toBe(0);
      const bySeason = await rows<{ season_id: number; copied: number; ignored: number; pending: number }>(
        db,
        `
        select s.season_id, count(*) filter (where x.copy_booking_id is not null)::int copied,
               count(*) filter (where x.ignored_at is not null)::int ignored,
               count(*) filter (where x.booking_id is null)::int pending
          from bookings s left join season_booking_copies x on x.booking_id = s.id
         where s.type = 'season' and s.deleted_at is null group by 1 order by 1`,
      );
      const of = (id: number) => bySeason.find((r) => r.season_id === id);
      // Last season went on to this one; this season goes on only once next season's places exist (autumn).
      expect(of(1)!.copied, name).toBeGreaterThan(0);
      expect(of(1)!.copied + of(1)!.ignored, name).toBeGreaterThan(of(1)!.pending);
      if (name === 'summer') expect(of(2)).toMatchObject({ copied: 0, ignored: 0 });
      else expect(of(2)!.copied, name).toBeGreaterThan(0);
      expect(of(3) ?? { copied: 0, ignored: 0 }, name).toMatchObject({ copied: 0, ignored: 0 });
    }
  });

  it('uses all booking channels and mostly online', async () => {
    const ch = await rows<{ channel_id: number; n: number }>(
      summer,
      `select channel_id, count(*)::int n from bookings group by 1 order by 1`,
    );
    expect(ch.map((c) => c.channel_id)).toEqual([1, 2, 3, 4]);
    const online = ch.find((c) => c.channel_id === 2)!.n;
    expect(online).toBeGreaterThan(Math.max(...ch.filter((c) => c.channel_id !== 2).map((c) => c.n)));
    const ext = await one<{ n: number }>(
      summer,
      `select count(*)::int n from bookings where channel_id = 4 and bookvisit_booking_code is null`,
    );
    expect(ext.n).toBe(0);
  });

  it('sells products with valid, unique EAN-13 barcodes and the Swedish VAT rates', async () => {
    const products = await rows<{ barcode: string | null; group: number }>(
      summer,
      `select barcode, product_group_id "group" from products`,
    );
    expect(products.length).toBeGreaterThanOrEqual(40);
    const codes = products.map((p) => p.barcode).filter((b): b is string => b !== null);
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.every(isValidEan13)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    const groups = await one<{ n: number; used: number }>(
      summer,
      `select count(*)::int n, (select count(distinct product_group_id)::int from products) used from product_groups`,
    );
    expect(groups.used).toBe(groups.n);
    const vat = await rows<{ code: string; rate: number; valid_from: string }>(
      summer,
      `select code, rate, valid_from::text from vat_rates order by code, valid_from`,
    );
    expect(new Set(vat.map((v) => v.rate))).toEqual(new Set([2500, 1200, 600]));
    expect(vat.filter((v) => v.code === 'food').map((v) => [v.valid_from, v.rate])).toEqual([
      ['2000-01-01', 1200],
      ['2026-04-01', 600],
      ['2028-01-01', 1200],
    ]);
  });

  it('has countries, payment terms, the register and its org number', async () => {
    const se = await one<{ name: string; dialling_code: string }>(
      summer,
      `select name, dialling_code from countries where id = 752`,
    );
    expect(se).toEqual({ name: 'Sverige', dialling_code: '46' });
    const terms = await rows<Record<string, unknown>>(summer, `select * from payment_terms order by id`);
    expect(terms[1].name).toBe('Förfaller idag');
    for (const term of terms) {
      const due = [term.due_date_date, term.due_date_days_before_checkin, term.due_date_days_from_invoicing].filter(
        (v) => v !== null,
      ).length;
      expect(due, String(term.name)).toBe(term.id === 1 ? 0 : 1);
      const deposit = [term.deposit_amount, term.deposit_percent].filter((v) => v !== null).length;
      expect(deposit === 0 || deposit === 1).toBe(true);
    }
    expect(terms.some((t) => t.deposit_percent === 2500)).toBe(true);
    const reg = await one<{ org_number: string; opened_at: Date | null }>(
      summer,
      `select org_number, opened_at from registers`,
    );
    expect(isValidOrgNumber(reg.org_number)).toBe(true);
    expect(reg.opened_at).toBeNull();
    expect(isValidOrgNumber(DEMO_PROFILES.second.orgNumber)).toBe(true);
    const orgs = await rows<{ org_number: string }>(summer, `select org_number from customers where is_org`);
    expect(orgs.length).toBeGreaterThan(0);
    expect(orgs.every((o) => isValidOrgNumber(o.org_number))).toBe(true);
  });

  it('charges every booking for its nights', async () => {
    const r = await one<{ bookings: number; charges: number; wrong: number }>(
      summer,
      `
      select (select count(*)::int from bookings) bookings, count(*)::int charges,
             count(*) filter (where b.type <> 'season' and a.price <> a.nights * c.nightly_price
                               or a.nights <> b.check_out - b.check_in
                               or b.type = 'season' and a.price <> b.accommodation_price)::int wrong
        from accommodation_charges a join bookings b on b.id = a.booking_id join categories c on c.id = b.category_id`,
    );
    expect(r.charges).toBe(r.bookings);
    expect(r.wrong).toBe(0);
  });

  it('is busier in July than in January', async () => {
    for (const c of cases()) {
      const r = await one<{ jan: number; jul: number }>(
        c.db,
        `select
        count(*) filter (where check_in < '2026-02-01' and check_out > '2026-01-01')::int jan,
        count(*) filter (where check_in < '2026-08-01' and check_out > '2026-07-01')::int jul
        from bookings where deleted_at is null`,
      );
      expect(r.jul, c.name).toBeGreaterThan(r.jan * 3);
    }
  });

  it('is deterministic for the same profile, size and day', async () => {
    const digest = async (db: Db) => {
      const parts = await Promise.all([
        rows(
          db,
          `select booking_number, position_id, check_in::text, check_out::text, customer_id, checked_in_at, deleted_at from bookings order by id`,
        ),
        rows(
          db,
          `select id, given_name, surname, org_name, email, phone_number, zip, city, created_at from customers order by id`,
        ),
        rows(db, `select id, name, map_x, map_y, width, height from positions order by id`),
        rows(db, `select id, title, recipient_email, status, sent_at from emails order by id`),
      ]);
      return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
    };
    const [a, b, other] = await Promise.all([digest(summer), digest(summerAgain), digest(second)]);
    expect(b).toBe(a);
    expect(other).not.toBe(a);
  });

  it('lets the application insert after the seeded ids', async () => {
    const [row] = await autumn
      .insert(customers)
      .values({ givenName: 'Ny', surname: 'Kund' })
      .returning({ id: customers.id });
    const max = await one<{ max: number }>(autumn, `select max(id)::int max from customers where given_name <> 'Ny'`);
    expect(row.id).toBeGreaterThan(max.max);
  });

  it('lays out positions on the map without overlaps and draws them', async () => {
    const pos = await summer.select().from(positions);
    const cats = await summer.select().from(categories);
    for (const p of pos) {
      expect(p.mapX).toBeGreaterThanOrEqual(0);
      expect(p.mapY).toBeGreaterThanOrEqual(0);
      expect(p.mapX + p.width).toBeLessThanOrEqual(1);
      expect(p.mapY + p.height).toBeLessThanOrEqual(1);
    }
    for (let i = 0; i < pos.length; i++) {
      for (let j = i + 1; j < pos.length; j++) {
        const a = pos[i],
          b = pos[j];
        const overlap =
          a.mapX < b.mapX + b.width &&
          b.mapX < a.mapX + a.width &&
          a.mapY < b.mapY + b.height &&
          b.mapY < a.mapY + a.height;
        expect(overlap, `${a.name} / ${b.name}`).toBe(false);
      }
    }
    expect(new Set(pos.map((p) => p.name)).size).toBe(pos.length);
    const svg = renderMapSvg(pos, cats, { title: 'Demo Camping' });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1000 700"/);
    expect(svg.match(/<g id="position-/g)).toHaveLength(pos.length);
    expect(svg).toContain('>A1<');
    expect(svg).toContain('Demo Camping');
    expect(renderMapSvg(pos, cats, { title: 'Demo Camping' })).toBe(svg);
  });
});

describe('site layout', () => {
  it('gives every position a unique name and its own spot at every size', async () => {
    const { buildPositions } = await import('./layout');
    const { Rng } = await import('./random');
    const { CATEGORY_DEFS } = await import('./site');
    for (const total of [40, 300, 1400, 2100]) {
      const { rows: pos } = buildPositions(total, new Rng(7), new Date(0));
      expect(pos).toHaveLength(total);
      expect(new Set(pos.map((p) => p.name)).size).toBe(total);
      const sorted = [...pos].sort((a, b) => a.mapX - b.mapX);
      for (let i = 0; i < sorted.length; i++) {
        const a = sorted[i];
        expect(a.mapX + a.width).toBeLessThanOrEqual(1);
        expect(a.mapY + a.height).toBeLessThanOrEqual(1);
        for (let j = i + 1; j < sorted.length && sorted[j].mapX < a.mapX + a.width; j++) {
          const b = sorted[j];
          const overlap = a.mapY < b.mapY + b.height && b.mapY < a.mapY + a.height;
          expect(overlap, `${total}: ${a.name} / ${b.name}`).toBe(false);
        }
      }
      const svg = renderMapSvg(pos, CATEGORY_DEFS);
      expect(svg.match(/<g id="position-/g)).toHaveLength(total);
    }
  });
});
