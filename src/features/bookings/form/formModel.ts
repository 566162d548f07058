// The booking form's model beyond the domain's form state (src/domain/bookingForm.ts): the chosen
// customer, lodging type and cancellation policy, what the catalogue offers for a category, the bodies
// of the calls and where the server's field errors go.
import type { Category, CancellationPolicy, LodgingType, Position, Season } from '../../../contracts/catalog';
import type { BookingDetail } from '../../../contracts/bookings';
import type {
  ChargePreview,
  FeePreview,
  StoreBookingBody,
  StoreBookingGroupBody,
  UpdateBookingBody,
} from '../../../contracts/bookingForm';
import {
  applyFeePreselection,
  type BookingFormField,
  type BookingFormState,
  FEE_KEYS,
  type FeeKey,
  feesApplied,
  type FormCategory,
  isRealPosition,
  newBookingForm,
  parseSiteFee,
  resetFeeSelection,
} from '../../../domain/bookingForm';
import type { IsoDate } from '../../../domain/dates';
import type { RebookingLevel } from '../../../domain/rebookingLevels';
import { seasonPriceOf } from '../../../domain/seasonPrice';

/** A customer as the picker shows it: 'Anna Svensson', 'Storgatan 5, Ystad'. */
export interface CustomerChoice {
  id: number;
  full_name: string;
  shortAddress?: string | null;
  email?: string | null;
}

export interface FormModel {
  s: BookingFormState<ChargePreview>;
  customer: CustomerChoice | null;
  lodgingTypeId: number | null;
  cancellationPolicyId: number | null;
  /** An existing booking's policy is locked until unlocked by hand (bookings.md 2). */
  policyLocked: boolean;
  /** The guests as typed: a count that is not a number stays visible with its message. */
  guestText: { adults: string; children: string; dogs: string };
  /** The chosen 'Nytt pris' option when editing; null: the preview's default. */
  rebookingLevel: RebookingLevel | null;
  /** A group: its name, each card's own guest ('Lägg till annan gäst') and, when not shared, policy. */
  groupName: string;
  cardCustomers: Record<number, CustomerChoice>;
  cardPolicies: Record<number, number | null>;
  /**
   * Season bookings: 'Platsavgift' as typed (whole kronor), or null while untouched: the price is then the
   * agreed one (an edit) or the season's for the pitch (src/domain/seasonPrice.ts), following the choices.
   */
  siteFeeText: string | null;
  /** The season booking's agreed price when it was opened for editing (öre); null otherwise. */
  agreedPrice: number | null;
  /** A booking of a group opened for editing: edited on its own as a regular stay, and it stays in its group. */
  inGroup: boolean;
}

/** Fields the form shows errors at: the domain's, and the pickers the domain does not judge. */
export type FormField = BookingFormField | 'category' | 'lodgingType' | 'cancellationPolicy' | 'price' | 'form';
export type FormErrors = Partial<Record<FormField, string>>;

export const FORM_TEXTS = {
  customer: 'Kund*',
  newCustomer: 'Ny Kund',
  editCustomer: 'Redigera Kund',
  noCustomers: 'Ingen kund hittades',
  typeToSearch: 'Skriv namn, telefon eller e-post',
  searching: 'Söker…',
  arrival: 'Ankomsttid',
  noArrival: 'Ingen tid angiven',
  category: 'Platskategori',
  chooseCategory: 'Välj platskategori',
  position: 'Plats',
  noPosition: 'Ingen plats vald',
  noPositions: 'Ingen plats i kategorin',
  free: 'Ledig',
  lodgingType: 'Boendetyp',
  guests: 'Gäster',
  adults: 'Vuxna',
  children: 'Barn',
  dogs: 'Hundar',
  cancellationPolicy: 'Avbokningsregler',
  unlockPolicy: 'Lås upp',
  fees: 'Avgifter',
  cost: 'Kostnad:',
  noPrice: 'Inget pris',
  priceFailed: 'Ett fel inträffade',
  // AVAILABILITY_FAILED_TEXT of src/contracts/availability.ts: the console takes only types from contracts (no zod).
  availabilityFailed: 'Kunde inte hämta tillgänglighet',
  currentPrice: 'Nuvarande pris',
  newPrice: 'Nytt pris',
  /** A booking saved without a cancellation policy (the pane says the same). */
  noPolicy: 'Inga villkor',
  /** The rebooking preview's electricity line: the fee follows the nights whatever the level. */
  electricityChange: (from: string, to: string) => `El (följer nätterna): ${from} → ${to}`,
  rebookingInfo: 'Om ombokningsnivåerna',
  cancel: 'Avbryt',
  settings: 'Inställningar för bokningsformuläret',
  sendConfirmation: 'Skicka bokningsbekräftelse via e-post',
  type: 'Bokningstyp',
  season: 'Säsong',
  noSeasons: 'Det finns ingen säsong att boka',
  siteFee: 'Platsavgift',
  kronor: 'kr',
  siteFeeInvalid: 'Ange hela kronor, t.ex. 14500 (annars blir priset 0 kr)',
  /** The category picker: the button to the rest, its dialog's search field and list. */
  moreCategories: (n: number) => `(+${n} till)`,
  filterCategories: 'Sök kategori',
  categoryList: 'Platskategorier',
  noCategoryMatch: 'Ingen kategori matchar',
  fixErrors: 'Rätta de markerade fälten för att spara.',
  closeHeader: 'Stäng utan att spara?',
  closeBody: 'Bokningen är inte sparad. Stänger du formuläret tas utkastet bort och platsen släpps.',
  closeConfirm: 'Stäng utan att spara',
  saved: (n: string) => `Bokning ${n} har sparats`,
  groupSaved: 'Gruppbokningen har sparats',
  bookingCount: 'Antal bokningar',
  groupName: 'Gruppnamn',
  removeCard: (n: number) => `Ta bort bokning #${n}`,
  samePolicy: 'Samma avbokningsregler för alla bokningar',
  cardCustomer: 'Gäst',
  updated: (n: string) => `Bokning ${n} har uppdaterats`,
} as const;

