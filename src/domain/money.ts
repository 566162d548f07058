/**
 * Money arithmetic in integers only, so no floating-point drift reaches a receipt:
 * - amounts are integer öre (1 kr = 100 öre);
 * - quantities are integer thousandths (1 unit = 1000, 2.5 nights = 2500);
 * - percentages (discounts) are integer hundredths of a percent (100 % = 10000);
 * - VAT rates are basis points (25 % = 2500, 12 % = 1200, 6 % = 600).
 * Every rounding is half away from zero, so results for negative amounts
 * (refunds, credit notes) are the exact mirror of the positive ones.
 */

export const VAT_RATES = [2500, 1200, 600, 0] as const;
export const MAX_PERCENT_HUNDREDTHS = 10_000;

function requireInt(n: number, what: string): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} must be a safe integer, got ${n}`);
}

/** Avoids returning -0, which formats and compares surprisingly. */
const noNegZero = (n: number): number => (n === 0 ? 0 : n);

/**
 * Exact round(a * b / den), half away from zero. Uses BigInt when the product
 * leaves the safe-integer range.
 */
function mulDivRound(a: number, b: number, den: number): number {
  const p = a * b;
  if (Number.isSafeInteger(p)) {
    const abs = Math.abs(p);
    const r = abs % den;
    const q = (abs - r) / den + (2 * r >= den ? 1 : 0);
    return noNegZero(p < 0 ? -q : q);
  }
  const P = BigInt(a) * BigInt(b);
  const D = BigInt(den);
  const abs = P < 0n ? -P : P;
  let q = abs / D;
  if (2n * (abs % D) >= D) q += 1n;
  const result = Number(P < 0n ? -q : q);
  if (!Number.isSafeInteger(result)) throw new RangeError('Result exceeds the safe-integer range');
  return result;
}

const NBSP = '\u00a0';
const MINUS = '\u2212';

/**
 * Swedish display format, e.g. 123450 → '1 234,50 kr'. The group separator and
 * the space before 'kr' are U+00A0 NO-BREAK SPACE and negatives use U+2212
 * MINUS SIGN, exactly what Intl.NumberFormat('sv-SE', { style: 'currency',
 * currency: 'SEK' }) produces in Node 20 / current browsers. Built by hand so the
 * output is identical everywhere and exact for any safe integer.
 */
export function formatKr(ore: number): string {
  requireInt(ore, 'Amount in öre');
  const abs = Math.abs(ore);
  const fraction = abs % 100;
  const kronor = String((abs - fraction) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${ore < 0 ? MINUS : ''}${kronor},${String(fraction).padStart(2, '0')}${NBSP}kr`;
}

/**
 * Cash rounding to whole kronor (öresavrundning): 1–49 öre down, 50–99 up,
 * symmetric for negatives (−150 → −200, −149 → −100).
 */
export function roundCashOre(ore: number): number {
  requireInt(ore, 'Amount in öre');
  return mulDivRound(ore, 1, 100) * 100;
}

/** price × quantity, with quantity in thousandths; rounded half away from zero to whole öre. */
export function lineTotalOre(priceOre: number, quantityThousandths: number): number {
  requireInt(priceOre, 'Price in öre');
  requireInt(quantityThousandths, 'Quantity in thousandths');
  return mulDivRound(priceOre, quantityThousandths, 1000);
}

function requirePercent(p: number): void {
  requireInt(p, 'Percent (hundredths)');
  if (p < 0 || p > MAX_PERCENT_HUNDREDTHS)
    throw new RangeError(`Percent must be 0..${MAX_PERCENT_HUNDREDTHS}, got ${p}`);
}

/** The discount amount for `percentHundredths` (1250 = 12.5 %), rounded half away from zero. */
export function discountOre(amountOre: number, percentHundredths: number): number {
  requireInt(amountOre, 'Amount in öre');
  requirePercent(percentHundredths);
  return mulDivRound(amountOre, percentHundredths, 10_000);
}

/** Amount after a percentage discount; the discount itself is rounded, so the two always add up. */
export function applyDiscountOre(amountOre: number, percentHundredths: number): number {
  return noNegZero(amountOre - discountOre(amountOre, percentHundredths));
}

function requireRate(rate: number): void {
  requireInt(rate, 'VAT rate (basis points)');
  if (rate < 0 || rate > 10_000) throw new RangeError(`VAT rate must be 0..10000 basis points, got ${rate}`);
}

/**
 * The VAT contained in a VAT-inclusive amount: gross × rate / (10000 + rate),
 * rounded half away from zero (so a refund's VAT is exactly −VAT of the sale).
 */
export function vatFromGross(grossOre: number, rateBasisPoints: number): number {
  requireInt(grossOre, 'Gross amount in öre');
  requireRate(rateBasisPoints);
  return mulDivRound(grossOre, rateBasisPoints, 10_000 + rateBasisPoints);
}

export interface VatLine {
  grossOre: number;
  rateBasisPoints: number;
}

export interface VatGroup {
  /** Basis points. */
  rate: number;
  gross: number;
  vat: number;
  net: number;
}

/**
 * Groups VAT-inclusive lines per rate, highest rate first. The VAT of a group is
 * computed once from the group's summed gross (as the receipt's VAT summary
 * shows it), not by summing per-line VAT, so a receipt has one rounding per
 * rate. For every group vat + net === gross. Rates with lines summing to 0 are
 * kept (a sale and its refund still show up as a zero row).
 */
export function splitVat(lines: readonly VatLine[]): VatGroup[] {
  const gross = new Map<number, number>();
  for (const { grossOre, rateBasisPoints } of lines) {
    requireInt(grossOre, 'Gross amount in öre');
    requireRate(rateBasisPoints);
    const sum = (gross.get(rateBasisPoints) ?? 0) + grossOre;
    requireInt(sum, 'Gross sum in öre');
    gross.set(rateBasisPoints, sum);
  }
  return [...gross.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, g]) => {
      const vat = vatFromGross(g, rate);
      return { rate, gross: g, vat, net: noNegZero(g - vat) };
    });
}
