/**
 * Check-digit arithmetic for Swedish identifiers: Luhn (mod 10) as used by OCR
 * payment references (Bankgirot), organisationsnummer and personnummer, and
 * EAN-13 barcodes for shop articles.
 */
import { daysInMonth } from './dates';

const DIGITS_RE = /^\d+$/;

function requireDigits(s: string, what: string): void {
  if (typeof s !== 'string' || !DIGITS_RE.test(s))
    throw new RangeError(`${what} must be digits only: ${JSON.stringify(s)}`);
}

function luhnSum(digits: string, doubleRightmost: boolean): number {
  let sum = 0;
  let dbl = doubleRightmost;
  for (let i = digits.length - 1; i >= 0; i--) {
    let v = digits.charCodeAt(i) - 48;
    if (dbl) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
    dbl = !dbl;
  }
  return sum;
}

/** The Luhn (mod 10) check digit to append to `digits`. */
export function luhnCheckDigit(digits: string): number {
  requireDigits(digits, 'Luhn payload');
  return (10 - (luhnSum(digits, true) % 10)) % 10;
}

/** True when `s` is at least two digits (payload + check digit) and passes Luhn. No separators allowed. */
export function isLuhnValid(s: string): boolean {
  return typeof s === 'string' && s.length >= 2 && DIGITS_RE.test(s) && luhnSum(s, false) % 10 === 0;
}

/** Bankgirot limits OCR references to 2–25 digits. */
const OCR_MIN = 2;
const OCR_MAX = 25;

/**
 * Builds an OCR reference from a numeric base (e.g. an invoice number).
 * With `withLengthDigit` a length digit is inserted before the check digit: the
 * units digit of the total length including the length and check digits
 * ('12345' → '1234574'). Without it only the Luhn digit is appended ('12345' → '123455').
 */
export function ocrReference(base: string, withLengthDigit: boolean): string {
  requireDigits(base, 'OCR base');
  const length = base.length + (withLengthDigit ? 2 : 1);
  if (length > OCR_MAX) throw new RangeError(`OCR reference would be ${length} digits (max ${OCR_MAX})`);
  const payload = withLengthDigit ? base + String(length % 10) : base;
  return payload + String(luhnCheckDigit(payload));
}

/**
 * Validates an OCR reference (spaces are ignored, as people type them in
 * groups). With `requireLengthDigit` the second-to-last digit must also match
 * the length (Bankgirot's "hard" OCR check).
 */
export function isValidOcr(s: string, requireLengthDigit = false): boolean {
  if (typeof s !== 'string') return false;
  const digits = s.replace(/ /g, '');
  if (digits.length < OCR_MIN || digits.length > OCR_MAX || !isLuhnValid(digits)) return false;
  if (!requireLengthDigit) return true;
  return digits.length >= 3 && Number(digits[digits.length - 2]) === digits.length % 10;
}

/** EAN-13 check digit over the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  requireDigits(first12, 'EAN-13 payload');
  if (first12.length !== 12) throw new RangeError(`EAN-13 payload must be 12 digits, got ${first12.length}`);
  return gtinCheckDigit(first12);
}

/** The GS1 mod-10 check of every GTIN (EAN-8, UPC-A, EAN-13): weights 3,1,3,… from the right. */
function gtinCheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++)
    sum += (payload.charCodeAt(payload.length - 1 - i) - 48) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return (
    typeof code === 'string' &&
    code.length === 13 &&
    DIGITS_RE.test(code) &&
    ean13CheckDigit(code.slice(0, 12)) === Number(code[12])
  );
}

export function makeEan13(first12: string): string {
  return first12 + String(ean13CheckDigit(first12));
}

/** EAN-8 check digit over the first 7 digits. */
export function ean8CheckDigit(first7: string): number {
  requireDigits(first7, 'EAN-8 payload');
  if (first7.length !== 7) throw new RangeError(`EAN-8 payload must be 7 digits, got ${first7.length}`);
  return gtinCheckDigit(first7);
}

export function isValidEan8(code: string): boolean {
  return (
    typeof code === 'string' &&
    code.length === 8 &&
    DIGITS_RE.test(code) &&
    ean8CheckDigit(code.slice(0, 7)) === Number(code[7])
  );
}

/** UPC-A: 12 digits, the EAN-13 check with a leading zero (weights 3,1,3,… from the left). */
export function isValidUpcA(code: string): boolean {
  return typeof code === 'string' && code.length === 12 && isValidEan13(`0${code}`);
}

/**
 * A code of a length that carries a check digit (EAN-8, UPC-A, EAN-13) whose check digit is wrong:
 * a misread or a scan that lost digits. Other lengths (internal codes) have no check to fail.
 */
export function failsBarcodeCheck(code: string): boolean {
  if (typeof code !== 'string' || !DIGITS_RE.test(code)) return false;
  if (code.length === 8) return !isValidEan8(code);
  if (code.length === 12) return !isValidUpcA(code);
  if (code.length === 13) return !isValidEan13(code);
  return false;
}

/**
 * Swedish organisationsnummer: NNNNNN-NNNN or NNNNNNNNNN, Luhn-valid, and the
 * third digit ≥ 2 (which is what tells it apart from a personnummer; a sole
 * trader's personnummer is therefore not accepted here).
 */
export function isValidOrgNumber(s: string): boolean {
  if (typeof s !== 'string' || !/^\d{6}-?\d{4}$/.test(s)) return false;
  const digits = s.replace('-', '');
  return Number(digits[2]) >= 2 && isLuhnValid(digits);
}

/**
 * Swedish personnummer or samordningsnummer (day + 60).
 * Accepted forms: YYMMDD-NNNC, YYMMDD+NNNC (the '+' marks age 100+),
 * YYMMDDNNNC, YYYYMMDD-NNNC and YYYYMMDDNNNC. The Luhn check runs over the 10
 * digits YYMMDDNNNC. The date must be real; for the short forms, whose century
 * is unknown without a clock, 29 February is accepted if either 19YY or 20YY is
 * a leap year (only '00' differs).
 */
export function isValidPersonnummer(s: string): boolean {
  if (typeof s !== 'string') return false;
  const m = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{4})$/.exec(s);
  if (!m) return false;
  const [, century, yy, mm, dd, sep, last4] = m;
  if (century !== undefined && sep === '+') return false; // '+' only makes sense without a century
  const month = Number(mm);
  let day = Number(dd);
  if (day > 60) day -= 60; // samordningsnummer
  if (month < 1 || month > 12 || day < 1) return false;
  const years = century !== undefined ? [Number(century + yy)] : [1900 + Number(yy), 2000 + Number(yy)];
  if (!years.some((y) => day <= daysInMonth(y, month))) return false;
  return isLuhnValid(yy + mm + dd + last4);
}