/** Fallback names of the fees before the price preview names them (the server's names win). */
export const FEE_NAMES: Record<FeeKey, string> = {
  booking_fee: 'Bokningsavgift',
  position_reservation_fee: 'Platsreservationsavgift',
  electricity_fee: 'El',
};

export const toFormCategory = (c: Category): FormCategory => ({
  id: c.id,
  max_guests: c.max_guests,
  max_adults: c.max_adults,
  max_children: c.max_children,
});

/** The category's lodging types, in the catalogue's order; the picker shows only when there are two or more. */
export function lodgingTypesOf(c: Category | null | undefined, all: readonly LodgingType[]): LodgingType[] {
  if (!c) return [];
  return all.filter((l) => c.lodging_type_ids.includes(l.id));
}

export function defaultLodgingType(c: Category | null | undefined): number | null {
  if (!c) return null;
  return c.default_lodging_type_id ?? c.lodging_type_ids[0] ?? null;
}

/** Policies the category offers at the reception for this kind of booking. */
export function policiesOf(
  c: Category | null | undefined,
  all: readonly CancellationPolicy[],
  type: 'regular' | 'season' | 'group',
): CancellationPolicy[] {
  if (!c) return [];
  const wanted = type === 'season' ? 'reception_season' : 'reception_standard';
  const ids = c.cancellationPolicies.filter((p) => p.available_on === wanted).map((p) => p.id);
  const offered = ids.length ? ids : c.cancellation_policy_ids;
  return all.filter((p) => offered.includes(p.id));
}

/** The category's positions that exist, in map order. */
export function positionsOf(categoryId: number | null | undefined, all: readonly Position[]): Position[] {
  if (categoryId == null) return [];
  return all
    .filter((p) => p.category_id === categoryId && !p.deleted_at)
    .sort((a, b) => a.display_order - b.display_order || a.id - b.id);
}

/** The fee keys the category offers (its fee options). */
export const feeKeysOf = (c: Category | null | undefined): FeeKey[] => (c ? c.fee_options.map((f) => f.key) : []);

/** A count as typed: whole digits 0.. or NaN (the domain's rule names the range). */
export function parseCount(text: string): number {
  const t = text.trim();
  return /^\d{1,3}$/.test(t) ? Number(t) : Number.NaN;
}

const guestTextOf = (g: { adults: number; children: number; dogs: number }) => ({
  adults: String(g.adults),
  children: String(g.children),
  dogs: String(g.dogs),
});

/** A new booking's model: today to tomorrow, 2 adults, the customer if one was chosen before. */
export function newModel(today: IsoDate, customer: CustomerChoice | null): FormModel {
  const s = newBookingForm<ChargePreview>(today);
  return {
    s: { ...s, customerId: customer?.id ?? null },
    customer,
    lodgingTypeId: null,
    cancellationPolicyId: null,
    policyLocked: false,
    guestText: guestTextOf(s),
    rebookingLevel: null,
    groupName: '',
    cardCustomers: {},
    cardPolicies: {},
    siteFeeText: null,
    agreedPrice: null,
    inGroup: false,
  };
}

/** 'HH:mm' from a stored time ('14:30:00' or '14:30'), else null. */
export const arrivalOf = (t: string | null | undefined) => (t && /^\d\d:\d\d/.test(t) ? t.slice(0, 5) : null);

