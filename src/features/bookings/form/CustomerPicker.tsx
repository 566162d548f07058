import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { api } from '../../../data/api';
import { CommandButton } from '../../../ui/CommandButton';
import { FORM_TEXTS, type CustomerChoice } from './formModel';
import * as s from './bookingForm.css';

/** Typing settles this long before the search asks. */
export const CUSTOMER_SEARCH_DELAY_MS = 200;

interface Found extends CustomerChoice {
  shortAddress: string;
}

export interface CustomerPickerProps {
  value: CustomerChoice | null;
  onChange: (c: CustomerChoice | null) => void;
  /** A customer was chosen by keyboard (Enter): the form moves on. */
  onChosen?: () => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** 'Kund*' by default; a group card's own guest has its own label. */
  label?: string;
  /** 'Ny Kund' / 'Redigera Kund' act on the form's customer: only beside its picker. */
  withFormButtons?: boolean;
}

/**
 * 'Kund*' (bookings.md 2 "Customer selector"): GET search/customer as typed; each result shows full name
 * and short address. Empty text clears the results and the chosen customer; results of outdated searches
 * are ignored. Enter on typed text takes the first result (once it is there), so 'anna sv⏎' is enough.
 * 'Ny Kund' / 'Redigera Kund' open the customer form (their commands, alt+shift+N and alt+E here).
 */
export function CustomerPicker({
  value,
  onChange,
  onChosen,
  error,
  inputRef,
  label = FORM_TEXTS.customer,
  withFormButtons = true,
}: CustomerPickerProps) {
  const [text, setTextState] = useState(value?.full_name ?? '');
  const [results, setResultsState] = useState<{ text: string; customers: Found[] } | null>(null);
  // What Enter judges: a key can come between an answer and the render that shows it.
  const live = useRef({ text, results });
  const setText = (t: string) => {
    live.current.text = t;
    setTextState(t);
  };
  const setResults = (r: { text: string; customers: Found[] } | null) => {
    live.current.results = r;
    setResultsState(r);
  };
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ctrl = useRef<AbortController | null>(null);
  /** Enter came before the answer: the first result of the text it was pressed on is taken when it comes. */
  const enterOn = useRef<string | null>(null);

  // A customer set from outside (the customer form) shows its name.
  const [shownId, setShownId] = useState(value?.id ?? null);
  if ((value?.id ?? null) !== shownId) {
    setShownId(value?.id ?? null);
    if (value) setText(value.full_name);
  }

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      ctrl.current?.abort();
    },
    [],
  );

  const choose = (c: CustomerChoice, byKey: boolean) => {
    enterOn.current = null;
    setText(c.full_name);
    setResults(null);
    onChange(c);
    if (byKey) onChosen?.();
  };

  const search = (t: string) => {
    clearTimeout(timer.current);
    ctrl.current?.abort();
    const n = ++seq.current;
    const query = t.trim();
    if (!query) {
      setResults(null);
      setSearching(false);
      return;
    }
    setSearching(true);
    timer.current = setTimeout(async () => {
      const c = (ctrl.current = new AbortController());
      try {
        const d = await api<{ customers: Found[] }>('GET', 'search/customer', {
          query: { search: query },
          signal: c.signal,
          silent: true,
        });
        if (n !== seq.current) return;
        setFailed(false);
        setResults({ text: t, customers: d.customers });
        if (enterOn.current === t && d.customers[0]) choose(d.customers[0], true);
      } catch {
        if (n !== seq.current || c.signal.aborted) return;
        setFailed(true);
        setResults({ text: t, customers: [] });
      } finally {
        if (n === seq.current) setSearching(false);
      }
    }, CUSTOMER_SEARCH_DELAY_MS);
  };

  const onInput = (t: string) => {
    if (t === live.current.text) return;
    setText(t);
    enterOn.current = null;
    // Searching with empty text clears the results and the chosen customer (bookings.md 2).
    if (!t.trim() && value) onChange(null);
    if (value && t === value.full_name) return;
    search(t);
  };

  /** The option taken with Enter moves the form on; one clicked does not. */
  const byEnter = useRef(false);
  const onEnter = (e: KeyboardEvent) => {
    byEnter.current = e.key === 'Enter';
    if (e.key !== 'Enter' || e.altKey || e.ctrlKey || e.metaKey) return;
    const input = e.target as HTMLInputElement;
    if (input.getAttribute('aria-activedescendant')) return;
    const { text: typed, results: found } = live.current;
    if (value && typed === value.full_name) return;
    if (!typed.trim()) return;
    e.preventDefault();
    e.stopPropagation();
    if (found?.text === typed && found.customers[0]) choose(found.customers[0], true);
    else enterOn.current = typed;
  };

  const items: Found[] = results?.customers ?? [];
  const withValue = value && !items.some((c) => c.id === value.id) ? [{ shortAddress: '', ...value }, ...items] : items;
  const emptyText = !text.trim()
    ? FORM_TEXTS.typeToSearch
    : searching
      ? FORM_TEXTS.searching
      : failed
        ? 'Sökningen misslyckades'
        : FORM_TEXTS.noCustomers;

  return (
    <div className={s.inline}>
      <ComboBox
        className={s.combo}
        items={withValue}
        inputValue={text}
        selectedKey={value?.id ?? null}
        defaultFilter={() => true}
        allowsEmptyCollection
        menuTrigger="input"
        onInputChange={onInput}
        onSelectionChange={(key) => {
          if (key == null) return;
          const c = withValue.find((x) => x.id === Number(key));
          if (c) choose(c, byEnter.current);
        }}
        onBlur={() => {
          // Leaving the field shows the chosen customer again.
          if (value && text.trim()) setText(value.full_name);
        }}
        isInvalid={!!error}
        validationBehavior="aria"
      >
        <Label className={s.label}>{label}</Label>
        <div onKeyDownCapture={onEnter}>
          <Input ref={inputRef} className={s.comboInput} placeholder={FORM_TEXTS.typeToSearch} />
        </div>
        <FieldError className={s.error}>{error}</FieldError>
        <Popover className={s.popover} placement="bottom start">
          <ListBox<Found> className={s.listBox} renderEmptyState={() => <div className={s.empty}>{emptyText}</div>}>
            {(c) => (
              <ListBoxItem id={c.id} textValue={c.full_name} className={s.option}>
                <span className={s.optionMain}>{c.full_name}</span>
                <span className={s.optionSide}>{c.shortAddress}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {withFormButtons && <CommandButton command={value ? 'bookingForm.editCustomer' : 'bookingForm.newCustomer'} />}
    </div>
  );
}
