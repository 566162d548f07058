// Guests and organisations: names, addresses, phones and mostly unique e-mail addresses.
import { luhnCheckDigit } from '../../src/domain/numbers';
import { FEMALE_FORMS, GIVEN_NAMES, ORGANISATIONS, SURNAMES } from './names';
import { NATIONALITIES, mailSlug, type Nationality } from './places';
import type { Rng } from './random';

export interface CustomerDraft {
  /** Assigned at the end, in order of creation. */
  id: number;
  domestic: boolean;
  isOrg: boolean;
  orgKind?: 'company' | 'club';
  givenName: string | null;
  surname: string | null;
  orgName: string | null;
  orgNumber: string | null;
  orgReference: string | null;
  streetName: string;
  streetNumber: string;
  zip: string;
  city: string;
  countryId: number;
  diallingCodeCountryId: number | null;
  phoneNumber: string | null;
  email: string | null;
  emailStatus: string | null;
  customerDescription: string | null;
  color: string;
  /** Earliest use, to date the customer record. */
  firstUse?: Date;
}

const COLOURS = [
  'blue',
  'indigo',
  'teal',
  'green',
  'orange',
  'purple',
  'pink',
  'cyan',
  'deep-orange',
  'brown',
  'blue-grey',
  'light-green',
];

/** A valid Swedish organisation number: companies start 556, associations 802. */
export function makeOrgNumber(rng: Rng, kind: 'company' | 'club'): string {
  const first9 = (kind === 'company' ? '556' : '802') + rng.digits(6);
  const all = first9 + String(luhnCheckDigit(first9));
  return `${all.slice(0, 6)}-${all.slice(6)}`;
}

function streetNumber(rng: Rng, nat: Nationality): string {
  const n = rng.int(1, nat.iso === 'SE' ? 90 : 140);
  return nat.iso === 'SE' && rng.chance(0.12) ? `${n}${rng.pick(['A', 'B', 'C'])}` : String(n);
}

export function generateCustomers(count: number, orgCount: number, rng: Rng): CustomerDraft[] {
  const out: CustomerDraft[] = [];
  const emails = new Set<string>();
  const natWeights = NATIONALITIES.map((n) => n.weight);
  const se = NATIONALITIES[0];
  const uniqueEmail = (local: string, domain: string) => {
    let e = `${local}@${domain}`;
    for (let i = 0; emails.has(e); i++) e = `${local}${i < 3 ? rng.int(1, 99) : rng.int(100, 9999)}@${domain}`;
    emails.add(e);
    return e;
  };

  for (let i = 0; i < Math.min(orgCount, count); i++) {
    const org = ORGANISATIONS[i % ORGANISATIONS.length];
    const suffix = i >= ORGANISATIONS.length ? ` ${Math.floor(i / ORGANISATIONS.length) + 1}` : '';
    const [city, prefix] = rng.pick(se.cities);
    const contactFirst = rng.pick(GIVEN_NAMES.SE);
    const contactLast = rng.pick(SURNAMES.SE);
    const domain = `${mailSlug(org.name.replace(/ AB$/, ''))}.se`;
    out.push({
      id: 0,
      domestic: true,
      isOrg: true,
      orgKind: org.kind,
      givenName: null,
      surname: null,
      orgName: org.name + suffix,
      orgNumber: makeOrgNumber(rng, org.kind),
      orgReference: `${contactFirst} ${contactLast}`,
      streetName: rng.pick(se.streets),
      streetNumber: streetNumber(rng, se),
      zip: se.zip(rng, prefix),
      city,
      countryId: se.countryId,
      diallingCodeCountryId: se.countryId,
      phoneNumber: se.phone(rng),
      email: uniqueEmail(
        org.kind === 'company' ? rng.pick(['info', 'faktura', 'kontoret']) : rng.pick(['info', 'kansli', 'ordforande']),
        domain,
      ),
      emailStatus: null,
      customerDescription:
        org.kind === 'company'
          ? 'Företagskund – faktura 30 dagar, ange referens på fakturan'
          : 'Förening – gruppbokningar',
      color: rng.pick(COLOURS),
    });
  }

  while (out.length < count) {
    const nat = NATIONALITIES[rng.weightedIndex(natWeights)];
    const givenName = rng.pick(GIVEN_NAMES[nat.names]);
    let surname = rng.pick(SURNAMES[nat.names]);
    if (FEMALE_FORMS[surname] && rng.chance(0.5)) surname = FEMALE_FORMS[surname];
    const [city, prefix] = rng.pick(nat.cities);
    const hasPhone = rng.chance(0.92);
    let email: string | null = null;
    if (rng.chance(0.93)) {
      const g = mailSlug(givenName),
        s = mailSlug(surname);
      const local = rng.weighted<string>([
        [`${g}.${s}`, 45],
        [`${g}${s}`, 12],
        [`${g[0]}${s}`, 12],
        [`${g}.${s}${rng.int(50, 99)}`, 10],
        [`${g}_${s}`, 6],
        [`${g}${rng.int(1, 999)}`, 8],
        [`${s}.${g}`, 7],
      ]);
      email = uniqueEmail(local, rng.pick(nat.mailDomains));
    }
    out.push({
      id: 0,
      domestic: nat.iso === 'SE',
      isOrg: false,
      givenName,
      surname,
      orgName: null,
      orgNumber: null,
      orgReference: null,
      streetName: rng.pick(nat.streets),
      streetNumber: streetNumber(rng, nat),
      zip: nat.zip(rng, prefix),
      city,
      countryId: nat.countryId,
      diallingCodeCountryId: hasPhone ? nat.countryId : null,
      phoneNumber: hasPhone ? nat.phone(rng) : null,
      email,
      emailStatus: null,
      customerDescription: null,
      color: rng.pick(COLOURS),
    });
  }
  // A couple of addresses bounce: mail is no longer sent to them.
  const withMail = out.filter((c) => c.email && !c.isOrg);
  for (let i = 0; i < Math.min(3, withMail.length); i++)
    withMail[Math.floor(((i + 0.5) * withMail.length) / 3)].emailStatus = 'blocked';
  return out;
}

const DESCRIPTIONS = [
  'Stamgäst – vill gärna ha samma plats som förra året',
  'Har alltid med sig två hundar',
  'Betalar helst med faktura',
  'Föredrar plats nära badplatsen',
  'Rullstolsburen – behöver plats nära servicehuset',
  'Kommer oftast sent på kvällen',
];

export function describeRegulars(customers: CustomerDraft[], bookingCounts: Map<CustomerDraft, number>, rng: Rng) {
  for (const c of customers) {
    if (!c.isOrg && (bookingCounts.get(c) ?? 0) >= 5 && rng.chance(0.25))
      c.customerDescription = rng.pick(DESCRIPTIONS);
  }
}

export function customerName(c: CustomerDraft): string {
  return c.isOrg ? c.orgName! : `${c.givenName} ${c.surname}`;
}
