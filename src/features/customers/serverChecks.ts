import { api, ApiError } from '../../data/api';
import {
  emailValidationIssue,
  orgNumberIssue,
  phoneCheckFailure,
  phoneValidationIssue,
} from '../../domain/customerForm';

/** A customer the form suggests instead of creating a new one. */
export interface Suggestion {
  id: number;
  full_name: string;
  shortAddress?: string | null;
}
/** What one server check says about its field, and whom it found. */
export interface CheckResult {
  error?: string;
  warning?: string;
  found: Suggestion[];
}

const firstFieldError = (err: ApiError) => Object.values(err.fieldErrors).flat()[0] ?? err.message;
const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/** GET validate/email: the server's verdict on the address, and the customer who already has it. */
export async function checkEmail(email: string, selfId: number, signal: AbortSignal): Promise<CheckResult> {
  try {
    const d = await api<{ validation_result: { status: string; is_customer?: boolean; customer?: Suggestion | null } }>(
      'GET',
      'validate/email',
      { query: { email: email.trim(), customer_id: selfId || undefined }, signal, silent: true },
    );
    const r = d.validation_result;
    const other = r.is_customer && r.customer && r.customer.id !== selfId ? [r.customer] : [];
    return { ...emailValidationIssue(r, selfId), found: other };
  } catch (err) {
    if (signal.aborted || isAbort(err)) throw err;
    // A rejected address is the field's error; an unreachable check leaves the address unjudged.
    if (err instanceof ApiError && err.status === 422) return { error: firstFieldError(err), found: [] };
    return { found: [] };
  }
}

/** GET validate/phone; a failing check is a warning with the server's status code (bookings.md 5). */
export async function checkPhone(
  diallingCode: string,
  phone: string,
  selfId: number,
  signal: AbortSignal,
): Promise<CheckResult> {
  try {
    const d = await api<{
      validation_result: { status: string; result?: string | null; customer?: Suggestion | null };
    }>('GET', 'validate/phone', {
      query: { dialling_code: diallingCode, phone_number: phone, customer_id: selfId || undefined },
      signal,
      silent: true,
    });
    const r = d.validation_result;
    const other = r.status === 'duplicate' && r.customer && r.customer.id !== selfId ? [r.customer] : [];
    return { ...phoneValidationIssue(r, selfId), found: other };
  } catch (err) {
    if (signal.aborted || isAbort(err)) throw err;
    if (err instanceof ApiError && err.status === 422) return { error: firstFieldError(err), found: [] };
    return { warning: phoneCheckFailure(err instanceof ApiError && err.status ? err.status : null), found: [] };
  }
}

/** GET validate/org-number: used answers with an error envelope carrying data.suggestions[]. */
export async function checkOrgNumber(
  orgNumber: string,
  selfId: number,
  countryId: number | null,
  signal: AbortSignal,
): Promise<CheckResult> {
  try {
    const d = await api<{ suggestions?: Suggestion[] }>('GET', 'validate/org-number', {
      query: { org_number: orgNumber.trim(), customer_id: selfId || undefined, country_id: countryId ?? undefined },
      signal,
      silent: true,
    });
    const found = (d.suggestions ?? []).filter((s) => s.id !== selfId);
    return { error: orgNumberIssue(found, selfId), found };
  } catch (err) {
    if (signal.aborted || isAbort(err)) throw err;
    if (!(err instanceof ApiError) || err.status !== 422) return { found: [] };
    const found = ((err.data as { suggestions?: Suggestion[] } | null)?.suggestions ?? []).filter(
      (s) => s.id !== selfId,
    );
    return { error: orgNumberIssue(found, selfId) ?? firstFieldError(err), found };
  }
}

const words = (s: string) => s.toLocaleLowerCase('sv-SE').split(/\s+/).filter(Boolean);
const NAME_SUGGESTIONS = 5;

/** GET search/customer on the typed name: only customers whose name has every typed word (as a word start). */
export async function searchByName(text: string, signal: AbortSignal): Promise<Suggestion[]> {
  const wanted = words(text);
  if (!wanted.length) return [];
  try {
    const d = await api<{ customers: Suggestion[] }>('GET', 'search/customer', {
      query: { search: text.trim() },
      signal,
      silent: true,
    });
    return d.customers
      .filter((c) => {
        const have = words(c.full_name ?? '');
        return wanted.every((w) => have.some((h) => h.startsWith(w)));
      })
      .slice(0, NAME_SUGGESTIONS);
  } catch (err) {
    if (signal.aborted || isAbort(err)) throw err;
    return [];
  }
}
