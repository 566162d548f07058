/**
 * Turns a raw scanner code (from the keyboard wedge or a HID-POS scanner) into a typed scan.
 * Transport apart from meaning: drivers yield strings, panes handle these values.
 *
 * Order of the rules (first match wins):
 * 1. booking number: 'YYYY-NNNNN' (regular) or 'YYYY-GNNNN' (group), as the server numbers them;
 * 2. product barcode: 8–13 digits (money.md 2); tagged EAN-8 / EAN-13 / UPC-A when the check
 *    digit is valid, 'badCheck' when a code of 8, 12 or 13 digits fails it (a misread or a scan
 *    that lost digits: never a new product), otherwise plain digits (internal codes of 9–11);
 * 3. tally card: an NFC uid in hexadecimal, 4, 7 or 10 bytes (8, 14 or 20 hex digits, optional ':'
 *    between bytes). An 8-digit uid made only of decimal digits is read as a barcode (rule 2 first);
 * 4. anything else is unknown: the caller warns 'Oidentifierat objekt'.
 */
import { isValidEan13, isValidEan8, isValidUpcA } from './numbers';

export type Symbology = 'ean13' | 'ean8' | 'upca' | 'digits' | 'badCheck';

export type Scan =
  | { kind: 'product'; barcode: string; symbology: Symbology }
  | { kind: 'booking'; bookingNumber: string; group: boolean }
  | { kind: 'tally'; uid: string }
  | { kind: 'unknown'; raw: string };

/** The warning shown for a scan that matches nothing (money.md 4, shell.md 5). */
export const UNKNOWN_SCAN_TEXT = 'Oidentifierat objekt';

const BOOKING_RE = /^(\d{4})-(\d{5,})$/;
const GROUP_RE = /^(\d{4})-[Gg](\d{4,})$/;
const BARCODE_RE = /^\d{8,13}$/;
const UID_RE = /^(?:[0-9A-F]{2}:?)+$/i;
const UID_BYTES = new Set([4, 7, 10]);

/** The scan's error text for a code whose check digit is wrong (issue 10). */
export const INVALID_BARCODE_TEXT = 'Ogiltig streckkod';

function symbologyOf(code: string): Symbology {
  if (code.length === 13) return isValidEan13(code) ? 'ean13' : 'badCheck';
  if (code.length === 12) return isValidUpcA(code) ? 'upca' : 'badCheck';
  if (code.length === 8) return isValidEan8(code) ? 'ean8' : 'badCheck';
  return 'digits';
}

/** A tally card uid normalised to uppercase hex without separators, or null when `s` is none. */
export function parseCardUid(s: string): string | null {
  const t = s.trim();
  if (!UID_RE.test(t) || t.endsWith(':')) return null;
  const hex = t.replace(/:/g, '');
  // Separators are all-or-nothing: '04:A1B2…' is a typo, not a uid.
  if (t.includes(':') && t.length !== hex.length + hex.length / 2 - 1) return null;
  return UID_BYTES.has(hex.length / 2) ? hex.toUpperCase() : null;
}

/** Classifies one raw scanner code. Control characters (a scanner's CR/LF/Tab suffix) are ignored. */
export function parseScan(raw: string): Scan {
  // eslint-disable-next-line no-control-regex
  const code = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const booking = BOOKING_RE.exec(code);
  if (booking) return { kind: 'booking', bookingNumber: code, group: false };
  const group = GROUP_RE.exec(code);
  if (group) return { kind: 'booking', bookingNumber: `${group[1]}-G${group[2]}`, group: true };
  if (BARCODE_RE.test(code)) return { kind: 'product', barcode: code, symbology: symbologyOf(code) };
  const uid = parseCardUid(code);
  if (uid) return { kind: 'tally', uid };
  return { kind: 'unknown', raw: code };
}
