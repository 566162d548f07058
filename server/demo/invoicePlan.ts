// The plan of the demo campsite's invoice history: which stays and bookings are invoiced, paid, credited,
// reminded or sent a payment link, on which day at which minute. Pure but for the two queries that find the
// candidates; server/demo/invoices.ts runs the plan through the invoice services.
//
// What it plans (deterministic by the demo's Rng; the dates follow `today`):
// - every stay of an organisation, on its own or as a group (all members checked out), that ended since last
//   season began (1 May last year) is invoiced at its check-out with '30 dagar' (term 4); most are paid in full by
//   bankgiro 5–25 days later, some in part, some not at all (overdue once the due date has passed; a few
//   reminded once); a few are paid through a payment link, one with a round sum above what was owed (the
//   surplus is the customer's credit);
// - two or three are credited: one line of one (the rest then paid), one fully after it was paid (the payout
//   registered on the credit invoice), and (demo, large) the remaining amount of a part-paid one;
// - confirmed bookings of the coming summer (desk or own web) are invoiced with 'Handpenning 25 %, resten 30
//   dagar före ankomst' (term 5) some days after they were confirmed, or minutes after when that was today or
//   yesterday (the demo books most stays that far ahead today); most deposits due so far are paid by bankgiro
//   or card, and at the desk a guest often pays it by card at once.
// Left alone: today's and yesterday's departures (the reception's lists and the till sell them), every ninth
// coming regular stay (the till's discounted-lodging journey looks for one), private guests' past stays and
// groups (they paid at the till), stays that ended before last season, season bookings, drafts and cancelled
// bookings.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { CreditMode, InvoiceDetail } from '../../src/contracts/invoices';
import { addDays, todayInStockholm, toDayNumber } from '../../src/domain/dates';
import type { Clock } from './clock';
import type { Rng } from './random';
import type { DemoSize } from './size';

/** The payment terms the history uses (server/demo/reference.ts PAYMENT_TERMS). */
export const TERM_30_DAYS = 4;
export const TERM_DEPOSIT = 5;

/** Per size: how many of each special case, and how many coming-summer bookings are invoiced with a deposit. */
const PLAN: Record<
  DemoSize,
  { deposits: number; links: number; reminders: number; credits: 2 | 3; partShare: number; unpaidShare: number }
> = {
  small: { deposits: 3, links: 1, reminders: 1, credits: 2, partShare: 0.1, unpaidShare: 0.12 },
  demo: { deposits: 14, links: 3, reminders: 4, credits: 3, partShare: 0.07, unpaidShare: 0.1 },
  // The bench scrolls the list to offset 2,000: the large tenant's 30 organisations leave ~700 past stays to
  // invoice, so most of its invoices are deposits.
  large: { deposits: 1400, links: 12, reminders: 12, credits: 3, partShare: 0.06, unpaidShare: 0.08 },
};

/** A stay (a booking or a whole group) the history may invoice. */
export interface Candidate {
  kind: 'booking' | 'group';
  owner_id: number;
  customer_id: number;
  mailable: boolean;
  /** Past stays: the last check-out; coming ones: when the booking was confirmed. */
  at: Date;
  check_in: string;
  /** Coming stays: 1 booked at the desk, 2 on the web. */
  channel_id?: number;
}

/**
 * What a payment pays, decided when it is planned and resolved on the day against the invoice as it is then:
 * what is left (paid out, on a credit invoice), a round sum above it (the surplus becomes credit) or a share.
 */
export type Amount = 'rest' | 'surplus' | 'deposit' | { perMille: number };

/** An invoice of the plan by its number (0, 1, …): the run keeps each one's latest answer there. */
export type Slot = number;

/** What an event does, by the service that does it. */
export type PlannedAction =
  | { kind: 'invoice'; key: string; subject: Pick<Candidate, 'kind' | 'owner_id'>; term: number; invoice: Slot }
  | { kind: 'payment'; key: string; invoice: Slot; amount: Amount; method: 'bankgiro' | 'card'; userId: number }
  | { kind: 'credit'; key: string; original: Slot; credit: Slot; mode: CreditMode }
  /** The invoice mailed again with a payment link (the run keeps the link's token by the invoice's slot). */
  | { kind: 'link'; invoice: Slot }
  /** The customer pays through that link. */
  | { kind: 'paid-by-link'; invoice: Slot }
  | { kind: 'reminder'; invoice: Slot };

/** One thing that happened, on a day at a minute; run in order of time (ties in order of planning). */
export interface PlannedEvent {
  day: number;
  minute: number;
  seq: number;
  label: string;
  action: PlannedAction;
}

