// Cancellations (bookings.md 2 "Cancellation dialog", 3 "Timeline item", "Cancellation option", "Cancellation
// preview", 4 "Cancellation wizard", 8; design C1–C9): every Swedish text the cancellation rules, the server and
// the wizard use, one text each. Amounts are named with formatKr, dates in the dialog's 'D MMM YYYY' (bookings.md 9).
import { parseIsoDate } from './dates';
import { formatKr } from './money';
import { MONTH_NAMES } from './stayDates';

const NBSP = '\u00a0';

/** '3 jul 2026': the cancellation dialog's date format (bookings.md 9 "D MMM YYYY"). */
export function formatCancellationDate(date: string): string {
  const { year, month, day } = parseIsoDate(date);
  return `${day} ${MONTH_NAMES[month - 1].slice(0, 3)} ${year}`;
}

/** Hundredths of a percent as Swedish text: 5000 → '50 %', 3333 → '33,33 %', 3350 → '33,5 %'. */
export function formatPercent(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const rest = Math.abs(hundredths % 100);
  const decimals = rest === 0 ? '' : `,${String(rest).padStart(2, '0').replace(/0$/, '')}`;
  return `${whole}${decimals}${NBSP}%`;
}

/** 'Avbokning 20 dagar före ankomst', '… dagen före ankomst', '… på ankomstdagen', '… efter ankomstdagen'. */
function whenText(daysBefore: number): string {
  if (daysBefore > 1) return `Avbokning ${daysBefore} dagar före ankomst`;
  if (daysBefore === 1) return 'Avbokning dagen före ankomst';
  if (daysBefore === 0) return 'Avbokning på ankomstdagen';
  return 'Avbokning efter ankomstdagen (utebliven ankomst)';
}

export const CANCELLATION_STATUS = {
  completed: 'Avslutad',
  awaitingDocument: 'Inväntar dokument',
  open: 'Oavslutad',
} as const;
export type CancellationStatus = (typeof CANCELLATION_STATUS)[keyof typeof CANCELLATION_STATUS];

