// The demo's invoice history (server/demo/invoices.ts running the plan of invoicePlan.ts) on small tenants:
// the number series, the ledger's sums, who is invoiced and who is left alone, the special cases, determinism.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import { loadBookings } from '../bookings/queries';
import { addDays, stockholmDateTime } from '../../src/domain/dates';
import { isLuhnValid } from '../../src/domain/numbers';
import { amountOf } from './invoicePlan';
import { one, rows, type SeededTenants, seasonCases, seedTenants } from './seedTestHelpers';

let tenants: SeededTenants;
let summer: Db;
let summerAgain: Db;
let second: Db;

beforeAll(async () => {
  tenants = await seedTenants();
  ({ summer, summerAgain, second } = tenants);
}, 180_000);

afterAll(async () => {
  await tenants?.close();
});

const cases = () => seasonCases(tenants);

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