/**
 * The history's events for a seeded tenant, in the order they happen: the candidates are read from the
 * database, the rest is planned by `rng` on `clock`'s today; `users` are those who register payments.
 */
export async function planInvoiceHistory(
  db: Db,
  opts: { size: DemoSize; clock: Clock; rng: Rng; users: readonly number[] },
): Promise<PlannedEvent[]> {
  const today = opts.clock.iso(opts.clock.today);
  // The campsite has invoiced through the console since last season began (1 May last year); older stays are
  // from before and left as they are. Today's and yesterday's departures are the reception's.
  const since = `${Number(today.slice(0, 4)) - 1}-05-01`;
  const past = await pastStays(db, since, addDays(today, -2));
  const year = Number(today.slice(0, 4));
  const summerYear = Number(today.slice(5, 7)) < 5 ? year : year + 1;
  const coming = await comingStays(db, `${summerYear}-06-01`, `${summerYear}-09-01`);
  return planInvoiceEvents({ ...opts, past, coming });
}

/** The plan itself, over the candidates: past stays (oldest check-out first) and coming ones. */
export function planInvoiceEvents(opts: {
  size: DemoSize;
  clock: Clock;
  rng: Rng;
  users: readonly number[];
  past: readonly Candidate[];
  coming: readonly Candidate[];
}): PlannedEvent[] {
  const { clock, rng } = opts;
  const plan = PLAN[opts.size];
  const events: PlannedEvent[] = [];
  let seq = 0;
  let keys = 0;
  let slots = 0;
  const slot = (): Slot => slots++;
  const key = (what: string) => `demo-${what}-${++keys}`;
  const at = (day: number, minute: number, label: string, action: PlannedAction) =>
    events.push({ day, minute, seq: seq++, label, action });
  // Past stays' history ends yesterday (today's work is the reception's); a booking made this morning may
  // already have its deposit invoice.
  const happened = (day: number) => day < clock.today;
  const done = (day: number, minute: number) => day < clock.today || (day === clock.today && minute < clock.nowMinute);
  const user = () => rng.pick(opts.users);
  const office = () => rng.int(8 * 60 + 30, 16 * 60);

  const pay = (invoice: Slot, day: number, how: { amount: Amount; method: 'bankgiro' | 'card' }, minute = office()) => {
    const userId = user();
    const k = key('payment');
    at(day, minute, `payment ${k}`, {
      kind: 'payment',
      key: k,
      invoice,
      amount: how.amount,
      method: how.method,
      userId,
    });
  };

  const invoiceAt = (c: Candidate, day: number, minute: number, term: number, invoice: Slot) => {
    const k = key(`invoice-${c.kind}-${c.owner_id}`);
    const subject = { kind: c.kind, owner_id: c.owner_id };
    at(day, minute, `invoice ${k}`, { kind: 'invoice', key: k, subject, term, invoice });
  };

  const creditAt = (day: number, original: Slot, mode: CreditMode, credit: Slot = slot()) => {
    if (!happened(day)) return;
    const k = key('credit');
    at(day, office(), `credit ${k}`, { kind: 'credit', key: k, original, credit, mode });
  };

  // Past stays: invoiced at check-out with '30 dagar'.
  const plans = opts.past.map((c) => {
    const outDay = dayOf(c.at);
    const outMinute = minuteOf(c.at, clock);
    return {
      c,
      day: outDay,
      minute: Math.min(outMinute + rng.int(3, 25), 23 * 60),
      r: rng.fork(`past-${c.kind}-${c.owner_id}`),
    };
  });
  const old = (p: (typeof plans)[number], days: number) => p.day + days < clock.today;
  const special = new Set<(typeof plans)[number]>();
  const take = (pred: (p: (typeof plans)[number]) => boolean, n: number) => {
    const found = rng.shuffle(plans.filter((p) => !special.has(p) && pred(p))).slice(0, n);
    for (const p of found) special.add(p);
    return found;
  };
  const [lineCredit] = take((p) => old(p, 60), 1);
  const [fullCredit] = take((p) => old(p, 80), 1);
  const [remainingCredit] = plan.credits === 3 ? take((p) => old(p, 120), 1) : [];
  const links = take((p) => p.c.mailable && old(p, 10), plan.links);
  const reminded = take((p) => p.c.mailable && old(p, 60), plan.reminders);
  const [surplus] = take((p) => old(p, 40), 1);

  for (const p of plans) {
    const made = slot();
    const r = p.r;
    invoiceAt(p.c, p.day, p.minute, TERM_30_DAYS, made);
    const payDay = p.day + r.int(5, 25);
    const owner = `${p.c.kind} ${p.c.owner_id}`;
    if (p === lineCredit) {
      // One line taken off (a fee charged by mistake, a night not stayed), then the rest paid.
      const creditDay = p.day + r.int(1, 4);
      creditAt(creditDay, made, 'credit-custom');
      if (happened(payDay + 3)) pay(made, payDay + 3, { amount: 'rest', method: 'bankgiro' });
    } else if (p === fullCredit) {
      // Paid, then the whole stay credited (cancelled after the fact) and the money paid back.
      pay(made, payDay, { amount: 'rest', method: 'bankgiro' });
      const creditDay = payDay + r.int(3, 20);
      const credit = slot();
      creditAt(creditDay, made, 'credit-full-amount', credit);
      pay(credit, creditDay + r.int(1, 5), { amount: 'rest', method: 'bankgiro' });
    } else if (p === remainingCredit) {
      // Part paid; what was left is written off with a credit of the remaining amount.
      pay(made, payDay, { amount: partOf(r), method: 'bankgiro' });
      creditAt(payDay + r.int(30, 60), made, 'credit-remaining-amount');
    } else if (links.includes(p)) {
      // Sent again with a payment link the next day; the customer pays by card through it.
      const sendDay = p.day + 1;
      const sendMinute = office();
      at(sendDay, sendMinute, `link ${owner}`, { kind: 'link', invoice: made });
      const paidDay = sendDay + r.int(0, 3);
      if (happened(paidDay))
        at(
          paidDay,
          paidDay === sendDay ? r.int(sendMinute + 10, 23 * 60) : r.int(7 * 60, 22 * 60),
          `paid-by-link ${owner}`,
          { kind: 'paid-by-link', invoice: made },
        );
    } else if (reminded.includes(p)) {
      // Not paid: a reminder some days after the due date.
      const remindDay = p.day + 30 + r.int(7, 20);
      if (happened(remindDay)) at(remindDay, office(), `reminder ${owner}`, { kind: 'reminder', invoice: made });
    } else if (p === surplus) {
      // Paid a round sum above what was owed: the surplus is kept as the customer's credit.
      if (happened(payDay)) pay(made, payDay, { amount: 'surplus', method: 'bankgiro' });
    } else {
      const x = r.next();
      if (x < plan.unpaidShare) continue;
      if (x < plan.unpaidShare + plan.partShare) {
        if (happened(payDay)) pay(made, payDay, { amount: partOf(r), method: 'bankgiro' });
        continue;
      }
      if (happened(payDay)) pay(made, payDay, { amount: 'rest', method: 'bankgiro' });
    }
  }

  // The coming summer's bookings: invoiced with a deposit some days after they were confirmed, or (booked
  // today or yesterday, as the demo books most stays that far ahead) minutes after; a deposit due so far is
  // mostly paid by bankgiro, and at the desk a guest often pays it by card at once.
  // Those booked before yesterday first: their deposits have a history (paid or due).
  const booked = (c: Candidate) => dayOf(c.at) < clock.today - 1;
  const chosen = [
    ...rng.shuffle(opts.coming.filter(booked)),
    ...rng.shuffle(opts.coming.filter((c) => !booked(c))),
  ].slice(0, plan.deposits);
  chosen.sort((a, b) => a.at.getTime() - b.at.getTime() || a.owner_id - b.owner_id);
  for (const c of chosen) {
    const r = rng.fork(`deposit-${c.kind}-${c.owner_id}`);
    const made = slot();
    const confirmedDay = dayOf(c.at);
    if (confirmedDay < clock.today - 1) {
      const day = Math.min(confirmedDay + r.int(1, 6), clock.today - 1);
      invoiceAt(c, day, office(), TERM_DEPOSIT, made);
      const payDay = day + r.int(4, 26);
      if (r.chance(0.8) && happened(payDay))
        pay(made, payDay, { amount: 'deposit', method: r.chance(0.3) ? 'card' : 'bankgiro' });
      continue;
    }
    const minute = minuteOf(c.at, clock) + r.int(2, 9);
    if (!done(confirmedDay, minute)) continue;
    invoiceAt(c, confirmedDay, minute, TERM_DEPOSIT, made);
    const paidMinute = minute + r.int(1, 4);
    if (c.channel_id === 1 && r.chance(0.5) && done(confirmedDay, paidMinute))
      pay(made, confirmedDay, { amount: 'deposit', method: 'card' }, paidMinute);
  }

  return events.sort((a, b) => a.day - b.day || a.minute - b.minute || a.seq - b.seq);
}

