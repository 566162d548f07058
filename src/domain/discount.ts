/**
 * Discounts on a charge (money.md 4 "Discount on a charge", bookings.md 4) and the price
 * editing rules of the register's price input ("Pris", "Rabatt", value field).
 *
 * A charge's price is a unit price in öre incl. VAT; the discount works on the unit price:
 * - none:    unit price = price;
 * - fixed:   price IS the new unit price, value = original_price − price (the difference);
 * - flat:    unit price = price − value (öre per unit), value capped at the price;
 * - percent: unit price = price − round(price × value / 10000), value in hundredths of a percent.
 * Line total = lineTotalOre(unit price after discount, quantity): one rounding per step, the
 * discounted unit price first (whole öre, as shown in the Pris column), then quantity × unit price
 * half away from zero, so a return (negative quantity) mirrors the sale exactly.
 */
import { discountOre, lineTotalOre, MAX_PERCENT_HUNDREDTHS } from './money';

export type DiscountType = 'none' | 'fixed' | 'flat' | 'percent';
export const DISCOUNT_TYPES: readonly DiscountType[] = ['none', 'fixed', 'flat', 'percent'];

/** What the discount rules need of a charge (or a sales item frozen from one). */
export interface ChargePricing {
  /** Thousandths; negative for returns. */
  quantity: number;
  /** Unit price in öre incl. VAT; for a fixed discount the new price. */
  price: number;
  /** The product's price when the charge was made; null when the product has none. */
  originalPrice: number | null;
  discountType: DiscountType;
  /** Öre (fixed, flat) or hundredths of a percent (percent); 0 for none. */
  discountValue: number;
}

export const PRICE_TEXTS = {
  required: 'Ange ett pris',
  negative: 'En vara kan inte ha negativt pris, ange ett negativt antal för att göra returer',
  // Kronor or percent off a price already lowered by hand would be a reduction no receipt or report shows.
  fromOriginal: 'Rabatt i kronor eller procent ges på ordinarie pris',
} as const;

/** Rows store null or '' for no discount (sales_items.discount_type is nullable). */
export function toDiscountType(value: string | null | undefined): DiscountType {
  if (value == null || value === '') return 'none';
  if ((DISCOUNT_TYPES as readonly string[]).includes(value)) return value as DiscountType;
  throw new RangeError(`Unknown discount type ${value}`);
}

const clamp = (n: number, min: number, max: number): number => Math.min(Math.max(n, min), max);

/** The unit price the discount starts from: the original price for fixed, else the price. */
export function basePriceOre(c: ChargePricing): number {
  return c.discountType === 'fixed' ? (c.originalPrice ?? c.price) : c.price;
}

/**
 * Unit price after the discount, whole öre. Stored values beyond the caps (flat above the
 * price, percent above 100 %, negative values) are clamped so a price never turns negative.
 */
export function unitPriceOre(c: ChargePricing): number {
  const value = c.discountValue ?? 0;
  switch (c.discountType) {
    case 'flat':
      return c.price - clamp(value, 0, Math.max(c.price, 0));
    case 'percent':
      return c.price - discountOre(c.price, clamp(value, 0, MAX_PERCENT_HUNDREDTHS));
    default: // none, fixed: price already is what the customer pays per unit
      return c.price;
  }
}

/** Summa of a charge line: quantity × discounted unit price, rounded once to öre. */
export function chargeLineTotalOre(c: ChargePricing): number {
  return lineTotalOre(unitPriceOre(c), c.quantity);
}

/**
 * The line's discount in öre (for receipts and the X/Z reports): what the line would cost at its
 * base price minus what it costs. Negative when a fixed price was raised above the original.
 */
export function chargeLineDiscountOre(c: ChargePricing, lineTotal = chargeLineTotalOre(c)): number {
  if (c.discountType === 'none') return 0;
  const d = lineTotalOre(basePriceOre(c), c.quantity) - lineTotal;
  return d === 0 ? 0 : d;
}

/** Fixed needs an original price to be a difference from. */
export function canUseFixed(c: Pick<ChargePricing, 'originalPrice'>): boolean {
  return c.originalPrice != null;
}

