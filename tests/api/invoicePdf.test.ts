// The PDF invoice (GET invoices/:id/pdf): a real PDF, read back with poppler's pdftotext. In CI a missing
// pdftotext fails the file (scripts/ensure-poppler.mjs installs it before Vitest); locally it is skipped with a note.
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { createdInvoice, newKey, payOnInvoice } from '../helpers/invoiceFixtures';
import { invoices, products } from '../../server/db/schema';
import { pdfKr, pdfPercent } from '../../server/invoices/invoicePdf';
import { splitVat } from '../../src/domain/money';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import type { InvoiceDetail } from '../../src/contracts/invoices';

const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).status === 0;
const MISSING = 'pdftotext saknas: installera poppler-utils (node scripts/ensure-poppler.mjs gör det som root)';
if (!HAS_PDFTOTEXT && !process.env.CI) console.warn(`invoicePdf.test.ts hoppas över: ${MISSING}`);

const s = bookingSuite();

/** The PDF's bytes and headers, as a browser gets them. */
async function pdf(id: number, query: Record<string, string> = {}, token = s.token) {
  const res = await s.app.fastify.inject({
    method: 'GET',
    url: `/api/demo/invoices/${id}/pdf`,
    query,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, json: () => res.json() };
}

/** pdftotext -layout of the bytes; no-break spaces as plain spaces, pages split at form feeds. */
function textOf(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  try {
    const file = join(dir, 'f.pdf');
    writeFileSync(file, bytes);
    const out = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`pdftotext: ${out.stderr}`);
    return out.stdout.replace(/\u00a0/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kr = (ore: number) => pdfKr(ore).replace(/\u00a0/g, ' ');

describe.runIf(process.env.CI && !HAS_PDFTOTEXT)('the PDF test in CI', () => {
  it('needs pdftotext', () => {
    throw new Error(MISSING);
  });
});

describe.runIf(HAS_PDFTOTEXT)('the PDF invoice', () => {
  let inv: InvoiceDetail;
  let booking: { bookingNumber: string };
  let customer: { givenName: string | null; surname: string | null };
  beforeAll(async () => {
    const id = async (name: string) => (await s.db.select().from(products).where(eq(products.name, name)))[0].id;
    const made = await createdInvoice(s, {
      items: [
        { product_id: await id('Gasol P11 byte'), quantity: 1000 },
        { product_id: await id('Mjölk 1,5 l'), quantity: 3000 },
      ],
      lodging: [35000, 35000],
      customer: {
        givenName: 'Åsa',
        surname: 'Öberg',
        streetName: 'Storgatan',
        streetNumber: '1',
        zip: '111 22',
        city: 'Stockholm',
      },
    });
    inv = made.invoice;
    booking = made.booking;
    customer = made.customer;
  });

  it('is an A4 PDF with the seller, the customer, the number, OCR, bankgiro, lines, VAT per rate and the total', async () => {
    const res = await pdf(inv.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="faktura-${inv.invoice_number}.pdf"`);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(res.bytes);
    for (const t of [
      'FAKTURA',
      'Demo Camping AB',
      'Org.nr 556812-4308',
      'Momsreg.nr SE556812430801',
      'Godkänd för F-skatt',
      'faktura@democamping.se',
      `${customer.givenName} ${customer.surname}`,
      'Storgatan 1',
      '111 22 Stockholm',
      `Bokning ${booking.bookingNumber}`,
      'Vistelse 2026-07-20 – 2026-07-23',
      'Benämning',
      'À-pris',
      'Moms %',
      'Gasol P11 byte',
      'Mjölk 1,5 l',
    ])
      expect(text).toContain(t);
    expect(text).toMatch(new RegExp(`Fakturanummer\\s+${inv.invoice_number}\\b`));
    expect(text).toMatch(new RegExp(`OCR-nummer\\s+${inv.ocr}\\b`));
    expect(text).toMatch(/Bankgiro\s+123-4567/);
    expect(text).toMatch(new RegExp(`Förfallodatum\\s+${inv.due_date}`));
    // 399,00 + 71,70 + 2 × 350,00 = 1 170,70 → 1 171,00 with 0,30 rounding.
    expect(inv).toMatchObject({ total: 117100, rounding: 30 });
    expect(text).toMatch(/Öresavrundning\s+0,30 kr/);
    expect(text).toMatch(/Att betala\s+1 171,00 kr/);
    const vat = splitVat(inv.sales_items.map((l) => ({ grossOre: l.sale, rateBasisPoints: l.vat_rate })));
    expect(vat.map((g) => g.rate)).toEqual([2500, 1200, 600]);
    for (const g of vat)
      expect(text).toMatch(new RegExp(`Moms ${pdfPercent(g.rate)} %\\s+på ${kr(g.net)}\\s+${kr(g.vat)}`));
    expect(text).toContain(`Betala till bankgiro 123-4567 och ange OCR-nummer ${inv.ocr}`);
    expect(text).not.toContain('Sida 1');
  });

  it('is the same bytes every time for the same invoice, and downloads as faktura-{n}.pdf', async () => {
    const a = await pdf(inv.id);
    const b = await pdf(inv.id, { download: '1' });
    expect(b.headers['content-disposition']).toBe(`attachment; filename="faktura-${inv.invoice_number}.pdf"`);
    expect(Buffer.compare(a.bytes, b.bytes)).toBe(0);
  });

  it('shows the deposit, what is paid so far and what is left', async () => {
    await s.db
      .update(invoices)
      .set({ depositAmount: 30000, depositDueDate: '2026-07-25' })
      .where(eq(invoices.id, inv.id));
    await payOnInvoice(s, inv.id, inv.customer_id, 50000);
    const text = textOf((await pdf(inv.id)).bytes);
    expect(text).toMatch(/Handpenning 300,00 kr att betala senast\s+2026-07-25/);
    expect(text).toMatch(/Betalt hittills\s+500,00 kr/);
    expect(text).toMatch(/Kvar att betala\s+671,00 kr/);
  });

  it("says 'Kreditfaktura' with the original's number, and the amount to get back", async () => {
    const res = await s.post('invoices/create-credit-invoice', {
      client_key: newKey('pdf'),
      originalInvoiceId: inv.id,
      mode: 'credit-custom',
      creditSalesItems: [
        {
          sales_item_id: inv.sales_items[0].id,
          quantity: inv.sales_items[0].quantity,
          price: inv.sales_items[0].price,
          is_accommodation_charge: false,
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cr = res.body.data.invoice as InvoiceDetail;
    const text = textOf((await pdf(cr.id)).bytes);
    expect(text).toContain('KREDITFAKTURA');
    expect(text).toContain(`Avser faktura ${inv.invoice_number}`);
    expect(text).toMatch(new RegExp(`Kreditfakturanummer\\s+${cr.invoice_number}\\b`));
    expect(text).toMatch(new RegExp(`Att återfå\\s+${kr(cr.total)}`));
    expect(kr(cr.total).startsWith('-')).toBe(true);
    expect(text).not.toContain('Förfallodatum');
  });

  it('numbers the pages of a long invoice', async () => {
    const { invoice: long } = await createdInvoice(s, { lodging: Array.from({ length: 45 }, () => 30000) });
    const text = textOf((await pdf(long.id)).bytes);
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Sida ${i + 1} av ${pages.length}`);
      // The table's header on every page the lines continue on.
      if (page.includes('Logi ')) expect(page).toContain('Benämning');
    });
    expect(pages.at(-1)).toMatch(/Att betala\s+13 500,00 kr/);
    expect(text.match(/Logi /g)?.length ?? 0).toBeGreaterThanOrEqual(45);
  });

  it('answers 404 for an unknown invoice, 422 for a bad id and 403 to a kassör', async () => {
    const missing = await pdf(999999);
    expect(missing.status).toBe(404);
    expect(missing.json().error_message).toBe(INVOICE_TEXTS.notFound);
    expect((await pdf('abc' as unknown as number)).status).toBe(422);
    expect((await pdf(inv.id, {}, s.kassa)).status).toBe(403);
  });
});
