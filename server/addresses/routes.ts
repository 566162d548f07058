import { randomUUID } from 'node:crypto';
import type { TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import { z } from '../http/validation';
import { text } from '../../src/domain/input';
import { localAddressProvider } from './localProvider';
import { MAX_ADDRESS_INPUT, MAX_PREDICTIONS, MIN_ADDRESS_INPUT, type AddressProvider } from './provider';

const MIN_INPUT_TEXT = `Skriv minst ${MIN_ADDRESS_INPUT} tecken`;

// The session is the client's opaque token for one typing session: echoed, or made when missing.
const session = text()
  .trim()
  .max(100)
  .optional()
  .transform((s) => s || randomUUID());

const searchQuery = z.object({
  input: text(MIN_INPUT_TEXT)
    .transform((s) => s.normalize('NFC').replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(MIN_ADDRESS_INPUT, MIN_INPUT_TEXT).max(MAX_ADDRESS_INPUT)),
  country_code: text()
    .trim()
    .optional()
    .transform((s) => s || undefined)
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'Landskoden ska vara två bokstäver (ISO 3166-1)')
        .optional(),
    ),
  session,
});

const placeQuery = z.object({
  place_id: text().trim().min(1).max(200),
  session,
});

/**
 * The customer form's address search (bookings.md 7). The provider is the campsite's own
 * customer addresses; an external one can be passed in instead.
 */
export function registerAddressRoutes(r: TenantRouter, provider: AddressProvider = localAddressProvider) {
  r.get('search/address', { permission: 'readBookings', query: searchQuery }, async (ctx) => {
    const { input, country_code, session: s } = ctx.query;
    const predictions = await provider.predict(
      { db: ctx.db },
      { input, countryCode: country_code ? country_code.toUpperCase() : null, session: s },
      MAX_PREDICTIONS,
    );
    return { search_value: input, session: s, predictions };
  });

  r.get('search/address/place', { permission: 'readBookings', query: placeQuery }, async (ctx) => {
    const place = await provider.place({ db: ctx.db }, ctx.query.place_id, ctx.query.session);
    if (!place) throw notFound('Adressen finns inte.');
    return { session: ctx.query.session, place };
  });
}
