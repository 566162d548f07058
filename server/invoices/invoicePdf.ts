// The invoice as a PDF (A4, Swedish): what the customer receives by mail, downloads and prints. Built with
// pdfkit's standard Helvetica (WinAnsi covers å ä ö é); deterministic for one invoice state: the creation date
// is the invoice's created_at, so the same invoice renders the same bytes (the file ID derives from it).
import PDFDocument from 'pdfkit';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookings, countries, customers, invoiceSettings, invoices, positions, salesItems } from '../db/schema';
import { formatKr, splitVat } from '../../src/domain/money';
import { remainingOf } from '../../src/domain/invoices';

export interface InvoicePdfLine {
  name: string;
  caption: string | null;
  /** Thousandths; negative on a credit invoice. */
  quantity: number;
  price: number;
  /** Basis points. */
  vatRate: number;
  /** The line's total incl. VAT. */
  sale: number;
  discountType: string | null;
  discountValue: number | null;
}

export interface InvoicePdfData {
  seller: {
    legalName: string;
    orgNumber: string;
    vatNumber: string;
    address: string;
    zipCity: string;
    email: string;
    phone: string;
    bankgiro: string;
    fSkatt: boolean;
  };
  invoice: {
    number: number;
    ocr: string;
    invoiceDate: string;
    dueDate: string | null;
    depositAmount: number | null;
    depositDueDate: string | null;
    total: number;
    rounding: number;
    paid: number;
    credited: number;
    isCredit: boolean;
    originalNumber: number | null;
    createdAt: Date;
  };
  customer: { id: number; name: string; addressLines: string[] };
  booking: { number: string; checkIn: string; checkOut: string; position: string | null } | null;
  lines: InvoicePdfLine[];
}

/** Everything the PDF shows of one invoice, or null when there is none with that id. */
export async function loadInvoicePdfData(db: DbOrTx, id: number): Promise<InvoicePdfData | null> {
  const [row] = await db
    .select({ inv: invoices, c: customers, country: countries.name })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(countries, eq(countries.id, customers.countryId))
    .where(eq(invoices.id, id))
    .limit(1);
  if (!row) return null;
  const { inv, c } = row;
  const [seller] = await db.select().from(invoiceSettings).orderBy(invoiceSettings.id).limit(1);
  if (!seller) throw new Error('invoice_settings has no row: the campsite is not set up for invoicing');
  const [original] = inv.originalInvoiceId
    ? await db
        .select({ n: invoices.invoiceNumber })
        .from(invoices)
        .where(eq(invoices.id, inv.originalInvoiceId))
        .limit(1)
    : [];
  const [b] = inv.bookingId
    ? await db
        .select({
          number: bookings.bookingNumber,
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
          p: positions,
        })
        .from(bookings)
        .leftJoin(positions, eq(positions.id, bookings.positionId))
        .where(eq(bookings.id, inv.bookingId))
        .limit(1)
    : [];
  const items = await db.select().from(salesItems).where(eq(salesItems.invoiceId, id)).orderBy(asc(salesItems.id));
  const street = [c.streetName, c.streetNumber].filter((s) => s?.trim()).join(' ');
  const zipCity = [c.zip, c.city].filter((s) => s?.trim()).join(' ');
  const addressLines = [
    c.isOrg && c.orgReference ? `Att: ${c.orgReference}` : '',
    street,
    zipCity,
    c.countryId !== 752 ? (row.country ?? '') : '',
    c.isOrg && c.orgNumber ? `Org.nr ${c.orgNumber}` : '',
  ].filter((s) => s.length > 0);
  return {
    seller: {
      legalName: seller.legalName,
      orgNumber: seller.orgNumber,
      vatNumber: seller.vatNumber,
      address: seller.address,
      zipCity: seller.zipCity,
      email: seller.email,
      phone: seller.phone,
      bankgiro: seller.bankgiro,
      fSkatt: seller.fSkatt,
    },
    invoice: {
      number: inv.invoiceNumber,
      ocr: inv.ocr,
      invoiceDate: inv.invoiceDate,
      dueDate: inv.dueDate,
      depositAmount: inv.depositAmount,
      depositDueDate: inv.depositDueDate,
      total: inv.totalAmount,
      rounding: inv.rounding,
      paid: inv.paidAmount,
      credited: inv.creditedAmount,
      isCredit: inv.isCreditInvoice,
      originalNumber: original?.n ?? null,
      createdAt: inv.createdAt,
    },
    customer: { id: c.id, name: inv.customerName, addressLines },
    booking: b ? { number: b.number, checkIn: b.checkIn, checkOut: b.checkOut, position: b.p?.fullName ?? null } : null,
    lines: items.map((s) => ({
      name: s.productName,
      caption: s.caption,
      quantity: s.quantity,
      price: s.price,
      vatRate: s.vatRate,
      sale: s.sale,
      discountType: s.discountType,
      discountValue: s.discountValue,
    })),
  };
}

