import { useMemo } from 'react';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../../commands/registry';
import { catalog$ } from '../../../data/stores';
import { session$ } from '../../../data/session';
import { fiscal$ } from '../payment/fiscal';
import { cartTotalOre } from '../../../domain/cart';
import { formatKr } from '../../../domain/money';
import { canRefundWith } from '../../../domain/returns';
import { Button } from '../../../ui/Button';
import { CommandButton } from '../../../ui/CommandButton';
import { cart$, linesToPay } from './cartStore';
import { HOTKEY_METHODS, MORE_LABEL, MORE_TEXT, payAvailability, paying$, payHotkey } from './payButtons';
import { amountFor, REFUND_TEXTS, registerMethods, type PaymentMethodLike } from './saleRequest';
import { CreditSummary } from './TillExtras';
import { lazyPart } from '../../../ui/lazyPart';
import type { MoreMethodsProps } from './MoreMethods';
import * as s from './register.css';

// 'Fler' is a button at first; its menu (React Aria's menu, popover, collections) loads just after the screen.
const MoreMethods = lazyPart(
  () => import('./MoreMethods').then((m) => m.MoreMethods),
  ({ isDisabled }: MoreMethodsProps) => (
    <Button isDisabled={isDisabled} aria-label={MORE_LABEL}>
      {MORE_TEXT}
    </Button>
  ),
);

/** Why paying is not possible now, re-evaluated whenever anything it depends on changes. */
function usePayBlock(): string | null {
  return useValue(() => {
    cart$.lines.get();
    catalog$.register.get();
    fiscal$.get();
    paying$.get();
    return payAvailability();
  });
}

/** Totals of what the buttons pay, and the payment method buttons (F1..F4, the rest under 'Fler'). */
export function PaymentBar() {
  const lines = useValue(cart$.lines);
  const allMethods = useValue(catalog$.paymentMethods);
  const workstationId = useValue(() => session$.workstation.get()?.id ?? null);
  const methods = useMemo(
    () => registerMethods(allMethods as PaymentMethodLike[], workstationId),
    [allMethods, workstationId],
  );
  const blocked = usePayBlock();
  const { lines: toPay, scope } = linesToPay(lines);
  const total = cartTotalOre(toPay);
  const cash = amountFor(toPay, { rounds_to_kronor: true });
  // Below zero the cart is a return ('Kvitto på återköp'): the buttons pay money back, and only the
  // methods that can (cash, card terminal: src/domain/returns.ts) are offered; the others keep their F-key slot.
  const refund = total < 0;
  const offered = (m: PaymentMethodLike) => !refund || canRefundWith(m.gateway);
  const shown = methods.slice(0, HOTKEY_METHODS);
  const more = methods.slice(HOTKEY_METHODS).filter(offered);
  const label = (m: PaymentMethodLike) =>
    refund ? REFUND_TEXTS.pay(m.button_text || m.name) : m.button_text || m.name;
  const press = (i: number) => void executeCommand(`register.pay${i + 1}`, undefined, 'button');

  return (
    <div className={s.card}>
      <div className={s.totals}>
        <div>
          <div className={s.totalLabel} id="pay-scope">
            {refund ? REFUND_TEXTS.toPay : 'Att betala'} {scope === 'right' ? '(höger sida)' : '(hela varukorgen)'}
          </div>
          <div className={s.total} aria-live="polite" aria-describedby="pay-scope" data-testid="cart-total">
            {formatKr(total)}
          </div>
        </div>
        {cash.rounding !== 0 && (
          <div>
            <div className={s.totalLabel}>Kontant (avrundat)</div>
            <div className={s.totalSmall} data-testid="cart-cash-total">
              {formatKr(cash.payable)}
            </div>
          </div>
        )}
        {scope === 'right' && (
          <div>
            <div className={s.totalLabel}>Hela varukorgen</div>
            <div className={s.totalSmall}>{formatKr(cartTotalOre(lines))}</div>
          </div>
        )}
      </div>
      {refund && (
        <p role="status" data-testid="cart-refund">
          <strong>{REFUND_TEXTS.badge}</strong> – kunden får tillbaka {formatKr(-total)}
        </p>
      )}
      <CreditSummary toPay={toPay} />
      {blocked && lines.length > 0 && (
        <p role="status" className={s.blocked}>
          {blocked}
        </p>
      )}
      <div className={s.payRow} role="group" aria-label="Betalningsmetoder">
        {shown.map(
          (m, i) =>
            offered(m) && (
              <Button
                key={m.id}
                variant={i === 0 ? 'primary' : 'secondary'}
                hotkey={payHotkey(i)}
                isDisabled={blocked != null}
                onPress={() => press(i)}
              >
                {label(m)}
              </Button>
            ),
        )}
        {more.length > 0 && <MoreMethods methods={more} label={label} isDisabled={blocked != null} />}
        {/* The built-in pseudo methods: on every workstation, whatever methods are switched on here, and open
            or closed register alike (an invoice is no receipt); they open the 'Fakturera' dialog. */}
        <CommandButton command="register.invoice" />
        <CommandButton command="register.paymentLink" />
        {methods.length === 0 && (
          <span className={s.muted}>Inga betalningsmetoder är aktiverade på den här enheten.</span>
        )}
      </div>
    </div>
  );
}
