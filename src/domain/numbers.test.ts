import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ean13CheckDigit,
  ean8CheckDigit,
  failsBarcodeCheck,
  isValidEan8,
  isValidUpcA,
  isLuhnValid,
  isValidEan13,
  isValidOcr,
  isValidOrgNumber,
  isValidPersonnummer,
  luhnCheckDigit,
  makeEan13,
  ocrReference,
} from './numbers';

const digitsArb = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((a) => a.join(''));

describe('Luhn', () => {
  it.each([
    ['12345', 5],
    ['811228987', 4],
    ['556036079', 3],
    ['7992739871', 3],
    ['0', 0],
    ['000000000', 0],
  ])('luhnCheckDigit(%s) = %i', (payload, check) => {
    expect(luhnCheckDigit(payload)).toBe(check);
    expect(isLuhnValid(payload + check)).toBe(true);
  });

  it.each([['123456'], ['79927398710'], [''], ['5'], ['12 345 5'], ['12a455']])('isLuhnValid(%j) = false', (s) =>
    expect(isLuhnValid(s)).toBe(false),
  );

  it('throws on non-digit payloads', () => {
    expect(() => luhnCheckDigit('12-3')).toThrow(RangeError);
    expect(() => luhnCheckDigit('')).toThrow(RangeError);
  });

  it('property: appending the check digit gives a valid number; any other digit does not', () => {
    fc.assert(
      fc.property(digitsArb(1, 30), fc.integer({ min: 1, max: 9 }), (payload, delta) => {
        const c = luhnCheckDigit(payload);
        return isLuhnValid(payload + c) && !isLuhnValid(payload + ((c + delta) % 10));
      }),
    );
  });

  it('property: detects every single-digit substitution', () => {
    fc.assert(
      fc.property(digitsArb(1, 20), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, pos, delta) => {
        const valid = payload + luhnCheckDigit(payload);
        const i = pos % valid.length;
        const broken = valid.slice(0, i) + ((Number(valid[i]) + delta) % 10) + valid.slice(i + 1);
        return !isLuhnValid(broken);
      }),
    );
  });
});

describe('OCR', () => {
  it.each([
    ['12345', false, '123455'],
    ['12345', true, '1234574'],
    ['1', false, '18'],
    ['1', true, '133'], // total length 3
    ['12345678', true, '1234567806'], // total length 10 -> length digit 0
  ])('ocrReference(%s, %s) = %s', (base, len, expected) => {
    expect(ocrReference(base, len)).toBe(expected);
    expect(isValidOcr(expected, len)).toBe(true);
  });

  it('rejects bad bases and over-long references', () => {
    expect(() => ocrReference('', false)).toThrow(RangeError);
    expect(() => ocrReference('12 34', false)).toThrow(RangeError);
    expect(() => ocrReference('1'.repeat(24), false)).not.toThrow();
    expect(() => ocrReference('1'.repeat(24), true)).toThrow(RangeError);
  });

  it.each([
    ['123455', false, true],
    ['123 455', false, true],
    ['123456', false, false],
    ['1234574', true, true],
    ['123455', true, false], // Luhn ok, but length digit 5 ≠ 6
    ['0', false, false],
    ['1'.repeat(25) + '9', false, false], // 26 digits
    ['12-3455', false, false],
  ])('isValidOcr(%j, %s) = %s', (s, len, expected) => expect(isValidOcr(s, len)).toBe(expected));

  it('property: generated references are valid', () => {
    fc.assert(
      fc.property(digitsArb(1, 23), fc.boolean(), (base, len) => {
        const ref = ocrReference(base, len);
        return ref.startsWith(base) && isValidOcr(ref, len) && ref.length === base.length + (len ? 2 : 1);
      }),
    );
  });
});

describe('EAN-13', () => {
  it.each([
    ['400638133393', 1],
    ['731234567890', 9],
    ['731086500470', 3],
    ['000000000000', 0],
  ])('ean13CheckDigit(%s) = %i', (first12, check) => {
    expect(ean13CheckDigit(first12)).toBe(check);
    expect(makeEan13(first12)).toBe(first12 + check);
    expect(isValidEan13(first12 + check)).toBe(true);
  });

  it.each([['4006381333932'], ['400638133393'], ['40063813339311'], ['400638133393a'], ['']])(
    'isValidEan13(%j) = false',
    (code) => expect(isValidEan13(code)).toBe(false),
  );

  it('throws on bad payloads', () => {
    expect(() => ean13CheckDigit('12345')).toThrow(RangeError);
    expect(() => makeEan13('73123456789x')).toThrow(RangeError);
  });

  it('property: makeEan13 output is valid and a changed check digit is not', () => {
    fc.assert(
      fc.property(digitsArb(12, 12), fc.integer({ min: 1, max: 9 }), (first12, delta) => {
        const code = makeEan13(first12);
        const broken = first12 + ((Number(code[12]) + delta) % 10);
        return isValidEan13(code) && !isValidEan13(broken);
      }),
    );
  });
});

