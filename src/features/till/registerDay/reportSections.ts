// The X and Z reports as the cashier reads them: every field of the stored totals
// (SKVFS 2014:9 ch. 7 section 2, src/domain/registerReport.ts) in labelled sections. The view
// and the printout are built from the same sections, so what is shown is what is printed.
import { formatStockholm } from '../../../domain/dates';
import { formatKr } from '../../../domain/money';
import type { RegisterReport } from '../../../domain/registerReport';
import type { StoredReport } from '../../../contracts/register';

/** A report as GET register/report and POST register/close answer it; an X is computed, not stored (no id, no serial). */
export type { StoredReport } from '../../../contracts/register';
export type ReportTotals = StoredReport['totals'];

/** What the report header names: the register and its company (a receipt's seller fields). */
export interface ReportRegister {
  name?: string | null;
  legal_name?: string | null;
  org_number?: string | null;
  address?: string | null;
}

export interface ReportRow {
  label: string;
  value: string;
  strong?: boolean;
}
export interface ReportSection {
  title: string;
  rows: ReportRow[];
}

const kr = (ore: number | null | undefined) => (typeof ore === 'number' && Number.isInteger(ore) ? formatKr(ore) : '–');
const at = (iso: string | null | undefined) => (iso ? formatStockholm(new Date(iso), 'yyyy-MM-dd HH:mm') : '–');
const qty = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 3 });
/** Thousandths as units: 2500 → '2,5 st'. */
export const units = (thousandths: number) => `${qty.format(thousandths / 1000)} st`;
/** VAT rate in basis points: 2500 → '25 %'. */
export const vatRate = (bp: number) => `${qty.format(bp / 100)} %`;
/** A difference with its sign: '+12,00 kr', '−5,00 kr', '0,00 kr'. */
export const signedKr = (ore: number | null | undefined) =>
  typeof ore === 'number' && ore > 0 ? `+${kr(ore)}` : kr(ore);

export const reportTitle = (r: Pick<StoredReport, 'type' | 'serial'>) =>
  `${r.type === 'z' ? 'Z-rapport' : 'X-rapport'}${r.serial != null ? ` nr ${r.serial}` : ''}`;

export function reportSections(report: StoredReport, register: ReportRegister | null): ReportSection[] {
  const t = report.totals;
  const series = t.firstSerial != null && t.lastSerial != null ? `${t.firstSerial}–${t.lastSerial}` : 'Inga kvitton';
  const vatRows = (groups: RegisterReport['vat'], prefix: string): ReportRow[] =>
    groups.length === 0
      ? [{ label: `${prefix}`, value: kr(0) }]
      : groups.flatMap((g) => [
          { label: `${prefix} ${vatRate(g.rate)}`, value: kr(g.vat) },
          { label: `  Underlag ${vatRate(g.rate)}`, value: kr(g.net) },
        ]);
  const cash = t.cash ?? { expected: 0, counted: null, difference: null };

  return [
    {
      title: report.type === 'z' ? 'Z-rapport (dagsavslut)' : 'X-rapport (ej dagsavslut)',
      rows: [
        { label: 'Rapportnummer', value: report.serial != null ? String(report.serial) : '–' },
        { label: 'Företag', value: register?.legal_name || '–' },
        { label: 'Organisationsnummer', value: register?.org_number || '–' },
        { label: 'Adress', value: register?.address || '–' },
        { label: 'Kassa', value: register?.name || `Kassa ${report.register_id}` },
        { label: 'Kassan öppnades', value: at(report.opened_at) },
        {
          label: report.type === 'z' ? 'Kassan stängdes' : 'Rapporten togs',
          value: at(report.closed_at ?? report.created_at),
        },
        { label: 'Kvittonummer', value: series },
      ],
    },
    {
      title: 'Försäljning',
      rows: [
        { label: 'Försäljning totalt', value: kr(t.sales.amount), strong: true },
        { label: 'Antal försäljningskvitton', value: String(t.sales.count) },
        { label: 'Antal kvitton totalt', value: String(t.receiptCount) },
        { label: 'Sålda varor', value: units(t.goodsSold) },
        { label: 'Sålda tjänster', value: units(t.servicesSold) },
        { label: 'Rabatter', value: kr(t.discounts) },
        { label: 'Öresavrundning', value: kr(t.rounding) },
        ...vatRows(t.vat, 'Moms'),
      ],
    },
    ...(t.salesPerGroup.length > 0
      ? [
          {
            title: 'Försäljning per huvudgrupp',
            rows: t.salesPerGroup.map((g) => ({ label: g.group, value: kr(g.amount) })),
          },
        ]
      : []),
    {
      title: 'Returer',
      rows: [
        { label: 'Returer', value: kr(t.returns.amount) },
        { label: 'Antal returkvitton', value: String(t.returns.count) },
        ...vatRows(t.returns.vat, 'Moms på returer'),
      ],
    },
    {
      title: 'Netto',
      rows: [{ label: 'Nettoförsäljning', value: kr(t.net), strong: true }, ...vatRows(t.netVat, 'Moms netto')],
    },
    {
      title: 'Betalningar per betalmedel',
      rows:
        t.payments.length === 0
          ? [{ label: 'Inga betalningar', value: kr(0) }]
          : t.payments.map((p) => ({ label: `${p.methodName} (${p.count} st)`, value: kr(p.amount) })),
    },
    {
      title: 'Kassalåda',
      rows: [
        { label: 'Växelkassa', value: kr(t.float) },
        { label: 'Förväntad kontantkassa', value: kr(cash.expected) },
        { label: 'Räknad kontantkassa', value: cash.counted == null ? '–' : kr(cash.counted) },
        {
          label: 'Differens',
          value: cash.difference == null ? '–' : signedKr(cash.difference),
          strong: cash.difference != null,
        },
        { label: 'Lådöppningar', value: String(t.drawerOpenings) },
      ],
    },
    {
      title: 'Övrigt',
      rows: [
        { label: 'Kvittokopior', value: `${t.copies.count} st, ${kr(t.copies.amount)}` },
        { label: 'Ej slutförda försäljningar', value: `${t.unfinished.count} st, ${kr(t.unfinished.amount)}` },
      ],
    },
    {
      title: 'Grand total',
      rows: [
        { label: 'Försäljning', value: kr(t.grandTotals.sales) },
        { label: 'Returer', value: kr(t.grandTotals.returns) },
        { label: 'Netto', value: kr(t.grandTotals.net), strong: true },
      ],
    },
  ];
}
