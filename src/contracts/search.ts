// Global search (shell.md 7.3): the results and the preview of one highlighted result.
import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '../domain/search';
import { idParam, text } from '../domain/input';
import { bookingFields } from './bookings';
import { contract } from './define';

const row = z.strictObject;
const int = () => z.number().int();

/** One result of the search (src/domain/search.ts SearchResult). */
export const searchResult = z.strictObject({
  type: z.enum(['customer', 'booking', 'position', 'booking_group', 'product', 'query']),
  id: z.union([z.number(), z.string()]),
  unique_id: z.string(),
  group_title: z.string(),
  title: z.string(),
  subtitle: z.string().nullable().optional(),
  avatar: z
    .strictObject({
      color: z.string().nullable().optional(),
      text: z.string().nullable().optional(),
      icon: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  value: z.string().optional(),
});

export const searchQuery = z.object({
  search: text().max(MAX_SEARCH_LENGTH, `Söktexten får vara högst ${MAX_SEARCH_LENGTH} tecken`).optional().default(''),
});

export const search = contract('GET', 'search', {
  query: searchQuery,
  response: row({ input: z.string(), search_results: z.array(searchResult) }),
});

export const PREVIEW_TYPES = ['booking', 'customer', 'position', 'booking_group', 'product'] as const;

/** A group as the preview shows it, with its bookings. */
export const previewGroupFields = row({
  id: int(),
  booking_number: z.string(),
  name: z.string().nullable(),
  customer_id: int().nullable(),
  customer_name: z.string(),
  remarks: z.string().nullable(),
  channel_id: int().nullable(),
  cancellation_policy_id: int().nullable(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type PreviewGroupFields = z.output<typeof previewGroupFields>;
export const monthSales = row({ month: z.string(), total_sales: z.number(), total_quantity: z.number() });
export type MonthSales = z.output<typeof monthSales>;

/** Every key always present, null or [] when it does not apply to the result's type. */
export const previewData = row({
  booking: bookingFields.nullable(),
  booking_group: previewGroupFields.extend({ bookings: z.array(bookingFields) }).nullable(),
  customer_bookings: z.array(bookingFields),
  checked_in_position_booking: bookingFields.nullable(),
  future_position_bookings: z.array(bookingFields),
  sales_history_data: z.array(monthSales),
});
export type PreviewData = z.output<typeof previewData>;

export const searchPreview = contract('GET', 'search/search-results-preview-data', {
  query: z.object({
    type: z.enum(PREVIEW_TYPES, {
      error: (iss) => (iss.input == null ? 'Fältet är obligatoriskt' : 'Okänd typ av sökresultat'),
    }),
    id: idParam(),
  }),
  response: previewData,
});
