/**
 * The customer form's rules (bookings.md 5 "Customer form"), shared by the console's form and the
 * server's POST customers: field limits, required fields, phone normalisation, what a server check
 * result means for a field (error or warning), completeness warnings and avatar initials.
 */
import { isValidOrgNumber } from './numbers';

export type CustomerType = 'person' | 'org';

export interface CustomerDraft {
  id: number;
  is_org: boolean;
  given_name: string;
  surname: string;
  org_name: string;
  org_number: string;
  org_reference: string;
  street_name: string;
  street_number: string;
  zip: string;
  city: string;
  country_id: number | null;
  dialling_code_country_id: number | null;
  phone_number: string;
  email: string;
}

export type CustomerField = keyof CustomerDraft;

export interface FieldIssues {
  errors: Partial<Record<CustomerField, string>>;
  warnings: Partial<Record<CustomerField, string>>;
}

export const CUSTOMER_LIMITS = {
  given_name: 50,
  surname: 50,
  org_number: 20,
  org_name: 100,
  org_reference: 100,
  street_name: 50,
  street_number: 15,
  zip: 50,
  city: 50,
} as const;

export const DEFAULT_COUNTRY_ID = 752;
export const PHONE_MIN_DIGITS = 4;
export const PHONE_MAX_DIGITS = 14;
/** The server phone check waits this long after the last keystroke. */
export const PHONE_CHECK_DELAY_MS = 400;
/** Address search starts at this many typed characters. */
export const ADDRESS_SEARCH_MIN_CHARS = 4;

export const CUSTOMER_TEXTS = {
  givenNameRequired: 'Fyll i förnamn',
  givenNameTooLong: 'Förnamn kan vara max 50 tecken',
  surnameRequired: 'Fyll i efternamn',
  surnameTooLong: 'Efternamn kan vara max 50 tecken',
  orgNumberRequired: 'Fyll i organisationsnummer',
  orgNumberTooLong: 'Organisationsnummer kan vara max 20 tecken',
  orgNumberInvalid: 'Ogiltigt organisationsnummer',
  orgNumberUsedBy: (name: string) => `Organisationsnumret används av: ${name}`,
  orgNameRequired: 'Fyll i företagsnamn',
  // The spec gives the limit (100) but not the text; worded like its siblings.
  orgNameTooLong: 'Företagsnamn kan vara max 100 tecken',
  orgReferenceTooLong: 'Kontaktperson kan vara max 100 tecken',
  streetNameTooLong: 'Gatunamn kan vara max 50 tecken',
  streetNameEndsInDigit: 'Det ser ut som att du kanske har skrivit gatunumret i fel fält',
  streetNumberTooLong: 'Gatunummer kan vara max 15 tecken',
  zipTooLong: 'Postnummer kan vara max 50 tecken',
  cityTooLong: 'Ort kan vara max 50 tecken',
  countryRequired: 'Land behövs',
  emailRequired: 'Ange en e-postadressen',
  emailFormat: 'E-postadressen är felformatterad',
  emailVerify: 'E-postadressen kunde inte bekräftas giltig',
  emailDomainBlocked: 'Domänen är svartlistad',
  emailInvalid: 'E-postadressen finns inte',
  emailUsedBy: (name: string) => `E-postadressen används av: ${name}`,
  phoneFormat: 'Inkorrekt formaterat mobilnummer',
  diallingCodeRequired: 'Landskod behövs',
  phoneUndeliverable: 'Mobilnumret existerar ej',
  phoneUsedBy: (name: string) => `Mobilnumret används av: ${name}`,
  phoneCheckFailed: (status: string | number) => `Extern valideringsserver svarade med felkod ${status}`,
  phoneCheckUnknown: 'okänd felkod',
  suggestionOne: 'Menade du den här kunden?',
  suggestionMany: 'Menade du någon av dem här kunderna?',
  notMobile: 'Numret verkar inte vara ett mobilnummer',
} as const;

/** Completeness warnings (bookings.md 5): what is missing from a saved customer's record. */
export const COMPLETENESS_TEXTS = {
  givenName: 'Förnamn saknas',
  surname: 'Efternamn saknas',
  streetName: 'Gatunamn saknas',
  streetNumber: 'Gatunummer saknas',
  zip: 'Postnummer saknas',
  city: 'Ort saknas',
  country: 'Land saknas',
  diallingCode: 'Landskod saknas',
  phone: 'Telefonnummer saknas',
  email: 'E-postadress saknas',
  orgReference: 'Kontaktperson saknas',
} as const;

