// Availability of positions and categories for a stay (bookings.md 3, 7): what the booking form's
// category and position pickers show. Rules and texts: src/domain/availability.ts.
import { z } from 'zod';
import { countParam, idParam, isoDate } from '../domain/input';
import { AVAILABILITY_TEXTS, MAX_AVAILABILITY_NIGHTS, MAX_DOGS, MAX_OCCUPANCY } from '../domain/availability';
import { contract } from './define';
import { stayCheck } from './stayCheck';

const row = z.strictObject;
const int = () => z.number().int();

/** The console's text when either call fails (bookings.md 8). */
export const AVAILABILITY_FAILED_TEXT = 'Kunde inte hämta tillgänglighet';

/**
 * The stay asked about: check_out after check_in, at most MAX_AVAILABILITY_NIGHTS nights. booking_id
 * (the booking being edited) and booking_group_id (the group being edited) never block themselves.
 */
export const availabilityQuery = z
  .object({
    check_in: isoDate(),
    check_out: isoDate(),
    booking_id: idParam().optional(),
    booking_group_id: idParam().optional(),
    occupancy: countParam(MAX_OCCUPANCY).optional(),
    dogs: countParam(MAX_DOGS).optional(),
  })
  .check(stayCheck(MAX_AVAILABILITY_NIGHTS, AVAILABILITY_TEXTS));
export type AvailabilityQuery = z.output<typeof availabilityQuery>;

const stay = { check_in: z.string(), check_out: z.string() };

export const positionAvailability = row({
  position_id: int(),
  is_available: z.boolean(),
  has_error: z.boolean(),
  has_warning: z.boolean(),
  /** The errors, else the warnings ('Max 4 gäster tillåtna'); null when neither. */
  error_message: z.string().nullable(),
  status: z.enum(['bookable', 'blocked', 'reserved']),
});
export type PositionAvailability = z.output<typeof positionAvailability>;

/** Every position that is not deleted (and the edited bookings' own, deleted or not), in map order. */
export const positionsAvailability = contract('GET', 'positions/availability', {
  query: availabilityQuery,
  response: row({ ...stay, positions: z.array(positionAvailability) }),
});

export const categoryAvailability = row({
  category_id: int(),
  /** '12 av 40 platser lediga'. */
  text: z.string(),
  /** Why the form cannot book this category: 'Max 4 gäster tillåtna', or no position free. */
  form_error_text: z.string().nullable(),
  /** Positions free for the whole stay, and the category's positions that are not deleted. */
  available_count: int(),
  total_count: int(),
});
export type CategoryAvailability = z.output<typeof categoryAvailability>;

/** Every category that is not deleted, in display order. */
export const categoriesAvailability = contract('GET', 'categories/availability', {
  query: availabilityQuery,
  response: row({ ...stay, categories: z.array(categoryAvailability) }),
});
