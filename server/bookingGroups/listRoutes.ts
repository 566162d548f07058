import type { TenantRouter } from '../http/router';
import { z } from '../http/validation';
import { checkDateRanges, listCriteria, listParamShape } from '../bookings/listParams';
import { GROUP_FILTERS, GROUP_SORT_COLUMNS, listBookingGroups } from './listQuery';

const groupListQuery = z
  .object({
    ...listParamShape('visible_booking_groups'),
    sorted_column: z.enum(GROUP_SORT_COLUMNS).default('first_checkin_date'),
    filter_custom: z.enum(GROUP_FILTERS).default('all'),
  })
  .superRefine(checkDateRanges);

export function registerBookingGroupListRoutes(r: TenantRouter) {
  /**
   * GET booking-groups: the booking group list (bookings.md 7), one page at a time, with the
   * parameters of GET bookings: request_id (echoed), offset, visible_booking_groups (1–500,
   * default 100), sorted_column (booking_number, name, customer, first_checkin_date,
   * last_checkout_date, created_at, bookings_count; default first_checkin_date), sorted_desc,
   * filter_custom (all = not deleted, cancelled = deleted), the date filters (check_in on the
   * first check-in, check_out on the last check-out, booking on created_at) and search_string
   * (group booking number prefix, words of the group's or its customer's name).
   * Answer: {request_id, total, offset, booking_groups: [...]} with the pills of groupState.ts.
   */
  r.get('booking-groups', { permission: 'readBookings', query: groupListQuery }, async (ctx) => {
    const q = ctx.query;
    const { total, booking_groups } = await listBookingGroups(
      ctx.db,
      listCriteria(q),
      q.offset,
      q.visible_booking_groups,
      ctx.today,
    );
    return { request_id: q.request_id ?? null, total, offset: q.offset, booking_groups };
  });
}
