/** Swedish mail bodies. Every interpolated value goes through `esc`: names and remarks are typed by people. */
import { formatKr } from '../../src/domain/money';
import { CANCELLATION_TEXTS } from '../../src/domain/cancellationTexts';

export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface MailBooking {
  campsite: string;
  bookingNumber: string;
  /** Given name, or the contact person / company name of an organisation. */
  greetingName: string | null;
  checkIn: string;
  checkOut: string;
  position: string | null;
  adults: number;
  children: number;
  dogs: number;
  expectedArrivalTime?: string | null;
  checkedInAt?: string | null;
}

export type MailKind =
  | 'confirmation'
  | 'checkin_information'
  | 'checkin_confirmation'
  | 'document_request'
  | 'cancellation';

export interface MailTemplate {
  kind: MailKind;
  icon: string;
  title: string;
  html: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function guestsText(b: Pick<MailBooking, 'adults' | 'children' | 'dogs'>): string {
  const parts = [plural(b.adults, 'vuxen', 'vuxna')];
  if (b.children) parts.push(plural(b.children, 'barn', 'barn'));
  if (b.dogs) parts.push(plural(b.dogs, 'hund', 'hundar'));
  return parts.join(', ');
}

function layout(b: MailBooking, intro: string, rows: [string, string][], outro: string): string {
  const hello = b.greetingName ? `Hej ${esc(b.greetingName)}!` : 'Hej!';
  const table = rows
    .map(([k, v]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join('');
  return (
    `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${esc(b.campsite)}</title></head>` +
    `<body style="font-family:sans-serif;color:#222"><p>${hello}</p><p>${intro}</p><table>${table}</table><p>${outro}</p>` +
    `<p>Vänliga hälsningar<br>${esc(b.campsite)}</p></body></html>`
  );
}

const stayRows = (b: MailBooking): [string, string][] => [
  ['Bokningsnummer', b.bookingNumber],
  ['Ankomst', `${b.checkIn} från kl. 14.00`],
  ['Avresa', `${b.checkOut} senast kl. 12.00`],
  ['Plats', b.position ?? 'Tilldelas vid ankomst'],
  ['Gäster', guestsText(b)],
];

/** 'Bokningsbekräftelse {booking_number}', as the demo's confirmations read. */
export function confirmationMail(b: MailBooking): MailTemplate {
  return {
    kind: 'confirmation',
    icon: 'mdi-email',
    title: `Bokningsbekräftelse ${b.bookingNumber}`,
    html: layout(
      b,
      `Tack för din bokning hos ${esc(b.campsite)}. Här är din bokningsbekräftelse.`,
      stayRows(b),
      'Välkommen!',
    ),
  };
}

/** Sent on the day of arrival, before the guest has checked in. */
export function checkinInformationMail(b: MailBooking): MailTemplate {
  const rows = stayRows(b);
  if (b.expectedArrivalTime) rows.push(['Beräknad ankomsttid', b.expectedArrivalTime]);
  return {
    kind: 'checkin_information',
    icon: 'mdi-email-fast-outline',
    title: `Incheckningsinformation ${b.bookingNumber}`,
    html: layout(
      b,
      `Idag är det dags för din vistelse hos ${esc(b.campsite)}. Här är det du behöver veta inför incheckningen.`,
      rows,
      'Välkommen till receptionen när du kommer fram. Har du frågor innan dess går det bra att svara på det här meddelandet.',
    ),
  };
}

/** Sent after check-in: what the guest is checked in on. */
export function checkinConfirmationMail(b: MailBooking): MailTemplate {
  const rows = stayRows(b);
  rows.splice(1, 1, ['Incheckad', b.checkedInAt ?? b.checkIn]);
  return {
    kind: 'checkin_confirmation',
    icon: 'mdi-email-check-outline',
    title: `Incheckningsbekräftelse ${b.bookingNumber}`,
    html: layout(b, `Du är nu incheckad hos ${esc(b.campsite)}.`, rows, 'Vi önskar dig en trevlig vistelse!'),
  };
}

/**
 * 'Intyg för avbokning {booking_number}' (design C8): how the guest sends the medical certificate. The guest
 * replies to the mail with the certificate; the desk approves or denies it in the cancellation dialog.
 */
export function documentRequestMail(b: MailBooking): MailTemplate {
  return {
    kind: 'document_request',
    icon: 'mdi-email-alert-outline',
    title: CANCELLATION_TEXTS.documentRequestTitle(b.bookingNumber),
    html: layout(
      b,
      'Du vill avboka din bokning med läkarintyg. Svara på det här meddelandet och bifoga intyget, en skannad ' +
        'kopia eller ett tydligt foto. Intyget ska vara utfärdat av läkare och visa att du eller någon i ' +
        'sällskapet inte kan resa under bokningens datum.',
      stayRows(b).slice(0, 3),
      'När vi har fått och godkänt intyget återbetalas allt utom bokningsavgiften. Godkänns det inte gäller ' +
        'bokningens avbokningsvillkor. Du får besked från oss per e-post.',
    ),
  };
}

/** What a cancellation kept and gave back, row by row (the preview it was completed with). */
export interface CancellationMailData {
  rows: { title: string; total: number; refund_amount: number }[];
  totalBefore: number;
  totalAfter: number;
  /** > 0 the guest pays it, < 0 it is paid back. */
  payable: number;
  /** The final or balancing invoice's number, when one was made. */
  invoiceNumber: number | null;
}

/** 'Avbokningsbekräftelse {booking_number}': the stay, what was kept and refunded per row, the invoice made. */
export function cancellationConfirmationMail(b: MailBooking, d: CancellationMailData): MailTemplate {
  const rows: [string, string][] = [
    ['Bokningsnummer', b.bookingNumber],
    ['Ankomst', b.checkIn],
    ['Avresa', b.checkOut],
  ];
  for (const r of d.rows)
    rows.push([r.title, `${formatKr(r.total - r.refund_amount)} behålls, ${formatKr(r.refund_amount)} återbetalas`]);
  rows.push(['Bokningens värde efter avbokning', `${formatKr(d.totalAfter)} av ${formatKr(d.totalBefore)}`]);
  const outro =
    d.payable > 0
      ? `Du har ${formatKr(d.payable)} kvar att betala` +
        (d.invoiceNumber != null ? ` enligt faktura ${d.invoiceNumber}, som kommer separat.` : '.')
      : d.payable < 0
        ? `Du får tillbaka ${formatKr(-d.payable)}` +
          (d.invoiceNumber != null ? ` enligt kreditfaktura ${d.invoiceNumber}.` : '.')
        : 'Du har inget kvar att betala och inget att få tillbaka.';
  return {
    kind: 'cancellation',
    icon: 'mdi-email-remove-outline',
    title: CANCELLATION_TEXTS.confirmationTitle(b.bookingNumber),
    html: layout(b, `Din bokning ${esc(b.bookingNumber)} är nu avbokad.`, rows, outro),
  };
}
