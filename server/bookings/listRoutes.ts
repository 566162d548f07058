import type { TenantRouter } from '../http/router';
import { z } from '../http/validation';
import { LIST_FILTERS, LIST_SORT_COLUMNS, listBookings } from './listQuery';
import { checkDateRanges, listCriteria, listParamShape } from './listParams';

const listQuery = z
  .object({
    ...listParamShape('visible_bookings'),
    sorted_column: z.enum(LIST_SORT_COLUMNS).default('check_in'),
    filter_custom: z.enum(LIST_FILTERS).default('all'),
  })
  .superRefine(checkDateRanges);

export function registerBookingListRoutes(r: TenantRouter) {
  /**
   * GET bookings: the booking list (bookings.md 7), one page at a time.
   * Query: request_id (echoed, so the console can drop stale answers), offset (≥ 0),
   * visible_bookings (page size 1–500, default 100), sorted_column (booking_number, check_in,
   * check_out, customer, position, created_at, total, remaining, state; default check_in),
   * sorted_desc (true/false), filter_custom (all, not_checked_in, checked_in, checked_out,
   * cancelled, unpaid; cancelled bookings only under 'cancelled'), the date filters (listParams.ts), and
   * search_string (booking number prefix, customer name words, e-mail or phone, position name).
   * Answer: {request_id, total, offset, bookings: [list fields + position_name, created_at]}.
   */
  r.get('bookings', { permission: 'readBookings', query: listQuery }, async (ctx) => {
    const q = ctx.query;
    const { total, bookings } = await listBookings(ctx.db, listCriteria(q), q.offset, q.visible_bookings, ctx.now);
    return { request_id: q.request_id ?? null, total, offset: q.offset, bookings };
  });
}
