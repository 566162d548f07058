// The full metadata ('max'): only it knows which number ranges are mobile.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { CUSTOMER_TEXTS, normalizePhone } from '../../src/domain/customerForm';

export type PhoneStatus = 'valid' | 'undeliverable' | 'duplicate';

/** '+46', '0046' and '46' are the same dialling code. */
export const diallingCodeDigits = (code: string) => code.replace(/\D/g, '').replace(/^0+/, '');

/**
 * Can a text message reach this number? Invalid for its country's numbering plan: undeliverable.
 * Valid but a landline (or a number type that may be either): valid with a warning text.
 */
export function checkPhoneNumber(
  diallingCode: string,
  phone: string,
): { status: 'valid' | 'undeliverable'; result: string | null; e164: string | null } {
  const code = diallingCodeDigits(diallingCode);
  const digits = normalizePhone(phone);
  const parsed = code && digits ? parsePhoneNumberFromString(`+${code}${digits}`) : undefined;
  if (!parsed?.isValid()) return { status: 'undeliverable', result: null, e164: parsed?.number ?? null };
  const type = parsed.getType();
  // MOBILE, and the plans (US, CA...) that cannot tell mobile from fixed, count as mobile.
  const mobile = type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
  return { status: 'valid', result: mobile ? null : CUSTOMER_TEXTS.notMobile, e164: parsed.number };
}
