// A category's rate card (prislista), stored as jsonb on the category and one per category of the
// demo campsite. The schema is defined in src/domain/rateCard.ts, because the price rule
// (src/domain/pricing.ts) is typed by it and the domain imports nothing above it.
import type { z } from 'zod';
import { rateCard as domainRateCard } from '../domain/rateCard';

export const rateCard = domainRateCard;
export type RateCard = z.output<typeof rateCard>;