export const CANCELLATION_TEXTS = {
  // The dialog and the wizard (bookings.md 2, 4).
  dialogTitle: (bookingNumber: number | string) => `Avbokning ${bookingNumber}`,
  next: 'Gå vidare',
  showPreview: 'Visa förhandsgranskning',
  back: 'Tillbaka',
  mailInstructions: 'Skicka instruktioner',
  waitForDocument: 'Invänta intyg',
  denyDocument: 'Neka intyg',
  approveDocument: 'Godkänn intyg',
  finishAndInvoice: 'Avsluta och fakturera',
  finishAndCredit: 'Avsluta och kreditera',
  finish: 'Avsluta',
  reverse: 'Ångra avbokning',
  sendConfirmation: 'Skicka avbokningsbekräftelse',

  // The options (design C8).
  optionPolicy: 'Avboka enligt villkoren',
  optionDocument: 'Avboka med läkarintyg',
  optionManual: 'Manuell avbokning',
  optionFree: 'Avboka utan kostnad',
  policyHeader: (policyName: string | null) =>
    policyName ? `Avbokningsvillkor: ${policyName}` : 'Bokningen har inga avbokningsvillkor',
  levelSentence: (daysBefore: number, refundHundredths: number, hasRules: boolean) =>
    hasRules
      ? `${whenText(daysBefore)}: ${formatPercent(refundHundredths)} återbetalas.`
      : 'Villkoren har inga regler, så allt återbetalas.',
  bookingFeeKept: 'Bokningsavgiften återbetalas inte.',
  minimumFeeSentence: (fee: number) => `Minimiavgift ${formatKr(fee)}.`,
  resultBody: (totalAfter: number, totalBefore: number, payable: number) =>
    `Bokningens värde blir ${formatKr(totalAfter)} av ${formatKr(totalBefore)}. ` +
    (payable > 0
      ? 'En slutfaktura skapas när avbokningen avslutas.'
      : payable < 0
        ? 'En kreditfaktura skapas när avbokningen avslutas.'
        : 'Ingen faktura skapas.'),
  documentHeader: 'Avbokning med läkarintyg',
  documentBody:
    'Gästen skickar in ett läkarintyg. Godkänns intyget återbetalas allt utom bokningsavgiften. ' +
    'Nekas det gäller avbokningsvillkoren.',
  documentResult: (payable: number) =>
    payable > 0
      ? `Med godkänt intyg ska gästen betala ${formatKr(payable)} till`
      : payable < 0
        ? `Med godkänt intyg får gästen tillbaka ${formatKr(-payable)}`
        : 'Med godkänt intyg blir det inget att betala eller återbetala',
  documentDenied: (totalAfter: number, totalBefore: number) =>
    `Nekas intyget gäller villkoren: bokningens värde blir ${formatKr(totalAfter)} av ${formatKr(totalBefore)}.`,
  manualHeader: 'Egen avbokningsspecifikation',
  manualBody: 'Du anger själv hur mycket som återbetalas på varje rad. Ingen minimiavgift tillkommer.',
  manualResultHeader: 'Beloppet bestäms på nästa sida',
  manualResultBody: (totalBefore: number, billed: number) =>
    `Bokningens värde är ${formatKr(totalBefore)}, varav ${formatKr(billed)} redan är fakturerat eller betalt.`,
  freeHeader: 'Inga avgifter',
  freeBody: 'Bokningen har inga avgifter och inget är fakturerat eller betalt.',
  freeResultBody: 'Bokningen avbokas utan faktura.',

  // The preview (design C2–C4).
  lodgingRow: (from: string, to: string) => `Logi ${formatCancellationDate(from)}–${formatCancellationDate(to)}`,
  minimumFeeApplies: (fee: number) => `Minimiavgiften ${formatKr(fee)} gäller`,
  minimumFeeCapped: (fee: number, totalBefore: number) =>
    `Minimiavgiften ${formatKr(fee)} gäller, men aldrig mer än bokningens värde ${formatKr(totalBefore)}`,
  guestPays: (ore: number) => `Gästen ska betala ${formatKr(ore)} till`,
  guestGetsBack: (ore: number) => `Gästen ska få tillbaka ${formatKr(ore)}`,
  nothingToSettle: 'Inget att betala eller återbetala',

  // The one document that settles the difference (design C5) and the completed page (C6).
  settlementRow: (rowTitle: string) => `Avbokning: ${rowTitle}`,
  minimumFeeLine: 'Minimiavgift enligt avbokningsvillkor',
  finalInvoiceCreated: (ore: number) => `En slutfaktura på ${formatKr(ore)} skapades`,
  creditInvoiceCreated: (ore: number) => `En kreditfaktura på ${formatKr(ore)} skapades`,
  noInvoiceNeeded: 'Ingen faktura behövdes',
  manualMismatch: 'Specifikationen stämmer inte med bokningens avgifter. Öppna den manuella avbokningen igen.',

  // The server's refusals and records (server/cancellations; design C5–C8).
  unknownOption: 'Alternativet finns inte för den här bokningen.',
  noOptionSelected: 'Välj först hur bokningen ska avbokas.',
  manualNotSelected: 'En egen specifikation gäller bara Manuell avbokning.',
  notDocumentOption: 'Intyg begärs bara vid Avboka med läkarintyg.',
  documentNotRequested: 'Inget intyg har begärts för avbokningen.',
  documentNotAnswered: 'Intyget är varken godkänt eller nekat än.',
  documentAnswer: 'Ange om intyget godkänns eller nekas.',
  previewChanged: 'Förhandsgranskningen har ändrats, visa den igen',
  paymentAtTerminal: 'En kortbetalning för bokningen pågår i terminalen. Vänta tills den är klar och försök igen.',
  noCustomerToInvoice: 'Bokningen saknar kund, så avbokningen kan inte faktureras eller krediteras.',
  refundAlreadyMade: 'Återbetalningen är redan gjord och kan inte ångras här',
  notCompleted: 'Avbokningen är inte avslutad än.',
  alreadyCompleted: 'Avbokningen är redan avslutad.',
  cancellationNotFound: 'Avbokningen finns inte.',
  policyNotFound: 'Avbokningsvillkoren finns inte.',
  timelineNeedsDate: 'Ange en bokning eller ett ankomstdatum.',
  clientKeyUsed: 'Nyckeln (client_key) har redan använts för en annan avbokning',
  // The booking's history (Historik) of the wizard's steps.
  recordStarted: 'Avbokningen påbörjades',
  recordDocumentRequested: 'Instruktioner för läkarintyg skickades',
  recordDocumentApproved: 'Läkarintyget godkändes',
  recordDocumentDenied: 'Läkarintyget nekades',
  recordCompleted: 'Avbokningen avslutades',
  recordAbandoned: 'Avbokningen avbröts',
  documentRequestTitle: (bookingNumber: string) => `Intyg för avbokning ${bookingNumber}`,
  confirmationTitle: (bookingNumber: string) => `Avbokningsbekräftelse ${bookingNumber}`,

  // The policy timeline (bookings.md 3 "Timeline item").
  booked: 'Bokad',
  bookedText: 'Bokningen gjordes',
  arrival: 'Ankomst',
  arrivalText: 'Planerad ankomstdag',
  cancelled: 'Avbokad',
  cancelledText: (refundHundredths: number, minimumFee: number) =>
    `${formatPercent(refundHundredths)} återbetalas enligt villkoren` +
    (minimumFee > 0 ? `, minimiavgift ${formatKr(minimumFee)}` : ''),
  lastDayFor: (refundHundredths: number) =>
    refundHundredths > 0
      ? `Sista dag för ${formatPercent(refundHundredths)} återbetalning`
      : 'Sista dag för avbokning utan återbetalning',
  lastDayText: (date: string, refundHundredths: number, minimumFee: number) =>
    `Avbokning till och med ${formatCancellationDate(date)}: ${formatPercent(refundHundredths)} återbetalas` +
    (minimumFee > 0 ? `, minimiavgift ${formatKr(minimumFee)}` : ''),
  fromDayFor: (refundHundredths: number) =>
    refundHundredths > 0
      ? `${formatPercent(refundHundredths)} återbetalning från detta datum`
      : 'Ingen återbetalning från detta datum',
  fromDayText: (refundHundredths: number, minimumFee: number) =>
    (refundHundredths > 0
      ? `Avbokning eller utebliven ankomst från detta datum: ${formatPercent(refundHundredths)} återbetalas`
      : 'Avbokning eller utebliven ankomst från detta datum: ingenting återbetalas') +
    (minimumFee > 0 ? `, minimiavgift ${formatKr(minimumFee)}` : ''),
} as const;
