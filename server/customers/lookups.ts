import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/client';
import { customerFullNameText } from './sql';
import { normalizePhone } from '../../src/domain/customerForm';

/** Another live customer, as the form's duplicate messages and suggestions show them. */
export interface OtherCustomer {
  id: number;
  full_name: string;
  shortAddress: string;
}

const SELECT = sql.raw(`select c.id, ${customerFullNameText('c')} as full_name,
  concat_ws(', ', nullif(trim(concat_ws(' ', c.street_name, c.street_number)), ''), nullif(trim(c.city), '')) as "shortAddress"
  from customers c`);

const toOther = (r: { id: number | string; full_name: string; shortAddress: string | null }): OtherCustomer => ({
  id: Number(r.id),
  full_name: r.full_name,
  shortAddress: r.shortAddress ?? '',
});

/** Org numbers compare without separators: '556036-0793' and '5560360793' are the same company. */
export const orgNumberKey = (s: string) => s.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

export async function customersWithEmail(db: DbOrTx, email: string, exceptId = 0): Promise<OtherCustomer[]> {
  const rows = await queryRows<{ id: number; full_name: string; shortAddress: string }>(
    db,
    sql`${SELECT}
    where c.deleted_at is null and lower(c.email) = ${email.trim().toLowerCase()} and c.id <> ${exceptId}
    order by c.id`,
  );
  return rows.map(toOther);
}

/** Same digits under the same dialling code (several countries share +1 and +7). */
export async function customersWithPhone(
  db: DbOrTx,
  diallingCode: string,
  phone: string,
  exceptId = 0,
): Promise<OtherCustomer[]> {
  const digits = normalizePhone(phone);
  if (!digits) return [];
  const rows = await queryRows<{ id: number; full_name: string; shortAddress: string }>(
    db,
    sql`${SELECT}
    join countries d on d.id = c.dialling_code_country_id
    where c.deleted_at is null and c.phone_number = ${digits} and d.dialling_code = ${diallingCode} and c.id <> ${exceptId}
    order by c.id`,
  );
  return rows.map(toOther);
}

export async function customersWithOrgNumber(db: DbOrTx, orgNumber: string, exceptId = 0): Promise<OtherCustomer[]> {
  const key = orgNumberKey(orgNumber);
  if (!key) return [];
  const rows = await queryRows<{ id: number; full_name: string; shortAddress: string }>(
    db,
    sql`${SELECT}
    where c.deleted_at is null and upper(regexp_replace(coalesce(c.org_number, ''), '[^0-9A-Za-z]', '', 'g')) = ${key}
      and c.id <> ${exceptId}
    order by c.id`,
  );
  return rows.map(toOther);
}
