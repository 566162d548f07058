import { useEffect, useState, type FormEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../../commands/registry';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import * as ui from '../../../ui/styles.css';
import type { CartLine } from './cartStore';
import { credit$, CREDIT_TEXTS, installCustomerCredit, payableWithCredit } from './customerCredit';
import { parseKronor, parsePercent } from './parseInput';
import { applyDiscountAll, discountAllOpen$, DISCOUNT_ALL_TEXTS, discountTargets } from './tillExtras.commands';
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

/** 'Rabatt på alla' (alt+shift+r): Kronor or Procent, a value, and whether existing discounts are replaced. */
export function DiscountAllDialog() {
  const open = useValue(discountAllOpen$);
  return (
    <Dialog title={DISCOUNT_ALL_TEXTS.title} isOpen={open} onClose={() => discountAllOpen$.set(false)} width={480}>
      {open && <DiscountAllBody />}
    </Dialog>
  );
}

function DiscountAllBody() {
  const [type, setType] = useState<'percent' | 'flat'>('percent');
  const [text, setText] = useState('');
  const [override, setOverride] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = discountTargets().length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = (type === 'percent' ? parsePercent : parseKronor)(text) ?? 0;
    const problem = applyDiscountAll({ type, value, override });
    setError(problem);
    if (!problem) discountAllOpen$.set(false);
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <p className={s.muted}>
        Gäller {count} {count === 1 ? 'ny rad' : 'nya rader'} som betalas nu. Sparade avgifter ändras inte.
      </p>
      <div className={s.fieldRow}>
        <label className={s.selectLabel}>
          Rabatt
          <select
            className={s.select}
            value={type}
            onChange={(e) => {
              setType(e.target.value as 'percent' | 'flat');
              setError(null);
            }}
          >
            <option value="percent">Procent</option>
            <option value="flat">Kronor</option>
          </select>
        </label>
        <TextField
          label={type === 'percent' ? 'Rabatt %' : 'Rabatt Kr'}
          value={text}
          autoFocus
          inputMode="decimal"
          error={error}
          hint={type === 'percent' ? '%' : 'Kr per st'}
          onChange={(v) => {
            setText(v);
            setError(null);
          }}
        />
      </div>
      <label className={s.selectLabel} style={{ flexDirection: 'row', alignItems: 'center' }}>
        <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />
        Ersätt rabatter som raderna redan har
      </label>
      <div className={ui.dialogActions}>
        <Button onPress={() => discountAllOpen$.set(false)} hotkey="escape">
          Avbryt
        </Button>
        <Button type="submit" variant="primary" hotkey="enter">
          Ge rabatt
        </Button>
      </div>
    </form>
  );
}
