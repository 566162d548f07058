// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRegisterReport } from '../../../domain/registerReport';
import { sampleRegister } from '../../../contracts/samples';

const calls: { method: string; path: string; opts: any }[] = [];
let answers: Record<string, unknown> = {};
vi.mock('../../../data/api', () => ({
  ApiError: class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string | null,
      message: string,
      readonly data: any = null,
    ) {
      super(message);
    }
    get fieldErrors() {
      return this.data?.errors ?? {};
    }
  },
  api: vi.fn(async (method: string, path: string, opts: any) => {
    calls.push({ method, path, opts });
    const a = answers[path];
    if (a instanceof Error) throw a;
    if (a === undefined) throw new Error(`unexpected ${path}`);
    return a;
  }),
}));
const confirmAction = vi.fn(async () => true);
vi.mock('../../../data/dialogs', () => ({ confirmAction: (...a: unknown[]) => confirmAction(...(a as [])) }));
const printed: any[] = [];
vi.mock('../printer/printJobs', () => ({
  handlePrintJob: vi.fn(async (job: unknown) => {
    printed.push(job);
    return { ok: true };
  }),
}));

const { RegisterDayDialogs } = await import('./RegisterDayDialogs');
const { registerDialog$ } = await import('./registerDay');
const { catalog$ } = await import('../../../data/stores');
const { ApiError } = await import('../../../data/api');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const register = (openedAt: string | null) =>
  sampleRegister({
    id: 1,
    name: 'Kassa 1',
    legal_name: 'Demo Camping AB',
    org_number: '556677-8899',
    address: 'Sjövägen 1',
    printer_port: 'SIM',
    opened_at: openedAt,
    is_registered: true,
    warnings: [],
  });
