import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  autoCapitalise,
  avatarInitials,
  completenessWarnings,
  CUSTOMER_LIMITS,
  dedupeSuggestions,
  emailValidationIssue,
  emptyCustomer,
  normalizePhone,
  orgNumberIssue,
  phoneCheckFailure,
  phoneValidationIssue,
  suggestionsHeader,
  validateCustomer,
  type CustomerDraft,
} from './customerForm';

const person = (over: Partial<CustomerDraft> = {}): CustomerDraft => ({
  ...emptyCustomer(false),
  given_name: 'Anna',
  surname: 'Svensson',
  ...over,
});
const org = (over: Partial<CustomerDraft> = {}): CustomerDraft => ({
  ...emptyCustomer(true),
  org_name: 'Fjällbolaget AB',
  org_number: '556036-0793',
  ...over,
});
const x = (n: number) => 'x'.repeat(n);

describe('emptyCustomer', () => {
  it('is a new person in Sweden with the Swedish dialling code', () => {
    expect(emptyCustomer()).toMatchObject({
      id: 0,
      is_org: false,
      country_id: 752,
      dialling_code_country_id: 752,
      email: '',
    });
    expect(emptyCustomer(true).is_org).toBe(true);
  });
});

describe('validateCustomer: errors', () => {
  const cases: [string, CustomerDraft, keyof CustomerDraft, string | undefined, { emailMandatory?: boolean }?][] = [
    ['given name required', person({ given_name: '  ' }), 'given_name', 'Fyll i förnamn'],
    ['given name 50 ok', person({ given_name: x(50) }), 'given_name', undefined],
    ['given name 51', person({ given_name: x(51) }), 'given_name', 'Förnamn kan vara max 50 tecken'],
    ['surname required', person({ surname: '' }), 'surname', 'Fyll i efternamn'],
    ['surname 51', person({ surname: x(51) }), 'surname', 'Efternamn kan vara max 50 tecken'],
    ['org number required', org({ org_number: '' }), 'org_number', 'Fyll i organisationsnummer'],
    ['org number 21', org({ org_number: '1'.repeat(21) }), 'org_number', 'Organisationsnummer kan vara max 20 tecken'],
    ['Swedish org number fails Luhn', org({ org_number: '556036-0794' }), 'org_number', 'Ogiltigt organisationsnummer'],
    ['Swedish org number without hyphen', org({ org_number: '5560360793' }), 'org_number', undefined],
    [
      'foreign org number not Luhn-checked',
      org({ org_number: 'NO 123 456 789', country_id: 578 }),
      'org_number',
      undefined,
    ],
    ['company name required', org({ org_name: '' }), 'org_name', 'Fyll i företagsnamn'],
    ['company name 101', org({ org_name: x(101) }), 'org_name', 'Företagsnamn kan vara max 100 tecken'],
    ['contact person 101', org({ org_reference: x(101) }), 'org_reference', 'Kontaktperson kan vara max 100 tecken'],
    ['contact person optional', org({ org_reference: '' }), 'org_reference', undefined],
    ['org needs no person name', org(), 'given_name', undefined],
    ['person needs no org number', person(), 'org_number', undefined],
    ['street 51', person({ street_name: x(51) }), 'street_name', 'Gatunamn kan vara max 50 tecken'],
    [
      'street number 16',
      person({ street_number: '1'.repeat(16) }),
      'street_number',
      'Gatunummer kan vara max 15 tecken',
    ],
    ['zip 51', person({ zip: '1'.repeat(51) }), 'zip', 'Postnummer kan vara max 50 tecken'],
    ['city 51', person({ city: x(51) }), 'city', 'Ort kan vara max 50 tecken'],
    ['country required', person({ country_id: null }), 'country_id', 'Land behövs'],
    ['email empty allowed', person({ email: '' }), 'email', undefined],
    ['email mandatory', person({ email: ' ' }), 'email', 'Ange en e-postadressen', { emailMandatory: true }],
    ['email format', person({ email: 'anna@' }), 'email', 'E-postadressen är felformatterad'],
    ['email two ats', person({ email: 'a@b@c.se' }), 'email', 'E-postadressen är felformatterad'],
    ['email fine', person({ email: 'anna.svensson@example.se' }), 'email', undefined],
    ['phone 3 digits', person({ phone_number: '123' }), 'phone_number', 'Inkorrekt formaterat mobilnummer'],
    [
      'phone leading zeros do not count',
      person({ phone_number: '0123' }),
      'phone_number',
      'Inkorrekt formaterat mobilnummer',
    ],
    ['phone 4 digits', person({ phone_number: '1234' }), 'phone_number', undefined],
    ['phone 14 digits', person({ phone_number: '1'.repeat(14) }), 'phone_number', undefined],
    ['phone 15 digits', person({ phone_number: '1'.repeat(15) }), 'phone_number', 'Inkorrekt formaterat mobilnummer'],
    ['phone letters', person({ phone_number: '070abc1234' }), 'phone_number', 'Inkorrekt formaterat mobilnummer'],
    ['phone with separators', person({ phone_number: '070-123 45 67' }), 'phone_number', undefined],
    [
      'dialling code needed',
      person({ phone_number: '0701234567', dialling_code_country_id: null }),
      'dialling_code_country_id',
      'Landskod behövs',
    ],
    [
      'no number, no dialling code needed',
      person({ phone_number: '', dialling_code_country_id: null }),
      'dialling_code_country_id',
      undefined,
    ],
  ];
  it.each(cases)('%s', (_name, draft, field, expected, opts) => {
    expect(validateCustomer(draft, opts).errors[field]).toBe(expected);
  });

  it('a complete person has no errors and no warnings', () => {
    expect(
      validateCustomer(
        person({ street_name: 'Storgatan', street_number: '1', email: 'a@b.se', phone_number: '0701234567' }),
      ),
    ).toEqual({ errors: {}, warnings: {} });
  });
});

