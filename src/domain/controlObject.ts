/**
 * The server's control object on a registered receipt (server/sales/controlObject.ts), read back
 * into the ControlData the control unit signs (money.md 4 "Fiscal unit"). Pure: the same fields,
 * typed again, so the client signs exactly what the server wrote.
 */
import type { ControlData, ControlReceiptType } from './controlData';
import { stockholmDateTime } from './dates';

/** The control object the server stores on a registered receipt; the server's type too. */
export interface ControlObject {
  /** YYYYMMDDHHmm, Stockholm time. */
  date_time: string;
  org_number: string;
  /** Kassabeteckning. */
  register_id: string;
  serial: number;
  receipt_type: ControlReceiptType;
  /** Kronor with a decimal comma: "123,45". */
  return_total: string;
  sales_total: string;
  /** At most four "25,00;24,69" pairs, highest rate first. */
  vat: string[];
  /** Set when the control unit signed: its manufacturing number. */
  manufacturing_number?: string;
}

/** '1234,50' → 123450; '-5,00' → -500. */
export function parseCommaKronor(s: string): number {
  const m = /^(-?)(\d+),(\d{2})$/.exec(s.trim());
  if (!m) throw new RangeError(`Ogiltigt belopp i kontrollobjektet: ${s}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
}

/** The data to sign from the server's control object. */
export function controlDataFromObject(o: ControlObject): ControlData {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(o.date_time);
  if (!m) throw new RangeError(`Ogiltig tidpunkt i kontrollobjektet: ${o.date_time}`);
  return {
    issuedAt: stockholmDateTime(`${m[1]}-${m[2]}-${m[3]}`, `${m[4]}:${m[5]}`),
    orgNumber: o.org_number,
    registerId: o.register_id,
    serial: o.serial,
    receiptType: o.receipt_type,
    returnTotalOre: parseCommaKronor(o.return_total),
    salesTotalOre: parseCommaKronor(o.sales_total),
    vat: o.vat.filter(Boolean).map((pair) => {
      const [rate, amount] = pair.split(';');
      return { rate: parseCommaKronor(rate), amountOre: parseCommaKronor(amount) };
    }),
  };
}
