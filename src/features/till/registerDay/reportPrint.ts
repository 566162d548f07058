// The X/Z report as a print object (money.md 3 "Print object"), built in the console from the
// report the server answered, for the workstation's printer (SIM shows 'Virtuell Skrivare').
import type { PrintItem, PrintObject } from '../../../domain/printObject';
import { reportSections, reportTitle, type ReportRegister, type StoredReport } from './reportSections';

export interface PrintTarget {
  port: string;
  width: number;
}

export function buildReportPrint(
  report: StoredReport,
  register: ReportRegister | null,
  target: PrintTarget,
): PrintObject {
  const content: PrintItem[] = [
    { type: 'text', value: reportTitle(report).toUpperCase(), alignment: 'center', bold: true, text_size: 1 },
    { type: 'newline' },
  ];
  for (const section of reportSections(report, register)) {
    content.push({ type: 'text', value: section.title, bold: true }, { type: 'line' });
    for (const row of section.rows)
      content.push({ type: 'left-right', values: [row.label, row.value], bold: row.strong });
    content.push({ type: 'newline' });
  }
  if (report.type === 'x') content.push({ type: 'text', value: 'Detta är inget dagsavslut', alignment: 'center' });
  content.push({ type: 'cut' });
  return { port: target.port, width: target.width, content };
}
