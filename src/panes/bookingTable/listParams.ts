import { isIsoDate } from '../../domain/dates';

/** Columns the server sorts by (server/bookings/listQuery.ts LIST_SORT_COLUMNS). */
export const SORT_COLUMNS = ['booking_number', 'check_in', 'check_out', 'customer', 'position', 'created_at', 'total', 'remaining', 'state'] as const;
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

/** What the list shows: kept in the URL so reload and links keep it. */
export interface ListParams {
  sort: SortColumn;
  desc: boolean;
  filter: StateFilter;
  search: string;
  dateField: DateField;
  /** One day when `to` is empty or equal; otherwise an inclusive range. */
  from: string;
  to: string;
}

export const DEFAULT_PARAMS: ListParams = { sort: 'check_in', desc: false, filter: 'all', search: '', dateField: 'check_in', from: '', to: '' };

// Search param names of the list; the panes own booking, customer, group and tab.
const KEYS = { sort: 'sort', desc: 'desc', filter: 'state', search: 'q', dateField: 'datum', from: 'fran', to: 'till' } as const;
const oneOf = <T extends string>(values: readonly T[], v: string): T | undefined => (values.includes(v as T) ? (v as T) : undefined);
const firsts = <T extends string>(list: readonly (readonly [T, string])[]) => list.map(([v]) => v);

/** Reads the list params from the URL's search object, ignoring anything unknown or malformed. */
export function paramsFromSearch(search: Record<string, unknown>): ListParams {
  const str = (k: string) => (search[k] == null ? '' : String(search[k]));
  const from = str(KEYS.from);
  const to = str(KEYS.to);
  return {
    sort: oneOf(SORT_COLUMNS, str(KEYS.sort)) ?? DEFAULT_PARAMS.sort,
    desc: search[KEYS.desc] === true || str(KEYS.desc) === 'true' || str(KEYS.desc) === '1',
    filter: oneOf(firsts(STATE_FILTERS), str(KEYS.filter)) ?? DEFAULT_PARAMS.filter,
    search: str(KEYS.search).slice(0, 100),
    dateField: oneOf(firsts(DATE_FIELDS), str(KEYS.dateField)) ?? DEFAULT_PARAMS.dateField,
    from: isIsoDate(from) ? from : '',
    to: isIsoDate(to) && isIsoDate(from) && to >= from ? to : '',
  };
}

/** The URL search object with the list params set (defaults left out) and every other param kept. */
export function searchWithParams(search: Record<string, unknown>, p: ListParams): Record<string, unknown> {
  const out: Record<string, unknown> = { ...search };
  for (const k of Object.values(KEYS)) delete out[k];
  if (p.sort !== DEFAULT_PARAMS.sort) out[KEYS.sort] = p.sort;
  if (p.desc) out[KEYS.desc] = 1;
  if (p.filter !== DEFAULT_PARAMS.filter) out[KEYS.filter] = p.filter;
  if (p.search) out[KEYS.search] = p.search;
  if (p.from) {
    out[KEYS.dateField] = p.dateField;
    out[KEYS.from] = p.from;
    if (p.to && p.to !== p.from) out[KEYS.to] = p.to;
  }
  return out;
}

/** GET bookings query for the params (without paging and request_id). */
export function listQuery(p: ListParams): Record<string, string> {
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
export const paramsKey = (p: ListParams) => JSON.stringify(listQuery(p));
