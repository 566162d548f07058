import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { controlDataString, type ControlData } from '../../domain/controlData';
import { base32, hmacSha256, hmacSha256Sync, sha256 } from './hmac';
import { createSimulatedControlUnit, formatControlCode, SIMULATED_MANUFACTURING_NUMBER } from './simulator';

const data: ControlData = {
  issuedAt: new Date('2026-07-15T08:00:00Z'),
  orgNumber: '556123-4567',
  registerId: 'Kassa 1',
  serial: 1,
  receiptType: 'normal',
  returnTotalOre: 0,
  salesTotalOre: 12500,
  vat: [{ rate: 2500, amountOre: 2500 }],
};
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const CODE_RE = /^(?:[A-Z2-7]{4}-){7}[A-Z2-7]{4}$/;

describe('hmac', () => {
  it('sha256 and base32 match the standard vectors', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256(new Uint8Array(0)))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(base32(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(base32(new TextEncoder().encode('fooba'))).toBe('MZXW6YTB');
  });

  it('the pure HMAC equals Node and Web Crypto for any key and text', async () => {
    const enc = new TextEncoder();
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 100 }), fc.string({ maxLength: 300 }), async (key, text) => {
        const expected = createHmac('sha256', key).update(text).digest('hex');
        expect(hex(hmacSha256Sync(enc.encode(key), enc.encode(text)))).toBe(expected);
        expect(hex(await hmacSha256(key, text))).toBe(expected);
      }),
      { numRuns: 50 },
    );
  });
});

describe('simulated control unit', () => {
  it('signs deterministically from the control data, with a code formatted like a real one', async () => {
    const unit = createSimulatedControlUnit();
    expect(unit.status.get()).toBe('disconnected');
    expect(unit.manufacturingNumber.get()).toBeNull();
    const a = await unit.sign(data);
    expect(a).toMatchObject({ ok: true, manufacturingNumber: SIMULATED_MANUFACTURING_NUMBER });
    if (!a.ok) throw new Error('unreachable');
    expect(a.code).toMatch(CODE_RE);
    const expected = formatControlCode(
      new Uint8Array(
        createHmac('sha256', 'kontrollenhet-simulator')
          .update(`SIM-CU-0001#${controlDataString(data)}`)
          .digest(),
      ),
    );
    expect(a.code).toBe(expected);
    expect(await createSimulatedControlUnit().sign(data)).toEqual(a);
    const b = await unit.sign({ ...data, serial: 2 });
    expect(b.ok && b.code).not.toBe(a.code);
    expect(((await createSimulatedControlUnit({ secret: 'annan' }).sign(data)) as { code: string }).code).not.toBe(
      a.code,
    );
    expect(unit.status.get()).toBe('ready');
    expect(unit.manufacturingNumber.get()).toBe('SIM-CU-0001');
  });

  it('stores each receipt once: signing the same data again returns the same code', async () => {
    const unit = createSimulatedControlUnit();
    const first = await unit.sign(data);
    expect(await unit.sign(data)).toEqual(first);
    expect(unit.journal()).toEqual([{ data: controlDataString(data), code: (first as { code: string }).code }]);
  });

  it('check reports the fiscal status object', async () => {
    const unit = createSimulatedControlUnit({ manufacturingNumber: 'CU-42' });
    expect(await unit.check()).toEqual({
      statusCode: 0,
      shortMessage: 'OK',
      mainStatus: 0,
      storageStatus: 0,
      unitId: 'CU-42',
    });
    unit.setOffline(true);
    expect(await unit.check()).toEqual({
      statusCode: 99,
      shortMessage: 'UNIT_NOT_FOUND',
      mainStatus: 0,
      storageStatus: 0,
      unitId: null,
    });
    expect(unit.status.get()).toBe('error');
    unit.setConnection('route_not_found');
    expect(await unit.check()).toMatchObject({ statusCode: 7, shortMessage: 'ROUTE_NOT_FOUND' });
    unit.setConnection('unexpected');
    expect((await unit.check()).unexpectedError).toBeTruthy();
    unit.setOffline(false);
    unit.setMainStatus(3);
    unit.setStorage(1);
    unit.setUnitId('CU-99');
    expect(await unit.check()).toEqual({
      statusCode: 0,
      shortMessage: 'OK',
      mainStatus: 3,
      storageStatus: 1,
      unitId: 'CU-99',
    });
    expect(unit.status.get()).toBe('error');
  });

  it('returns failures as values', async () => {
    const unit = createSimulatedControlUnit();
    expect(await unit.sign({ ...data, serial: 0 })).toEqual({
      ok: false,
      code: 'invalid_data',
      message: 'Ogiltigt löpnummer',
      retryable: false,
    });
    unit.setOffline(true);
    expect(await unit.sign(data)).toEqual({
      ok: false,
      code: 'connection_error',
      message: 'Ingen kontakt med kontrollenheten',
      retryable: true,
    });
    unit.setOffline(false);
    unit.setMainStatus(5);
    expect(await unit.sign(data)).toEqual({
      ok: false,
      code: 'unit_error',
      message: 'Kontrollenheten rapporterar ett fel (status 5)',
      retryable: false,
    });
    unit.setMainStatus(0);
    unit.setStorage(2);
    expect(await unit.sign(data)).toEqual({
      ok: false,
      code: 'no_storage',
      message: 'Kontrollenhetens minne är fullt',
      retryable: false,
    });
    expect(unit.journal()).toEqual([]);
  });

  it('fills up: low storage from 90 %, none when full', async () => {
    const unit = createSimulatedControlUnit({ capacity: 10 });
    for (let serial = 1; serial <= 8; serial++) expect((await unit.sign({ ...data, serial })).ok).toBe(true);
    expect((await unit.check()).storageStatus).toBe(0);
    await unit.sign({ ...data, serial: 9 });
    expect((await unit.check()).storageStatus).toBe(1);
    await unit.sign({ ...data, serial: 10 });
    expect((await unit.check()).storageStatus).toBe(2);
    expect(await unit.sign({ ...data, serial: 11 })).toMatchObject({ ok: false, code: 'no_storage' });
    expect(unit.journal()).toHaveLength(10);
  });
});
