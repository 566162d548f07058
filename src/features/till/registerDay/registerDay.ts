// The register day in the console (money.md 4 "Register"): the workstation's register lives in
// catalog$.register (GET register, with its warnings and latest Z reports) and is read again after
// every action, so the status strip and the commands' `when` follow the server.
import { observable } from '@legendapp/state';
import { api } from '../../../data/api';
import { call } from '../../../data/call';
import { catalog$ } from '../../../data/stores';
import type { RegisterDay } from '../../../contracts/register';
import { session$ } from '../../../data/session';
import { handlePrintJob } from '../printer/printJobs';
import type { Result } from '../../../devices/device';
import { loadLater } from '../../../commands/loadLater';
import type { StoredReport } from './reportSections';

export type RegisterInfo = RegisterDay;

export type RegisterDialog = { kind: 'open' } | { kind: 'close' } | { kind: 'report'; report: StoredReport };

/** Which register-day dialog is open (one at a time). */
export const registerDialog$ = observable<RegisterDialog | null>(null);
export const closeRegisterDialog = () => registerDialog$.set(null);

export const currentRegister = (): RegisterInfo | null => catalog$.register.peek();

/** Reads GET register again; a failure keeps what is shown (the action's own error was shown). */
export async function refreshRegister(): Promise<void> {
  try {
    const d = await call('GET register', { silent: true });
    catalog$.assign({ register: d.register, terminal: d.nets_terminal });
  } catch {
    /* the strip keeps the last known state */
  }
}

const requireRegister = () => {
  const r = currentRegister();
  if (!r) throw new Error('Ingen kassa');
  return r;
};

/** POST register/open with the float in öre. */
export async function openRegisterDay(floatOre: number): Promise<void> {
  const r = requireRegister();
  try {
    const d = await call('POST register/open', { body: { id: r.id, payload: { float_amount: floatOre } } });
    catalog$.register.set(d.register);
  } finally {
    await refreshRegister();
  }
}

/** POST register/close with the counted cash; the server's snackbar says 'Kassan har stängts'. Returns the Z report. */
export async function closeRegisterDay(countedOre: number): Promise<StoredReport> {
  const r = requireRegister();
  try {
    const d = await call('POST register/close', { body: { id: r.id, counted_cash: countedOre } });
    catalog$.register.set(d.register);
    return d.report;
  } finally {
    await refreshRegister();
  }
}

/** GET register/report: an X report of the day so far, computed by the server (a read stores nothing). */
export async function takeXReport(): Promise<StoredReport> {
  const r = requireRegister();
  const d = await call('GET register/report', { query: { registerId: r.id } });
  return d.report;
}

/** A stored report (a past Z) by id. */
export async function fetchReport(reportId: number): Promise<StoredReport> {
  const r = requireRegister();
  const d = await call('GET register/report', { query: { registerId: r.id, reportId } });
  return d.report;
}

/** POST register/opencashdrawer: counted in the reports; the answer's print pulses the drawer. */
export async function openCashDrawer(): Promise<void> {
  const r = requireRegister();
  await api('POST', 'register/opencashdrawer', { body: { register_id: r.id } });
}

const reportPrint = loadLater(() => import('./reportPrint'));

/** Prints a report on this workstation's default printer, else the register's port (42 columns as the preview). */
export async function printReport(report: StoredReport): Promise<Result> {
  const register = currentRegister();
  const printer = session$.workstation.peek()?.default_printer;
  const target = printer
    ? { port: printer.port, width: printer.width }
    : { port: register?.printer_port || 'SIM', width: 42 };
  const { buildReportPrint } = await reportPrint();
  return handlePrintJob(buildReportPrint(report, register, target));
}
