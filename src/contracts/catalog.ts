// The site's reference data of the full data load (shell.md 4.1): countries, categories, positions,
// lodging types, cancellation policies, seasons, payment terms, calendar dates and the map.
import { z } from 'zod';
import { dateRange, idParam, text } from '../domain/input';
import { contract } from './define';

const row = z.strictObject;
const int = () => z.number().int();
const date = () => z.string();
const stamp = () => z.string();

export const country = row({
  id: int(),
  iso_code: z.string(),
  name: z.string(),
  dialling_code: z.string(),
  is_common: z.boolean(),
  default_language: z.string(),
});
export type Country = z.output<typeof country>;
export const countries = contract('GET', 'countries', {
  response: row({ default_country_id: int(), countries: z.array(country) }),
});

export const lodgingType = row({ id: int(), name: z.string(), icon: z.string() });
export type LodgingType = z.output<typeof lodgingType>;
export const lodgingTypes = contract('GET', 'categories/lodging-types', {
  response: row({ lodging_types: z.array(lodgingType) }),
});

const feeOption = row({
  key: z.enum(['booking_fee', 'position_reservation_fee', 'electricity_fee']),
  price: int(),
  product_id: int().optional(),
});
export const category = row({
  id: int(),
  name: z.string(),
  display_order: int(),
  positions: z.array(int()),
  lodging_type_ids: z.array(int()),
  default_lodging_type_id: int().nullable(),
  cancellation_policy_ids: z.array(int()),
  cancellationPolicies: z.array(row({ id: int(), available_on: z.string() })),
  max_guests: int(),
  max_adults: int(),
  max_children: int(),
  fee_options: z.array(feeOption),
  nightly_price: int(),
  is_seasonal: z.boolean(),
  accommodation_product_id: int().nullable(),
});
export type Category = z.output<typeof category>;
export const categories = contract('GET', 'categories', { response: row({ categories: z.array(category) }) });

export const position = row({
  id: int(),
  name: z.string(),
  full_name: z.string(),
  map_name: z.string(),
  category_id: int(),
  map_x: z.number(),
  map_y: z.number(),
  width: z.number(),
  height: z.number(),
  border_radius: int(),
  display_order: int(),
  remarks: z.string().nullable(),
  has_electricity: z.boolean(),
  deleted_at: stamp().nullable(),
});
export type Position = z.output<typeof position>;
export const positions = contract('GET', 'positions', { response: row({ positions: z.array(position) }) });
export const positionRemarks = contract('POST', 'positions/:id/remarks', {
  params: z.object({ id: idParam() }),
  body: z.object({ remarks: text().max(600, 'Max 600 tecken').nullish() }),
  response: row({ position }),
});

const cancellationRule = row({ days_before_checkin: int(), refund_percent: z.number(), minimum_fee: int().optional() });
export const cancellationPolicy = row({
  id: int(),
  name: z.string(),
  human_readable_price: z.string(),
  human_readable_text: z.string(),
  rules: z.array(cancellationRule),
});
export type CancellationPolicy = z.output<typeof cancellationPolicy>;
export const cancellationPolicies = contract('GET', 'booking-cancellations/cancellation-policies', {
  response: row({ cancellation_policies: z.array(cancellationPolicy) }),
});

export const season = row({
  id: int(),
  start: date(),
  end: date(),
  full_name: z.string(),
  default_season_price: int(),
  deleted_at: z.null(),
  custom_season_prices: z.array(
    row({ id: int(), price: int(), position_ids: z.array(int()), category_ids: z.array(int()) }),
  ),
});
export type Season = z.output<typeof season>;
export const seasons = contract('GET', 'seasons', { response: row({ seasons: z.array(season) }) });

export const paymentTerm = row({
  id: int(),
  name: z.string(),
  due_date_date: date().nullable(),
  due_date_days_before_checkin: int().nullable(),
  due_date_days_from_invoicing: int().nullable(),
  min_days_due_date: int().nullable(),
  deposit_date: date().nullable(),
  deposit_days_before_checkin: int().nullable(),
  deposit_days_from_invoicing: int().nullable(),
  deposit_amount: int().nullable(),
  deposit_percent: int().nullable(),
  deposit_condition_min_amount: int().nullable(),
  deposit_condition_min_days_before_checkin: int().nullable(),
  deleted_at: z.null(),
});
export type PaymentTerm = z.output<typeof paymentTerm>;
export const paymentTerms = contract('GET', 'invoices/payment-terms', {
  response: row({ payment_terms: z.array(paymentTerm), default_payment_term_id: int() }),
});

// The range is compared only when both ends are real dates (a bad date used to throw here).
const calendarQuery = dateRange({ maxDays: 366 * 5, tooLong: 'Ogiltigt datumintervall (högst fem år)' });
/** One day of the calendar (src/domain/calendarDates.ts CalendarDate). */
export const calendarDate = row({
  date: date(),
  index: int(),
  week: int(),
  weekday: int(),
  isToday: z.boolean(),
  isPast: z.boolean(),
  isWeekend: z.boolean(),
  isHoliday: z.boolean(),
  holidayName: z.string().nullable(),
  isEve: z.boolean(),
  isBankHoliday: z.boolean(),
});
const calendarAnswer = row({ from: date(), to: date(), calendar_dates: z.array(calendarDate) });
export const calendarDates = contract('GET', 'calendar-dates', { query: calendarQuery, response: calendarAnswer });
export const seasonCalendarDates = contract('GET', 'seasons/calendar-dates', {
  query: calendarQuery,
  response: calendarAnswer,
});

export const siteMap = row({
  namespace: z.string(),
  image_url: z.string(),
  width: z.number(),
  height: z.number(),
  aspect_ratio: z.number(),
});
export type SiteMap = z.output<typeof siteMap>;
export const map = contract('GET', 'map', { response: row({ map: siteMap }) });
