import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, type OpenedDb } from '../db/open';
import type { Db } from '../db/client';
import { inArray } from 'drizzle-orm';
import { bookings, customers, positions, categories } from '../db/schema';
import { loadBookings } from '../bookings/queries';
import { verifyPassword } from '../auth/password';
import { addDays, stockholmDateTime } from '../../src/domain/dates';
import { isLuhnValid, isValidEan13, isValidOrgNumber } from '../../src/domain/numbers';
import { DEMO_PROFILES, isSeeded, seedDemo } from './seedDemo';
import { amountOf } from './invoices';
import { renderMapSvg } from './mapSvg';

const SUMMER = '2026-07-15';
const AUTUMN = '2026-11-21';

let template: Blob;
const opened: OpenedDb[] = [];
let summer: Db;
let autumn: Db;
let summerAgain: Db;
let second: Db;
let emptyWasSeeded = true;

async function clone(): Promise<Db> {
  const o = await openDb({ kind: 'pglite', loadDataDir: template });
  opened.push(o);
  return o.db;
}

async function rows<T = Record<string, unknown>>(db: Db, query: string): Promise<T[]> {
  const res = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return res.rows;
}

async function one<T = Record<string, unknown>>(db: Db, query: string): Promise<T> {
  return (await rows<T>(db, query))[0];
}

beforeAll(async () => {
  const first = await openDb({ kind: 'pglite' });
  opened.push(first);
  template = await first.dump!();
  emptyWasSeeded = await isSeeded(first.db);
  summer = first.db;
  [autumn, summerAgain, second] = await Promise.all([clone(), clone(), clone()]);
  await seedDemo(summer, { size: 'small', profile: DEMO_PROFILES.demo, today: SUMMER });
  await seedDemo(autumn, { size: 'small', profile: DEMO_PROFILES.demo, today: AUTUMN });
  await seedDemo(summerAgain, { size: 'small', profile: DEMO_PROFILES.demo, today: SUMMER });
  await seedDemo(second, { size: 'small', profile: DEMO_PROFILES.second, today: SUMMER });
}, 180_000);

afterAll(async () => {
  await Promise.all(opened.map((o) => o.close()));
});

const cases = () => [
  { name: 'summer', db: summer, today: SUMMER },
  { name: 'autumn', db: autumn, today: AUTUMN },
];

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

