/**
 * The per-receipt data a Swedish control unit (kontrollenhet) signs, and its one-string form.
 * Client and server build the string with this same function, so the server can check that the
 * control code it stores belongs to exactly the receipt it wrote.
 *
 * Serialisation (11 fields joined by '#', no spaces added, no trailing separator):
 *
 *   dateTime#orgNumber#registerId#serial#type#returnTotal#salesTotal#vat1#vat2#vat3#vat4
 *
 * - dateTime: Stockholm wall time 'yyyyMMddHHmm';
 * - orgNumber: the 10 digits without the hyphen;
 * - registerId: the register's name (kassabeteckning), 1–16 characters, no '#', ';' or control chars;
 * - serial: the receipt serial number (löpnummer), a positive integer without leading zeros;
 * - type: normal | kopia | ovning | profo;
 * - returnTotal, salesTotal: kronor with a decimal comma and two decimals, no grouping, ≥ 0
 *   ('0,00', '1234,50'); returns are given as a positive amount;
 * - vat1..vat4: 'rate;amount', rate in percent with two decimals ('25,00;24,90'), highest rate
 *   first, signed amount ('-' for a net return); unused slots are empty strings.
 * Example: '202607151000#5561234567#Kassa 1#42#normal#0,00#124,50#25,00;24,90###'
 */
import { formatStockholm } from './dates';
import { splitVat, type VatLine } from './money';

export type ControlReceiptType = 'normal' | 'kopia' | 'ovning' | 'profo';

export interface ControlVat {
  /** Basis points: 25 % = 2500. */
  rate: number;
  /** VAT amount in öre (negative when returns outweigh sales at this rate). */
  amountOre: number;
}

export interface ControlData {
  issuedAt: Date;
  orgNumber: string;
  registerId: string;
  serial: number;
  receiptType: ControlReceiptType;
  /** Sum of the returned lines as a positive amount, öre. */
  returnTotalOre: number;
  /** Sum of the sold lines, öre. */
  salesTotalOre: number;
  /** At most 4 rates. */
  vat: ControlVat[];
}

export const CONTROL_RECEIPT_TYPES: readonly ControlReceiptType[] = ['normal', 'kopia', 'ovning', 'profo'];
export const MAX_CONTROL_VAT_RATES = 4;
export const MAX_REGISTER_ID_LENGTH = 16;

/** The receipt types of our receipts table mapped to the control unit's: a return is a normal receipt with a return total. */
export function controlReceiptType(type: 'normal' | 'copy' | 'return', training = false): ControlReceiptType {
  if (training) return 'ovning';
  return type === 'copy' ? 'kopia' : 'normal';
}