export function emptyCustomer(isOrg = false): CustomerDraft {
  return {
    id: 0,
    is_org: isOrg,
    given_name: '',
    surname: '',
    org_name: '',
    org_number: '',
    org_reference: '',
    street_name: '',
    street_number: '',
    zip: '',
    city: '',
    country_id: DEFAULT_COUNTRY_ID,
    dialling_code_country_id: DEFAULT_COUNTRY_ID,
    phone_number: '',
    email: '',
  };
}

/** Digits only, leading zeros stripped ('070-123 45 67' → '701234567'). */
export function normalizePhone(raw: string): string {
  return (raw ?? '').replace(/\D/g, '').replace(/^0+/, '');
}

// What people type around phone digits; anything else (letters) is a format error.
const PHONE_CHARS_RE = /^[\d\s\-+()./]*$/;

// The HTML living standard's e-mail grammar: a dotless domain passes here and is left to the
// server check ('invalid'), as the spec orders format check first, then the server.
const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export function isEmailFormat(email: string): boolean {
  return EMAIL_RE.test(email.trim());
}

/** Words of 4 or more characters get a capital first letter; shorter words ('af', 'von') are left alone. */
export function autoCapitalise(text: string): string {
  return text.replace(/[^\s]+/g, (word) => {
    if ([...word].length < 4) return word;
    const first = word.charAt(0);
    return first.toLocaleUpperCase('sv-SE') + word.slice(1);
  });
}

const len = (s: string) => [...s].length;

/** Swedish organisation numbers (country 752) must pass the Luhn rule; other countries' are not checked. */
export function isOrgNumberPlausible(orgNumber: string, countryId: number | null): boolean {
  if (countryId !== DEFAULT_COUNTRY_ID) return true;
  return isValidOrgNumber(orgNumber.replace(/\s/g, ''));
}

/** Local rules only; server checks (e-mail, phone, org number use) come through the *Issue helpers. */
export function validateCustomer(d: CustomerDraft, opts: { emailMandatory?: boolean } = {}): FieldIssues {
  const errors: FieldIssues['errors'] = {};
  const warnings: FieldIssues['warnings'] = {};
  const t = (s: string | null | undefined) => (s ?? '').trim();
  const T = CUSTOMER_TEXTS;

  if (d.is_org) {
    const orgNumber = t(d.org_number);
    if (!orgNumber) errors.org_number = T.orgNumberRequired;
    else if (len(orgNumber) > CUSTOMER_LIMITS.org_number) errors.org_number = T.orgNumberTooLong;
    else if (!isOrgNumberPlausible(orgNumber, d.country_id)) errors.org_number = T.orgNumberInvalid;
    const orgName = t(d.org_name);
    if (!orgName) errors.org_name = T.orgNameRequired;
    else if (len(orgName) > CUSTOMER_LIMITS.org_name) errors.org_name = T.orgNameTooLong;
    if (len(t(d.org_reference)) > CUSTOMER_LIMITS.org_reference) errors.org_reference = T.orgReferenceTooLong;
  } else {
    const given = t(d.given_name);
    if (!given) errors.given_name = T.givenNameRequired;
    else if (len(given) > CUSTOMER_LIMITS.given_name) errors.given_name = T.givenNameTooLong;
    const surname = t(d.surname);
    if (!surname) errors.surname = T.surnameRequired;
    else if (len(surname) > CUSTOMER_LIMITS.surname) errors.surname = T.surnameTooLong;
  }

  const street = t(d.street_name);
  if (len(street) > CUSTOMER_LIMITS.street_name) errors.street_name = T.streetNameTooLong;
  else if (/\d$/.test(street)) warnings.street_name = T.streetNameEndsInDigit;
  if (len(t(d.street_number)) > CUSTOMER_LIMITS.street_number) errors.street_number = T.streetNumberTooLong;
  if (len(t(d.zip)) > CUSTOMER_LIMITS.zip) errors.zip = T.zipTooLong;
  if (len(t(d.city)) > CUSTOMER_LIMITS.city) errors.city = T.cityTooLong;
  if (d.country_id == null || d.country_id <= 0) errors.country_id = T.countryRequired;

  const email = t(d.email);
  if (!email) {
    if (opts.emailMandatory) errors.email = T.emailRequired;
  } else if (!isEmailFormat(email)) errors.email = T.emailFormat;

  const rawPhone = t(d.phone_number);
  if (rawPhone) {
    const digits = normalizePhone(rawPhone);
    if (!PHONE_CHARS_RE.test(rawPhone) || digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) {
      errors.phone_number = T.phoneFormat;
    }
    if (d.dialling_code_country_id == null || d.dialling_code_country_id <= 0) {
      errors.dialling_code_country_id = T.diallingCodeRequired;
    }
  }
  return { errors, warnings };
}