describe('invoice history (small)', () => {
  const invoiceRows = (db: Db) =>
    rows<{
      id: number;
      invoice_number: number;
      ocr: string;
      invoice_date: string;
      due_date: string | null;
      total_amount: number;
      rounding: number;
      deposit_amount: number | null;
      paid_amount: number;
      credited_amount: number;
      status: string;
      is_credit_invoice: boolean;
      payment_term_id: number | null;
      reminder_count: number;
      created_at: Date;
      lines: number;
      applied: number;
      credited: number;
    }>(
      db,
      `select i.id, i.invoice_number, i.ocr, i.invoice_date::text, i.due_date::text, i.total_amount, i.rounding,
        i.deposit_amount, i.paid_amount, i.credited_amount, i.status, i.is_credit_invoice, i.payment_term_id,
        i.reminder_count, i.created_at,
        (select coalesce(sum(sale), 0)::int from sales_items s where s.invoice_id = i.id) lines,
        (select coalesce(sum(a.paid_amount), 0)::int from payment_applications a join payments p on p.id = a.payment_id
          where a.invoice_id = i.id and a.deleted_at is null and p.deleted_at is null) applied,
        (select coalesce(sum(c.credited_amount), 0)::int from credit_applications c
          where (case when i.is_credit_invoice then c.credit_invoice_id else c.invoice_id end) = i.id
            and c.deleted_at is null) credited
       from invoices i order by i.invoice_number`,
    );

  it('numbers every invoice from 1 without a gap, each with a valid OCR', async () => {
    for (const c of cases()) {
      const all = await invoiceRows(c.db);
      expect(all.length, c.name).toBeGreaterThanOrEqual(12);
      expect(
        all.map((i) => i.invoice_number),
        c.name,
      ).toEqual(all.map((_, k) => k + 1));
      const settings = await one<{ n: number }>(c.db, `select last_invoice_number n from invoice_settings`);
      expect(settings.n, c.name).toBe(all.length);
      for (const i of all) {
        expect(isLuhnValid(i.ocr), `${c.name} ${i.ocr}`).toBe(true);
        expect(i.ocr.startsWith(String(i.invoice_number)), c.name).toBe(true);
      }
      // The series follows the calendar: a later number is never dated earlier.
      const dates = all.map((i) => i.invoice_date);
      expect(dates, c.name).toEqual([...dates].sort());
    }
  });

  it('keeps every invoice within its total, closed ones settled to the öre, the sums those of the ledger', async () => {
    for (const c of cases()) {
      for (const i of await invoiceRows(c.db)) {
        const what = `${c.name} invoice ${i.invoice_number}`;
        const settled = i.paid_amount + i.credited_amount;
        if (i.is_credit_invoice) {
          expect(i.total_amount, what).toBeLessThan(0);
          expect(settled, what).toBeGreaterThanOrEqual(i.total_amount);
          expect(settled, what).toBeLessThanOrEqual(0);
          expect(i.credited_amount + i.credited, what).toBe(0);
        } else {
          expect(i.total_amount, what).toBeGreaterThan(0);
          expect(settled, what).toBeGreaterThanOrEqual(0);
          expect(settled, what).toBeLessThanOrEqual(i.total_amount);
          expect(i.credited_amount, what).toBe(i.credited);
          // Whole kronor: the lines plus the rounding.
          expect(i.total_amount % 100, what).toBe(0);
        }
        expect(i.paid_amount, what).toBe(i.applied);
        expect(i.lines + i.rounding, what).toBe(i.total_amount);
        expect(i.status, what).toBe(settled === i.total_amount ? 'closed' : settled === 0 ? 'open' : 'partial');
      }
    }
  });

  it('invoices organisations’ past stays and groups at check-out and the coming summer with a deposit', async () => {
    for (const c of cases()) {
      const year = Number(c.today.slice(0, 4));
      const invoiced = await rows<{
        booking_id: number;
        type: string;
        is_org: boolean;
        check_in: string;
        check_out: string;
        checked_out_at: Date | null;
        term: number;
        invoice_date: string;
        created_at: Date;
      }>(
        c.db,
        `select distinct b.id booking_id, b.type, cu.is_org, b.check_in::text, b.check_out::text, b.checked_out_at,
           i.payment_term_id term, i.invoice_date::text, i.created_at
         from invoices i join (select booking_id, invoice_id from accommodation_charges
           union all select booking_id, invoice_id from charges) l on l.invoice_id = i.id
         join bookings b on b.id = l.booking_id join customers cu on cu.id = b.customer_id`,
      );
      const past = invoiced.filter((b) => b.term === 4);
      const coming = invoiced.filter((b) => b.term === 5);
      expect(past.length, c.name).toBeGreaterThan(8);
      expect(coming.length, c.name).toBeGreaterThanOrEqual(2);
      for (const b of past) {
        const what = `${c.name} booking ${b.booking_id}`;
        expect(b.is_org && (b.type === 'group' || b.type === 'regular'), what).toBe(true);
        // Checked out, not today or yesterday, and invoiced after (the group at its last member's check-out).
        expect(b.checked_out_at, what).not.toBeNull();
        expect(b.check_out < addDays(c.today, -2), what).toBe(true);
        // Since last season began (a group by its last check-out).
        expect(b.type === 'group' || b.check_out >= `${year - 1}-05-01`, what).toBe(true);
        expect(new Date(b.created_at).getTime(), what).toBeGreaterThan(new Date(b.checked_out_at!).getTime());
      }
      const summer = Number(c.today.slice(5, 7)) < 5 ? year : year + 1;
      for (const b of coming) {
        expect(b.type === 'group' || b.type === 'regular', c.name).toBe(true);
        expect(b.check_in >= `${summer}-06-01` && b.check_in < `${summer}-09-01`, c.name).toBe(true);
        expect(b.checked_out_at, c.name).toBeNull();
      }
      const deposits = (await invoiceRows(c.db)).filter((i) => i.payment_term_id === 5);
      expect(
        deposits.some((i) => (i.deposit_amount ?? 0) > 0),
        c.name,
      ).toBe(true);
      // Nothing in the future, nothing after the seed's now.
      const now = stockholmDateTime(c.today, '12:00').getTime();
      for (const i of await invoiceRows(c.db)) {
        expect(i.invoice_date <= c.today, c.name).toBe(true);
        expect(new Date(i.created_at).getTime(), c.name).toBeLessThanOrEqual(now);
      }
      const late = await one<{ n: number }>(
        c.db,
        `select count(*)::int n from payments where paid_at > '${new Date(now).toISOString()}'
           or created_at > '${new Date(now).toISOString()}'`,
      );
      expect(late.n, c.name).toBe(0);
    }
  });

  it('leaves today’s departures, season bookings, private guests’ stays and every ninth coming stay alone', async () => {
    for (const c of cases()) {
      const touched = await one<{ n: number }>(
        c.db,
        `select count(*)::int n from bookings b join customers cu on cu.id = b.customer_id
         where exists (select 1 from accommodation_charges a where a.booking_id = b.id and a.invoice_id is not null)
           and (b.type = 'season' or b.is_draft or b.deleted_at is not null
             or (b.check_out >= '${addDays(c.today, -2)}'::date and b.check_in <= '${c.today}'::date)
             or (b.type = 'regular' and b.id % 9 = 4 and b.check_in > '${c.today}'::date)
             or (not cu.is_org and b.check_in <= '${c.today}'::date))`,
      );
      expect(touched.n, c.name).toBe(0);
    }
  });

  it('has paid, part-paid, overdue and reminded, credited, link-paid and deposit invoices, and a surplus kept as credit', async () => {
    for (const c of cases()) {
      const all = await invoiceRows(c.db);
      const normal = all.filter((i) => !i.is_credit_invoice);
      expect(normal.filter((i) => i.status === 'closed').length, c.name).toBeGreaterThan(normal.length / 3);
      expect(
        normal.some((i) => i.status === 'partial'),
        c.name,
      ).toBe(true);
      const overdue = normal.filter((i) => i.status !== 'closed' && i.due_date != null && i.due_date < c.today);
      expect(overdue.length, c.name).toBeGreaterThan(0);
      const reminded = normal.filter((i) => i.reminder_count > 0);
      expect(
        reminded.map((i) => i.reminder_count),
        c.name,
      ).toEqual([1]);
      expect(
        overdue.map((i) => i.id),
        c.name,
      ).toContain(reminded[0].id);
      const mails = await rows<{ invoice_id: number; kind: string }>(
        c.db,
        `select invoice_id, kind from emails where invoice_id is not null order by id`,
      );
      expect(mails, c.name).toContainEqual({ invoice_id: reminded[0].id, kind: 'invoice_reminder' });
      // Credited: one line of one invoice, and one in full with the money paid back.
      const credits = all.filter((i) => i.is_credit_invoice);
      expect(credits, c.name).toHaveLength(2);
      const lineCredit = await rows<{ client_line_id: string }>(
        c.db,
        `select client_line_id from sales_items where invoice_id = ${credits[0].id} or invoice_id = ${credits[1].id}`,
      );
      expect(
        lineCredit.some((l) => l.client_line_id?.startsWith('credit:')),
        c.name,
      ).toBe(true);
      expect(
        credits.every((i) => i.status === 'closed'),
        c.name,
      ).toBe(true);
      expect(
        credits.some((i) => i.paid_amount === i.total_amount),
        c.name,
      ).toBe(true);
      // A payment link sent and paid.
      const links = await one<{ paid: number; method: string }>(
        c.db,
        `select count(*)::int paid, min(m.gateway) method from payment_links l join payments p on p.id = l.payment_id
         join payment_methods m on m.id = p.payment_method_id where l.paid_at is not null`,
      );
      expect(links, c.name).toEqual({ paid: 1, method: 'payment_link' });
      // A round sum paid above what was owed: the surplus is the customer's credit.
      const surplus = await rows<{ amount: number; text: string }>(
        c.db,
        `select amount, text from customer_credit_entries where text like 'Överskott på faktura %'`,
      );
      expect(surplus.length, c.name).toBe(1);
      expect(surplus[0].amount, c.name).toBeGreaterThan(0);
      // Registered bank payments land on the bankgiro account.
      const methods = await rows<{ gateway: string; account: string }>(
        c.db,
        `select distinct m.gateway, a.account_number account from payments p
         join payment_methods m on m.id = p.payment_method_id join payment_method_accounts a on a.id = p.account_id
         where m.gateway = 'bankgiro'`,
      );
      expect(methods, c.name).toEqual([{ gateway: 'bankgiro', account: '1940' }]);
    }
  });

  it('lets the invoiced bookings’ Betalt / Kvar follow their invoices', async () => {
    for (const c of cases()) {
      const lines = await rows<{ booking_id: number; invoice_id: number | null }>(
        c.db,
        `select booking_id, invoice_id from accommodation_charges where deleted_at is null
           and booking_id in (select booking_id from accommodation_charges where invoice_id is not null)
         union all select booking_id, invoice_id from charges where deleted_at is null and booking_id is not null
           and booking_id in (select booking_id from accommodation_charges where invoice_id is not null)`,
      );
      const invoiceOf = new Map<number, number>();
      for (const l of lines) {
        // Every line of an invoiced booking is on its one invoice.
        expect(l.invoice_id, `${c.name} booking ${l.booking_id}`).not.toBeNull();
        expect(invoiceOf.get(l.booking_id) ?? l.invoice_id, `${c.name} booking ${l.booking_id}`).toBe(l.invoice_id);
        invoiceOf.set(l.booking_id, l.invoice_id!);
      }
      const booked = await loadBookings(c.db, inArray(bookings.id, [...invoiceOf.keys()]));
      const byInvoice = new Map<number, { total: number; paid: number }>();
      for (const b of booked) {
        const id = invoiceOf.get(b.id)!;
        const s = byInvoice.get(id) ?? { total: 0, paid: 0 };
        byInvoice.set(id, {
          total: s.total + b.total_accommodation_amount,
          paid: s.paid + b.total_accommodation_amount - b.remaining_accommodation_amount,
        });
      }
      for (const i of await invoiceRows(c.db)) {
        const s = byInvoice.get(i.id);
        if (i.is_credit_invoice) continue;
        const what = `${c.name} invoice ${i.invoice_number}`;
        expect(s, what).toBeDefined();
        // The bookings owe the invoice's lines; what the invoice has settled is paid on them.
        expect(s!.total, what).toBe(i.lines);
        const settled = i.paid_amount + i.credited_amount;
        expect(s!.paid, what).toBe(i.status === 'closed' ? i.lines : Math.min(settled, i.lines));
      }
      // A past stay on a closed invoice reads as paid.
      const paid = booked.filter((b) => b.remaining_accommodation_amount === 0);
      expect(paid.length, c.name).toBeGreaterThan(booked.length / 3);
      for (const b of paid) expect(b.is_fully_paid, c.name).toBe(true);
    }
  });

  it('is the same history for the same profile, size and day', async () => {
    const digest = async (db: Db) =>
      JSON.stringify(
        await Promise.all([
          rows(
            db,
            `select invoice_number, ocr, invoice_date, due_date, deposit_due_date, total_amount, deposit_amount,
              paid_amount, credited_amount, status, booking_id, booking_group_id, customer_id, created_at from invoices order by id`,
          ),
          rows(db, `select invoice_id, product_name, quantity, price, sale, vat_rate from sales_items order by id`),
          rows(
            db,
            // A payment link's token (in its payment's key) is a secret, random on every seed.
            `select payment_method_id, account_id, amount, paid_at, user_id,
              case when client_key like 'link:%' then 'link' else client_key end from payments order by id`,
          ),
          rows(db, `select customer_id, date, amount, text from customer_credit_entries order by id`),
        ]),
      );
    expect(await digest(summerAgain)).toBe(await digest(summer));
    expect(await digest(second)).not.toBe(await digest(summer));
  });

  it('pays a part, a surplus, the rest or a deposit as planned', () => {
    const inv = (total: number, remaining: number, deposit: number | null = null, credit = false) => ({
      total,
      remaining_amount: remaining,
      deposit_amount: deposit,
      is_credit_invoice: credit,
    });
    const cases: [Parameters<typeof amountOf>[0], ReturnType<typeof inv>, number][] = [
      ['rest', inv(123_400, 123_400), 123_400],
      ['rest', inv(123_400, 23_450), 23_450],
      ['rest', inv(123_400, 0), 0],
      ['rest', inv(-50_000, -50_000, null, true), 50_000],
      ['rest', inv(-50_000, 0, null, true), 0],
      ['surplus', inv(123_400, 123_400), 150_000],
      ['surplus', inv(150_000, 150_000), 200_000],
      ['deposit', inv(269_400, 269_400, 67_400), 67_400],
      ['deposit', inv(269_400, 20_000, 67_400), 20_000],
      ['deposit', inv(80_000, 80_000, null), 0],
      [{ perMille: 500 }, inv(1_700_700, 1_700_700), 850_000],
      [{ perMille: 300 }, inv(20_000, 20_000), 10_000],
      [{ perMille: 700 }, inv(10_000, 10_000), 0],
      [{ perMille: 500 }, inv(100_000, 40_000), 0],
    ];
    for (const [a, i, want] of cases) expect(amountOf(a, i), JSON.stringify([a, i])).toBe(want);
  });
});