/**
 * A saved booking (edit) or a draft (resume) as the form holds it. A resumed draft is still a new booking:
 * it keeps its fees as it was stored and its draft id, so saving confirms that draft.
 */
export function modelFromBooking(
  b: BookingDetail,
  categories: readonly Category[],
  mode: 'edit' | 'resume',
  today: IsoDate,
): FormModel {
  const base = newBookingForm<ChargePreview>(today);
  const category = categories.find((c) => c.id === b.category_id);
  const applied = b.applied_fees;
  const fee = (v: number | null | undefined) => ({ on: v != null, touched: mode === 'resume' });
  const s: BookingFormState<ChargePreview> = {
    ...base,
    type: b.type === 'season' ? 'season' : 'regular',
    bookingId: mode === 'edit' ? b.id : null,
    draftId: mode === 'resume' ? b.id : null,
    customerId: b.customer_id,
    checkIn: b.check_in,
    checkOut: b.check_out,
    category: category ? toFormCategory(category) : null,
    expectedArrivalTime: arrivalOf(b.expected_arrival_time),
    positionId: b.position_id,
    seasonId: b.season_id,
    accommodationPrice: b.accommodation_price ?? 0,
    adults: b.adults,
    children: b.children,
    dogs: b.dogs,
    fees: {
      booking_fee: fee(applied?.booking_fee),
      position_reservation_fee: fee(applied?.position_reservation_fee),
      electricity_fee: fee(applied?.electricity_fee),
    },
  };
  const customer = b.customer
    ? {
        id: b.customer.id,
        full_name: b.customer.full_name,
        shortAddress: b.customer.shortAddress,
        email: b.customer.email,
      }
    : b.customer_id
      ? { id: b.customer_id, full_name: b.customer_name }
      : null;
  return {
    s: mode === 'edit' ? resetFeeSelection(s) : s,
    customer,
    lodgingTypeId: b.lodging_type_id,
    cancellationPolicyId: b.cancellation_policy_id,
    policyLocked: mode === 'edit',
    guestText: guestTextOf(b),
    rebookingLevel: null,
    groupName: '',
    cardCustomers: {},
    cardPolicies: {},
    siteFeeText: null,
    agreedPrice: b.type === 'season' ? (b.accommodation_price ?? null) : null,
    inGroup: b.type === 'group',
  };
}

/**
 * A season booking's price after any change: as typed in 'Platsavgift', else the agreed price of the booking
 * being edited, else the season's price for the chosen pitch and category. Other types are left alone.
 */
export function withSeasonPrice(m: FormModel, seasons: readonly Season[]): FormModel {
  if (m.s.type !== 'season') return m;
  const season = seasons.find((x) => x.id === m.s.seasonId);
  const price =
    m.siteFeeText != null
      ? parseSiteFee(m.siteFeeText)
      : m.agreedPrice != null
        ? m.agreedPrice
        : season
          ? seasonPriceOf(season, m.s.positionId, m.s.category?.id)
          : 0;
  return price === m.s.accommodationPrice ? m : { ...m, s: { ...m.s, accommodationPrice: price } };
}

/** After any change of dates, position or type: the fees nobody touched follow the preselection rule. */
export const withFees = (m: FormModel, today: IsoDate): FormModel => ({ ...m, s: applyFeePreselection(m.s, today) });

/** Fees the form applies, among those the price preview lists, by the store's rule (feesApplied). */
export function appliedFees(
  m: FormModel,
  fees: readonly FeePreview[],
  positionId: number | null = m.s.positionId,
): FeePreview[] {
  const ticked = { booking_fee: false, position_reservation_fee: false, electricity_fee: false };
  for (const key of FEE_KEYS) ticked[key] = m.s.fees[key].on;
  return feesApplied(fees, ticked, positionId, m.s.type === 'season');
}

/** 'Kostnad:' of a card (a group's booking) or of the booking: its accommodation and the fees it gets. */
export function cardTotal(
  m: FormModel,
  positionId: number | null,
  price: { accommodation_total: number; fees: FeePreview[] },
) {
  return price.accommodation_total + appliedFees(m, price.fees, positionId).reduce((sum, f) => sum + f.price, 0);
}

/** 'Kostnad:': the accommodation and the fees applied, in öre — the total bookings/store recomputes. */
export const totalOf = (m: FormModel, price: { accommodation_total: number; fees: FeePreview[] }) =>
  cardTotal(m, m.s.positionId, price);