/** 'faktura-1005.pdf' (the download's file name and the mail attachment's). */
export const invoicePdfFilename = (invoiceNumber: number) => `faktura-${invoiceNumber}.pdf`;

// WinAnsi has no U+2212 MINUS SIGN (formatKr's minus): the PDF prints a hyphen-minus instead.
export const pdfKr = (ore: number) => formatKr(ore).replace('\u2212', '-');

/** Thousandths as a Swedish number: 2500 → '2,5', -1000 → '-1'. */
export function pdfQuantity(thousandths: number): string {
  const abs = Math.abs(thousandths);
  const whole = Math.floor(abs / 1000);
  const frac = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${thousandths < 0 ? '-' : ''}${whole}${frac ? `,${frac}` : ''}`;
}

/** Basis points as a percent: 1200 → '12', 1250 → '12,5'. */
export const pdfPercent = (basisPoints: number) => pdfQuantity(basisPoints * 10);

function discountText(l: InvoicePdfLine): string | null {
  if (!l.discountType || l.discountType === 'none' || !l.discountValue) return null;
  if (l.discountType === 'percent') return `Rabatt ${pdfPercent(l.discountValue)} %`;
  if (l.discountType === 'flat') return `Rabatt ${pdfKr(l.discountValue)}/st`;
  return null;
}

// A4 in points; margins and the table's columns.
const M = 50;
const WIDTH = 595.28 - 2 * M;
const FOOTER = 56;
const COLS = [
  { title: 'Benämning', x: M, w: 215, align: 'left' as const },
  { title: 'Antal', x: M + 215, w: 50, align: 'right' as const },
  { title: 'À-pris', x: M + 265, w: 80, align: 'right' as const },
  { title: 'Moms %', x: M + 345, w: 55, align: 'right' as const },
  { title: 'Belopp', x: M + 400, w: WIDTH - 400, align: 'right' as const },
];
const GREY = '#555555';

/** Renders the invoice; resolves with the PDF's bytes. */
export function renderInvoicePdf(d: InvoicePdfData): Promise<Buffer> {
  const inv = d.invoice;
  const title = inv.isCredit ? `Kreditfaktura ${inv.number}` : `Faktura ${inv.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: M, bottom: M + FOOTER, left: M, right: M },
    bufferPages: true,
    lang: 'sv-SE',
    info: {
      Title: title,
      Author: d.seller.legalName,
      Subject: title,
      Creator: d.seller.legalName,
      Producer: 'Campingkonsolen',
      CreationDate: inv.createdAt,
      ModDate: inv.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const font = (bold: boolean, size: number, color = '#000000') =>
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(color);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  // Seller (left) and the document's kind (right).
  font(true, 14).text(d.seller.legalName, M, M, { width: 280 });
  font(false, 9)
    .text(d.seller.address, { width: 280 })
    .text(d.seller.zipCity, { width: 280 })
    .text(`Org.nr ${d.seller.orgNumber}`, { width: 280 })
    .text(`Momsreg.nr ${d.seller.vatNumber}`, { width: 280 });
  if (d.seller.fSkatt) doc.text('Godkänd för F-skatt', { width: 280 });
  doc.text(`E-post ${d.seller.email}`, { width: 280 }).text(`Telefon ${d.seller.phone}`, { width: 280 });
  const sellerEnd = doc.y;

  font(true, 20).text(inv.isCredit ? 'KREDITFAKTURA' : 'FAKTURA', M + 280, M, { width: WIDTH - 280, align: 'right' });
  const meta: [string, string][] = [
    [inv.isCredit ? 'Kreditfakturanummer' : 'Fakturanummer', String(inv.number)],
    ['Fakturadatum', inv.invoiceDate],
  ];
  if (inv.dueDate) meta.push(['Förfallodatum', inv.dueDate]);
  meta.push(['OCR-nummer', inv.ocr], ['Bankgiro', d.seller.bankgiro], ['Kundnummer', String(d.customer.id)]);
  if (inv.isCredit && inv.originalNumber != null) meta.push(['Avser faktura', String(inv.originalNumber)]);
  let y = M + 30;
  for (const [label, value] of meta) {
    font(false, 9, GREY).text(label, M + 300, y, { width: 95, lineBreak: false });
    font(true, 9).text(value, M + 395, y, { width: WIDTH - 395, align: 'right', lineBreak: false });
    y += 13;
  }

  // The customer, and the booking the invoice is for.
  y = Math.max(sellerEnd, y) + 18;
  font(false, 8, GREY).text('Faktureras', M, y, { width: 260 });
  font(true, 10).text(d.customer.name, { width: 260 });
  font(false, 10);
  for (const line of d.customer.addressLines) doc.text(line, { width: 260 });
  const customerEnd = doc.y;
  let right = y;
  const rightLine = (text: string, bold = false) => {
    font(bold, 9).text(text, M + 300, right, { width: WIDTH - 300 });
    right = doc.y + 1;
  };
  if (inv.isCredit && inv.originalNumber != null) rightLine(`Avser faktura ${inv.originalNumber}`, true);
  if (d.booking) {
    rightLine(`Bokning ${d.booking.number}`, true);
    rightLine(`Vistelse ${d.booking.checkIn} – ${d.booking.checkOut}`);
    if (d.booking.position) rightLine(`Plats ${d.booking.position}`);
  }
  if (inv.depositAmount && inv.depositDueDate)
    rightLine(`Handpenning ${pdfKr(inv.depositAmount)} att betala senast ${inv.depositDueDate}`, true);
  y = Math.max(customerEnd, right) + 20;

  // The lines: a header row, repeated on every page the table continues on.
  const header = () => {
    font(true, 9);
    for (const c of COLS) doc.text(c.title, c.x, y, { width: c.w, align: c.align, lineBreak: false });
    y += 14;
    doc
      .moveTo(M, y - 3)
      .lineTo(M + WIDTH, y - 3)
      .lineWidth(0.6)
      .strokeColor('#999999')
      .stroke();
  };
  header();
  for (const l of d.lines) {
    const notes = [l.caption, discountText(l)].filter((s): s is string => !!s).join(' · ');
    font(false, 9);
    const nameH = doc.heightOfString(l.name, { width: COLS[0].w });
    const notesH = notes ? font(false, 8).heightOfString(notes, { width: COLS[0].w }) : 0;
    const rowH = nameH + notesH + 5;
    if (y + rowH > bottom()) {
      doc.addPage();
      y = M;
      header();
    }
    font(false, 9).text(l.name, COLS[0].x, y, { width: COLS[0].w });
    if (notes) font(false, 8, GREY).text(notes, COLS[0].x, y + nameH, { width: COLS[0].w });
    const cells = [pdfQuantity(l.quantity), pdfKr(l.price), pdfPercent(l.vatRate), pdfKr(l.sale)];
    font(false, 9);
    cells.forEach((text, i) => {
      const c = COLS[i + 1];
      doc.text(text, c.x, y, { width: c.w, align: c.align, lineBreak: false });
    });
    y += rowH;
  }

  // The sums: net, VAT per rate, rounding, the total, what is paid and left.
  const vat = splitVat(d.lines.map((l) => ({ grossOre: l.sale, rateBasisPoints: l.vatRate })));
  const remaining = remainingOf({ total: inv.total, paid: inv.paid, credited: inv.credited });
  const sums: { label: string; middle?: string; value: string; bold?: boolean }[] = [
    { label: 'Summa exkl. moms', value: pdfKr(vat.reduce((s, g) => s + g.net, 0)) },
    ...vat.map((g) => ({ label: `Moms ${pdfPercent(g.rate)} %`, middle: `på ${pdfKr(g.net)}`, value: pdfKr(g.vat) })),
  ];
  if (inv.rounding !== 0) sums.push({ label: 'Öresavrundning', value: pdfKr(inv.rounding) });
  sums.push({ label: inv.isCredit ? 'Att återfå' : 'Att betala', value: pdfKr(inv.total), bold: true });
  if (inv.paid !== 0 || inv.credited !== 0) {
    if (inv.paid !== 0) sums.push({ label: inv.isCredit ? 'Utbetalt' : 'Betalt hittills', value: pdfKr(inv.paid) });
    if (inv.credited !== 0) sums.push({ label: inv.isCredit ? 'Avräknat' : 'Krediterat', value: pdfKr(inv.credited) });
    sums.push({ label: inv.isCredit ? 'Kvar att återfå' : 'Kvar att betala', value: pdfKr(remaining), bold: true });
  }
  const paymentText = inv.isCredit
    ? remaining !== 0
      ? `${pdfKr(-remaining)} betalas tillbaka till dig.`
      : inv.originalNumber != null
        ? `Krediteringen är avräknad mot faktura ${inv.originalNumber}.`
        : 'Krediteringen är avräknad.'
    : remaining === 0
      ? 'Fakturan är betald. Tack!'
      : `Betala till bankgiro ${d.seller.bankgiro} och ange OCR-nummer ${inv.ocr} som referens` +
        (inv.dueDate ? `, senast ${inv.dueDate}.` : '.');
  const needed = sums.length * 14 + 60;
  if (y + 10 + needed > bottom()) {
    doc.addPage();
    y = M;
  }
  y += 6;
  doc
    .moveTo(M + 230, y)
    .lineTo(M + WIDTH, y)
    .lineWidth(0.6)
    .strokeColor('#999999')
    .stroke();
  y += 8;
  for (const s of sums) {
    font(!!s.bold, s.bold ? 11 : 9).text(s.label, M + 230, y, { width: 110, lineBreak: false });
    if (s.middle) font(false, 9, GREY).text(s.middle, M + 330, y, { width: 90, align: 'right', lineBreak: false });
    font(!!s.bold, s.bold ? 11 : 9).text(s.value, M + 420, y, { width: WIDTH - 420, align: 'right', lineBreak: false });
    y += s.bold ? 17 : 14;
  }
  y += 14;
  font(true, 10).text(paymentText, M, y, { width: WIDTH });

  // Footer and page numbers on every page (margins off so pdfkit does not break to a new page).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const fy = doc.page.height - M - FOOTER + 16;
    doc
      .moveTo(M, fy - 6)
      .lineTo(M + WIDTH, fy - 6)
      .lineWidth(0.4)
      .strokeColor('#bbbbbb')
      .stroke();
    const parts = [
      d.seller.legalName,
      `${d.seller.address}, ${d.seller.zipCity}`,
      `Org.nr ${d.seller.orgNumber}`,
      `Momsreg.nr ${d.seller.vatNumber}`,
      d.seller.fSkatt ? 'Godkänd för F-skatt' : '',
      `Bankgiro ${d.seller.bankgiro}`,
      d.seller.email,
      d.seller.phone,
    ].filter((p) => p.length > 0);
    font(false, 7.5, GREY).text(parts.join('  ·  '), M, fy, { width: WIDTH - 70 });
    if (range.count > 1)
      font(false, 8, GREY).text(`Sida ${i + 1} av ${range.count}`, M + WIDTH - 70, fy, {
        width: 70,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  return done;
}

/** The invoice's PDF and its file name, or null when there is no invoice with that id. */
export async function invoicePdf(db: DbOrTx, id: number): Promise<{ filename: string; pdf: Buffer } | null> {
  const data = await loadInvoicePdfData(db, id);
  if (!data) return null;
  return { filename: invoicePdfFilename(data.invoice.number), pdf: await renderInvoicePdf(data) };
}
