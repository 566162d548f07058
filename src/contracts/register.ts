// The register of this workstation (GET register), with its fiscal warnings and the terminal; its day
// opened and closed, and its X and Z reports.
import { z } from 'zod';
import { CASH_AMOUNT_TEXTS, isWholeKronor, MAX_CASH_ORE } from '../domain/cashAmount';
import { id, idParam, money } from '../domain/input';
import { contract } from './define';

const row = z.strictObject;
const int = () => z.number().int();
const stamp = () => z.string();

export const registerBase = row({
  id: int(),
  name: z.string(),
  legal_name: z.string(),
  org_number: z.string(),
  address: z.string(),
  opened_at: stamp().nullable(),
  is_registered: z.boolean(),
  is_assigned_to_workstation: z.boolean(),
  workstation_id: int().nullable(),
  control_unit_manufacturer_id: z.string().nullable(),
  current_control_unit: row({ manufacturer_id: z.string().nullable(), requires_client_signature: z.boolean() }),
  printer_port: z.string(),
  did_not_close: z.boolean(),
  reports: z.array(z.never()),
});
export const registerReportSummary = row({
  id: int(),
  type: z.string(),
  serial: int(),
  opened_at: stamp(),
  closed_at: stamp().nullable(),
  reconciliation: z.record(z.string(), z.unknown()).nullable(),
});
export const registerDay = registerBase.extend({
  grand_total_sales: z.number(),
  grand_total_returns: z.number(),
  last_receipt_serial: int(),
  warnings: z.array(row({ code: z.string(), text: z.string() })),
  reports: z.array(registerReportSummary),
});
export type RegisterDay = z.output<typeof registerDay>;

export const netsTerminal = row({
  id: int(),
  name: z.string(),
  serial_number: z.string(),
  software_provider: z.string(),
  kind: z.string(),
});
export type NetsTerminal = z.output<typeof netsTerminal>;

export const register = contract('GET', 'register', {
  response: row({ register: registerDay.nullable(), nets_terminal: netsTerminal.nullable() }),
});

const countAmount = { count: int(), amount: int() };
const vatGroup = row({ rate: int(), gross: int(), vat: int(), net: int() });
/** What a report counts (src/domain/registerReport.ts RegisterReport) and the receipt series it covers. */
export const reportTotals = row({
  sales: row(countAmount),
  rounding: int(),
  vat: z.array(vatGroup),
  salesPerGroup: z.array(row({ group: z.string(), amount: int() })),
  goodsSold: int(),
  servicesSold: int(),
  receiptCount: int(),
  drawerOpenings: int(),
  float: int(),
  copies: row(countAmount),
  returns: row({ ...countAmount, vat: z.array(vatGroup) }),
  unfinished: row(countAmount),
  discounts: int(),
  payments: z.array(row({ ...countAmount, methodId: int(), methodName: z.string() })),
  net: int(),
  netVat: z.array(vatGroup),
  grandTotals: row({ sales: int(), returns: int(), net: int() }),
  cash: row({ expected: int(), counted: int().nullable(), difference: int().nullable() }),
  firstSerial: int().nullable().optional(),
  lastSerial: int().nullable().optional(),
  seriesEnd: int().optional(),
});
/** An X report (computed, no id nor serial) or a stored Z report. */
export const storedReport = row({
  id: int().nullable(),
  register_id: int(),
  type: z.enum(['x', 'z']),
  serial: int().nullable(),
  opened_at: stamp(),
  closed_at: stamp().nullable(),
  float_amount: int(),
  counted_cash: int().nullable(),
  reconciliation: row({ counted_cash: int(), expected_cash: int(), difference: int() }).nullable(),
  totals: reportTotals,
  user_id: int().nullable(),
  created_at: stamp(),
});
export type StoredReport = z.output<typeof storedReport>;

const registerId = () => id('Välj en kassa');
// Float and counted cash are whole kronor, as the dialogs say (src/domain/cashAmount.ts).
const cash = (negative: string) =>
  money({ error: 'Ange ett belopp', negative, max: MAX_CASH_ORE })
    // Only whole-kronor is said here; a negative or too large amount already has its own message.
    .refine((n) => n < 0 || n > MAX_CASH_ORE || isWholeKronor(n), CASH_AMOUNT_TEXTS.notWhole);

export const openRegister = contract('POST', 'register/open', {
  body: z.object({ id: registerId(), payload: z.object({ float_amount: cash('Växelkassan kan inte vara negativ') }) }),
  response: row({ register: registerDay }),
});
export const closeRegister = contract('POST', 'register/close', {
  body: z.object({ id: registerId(), counted_cash: cash('Räknad kassa kan inte vara negativ') }),
  response: row({ register: registerDay, report: storedReport, netsReconciliationError: z.null() }),
});
/** An X report of the day so far, or a stored report by id. */
export const registerReport = contract('GET', 'register/report', {
  query: z.object({ registerId: idParam('Välj en kassa'), reportId: idParam().optional() }),
  response: row({ report: storedReport }),
});
