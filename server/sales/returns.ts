// The server's side of returns at the till: the rule set is src/domain/returns.ts (the console
// blocks the same things before paying). A return takes its serial from the register's one
// unbroken series like any sale (registration.ts).
import { fieldError } from '../http/errors';
import { returnBlock } from '../../src/domain/returns';
import type { SaleLine } from './cart';

export { isReturnTotal, RETURN_TEXTS } from '../../src/domain/returns';

const FIELD = {
  negative_saved_charge: 'charge_ids',
  mixed_return: 'items',
  credit_on_return: 'customer_credit_amount',
  refund_method: 'payment_method_id',
} as const;

/** Refuses what the sale may not be as a return (or a sale mixing returns); nothing is written. */
export function checkReturnRules(
  lines: readonly SaleLine[],
  itemsTotal: number,
  credit: number,
  gateway: string,
): void {
  const saved = (l: SaleLine) => l.chargeId != null || l.accommodationChargeId != null;
  const block = returnBlock(
    lines.map((l) => ({ quantity: l.quantity, saved: saved(l) })),
    itemsTotal,
    credit,
    gateway,
  );
  if (block) throw fieldError(block.code, FIELD[block.code], block.message);
}
