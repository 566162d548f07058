import type { TenantRouter } from '../http/router';
import { isoDate, z } from '../http/validation';
import { isIsoDate } from '../../src/domain/dates';
import { MAX_SEARCH_LENGTH, parseSearchText } from '../search/text';
import { LIST_FILTERS, LIST_SORT_COLUMNS, listBookings, type DayRange } from './listQuery';

// Query text to a whole number; the schema-level error would otherwise hide the range texts.
const count = () => z.coerce.number({ error: (i) => (i.code === 'invalid_type' ? 'Måste vara ett tal' : undefined) }).int('Måste vara ett heltal').max(2_147_483_647);
const day = () => isoDate().refine(isIsoDate, 'Ogiltigt datum').optional();
const flag = () => z.enum(['true', 'false', '1', '0'], { error: 'Måste vara sant eller falskt' }).optional().transform((v) => v === 'true' || v === '1');

// Date filters, for each of check_in, check_out and booking (the day the booking was made):
// `{field}_date=YYYY-MM-DD` for one day, or `{field}_date_from` / `{field}_date_to` for an
// inclusive range (either end may be left open). A day and a range together are refused.
const DATE_FIELDS = ['check_in', 'check_out', 'booking'] as const;
type DateField = (typeof DATE_FIELDS)[number];

const listQuery = z.object({
  request_id: z.string().max(64).optional(),
  offset: count().min(0, 'Måste vara minst 0').default(0),
  visible_bookings: count().min(1, 'Måste vara minst 1').max(500, 'Får vara högst 500').default(100),
  sorted_column: z.enum(LIST_SORT_COLUMNS).default('check_in'),
  sorted_desc: flag(),
  filter_custom: z.enum(LIST_FILTERS).default('all'),
  search_string: z.string().max(MAX_SEARCH_LENGTH).optional(),
  check_in_date: day(), check_in_date_from: day(), check_in_date_to: day(),
  check_out_date: day(), check_out_date_from: day(), check_out_date_to: day(),
  booking_date: day(), booking_date_from: day(), booking_date_to: day(),
}).superRefine((q, ctx) => {
  for (const f of DATE_FIELDS) {
    const one = q[`${f}_date`];
    const from = q[`${f}_date_from`];
    const to = q[`${f}_date_to`];
    if (one && (from || to)) ctx.addIssue({ code: 'custom', path: [`${f}_date`], message: 'Ange antingen ett datum eller ett intervall' });
    if (from && to && from > to) ctx.addIssue({ code: 'custom', path: [`${f}_date_to`], message: 'Till-datumet får inte vara före från-datumet' });
  }
});
type ListQuery = z.output<typeof listQuery>;

function range(q: ListQuery, f: DateField): DayRange | null {
  const one = q[`${f}_date`];
  if (one) return { from: one, to: one };
  const from = q[`${f}_date_from`] ?? null;
  const to = q[`${f}_date_to`] ?? null;
  return from || to ? { from, to } : null;
}

export function registerBookingListRoutes(r: TenantRouter) {
  /**
   * GET bookings: the booking list (bookings.md 7), one page at a time.
   * Query: request_id (echoed, so the console can drop stale answers), offset (≥ 0),
   * visible_bookings (page size 1–500, default 100), sorted_column (booking_number, check_in,
   * check_out, customer, position, created_at, total, remaining, state; default check_in),
   * sorted_desc (true/false), filter_custom (all, not_checked_in, checked_in, checked_out,
   * cancelled, unpaid; cancelled bookings only under 'cancelled'), the date filters above, and
   * search_string (booking number prefix, customer name words, e-mail or phone, position name).
   * Answer: {request_id, total, offset, bookings: [list fields + position_name, created_at]}.
   */
  r.get('bookings', { permission: 'readBookings', query: listQuery }, async (ctx) => {
    const q = ctx.query;
    const { total, bookings } = await listBookings(ctx.db, {
      sort: q.sorted_column,
      desc: q.sorted_desc,
      filter: q.filter_custom,
      checkIn: range(q, 'check_in'),
      checkOut: range(q, 'check_out'),
      booked: range(q, 'booking'),
      search: q.search_string ? parseSearchText(q.search_string) : null,
    }, q.offset, q.visible_bookings, ctx.now);
    return { request_id: q.request_id ?? null, total, offset: q.offset, bookings };
  });
}