/** The stay's fields of store and update. */
function stayBody(m: FormModel) {
  const s = m.s;
  return {
    customer_id: s.customerId,
    position_id: isRealPosition(s.positionId) ? s.positionId : null,
    category_id: s.category?.id ?? 0,
    check_in: s.checkIn,
    check_out: s.checkOut,
    adults: s.adults,
    children: s.children,
    dogs: s.dogs,
    expected_arrival_time: s.expectedArrivalTime,
    lodging_type_id: m.lodgingTypeId,
    cancellation_policy_id: m.cancellationPolicyId,
    type: s.type === 'season' ? ('season' as const) : ('regular' as const),
    season_id: s.type === 'season' ? s.seasonId : null,
    accommodation_price: s.type === 'season' ? s.accommodationPrice : null,
  };
}

export function storeBody(
  m: FormModel,
  o: { total: number; draft: boolean; sendConfirmation: boolean; clientKey?: string },
): StoreBookingBody {
  return {
    ...stayBody(m),
    total: o.total,
    is_apply_booking_fee: m.s.fees.booking_fee.on,
    is_apply_position_reservation_fee: m.s.fees.position_reservation_fee.on,
    is_apply_electricity_fee: m.s.fees.electricity_fee.on,
    is_draft: o.draft,
    ...(m.s.draftId ? { draft_id: m.s.draftId } : {}),
    ...(o.draft ? {} : { send_confirmation: o.sendConfirmation }),
    ...(o.clientKey ? { client_key: o.clientKey } : {}),
  };
}

export function updateBody(m: FormModel, level: RebookingLevel): UpdateBookingBody {
  return { booking_id: m.s.bookingId ?? 0, ...stayBody(m), rebooking_option: level };
}

/** POST booking-groups/store: the group's customer and stay, one member per card. */
export function groupBody(m: FormModel, total: number, clientKey?: string): StoreBookingGroupBody {
  const s = m.s;
  const fees = {
    booking_fee: s.fees.booking_fee.on,
    position_reservation_fee: s.fees.position_reservation_fee.on,
    electricity_fee: s.fees.electricity_fee.on,
  };
  const same = s.group.sameCancellationPolicy;
  return {
    customer_id: s.customerId,
    name: m.groupName.trim() || null,
    check_in: s.checkIn,
    check_out: s.checkOut,
    bookings: s.group.bookings.map((b) => ({
      position_id: isRealPosition(b.positionId) ? b.positionId : null,
      category_id: s.category?.id ?? 0,
      customer_id: b.customerId,
      adults: b.adults,
      children: b.children,
      dogs: b.dogs,
      lodging_type_id: m.lodgingTypeId,
      cancellation_policy_id: same ? m.cancellationPolicyId : (m.cardPolicies[b.clientId] ?? m.cancellationPolicyId),
      applied_fees: {
        ...fees,
        position_reservation_fee: fees.position_reservation_fee && isRealPosition(b.positionId),
      },
    })),
    same_cancellation_policy_for_all_bookings: same,
    cancellation_policy_id: same ? m.cancellationPolicyId : null,
    total,
    ...(clientKey ? { client_key: clientKey } : {}),
  };
}

const SERVER_FIELDS: Record<string, FormField> = {
  customer_id: 'customer',
  customer: 'customer',
  position_id: 'position',
  category_id: 'category',
  check_in: 'checkIn',
  check_out: 'checkOut',
  adults: 'adults',
  children: 'children',
  dogs: 'dogs',
  expected_arrival_time: 'expectedArrivalTime',
  lodging_type_id: 'lodgingType',
  cancellation_policy_id: 'cancellationPolicy',
  season_id: 'season',
  accommodation_price: 'accommodationPrice',
  total: 'price',
  rebooking_option: 'price',
  draft_id: 'form',
  booking_id: 'form',
};

/** A 422's field errors at the form's fields; what has no field of its own goes to the form. */
const CARD_FIELDS: Record<string, 'position' | 'adults' | 'children' | 'dogs' | 'guests'> = {
  position_id: 'position',
  adults: 'adults',
  children: 'children',
  dogs: 'dogs',
  guests: 'guests',
};

/**
 * A 422's field errors at the form's fields; what has no field of its own goes to the form. A group's
 * 'bookings.{index}.{field}' goes to that card (`cards`: the cards' client ids in order).
 */
export function fieldErrorsFromServer(
  errors: Record<string, string[]>,
  fallback: string | null,
  cards: readonly number[] = [],
): FormErrors {
  const out: FormErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages?.[0];
    if (!message) continue;
    const card = /^bookings\.(\d+)\.(\w+)$/.exec(key);
    const cardField = card ? CARD_FIELDS[card[2]] : undefined;
    const clientId = card ? cards[Number(card[1])] : undefined;
    const field: FormField =
      cardField && clientId != null
        ? `bookings.${clientId}.${cardField}`
        : (SERVER_FIELDS[key.split('.')[0]] ?? 'form');
    out[field] = out[field] ? `${out[field]} ${message}` : message;
  }
  if (!Object.keys(out).length && fallback) out.form = fallback;
  return out;
}
