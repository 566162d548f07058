import { and, eq, gt, inArray, isNull, not, or } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import type { DbOrTx } from '../db/client';
import { bookings, countries, customers } from '../db/schema';
import { loadBookings } from '../bookings/queries';
import { customerBookings, customerShow, type Customer } from '../../src/contracts/customers';

type CountryRow = typeof countries.$inferSelect;
const serializeCountry = (c: CountryRow | undefined) =>
  c
    ? {
        id: c.id,
        iso_code: c.isoCode,
        name: c.name,
        dialling_code: c.diallingCode,
        is_common: c.isCommon,
        default_language: c.defaultLanguage,
      }
    : null;

const joinNonEmpty = (sep: string, ...parts: (string | null | undefined)[]) => parts.filter((p) => p?.trim()).join(sep);

/** A customer with every field of bookings.md 3 (Customer), as the customer pane and forms read it. */
export function serializeCustomer(c: typeof customers.$inferSelect, byId: Map<number, CountryRow>): Customer {
  const country = byId.get(c.countryId);
  const dialling = c.diallingCodeCountryId != null ? byId.get(c.diallingCodeCountryId) : undefined;
  const fullName = c.isOrg ? (c.orgName ?? '') : joinNonEmpty(' ', c.givenName, c.surname);
  return {
    id: c.id,
    full_name: fullName,
    given_name: c.givenName,
    surname: c.surname,
    is_org: c.isOrg,
    org_name: c.orgName,
    org_number: c.orgNumber,
    org_reference: c.orgReference,
    street_name: c.streetName,
    street_number: c.streetNumber,
    zip: c.zip,
    city: c.city,
    country: serializeCountry(country),
    country_id: c.countryId,
    dialling_code_country_id: c.diallingCodeCountryId,
    diallingCodeCountry: serializeCountry(dialling),
    phone_number: c.phoneNumber,
    // As the search writes it: '+46 701234567'.
    fullPhoneNumber: c.phoneNumber ? (dialling ? `+${dialling.diallingCode} ${c.phoneNumber}` : c.phoneNumber) : null,
    email: c.email,
    email_status: c.emailStatus,
    shortAddress: joinNonEmpty(', ', joinNonEmpty(' ', c.streetName, c.streetNumber), c.city),
    customer_description: c.customerDescription,
    color: c.color,
    class: c.class,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    deleted_at: c.deletedAt?.toISOString() ?? null,
  };
}

export async function loadCustomer(db: DbOrTx, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) return null;
  const ids = [row.countryId, row.diallingCodeCountryId].filter((x): x is number => x != null);
  const rows = await db.select().from(countries).where(inArray(countries.id, ids));
  return serializeCustomer(row, new Map(rows.map((c) => [c.id, c])));
}

export function registerCustomerRoutes(r: TenantRouter) {
  r.get(
    'customers/:id',
    { permission: 'readBookings', params: customerShow.params, response: customerShow.response },
    async (ctx) => {
      const customer = await loadCustomer(ctx.db, ctx.params.id);
      if (!customer) throw notFound('Kunden finns inte.');
      return { customer };
    },
  );

  r.get(
    'customers/:id/bookings',
    { permission: 'readBookings', params: customerBookings.params, response: customerBookings.response },
    async (ctx) => {
      const id = ctx.params.id;
      const [row] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1);
      if (!row) throw notFound('Kunden finns inte.');
      // Cancelled bookings stay in the history; drafts only while they are live.
      const live = or(
        eq(bookings.isDraft, false),
        and(isNull(bookings.deletedAt), gt(bookings.draftExpiresAt, ctx.now)),
        not(isNull(bookings.confirmedAt)),
      );
      const list = await loadBookings(ctx.db, and(eq(bookings.customerId, id), live));
      // Newest check-in first (shell.md 9: customer bookings list sorted by check-in descending).
      list.sort((a, b) => String(b.check_in).localeCompare(String(a.check_in)) || b.id - a.id);
      return { bookings: list };
    },
  );
}
