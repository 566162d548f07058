import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../http/serviceContext';
import { notFound, validationError } from '../http/errors';
import type { Tx } from '../db/client';
import { bookings, countries, customers, editingRecords } from '../db/schema';
import { loadBookings, syncedWhere } from '../bookings/queries';
import {
  CUSTOMER_TEXTS,
  normalizePhone,
  validateCustomer,
  type CustomerDraft,
  type CustomerField,
} from '../../src/domain/customerForm';
import type { CustomerBody } from '../../src/contracts/customers';
import { customersWithEmail, customersWithOrgNumber, customersWithPhone } from './lookups';
import { loadCustomer } from './routes';

type Row = typeof customers.$inferSelect;
const TEXT_FIELDS = [
  'given_name',
  'surname',
  'org_name',
  'org_number',
  'org_reference',
  'street_name',
  'street_number',
  'zip',
  'city',
  'phone_number',
  'email',
] as const;
const COLUMN: Record<(typeof TEXT_FIELDS)[number] | 'country_id' | 'dialling_code_country_id', keyof Row> = {
  given_name: 'givenName',
  surname: 'surname',
  org_name: 'orgName',
  org_number: 'orgNumber',
  org_reference: 'orgReference',
  street_name: 'streetName',
  street_number: 'streetNumber',
  zip: 'zip',
  city: 'city',
  phone_number: 'phoneNumber',
  email: 'email',
  country_id: 'countryId',
  dialling_code_country_id: 'diallingCodeCountryId',
};

/** The draft to validate: the saved customer with the sent fields on top (a field not sent stays). */
function mergedDraft(existing: Row | null, b: CustomerBody): CustomerDraft {
  const pick = (f: (typeof TEXT_FIELDS)[number]) =>
    (b[f] !== undefined ? (b[f] ?? '') : String(existing?.[COLUMN[f]] ?? '')).trim();
  const ref = (f: 'country_id' | 'dialling_code_country_id') =>
    b[f] !== undefined ? (b[f] ?? null) : ((existing?.[COLUMN[f]] as number | null) ?? null);
  const d = { id: existing?.id ?? 0, is_org: existing?.isOrg ?? b.is_org ?? false } as CustomerDraft;
  for (const f of TEXT_FIELDS) (d[f] as string) = pick(f);
  d.country_id = ref('country_id');
  d.dialling_code_country_id = ref('dialling_code_country_id');
  return d;
}

/** The row values: trimmed, empty is null, the phone as digits without leading zeros. */
function rowValues(d: CustomerDraft) {
  const v = (s: string) => (s.trim() ? s.trim() : null);
  return {
    givenName: d.is_org ? null : v(d.given_name),
    surname: d.is_org ? null : v(d.surname),
    orgName: d.is_org ? v(d.org_name) : null,
    orgNumber: d.is_org ? v(d.org_number) : null,
    orgReference: d.is_org ? v(d.org_reference) : null,
    streetName: v(d.street_name),
    streetNumber: v(d.street_number),
    zip: v(d.zip),
    city: v(d.city),
    countryId: d.country_id!,
    diallingCodeCountryId: d.dialling_code_country_id,
    phoneNumber: v(normalizePhone(d.phone_number)),
    email: v(d.email),
  };
}

/** Every rule of bookings.md 5 that the server can check, plus uniqueness and existing countries. */
async function problems(tx: Tx, d: CustomerDraft): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  for (const [field, msg] of Object.entries(validateCustomer(d).errors)) if (msg) errors[field] = [msg];
  const has = (f: CustomerField) => errors[f] != null;
  const ids = [d.country_id, d.dialling_code_country_id].filter((x): x is number => x != null && x > 0);
  const found = ids.length ? await tx.select().from(countries).where(inArray(countries.id, ids)) : [];
  const byId = new Map(found.map((c) => [c.id, c]));
  if (!has('country_id') && !byId.has(d.country_id!)) errors.country_id = ['Landet finns inte.'];
  const dialling = d.dialling_code_country_id != null ? byId.get(d.dialling_code_country_id) : undefined;
  if (d.dialling_code_country_id != null && !dialling) errors.dialling_code_country_id = ['Landskoden finns inte.'];

  if (d.email.trim() && !has('email')) {
    const [other] = await customersWithEmail(tx, d.email, d.id);
    if (other) errors.email = [CUSTOMER_TEXTS.emailUsedBy(other.full_name)];
  }
  if (d.phone_number.trim() && dialling && !has('phone_number')) {
    const [other] = await customersWithPhone(tx, dialling.diallingCode, d.phone_number, d.id);
    if (other) errors.phone_number = [CUSTOMER_TEXTS.phoneUsedBy(other.full_name)];
  }
  if (d.is_org && d.org_number.trim() && !has('org_number')) {
    const others = await customersWithOrgNumber(tx, d.org_number, d.id);
    if (others.length) errors.org_number = [CUSTOMER_TEXTS.orgNumberUsedBy(others.map((o) => o.full_name).join(', '))];
  }
  return errors;
}

