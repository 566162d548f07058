import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../data/api';
import { call } from '../../data/call';
import {
  autoCapitalise,
  dedupeSuggestions,
  hasIssueErrors,
  isEmailFormat,
  normalizePhone,
  PHONE_CHECK_DELAY_MS,
  validateCustomer,
  type CustomerDraft,
  type CustomerField,
} from '../../domain/customerForm';
import type { SavedCustomer } from './customerDialogs';
import {
  checkEmail,
  checkOrgNumber,
  checkPhone,
  searchByName,
  type CheckResult,
  type Suggestion,
} from './serverChecks';

export interface Country {
  id: number;
  name: string;
  dialling_code: string | number;
  is_common?: boolean;
  iso_code?: string;
}

/** Fields written with a capital first letter while typing (bookings.md 5). */
const CAPITALISED: ReadonlySet<CustomerField> = new Set([
  'given_name',
  'surname',
  'org_name',
  'org_reference',
  'street_name',
  'city',
]);
const ALL_FIELDS: CustomerField[] = [
  'given_name',
  'surname',
  'org_name',
  'org_number',
  'org_reference',
  'street_name',
  'street_number',
  'zip',
  'city',
  'country_id',
  'dialling_code_country_id',
  'phone_number',
  'email',
];

type CheckKind = 'email' | 'phone' | 'org' | 'name';
type RemoteField = 'email' | 'phone_number' | 'org_number';
const FIELD_OF: Record<Exclude<CheckKind, 'name'>, RemoteField> = {
  email: 'email',
  phone: 'phone_number',
  org: 'org_number',
};
// E-mail and org number are checked on blur, or after this pause in typing.
const PAUSE_MS = 800;
const NAME_SEARCH_MS = 400;

export interface CustomerFormOptions {
  countries: Country[];
  emailMandatory?: boolean;
  onSaved: (c: SavedCustomer) => void;
}

/**
 * The customer form's state: the draft, which fields were touched, the local rules, the server
 * checks (each keyed by its value, outdated answers ignored), suggestions and saving.
 */