/** The choices of the "Rabatt" dropdown, fixed left out without an original price. */
export function availableDiscountTypes(c: Pick<ChargePricing, 'originalPrice'>): DiscountType[] {
  return DISCOUNT_TYPES.filter((t) => t !== 'fixed' || canUseFixed(c));
}

/**
 * The price typed by hand: versus the original price it becomes a fixed discount with the
 * difference as value, or no discount when equal or when there is no original price.
 */
export function setPriceByHand<T extends ChargePricing>(c: T, price: number): T {
  if (c.originalPrice == null || price === c.originalPrice) {
    return { ...c, price, discountType: 'none', discountValue: 0 };
  }
  return { ...c, price, discountType: 'fixed', discountValue: c.originalPrice - price };
}

/**
 * A type chosen in the "Rabatt" dropdown. Flat, percent (and none) reset the value to 0 and the
 * price to the original price, or without one to `rememberedPrice` (the price before discount
 * editing began; defaults to the current price). Fixed keeps the price and shows its
 * difference; it is disabled without an original price, so the charge stays unchanged.
 */
export function chooseDiscountType<T extends ChargePricing>(c: T, type: DiscountType, rememberedPrice?: number): T {
  if (type === 'fixed') {
    if (c.originalPrice == null) return c;
    return { ...c, discountType: 'fixed', discountValue: c.originalPrice - c.price };
  }
  const price = c.originalPrice ?? rememberedPrice ?? c.price;
  return { ...c, price, discountType: type, discountValue: 0 };
}

/**
 * The discount value field: flat in öre capped at the price, percent capped at 10000, both at
 * least 0. For fixed the value is the difference, so the price follows (never below 0).
 */
export function setDiscountValue<T extends ChargePricing>(c: T, value: number): T {
  switch (c.discountType) {
    case 'flat':
      return { ...c, discountValue: clamp(value, 0, Math.max(c.price, 0)) };
    case 'percent':
      return { ...c, discountValue: clamp(value, 0, MAX_PERCENT_HUNDREDTHS) };
    case 'fixed': {
      if (c.originalPrice == null) return c;
      const price = Math.max(0, c.originalPrice - value);
      return { ...c, price, discountValue: c.originalPrice - price };
    }
    default:
      return c;
  }
}

/** The "Pris" field: null or NaN is empty. Returns the spec's message, or null when valid. */
export function validateChargePrice(price: number | null | undefined): string | null {
  if (price == null || Number.isNaN(price)) return PRICE_TEXTS.required;
  if (price < 0) return PRICE_TEXTS.negative;
  return null;
}

export interface DiscountAll {
  type: DiscountType;
  /** Öre for flat, hundredths of a percent for percent. */
  value: number;
  /** Replace discounts the charges already have. */
  override: boolean;
}

export type DiscountAllResult<T> =
  | { ok: true; charges: T[] /** Charges that kept a discount they had (no override). */; kept: number }
  | { ok: false; reason: 'type' | 'value' | 'allDiscounted' };

/** Whether the "discount on all charges" form may be applied: flat or percent, value above 0. */
export function canDiscountAll(d: Pick<DiscountAll, 'type' | 'value'>): 'type' | 'value' | null {
  if (d.type !== 'flat' && d.type !== 'percent') return 'type';
  if (!Number.isSafeInteger(d.value) || d.value <= 0) return 'value';
  return null;
}

/**
 * A discount on all charges: charges that already have one keep it unless `override`; the
 * others get the type at their base price with the value capped (flat at that price, percent
 * at 100 %).
 */
export function discountAll<T extends ChargePricing>(charges: readonly T[], d: DiscountAll): DiscountAllResult<T> {
  const reason = canDiscountAll(d);
  if (reason) return { ok: false, reason };
  const kept = d.override ? 0 : charges.filter((c) => c.discountType !== 'none').length;
  // Nothing would change: say so rather than close as if the discount was given.
  if (charges.length > 0 && kept === charges.length) return { ok: false, reason: 'allDiscounted' };
  return {
    ok: true,
    kept,
    charges: charges.map((c) => {
      if (c.discountType !== 'none' && !d.override) return c;
      const price = basePriceOre(c);
      const cap = d.type === 'flat' ? Math.max(price, 0) : MAX_PERCENT_HUNDREDTHS;
      return { ...c, price, discountType: d.type, discountValue: Math.min(d.value, cap) };
    }),
  };
}
