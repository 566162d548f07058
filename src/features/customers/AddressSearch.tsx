import { useEffect, useRef, useState } from 'react';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { api, ApiError } from '../../data/api';
import { DEFAULT_COUNTRY_ID, type CustomerDraft, type CustomerField } from '../../domain/customerForm';
import type { Country } from './useCustomerForm';
import * as ui from '../../ui/styles.css';
import * as s from './addressSearch.css';

/** bookings.md 5: the address search starts at 4 typed characters. */
export const ADDRESS_SEARCH_MIN = 4;
export const ADDRESS_SEARCH_DELAY_MS = 250;

interface Prediction {
  address: string;
  place_id: string;
}
interface Place {
  street_name: string;
  street_number: string;
  zip: string;
  city: string;
  country: string;
}

/** The part of the customer form hook the search fills. */
export interface AddressTarget {
  draft: CustomerDraft;
  setField: <F extends CustomerField>(field: F, value: CustomerDraft[F]) => void;
  blur: (field: CustomerField) => void;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';
const message = (err: unknown) => (err instanceof ApiError ? err.message : 'Ett fel inträffade');

/**
 * 'Sök adress' (bookings.md 5 and 7): predictions after 4 characters and a short pause in typing;
 * choosing one fills street, number, zip, city and country, marked as touched so their rules show.
 * Searches keep to the form's country. Only the newest search's and choice's answers count.
 */
export function AddressSearch({ form, countries }: { form: AddressTarget; countries: Country[] }) {
  const [text, setText] = useState('');
  const [items, setItems] = useState<Prediction[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's session for this round of typing; a new one starts after a choice.
  const session = useRef<string | null>(null);
  // Searches and choices each count their requests: only the newest one's answer is used.
  const seq = useRef({ search: 0, place: 0 });
  const ctrl = useRef<{ search?: AbortController; place?: AbortController }>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      ctrl.current.search?.abort();
      ctrl.current.place?.abort();
    },
    [],
  );

  const restart = (kind: 'search' | 'place') => {
    if (kind === 'search') clearTimeout(timer.current);
    ctrl.current[kind]?.abort();
    const c = (ctrl.current[kind] = new AbortController());
    const n = ++seq.current[kind];
    return { current: () => seq.current[kind] === n, signal: c.signal };
  };

  // A new customer's country is only the default until chosen: search every country until then.
  const countryChosen = () => form.draft.id > 0 || form.draft.country_id !== DEFAULT_COUNTRY_ID;
  const countryCode = () =>
    countryChosen() ? countries.find((c) => c.id === form.draft.country_id)?.iso_code || undefined : undefined;

  const search = async (input: string) => {
    const { current, signal } = restart('search');
    try {
      const d = await api<{ session: string; predictions: Prediction[] }>('GET', 'search/address', {
        query: { input, country_code: countryCode(), session: session.current ?? undefined },
        signal,
        silent: true,
      });
      if (!current()) return;
      session.current = d.session;
      setItems(d.predictions);
    } catch (err) {
      if (!current() || isAbort(err)) return;
      setItems([]);
      setError(message(err));
    } finally {
      if (current()) setLoading(false);
    }
  };

  const onInput = (t: string) => {
    setText(t);
    setError(null);
    restart('search');
    const input = t.trim();
    if (input.length < ADDRESS_SEARCH_MIN) {
      setItems([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => void search(input), ADDRESS_SEARCH_DELAY_MS);
  };

  const choose = async (placeId: string) => {
    restart('search');
    const { current, signal } = restart('place');
    setText('');
    setItems([]);
    setLoading(false);
    try {
      const d = await api<{ place: Place }>('GET', 'search/address/place', {
        query: { place_id: placeId, session: session.current ?? undefined },
        signal,
        silent: true,
      });
      if (!current()) return;
      session.current = null;
      fill(d.place);
    } catch (err) {
      if (current() && !isAbort(err)) setError(message(err));
    }
  };

  const fill = (p: Place) => {
    const set = <F extends CustomerField>(field: F, value: CustomerDraft[F]) => {
      form.setField(field, value);
      form.blur(field);
    };
    set('street_name', p.street_name);
    set('street_number', p.street_number);
    set('zip', p.zip);
    set('city', p.city);
    const country = countries.find((c) => c.iso_code?.toUpperCase() === p.country.toUpperCase());
    if (country) set('country_id', country.id);
  };

  // A null selection is the combo box reverting (Escape, leaving the field): the search is dropped.
  // With the text empty, the next Escape reaches the dialog and closes it.
  const emptyText =
    text.trim().length < ADDRESS_SEARCH_MIN
      ? `Skriv minst ${ADDRESS_SEARCH_MIN} tecken`
      : loading
        ? 'Söker…'
        : (error ?? 'Ingen adress hittades');

  return (
    <ComboBox
      className={s.combo}
      items={items}
      inputValue={text}
      selectedKey={null}
      allowsEmptyCollection
      onInputChange={onInput}
      onSelectionChange={(key) => (key == null ? onInput('') : void choose(String(key)))}
      isInvalid={!!error}
      validationBehavior="aria"
    >
      <Label className={ui.label}>Sök adress</Label>
      <Input className={ui.input} placeholder="Gata, nummer, postnummer eller ort" />
      <FieldError className={ui.fieldError}>{error}</FieldError>
      <Popover className={s.popover} placement="bottom start">
        <ListBox<Prediction> className={s.listBox} renderEmptyState={() => <div className={s.empty}>{emptyText}</div>}>
          {(p) => (
            <ListBoxItem id={p.place_id} textValue={p.address} className={s.option}>
              {p.address}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