export function useCustomerForm(initial: CustomerDraft, { countries, emailMandatory, onSaved }: CustomerFormOptions) {
  const [draft, setDraftState] = useState(initial);
  const draftRef = useRef(initial);
  const [touched, setTouched] = useState<ReadonlySet<CustomerField>>(new Set());
  const [remote, setRemoteState] = useState<Partial<Record<RemoteField, CheckResult>>>({});
  const remoteRef = useRef(remote);
  const [found, setFound] = useState<Partial<Record<CheckKind, Suggestion[]>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<CustomerField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  // Per check: the newest request's number, its controller, its timer and the value it was for.
  const seq = useRef<Record<CheckKind, number>>({ email: 0, phone: 0, org: 0, name: 0 });
  const ctrl = useRef<Partial<Record<CheckKind, AbortController>>>({});
  const timers = useRef<Partial<Record<CheckKind, ReturnType<typeof setTimeout>>>>({});
  const checked = useRef<Partial<Record<CheckKind, string>>>({});
  const inflight = useRef<Partial<Record<CheckKind, Promise<unknown>>>>({});

  useEffect(
    () => () => {
      Object.values(timers.current).forEach((t) => clearTimeout(t));
      Object.values(ctrl.current).forEach((c) => c?.abort());
    },
    [],
  );

  const setRemote = (field: RemoteField, r: CheckResult | undefined) => {
    remoteRef.current = { ...remoteRef.current, [field]: r };
    setRemoteState(remoteRef.current);
  };

  const diallingCode = (d: CustomerDraft) => {
    const c = countries.find((x) => x.id === d.dialling_code_country_id);
    return c ? String(c.dialling_code) : '';
  };

  /** What a check is for, or null when the field is empty or locally wrong (then nothing is asked). */
  const checkKey = (kind: CheckKind, d: CustomerDraft): string | null => {
    const v = validateCustomer(d, { emailMandatory });
    switch (kind) {
      case 'email':
        return d.email.trim() && isEmailFormat(d.email) ? d.email.trim().toLowerCase() : null;
      case 'phone':
        return d.phone_number.trim() && !v.errors.phone_number && diallingCode(d)
          ? `${diallingCode(d)} ${normalizePhone(d.phone_number)}`
          : null;
      case 'org':
        return d.is_org && d.org_number.trim() && !v.errors.org_number
          ? `${d.org_number.trim()}|${d.country_id}`
          : null;
      case 'name': {
        if (d.id !== 0) return null;
        const text = d.is_org
          ? d.org_name.trim()
          : d.given_name.trim() && d.surname.trim()
            ? `${d.given_name.trim()} ${d.surname.trim()}`
            : '';
        return text.length >= 3 ? text : null;
      }
    }
  };

  /** Runs one check now for the current draft; an answer to an older request is dropped. */
  const runCheck = (kind: CheckKind): Promise<unknown> => {
    clearTimeout(timers.current[kind]);
    const d = draftRef.current;
    const key = checkKey(kind, d);
    if (key == null) return Promise.resolve();
    if (checked.current[kind] === key) return inflight.current[kind] ?? Promise.resolve();
    checked.current[kind] = key;
    ctrl.current[kind]?.abort();
    const c = (ctrl.current[kind] = new AbortController());
    const n = ++seq.current[kind];
    const current = () => seq.current[kind] === n;
    const selfId = d.id;
    let p: Promise<unknown>;
    if (kind === 'name') {
      p = searchByName(key, c.signal).then((list) => {
        if (current()) setFound((f) => ({ ...f, name: list }));
      });
    } else {
      const ask =
        kind === 'email'
          ? checkEmail(d.email, selfId, c.signal)
          : kind === 'phone'
            ? checkPhone(diallingCode(d), normalizePhone(d.phone_number), selfId, c.signal)
            : checkOrgNumber(d.org_number, selfId, d.country_id, c.signal);
      p = ask.then((r) => {
        if (!current()) return;
        setRemote(FIELD_OF[kind], r);
        setFound((f) => ({ ...f, [kind]: r.found }));
      });
    }
    const guarded = p.catch(() => {
      if (current()) checked.current[kind] = undefined;
    });
    inflight.current[kind] = guarded;
    return guarded;
  };

  const schedule = (kind: CheckKind, ms: number) => {
    clearTimeout(timers.current[kind]);
    timers.current[kind] = setTimeout(() => void runCheck(kind), ms);
  };

  /** A value changed: the field's old server verdicts no longer apply. */
  const forget = (kind: Exclude<CheckKind, 'name'>) => {
    clearTimeout(timers.current[kind]);
    ctrl.current[kind]?.abort();
    seq.current[kind]++;
    checked.current[kind] = undefined;
    setRemote(FIELD_OF[kind], undefined);
    setFound((f) => ({ ...f, [kind]: [] }));
  };

  const setField = useCallback(
    <F extends CustomerField>(field: F, raw: CustomerDraft[F]) => {
      const prev = draftRef.current;
      const value = (CAPITALISED.has(field) && typeof raw === 'string' ? autoCapitalise(raw) : raw) as CustomerDraft[F];
      const next: CustomerDraft = { ...prev, [field]: value };
      // The country sets the dialling code for a new customer, or while no number is entered.
      if (field === 'country_id' && (prev.id === 0 || !prev.phone_number.trim()))
        next.dialling_code_country_id = value as number | null;
      draftRef.current = next;
      setDraftState(next);
      setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

      if (field === 'email') {
        forget('email');
        if (checkKey('email', next)) schedule('email', PAUSE_MS);
      }
      if (
        field === 'phone_number' ||
        field === 'dialling_code_country_id' ||
        next.dialling_code_country_id !== prev.dialling_code_country_id
      ) {
        forget('phone');
        if (checkKey('phone', next)) schedule('phone', PHONE_CHECK_DELAY_MS);
      }
      if (field === 'org_number' || field === 'country_id' || field === 'is_org') {
        forget('org');
        if (checkKey('org', next)) schedule('org', PAUSE_MS);
      }
      if (field === 'given_name' || field === 'surname' || field === 'org_name' || field === 'is_org') {
        if (checkKey('name', next)) schedule('name', NAME_SEARCH_MS);
        else {
          clearTimeout(timers.current.name);
          seq.current.name++;
          checked.current.name = undefined;
          setFound((f) => ({ ...f, name: [] }));
        }
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps
    },
    [countries, emailMandatory],
  );

  const blur = useCallback(
    (field: CustomerField) => {
      setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
      if (field === 'email') void runCheck('email');
      if (field === 'org_number') void runCheck('org');
      // eslint-disable-next-line react-hooks/exhaustive-deps
    },
    [countries, emailMandatory],
  );

  const local = useMemo(() => validateCustomer(draft, { emailMandatory }), [draft, emailMandatory]);
  const remoteOf = (f: CustomerField) =>
    f === 'email' || f === 'phone_number' || f === 'org_number' ? remote[f] : undefined;
  const errorOf = (f: CustomerField): string | undefined =>
    serverErrors[f] ??
    (touched.has(f) ? local.errors[f] : undefined) ??
    (local.errors[f] ? undefined : remoteOf(f)?.error);
  const warningOf = (f: CustomerField): string | undefined =>
    errorOf(f) ? undefined : ((touched.has(f) ? local.warnings[f] : undefined) ?? remoteOf(f)?.warning);

  const suggestions = useMemo(
    () =>
      draft.id === 0
        ? dedupeSuggestions([
            ...(found.email ?? []),
            ...(found.phone ?? []),
            ...(found.org ?? []),
            ...(found.name ?? []),
          ])
        : [],
    [draft.id, found],
  );

  /** Save forces every check first (local and server) and saves only without errors. */
  const save = async (): Promise<boolean> => {
    if (saving) return false;
    setTouched(new Set(ALL_FIELDS));
    const d = draftRef.current;
    if (hasIssueErrors(validateCustomer(d, { emailMandatory }))) return false;
    setSaving(true);
    setFormError(null);
    try {
      await Promise.all((['email', 'phone', 'org'] as const).map((k) => runCheck(k)));
      const now = remoteRef.current;
      if (draftRef.current !== d || Object.values(now).some((r) => r?.error)) return false;
      const body = { ...d, id: d.id || undefined, phone_number: normalizePhone(d.phone_number), email: d.email.trim() };
      const res = await call('POST customers', { body, silent: true });
      onSaved(res.customer);
      return true;
    } catch (err) {
      // Field errors land on their fields; anything else is said above the buttons.
      const e = err instanceof ApiError ? err : new ApiError(0, null, String(err));
      const byField: Partial<Record<CustomerField, string>> = {};
      const other: string[] = [];
      for (const [k, msgs] of Object.entries(e.status === 422 ? e.fieldErrors : {})) {
        if ((ALL_FIELDS as string[]).includes(k)) byField[k as CustomerField] = msgs[0];
        else other.push(msgs[0]);
      }
      setServerErrors(byField);
      if (other.length) setFormError(other.join(' '));
      else if (!Object.keys(byField).length)
        setFormError(e.message || `Ett oväntat fel inträffade. Felkod: ${e.status || 'okänd'}`);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { draft, setField, blur, errorOf, warningOf, suggestions, save, saving, formError };
}

export type CustomerFormState = ReturnType<typeof useCustomerForm>;
