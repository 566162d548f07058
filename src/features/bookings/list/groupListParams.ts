import { DEFAULT_PARAMS, listParamsFor } from './listParams';

/** Columns GET booking-groups sorts by (server/bookingGroups/listQuery.ts GROUP_SORT_COLUMNS). */
export const GROUP_SORT_COLUMNS = [
  'booking_number',
  'name',
  'customer',
  'first_checkin_date',
  'last_checkout_date',
  'created_at',
  'bookings_count',
] as const;
export type GroupSort = (typeof GROUP_SORT_COLUMNS)[number];
export const GROUP_FILTERS = [
  ['all', 'Alla gruppbokningar'],
  ['cancelled', 'Avbokade'],
] as const;
export type GroupFilter = (typeof GROUP_FILTERS)[number][0];
/** The date filters of GET booking-groups fall on the group's first check-in and last check-out. */
export const GROUP_DATE_FIELDS = [
  ['check_in', 'Första incheckning'],
  ['check_out', 'Sista utcheckning'],
  ['booking', 'Skapad'],
] as const;

/** The group list's URL params and GET booking-groups query. */
export const groupListParams = listParamsFor<GroupSort, GroupFilter>(GROUP_SORT_COLUMNS, GROUP_FILTERS, {
  ...DEFAULT_PARAMS,
  sort: 'first_checkin_date',
  filter: 'all',
});
