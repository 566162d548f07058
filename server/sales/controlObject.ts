// The per-receipt data a control unit signs (SKVFS 2014:10): date-time, org number, register id,
// serial, receipt type, return and sales totals, up to four "rate;amount" VAT pairs with a decimal comma.
import { formatStockholm } from '../../src/domain/dates';
import { formatControlAmount, type ControlReceiptType } from '../../src/domain/controlData';
import type { ControlObject } from '../../src/domain/controlObject';

export type { ControlObject, ControlReceiptType };

/** Öre as kronor with a decimal comma and no grouping: the control unit's one amount format. */
export const commaKronor = formatControlAmount;

export interface ControlInput {
  at: Date;
  orgNumber: string;
  registerName: string;
  serial: number;
  type: ControlReceiptType;
  /** Total of the receipt in öre; a return counts as return total. */
  total: number;
  isReturn: boolean;
  vat: { rate: number; vat: number }[];
}

export function buildControlObject(i: ControlInput): ControlObject {
  return {
    date_time: formatStockholm(i.at, 'yyyyMMddHHmm'),
    org_number: i.orgNumber.replace(/\D/g, ''),
    register_id: i.registerName,
    serial: i.serial,
    receipt_type: i.type,
    return_total: commaKronor(i.isReturn ? Math.abs(i.total) : 0),
    sales_total: commaKronor(i.isReturn ? 0 : i.total),
    vat: i.vat.slice(0, 4).map((v) => `${commaKronor(v.rate)};${commaKronor(Math.abs(v.vat))}`),
  };
}
