// The electricity fee of a changed booking (bookings/update, rates/rebooking-charges). Electricity is not
// accommodation: it follows the stay whatever the rebooking level (src/domain/rebooking.ts), at the price
// the store charges for it (feeOffers: the card's price per night × nights, else the fee option's price).
//
// The fee is one charge row ('electricity_fee', quantity 1) that the till sells. When the nights (or the
// category) change, the open row is replaced by one at the new price. A row that is paid, invoiced or held at the terminal is never
// deleted or changed, as rebookingPlan.ts does for lodging: it keeps covering the amount it was charged at
// (its price before any discount), a longer stay adds a row for the difference, and a shorter one adds
// nothing and refunds nothing (money goes back through a credit, never by deleting a paid line).
//
// charges_booking_fee_unique allows one live row per (booking, fee_key), so a difference row beside a
// locked one is keyed 'electricity_fee:2', ':3', …; every key of the fee starts with 'electricity_fee'.
import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { charges } from '../db/schema';
import { chargeSellable } from '../sales/cart';
import { daysBetween } from '../../src/domain/dates';
import { basePriceOre, chargeLineTotalOre, toDiscountType, type ChargePricing } from '../../src/domain/discount';
import { feeOffers, type CategoryRow } from '../rates/stayQuote';
import type { RateCard } from '../../src/domain/rateCard';

export const ELECTRICITY_KEY = 'electricity_fee';

/** A live charge row of the booking's electricity fee. */
export interface StoredFee {
  id: number;
  feeKey: string;
  /** What the customer pays for the row (after its discount). */
  amount: number;
  /** What the row covers: its amount before any discount. */
  covers: number;
  /** Paid, invoiced or held at the terminal: never deleted or changed. */
  locked: boolean;
}

/** The fee for the changed stay: its amount (0 when the category no longer offers it) and product. */
export interface ElectricityTarget {
  amount: number;
  productId: number | null;
}

export interface ElectricityPlan {
  /** The fee's live rows now, at what they cost. */
  current_total: number;
  /** The same after the change. */
  total: number;
  /** Open rows to delete. */
  remove: number[];
  /** A row to add (product, key, amount), or null. */
  add: { amount: number; productId: number; feeKey: string } | null;
  /** The booking's electricity_fee column after the change (what the fee covers; null: none). */
  column: number | null;
}

const isElectricityRow = or(eq(charges.feeKey, ELECTRICITY_KEY), like(charges.feeKey, `${ELECTRICITY_KEY}:%`));

/** The booking's live electricity fee rows, oldest first, each marked locked or not. */
export async function storedElectricity(db: DbOrTx, bookingId: number): Promise<StoredFee[]> {
  const rows = await db
    .select({ c: charges, sellable: sql<boolean>`(${chargeSellable()})` })
    .from(charges)
    .where(and(eq(charges.bookingId, bookingId), isNull(charges.deletedAt), isElectricityRow))
    .orderBy(asc(charges.id));
  return rows.map(({ c, sellable }) => {
    const line: ChargePricing = {
      quantity: c.quantity,
      price: c.price,
      originalPrice: c.originalPrice,
      discountType: toDiscountType(c.discountType),
      discountValue: c.discountValue,
    };
    return {
      id: c.id,
      feeKey: c.feeKey ?? ELECTRICITY_KEY,
      amount: chargeLineTotalOre(line),
      covers: chargeLineTotalOre({ ...line, price: basePriceOre(line), discountType: 'none', discountValue: 0 }),
      locked: !sellable,
    };
  });
}

/** The first key no locked row holds: 'electricity_fee', else 'electricity_fee:2', ':3', … */
function freeKey(locked: readonly StoredFee[]): string {
  const taken = new Set(locked.map((f) => f.feeKey));
  if (!taken.has(ELECTRICITY_KEY)) return ELECTRICITY_KEY;
  let n = 2;
  while (taken.has(`${ELECTRICITY_KEY}:${n}`)) n++;
  return `${ELECTRICITY_KEY}:${n}`;
}

const sum = (fees: readonly StoredFee[], key: 'amount' | 'covers') => fees.reduce((s, f) => s + f[key], 0);

/**
 * What the fee's rows become for `target` (the fee for the changed stay). When the rows already cover
 * exactly the target nothing changes (an open row keeps its discount); otherwise the open rows go and the
 * part of the target that the locked rows do not cover is added as one row.
 */
export function planElectricity(stored: readonly StoredFee[], target: ElectricityTarget): ElectricityPlan {
  const locked = stored.filter((f) => f.locked);
  const open = stored.filter((f) => !f.locked);
  const current_total = sum(stored, 'amount');
  const covered = sum(stored, 'covers');
  if (covered === target.amount) {
    return { current_total, total: current_total, remove: [], add: null, column: covered > 0 ? covered : null };
  }
  const lockedCovers = sum(locked, 'covers');
  const extra = target.amount - lockedCovers;
  const add =
    extra > 0 && target.productId != null
      ? { amount: extra, productId: target.productId, feeKey: freeKey(locked) }
      : null;
  const after = lockedCovers + (add?.amount ?? 0);
  return {
    current_total,
    total: sum(locked, 'amount') + (add?.amount ?? 0),
    remove: open.map((f) => f.id),
    add,
    column: after > 0 ? after : null,
  };
}

/** The fee for the changed stay on its category (0 when the category offers no electricity). */
export async function electricityTarget(
  db: DbOrTx,
  stay: { category: CategoryRow; card: RateCard; nights: number },
): Promise<ElectricityTarget> {
  const offer = (await feeOffers(db, stay.category, stay.card, stay.nights)).find((f) => f.key === ELECTRICITY_KEY);
  // A category that offers no electricity: the fee is not one of the booking's any more (as the store rules).
  return offer ? { amount: offer.price, productId: offer.productId } : { amount: 0, productId: null };
}

/**
 * The booking's electricity plan for a changed stay, or null when it has no electricity fee to follow (none
 * applied, or a season booking: no fees, bookings.md "Seasons"). A change that keeps the nights and the
 * category leaves the fee as it is, so editing the guests or the pitch never re-prices it.
 */
export async function planElectricityFor(
  db: DbOrTx,
  b: { id: number; type: string; electricityFee: number | null; checkIn: string; checkOut: string; categoryId: number },
  stay: { category: CategoryRow; card: RateCard; nights: number },
): Promise<ElectricityPlan | null> {
  if (b.type === 'season') return null;
  const stored = await storedElectricity(db, b.id);
  if (b.electricityFee == null && stored.length === 0) return null;
  if (stay.category.id === b.categoryId && stay.nights === daysBetween(b.checkIn, b.checkOut)) {
    const current_total = sum(stored, 'amount');
    return { current_total, total: current_total, remove: [], add: null, column: b.electricityFee };
  }
  return planElectricity(stored, await electricityTarget(db, stay));
}

/** Writes the plan in the change's transaction (open rows deleted, the new row added). */
export async function writeElectricity(
  tx: Tx,
  b: { id: number; positionId: number | null },
  plan: ElectricityPlan,
  now: Date,
): Promise<void> {
  if (plan.remove.length) {
    await tx
      .update(charges)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(inArray(charges.id, plan.remove), chargeSellable()));
  }
  if (!plan.add) return;
  await tx.insert(charges).values({
    bookingId: b.id,
    productId: plan.add.productId,
    positionId: b.positionId,
    quantity: 1000,
    price: plan.add.amount,
    originalPrice: plan.add.amount,
    discountType: 'none',
    discountValue: 0,
    status: 'parked',
    feeKey: plan.add.feeKey,
    createdAt: now,
    updatedAt: now,
  });
}
