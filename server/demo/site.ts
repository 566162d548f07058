// Lodging types, cancellation policies and categories of the demo campsite.
import type { CancellationRule, FeeOption } from '../db/schema';

export type CatKey = 'tent' | 'caravan' | 'motorhome' | 'seasonal' | 'cabin4' | 'cabin6' | 'room' | 'stall';
export type LodgingKey = 'tent' | 'caravan' | 'motorhome' | 'cabin' | 'room';
export type FeeKey = FeeOption['key'];

export const LODGING_TYPES: { id: number; key: LodgingKey; name: string; icon: string }[] = [
  { id: 1, key: 'tent', name: 'Tält', icon: 'mdi-tent' },
  { id: 2, key: 'caravan', name: 'Husvagn', icon: 'mdi-caravan' },
  { id: 3, key: 'motorhome', name: 'Husbil', icon: 'mdi-rv-truck' },
  { id: 4, key: 'cabin', name: 'Stuga', icon: 'mdi-home' },
  { id: 5, key: 'room', name: 'Rum', icon: 'mdi-bed' },
];
const lodgingId = (k: LodgingKey) => LODGING_TYPES.find((l) => l.key === k)!.id;

export const POLICY = { flexible: 1, standard: 2, season: 3 } as const;

export const CANCELLATION_POLICIES: {
  id: number;
  name: string;
  humanReadablePrice: string;
  humanReadableText: string;
  rules: CancellationRule[];
}[] = [
  {
    id: POLICY.flexible,
    name: 'Flexibel',
    humanReadablePrice: '+ 99 kr',
    humanReadableText:
      'Avboka kostnadsfritt fram till dagen före ankomst. Vid avbokning samma dag eller senare återbetalas ingenting.',
    rules: [
      { days_before_checkin: 1, refund_percent: 100 },
      { days_before_checkin: 0, refund_percent: 0 },
    ],
  },
  {
    id: POLICY.standard,
    name: 'Standard',
    humanReadablePrice: 'Ingår',
    humanReadableText:
      'Full återbetalning vid avbokning senast 30 dagar före ankomst, 50 % vid avbokning 14–29 dagar före ankomst. Därefter återbetalas ingenting. Bokningsavgiften återbetalas inte.',
    rules: [
      { days_before_checkin: 30, refund_percent: 100, minimum_fee: 4900 },
      { days_before_checkin: 14, refund_percent: 50, minimum_fee: 4900 },
      { days_before_checkin: 0, refund_percent: 0 },
    ],
  },
  {
    id: POLICY.season,
    name: 'Säsong',
    humanReadablePrice: 'Ingår',
    humanReadableText:
      'Säsongsplatsen kan avbokas med full återbetalning fram till 60 dagar före säsongsstart, därefter 50 % fram till 30 dagar före. Senare avbokning återbetalas inte.',
    rules: [
      { days_before_checkin: 60, refund_percent: 100 },
      { days_before_checkin: 30, refund_percent: 50 },
      { days_before_checkin: 0, refund_percent: 0 },
    ],
  },
];

export const FEE_PRICES: Record<FeeKey, number> = {
  booking_fee: 4900,
  position_reservation_fee: 9900,
  electricity_fee: 5500,
};

export interface CategoryDef {
  id: number;
  key: CatKey;
  name: string;
  /** Second half of a position's full name: 'A12 Husvagnsplats'. */
  short: string;
  nightlyPrice: number;
  maxGuests: number;
  maxAdults: number;
  maxChildren: number;
  lodging: LodgingKey[];
  hasElectricity: boolean;
  isSeasonal: boolean;
  fees: FeeKey[];
  /** Share of the site's positions. */
  share: number;
}

