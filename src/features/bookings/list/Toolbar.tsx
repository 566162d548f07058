import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { CommandKbd } from '../../../ui/CommandButton';
import { isIsoDate } from '../../../domain/dates';
import { DATE_FIELDS, STATE_FILTERS, type DateField, type ListParams } from './listParams';
import * as s from './bookingTable.css';

export const SEARCH_DEBOUNCE_MS = 250;

export interface ToolbarProps<S extends string, F extends string> {
  params: ListParams<S, F>;
  onChange: (patch: Partial<ListParams<S, F>>) => void;
  searchRef: React.RefObject<HTMLInputElement | null>;
  /** Arrow down from the search field moves into the table. */
  onLeaveSearch: () => void;
  /** The state filter's choices; the first is the unfiltered one. Default: the booking states. */
  filters?: readonly (readonly [F, string])[];
  /** What the list holds, for the labels ('bokning', 'gruppbokning'). */
  noun?: string;
  placeholder?: string;
  datesLabels?: readonly (readonly [DateField, string])[];
}

/** Search (debounced), state filter and date filter of a booking list. */
export function Toolbar<S extends string, F extends string>(props: ToolbarProps<S, F>) {
  const {
    params,
    onChange,
    searchRef,
    onLeaveSearch,
    noun = 'bokning',
    placeholder = 'Bokningsnummer, namn, e-post, telefon, plats',
    datesLabels = DATE_FIELDS,
  } = props;
  const filters = props.filters ?? (STATE_FILTERS as unknown as readonly (readonly [F, string])[]);
  const allFilter = filters[0][0];
  const id = useId();
  const [text, setText] = useState(params.search);
  const sent = useRef(params.search);
  // The URL changed from elsewhere (back button, 'Rensa'): the field follows.
  useEffect(() => {
    if (params.search !== sent.current) {
      sent.current = params.search;
      setText(params.search);
    }
  }, [params.search]);
  useEffect(() => {
    if (text === sent.current) return;
    const t = setTimeout(() => {
      sent.current = text;
      onChange({ search: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, onChange]);

  const setDate = (key: 'from' | 'to', value: string) => {
    if (value && !isIsoDate(value)) return;
    const next: { from: string; to: string } = { from: params.from, to: params.to, [key]: value };
    // A 'to' alone is no range: it becomes the one day; a range backwards is turned around.
    if (!next.from && next.to) {
      next.from = next.to;
      next.to = '';
    }
    if (next.to && next.to < next.from) [next.from, next.to] = [next.to, next.from];
    onChange(next);
  };
  const filtered = params.filter !== allFilter || params.search || params.from;

  return (
    <div className={s.toolbar} role="search" aria-label={`Filtrera ${noun}ar`}>
      <div className={`${s.control} ${s.searchField}`}>
        <label htmlFor={`${id}-q`} className={s.controlLabel}>
          Sök {noun} <CommandKbd command="bookings.focusSearch" />
        </label>
        <input
          id={`${id}-q`}
          ref={searchRef}
          type="search"
          className={s.select}
          value={text}
          maxLength={100}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              sent.current = text;
              onChange({ search: text });
            }
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              onLeaveSearch();
            }
          }}
        />
      </div>
      <div className={s.control}>
        <label htmlFor={`${id}-state`} className={s.controlLabel}>
          Status
        </label>
        <select
          id={`${id}-state`}
          className={s.select}
          value={params.filter}
          onChange={(e) => onChange({ filter: e.target.value as F } as Partial<ListParams<S, F>>)}
        >
          {filters.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={s.control}>
        <label htmlFor={`${id}-field`} className={s.controlLabel}>
          Datum för
        </label>
        <select
          id={`${id}-field`}
          className={s.select}
          value={params.dateField}
          onChange={(e) => onChange({ dateField: e.target.value as DateField })}
        >
          {datesLabels.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={s.control}>
        <label htmlFor={`${id}-from`} className={s.controlLabel}>
          Från (eller dag)
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={s.dateInput}
          value={params.from}
          onChange={(e) => setDate('from', e.target.value)}
        />
      </div>
      <div className={s.control}>
        <label htmlFor={`${id}-to`} className={s.controlLabel}>
          Till
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={s.dateInput}
          value={params.to}
          min={params.from || undefined}
          onChange={(e) => setDate('to', e.target.value)}
        />
      </div>
      {filtered && (
        <Button
          variant="ghost"
          onPress={() => {
            setText('');
            sent.current = '';
            onChange({ filter: allFilter, search: '', from: '', to: '' } as Partial<ListParams<S, F>>);
          }}
        >
          Rensa filter
        </Button>
      )}
    </div>
  );
}
