import type { TenantRouter } from '../http/router';
import { fieldError, validationError } from '../http/errors';
import { z } from '../http/validation';
import { idOrNewParam, idParam, text } from '../../src/domain/input';
import {
  CUSTOMER_LIMITS,
  CUSTOMER_TEXTS,
  DEFAULT_COUNTRY_ID,
  isOrgNumberPlausible,
  normalizePhone,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from '../../src/domain/customerForm';
import { checkEmailAddress } from './emailCheck';
import { checkPhoneNumber, diallingCodeDigits } from './phoneCheck';
import { customersWithEmail, customersWithOrgNumber, customersWithPhone } from './lookups';

const T = CUSTOMER_TEXTS;

const emailQuery = z.object({
  email: text(T.emailRequired).trim().min(1, T.emailRequired).max(254, T.emailFormat),
  customer_id: idOrNewParam().optional(),
});

const phoneQuery = z.object({
  dialling_code: text(T.diallingCodeRequired)
    .trim()
    .regex(/^(\+|00)?\d{1,4}$/, T.diallingCodeRequired),
  phone_number: text(T.phoneFormat)
    .trim()
    .max(40, T.phoneFormat)
    .refine((s) => {
      const digits = normalizePhone(s);
      return /^[\d\s\-+()./]*$/.test(s) && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
    }, T.phoneFormat),
  customer_id: idOrNewParam().optional(),
});

const orgQuery = z.object({
  org_number: text(T.orgNumberRequired)
    .trim()
    .min(1, T.orgNumberRequired)
    .max(CUSTOMER_LIMITS.org_number, T.orgNumberTooLong),
  customer_id: idOrNewParam().optional(),
  country_id: idParam().optional(),
});

/** The customer form's server checks (bookings.md 5 and 7): each answers for one field. */
export function registerCustomerValidateRoutes(r: TenantRouter) {
  r.get('validate/email', { permission: 'readBookings', query: emailQuery }, async (ctx) => {
    const { email, customer_id } = ctx.query;
    const check = await checkEmailAddress(email, ctx.services.config.emailDomainLookup);
    if (!check.formatOk) throw validationError({ email: [T.emailFormat] });
    const [other] = await customersWithEmail(ctx.db, email, customer_id ?? 0);
    return {
      validation_result: {
        status: check.status,
        is_customer: other != null,
        customer: other ? { id: other.id, full_name: other.full_name } : null,
      },
    };
  });

  r.get('validate/phone', { permission: 'readBookings', query: phoneQuery }, async (ctx) => {
    const code = diallingCodeDigits(ctx.query.dialling_code);
    const check = checkPhoneNumber(code, ctx.query.phone_number);
    const [other] = await customersWithPhone(ctx.db, code, ctx.query.phone_number, ctx.query.customer_id ?? 0);
    return {
      validation_result: {
        status: other ? 'duplicate' : check.status,
        result: check.result,
        customer: other ? { id: other.id, full_name: other.full_name } : null,
      },
    };
  });

  // Failures are error envelopes, as the spec has it: 'status error with data.suggestions[]'.
  r.get('validate/org-number', { permission: 'readBookings', query: orgQuery }, async (ctx) => {
    const { org_number, customer_id, country_id } = ctx.query;
    if (!isOrgNumberPlausible(org_number, country_id ?? DEFAULT_COUNTRY_ID)) {
      const message = T.orgNumberInvalid;
      throw fieldError('invalid_org_number', 'org_number', message, { suggestions: [] });
    }
    const suggestions = await customersWithOrgNumber(ctx.db, org_number, customer_id ?? 0);
    if (suggestions.length) {
      const message = T.orgNumberUsedBy(suggestions.map((s) => s.full_name).join(', '));
      throw fieldError('org_number_used', 'org_number', message, { suggestions });
    }
    return { validation_result: { status: 'valid' }, suggestions: [] };
  });
}
