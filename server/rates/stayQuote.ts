// What a stay costs on a category: the accommodation runs from the category's rate card (priceStay),
// the fees the category offers, and a season booking's price. One place for the price preview, the
// store, the group store and the rebooking preview, so what the form shows is what the server books.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  categories,
  categoryCancellationPolicies,
  categoryLodgingTypes,
  customSeasonPrices,
  positions,
  products,
  seasons,
} from '../db/schema';
import { validationError } from '../http/errors';
import { daysBetween, type IsoDate } from '../../src/domain/dates';
import { priceStay, type PricedStay } from '../../src/domain/pricing';
import type { RateCard } from '../../src/domain/rateCard';
import { seasonPriceOf } from '../../src/domain/seasonPrice';
import type { FeeKey } from '../../src/domain/bookingForm';
import { BOOKING_STORE_TEXTS } from '../../src/contracts/bookingForm';

export type CategoryRow = typeof categories.$inferSelect;
export type PositionRow = typeof positions.$inferSelect;

/** A fee the category offers for a stay: its product, the product's name and the price for the stay. */
export interface FeeOffer {
  key: FeeKey;
  name: string;
  productId: number;
  price: number;
}

/** Names the fee products are found by when a fee option names none (as migration 0006 finds them). */
const FEE_PRODUCT_NAMES: Record<FeeKey, string> = {
  booking_fee: 'Bokningsavgift',
  position_reservation_fee: 'Platsreservationsavgift',
  electricity_fee: 'El per dygn',
};
const FEE_ORDER: readonly FeeKey[] = ['booking_fee', 'position_reservation_fee', 'electricity_fee'];

const refuse = (field: string, message: string) => validationError({ [field]: [message] });

/** A category that is not deleted, or a 422 on `field`. */
export async function loadCategory(db: DbOrTx, id: number, field = 'category_id'): Promise<CategoryRow> {
  const [c] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.deletedAt)))
    .limit(1);
  if (!c) throw refuse(field, BOOKING_STORE_TEXTS.noCategory);
  return c;
}

/**
 * The position of a stay: null for none (null or 0, 'unspecified'); otherwise it must exist and belong to
 * the category. Whether it is free (or deleted since) is the availability judgement's, at the write.
 */
export async function loadPosition(
  db: DbOrTx,
  id: number | null | undefined,
  category: CategoryRow,
  field = 'position_id',
): Promise<PositionRow | null> {
  if (id == null || id === 0) return null;
  const [p] = await db.select().from(positions).where(eq(positions.id, id)).limit(1);
  if (!p) throw refuse(field, BOOKING_STORE_TEXTS.noPosition);
  if (p.categoryId !== category.id) throw refuse(field, BOOKING_STORE_TEXTS.positionOfOtherCategory);
  return p;
}

/** Lodging type and cancellation policy, when given, must be among the category's. */
export async function checkCategoryChoices(
  db: DbOrTx,
  category: CategoryRow,
  choice: { lodgingTypeId: number | null; cancellationPolicyId: number | null },
  prefix = '',
): Promise<void> {
  if (choice.lodgingTypeId != null) {
    const [l] = await db
      .select({ id: categoryLodgingTypes.lodgingTypeId })
      .from(categoryLodgingTypes)
      .where(
        and(
          eq(categoryLodgingTypes.categoryId, category.id),
          eq(categoryLodgingTypes.lodgingTypeId, choice.lodgingTypeId),
        ),
      )
      .limit(1);
    if (!l) throw refuse(`${prefix}lodging_type_id`, BOOKING_STORE_TEXTS.noLodgingType);
  }
  if (choice.cancellationPolicyId != null) {
    const [p] = await db
      .select({ id: categoryCancellationPolicies.cancellationPolicyId })
      .from(categoryCancellationPolicies)
      .where(
        and(
          eq(categoryCancellationPolicies.categoryId, category.id),
          eq(categoryCancellationPolicies.cancellationPolicyId, choice.cancellationPolicyId),
        ),
      )
      .limit(1);
    if (!p) throw refuse(`${prefix}cancellation_policy_id`, BOOKING_STORE_TEXTS.noCancellationPolicy);
  }
}

