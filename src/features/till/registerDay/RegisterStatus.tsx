import { useEffect } from 'react';
import { useValue } from '@legendapp/state/react';
import { catalog$ } from '../../../data/stores';
import { formatStockholm, todayInStockholm } from '../../../domain/dates';
import { checkFiscalUnit, fiscalUnit$, useFiscalState } from '../payment/fiscal';
import type { RegisterInfo } from './registerDay';
import * as s from './registerDay.css';

// The server's warnings already say these two; the fiscal reasons would repeat them.
const SERVER_WARNED = { not_registered: 'notRegistered', did_not_close: 'didNotClose' } as const;

/**
 * A compact strip for the register screen: open since HH:mm or closed, the server's warnings
 * (not registered, did not close) and the fiscal state's reasons (money.md 4, 8).
 */
export function RegisterStatus() {
  const register = useValue(() => catalog$.register.get() as RegisterInfo | null);
  const fiscal = useFiscalState();
  const needsCheck = useValue(
    () =>
      !!catalog$.register.get()?.current_control_unit?.requires_client_signature &&
      fiscalUnit$.status.get() == null &&
      !fiscalUnit$.checking.get(),
  );
  // Nobody has asked the control unit yet: ask it, or the state would stay 'checking'.
  useEffect(() => {
    if (needsCheck) void checkFiscalUnit();
  }, [needsCheck]);

  if (!register)
    return (
      <div className={s.strip} role="status">
        Ingen kassa är kopplad till den här enheten
      </div>
    );
  const warnings = register.warnings ?? [];
  const covered = new Set<string>(
    warnings.map((w) => SERVER_WARNED[w.code as keyof typeof SERVER_WARNED]).filter(Boolean),
  );
  const reasons = fiscal.reasons.filter((r) => !covered.has(r.flag));
  return (
    <div className={s.strip} role="status" aria-label="Kassans status">
      <span>{register.name}</span>
      {register.opened_at ? (
        <span className={s.stateOpen}>Öppen sedan {openedText(register.opened_at)}</span>
      ) : (
        <span className={s.stateClosed}>Stängd</span>
      )}
      {warnings.map((w) => (
        <span key={w.code} className={s.fatal}>
          {w.text}
        </span>
      ))}
      {reasons.map((r) => (
        <span key={r.flag} className={r.fatal ? s.fatal : s.warning}>
          {r.text}
        </span>
      ))}
    </div>
  );
}

/** HH:mm today; with the date when the register was opened on an earlier day. */
function openedText(iso: string): string {
  const at = new Date(iso);
  return formatStockholm(at, todayInStockholm(at) === todayInStockholm() ? 'HH:mm' : 'yyyy-MM-dd HH:mm');
}
