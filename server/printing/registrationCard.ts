import type { PrintItem, PrintObject } from '../../src/domain/printObject';
import { daysInMonth, isoFromParts, parseIsoDate, type IsoDate } from '../../src/domain/dates';
import { REGISTRATION_CARD_TEXTS, type RegistrationCardLanguage } from './registrationCardTexts';

/** What the card shows; gathered by the route from the booking, its customer and the campsite. */
export interface RegistrationCardData {
  campsite: { name: string; legalName: string | null; orgNumber: string | null; address: string | null };
  guest: { name: string; street: string; zipCity: string; country: string; phone: string; email: string };
  booking: {
    bookingNumber: string;
    position: string;
    checkIn: IsoDate;
    checkOut: IsoDate;
    adults: number;
    children: number;
    dogs: number;
  };
  /** Today (Stockholm), the base of the retention date. */
  today: IsoDate;
  /** 'YYYY-MM-DD HH:mm' in Stockholm. */
  printedAt: string;
}

/** The same day n months later, clamped to the month's last day (30 Nov + 3 months = 28 Feb). */
export function addMonths(date: IsoDate, n: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + n;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return isoFromParts(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Registration cards are kept for three months (bookings.md 9). */
export const retentionDate = (today: IsoDate) => addMonths(today, 3);

/** The country's name in the card's language, the stored (Swedish) name when the runtime does not know it. */
export function countryName(
  isoCode: string | null | undefined,
  stored: string,
  language: RegistrationCardLanguage,
): string {
  if (!isoCode) return stored;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(isoCode) ?? stored;
  } catch {
    return stored;
  }
}

const text = (value: string, extra: Partial<PrintItem> = {}): PrintItem => ({
  type: 'text',
  value,
  alignment: 'left',
  bold: false,
  text_size: 0,
  ...extra,
});
const pair = (left: string, right: string): PrintItem => ({
  type: 'left-right',
  values: [left, right || '-'],
  bold: false,
  text_size: 0,
});

/** A label and a full-width line to write on. */
function fillIn(label: string, width: number): PrintItem[] {
  return [text(`${label}:`), { type: 'newline' }, text('_'.repeat(width))];
}

/** The registration card as a print object in one of its seven languages. */
export function buildRegistrationCard(
  data: RegistrationCardData,
  language: RegistrationCardLanguage,
  printer: { port: string; width: number },
): PrintObject {
  const t = REGISTRATION_CARD_TEXTS[language];
  const { campsite, guest, booking } = data;
  const header: PrintItem[] = [
    text(campsite.name, { alignment: 'center', bold: true, text_size: 1 }),
    ...(campsite.legalName && campsite.legalName !== campsite.name
      ? [text(campsite.legalName, { alignment: 'center' })]
      : []),
    ...(campsite.address ? [text(campsite.address, { alignment: 'center' })] : []),
    ...(campsite.orgNumber ? [text(`${t.orgNumber} ${campsite.orgNumber}`, { alignment: 'center' })] : []),
  ];
  const content: PrintItem[] = [
    ...header,
    { type: 'line' },
    text(t.title, { alignment: 'center', bold: true, text_size: 1 }),
    { type: 'newline' },
    text(t.guest, { bold: true }),
    pair(t.name, guest.name),
    pair(t.address, guest.street),
    ...(guest.zipCity ? [pair('', guest.zipCity)] : []),
    pair(t.country, guest.country),
    pair(t.phone, guest.phone),
    pair(t.email, guest.email),
    { type: 'line' },
    text(t.stay, { bold: true }),
    pair(t.bookingNumber, booking.bookingNumber),
    pair(t.position, booking.position),
    pair(t.arrival, booking.checkIn),
    pair(t.departure, booking.checkOut),
    {
      type: 'table',
      rows: [
        [
          { width: 1 / 3, align: 'left', text: `${t.adults}: ${booking.adults}` },
          { width: 1 / 3, align: 'center', text: `${t.children}: ${booking.children}` },
          { width: 1 / 3, align: 'right', text: `${t.dogs}: ${booking.dogs}` },
        ],
      ],
    },
    { type: 'line' },
    ...fillIn(t.vehicle, printer.width),
    { type: 'newline' },
    ...fillIn(t.signature, printer.width),
    { type: 'newline' },
    text(t.retention.replace('{date}', retentionDate(data.today)), { alignment: 'center' }),
    text(`${t.printedAt} ${data.printedAt}`, { alignment: 'center' }),
    { type: 'cut' },
  ];
  return { content, port: printer.port, width: printer.width };
}