/**
 * The fees the category offers for `nights` nights, in the form's order. Booking and reservation fee:
 * the fee option's price. Electricity: the card's price per night × nights, else the fee option's price.
 * A fee is offered only when its product exists, found as migration 0006's statement finds it (the
 * option's product_id, else the product by its name), so every fee booked becomes its charge row.
 */
export async function feeOffers(db: DbOrTx, category: CategoryRow, card: RateCard, nights: number) {
  const options = new Map(category.feeOptions.map((o) => [o.key, o]));
  const wanted = FEE_ORDER.filter(
    (key) => options.has(key) || (key === 'electricity_fee' && card.electricity_per_night != null),
  );
  if (wanted.length === 0) return [];
  const ids = wanted.flatMap((k) => (options.get(k)?.product_id != null ? [options.get(k)!.product_id!] : []));
  const names = wanted.filter((k) => options.get(k)?.product_id == null).map((k) => FEE_PRODUCT_NAMES[k]);
  const found = await db
    .select({ id: products.id, name: products.name, deletedAt: products.deletedAt })
    .from(products)
    .where(
      sql`${ids.length ? inArray(products.id, ids) : sql`false`} or (${products.deletedAt} is null and ${
        names.length ? inArray(products.name, names) : sql`false`
      })`,
    )
    .orderBy(products.id);
  const offers: FeeOffer[] = [];
  for (const key of wanted) {
    const option = options.get(key);
    const product =
      option?.product_id != null
        ? found.find((p) => p.id === option.product_id)
        : found.find((p) => p.deletedAt == null && p.name === FEE_PRODUCT_NAMES[key]);
    if (!product) continue;
    const price =
      key === 'electricity_fee' && card.electricity_per_night != null
        ? card.electricity_per_night * nights
        : (option?.price ?? 0);
    if (price > 0) offers.push({ key, name: product.name, productId: product.id, price });
  }
  return offers;
}

export interface StayInput {
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults: number;
  children: number;
  dogs: number;
}

/** The stay's accommodation on the card (electricity is a fee of its own, see feeOffers). */
export function priceAccommodation(card: RateCard, stay: StayInput): PricedStay {
  return priceStay(card, { ...stay, electricity: false });
}

/** A season booking's stay: one accommodation row at the season price, whatever the nights. */
export function seasonStay(stay: StayInput, price: number): PricedStay {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  return {
    nights: [],
    charges: [{ start: stay.checkIn, end: stay.checkOut, nights, price, original_price: price }],
    accommodation_total: price,
    electricity: null,
    total: price,
  };
}

export type SeasonRow = typeof seasons.$inferSelect;

/** A season that is not deleted, or a 422 on season_id. */
export async function loadSeason(db: DbOrTx, id: number | null | undefined): Promise<SeasonRow> {
  const [s] =
    id == null || id === 0
      ? []
      : await db
          .select()
          .from(seasons)
          .where(and(eq(seasons.id, id), isNull(seasons.deletedAt)))
          .limit(1);
  if (!s) throw refuse('season_id', BOOKING_STORE_TEXTS.noSeasonFound);
  return s;
}

/**
 * bookings.md "Seasons": the position's custom price, else the category's, else the season's default, by
 * the rule the form's 'Platsavgift' uses (src/domain/seasonPrice.ts).
 */
export async function seasonPrice(db: DbOrTx, season: SeasonRow, positionId: number, categoryId: number) {
  const custom = await db.select().from(customSeasonPrices).where(eq(customSeasonPrices.seasonId, season.id));
  return seasonPriceOf(
    {
      default_season_price: season.defaultSeasonPrice,
      custom_season_prices: custom.map((c) => ({
        id: c.id,
        price: c.price,
        position_ids: c.positionIds,
        category_ids: c.categoryIds,
      })),
    },
    positionId,
    categoryId,
  );
}

/** A season booking stays within its season ([start, end], the season's first and last day). */
export function seasonDatesProblem(season: SeasonRow, stay: StayInput): string | null {
  if (stay.checkIn >= season.start && stay.checkOut <= season.end) return null;
  return BOOKING_STORE_TEXTS.outsideSeason(season.start, season.end);
}
