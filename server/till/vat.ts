import { and, gte, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { vatRates } from '../db/schema';

export type VatRateRow = typeof vatRates.$inferSelect;

/** The rate row of a VAT code in force on a date; rates change over time (food 12 → 6 %). */
export function rateOn(rows: VatRateRow[], code: string, date: string): VatRateRow | undefined {
  return rows.find((r) => r.code === code && r.validFrom <= date && (r.validTo == null || r.validTo >= date));
}

export async function vatRatesOn(db: DbOrTx, date: string): Promise<VatRateRow[]> {
  return db
    .select()
    .from(vatRates)
    .where(and(lte(vatRates.validFrom, date), or(isNull(vatRates.validTo), gte(vatRates.validTo, date))));
}
