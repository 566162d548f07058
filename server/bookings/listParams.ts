import { z } from '../http/validation';
import { countParam, isoDate, text } from '../../src/domain/input';
import { MAX_SEARCH_LENGTH, parseSearchText } from '../search/text';
import type { DayRange } from './listQuery';

// The query parameters GET bookings and GET booking-groups share (bookings.md 7): paging,
// sort direction, search and the three date filters.

const pageSize = () => countParam(500, 1).default(100);
const day = () => isoDate().optional();
const flag = () =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'Måste vara sant eller falskt' })
    .optional()
    .transform((v) => v === 'true' || v === '1');

// Date filters, for each of check_in, check_out and booking (the day it was made):
// `{field}_date=YYYY-MM-DD` for one day, or `{field}_date_from` / `{field}_date_to` for an
// inclusive range (either end may be left open). A day and a range together are refused.
export const DATE_FIELDS = ['check_in', 'check_out', 'booking'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

/** request_id, offset, the page size `{sizeName}` (1–500, default 100), sorted_desc, search_string and the date filters. */
export function listParamShape<S extends string>(sizeName: S) {
  return {
    request_id: text().max(64).optional(),
    offset: countParam().default(0),
    sorted_desc: flag(),
    search_string: text().max(MAX_SEARCH_LENGTH).optional(),
    check_in_date: day(),
    check_in_date_from: day(),
    check_in_date_to: day(),
    check_out_date: day(),
    check_out_date_from: day(),
    check_out_date_to: day(),
    booking_date: day(),
    booking_date_from: day(),
    booking_date_to: day(),
    ...({ [sizeName]: pageSize() } as unknown as Record<S, ReturnType<typeof pageSize>>),
  };
}

type DateParams = Partial<Record<`${DateField}_date${'' | '_from' | '_to'}`, string | undefined>>;

/** superRefine: a day and a range of the same field together, or a range backwards, are refused. */
export function checkDateRanges(q: DateParams, ctx: z.RefinementCtx) {
  for (const f of DATE_FIELDS) {
    const one = q[`${f}_date`];
    const from = q[`${f}_date_from`];
    const to = q[`${f}_date_to`];
    if (one && (from || to))
      ctx.addIssue({ code: 'custom', path: [`${f}_date`], message: 'Ange antingen ett datum eller ett intervall' });
    if (from && to && from > to)
      ctx.addIssue({ code: 'custom', path: [`${f}_date_to`], message: 'Till-datumet får inte vara före från-datumet' });
  }
}

/** The day range of one date filter, or null when it is not used. */
export function dateRange(q: DateParams, f: DateField): DayRange | null {
  const one = q[`${f}_date`];
  if (one) return { from: one, to: one };
  const from = q[`${f}_date_from`] ?? null;
  const to = q[`${f}_date_to`] ?? null;
  return from || to ? { from, to } : null;
}

/** The list's sort, filter, date ranges and search from a parsed query: one shape for both lists. */
export function listCriteria<S, F>(
  q: DateParams & { sorted_column: S; sorted_desc: boolean; filter_custom: F; search_string?: string },
) {
  return {
    sort: q.sorted_column,
    desc: q.sorted_desc,
    filter: q.filter_custom,
    checkIn: dateRange(q, 'check_in'),
    checkOut: dateRange(q, 'check_out'),
    booked: dateRange(q, 'booking'),
    search: q.search_string ? parseSearchText(q.search_string) : null,
  };
}
