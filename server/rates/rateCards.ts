// A category's rate card as the server prices with it: the stored card checked with the domain's
// schema, or for a category without one the per-pitch card at its nightly_price.
import { rateCard, type RateCard } from '../../src/domain/rateCard';
import { unprocessable } from '../http/errors';

/** Every night at `nightly` per pitch: no seasons, weekend or holiday rates, no electricity price. */
export function pitchRateCard(nightly: number): RateCard {
  return {
    base: { nightly, weekend: null, holiday: null },
    seasons: {},
    pricing: { per: 'pitch' },
    electricity_per_night: null,
  };
}

/**
 * The category's card. A stored card that no longer passes the schema (edited by hand in the database)
 * is refused with a 422 naming the category, never priced on a guess.
 */
export function rateCardOf(c: { rateCard: unknown; nightlyPrice: number }, field = 'category_id'): RateCard {
  if (c.rateCard == null) return pitchRateCard(c.nightlyPrice);
  const parsed = rateCard.safeParse(c.rateCard);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = `Kategorins prislista är felaktig (${issue.path.join('.') || 'prislistan'}: ${issue.message})`;
  throw unprocessable('invalid_rate_card', message, { [field]: [message] });
}
