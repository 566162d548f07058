import type { DbOrTx } from '../db/client';

/** One hit of an address search, as the customer form lists it. */
export interface AddressPrediction {
  /** 'Storgatan 12, 123 45 Ystad' */
  address: string;
  /** Opaque to the client: only the provider that gave it can resolve it. */
  place_id: string;
}

/** An address split into the customer form's fields. */
export interface AddressPlace {
  street_name: string;
  street_number: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case ('SE'). */
  country: string;
}

export interface AddressQuery {
  /** Trimmed text, at least MIN_ADDRESS_INPUT characters. */
  input: string;
  /** ISO alpha-2 (upper case) to search in, or null for every country. */
  countryCode: string | null;
  /** Groups the calls of one typing session (external providers bill per session). */
  session: string;
}

/** What a provider may use of the request: the tenant's database and nothing else. */
export interface AddressContext {
  db: DbOrTx;
}

/**
 * A source of addresses. The local provider reads the campsite's own customers; an external one
 * (Google Places with an API key from the environment, say) would implement the same two calls.
 */
export interface AddressProvider {
  readonly name: string;
  /** At most `limit` addresses matching every typed word, best first, without duplicates. */
  predict(ctx: AddressContext, query: AddressQuery, limit: number): Promise<AddressPrediction[]>;
  /** The address a prediction's place_id stands for, or null when there is none (any more). */
  place(ctx: AddressContext, placeId: string, session: string): Promise<AddressPlace | null>;
}

export const MIN_ADDRESS_INPUT = 4;
export const MAX_ADDRESS_INPUT = 100;
export const MAX_PREDICTIONS = 8;
