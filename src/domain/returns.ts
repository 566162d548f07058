// Returns at the till (SWEDEN.md, SKVFS 2014:9): a return is its own receipt ('Kvitto på återköp'),
// never a negative line on a sale. A free item rung up with a negative quantity takes it back
// (money.md 5: "ange ett negativt antal för att göra returer"); a cart of only such lines is a
// return with a negative total, paid back in cash or on the card terminal. One rule set for the
// console (what it blocks before paying) and the server (what it refuses).

/** The gateways that can pay a refund at the till: cash from the drawer, or the card terminal. */
export const REFUND_GATEWAYS: ReadonlySet<string> = new Set(['cash', 'integrated_terminal']);

/** Whether a payment method may be offered to pay a return back (the till shows no other). */
export const canRefundWith = (gateway: string | null | undefined) => gateway != null && REFUND_GATEWAYS.has(gateway);

export const RETURN_TEXTS = {
  savedNegative: 'Sparade avgifter kan inte ha negativt antal i kassan. Gör returen som en ny rad med negativt antal.',
  creditOnReturn: 'Tillgodo kan inte användas vid återköp. Betala tillbaka kontant eller med kort.',
  refundMethod: 'Återköp kan bara betalas tillbaka kontant eller med kortterminalen.',
  mixed: 'Ett återköp görs på ett eget kvitto. Ta betalt för de sålda varorna och gör returen för sig.',
} as const;

/** A sale is a return when what it sells sums below zero. */
export const isReturnTotal = (itemsTotal: number) => itemsTotal < 0;

/** Sold and returned lines in one receipt: not allowed, a return is its own receipt. */
export const mixesSaleAndReturn = (quantities: readonly number[]) =>
  quantities.some((q) => q > 0) && quantities.some((q) => q < 0);

export interface ReturnLine {
  quantity: number;
  saved: boolean;
}

/**
 * Why these lines (with this total, credit and payment gateway) cannot be sold or paid back, or
 * null. Only free items rung up now are taken back; a return is never mixed with a sale, takes no
 * customer credit and is paid back only in cash or on the card terminal. An unknown gateway
 * (the console before the methods load) is left to the server.
 */
export function returnBlock(
  lines: readonly ReturnLine[],
  total: number,
  credit: number,
  gateway: string | null | undefined,
): { code: 'negative_saved_charge' | 'mixed_return' | 'credit_on_return' | 'refund_method'; message: string } | null {
  if (lines.some((l) => l.saved && l.quantity < 0))
    return { code: 'negative_saved_charge', message: RETURN_TEXTS.savedNegative };
  if (mixesSaleAndReturn(lines.map((l) => l.quantity))) return { code: 'mixed_return', message: RETURN_TEXTS.mixed };
  if (!isReturnTotal(total)) return null;
  if (credit > 0) return { code: 'credit_on_return', message: RETURN_TEXTS.creditOnReturn };
  if (gateway && !REFUND_GATEWAYS.has(gateway)) return { code: 'refund_method', message: RETURN_TEXTS.refundMethod };
  return null;
}
