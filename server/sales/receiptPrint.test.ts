import { describe, expect, it } from 'vitest';
import { layoutPrintObject } from '../../src/domain/printObject';
import { splitVat } from '../../src/domain/money';
import { buildReceiptPrint, type ReceiptPrintData } from './receiptPrint';

const base: ReceiptPrintData = {
  campsiteName: 'Demo Camping',
  legalName: 'Demo Camping AB',
  orgNumber: '556677-8899',
  address: 'Sjövägen 1, 123 45 Sjöby',
  registerName: 'Kassa 1',
  serial: 17,
  receiptType: 'normal',
  at: new Date('2026-07-15T10:05:00+02:00'),
  items: [],
  total: 0,
  rounding: 0,
  vat: [],
  payments: [],
  manufacturingNumber: 'SIM-CU-0001',
  controlCode: 'ABCD-EFGH',
};

function receipt(items: ReceiptPrintData['items'], type: ReceiptPrintData['receiptType'] = 'normal'): ReceiptPrintData {
  const total = items.reduce((s, i) => s + i.sale, 0);
  return {
    ...base,
    receiptType: type,
    items,
    total,
    payments: [{ name: 'Kort', amount: total }],
    vat: splitVat(items.map((i) => ({ grossOre: i.sale, rateBasisPoints: 2500 }))),
  };
}

// The lines at normal size (the name and KOPIA are magnified: fewer, wider characters).
const lines = (d: ReceiptPrintData, width = 42) =>
  layoutPrintObject(buildReceiptPrint(d, { port: 'SIM', width }))
    .filter((l) => l.kind === 'text' && l.size === 0)
    .map((l) => l.text);

describe('the receipt shows a discount with the original price (SKVFS 2014:9)', () => {
  it('a price set by hand to 0,01 kr: original price, the discount, and the line at the original', () => {
    const out = lines(
      receipt([
        {
          name: 'Coca-Cola 33 cl',
          quantity: 2000,
          price: 1,
          originalPrice: 2000,
          discountType: 'fixed',
          discountValue: 1999,
          sale: 2,
        },
        {
          name: 'Kanelbulle',
          quantity: 1000,
          price: 3200,
          originalPrice: 3200,
          discountType: 'percent',
          discountValue: 1000,
          sale: 2880,
        },
        {
          name: 'Kaffe',
          quantity: 1000,
          price: 2800,
          originalPrice: 2800,
          discountType: null,
          discountValue: null,
          sale: 2800,
        },
      ]),
    ).map((l) => l.trimEnd());
    const at = out.findIndex((l) => l.startsWith('Coca-Cola 33 cl'));
    expect(out.slice(at, at + 3)).toEqual([
      `Coca-Cola 33 cl${' '.repeat(42 - 15 - 8)}40,00 kr`,
      '  2 st × 20,00 kr',
      `  Rabatt, nytt pris 0,01 kr/st${' '.repeat(42 - 30 - 9)}-39,98 kr`,
    ]);
    const bulle = out.findIndex((l) => l.startsWith('Kanelbulle'));
    expect(out.slice(bulle, bulle + 3)).toEqual([
      `Kanelbulle${' '.repeat(42 - 10 - 8)}32,00 kr`,
      '  1 st × 32,00 kr',
      `  Rabatt 10 %${' '.repeat(42 - 13 - 8)}-3,20 kr`,
    ]);
    const kaffe = out.findIndex((l) => l.startsWith('Kaffe'));
    expect(out.slice(kaffe, kaffe + 2)).toEqual([`Kaffe${' '.repeat(42 - 5 - 8)}28,00 kr`, '  1 st × 28,00 kr']);
    expect(out.find((l) => l.startsWith('ATT BETALA'))).toMatch(/ 56,82 kr$/);
  });

  it('a price raised by hand says so; a return mirrors the sale', () => {
    const up = lines(
      receipt([
        {
          name: 'Ved',
          quantity: 1000,
          price: 9000,
          originalPrice: 6900,
          discountType: 'fixed',
          discountValue: -2100,
          sale: 9000,
        },
      ]),
    );
    expect(up.some((l) => /^ {2}Påslag, nytt pris 90,00 kr\/st +21,00 kr$/.test(l))).toBe(true);
    const back = lines(
      receipt(
        [
          {
            name: 'Ved',
            quantity: -1000,
            price: 5000,
            originalPrice: 6900,
            discountType: 'fixed',
            discountValue: 1900,
            sale: -5000,
          },
        ],
        'return',
      ),
    );
    expect(back.some((l) => /^Ved +-69,00 kr$/.test(l))).toBe(true);
    expect(back.some((l) => /^ {2}Rabatt, nytt pris 50,00 kr\/st +19,00 kr$/.test(l))).toBe(true);
  });
});

describe('the VAT table fits 42 columns whatever the amounts', () => {
  const million = (type: ReceiptPrintData['receiptType'] = 'normal', q = 1000) =>
    receipt(
      [
        {
          name: 'Stuga säsong',
          quantity: q,
          price: 100_000_000,
          originalPrice: 100_000_000,
          discountType: null,
          discountValue: null,
          sale: q / 10,
        },
      ].map((i) => ({ ...i, sale: Math.sign(q) * 100_000_000 })),
      type,
    );

  it('1 000 000 kr at 25 %: every number whole on one line, no line wider than the paper', () => {
    const out = lines(million());
    expect(out.every((l) => Array.from(l).length === 42)).toBe(true);
    const header = out.findIndex((l) => /^Moms %/.test(l));
    expect(out[header]).toMatch(/^Moms % +Moms +Netto +Brutto$/);
    expect(out[header + 1]).toMatch(/^25 % +200 000,00 +800 000,00 +1 000 000,00$/);
    expect(out.find((l) => l.startsWith('Summa moms'))).toMatch(/ 200 000,00 kr$/);
  });

  it('a return of 1 000 000 kr (minus signs) falls back to one block per rate', () => {
    const out = lines(million('return', -1000));
    expect(out.every((l) => Array.from(l).length === 42)).toBe(true);
    const at = out.findIndex((l) => l.trimEnd() === 'Moms 25 %');
    expect(out.slice(at + 1, at + 4).map((l) => l.replace(/ +/g, ' ').trim())).toEqual([
      'Moms -200 000,00 kr',
      'Netto -800 000,00 kr',
      'Brutto -1 000 000,00 kr',
    ]);
  });

  it('small amounts keep the table at 32 and 48 columns too', () => {
    const small = receipt([
      {
        name: 'Glass',
        quantity: 1000,
        price: 2500,
        originalPrice: 2500,
        discountType: null,
        discountValue: null,
        sale: 2500,
      },
    ]);
    for (const width of [32, 48]) {
      const out = lines(small, width);
      expect(out.every((l) => Array.from(l).length === width)).toBe(true);
      expect(out.some((l) => /^25 % +5,00 +20,00 +25,00$/.test(l))).toBe(true);
    }
  });
});