export const hasIssueErrors = (i: FieldIssues) => Object.values(i.errors).some(Boolean);

const blank = (s: string | null | undefined) => !s?.trim();

/** The data-completeness list (bookings.md 5); names for persons, contact person for organisations. */
export function completenessWarnings(c: { [K in keyof CustomerDraft]?: CustomerDraft[K] | null }): string[] {
  const W = COMPLETENESS_TEXTS;
  const out: string[] = [];
  if (!c.is_org) {
    if (blank(c.given_name)) out.push(W.givenName);
    if (blank(c.surname)) out.push(W.surname);
  }
  if (blank(c.street_name)) out.push(W.streetName);
  if (blank(c.street_number)) out.push(W.streetNumber);
  if (blank(c.zip)) out.push(W.zip);
  if (blank(c.city)) out.push(W.city);
  if (c.country_id == null) out.push(W.country);
  if (c.dialling_code_country_id == null) out.push(W.diallingCode);
  if (blank(c.phone_number)) out.push(W.phone);
  if (blank(c.email)) out.push(W.email);
  if (c.is_org && blank(c.org_reference)) out.push(W.orgReference);
  return out;
}

const firstLetter = (s: string | null | undefined) => {
  const ch = [...(s ?? '').trim()][0];
  return ch ? ch.toLocaleUpperCase('sv-SE') : 'X';
};

/** 'AS' for Anna Svensson, 'XS' without a given name; organisations use the name's first letter. */
export function avatarInitials(c: {
  is_org?: boolean;
  given_name?: string | null;
  surname?: string | null;
  org_name?: string | null;
}): string {
  if (c.is_org) return firstLetter(c.org_name);
  return firstLetter(c.given_name) + firstLetter(c.surname);
}

type OtherCustomer = { id: number; full_name: string } | null | undefined;
const isOther = (c: OtherCustomer, selfId: number): c is { id: number; full_name: string } =>
  c != null && c.id !== selfId;

/** What GET validate/email means for the e-mail field. */
export function emailValidationIssue(
  r: { status: string; is_customer?: boolean; customer?: { id: number; full_name: string } | null },
  selfId: number,
): { error?: string; warning?: string } {
  const T = CUSTOMER_TEXTS;
  if (r.status === 'domain_blocked') return { error: T.emailDomainBlocked };
  if (r.status === 'invalid') return { error: T.emailInvalid };
  const out: { error?: string; warning?: string } = {};
  if (r.is_customer && isOther(r.customer, selfId)) out.error = T.emailUsedBy(r.customer.full_name);
  if (r.status === 'verify') out.warning = T.emailVerify;
  return out;
}

/** What GET validate/phone means for the phone field: duplicates are errors, other results warnings. */
export function phoneValidationIssue(
  r: { status: string; result?: string | null; customer?: { id: number; full_name: string } | null },
  selfId: number,
): { error?: string; warning?: string } {
  const T = CUSTOMER_TEXTS;
  if (r.status === 'duplicate') {
    if (isOther(r.customer, selfId)) return { error: T.phoneUsedBy(r.customer.full_name) };
    return {};
  }
  if (r.status === 'undeliverable') return { warning: T.phoneUndeliverable };
  if (r.result?.trim()) return { warning: r.result };
  return {};
}

/** The phone check's own HTTP failure; status null/0 when there was no answer code. */
export function phoneCheckFailure(status: number | null): string {
  return CUSTOMER_TEXTS.phoneCheckFailed(status ? status : CUSTOMER_TEXTS.phoneCheckUnknown);
}

/** Suggestions come back for every customer with the number; only others make it an error. */
export function orgNumberIssue(suggestions: { id: number; full_name: string }[], selfId: number): string | undefined {
  const others = dedupeSuggestions(suggestions).filter((s) => s.id !== selfId);
  if (!others.length) return undefined;
  return CUSTOMER_TEXTS.orgNumberUsedBy(others.map((s) => s.full_name).join(', '));
}

export function suggestionsHeader(n: number): string {
  return n === 1 ? CUSTOMER_TEXTS.suggestionOne : CUSTOMER_TEXTS.suggestionMany;
}

/** Suggestions are deduplicated by customer id, first occurrence kept. */
export function dedupeSuggestions<T extends { id: number }>(list: T[]): T[] {
  const seen = new Set<number>();
  return list.filter((s) => (seen.has(s.id) ? false : (seen.add(s.id), true)));
}
