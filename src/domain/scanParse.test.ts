import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeEan13 } from './numbers';
import { parseCardUid, parseScan, type Scan, UNKNOWN_SCAN_TEXT } from './scanParse';

describe('parseScan', () => {
  const table: [string, Scan][] = [
    ['7310865004703', { kind: 'product', barcode: '7310865004703', symbology: 'ean13' }],
    ['7310865004704', { kind: 'product', barcode: '7310865004704', symbology: 'badCheck' }],
    // A 13-digit code that lost its first digit: 12 digits failing the UPC-A check.
    ['310865004703', { kind: 'product', barcode: '310865004703', symbology: 'badCheck' }],
    ['036000291453', { kind: 'product', barcode: '036000291453', symbology: 'badCheck' }],
    ['96385074', { kind: 'product', barcode: '96385074', symbology: 'ean8' }],
    ['73513537', { kind: 'product', barcode: '73513537', symbology: 'ean8' }],
    ['73513538', { kind: 'product', barcode: '73513538', symbology: 'badCheck' }],
    // Internal codes of 9–11 digits carry no check digit.
    ['123456789', { kind: 'product', barcode: '123456789', symbology: 'digits' }],
    ['12345678901', { kind: 'product', barcode: '12345678901', symbology: 'digits' }],
    ['036000291452', { kind: 'product', barcode: '036000291452', symbology: 'upca' }],
    ['1234567890', { kind: 'product', barcode: '1234567890', symbology: 'digits' }],
    ['7310865004703\r\n', { kind: 'product', barcode: '7310865004703', symbology: 'ean13' }],
    ['2026-00042', { kind: 'booking', bookingNumber: '2026-00042', group: false }],
    ['2026-123456', { kind: 'booking', bookingNumber: '2026-123456', group: false }],
    ['2026-G0007', { kind: 'booking', bookingNumber: '2026-G0007', group: true }],
    ['2026-g0007', { kind: 'booking', bookingNumber: '2026-G0007', group: true }],
    ['04A1B2C3D4E5F6', { kind: 'tally', uid: '04A1B2C3D4E5F6' }],
    ['04a1b2c3d4e5f6', { kind: 'tally', uid: '04A1B2C3D4E5F6' }],
    ['04:A1:B2:C3:D4:E5:F6', { kind: 'tally', uid: '04A1B2C3D4E5F6' }],
    ['04123456789012', { kind: 'tally', uid: '04123456789012' }],
    ['DEADBEEF', { kind: 'tally', uid: 'DEADBEEF' }],
    ['0102030405060708090A', { kind: 'tally', uid: '0102030405060708090A' }],
    // 8 decimal digits: the barcode rule wins over a 4-byte uid.
    ['12345678', { kind: 'product', barcode: '12345678', symbology: 'badCheck' }],
    ['12345670', { kind: 'product', barcode: '12345670', symbology: 'ean8' }],
    ['1234567', { kind: 'unknown', raw: '1234567' }],
    ['12345678901234567', { kind: 'unknown', raw: '12345678901234567' }],
    ['04A1B2C3D4E5F', { kind: 'unknown', raw: '04A1B2C3D4E5F' }],
    ['04:A1B2C3D4E5F6', { kind: 'unknown', raw: '04:A1B2C3D4E5F6' }],
    ['2026-0042', { kind: 'unknown', raw: '2026-0042' }],
    ['HELLO-WORLD', { kind: 'unknown', raw: 'HELLO-WORLD' }],
    ['', { kind: 'unknown', raw: '' }],
  ];
  it.each(table)('%j', (raw, expected) => {
    expect(parseScan(raw)).toEqual(expected);
  });

  it('has the spec text for an unknown scan', () => {
    expect(UNKNOWN_SCAN_TEXT).toBe('Oidentifierat objekt');
  });

  it('every generated EAN-13 is a product barcode with its symbology', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (first12) => {
        const code = makeEan13(first12);
        expect(parseScan(code)).toEqual({ kind: 'product', barcode: code, symbology: 'ean13' });
      }),
    );
  });

  it('any 8–13 digits is a product; 7-byte hex uids are tally cards', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,13}$/), (code) => {
        expect(parseScan(code).kind).toBe('product');
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 7, maxLength: 7 }), (bytes) => {
        const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
        expect(parseScan(hex)).toEqual({ kind: 'tally', uid: hex.toUpperCase() });
      }),
    );
  });
});

describe('parseCardUid', () => {
  it.each([
    ['04a1b2c3', '04A1B2C3'],
    [' 04:a1:b2:c3 ', '04A1B2C3'],
    ['04a1b2', null],
    ['04:a1:b2:c3:', null],
    ['xyz', null],
  ])('%j → %j', (s, uid) => {
    expect(parseCardUid(s)).toBe(uid);
  });
});
