/**
 * 'Dela jämnt' (money.md 4 "Parked orders": orders can be split evenly): how one charge's quantity is
 * shared between `parts` orders. One rule for the server (which stores the split) and the console.
 *
 * - Unit goods (a product not sold in bulk) split in whole units: 3 cans over 2 are 2 and 1, never
 *   1,5 and 1,5. A fraction the line already had (0,5 st) stays with the first part.
 * - Bulk goods (products.is_bulk: by weight or volume) split in thousandths, but every part after
 *   the first gets a quantity whose amount is whole öre (a multiple of `exactStep`), so the parts'
 *   line totals add up to the line's total to the öre; the first part takes what is left.
 * Remainders go to the first parts, in order: the same input always gives the same split.
 */
import { lineTotalOre } from './money';
import { unitPriceOre, type ChargePricing } from './discount';

const UNIT = 1000;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The smallest quantity step (thousandths) whose amount at `unitPrice` öre per unit is whole öre:
 * 1000 / gcd(price, 1000). 149 kr/kg → 10 (10 g), 29,90 kr/kg → 100, 1 öre/kg → 1000.
 */
export function exactStep(unitPrice: number): number {
  return UNIT / gcd(Math.abs(Math.trunc(unitPrice)), UNIT);
}

/** `quantity` (thousandths, negative for a return) in `parts` shares of whole `step`s; the rest on the first. */
export function sharesInSteps(quantity: number, parts: number, step: number): number[] {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`parts must be a positive integer, got ${parts}`);
  const sign = quantity < 0 ? -1 : 1;
  const abs = Math.abs(quantity);
  const steps = Math.floor(abs / step);
  const base = Math.floor(steps / parts);
  const extra = steps % parts;
  const shares = Array.from({ length: parts }, (_, k) => (base + (k < extra ? 1 : 0)) * step);
  shares[0] += abs - steps * step;
  // `+ 0` turns -0 into 0 for empty shares of a return.
  return shares.map((q) => sign * q + 0);
}

export interface SplitCharge extends ChargePricing {
  /** Sold by weight or volume (products.is_bulk): may be split into fractions of a unit. */
  isBulk: boolean;
}

/** The quantities of one charge split evenly into `parts` (see the rules above). */
export function evenShares(c: SplitCharge, parts: number): number[] {
  return sharesInSteps(c.quantity, parts, c.isBulk ? exactStep(unitPriceOre(c)) : UNIT);
}

/** The line totals of the parts of a split charge; they always add up to the charge's own total. */
export function shareTotalsOre(c: ChargePricing, shares: readonly number[]): number[] {
  const unit = unitPriceOre(c);
  return shares.map((q) => lineTotalOre(unit, q));
}

/** True when a quantity may be stored for this product: unit goods only in whole units when split. */
export const isWholeUnits = (quantity: number) => quantity % UNIT === 0;

export const SPLIT_TEXTS = {
  wholeUnits: 'Varan säljs styckvis och kan bara delas i hela enheter',
  tooFew: 'Notan har för få varor för att delas i så många delar',
} as const;
