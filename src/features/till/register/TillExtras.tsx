import { useEffect } from 'react';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../../commands/registry';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import type { CartLine } from './cartStore';
import { credit$, CREDIT_TEXTS, installCustomerCredit, payableWithCredit } from './customerCredit';
import * as s from './register.css';

/**
 * The customer's credit on the pay area: 'Tillgodo: {kr}', the 'Använd tillgodo' button, and once
 * credit is chosen what it covers and what is left to pay (cash rounded). Follows the cart's owner.
 */
export function CreditSummary({ toPay }: { toPay: readonly CartLine[] }) {
  useEffect(() => installCustomerCredit(), []);
  const state = useValue(credit$);
  if (state.balance == null || (state.balance <= 0 && state.use === 0)) return null;
  const card = payableWithCredit(toPay, false, state);
  const cash = payableWithCredit(toPay, true, state);
  return (
    <div className={s.totals} data-testid="cart-credit">
      <div>
        <div className={s.totalLabel}>Kundens tillgodo</div>
        <div className={s.totalSmall}>{CREDIT_TEXTS.balance(state.balance)}</div>
      </div>
      {card.customerCredit > 0 && (
        <>
          <div>
            <div className={s.totalLabel}>Betalas med tillgodo</div>
            <div className={s.totalSmall} data-testid="cart-credit-used">
              {formatKr(-card.customerCredit)}
            </div>
          </div>
          <div>
            <div className={s.totalLabel}>Kvar att betala</div>
            <div className={s.totalSmall} aria-live="polite" data-testid="cart-after-credit">
              {formatKr(card.payable)}
            </div>
          </div>
          {cash.rounding !== 0 && (
            <div>
              <div className={s.totalLabel}>Kontant (avrundat)</div>
              <div className={s.totalSmall}>{formatKr(cash.payable)}</div>
            </div>
          )}
        </>
      )}
      <Button
        hotkey="alt+shift+g"
        isDisabled={state.balance <= 0}
        onPress={() => void executeCommand('register.useCredit', undefined, 'button')}
      >
        {CREDIT_TEXTS.header}
      </Button>
    </div>
  );
}