export const CATEGORY_DEFS: CategoryDef[] = [
  {
    id: 1,
    key: 'tent',
    name: 'Tältplats',
    short: 'Tältplats',
    nightlyPrice: 25000,
    maxGuests: 6,
    maxAdults: 4,
    maxChildren: 4,
    lodging: ['tent'],
    hasElectricity: false,
    isSeasonal: false,
    fees: ['booking_fee', 'position_reservation_fee'],
    share: 0.12,
  },
  {
    id: 2,
    key: 'caravan',
    name: 'Husvagnsplats med el',
    short: 'Husvagnsplats',
    nightlyPrice: 39000,
    maxGuests: 8,
    maxAdults: 6,
    maxChildren: 6,
    lodging: ['caravan', 'motorhome', 'tent'],
    hasElectricity: true,
    isSeasonal: false,
    fees: ['booking_fee', 'position_reservation_fee', 'electricity_fee'],
    share: 0.33,
  },
  {
    id: 3,
    key: 'motorhome',
    name: 'Husbilsplats med el',
    short: 'Husbilsplats',
    nightlyPrice: 37000,
    maxGuests: 6,
    maxAdults: 4,
    maxChildren: 4,
    lodging: ['motorhome', 'caravan'],
    hasElectricity: true,
    isSeasonal: false,
    fees: ['booking_fee', 'position_reservation_fee', 'electricity_fee'],
    share: 0.14,
  },
  {
    id: 4,
    key: 'seasonal',
    name: 'Säsongsplats med el',
    short: 'Säsongsplats',
    nightlyPrice: 35000,
    maxGuests: 8,
    maxAdults: 6,
    maxChildren: 6,
    lodging: ['caravan', 'motorhome'],
    hasElectricity: true,
    isSeasonal: true,
    fees: [],
    share: 0.14,
  },
  {
    id: 5,
    key: 'cabin4',
    name: 'Stuga 4 bäddar',
    short: 'Stuga 4 bäddar',
    nightlyPrice: 95000,
    maxGuests: 4,
    maxAdults: 4,
    maxChildren: 3,
    lodging: ['cabin'],
    hasElectricity: true,
    isSeasonal: false,
    fees: ['booking_fee', 'position_reservation_fee'],
    share: 0.08,
  },
  {
    id: 6,
    key: 'cabin6',
    name: 'Stuga 6 bäddar',
    short: 'Stuga 6 bäddar',
    nightlyPrice: 125000,
    maxGuests: 6,
    maxAdults: 6,
    maxChildren: 5,
    lodging: ['cabin'],
    hasElectricity: true,
    isSeasonal: false,
    fees: ['booking_fee', 'position_reservation_fee'],
    share: 0.04,
  },
  {
    id: 7,
    key: 'room',
    name: 'Vandrarhemsrum',
    short: 'Vandrarhemsrum',
    nightlyPrice: 65000,
    maxGuests: 4,
    maxAdults: 4,
    maxChildren: 3,
    lodging: ['room'],
    hasElectricity: true,
    isSeasonal: false,
    fees: ['booking_fee'],
    share: 0.06,
  },
  {
    id: 8,
    key: 'stall',
    name: 'Ställplats',
    short: 'Ställplats',
    nightlyPrice: 22000,
    maxGuests: 5,
    maxAdults: 4,
    maxChildren: 3,
    lodging: ['motorhome'],
    hasElectricity: false,
    isSeasonal: false,
    fees: ['booking_fee'],
    share: 0.09,
  },
];

export const categoryByKey = (k: CatKey) => CATEGORY_DEFS.find((c) => c.key === k)!;
export const categoryById = new Map(CATEGORY_DEFS.map((c) => [c.id, c]));
export const isCabinLike = (k: CatKey) => k === 'cabin4' || k === 'cabin6' || k === 'room';

/** Positions per category for a site of about `total` positions; cabins and rooms stay within reason. */
export function categoryCounts(total: number): Record<CatKey, number> {
  const counts = {} as Record<CatKey, number>;
  let used = 0;
  for (const c of CATEGORY_DEFS) {
    let n = Math.max(2, Math.round(total * c.share));
    if (c.key === 'room') n = Math.min(n, 24);
    if (c.key === 'cabin4') n = Math.min(n, 60);
    if (c.key === 'cabin6') n = Math.min(n, 30);
    counts[c.key] = n;
    used += n;
  }
  counts.caravan += total - used; // the big pitch areas absorb rounding and the caps
  return counts;
}

export function categoryRows(accommodationProductIds: Record<CatKey, number>, feeProductIds: Record<FeeKey, number>) {
  return CATEGORY_DEFS.map((c, i) => ({
    id: c.id,
    name: c.name,
    displayOrder: i + 1,
    defaultLodgingTypeId: lodgingId(c.lodging[0]),
    maxGuests: c.maxGuests,
    maxAdults: c.maxAdults,
    maxChildren: c.maxChildren,
    feeOptions: c.fees.map((key) => ({ key, price: FEE_PRICES[key], product_id: feeProductIds[key] })) as FeeOption[],
    accommodationProductId: accommodationProductIds[c.key],
    nightlyPrice: c.nightlyPrice,
    isSeasonal: c.isSeasonal,
  }));
}

export function categoryLodgingRows() {
  return CATEGORY_DEFS.flatMap((c) => c.lodging.map((l) => ({ categoryId: c.id, lodgingTypeId: lodgingId(l) })));
}

export function categoryPolicyRows(): { categoryId: number; cancellationPolicyId: number; availableOn: string }[] {
  return CATEGORY_DEFS.flatMap((c): { categoryId: number; cancellationPolicyId: number; availableOn: string }[] =>
    c.isSeasonal
      ? [
          { categoryId: c.id, cancellationPolicyId: POLICY.season, availableOn: 'reception_season' },
          { categoryId: c.id, cancellationPolicyId: POLICY.standard, availableOn: 'reception_season' },
        ]
      : [
          { categoryId: c.id, cancellationPolicyId: POLICY.flexible, availableOn: 'reception_standard' },
          { categoryId: c.id, cancellationPolicyId: POLICY.standard, availableOn: 'reception_standard' },
        ],
  );
}

export function defaultLodgingFor(c: CategoryDef, pickSecond: boolean): number {
  return lodgingId(pickSecond && c.lodging.length > 1 ? c.lodging[1] : c.lodging[0]);
}
