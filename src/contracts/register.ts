// The register of this workstation (GET register), with its fiscal warnings and the terminal.
import { z } from 'zod';
import { contract } from './define';

const row = z.strictObject;
const int = () => z.number().int();
const stamp = () => z.string();

export const registerBase = row({
  id: int(), name: z.string(), legal_name: z.string(), org_number: z.string(), address: z.string(),
  opened_at: stamp().nullable(), is_registered: z.boolean(), is_assigned_to_workstation: z.boolean(),
  workstation_id: int().nullable(), control_unit_manufacturer_id: z.string().nullable(),
  current_control_unit: row({ manufacturer_id: z.string().nullable(), requires_client_signature: z.boolean() }),
  printer_port: z.string(), did_not_close: z.boolean(), reports: z.array(z.never()),
});
export const registerReportSummary = row({
  id: int(), type: z.string(), serial: int(), opened_at: stamp(), closed_at: stamp().nullable(),
  reconciliation: z.record(z.string(), z.unknown()).nullable(),
});
export const registerDay = registerBase.extend({
  grand_total_sales: z.number(), grand_total_returns: z.number(), last_receipt_serial: int(),
  warnings: z.array(row({ code: z.string(), text: z.string() })),
  reports: z.array(registerReportSummary),
});
export type RegisterDay = z.output<typeof registerDay>;

export const netsTerminal = row({ id: int(), name: z.string(), serial_number: z.string(), software_provider: z.string(), kind: z.string() });
export type NetsTerminal = z.output<typeof netsTerminal>;

export const register = contract('GET', 'register', {
  response: row({ register: registerDay.nullable(), nets_terminal: netsTerminal.nullable() }),
});
