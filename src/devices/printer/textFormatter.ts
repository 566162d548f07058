import type { PrintLine } from '../../domain/printObject';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Lines as plain text; magnified lines are kept as laid out (the paper shows them larger). */
export const linesToText = (lines: PrintLine[]) =>
  lines
    .filter((l) => l.kind === 'text' || l.kind === 'image')
    .map((l) => l.text)
    .join('\n');

/** A whole HTML page of the job for the browser's print dialog: monospace, `width` characters wide. */
export function linesToHtml(lines: PrintLine[], width: number, title = 'Utskrift'): string {
  const body = lines
    .map((l) => {
      if (l.kind === 'cut') return '<hr>';
      if (l.kind !== 'text' && l.kind !== 'image') return '';
      const style = l.size > 0 ? ` style="font-size:${l.size + 1}em"` : '';
      const text = escapeHtml(l.text) || '&nbsp;';
      return `<div${style}>${l.bold ? `<b>${text}</b>` : text}</div>`;
    })
    .join('');
  return (
    `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>body{margin:0;font:12px/1.3 ui-monospace,Menlo,Consolas,monospace;color:#000;background:#fff}` +
    `main{width:${width}ch;white-space:pre}hr{border:0;border-top:1px dashed #000}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}
