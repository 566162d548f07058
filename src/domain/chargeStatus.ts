// Where a charge or a lodging line stands (money.md 3 "Charge status"): the till's charges table and the
// booking pane's 'Avgifter' show the same chips and the same empty text.

export const CHARGE_STATUSES = ['paid', 'invoiced', 'parked'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const CHARGE_STATUS_TEXTS: Readonly<Record<ChargeStatus, string>> = {
  paid: 'Betald',
  invoiced: 'Fakturerad',
  parked: 'I varukorgen',
};

export const EMPTY_CHARGES_TEXT = 'Det finns inga avgifter att visa';

export const isChargeStatus = (s: unknown): s is ChargeStatus => (CHARGE_STATUSES as readonly unknown[]).includes(s);

/**
 * A line's standing from what took it: an invoice first (it stays 'Fakturerad' however the invoice is paid),
 * then a receipt; otherwise it is still in the cart. A charge's own status column wins when it has one.
 */
export function chargeStatusOf(line: {
  invoiceId: number | null;
  receiptId: number | null;
  status?: string;
}): ChargeStatus {
  if (line.status !== undefined && isChargeStatus(line.status)) return line.status;
  if (line.invoiceId != null) return 'invoiced';
  return line.receiptId != null ? 'paid' : 'parked';
}

/** The button beside a 'Fakturerad' chip that opens the invoice (as the invoice pane is titled). */
export const invoiceLinkText = (n: number | string) => `Faktura ${n}`;
