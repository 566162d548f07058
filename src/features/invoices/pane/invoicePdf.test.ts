// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session$ } from '../../../data/session';
import { snackbars$ } from '../../../data/snackbars';
import { downloadInvoicePdf, printInvoicePdf } from './invoicePdf';

const fetchMock = vi.fn();
const pdf = () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  snackbars$.set([]);
  session$.assign({
    token: 'tok',
    user: { domain: { baseURL: 'http://camp.test/api/' } } as never,
    workstation: { id: 4 } as never,
  });
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the invoice PDF', () => {
  it('downloads GET invoices/:id/pdf?download=1 with the API headers as faktura-{n}.pdf', async () => {
    fetchMock.mockResolvedValue(pdf());
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await downloadInvoicePdf(7, 1001);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://camp.test/api/invoices/7/pdf?download=1');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'x-workstation-id': '4' });
    expect(clicked).toEqual(['faktura-1001.pdf']);
    click.mockRestore();
  });

  it('prints from a hidden frame holding the PDF', async () => {
    fetchMock.mockResolvedValue(pdf());
    await printInvoicePdf(7);
    expect(fetchMock.mock.calls[0][0]).toBe('http://camp.test/api/invoices/7/pdf');
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-invoice-print="7"]');
    expect(frame?.getAttribute('src')).toBe('blob:pdf');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
  });

  it("says the server's reason when it refuses, or the status when it gives none", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 'error', error_message: 'Fakturan finns inte' }), { status: 404 }),
    );
    await downloadInvoicePdf(7, 1001);
    fetchMock.mockResolvedValueOnce(new Response('x', { status: 500 }));
    await printInvoicePdf(7);
    expect(snackbars$.get().map((s) => s.text)).toEqual([
      'Fakturan finns inte',
      'Kunde inte hämta fakturan som PDF. Felkod: 500',
    ]);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
