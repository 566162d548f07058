import { useValue } from '@legendapp/state/react';
import { Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';
import { call } from '../../data/call';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as ui from '../../ui/styles.css';
import { PaneError, Skeleton } from '../../ui/PaneParts';
import { useVersionedRemote } from './useVersionedRemote';
import { closeCustomerCredit, customerCredit$ } from './customerDialogs';
import { day, kr } from './format';
import * as s from './customer.css';
import * as e from '../../shell/panes/entity.css';

export type { CreditTimelineItem as TimelineItem } from '../../contracts/customers';

export const EMPTY_CREDIT_TEXT = 'Det saknas händelser som påverkar kundens tillgodo';
// Paying out or using credit moves money: it comes with the till and invoice work, not this screen.
const PAYMENTS_LATER = 'Betalningar mot tillgodo kommer med kassan och fakturorna';

export function useCustomerCredit(customerId: number | null, version = 0) {
  return useVersionedRemote(customerId ? `customer-credit:${customerId}` : null, version, (signal) =>
    call('GET customer-credit/customer', {
      query: { customerId: customerId!, includeTimeline: 1 },
      signal,
      silent: true,
    })
      // Asked with the timeline, so it is there; an empty one reads as no events.
      .then((d) => ({ ...d.customer_credit, timelineItems: d.customer_credit.timelineItems ?? [] })),
  );
}

/** The customer credit timeline dialog (bookings.md 2): events, running balance, the net credit. */
export function CustomerCreditDialog() {
  const request = useValue(customerCredit$);
  return (
    <Dialog title="Kundens tillgodo" isOpen={request != null} onClose={closeCustomerCredit} width={640}>
      {request && <CreditBody customerId={request.customerId} />}
    </Dialog>
  );
}

function CreditBody({ customerId }: { customerId: number }) {
  const credit = useCustomerCredit(customerId);
  const c = credit.data;
  return (
    <>
      <div className={s.headerLine} style={{ justifyContent: 'space-between' }}>
        <div>
          <div className={e.dt}>Tillgodo</div>
          <div className={s.creditTotal}>{c ? kr(c.customerCredit) : credit.error ? '–' : <Skeleton width={90} />}</div>
        </div>
        <MenuTrigger>
          <Button variant="secondary">Betalningar</Button>
          <Popover placement="bottom end" className={s.popover}>
            <Menu aria-label="Betalningar mot kundens tillgodo" className={s.menu} disabledKeys={['register', 'pay']}>
              <MenuItem id="register" className={s.menuItem} textValue="Registrera betalning mot kundens tillgodo">
                <Text slot="label">Registrera betalning mot kundens tillgodo</Text>
                <Text slot="description" className={s.menuHint}>
                  {PAYMENTS_LATER}
                </Text>
              </MenuItem>
              <MenuItem id="pay" className={s.menuItem} textValue="Genomför betalning mot kundens tillgodo">
                <Text slot="label">Genomför betalning mot kundens tillgodo</Text>
                <Text slot="description" className={s.menuHint}>
                  {PAYMENTS_LATER}
                </Text>
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
      {credit.error && <PaneError error={credit.error} />}
      {!c && !credit.error && <Skeleton lines={4} />}
      {c && !c.timelineItems.length && (
        <p className={e.muted} style={{ margin: 0 }}>
          {EMPTY_CREDIT_TEXT}
        </p>
      )}
      {c && c.timelineItems.length > 0 && (
        <table className={s.table}>
          <thead>
            <tr>
              <th className={s.th}>Datum</th>
              <th className={s.th}>Händelse</th>
              <th className={`${s.th} ${s.num}`}>Belopp</th>
              <th className={`${s.th} ${s.num}`}>Saldo</th>
            </tr>
          </thead>
          <tbody>
            {c.timelineItems.map((t, i) => (
              <tr key={`${t.date}-${i}`}>
                <td className={s.td}>{day(t.date)}</td>
                <td className={s.td}>{t.text}</td>
                <td className={`${s.td} ${s.num}`}>{kr(t.amount)}</td>
                <td className={`${s.td} ${s.num}`}>{kr(t.balance_amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={ui.dialogActions}>
        <Button variant="secondary" hotkey="escape" onPress={closeCustomerCredit}>
          Stäng
        </Button>
      </div>
    </>
  );
}
