import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import type { SearchText } from './text';
import { intArray, type SearchClock } from './bookingSearch';
import { customerCity, customerEmail, customerFullName, customerOrgDigits, customerPhoneDigits } from './sql';

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

const FIELD_CANDIDATES = 50;
// Phone and organisation numbers are only worth matching from a few digits on.
const MIN_DIGITS = 4;

/** Phone prefixes to look for: as typed, or after an international dialling code. */
async function phonePrefixes(db: DbOrTx, t: SearchText): Promise<{ prefix: string; countryId: number | null }[]> {
  if (!t.international) return t.phoneDigits.length >= MIN_DIGITS ? [{ prefix: t.phoneDigits, countryId: null }] : [];
  const codes = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, regexp_replace(dialling_code, '\\D', '', 'g') as code from countries`,
  );
  return codes
    .filter((c) => c.code && t.phoneDigits.startsWith(c.code))
    .map((c) => ({ prefix: t.phoneDigits.slice(c.code.length).replace(/^0+/, ''), countryId: Number(c.id) }))
    .filter((p) => p.prefix.length >= MIN_DIGITS);
}

/**
 * Customers matching by name words (`named`, see customersNamed), e-mail, phone digits,
 * organisation number or city, best first: the exact name, then name matches, then the other
 * fields, then the city; among equals, customers staying now or arriving soonest, then the most
 * recently changed customer records.
 */
export async function findCustomers(
  db: DbOrTx,
  t: SearchText,
  named: readonly number[],
  clock: SearchClock,
  limit: number,
): Promise<FoundCustomer[]> {
  const kinds: SQL[] = [];
  const name = customerFullName('c');
  // kind: 0 the exact name, 1 name words, 2 e-mail/phone/organisation number, 3 city.
  if (named.length) {
    kinds.push(sql`(select c.id, c.updated_at, case when search_fold(${name}) = ${t.folded} then 0 else 1 end as kind from customers c
      where c.id = any(${intArray(named)}) and c.deleted_at is null)`);
  }
  if (!t.raw.includes(' ')) {
    // Text with '@' or '.' is an address being typed: its matches come first, with the exact name.
    const kind = /[@.]/.test(t.raw) ? 0 : 2;
    kinds.push(
      sql`(select c.id, c.updated_at, ${kind}::int as kind from customers c where ${customerEmail('c')} like ${t.prefix} and c.deleted_at is null order by ${customerEmail('c')} using ~<~ limit ${FIELD_CANDIDATES})`,
    );
  }
  // Not while a booking number is being typed (2026-00…): its digits are no phone number.
  if (t.numeric && !/^(19|20)\d\d-/.test(t.raw)) {
    for (const p of await phonePrefixes(db, t)) {
      const country = p.countryId == null ? sql`` : sql` and c.dialling_code_country_id = ${p.countryId}`;
      kinds.push(
        sql`(select c.id, c.updated_at, 2 as kind from customers c where ${customerPhoneDigits('c')} like ${p.prefix + '%'}${country} and c.deleted_at is null order by ${customerPhoneDigits('c')} using ~<~ limit ${FIELD_CANDIDATES})`,
      );
    }
    if (t.digits.length >= MIN_DIGITS) {
      kinds.push(
        sql`(select c.id, c.updated_at, 2 as kind from customers c where c.org_number is not null and ${customerOrgDigits('c')} like ${t.digits + '%'} and c.deleted_at is null limit ${FIELD_CANDIDATES})`,
      );
    }
  }
  if (/^\p{L}/u.test(t.raw)) {
    kinds.push(
      sql`(select c.id, c.updated_at, 3 as kind from customers c where ${customerCity('c')} like ${t.prefix} and c.deleted_at is null order by ${customerCity('c')} using ~<~ limit ${FIELD_CANDIDATES})`,
    );
  }
  if (!kinds.length) return [];
  const rows = await queryRows<FoundCustomer>(
    db,
    sql`
    with hits as materialized (
      select k.id, min(k.kind) as kind, max(k.updated_at) as updated_at from (${sql.join(kinds, sql` union all `)}) k group by k.id
    ), activity as (
      -- Stays not yet over, through the (customer_id, check_out) index: not every old stay.
      select b.customer_id, min(b.check_in) as next_in
      from bookings b
      where b.customer_id = any(array(select id from hits)) and b.check_out >= ${clock.today}::date
        and b.checked_out_at is null and b.deleted_at is null and not b.is_draft
      group by b.customer_id
    ), top as (
      -- Rank on ids and dates only; read the customer rows of the few that are shown.
      select h.id, h.kind, a.next_in, h.updated_at from hits h left join activity a on a.customer_id = h.id
      order by h.kind, a.next_in asc nulls last, h.updated_at desc, h.id desc
      limit ${limit}
    )
    select c.id, ${name} as full_name, c.email, c.country_id, c.is_org, c.color, c.city,
      concat_ws(', ', nullif(concat_ws(' ', c.street_name, c.street_number), ''), c.city) as "shortAddress",
      case when c.phone_number is null then null when dc.dialling_code is null then c.phone_number
        else '+' || dc.dialling_code || ' ' || c.phone_number end as phone
    from top h
    join customers c on c.id = h.id
    left join countries dc on dc.id = c.dialling_code_country_id
    order by h.kind, h.next_in asc nulls last, h.updated_at desc, h.id desc`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), country_id: Number(r.country_id) }));
}
