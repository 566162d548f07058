import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { AddressPlace, AddressPrediction, AddressProvider } from './provider';
import { addressDoc, addressHash, hasAddress } from './sql';

// An address has a handful of words; more only makes a slower query that matches nothing.
const MAX_WORDS = 8;
const PLACE_PREFIX = 'local_';

/** The typed words, lower case, letters and digits only (so each can be quoted in a tsquery). */
export function addressWords(input: string): string[] {
  const folded = input.normalize('NFC').toLowerCase();
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_WORDS);
}

/** 'Storgatan 12, 123 45 Ystad': street and number, then zip and city, leaving out what is empty. */
export function formatAddress(p: Pick<AddressPlace, 'street_name' | 'street_number' | 'zip' | 'city'>): string {
  const line1 = [p.street_name, p.street_number]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  const line2 = [p.zip, p.city]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  return [line1, line2].filter(Boolean).join(', ');
}

interface Row {
  hash: string;
  street_name: string;
  street_number: string | null;
  zip: string | null;
  city: string;
  country: string;
}

const toPlace = (r: Row): AddressPlace => ({
  street_name: r.street_name.trim(),
  street_number: (r.street_number ?? '').trim(),
  zip: (r.zip ?? '').trim(),
  city: r.city.trim(),
  country: r.country,
});

/**
 * Addresses the campsite's own customers gave: a guest's address typed once is offered the next
 * time. Each address is written as its most recently saved customer wrote it.
 */
export const localAddressProvider: AddressProvider = {
  name: 'local',

  async predict({ db }, { input, countryCode }, limit) {
    const words = addressWords(input);
    if (!words.length) return [];
    const tsquery = words.map((w) => `'${w}':*`).join(' & ');
    const country = countryCode == null ? sql`` : sql` and co.iso_code = ${countryCode}`;
    // Words are letters and digits only, so they can be quoted in an array literal as they are.
    const wordArray = `{${words.map((w) => `"${w}"`).join(',')}}`;
    // A typed word that is the whole street number first ('12' before '14' found by its zip 12345),
    // then addresses shared by several customers, then the most recently saved. The words match
    // through the GIN index; the grouping runs on the hits only.
    const rows = await queryRows<Row>(
      db,
      sql`
      with hits as (
        select ${addressHash('c')} as hash, c.street_name, c.street_number, c.zip, c.city, co.iso_code as country, c.updated_at, c.id,
          search_fold(btrim(coalesce(c.street_number, ''))) = any(${wordArray}::text[]) as number_hit
        from customers c join countries co on co.id = c.country_id
        where ${addressDoc('c')} @@ ${tsquery}::tsquery and ${hasAddress('c')}${country}
      ), ranked as (
        select distinct on (hash) hash, street_name, street_number, zip, city, country, number_hit,
          count(*) over (partition by hash) as uses, updated_at, id
        from hits order by hash, updated_at desc, id desc
      )
      select hash, street_name, street_number, zip, city, country from ranked
      order by number_hit desc, uses desc, updated_at desc, id desc
      limit ${limit}`,
    );
    return rows.map(
      (r): AddressPrediction => ({ address: formatAddress(toPlace(r)), place_id: PLACE_PREFIX + r.hash }),
    );
  },

  async place({ db }, placeId) {
    const hash = placeId.startsWith(PLACE_PREFIX) ? placeId.slice(PLACE_PREFIX.length) : '';
    if (!/^[0-9a-f]{32}$/.test(hash)) return null;
    const [row] = await queryRows<Row>(
      db,
      sql`
      select ${addressHash('c')} as hash, c.street_name, c.street_number, c.zip, c.city, co.iso_code as country
      from customers c join countries co on co.id = c.country_id
      where ${addressHash('c')} = ${hash} and ${hasAddress('c')}
      order by c.updated_at desc, c.id desc limit 1`,
    );
    return row ? toPlace(row) : null;
  },
};