describe('validateCustomer: warnings', () => {
  it.each([
    ['Storgatan 12', 'Det ser ut som att du kanske har skrivit gatunumret i fel fält'],
    ['Storgatan', undefined],
    ['3:e Långgatan', undefined],
  ])('street name %j', (street, expected) => {
    const issues = validateCustomer(person({ street_name: street }));
    expect(issues.warnings.street_name).toBe(expected);
    expect(issues.errors.street_name).toBeUndefined();
  });
});

describe('limits', () => {
  it('are the spec values', () => {
    expect(CUSTOMER_LIMITS).toEqual({
      given_name: 50,
      surname: 50,
      org_number: 20,
      org_name: 100,
      org_reference: 100,
      street_name: 50,
      street_number: 15,
      zip: 50,
      city: 50,
    });
  });
});

describe('normalizePhone', () => {
  it.each([
    ['070-123 45 67', '701234567'],
    ['+46 (0)70 123', '46070123'],
    ['000', ''],
    ['', ''],
    ['abc', ''],
  ])('%j → %j', (raw, out) => expect(normalizePhone(raw)).toBe(out));

  it('is idempotent, digits only, without a leading zero', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const n = normalizePhone(raw);
        expect(normalizePhone(n)).toBe(n);
        expect(n).toMatch(/^\d*$/);
        expect(n.startsWith('0')).toBe(false);
      }),
    );
  });

  it('keeps every non-zero-prefix digit in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 \-+]{0,20}$/), (raw) => {
        const digits = raw.replace(/\D/g, '');
        expect(digits.endsWith(normalizePhone(raw))).toBe(true);
      }),
    );
  });
});

describe('autoCapitalise', () => {
  it.each([
    ['anna', 'Anna'],
    ['ann', 'ann'],
    ['karl von linden', 'Karl von Linden'],
    ['örjan åberg', 'Örjan Åberg'],
    ['storgatan 12', 'Storgatan 12'],
    ['anna-karin', 'Anna-karin'],
    ['  två  mellanslag ', '  två  Mellanslag '],
  ])('%j → %j', (input, out) => expect(autoCapitalise(input)).toBe(out));

  it('never changes length or anything but first letters', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = autoCapitalise(s);
        expect(out.toLowerCase()).toBe(s.toLowerCase());
      }),
    );
  });
});

