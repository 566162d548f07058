/**
 * The register's cart (money.md 2 "Register and cart"): charges on the two sides of the charges
 * table, moving them between the sides (all, one or x units), totals, and what is left to pay
 * after customer credit and cash rounding.
 *
 * The cart is one ordered list whose charges carry their side, so moving a whole charge keeps its
 * row position and moving it back restores the cart. Splitting a charge gives the moved part a new
 * client id and remembers where it came from (`splitOf`); parts of the same charge with the same
 * pricing merge again when they meet on one side.
 */
import { chargeLineTotalOre, type ChargePricing } from './discount';
import { formatKr, roundCashOre } from './money';

/** The two halves of the charges table (move buttons on the left and right of each row). */
export type CartSide = 'left' | 'right';

export interface CartCharge extends ChargePricing {
  clientId: string;
  side: CartSide;
  /** Client id of the charge this one was split from; null/undefined for an original. */
  splitOf?: string | null;
}

/** How much of a charge to move: all of it, one unit, or x units in thousandths (1500 = 1.5). */
export type MoveAmount = 'all' | 'one' | { units: number };

export const UNIT = 1000;

export const MOVE_TEXTS = {
  unitsRequired: 'Ange hur många som ska flyttas',
  unitsTooMany: (available: string) => `Det finns bara ${available} att flytta`,
} as const;

export const otherSide = (side: CartSide): CartSide => (side === 'left' ? 'right' : 'left');

const originOf = (c: CartCharge): string => c.splitOf ?? c.clientId;

const samePricing = (a: ChargePricing, b: ChargePricing): boolean =>
  a.price === b.price &&
  a.originalPrice === b.originalPrice &&
  a.discountType === b.discountType &&
  a.discountValue === b.discountValue;

/** Thousandths shown as units, Swedish decimal comma: 1500 → '1,5'. */
const formatUnits = (q: number): string => String(q / UNIT).replace('.', ',');

/**
 * The x-units field (thousandths, positive magnitude). A message (ours, the spec has none) or
 * null when the move is possible.
 */
export function validateMoveUnits(c: Pick<ChargePricing, 'quantity'>, units: number | null | undefined): string | null {
  if (units == null || !Number.isSafeInteger(units) || units <= 0) return MOVE_TEXTS.unitsRequired;
  if (units > Math.abs(c.quantity)) return MOVE_TEXTS.unitsTooMany(formatUnits(Math.abs(c.quantity)));
  return null;
}

/** The signed quantity that moves; a return (negative quantity) moves toward zero as well. */
function movedQuantity(c: CartCharge, amount: MoveAmount): number {
  const abs = Math.abs(c.quantity);
  const sign = c.quantity < 0 ? -1 : 1;
  if (amount === 'all') return c.quantity;
  if (amount === 'one') return sign * Math.min(UNIT, abs);
  const msg = validateMoveUnits(c, amount.units);
  if (msg) throw new RangeError(`Cannot move ${amount.units} of ${c.quantity}: ${msg}`);
  return sign * amount.units;
}

/**
 * Moves (part of) the charge `clientId` to the other side. A part becomes a new charge with
 * `newId()` as client id and the same price and discount; it merges into a part of the same
 * charge already on that side. Returns a new list; the input is not changed.
 */
export function moveCharge<T extends CartCharge>(
  cart: readonly T[],
  clientId: string,
  amount: MoveAmount,
  newId: () => string,
): T[] {
  const index = cart.findIndex((c) => c.clientId === clientId);
  if (index < 0) throw new RangeError(`No charge ${clientId} in the cart`);
  const source = cart[index];
  const to = otherSide(source.side);
  const moved = movedQuantity(source, amount);
  const whole = moved === source.quantity;
  const siblingIndex = cart.findIndex(
    (c) => c.side === to && originOf(c) === originOf(source) && samePricing(c, source),
  );

  const next = cart.slice();
  if (siblingIndex >= 0) {
    const sibling = next[siblingIndex];
    next[siblingIndex] = { ...sibling, quantity: sibling.quantity + moved };
  } else if (whole) {
    next[index] = { ...source, side: to };
    return next;
  } else {
    next.splice(index + 1, 0, { ...source, clientId: newId(), side: to, quantity: moved, splitOf: originOf(source) });
  }
  if (whole) next.splice(index, 1);
  else next[index] = { ...source, quantity: source.quantity - moved };
  return next;
}

/** Moves every charge of `from` to the other side, each as a whole. */
export function moveAll<T extends CartCharge>(cart: readonly T[], from: CartSide): T[] {
  // Whole charges never split, so no new id is ever asked for.
  const noId = (): string => {
    throw new Error('moveAll never splits');
  };
  let next = cart.slice();
  for (const c of cart) {
    if (c.side === from) next = moveCharge(next, c.clientId, 'all', noId);
  }
  return next;
}

export const chargesOn = <T extends CartCharge>(cart: readonly T[], side: CartSide): T[] =>
  cart.filter((c) => c.side === side);

const sumLines = (charges: readonly ChargePricing[]): number =>
  charges.reduce((sum, c) => sum + chargeLineTotalOre(c), 0);

/** Sum of the Summa column of the whole cart. */
export function cartTotalOre(cart: readonly ChargePricing[]): number {
  return sumLines(cart);
}

export function sideTotalsOre(cart: readonly CartCharge[]): Record<CartSide, number> {
  return { left: sumLines(chargesOn(cart, 'left')), right: sumLines(chargesOn(cart, 'right')) };
}

/** Refusals of customer credit at the till, the console's and the server's. */
export const CREDIT_LIMIT_TEXTS = {
  aboveBalance: (ore: number) => `Kunden har bara ${formatKr(Math.max(0, ore))} tillgodo.`,
  aboveTotal: 'Tillgodo kan inte vara mer än summan att betala.',
} as const;

/** The most customer credit that can pay `total`: min(total, available), never below 0. */
export function maxCustomerCreditOre(totalOre: number, availableOre: number): number {
  return Math.max(0, Math.min(totalOre, availableOre));
}

export interface PayableInput {
  /** VAT-inclusive total of what is being paid, öre. */
  total: number;
  /** The payment method's roundsToKronor: cash is rounded (1-49 öre down, 50-99 up), card is not. */
  roundsToKronor: boolean;
  /** Customer credit the cashier wants to use; capped at maxCustomerCreditOre. */
  customerCredit?: number;
  /** Customer credit the customer has. */
  availableCredit?: number;
}

export interface Payable {
  total: number;
  /** Customer credit actually applied. */
  customerCredit: number;
  /** Cash rounding (öresavrundning) on what is left after credit; 0 when not rounded. */
  rounding: number;
  /** What the chosen method collects: total − credit + rounding. */
  payable: number;
}

/**
 * What a payment method collects. Credit is taken first in öre (the books keep öre), the
 * remainder is rounded to whole kronor only for a rounding method.
 */
export function payableOre(input: PayableInput): Payable {
  const wanted = input.customerCredit ?? 0;
  const credit = Math.max(0, Math.min(wanted, maxCustomerCreditOre(input.total, input.availableCredit ?? wanted)));
  const remaining = input.total - credit;
  const rounded = input.roundsToKronor ? roundCashOre(remaining) : remaining;
  return { total: input.total, customerCredit: credit, rounding: rounded - remaining, payable: rounded };
}