/** '1234,50' from 123450 öre; '-5,00' from -500. */
export function formatControlAmount(ore: number): string {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Amount in öre must be a safe integer, got ${ore}`);
  const abs = Math.abs(ore);
  return `${ore < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Sales total, return total and VAT per rate of a receipt's VAT-inclusive lines (returns negative). */
export function controlTotals(
  lines: readonly VatLine[],
): Pick<ControlData, 'salesTotalOre' | 'returnTotalOre' | 'vat'> {
  let sales = 0;
  let returns = 0;
  for (const l of lines) {
    if (l.grossOre >= 0) sales += l.grossOre;
    else returns -= l.grossOre;
  }
  const vat = splitVat(lines).map((g) => ({ rate: g.rate, amountOre: g.vat }));
  return { salesTotalOre: sales, returnTotalOre: returns, vat };
}

/** Why the data cannot be signed, in Swedish; empty when it can. */
export function controlDataErrors(d: ControlData): string[] {
  const errors: string[] = [];
  if (!(d.issuedAt instanceof Date) || Number.isNaN(d.issuedAt.getTime())) errors.push('Ogiltig tidpunkt');
  if (typeof d.orgNumber !== 'string' || !/^\d{6}-?\d{4}$/.test(d.orgNumber))
    errors.push('Ogiltigt organisationsnummer');
  // eslint-disable-next-line no-control-regex
  if (
    typeof d.registerId !== 'string' ||
    !/^[^#;\u0000-\u001f\u007f]+$/.test(d.registerId) ||
    d.registerId.trim() !== d.registerId ||
    d.registerId.length > MAX_REGISTER_ID_LENGTH
  ) {
    errors.push(`Ogiltig kassabeteckning (1–${MAX_REGISTER_ID_LENGTH} tecken, inte # eller ;)`);
  }
  if (!Number.isSafeInteger(d.serial) || d.serial < 1) errors.push('Ogiltigt löpnummer');
  if (!CONTROL_RECEIPT_TYPES.includes(d.receiptType)) errors.push('Ogiltig kvittotyp');
  if (!Number.isSafeInteger(d.returnTotalOre) || d.returnTotalOre < 0) errors.push('Ogiltigt returbelopp');
  if (!Number.isSafeInteger(d.salesTotalOre) || d.salesTotalOre < 0) errors.push('Ogiltigt försäljningsbelopp');
  if (!Array.isArray(d.vat) || d.vat.length > MAX_CONTROL_VAT_RATES)
    errors.push(`Högst ${MAX_CONTROL_VAT_RATES} momssatser`);
  else {
    const rates = new Set<number>();
    for (const v of d.vat) {
      if (
        !Number.isSafeInteger(v.rate) ||
        v.rate < 0 ||
        v.rate > 10_000 ||
        !Number.isSafeInteger(v.amountOre) ||
        rates.has(v.rate)
      ) {
        errors.push('Ogiltig momsrad');
        break;
      }
      rates.add(v.rate);
    }
  }
  return errors;
}

/** The one string a control unit signs. Throws a RangeError (with the Swedish reasons) on invalid data. */
export function controlDataString(d: ControlData): string {
  const errors = controlDataErrors(d);
  if (errors.length > 0) throw new RangeError(errors.join('; '));
  const vat = [...d.vat]
    .sort((a, b) => b.rate - a.rate)
    .map((v) => `${formatControlAmount(v.rate)};${formatControlAmount(v.amountOre)}`);
  while (vat.length < MAX_CONTROL_VAT_RATES) vat.push('');
  return [
    formatStockholm(d.issuedAt, 'yyyyMMddHHmm'),
    d.orgNumber.replace('-', ''),
    d.registerId,
    String(d.serial),
    d.receiptType,
    formatControlAmount(d.returnTotalOre),
    formatControlAmount(d.salesTotalOre),
    ...vat,
  ].join('#');
}

/**
 * The control code as the unit's contract gives it (devices/controlUnit): the first 160 bits of an
 * HMAC-SHA256 in RFC 4648 base32, eight groups of four characters joined by '-'.
 */
export const CONTROL_CODE_PATTERN = /^[A-Z2-7]{4}(?:-[A-Z2-7]{4}){7}$/;
/** A manufacturing number (tillverkningsnummer): letters, digits and '-', 3–32 characters. */
export const MANUFACTURING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,31}$/;

export const CONTROL_CODE_TEXTS = {
  missingCode: 'Kontrollenheten lämnade ingen kontrollkod.',
  badCode: 'Kontrollkoden har fel form: den ska vara åtta grupper om fyra tecken (A–Z, 2–7) med bindestreck emellan.',
  missingUnit: 'Kontrollenhetens tillverkningsnummer saknas.',
  badUnit: 'Tillverkningsnumret har fel form: 3–32 tecken, bokstäver, siffror och bindestreck.',
} as const;

/** Why the control unit's answer cannot be a control code, per field; empty when it can. */
export function controlAnswerErrors(code: string, manufacturingNumber: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!code) errors['control_data.code'] = [CONTROL_CODE_TEXTS.missingCode];
  else if (!CONTROL_CODE_PATTERN.test(code)) errors['control_data.code'] = [CONTROL_CODE_TEXTS.badCode];
  if (!manufacturingNumber) errors['control_data.manufacturing_number'] = [CONTROL_CODE_TEXTS.missingUnit];
  else if (!MANUFACTURING_NUMBER_PATTERN.test(manufacturingNumber))
    errors['control_data.manufacturing_number'] = [CONTROL_CODE_TEXTS.badUnit];
  return errors;
}