describe('completenessWarnings', () => {
  it('lists every missing part for an empty person', () => {
    expect(completenessWarnings({ is_org: false })).toEqual([
      'Förnamn saknas',
      'Efternamn saknas',
      'Gatunamn saknas',
      'Gatunummer saknas',
      'Postnummer saknas',
      'Ort saknas',
      'Land saknas',
      'Landskod saknas',
      'Telefonnummer saknas',
      'E-postadress saknas',
    ]);
  });
  it('asks organisations for a contact person instead of names', () => {
    const w = completenessWarnings({ is_org: true, country_id: 752, dialling_code_country_id: 752 });
    expect(w).toContain('Kontaktperson saknas');
    expect(w).not.toContain('Förnamn saknas');
  });
  it('is empty for a complete customer', () => {
    expect(
      completenessWarnings(
        person({
          street_name: 'Storgatan',
          street_number: '1',
          zip: '12345',
          city: 'Ort',
          phone_number: '701234567',
          email: 'a@b.se',
        }),
      ),
    ).toEqual([]);
  });
});

describe('avatarInitials', () => {
  it.each([
    [{ given_name: 'anna', surname: 'svensson' }, 'AS'],
    [{ given_name: '', surname: 'Svensson' }, 'XS'],
    [{ given_name: 'Anna', surname: null }, 'AX'],
    [{}, 'XX'],
    [{ is_org: true, org_name: 'fjällbolaget' }, 'F'],
    [{ is_org: true, org_name: '' }, 'X'],
  ])('%j → %s', (c, out) => expect(avatarInitials(c)).toBe(out));
});

describe('server check results', () => {
  const other = { id: 7, full_name: 'Bo Ek' };
  it.each([
    [{ status: 'valid' }, {}],
    [{ status: 'verify' }, { warning: 'E-postadressen kunde inte bekräftas giltig' }],
    [{ status: 'domain_blocked' }, { error: 'Domänen är svartlistad' }],
    [{ status: 'invalid' }, { error: 'E-postadressen finns inte' }],
    [{ status: 'valid', is_customer: true, customer: other }, { error: 'E-postadressen används av: Bo Ek' }],
    [{ status: 'valid', is_customer: true, customer: { id: 3, full_name: 'Jag' } }, {}],
  ])('email %j', (r, out) => expect(emailValidationIssue(r, 3)).toEqual(out));

  it.each([
    [{ status: 'valid', result: null }, {}],
    [{ status: 'undeliverable' }, { warning: 'Mobilnumret existerar ej' }],
    [{ status: 'duplicate', customer: other }, { error: 'Mobilnumret används av: Bo Ek' }],
    [{ status: 'duplicate', customer: { id: 3, full_name: 'Jag' } }, {}],
    [
      { status: 'valid', result: 'Numret verkar inte vara ett mobilnummer' },
      { warning: 'Numret verkar inte vara ett mobilnummer' },
    ],
  ])('phone %j', (r, out) => expect(phoneValidationIssue(r, 3)).toEqual(out));

  it('phone check failures', () => {
    expect(phoneCheckFailure(502)).toBe('Extern valideringsserver svarade med felkod 502');
    expect(phoneCheckFailure(null)).toBe('Extern valideringsserver svarade med felkod okänd felkod');
  });

  it('org number used by another customer', () => {
    expect(orgNumberIssue([other, other], 3)).toBe('Organisationsnumret används av: Bo Ek');
    expect(orgNumberIssue([{ id: 3, full_name: 'Jag' }], 3)).toBeUndefined();
    expect(orgNumberIssue([], 0)).toBeUndefined();
  });

  it('suggestions header and dedupe', () => {
    expect(suggestionsHeader(1)).toBe('Menade du den här kunden?');
    expect(suggestionsHeader(2)).toBe('Menade du någon av dem här kunderna?');
    expect(dedupeSuggestions([{ id: 1 }, { id: 2 }, { id: 1 }])).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
