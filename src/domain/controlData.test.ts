import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  controlDataErrors,
  controlDataString,
  controlReceiptType,
  controlTotals,
  formatControlAmount,
  type ControlData,
} from './controlData';

const base: ControlData = {
  issuedAt: new Date('2026-07-15T08:00:00Z'),
  orgNumber: '556123-4567',
  registerId: 'Kassa 1',
  serial: 42,
  receiptType: 'normal',
  returnTotalOre: 0,
  salesTotalOre: 12450,
  vat: [{ rate: 2500, amountOre: 2490 }],
};

describe('controlDataString', () => {
  it('serialises the documented example (Stockholm wall time, org number without hyphen, empty VAT slots)', () => {
    expect(controlDataString(base)).toBe('202607151000#5561234567#Kassa 1#42#normal#0,00#124,50#25,00;24,90###');
  });

  it('puts the highest rate first and keeps signed VAT amounts', () => {
    const s = controlDataString({
      ...base,
      receiptType: 'kopia',
      returnTotalOre: 20000,
      salesTotalOre: 5000,
      vat: [
        { rate: 600, amountOre: 283 },
        { rate: 0, amountOre: 0 },
        { rate: 2500, amountOre: -4000 },
        { rate: 1200, amountOre: 5 },
      ],
    });
    expect(s).toBe('202607151000#5561234567#Kassa 1#42#kopia#200,00#50,00#25,00;-40,00#12,00;0,05#6,00;2,83#0,00;0,00');
  });

  it('uses winter time in January', () => {
    expect(controlDataString({ ...base, issuedAt: new Date('2026-01-05T23:30:00Z') }).slice(0, 12)).toBe(
      '202601060030',
    );
  });

  const bad: [string, Partial<ControlData>, string][] = [
    ['org number', { orgNumber: '55612' }, 'Ogiltigt organisationsnummer'],
    ['register id with #', { registerId: 'Kassa#1' }, 'Ogiltig kassabeteckning (1–16 tecken, inte # eller ;)'],
    ['register id too long', { registerId: 'K'.repeat(17) }, 'Ogiltig kassabeteckning (1–16 tecken, inte # eller ;)'],
    ['empty register id', { registerId: '' }, 'Ogiltig kassabeteckning (1–16 tecken, inte # eller ;)'],
    ['serial 0', { serial: 0 }, 'Ogiltigt löpnummer'],
    ['fractional serial', { serial: 1.5 }, 'Ogiltigt löpnummer'],
    ['type', { receiptType: 'copy' as never }, 'Ogiltig kvittotyp'],
    ['negative return total', { returnTotalOre: -1 }, 'Ogiltigt returbelopp'],
    ['fractional sales total', { salesTotalOre: 0.5 }, 'Ogiltigt försäljningsbelopp'],
    ['five rates', { vat: [0, 600, 1200, 2500, 1000].map((rate) => ({ rate, amountOre: 0 })) }, 'Högst 4 momssatser'],
    [
      'duplicate rate',
      {
        vat: [
          { rate: 2500, amountOre: 1 },
          { rate: 2500, amountOre: 2 },
        ],
      },
      'Ogiltig momsrad',
    ],
    ['invalid date', { issuedAt: new Date('x') }, 'Ogiltig tidpunkt'],
  ];
  it.each(bad)('rejects %s', (_, over, message) => {
    const d = { ...base, ...over };
    expect(controlDataErrors(d)).toEqual([message]);
    expect(() => controlDataString(d)).toThrow(message);
  });

  it('always yields 11 fields, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.nat(1e10),
        fc.nat(1e10),
        fc.uniqueArray(fc.constantFrom(2500, 1200, 600, 0), { maxLength: 4 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (serial, sales, returns, rates, amount) => {
          const s = controlDataString({
            ...base,
            serial,
            salesTotalOre: sales,
            returnTotalOre: returns,
            vat: rates.map((rate) => ({ rate, amountOre: amount })),
          });
          const fields = s.split('#');
          expect(fields).toHaveLength(11);
          expect(fields[6]).toBe(formatControlAmount(sales));
          expect(fields.slice(7).filter((f) => f !== '')).toHaveLength(rates.length);
        },
      ),
    );
  });
});

describe('formatControlAmount', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [100, '1,00'],
    [123456, '1234,56'],
    [-500, '-5,00'],
    [-1, '-0,01'],
  ])('%i → %s', (ore, s) => {
    expect(formatControlAmount(ore)).toBe(s);
  });
});

describe('controlTotals and controlReceiptType', () => {
  it('splits sales from returns and sums VAT per rate', () => {
    expect(
      controlTotals([
        { grossOre: 12500, rateBasisPoints: 2500 },
        { grossOre: -2500, rateBasisPoints: 2500 },
        { grossOre: 10600, rateBasisPoints: 600 },
      ]),
    ).toEqual({
      salesTotalOre: 23100,
      returnTotalOre: 2500,
      vat: [
        { rate: 2500, amountOre: 2000 },
        { rate: 600, amountOre: 600 },
      ],
    });
  });

  it('maps our receipt types', () => {
    expect(controlReceiptType('normal')).toBe('normal');
    expect(controlReceiptType('return')).toBe('normal');
    expect(controlReceiptType('copy')).toBe('kopia');
    expect(controlReceiptType('normal', true)).toBe('ovning');
  });
});
