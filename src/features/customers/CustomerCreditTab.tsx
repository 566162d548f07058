import { executeCommand } from '../../commands/registry';
import { Button } from '../../ui/Button';
import { PaneError, Skeleton } from '../../ui/PaneParts';
import { EMPTY_CREDIT_TEXT, useCustomerCredit } from './CustomerCreditDialog';
import { day, kr } from './format';
import * as s from './customer.css';
import * as e from '../../shell/panes/entity.css';

/** 'Tillgodo': the net credit and the latest events; the whole timeline opens in its dialog. */
export function CustomerCreditTab({ id, version }: { id: number; version: number }) {
  const credit = useCustomerCredit(id, version);
  const c = credit.data;
  if (credit.error) return <PaneError error={credit.error} />;
  if (!c) return <Skeleton lines={3} />;
  const latest = [...c.timelineItems].sort((a, b) => String(b.date).localeCompare(String(a.date))).slice(0, 3);
  return (
    <>
      <div>
        <div className={e.dt}>Tillgodo</div>
        <div className={s.creditTotal}>{kr(c.customerCredit)}</div>
      </div>
      {latest.length === 0 ? (
        <span className={e.muted}>{EMPTY_CREDIT_TEXT}</span>
      ) : (
        <ul className={s.quietList} aria-label="Senaste händelserna">
          {latest.map((t, i) => (
            <li key={`${t.date}-${i}`}>
              {day(t.date)} · {t.text} · {kr(t.amount)}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onPress={() => void executeCommand('customer.credit', { id }, 'button')}>Visa tillgodo</Button>
      </div>
    </>
  );
}
