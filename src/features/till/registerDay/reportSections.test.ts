import { describe, expect, it } from 'vitest';
import { buildRegisterReport } from '../../../domain/registerReport';
import { layoutPrintObject } from '../../../domain/printObject';
import { buildReportPrint } from './reportPrint';
import { reportSections, type StoredReport } from './reportSections';

const totals = {
  ...buildRegisterReport({
    receipts: [
      {
        id: 1,
        type: 'normal',
        serial: 7,
        total: 12_550,
        rounding: -50,
        lines: [
          {
            sale: 10_000,
            vatRate: 2500,
            quantity: 2000,
            isService: false,
            price: 5000,
            originalPrice: 5000,
            discountType: null,
            discountValue: null,
            group: 'Kiosk',
          },
          {
            sale: 2_550,
            vatRate: 1200,
            quantity: 1500,
            isService: true,
            price: 1700,
            originalPrice: 1700,
            discountType: null,
            discountValue: null,
            group: 'Tjänster',
          },
        ],
        payments: [{ methodId: 1, methodName: 'Kontant', amount: 12_500, isCash: true }],
      },
      { id: 2, type: 'copy', serial: null, total: 12_550, rounding: 0, lines: [], payments: [] },
    ],
    events: [
      { kind: 'open', amount: 50_000 },
      { kind: 'drawer_opening', amount: null },
    ],
    previousGrandTotals: { sales: 1_000_000, returns: 5_000 },
    countedCash: 62_000,
  }),
  firstSerial: 7,
  lastSerial: 7,
  seriesEnd: 7,
};
const report: StoredReport = {
  id: 3,
  register_id: 1,
  type: 'z',
  serial: 4,
  opened_at: '2026-07-15T06:00:00.000Z',
  closed_at: '2026-07-15T16:30:00.000Z',
  float_amount: 50_000,
  counted_cash: 62_000,
  reconciliation: { counted_cash: 62_000, expected_cash: 62_500, difference: -500 },
  totals,
  user_id: 1,
  created_at: '2026-07-15T16:30:00.000Z',
};
const register = {
  name: 'Kassa 1',
  legal_name: 'Demo Camping AB',
  org_number: '556677-8899',
  address: 'Sjövägen 1, Åre',
};

const value = (label: string) =>
  reportSections(report, register)
    .flatMap((s) => s.rows)
    .find((r) => r.label.trim() === label)?.value;

describe('reportSections: every field of the report, in Swedish', () => {
  it('has the SKVFS sums with their values', () => {
    expect(value('Försäljning totalt')).toBe('125,50\u00a0kr');
    expect(value('Antal kvitton totalt')).toBe('1');
    expect(value('Sålda varor')).toBe('2 st');
    expect(value('Sålda tjänster')).toBe('1,5 st');
    expect(value('Moms 25 %')).toBe('20,00\u00a0kr');
    expect(value('Växelkassa')).toBe('500,00\u00a0kr');
    expect(value('Lådöppningar')).toBe('1');
    expect(value('Kvittokopior')).toBe('1 st, 125,50\u00a0kr');
    expect(value('Förväntad kontantkassa')).toBe('625,00\u00a0kr');
    expect(value('Räknad kontantkassa')).toBe('620,00\u00a0kr');
    expect(value('Differens')).toBe('\u22125,00\u00a0kr');
    expect(value('Kontant (1 st)')).toBe('125,00\u00a0kr');
    expect(value('Kvittonummer')).toBe('7–7');
    expect(value('Organisationsnummer')).toBe('556677-8899');
    expect(value('Kassan stängdes')).toBe('2026-07-15 18:30');
    const titles = reportSections(report, register).map((s) => s.title);
    expect(titles).toEqual([
      'Z-rapport (dagsavslut)',
      'Försäljning',
      'Försäljning per huvudgrupp',
      'Returer',
      'Netto',
      'Betalningar per betalmedel',
      'Kassalåda',
      'Övrigt',
      'Grand total',
    ]);
  });

  it('prints the same rows, within the paper width', () => {
    const doc = buildReportPrint(report, register, { port: 'SIM', width: 42 });
    expect(doc.port).toBe('SIM');
    const lines = layoutPrintObject(doc)
      .filter((l) => l.kind === 'text')
      .map((l) => l.text);
    expect(lines.some((l) => l.includes('Z-RAPPORT NR 4'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Differens') && l.replace(/\u00a0/g, ' ').endsWith('−5,00 kr'))).toBe(true);
    expect(lines.every((l) => Array.from(l).length <= 42)).toBe(true);
    expect(doc.content.at(-1)).toEqual({ type: 'cut' });
  });

  it('an X report says it is no day closing', () => {
    const doc = buildReportPrint({ ...report, type: 'x', closed_at: null, reconciliation: null }, register, {
      port: 'SIM',
      width: 42,
    });
    expect(doc.content.some((i) => i.value === 'Detta är inget dagsavslut')).toBe(true);
  });
});