type Changes = Record<string, { from: unknown; to: unknown }>;

/** from → to per form field (snake_case, as the Historik tab shows them), only what changed. */
function diff(before: Row | null, after: ReturnType<typeof rowValues>): Changes {
  const changes: Changes = {};
  for (const [field, column] of Object.entries(COLUMN)) {
    const from = before?.[column] ?? null;
    const to = (after as Record<string, unknown>)[column] ?? null;
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}

/** The customer fields a serialised booking carries (customer_name and the customer object of queries.ts). */
const BOOKING_VISIBLE = new Set([
  'given_name',
  'surname',
  'org_name',
  'street_name',
  'street_number',
  'city',
  'country_id',
  'email',
]);

/** Create (no id or 0) or update a customer in one transaction with its editing record. */
export async function saveCustomer(ctx: ServiceContext, b: CustomerBody) {
  const result = await ctx.db.transaction(async (tx) => {
    let existing: Row | null = null;
    if (b.id) {
      [existing] = await tx.select().from(customers).where(eq(customers.id, b.id)).for('update').limit(1);
      if (!existing || existing.deletedAt) throw notFound('Kunden finns inte.');
      if (b.is_org !== undefined && b.is_org !== existing.isOrg) {
        throw validationError({ is_org: ['Kundtypen kan inte ändras när kunden är sparad.'] });
      }
    }
    const draft = mergedDraft(existing, b);
    const errors = await problems(tx, draft);
    if (Object.keys(errors).length) throw validationError(errors);
    const values = rowValues(draft);

    if (!existing) {
      const [row] = await tx
        .insert(customers)
        .values({ ...values, isOrg: draft.is_org, createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      await record(tx, ctx, row.id, 'created', 'Kunden skapades', diff(null, values));
      return { id: row.id, bookingsChanged: false };
    }
    const changes = diff(existing, values);
    if (!Object.keys(changes).length) return { id: existing.id, bookingsChanged: false };
    await tx
      .update(customers)
      .set({ ...values, updatedAt: ctx.now })
      .where(eq(customers.id, existing.id));
    await record(tx, ctx, existing.id, 'updated', 'Kunden uppdaterades', changes);
    // Booking rows show the customer's name, address, country and e-mail: lists must get them again
    // live, and the working set's delta sync (bookings.updated_at) must send them too.
    const bookingsChanged = Object.keys(changes).some((f) => BOOKING_VISIBLE.has(f));
    if (bookingsChanged) {
      await tx
        .update(bookings)
        .set({ updatedAt: ctx.now })
        .where(and(eq(bookings.customerId, existing.id), syncedWhere(ctx.today, ctx.now)));
    }
    return { id: existing.id, bookingsChanged };
  });

  const customer = await loadCustomer(ctx.db, result.id);
  // Saved in the transaction above: only a concurrent purge could take it away.
  if (!customer) throw notFound('Kunden finns inte.');
  await ctx.publish('CustomerSaved', { customer });
  if (result.bookingsChanged) {
    const list = await loadBookings(ctx.db, and(eq(bookings.customerId, result.id), syncedWhere(ctx.today, ctx.now)));
    for (const booking of list) await ctx.publish('BookingSaved', { booking_id: booking.id, booking });
  }
  return { customer };
}

async function record(tx: Tx, ctx: ServiceContext, id: number, action: string, description: string, changes: Changes) {
  await tx.insert(editingRecords).values({
    subjectType: 'customer',
    subjectId: id,
    customerId: id,
    userId: ctx.actor.user.id,
    action,
    description,
    changes,
    createdAt: ctx.now,
  });
}