/** A part payment: 30–70 % of the total. */
const partOf = (r: Rng): Amount => ({ perMille: r.int(300, 700) });

/** Öre to pay; 0 = nothing (the invoice is settled, or a part would be all of it). */
export function amountOf(
  a: Amount,
  inv: Pick<InvoiceDetail, 'total' | 'remaining_amount' | 'is_credit_invoice' | 'deposit_amount'>,
) {
  const left = inv.is_credit_invoice ? -inv.remaining_amount : inv.remaining_amount;
  if (left <= 0) return 0;
  if (a === 'rest') return left;
  // The deposit (handpenning) alone; an invoice the term gave none has nothing due yet.
  if (a === 'deposit') return inv.deposit_amount == null ? 0 : Math.min(inv.deposit_amount, left);
  // The next round 500 kr above what is owed.
  if (a === 'surplus') return (Math.floor(left / 50_000) + 1) * 50_000;
  // Whole hundreds of kronor, at least 100 kr, and less than what is left.
  const part = Math.max(10_000, Math.round((inv.total * a.perMille) / 1000 / 10_000) * 10_000);
  return part < left ? part : 0;
}

const dayOf = (d: Date) => toDayNumber(todayInStockholm(d));
const minuteOf = (d: Date, clock: Clock) => Math.round((d.getTime() - clock.at(dayOf(d), 0).getTime()) / 60_000);

