// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrintObject } from '../../domain/printObject';

vi.mock('../../data/api', () => ({ api: vi.fn() }));
vi.mock('../../data/snackbars', () => ({ showSnackbar: vi.fn() }));

const { api } = await import('../../data/api');
const { showSnackbar } = await import('../../data/snackbars');
const { handlePrintJob } = await import('../../features/till/printer/printJobs');
const { clearPreviewJobs, previewJobs, previewOpen, PREVIEW_KEEP } = await import('./previewStore');
const { printerForPort, registerPrinterDriver } = await import('./registry');
const { printRegistrationCard } = await import('../../features/till/printer/registrationCard');
const { ok } = await import('../device');
const { writable } = await import('../device');
const { hasCashDrawer } = await import('./webSerial');

const job = (port: string, value = 'Hej Åsa', width = 48): PrintObject => ({
  port,
  width,
  content: [{ type: 'text', value, alignment: 'center' }, { type: 'cut' }],
});

beforeEach(() => {
  clearPreviewJobs();
  vi.mocked(showSnackbar).mockClear();
  vi.mocked(api).mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the virtual printer (port SIM)', () => {
  it('lays the job out at its width, opens the preview and lists jobs newest first', async () => {
    const seen: number[] = [];
    const stop = previewJobs.subscribe((jobs) => seen.push(jobs.length));
    expect(await handlePrintJob(job('SIM', 'första', 42))).toEqual({ ok: true });
    expect(await handlePrintJob(job('SIM', 'andra'))).toEqual({ ok: true });
    stop();
    const [newest, older] = previewJobs.get();
    expect(newest.width).toBe(48);
    expect(newest.lines[0].text.trim()).toBe('andra');
    expect(newest.lines[0].text).toHaveLength(48);
    expect(older.width).toBe(42);
    expect(previewOpen.get()).toBe(true);
    expect(seen).toEqual([1, 2]);
  });

  it(`keeps the last ${PREVIEW_KEEP} jobs`, async () => {
    for (let i = 0; i < PREVIEW_KEEP + 5; i++) await handlePrintJob(job('SIM', `jobb ${i}`));
    const jobs = previewJobs.get();
    expect(jobs).toHaveLength(PREVIEW_KEEP);
    expect(jobs[0].lines[0].text.trim()).toBe(`jobb ${PREVIEW_KEEP + 4}`);
  });
});

describe('routing print jobs by port', () => {
  it('sends WINDOWS jobs to the browser print dialog through a frame that is removed afterwards', async () => {
    let printed = '';
    const print = vi.fn(function (this: Window) {
      printed = this.document.body.textContent ?? '';
    });
    const origAppend = document.body.append.bind(document.body);
    vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
      origAppend(...nodes);
      for (const n of nodes) if (n instanceof HTMLIFrameElement) n.contentWindow!.print = print.bind(n.contentWindow!);
    });
    expect(await handlePrintJob(job('WINDOWS', 'Till <skrivaren>'))).toEqual({ ok: true });
    expect(print).toHaveBeenCalledTimes(1);
    expect(printed).toContain('Till <skrivaren>');
    expect(document.querySelector('iframe')).toBeNull();
    expect(previewJobs.get()).toHaveLength(0);
  });

  it('sends hardware ports to the Web Serial driver, which fails as a value (and a snackbar) without Web Serial', async () => {
    for (const port of ['COM3', '/dev/ttyUSB0', 'SERIAL']) expect(hasCashDrawer(printerForPort(port))).toBe(true);
    expect(printerForPort(' COM3 ')).toBe(printerForPort('COM3'));
    expect(hasCashDrawer(printerForPort('SIM')) || hasCashDrawer(printerForPort('WINDOWS'))).toBe(false);
    const result = await handlePrintJob(job('COM3'));
    expect(result).toEqual({
      ok: false,
      code: 'serial_unsupported',
      message: 'Webbläsaren saknar stöd för seriella skrivare',
      retryable: false,
    });
    expect(showSnackbar).toHaveBeenCalledWith('error', 'Webbläsaren saknar stöd för seriella skrivare');
  });

  it('refuses something that is not a print object', async () => {
    expect((await handlePrintJob({ hello: 1 })).ok).toBe(false);
    expect(showSnackbar).toHaveBeenCalledWith('error', 'Utskriften kunde inte läsas.');
  });

  it("lets a later driver (the till issue's Web Serial) take over a hardware port", async () => {
    const print = vi.fn(async () => ok);
    registerPrinterDriver({
      matches: (p) => p.startsWith('USB'),
      create: (port) => ({ port, status: writable('ready'), connect: async () => ok, print }),
    });
    expect(await handlePrintJob(job('USB001'))).toEqual({ ok: true });
    expect(print).toHaveBeenCalledTimes(1);
    expect(printerForPort('sim').port).toBe('SIM');
  });
});

describe('printRegistrationCard', () => {
  const respondWith = (print: unknown) =>
    vi.mocked(api).mockImplementation(async () => {
      // As the API client does: the response's print goes to the handler before the data returns.
      if (print) void handlePrintJob(print);
      return { printed: true, language: 'de' };
    });

  it('posts the booking and language, prints the job and says so', async () => {
    respondWith(job('SIM', 'Meldeschein'));
    expect(await printRegistrationCard(12, 'de')).toBe(true);
    expect(api).toHaveBeenCalledWith('POST', 'bookings/registration-card', {
      body: { booking_id: 12, language: 'de' },
    });
    expect(previewJobs.get()[0].lines[0].text.trim()).toBe('Meldeschein');
    expect(showSnackbar).toHaveBeenCalledWith('success', 'Registreringskortet skrevs ut');
  });

  it('leaves the language to the server when none (or an unknown one) is given', async () => {
    respondWith(job('SIM'));
    await printRegistrationCard(7, 'fi');
    expect(api).toHaveBeenCalledWith('POST', 'bookings/registration-card', { body: { booking_id: 7 } });
  });

  it('reports false without a success snackbar when the printer fails or the server refuses', async () => {
    respondWith(job('COM9'));
    expect(await printRegistrationCard(7)).toBe(false);
    expect(showSnackbar).not.toHaveBeenCalledWith('success', expect.anything());
    vi.mocked(api).mockRejectedValue(new Error('422'));
    expect(await printRegistrationCard(7)).toBe(false);
  });
});