const totals = {
  ...buildRegisterReport({
    receipts: [],
    events: [{ kind: 'open', amount: 50_000 }],
    previousGrandTotals: { sales: 0, returns: 0 },
    countedCash: 49_000,
  }),
  firstSerial: null,
  lastSerial: null,
  seriesEnd: 0,
};
const zReport = {
  id: 9,
  register_id: 1,
  type: 'z',
  serial: 2,
  opened_at: '2026-07-15T06:00:00.000Z',
  closed_at: '2026-07-15T16:00:00.000Z',
  float_amount: 50_000,
  counted_cash: 49_000,
  reconciliation: { counted_cash: 49_000, expected_cash: 50_000, difference: -1_000 },
  totals,
  user_id: 1,
  created_at: '2026-07-15T16:00:00.000Z',
};

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('register day dialogs', () => {
  beforeEach(() => {
    calls.length = 0;
    printed.length = 0;
    answers = { register: { register: register(null), nets_terminal: null } };
    confirmAction.mockClear();
  });
  afterEach(() => {
    act(() => {
      registerDialog$.set(null);
      catalog$.register.set(null);
    });
    cleanup();
  });

  it('Öppna kassan: the float in whole kronor, bad input stays here, then POST register/open in öre', async () => {
    act(() => {
      catalog$.register.set(register(null));
      registerDialog$.set({ kind: 'open' });
    });
    render(<RegisterDayDialogs />);
    const user = userEvent.setup();
    expect(screen.getByRole('dialog', { name: 'Öppna kassan' })).toBeTruthy();
    const submit = () => user.click(screen.getByRole('button', { name: /^Öppna kassan/ }));

    await submit();
    expect(screen.getByText('Fyll i ett belopp')).toBeTruthy();
    await user.type(field('Växelkassa'), 'femhundra');
    expect(screen.getByText('Beloppet måste vara ett tal')).toBeTruthy();
    await user.clear(field('Växelkassa'));
    await user.type(field('Växelkassa'), '500,50');
    expect(screen.getByText('Beloppet måste vara hela kronor')).toBeTruthy();
    await user.clear(field('Växelkassa'));
    await user.type(field('Växelkassa'), '-5');
    expect(screen.getByText('Beloppet kan inte vara negativt')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    answers['register/open'] = { register: register('2026-07-15T06:00:00.000Z') };
    answers.register = { register: register('2026-07-15T06:00:00.000Z'), nets_terminal: null };
    await user.clear(field('Växelkassa'));
    await user.type(field('Växelkassa'), '1 500{Enter}');
    expect(calls.find((c) => c.path === 'register/open')?.opts.body).toEqual({
      id: 1,
      payload: { float_amount: 150_000 },
    });
    await vi.waitFor(() => expect(registerDialog$.peek()).toBeNull());
    expect(catalog$.register.peek()?.opened_at).toBe('2026-07-15T06:00:00.000Z');
  });

  it('a refusal from the server keeps the dialog open with its message', async () => {
    act(() => {
      catalog$.register.set(register(null));
      registerDialog$.set({ kind: 'open' });
    });
    answers['register/open'] = new ApiError(422, 'register_already_open', 'Kassan är redan öppnad.');
    render(<RegisterDayDialogs />);
    const user = userEvent.setup();
    await user.type(field('Växelkassa'), '100{Enter}');
    expect(await screen.findByText('Kassan är redan öppnad.')).toBeTruthy();
    expect(registerDialog$.peek()).toEqual({ kind: 'open' });
  });

  it('Stäng kassan: counted cash, a confirmation, POST register/close, then the Z report with the difference', async () => {
    act(() => {
      catalog$.register.set(register('2026-07-15T06:00:00.000Z'));
      registerDialog$.set({ kind: 'close' });
    });
    answers['register/close'] = { register: register(null), report: zReport, netsReconciliationError: null };
    render(<RegisterDayDialogs />);
    const user = userEvent.setup();
    await user.type(field('Räknad kontantkassa'), '490.5{Enter}');
    expect(screen.getByText('Beloppet måste vara hela kronor')).toBeTruthy();
    await user.clear(field('Räknad kontantkassa'));
    await user.type(field('Räknad kontantkassa'), '490{Enter}');
    expect(confirmAction).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.path === 'register/close')?.opts.body).toEqual({ id: 1, counted_cash: 49_000 });
    const dialog = await screen.findByRole('dialog', { name: 'Z-rapport nr 2' });
    expect(dialog.textContent).toContain('Differens \u221210,00\u00a0kr');
    expect(dialog.textContent).toContain('Räknat 490,00\u00a0kr mot förväntat 500,00\u00a0kr');
    expect(catalog$.register.peek()?.opened_at).toBeNull();
  });

  it('a cancelled confirmation closes nothing', async () => {
    confirmAction.mockResolvedValueOnce(false);
    act(() => {
      catalog$.register.set(register('2026-07-15T06:00:00.000Z'));
      registerDialog$.set({ kind: 'close' });
    });
    render(<RegisterDayDialogs />);
    await userEvent.setup().type(field('Räknad kontantkassa'), '490{Enter}');
    await vi.waitFor(() => expect(confirmAction).toHaveBeenCalled());
    expect(calls.some((c) => c.path === 'register/close')).toBe(false);
    expect(registerDialog$.peek()).toEqual({ kind: 'close' });
  });

  it('the report view shows every section and Skriv ut prints it to the register printer', async () => {
    act(() => {
      catalog$.register.set(register('2026-07-15T06:00:00.000Z'));
      registerDialog$.set({
        kind: 'report',
        report: { ...zReport, id: null, type: 'x', serial: null, closed_at: null, reconciliation: null } as never,
      });
    });
    render(<RegisterDayDialogs />);
    // An X report is computed on request, not stored: it has no number.
    const dialog = screen.getByRole('dialog', { name: 'X-rapport' });
    for (const section of [
      'Försäljning',
      'Returer',
      'Netto',
      'Betalningar per betalmedel',
      'Kassalåda',
      'Övrigt',
      'Grand total',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
    expect(dialog.textContent).toContain('Demo Camping AB');
    expect(dialog.textContent).toContain('Växelkassa');
    await userEvent.setup().click(screen.getByRole('button', { name: /^Skriv ut/ }));
    // The print layout's code loads on the first print.
    await vi.waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toMatchObject({ port: 'SIM', width: 42 });
    expect(printed[0].content[0].value).toBe('X-RAPPORT');
  });
});