describe('EAN-8 and UPC-A', () => {
  it.each([
    ['7351353', 7],
    ['9638507', 4],
    ['1234567', 0],
    ['0000000', 0],
  ])('ean8CheckDigit(%s) = %i', (first7, check) => {
    expect(ean8CheckDigit(first7)).toBe(check);
    expect(isValidEan8(first7 + check)).toBe(true);
    expect(isValidEan8(first7 + ((check + 1) % 10))).toBe(false);
  });

  it.each([
    ['036000291452', true],
    ['012345678905', true],
    ['036000291453', false],
    ['03600029145', false],
    ['03600029145a', false],
  ])('isValidUpcA(%j) = %j', (code, valid) => expect(isValidUpcA(code)).toBe(valid));

  it.each([
    ['73513537', false],
    ['73513538', true], // EAN-8
    ['036000291452', false],
    ['310865004703', true], // UPC-A; the second is an EAN-13 without its first digit
    ['7310865004703', false],
    ['7310865004704', true], // EAN-13
    ['123456789', false],
    ['1234567890', false],
    ['12345678901', false], // internal codes: no check digit
    ['1234567', false],
    ['', false],
    ['2026-00042', false],
  ])('failsBarcodeCheck(%j) = %j', (code, fails) => expect(failsBarcodeCheck(code)).toBe(fails));

  it('throws on bad payloads', () => {
    expect(() => ean8CheckDigit('123')).toThrow(RangeError);
    expect(() => ean8CheckDigit('123456x')).toThrow(RangeError);
  });

  it('property: a wrong check digit always fails, the right one never', () => {
    fc.assert(
      fc.property(digitsArb(7, 7), fc.integer({ min: 1, max: 9 }), (first7, delta) => {
        const code = first7 + ean8CheckDigit(first7);
        return !failsBarcodeCheck(code) && failsBarcodeCheck(first7 + ((Number(code[7]) + delta) % 10));
      }),
    );
    fc.assert(
      fc.property(digitsArb(11, 11), fc.integer({ min: 1, max: 9 }), (first11, delta) => {
        const code = makeEan13(`0${first11}`).slice(1);
        return isValidUpcA(code) && failsBarcodeCheck(first11 + ((Number(code[11]) + delta) % 10));
      }),
    );
  });
});

describe('isValidOrgNumber', () => {
  it.each([
    ['556036-0793', true], // Saab AB
    ['5560360793', true],
    ['556012-5790', true], // AB Volvo
    ['202100-5489', true], // Skatteverket
    ['556036-0794', false], // bad check digit
    ['811228-9874', false], // a personnummer (third digit 1)
    ['55603-60793', false],
    ['556036 0793', false],
    ['16556036-0793', false],
    ['', false],
  ])('%s -> %s', (s, expected) => expect(isValidOrgNumber(s)).toBe(expected));
});

describe('isValidPersonnummer', () => {
  it.each([
    ['811228-9874', true], // Skatteverket's example
    ['8112289874', true],
    ['19811228-9874', true],
    ['198112289874', true],
    ['121212-1212', true],
    ['121212+1212', true],
    ['701063-2391', true], // samordningsnummer (day 3 + 60)
    ['811228-9875', false], // bad check digit
    ['19811228+9874', false], // '+' with a full year
    ['811328-9874', false], // month 13
    ['811232-9874', false], // day 32
    ['810230-1234', false], // 30 February
    ['811200-9874', false], // day 0
    ['81122-89874', false],
    ['811228 9874', false],
    ['', false],
  ])('%s -> %s', (s, expected) => expect(isValidPersonnummer(s)).toBe(expected));

  it('checks 29 February against the century', () => {
    const withCheck = (yymmddnnn: string) => yymmddnnn + luhnCheckDigit(yymmddnnn);
    const leap2000 = withCheck('000229123'); // 2000 is a leap year, 1900 is not
    expect(isValidPersonnummer(leap2000)).toBe(true);
    expect(isValidPersonnummer('20' + leap2000)).toBe(true);
    expect(isValidPersonnummer('19' + leap2000)).toBe(false);
    const notLeap = withCheck('010229123');
    expect(isValidPersonnummer(notLeap)).toBe(false);
    expect(isValidPersonnummer(withCheck('040289123'))).toBe(true); // samordningsnummer on 29 Feb
  });

  it('property: org numbers and personnummer are disjoint', () => {
    fc.assert(
      fc.property(digitsArb(9, 9), (nine) => {
        const s = nine + luhnCheckDigit(nine);
        return !(isValidOrgNumber(s) && isValidPersonnummer(s));
      }),
    );
  });
});
