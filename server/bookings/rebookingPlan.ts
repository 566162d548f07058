// What a changed booking's accommodation charges become with each rebooking level (src/domain/rebooking.ts),
// with one rule of the server's on top: a charge already paid or invoiced is never deleted or changed.
//
// A charge is locked when the till cannot sell it any more: on a receipt, on an invoice, or held by a
// receipt waiting at the card terminal (accommodationSellable in server/sales/cart.ts, read as the cart
// reads it). With locked charges, a level's result is the locked rows as they are, plus the level's nights
// that no locked row covers, at the level's nightly prices. So a paid night keeps what was paid for it
// (whatever the new price), an added night costs what the level says, and a paid night that the new stay
// no longer has stays charged (not refunded: money goes back through a credit, never by deleting a paid
// line). 'keep' changes no row. The preview (GET rates/rebooking-charges) and the update use this one plan,
// so the total the form shows is the total the update books.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accommodationCharges } from '../db/schema';
import { accommodationSellable } from '../sales/cart';
import { addDays, type IsoDate } from '../../src/domain/dates';
import { runsOf, type AccommodationRun, type ChargedNight, type PricedStay } from '../../src/domain/pricing';
import {
  effectiveAmount,
  rebookingOptions,
  spread,
  type CurrentCharge,
  type RebookingLevel,
} from '../../src/domain/rebooking';

export interface StoredCharge extends CurrentCharge {
  id: number;
  /** Paid, invoiced or held at the terminal: never deleted or changed. */
  locked: boolean;
}

/** The booking's live accommodation charges, oldest first, each marked locked or not. */
export async function storedAccommodation(db: DbOrTx, bookingId: number): Promise<StoredCharge[]> {
  const rows = await db
    .select({ a: accommodationCharges, sellable: sql<boolean>`(${accommodationSellable()})` })
    .from(accommodationCharges)
    .where(and(eq(accommodationCharges.bookingId, bookingId), isNull(accommodationCharges.deletedAt)))
    .orderBy(asc(accommodationCharges.start), asc(accommodationCharges.id));
  return rows.map(({ a, sellable }) => ({
    id: a.id,
    start: a.start,
    end: a.end,
    nights: a.nights,
    price: a.price,
    original_price: a.originalPrice,
    discount_type: a.discountType,
    discount_value: a.discountValue,
    locked: !sellable,
  }));
}

export interface PlannedOption {
  level: RebookingLevel;
  title: string;
  total: number;
  is_default: boolean;
  /** The rows replacing the unlocked ones; null: the charges stay as they are ('keep'). */
  rows: AccommodationRun[] | null;
}

export interface RebookingPlan {
  current_total: number;
  options: PlannedOption[];
}

/** The runs' nights that no locked row covers, merged into runs again. */
function uncoveredRuns(runs: readonly AccommodationRun[], locked: readonly StoredCharge[]): AccommodationRun[] {
  const covered = new Set<IsoDate>();
  for (const c of locked) for (let i = 0; i < c.nights; i++) covered.add(addDays(c.start, i));
  const nights: ChargedNight[] = [];
  for (const r of runs) {
    const prices = spread(r.price, r.nights);
    const originals = spread(r.original_price, r.nights);
    for (let i = 0; i < r.nights; i++) {
      const date = addDays(r.start, i);
      if (!covered.has(date)) nights.push({ date, price: prices[i], original_price: originals[i] });
    }
  }
  return runsOf(nights.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)));
}

/** Every level for the booking's stored charges and the changed stay priced by priceStay (or a season row). */
export function planRebooking(current: readonly StoredCharge[], next: PricedStay): RebookingPlan {
  const preview = rebookingOptions(current, next);
  const locked = current.filter((c) => c.locked);
  const lockedTotal = locked.reduce((s, c) => s + effectiveAmount(c), 0);
  return {
    current_total: preview.current_total,
    options: preview.rebooking_options.map((o) => {
      if (o.level === 'keep') return { ...o, total: preview.current_total, rows: null };
      const rows = locked.length ? uncoveredRuns(o.charges, locked) : o.charges;
      return {
        level: o.level,
        title: o.title,
        total: lockedTotal + rows.reduce((s, r) => s + r.price, 0),
        is_default: o.is_default,
        rows,
      };
    }),
  };
}
