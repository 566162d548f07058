import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { apiSuite } from '../helpers/suite';
import { customers } from '../../server/db/schema';
import { checkEmailAddress, type EmailDomainLookup } from '../../server/customers/emailCheck';

const s = apiSuite('kassor');

const { get } = s;
const result = async (path: string, query: Record<string, string>) => {
  const res = await get(path, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.validation_result;
};

async function demoCustomer(isOrg: boolean) {
  const [c] = await s.db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.isOrg, isOrg),
        isNull(customers.deletedAt),
        isNotNull(customers.email),
        isNotNull(customers.phoneNumber),
        eq(customers.diallingCodeCountryId, 752),
      ),
    )
    .orderBy(customers.id)
    .limit(1);
  return c;
}

describe('GET validate/email', () => {
  it.each([
    ['anna@gmail.com', 'valid'],
    ['Anna.Svensson@Telia.com', 'valid'],
    ['anna@mailinator.com', 'domain_blocked'],
    ['anna@yopmail.com', 'domain_blocked'],
    ['anna@localhost', 'invalid'],
    ['anna@campingen.invalid', 'invalid'],
    ['anna@site.test', 'invalid'],
    ['anna@example.com', 'invalid'],
    // No DNS in tests: an unknown domain cannot be confirmed.
    ['anna@campingen-i-norr.se', 'verify'],
  ])('%s is %s', async (email, status) => {
    expect(await result('validate/email', { email })).toEqual({ status, is_customer: false, customer: null });
  });

  it('names the customer who has the address, unless it is the customer asking', async () => {
    const c = await demoCustomer(false);
    const r = await result('validate/email', { email: c.email!.toUpperCase() });
    expect(r).toMatchObject({ is_customer: true, customer: { id: c.id, full_name: `${c.givenName} ${c.surname}` } });
    expect(await result('validate/email', { email: c.email!, customer_id: String(c.id) })).toMatchObject({
      is_customer: false,
      customer: null,
    });
  });

  it('refuses a malformed or missing address with a Swedish field error', async () => {
    let res = await get('validate/email', { email: 'anna@' });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.email).toEqual(['E-postadressen är felformatterad']);
    res = await get('validate/email', {});
    expect(res.status).toBe(422);
    expect(res.body.data.errors.email).toEqual(['Ange en e-postadressen']);
    expect((await get('validate/email', { email: 'a@gmail.com' }, 'bad-token')).status).toBe(401);
  });

  it('uses the injected DNS lookup: exists, missing, and unknown or failing as verify', async () => {
    const lookup =
      (answer: Awaited<ReturnType<EmailDomainLookup>> | Error): EmailDomainLookup =>
      async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      };
    expect((await checkEmailAddress('a@foretaget.se', lookup('exists'))).status).toBe('valid');
    expect((await checkEmailAddress('a@foretaget.se', lookup('missing'))).status).toBe('invalid');
    expect((await checkEmailAddress('a@foretaget.se', lookup('unknown'))).status).toBe('verify');
    expect((await checkEmailAddress('a@foretaget.se', lookup(new Error('EAI_AGAIN')))).status).toBe('verify');
    // Well-known providers and blocked domains never reach the lookup.
    expect((await checkEmailAddress('a@gmail.com', lookup('missing'))).status).toBe('valid');
    expect((await checkEmailAddress('a@mailinator.com', lookup('exists'))).status).toBe('domain_blocked');
  });
});

describe('GET validate/phone', () => {
  it('a Swedish mobile number is valid without a remark', async () => {
    expect(await result('validate/phone', { dialling_code: '46', phone_number: '070-555 12 34' })).toEqual({
      status: 'valid',
      result: null,
      customer: null,
    });
    expect((await result('validate/phone', { dialling_code: '+49', phone_number: '015112345678' })).status).toBe(
      'valid',
    );
  });

  it('a landline is valid with the warning text', async () => {
    expect(await result('validate/phone', { dialling_code: '46', phone_number: '08-612 34 56' })).toEqual({
      status: 'valid',
      result: 'Numret verkar inte vara ett mobilnummer',
      customer: null,
    });
  });

  it('a number outside the numbering plan is undeliverable', async () => {
    expect((await result('validate/phone', { dialling_code: '46', phone_number: '1234' })).status).toBe(
      'undeliverable',
    );
  });

  it('another customer with the number is a duplicate', async () => {
    const c = await demoCustomer(false);
    expect(await result('validate/phone', { dialling_code: '46', phone_number: '0' + c.phoneNumber })).toMatchObject({
      status: 'duplicate',
      customer: { id: c.id, full_name: `${c.givenName} ${c.surname}` },
    });
    expect(
      (await result('validate/phone', { dialling_code: '46', phone_number: c.phoneNumber!, customer_id: String(c.id) }))
        .status,
    ).not.toBe('duplicate');
    // Same digits under another dialling code is someone else's number.
    expect((await result('validate/phone', { dialling_code: '47', phone_number: c.phoneNumber! })).status).not.toBe(
      'duplicate',
    );
  });

  it('refuses a bad query with Swedish field errors', async () => {
    let res = await get('validate/phone', { dialling_code: '46', phone_number: '12' });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.phone_number).toEqual(['Inkorrekt formaterat mobilnummer']);
    res = await get('validate/phone', { phone_number: '0701234567' });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.dialling_code).toEqual(['Landskod behövs']);
    res = await get('validate/phone', { dialling_code: 'sverige', phone_number: '0701234567' });
    expect(res.body.data.errors.dialling_code).toEqual(['Landskod behövs']);
    res = await get('validate/phone', { dialling_code: '46', phone_number: '070abc' });
    expect(res.body.data.errors.phone_number).toEqual(['Inkorrekt formaterat mobilnummer']);
  });
});

describe('GET validate/org-number', () => {
  it('a free, Luhn-valid Swedish number passes', async () => {
    const res = await get('validate/org-number', { org_number: '559999-9991' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ validation_result: { status: 'valid' }, suggestions: [] });
  });

  it('a Swedish number failing the Luhn rule is an error; abroad it is not checked', async () => {
    const res = await get('validate/org-number', { org_number: '556036-0794' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      status: 'error',
      error_code: 'invalid_org_number',
      error_message: 'Ogiltigt organisationsnummer',
    });
    expect(res.body.data.errors.org_number).toEqual(['Ogiltigt organisationsnummer']);
    expect((await get('validate/org-number', { org_number: 'NO 123 456 789', country_id: '578' })).status).toBe(200);
  });

  it('a number in use is an error with the customers as suggestions, except the customer itself', async () => {
    const org = await demoCustomer(true);
    const res = await get('validate/org-number', { org_number: org.orgNumber!.replace('-', '') });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
    expect(res.body.error_message).toBe(`Organisationsnumret används av: ${org.orgName}`);
    expect(res.body.data.suggestions).toEqual([
      { id: org.id, full_name: org.orgName, shortAddress: `${org.streetName} ${org.streetNumber}, ${org.city}` },
    ]);
    expect((await get('validate/org-number', { org_number: org.orgNumber!, customer_id: String(org.id) })).status).toBe(
      200,
    );
  });

  it('refuses a missing or too long number', async () => {
    let res = await get('validate/org-number', {});
    expect(res.body.data.errors.org_number).toEqual(['Fyll i organisationsnummer']);
    res = await get('validate/org-number', { org_number: '1'.repeat(21) });
    expect(res.body.data.errors.org_number).toEqual(['Organisationsnummer kan vara max 20 tecken']);
  });
});
