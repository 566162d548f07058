import type { customers } from '../db/schema';

type CustomerRow = typeof customers.$inferSelect;
type NameParts = Pick<CustomerRow, 'givenName' | 'surname' | 'isOrg' | 'orgName'>;

export function customerFullName(c: NameParts): string {
  if (c.isOrg) return c.orgName ?? '';
  return [c.givenName, c.surname].filter(Boolean).join(' ');
}

export function customerShortAddress(c: Pick<CustomerRow, 'streetName' | 'streetNumber' | 'city'>): string {
  const street = [c.streetName, c.streetNumber].filter(Boolean).join(' ');
  return [street, c.city].filter(Boolean).join(', ');
}

/** The compact customer embedded in booking rows. */
export function customerSummary(c: CustomerRow) {
  return {
    id: c.id,
    full_name: customerFullName(c),
    is_org: c.isOrg,
    country_id: c.countryId,
    shortAddress: customerShortAddress(c),
    email: c.email,
    email_status: c.emailStatus,
    color: c.color,
  };
}
