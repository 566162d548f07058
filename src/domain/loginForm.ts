/**
 * The login form's rules (shell.md 2.3, 5, 8 Login): validation texts, mapping a failed login to
 * fields, which field gets focus, the shortlist order and the daily background seed.
 */

export type LoginField = 'domain' | 'username' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;

export interface LoginValues {
  domainId: number | null;
  username: string;
  password: string;
}

export const LOGIN_TEXTS = {
  domainRequired: 'Välj en domän',
  passwordRequired: 'Ange lösenord',
  usernameRequired: 'Ange användarnamn (email)',
  addDomainHint: "Välj en domän sen klicka 'lägg till'",
  noResponse: 'Kunde inte kommunicera med servern.',
} as const;

/** Every missing field with its Swedish text; an empty object means the form may be sent. */
export function validateLogin(v: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (v.domainId == null) errors.domain = LOGIN_TEXTS.domainRequired;
  if (!v.username.trim()) errors.username = LOGIN_TEXTS.usernameRequired;
  if (!v.password) errors.password = LOGIN_TEXTS.passwordRequired;
  return errors;
}

export const hasErrors = (e: LoginErrors) => Object.values(e).some(Boolean);

/** An error clears when its field changes (shell.md 5). */
export function clearFieldError(errors: LoginErrors, field: LoginField): LoginErrors {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/** What a failed login call looks like to the form (the API client's ApiError has these). */
export interface LoginFailure {
  status: number;
  message: string;
  fieldErrors?: Record<string, string[] | string>;
}

// Server keys that belong to a form field; anything else is shown on the password field.
const SERVER_FIELDS: Record<string, LoginField> = {
  username: 'username',
  email: 'username',
  password: 'password',
  domain: 'domain',
};

/**
 * Server validation errors map to their fields; no response (status 0) is
 * 'Kunde inte kommunicera med servern.'; otherwise the server's message goes on the password field.
 */
export function loginFailureErrors(f: LoginFailure): LoginErrors {
  if (f.status === 0) return { password: LOGIN_TEXTS.noResponse };
  const errors: LoginErrors = {};
  for (const [key, value] of Object.entries(f.fieldErrors ?? {})) {
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) continue;
    const field = SERVER_FIELDS[key] ?? 'password';
    if (!errors[field]) errors[field] = text;
  }
  if (hasErrors(errors)) return errors;
  return { password: f.message || `Ett oväntat fel inträffade. Felkod: ${f.status}` };
}

/** Focus starts in the first empty field, or on the button when all are filled. */
export function firstEmptyField(v: LoginValues): LoginField | 'submit' {
  if (v.domainId == null) return 'domain';
  if (!v.username.trim()) return 'username';
  if (!v.password) return 'password';
  return 'submit';
}

/** The field with the first error, in form order, for moving focus after a failed submit. */
export function firstErrorField(e: LoginErrors): LoginField | null {
  return (['domain', 'username', 'password'] as const).find((f) => e[f]) ?? null;
}

export interface ShortlistItem {
  id: number;
  name: string;
  lastUsedAt: string;
  lastUsedEmail: string;
}

/** Newest first; ties keep their order. */
export function sortShortlist<T extends ShortlistItem>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.lastUsedAt < b.lastUsedAt ? 1 : a.lastUsedAt > b.lastUsedAt ? -1 : 0));
}

/** The domain preselected on the login page: the stored one if it is on the shortlist, else the newest. */
export function preselectedDomainId(list: readonly ShortlistItem[], storedDomainId: number | null): number | null {
  if (storedDomainId != null && list.some((d) => d.id === storedDomainId)) return storedDomainId;
  return sortShortlist(list)[0]?.id ?? null;
}

/** Selecting a domain prefills its last used username and clears the password (shell.md 2.3). */
export function valuesForDomain(list: readonly ShortlistItem[], domainId: number): LoginValues {
  return { domainId, username: list.find((d) => d.id === domainId)?.lastUsedEmail ?? '', password: '' };
}

/**
 * The domain meant by what was typed in the add-domain box: an exact name (or id) match, or the
 * only name that contains the text. null when nothing or several match.
 */
export function matchDomainText<T extends { name: string; domain: string }>(
  domains: readonly T[],
  text: string,
): T | null {
  const q = text.trim().toLocaleLowerCase('sv');
  if (!q) return null;
  const exact = domains.find((d) => d.name.toLocaleLowerCase('sv') === q || d.domain.toLocaleLowerCase('sv') === q);
  if (exact) return exact;
  const partial = domains.filter(
    (d) => d.name.toLocaleLowerCase('sv').includes(q) || d.domain.toLocaleLowerCase('sv').includes(q),
  );
  return partial.length === 1 ? partial[0] : null;
}

/** The background photo's daily seed: the Stockholm date as YYYYMMDD. */
export const dailySeed = (stockholmDate: string) => stockholmDate.replaceAll('-', '');

export const dailyPhotoUrl = (stockholmDate: string, width = 1920, height = 1080) =>
  `https://picsum.photos/seed/${dailySeed(stockholmDate)}/${width}/${height}`;
