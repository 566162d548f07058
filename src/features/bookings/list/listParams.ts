import { isIsoDate } from '../../../domain/dates';

/** Columns the server sorts by (server/bookings/listQuery.ts LIST_SORT_COLUMNS). */
export const SORT_COLUMNS = [
  'booking_number',
  'check_in',
  'check_out',
  'customer',
  'position',
  'created_at',
  'total',
  'remaining',
  'state',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export const STATE_FILTERS = [
  ['all', 'Alla bokningar'],
  ['not_checked_in', 'Ej incheckade'],
  ['checked_in', 'Incheckade'],
  ['checked_out', 'Utcheckade'],
  ['unpaid', 'Obetalda'],
  ['cancelled', 'Avbokade'],
] as const;
export type StateFilter = (typeof STATE_FILTERS)[number][0];

export const DATE_FIELDS = [
  ['check_in', 'Incheckning'],
  ['check_out', 'Utcheckning'],
  ['booking', 'Bokningsdatum'],
] as const;
export type DateField = (typeof DATE_FIELDS)[number][0];

/** What a list shows: kept in the URL so reload and links keep it. */
export interface ListParams<S extends string = SortColumn, F extends string = StateFilter> {
  sort: S;
  desc: boolean;
  filter: F;
  search: string;
  dateField: DateField;
  /** One day when `to` is empty or equal; otherwise an inclusive range. */
  from: string;
  to: string;
}

// Search param names of the lists; the panes own booking, customer, group and tab.
const KEYS = {
  sort: 'sort',
  desc: 'desc',
  filter: 'state',
  search: 'q',
  dateField: 'datum',
  from: 'fran',
  to: 'till',
} as const;
/** Every search param a list owns (a tab switch leaves them behind). */
export const LIST_SEARCH_KEYS: readonly string[] = Object.values(KEYS);
const oneOf = <T extends string>(values: readonly T[], v: string): T | undefined =>
  values.includes(v as T) ? (v as T) : undefined;
const firsts = <T extends string>(list: readonly (readonly [T, string])[]) => list.map(([v]) => v);

/**
 * The URL and query functions of one server list (GET bookings, GET booking-groups): they share
 * the param names, the date filters and the search; the sort columns and state filters differ.
 */
export function listParamsFor<S extends string, F extends string>(
  sortColumns: readonly S[],
  filters: readonly (readonly [F, string])[],
  defaults: ListParams<S, F>,
) {
  /** Reads the list params from the URL's search object, ignoring anything unknown or malformed. */
  function paramsFromSearch(search: Record<string, unknown>): ListParams<S, F> {
    const str = (k: string) => (search[k] == null ? '' : String(search[k]));
    const from = str(KEYS.from);
    const to = str(KEYS.to);
    return {
      sort: oneOf(sortColumns, str(KEYS.sort)) ?? defaults.sort,
      desc: search[KEYS.desc] === true || str(KEYS.desc) === 'true' || str(KEYS.desc) === '1',
      filter: oneOf(firsts(filters), str(KEYS.filter)) ?? defaults.filter,
      search: str(KEYS.search).slice(0, 100),
      dateField: oneOf(firsts(DATE_FIELDS), str(KEYS.dateField)) ?? defaults.dateField,
      from: isIsoDate(from) ? from : '',
      to: isIsoDate(to) && isIsoDate(from) && to >= from ? to : '',
    };
  }

  /** The URL search object with the list params set (defaults left out) and every other param kept. */
  function searchWithParams(search: Record<string, unknown>, p: ListParams<S, F>): Record<string, unknown> {
    const out: Record<string, unknown> = { ...search };
    for (const k of LIST_SEARCH_KEYS) delete out[k];
    if (p.sort !== defaults.sort) out[KEYS.sort] = p.sort;
    if (p.desc) out[KEYS.desc] = 1;
    if (p.filter !== defaults.filter) out[KEYS.filter] = p.filter;
    if (p.search) out[KEYS.search] = p.search;
    if (p.from) {
      out[KEYS.dateField] = p.dateField;
      out[KEYS.from] = p.from;
      if (p.to && p.to !== p.from) out[KEYS.to] = p.to;
    }
    return out;
  }

  /** The list's GET query for the params (without paging and request_id). */
  function listQuery(p: ListParams<S, F>): Record<string, string> {
    const q: Record<string, string> = { sorted_column: p.sort, sorted_desc: String(p.desc), filter_custom: p.filter };
    const search = p.search.trim();
    if (search.length >= 2) q.search_string = search;
    if (p.from) {
      if (!p.to || p.to === p.from) q[`${p.dateField}_date`] = p.from;
      else {
        q[`${p.dateField}_date_from`] = p.from;
        q[`${p.dateField}_date_to`] = p.to;
      }
    }
    return q;
  }

  /** A stable key: two params with the same key ask the server the same question. */
  const paramsKey = (p: ListParams<S, F>) => JSON.stringify(listQuery(p));
  return { defaults, filters, paramsFromSearch, searchWithParams, listQuery, paramsKey };
}
export type ListParamsApi<S extends string, F extends string> = ReturnType<typeof listParamsFor<S, F>>;

export const DEFAULT_PARAMS: ListParams = {
  sort: 'check_in',
  desc: false,
  filter: 'all',
  search: '',
  dateField: 'check_in',
  from: '',
  to: '',
};
/** GET bookings. */
export const bookingListParams = listParamsFor(SORT_COLUMNS, STATE_FILTERS, DEFAULT_PARAMS);
export const { paramsFromSearch, searchWithParams, listQuery, paramsKey } = bookingListParams;
