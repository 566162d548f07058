/**
 * Whether the register may take payment now (money.md 6, 8: blocked on a fatal fiscal state),
 * from the workstation's register (catalog$.register) and the payment flow's fiscal state
 * (src/features/till/payment/fiscal.ts: the console's one control unit and fiscal state).
 */
import type { RegisterDay } from '../../../contracts/register';
import { FISCAL_TEXTS, fiscalBlockReason, type FiscalState } from '../../../devices/controlUnit/fiscalState';

export const REGISTER_TEXTS = {
  noRegister: 'Ingen kassa är kopplad till den här datorn',
  // The server's refusal (server/sales/service.ts), shown before the cashier tries.
  closed: 'Kassan är stängd. Öppna kassan innan du tar betalt.',
} as const;

/**
 * The Swedish reason payment is blocked, or null: no register, a fatal fiscal flag (a state not yet
 * checked counts as checking), or a closed register.
 */
export function payBlockedBy(
  register: Pick<RegisterDay, 'opened_at'> | null,
  fiscal: FiscalState | null,
): string | null {
  if (!register) return REGISTER_TEXTS.noRegister;
  if (!fiscal) return FISCAL_TEXTS.checking;
  const fatal = fiscalBlockReason(fiscal);
  if (fatal) return fatal;
  return register.opened_at ? null : REGISTER_TEXTS.closed;
}