/**
 * Organisations' stays that ended from `since` until before `before` and were checked out: their own and their
 * whole groups (every live member checked out), oldest check-out first.
 */
async function pastStays(db: Db, since: string, before: string): Promise<Candidate[]> {
  const rows = await queryRows<Omit<Candidate, 'at'> & { at: Date | string }>(
    db,
    sql`select * from (
      select 'group' as kind, g.id as owner_id, g.customer_id,
        (c.email is not null and c.email <> '' and coalesce(c.email_status, '') <> 'blocked') as mailable,
        max(b.checked_out_at) as at, to_char(min(b.check_in), 'YYYY-MM-DD') as check_in
      from booking_groups g
      join bookings b on b.booking_group_id = g.id and b.deleted_at is null
      join customers c on c.id = g.customer_id
      where g.deleted_at is null and c.is_org
      group by g.id, c.id
      having bool_and(b.checked_out_at is not null and not b.is_draft)
        and max(b.check_out) >= ${since}::date and max(b.check_out) < ${before}::date
      union all
      select 'booking', b.id, b.customer_id,
        (c.email is not null and c.email <> '' and coalesce(c.email_status, '') <> 'blocked'),
        b.checked_out_at, to_char(b.check_in, 'YYYY-MM-DD')
      from bookings b join customers c on c.id = b.customer_id
      where b.type = 'regular' and c.is_org and b.deleted_at is null and not b.is_draft
        and b.checked_out_at is not null and b.check_out >= ${since}::date and b.check_out < ${before}::date
    ) x order by at, kind, owner_id`,
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at) }));
}

/**
 * Confirmed bookings of the coming summer booked at the desk or on the campsite's own web (not through an
 * agent), for at least 1 000 kr (the deposit's minimum): whole groups and single stays.
 */
async function comingStays(db: Db, from: string, to: string): Promise<Candidate[]> {
  const rows = await queryRows<Omit<Candidate, 'at'> & { at: Date | string }>(
    db,
    sql`select * from (
      select 'group' as kind, g.id as owner_id, g.customer_id,
        (c.email is not null and c.email <> '' and coalesce(c.email_status, '') <> 'blocked') as mailable,
        max(b.confirmed_at) as at, to_char(min(b.check_in), 'YYYY-MM-DD') as check_in, g.channel_id
      from booking_groups g
      join bookings b on b.booking_group_id = g.id and b.deleted_at is null
      join customers c on c.id = g.customer_id
      where g.deleted_at is null and g.channel_id in (1, 2)
      group by g.id, c.id
      having bool_and(b.confirmed_at is not null and not b.is_draft and b.checked_in_at is null)
        and min(b.check_in) >= ${from}::date and min(b.check_in) < ${to}::date
      union all
      select 'booking', b.id, b.customer_id,
        (c.email is not null and c.email <> '' and coalesce(c.email_status, '') <> 'blocked'),
        b.confirmed_at, to_char(b.check_in, 'YYYY-MM-DD'), b.channel_id
      from bookings b join customers c on c.id = b.customer_id
      join accommodation_charges ac on ac.booking_id = b.id and ac.deleted_at is null
      where b.type = 'regular' and b.channel_id in (1, 2) and b.deleted_at is null and not b.is_draft
        and b.confirmed_at is not null and b.checked_in_at is null
        and b.check_in >= ${from}::date and b.check_in < ${to}::date and b.id % 9 <> 4
      group by b.id, c.id
      having sum(ac.price) >= 100000
    ) x order by at, kind, owner_id`,
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at) }));
}
