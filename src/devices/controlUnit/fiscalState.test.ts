import { describe, expect, it } from 'vitest';
import type { FiscalStatus } from './contract';
import {
  didNotClose,
  fiscalBlockReason,
  fiscalState,
  isConnectionError,
  type FiscalFlag,
  type FiscalInputs,
} from './fiscalState';

const okUnit: FiscalStatus = {
  statusCode: 0,
  shortMessage: 'OK',
  mainStatus: 0,
  storageStatus: 0,
  unitId: 'SIM-CU-0001',
};
const base: FiscalInputs = {
  offline: false,
  serverOffline: false,
  registerFetchError: null,
  today: '2026-07-15',
  checking: false,
  unit: okUnit,
  register: {
    isRegistered: true,
    openedAt: '2026-07-15T06:00:00Z',
    controlUnitManufacturerId: 'SIM-CU-0001',
    requiresClientSignature: true,
  },
};
const reg = base.register!;

describe('fiscalState', () => {
  const table: [string, Partial<FiscalInputs>, FiscalFlag[], boolean][] = [
    ['all well', {}, [], false],
    ['offline', { offline: true }, ['offline'], true],
    ['server offline', { serverOffline: true }, ['serverOffline'], true],
    ['register fetch error', { registerFetchError: 'Nätverksfel' }, ['registerFetchError'], true],
    ['not registered', { register: { ...reg, isRegistered: false } }, ['notRegistered'], true],
    ['opened yesterday', { register: { ...reg, openedAt: '2026-07-14T21:00:00Z' } }, ['didNotClose'], true],
    [
      'opened just after midnight Stockholm time',
      { register: { ...reg, openedAt: '2026-07-14T22:30:00Z' } },
      [],
      false,
    ],
    ['closed register', { register: { ...reg, openedAt: null } }, [], false],
    ['checking', { checking: true }, ['checking'], true],
    ['never checked', { unit: null }, ['checking'], true],
    [
      'route not found',
      { unit: { ...okUnit, statusCode: 7, shortMessage: 'ROUTE_NOT_FOUND', unitId: null } },
      ['connectionError'],
      true,
    ],
    [
      'unit not found',
      { unit: { ...okUnit, statusCode: 99, shortMessage: 'UNIT_NOT_FOUND', unitId: null } },
      ['connectionError'],
      true,
    ],
    ['unexpected error', { unit: { ...okUnit, unexpectedError: 'boom' } }, ['connectionError'], true],
    ['main status error', { unit: { ...okUnit, mainStatus: 4 } }, ['error'], true],
    ['low storage only warns', { unit: { ...okUnit, storageStatus: 1 } }, ['lowStorage'], false],
    ['no storage', { unit: { ...okUnit, storageStatus: 2 } }, ['noStorage'], true],
    ['id mismatch', { unit: { ...okUnit, unitId: 'CU-OTHER' } }, ['idMismatch'], true],
    ['register without a unit id', { register: { ...reg, controlUnitManufacturerId: null } }, ['idMismatch'], true],
    [
      'no client signature: unit not checked',
      { register: { ...reg, requiresClientSignature: false }, unit: null },
      [],
      false,
    ],
    ['no register loaded', { register: null, unit: null }, [], false],
    [
      'several at once, in display order',
      {
        offline: true,
        register: { ...reg, isRegistered: false },
        unit: { ...okUnit, storageStatus: 1, mainStatus: 2 },
      },
      ['offline', 'notRegistered', 'error', 'lowStorage'],
      true,
    ],
  ];
  it.each(table)('%s', (_, over, flags, fatal) => {
    const s = fiscalState({ ...base, ...over });
    expect(s.flags).toEqual(flags);
    expect(s.fatal).toBe(fatal);
    expect(s.reasons.map((r) => r.flag)).toEqual(flags);
  });

  it('gives Swedish texts for display and the blocking reason', () => {
    const s = fiscalState({
      ...base,
      registerFetchError: 'Nätverksfel',
      unit: { ...okUnit, unitId: 'CU-9', storageStatus: 1 },
    });
    expect(s.reasons).toEqual([
      { flag: 'registerFetchError', fatal: true, text: 'Kunde inte hämta kassan: Nätverksfel' },
      {
        flag: 'idMismatch',
        fatal: true,
        text: 'Kontrollenheten (CU-9) är inte den som är registrerad för kassan (SIM-CU-0001)',
      },
      { flag: 'lowStorage', fatal: false, text: 'Kontrollenhetens minne är snart fullt' },
    ]);
    expect(fiscalBlockReason(s)).toBe('Kunde inte hämta kassan: Nätverksfel');
    expect(fiscalBlockReason(fiscalState({ ...base, unit: { ...okUnit, storageStatus: 1 } }))).toBeNull();
    expect(
      fiscalState({ ...base, unit: { ...okUnit, statusCode: 99, shortMessage: 'UNIT_NOT_FOUND' } }).reasons[0].text,
    ).toBe('Ingen kontakt med kontrollenheten');
  });

  it('connection error ignores the unit fields it cannot trust', () => {
    const s = fiscalState({
      ...base,
      unit: { statusCode: 99, shortMessage: 'UNIT_NOT_FOUND', mainStatus: 1, storageStatus: 2, unitId: null },
    });
    expect(s.flags).toEqual(['connectionError']);
  });
});

describe('helpers', () => {
  it.each([
    [{ ...okUnit }, false],
    [{ ...okUnit, statusCode: 7, shortMessage: 'ROUTE_NOT_FOUND' }, true],
    [{ ...okUnit, statusCode: 99, shortMessage: 'UNIT_NOT_FOUND' }, true],
    [{ ...okUnit, statusCode: 12, shortMessage: 'WHATEVER' }, true],
    [{ ...okUnit, unexpectedError: 'x' }, true],
  ])('isConnectionError(%j) is %s', (s, expected) => {
    expect(isConnectionError(s)).toBe(expected);
  });

  it('didNotClose compares Stockholm days', () => {
    expect(didNotClose(new Date('2026-07-14T21:59:00Z'), '2026-07-15')).toBe(true);
    expect(didNotClose(new Date('2026-07-14T22:00:00Z'), '2026-07-15')).toBe(false);
    expect(didNotClose(null, '2026-07-15')).toBe(false);
    expect(didNotClose('garbage', '2026-07-15')).toBe(false);
  });
});
