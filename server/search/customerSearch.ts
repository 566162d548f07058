import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import type { SearchText } from './text';
import type { SearchClock } from './bookingSearch';
import { customerCity, customerEmail, customerFullName, customerNameDoc, customerOrgDigits, customerPhoneDigits } from './sql';

/** A customer as the search lists it (search/customer and the Kunder group). */
export interface FoundCustomer {
  id: number;
  full_name: string;
  shortAddress: string;
  email: string | null;
  phone: string | null;
  country_id: number;
  is_org: boolean;
  color: string;
  city: string | null;
}

const CANDIDATES = 1000;
const FIELD_CANDIDATES = 50;
// Phone and organisation numbers are only worth matching from a few digits on.
const MIN_DIGITS = 4;

/** Phone prefixes to look for: as typed, or after an international dialling code. */
async function phonePrefixes(db: DbOrTx, t: SearchText): Promise<{ prefix: string; countryId: number | null }[]> {
  if (!t.international) return t.phoneDigits.length >= MIN_DIGITS ? [{ prefix: t.phoneDigits, countryId: null }] : [];
  const codes = await queryRows<{ id: number; code: string }>(db, sql`select id, regexp_replace(dialling_code, '\\D', '', 'g') as code from countries`);
  return codes
    .filter((c) => c.code && t.phoneDigits.startsWith(c.code))
    .map((c) => ({ prefix: t.phoneDigits.slice(c.code.length).replace(/^0+/, ''), countryId: Number(c.id) }))
    .filter((p) => p.prefix.length >= MIN_DIGITS);
}

/**
 * Customers matching by name words, e-mail, phone digits, organisation number or city, best first:
 * the exact name, then name matches, then the other fields, then the city; among equals, customers
 * staying now or arriving soonest, then the most recent guests.
 */
export async function findCustomers(db: DbOrTx, t: SearchText, clock: SearchClock, limit: number): Promise<FoundCustomer[]> {
  const kinds: SQL[] = [];
  if (t.tsquery) kinds.push(sql`(select c.id, 1 as kind from customers c where ${customerNameDoc('c')} @@ ${t.tsquery}::tsquery limit ${CANDIDATES})`);
  if (!t.raw.includes(' ')) {
    kinds.push(sql`(select c.id, 2 as kind from customers c where ${customerEmail('c')} like ${t.prefix} order by ${customerEmail('c')} using ~<~ limit ${FIELD_CANDIDATES})`);
  }
  if (t.numeric) {
    for (const p of await phonePrefixes(db, t)) {
      const country = p.countryId == null ? sql`` : sql` and c.dialling_code_country_id = ${p.countryId}`;
      kinds.push(sql`(select c.id, 2 as kind from customers c where ${customerPhoneDigits('c')} like ${p.prefix + '%'}${country} order by ${customerPhoneDigits('c')} using ~<~ limit ${FIELD_CANDIDATES})`);
    }
    if (t.digits.length >= MIN_DIGITS) {
      kinds.push(sql`(select c.id, 2 as kind from customers c where c.org_number is not null and ${customerOrgDigits('c')} like ${t.digits + '%'} limit ${FIELD_CANDIDATES})`);
    }
  }
  if (/^\p{L}/u.test(t.raw)) {
    kinds.push(sql`(select c.id, 3 as kind from customers c where ${customerCity('c')} like ${t.prefix} order by ${customerCity('c')} using ~<~ limit ${FIELD_CANDIDATES})`);
  }
  if (!kinds.length) return [];
  const name = customerFullName('c');
  const rows = await queryRows<FoundCustomer & { dialling_code: string | null }>(db, sql`
    with hits as (select id, min(kind) as kind from (${sql.join(kinds, sql` union all `)}) k group by id)
    select c.id, ${name} as full_name, c.email, c.country_id, c.is_org, c.color, c.city,
      concat_ws(', ', nullif(concat_ws(' ', c.street_name, c.street_number), ''), c.city) as "shortAddress",
      case when c.phone_number is null then null when dc.dialling_code is null then c.phone_number
        else '+' || dc.dialling_code || ' ' || c.phone_number end as phone
    from hits h
    join customers c on c.id = h.id and c.deleted_at is null
    left join countries dc on dc.id = c.dialling_code_country_id
    left join lateral (
      select min(b.check_in) filter (where b.check_out >= ${clock.today}::date and b.checked_out_at is null) as next_in,
             max(b.check_out) as last_out
      from bookings b where b.customer_id = c.id and b.deleted_at is null and not b.is_draft
    ) act on true
    order by search_fold(${name}) = ${t.folded} desc, h.kind, act.next_in asc nulls last, act.last_out desc nulls last, c.id desc
    limit ${limit}`);
  return rows.map((r) => ({ ...r, id: Number(r.id), country_id: Number(r.country_id) }));
}
