import { useEffect } from 'react';
import { useValue } from '@legendapp/state/react';
import { Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';
import { call } from '../../data/call';
import { onRealtimeEvent } from '../../data/events';
import { session$ } from '../../data/session';
import { CUSTOMER_CREDIT_TEXTS } from '../../domain/invoiceTexts';
import { can } from '../../domain/permissions';
import { openCustomerCreditOverlay } from '../invoices/invoiceOverlays';
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

/** The customer's credit and timeline; reloaded when `version` moves on or CustomerCreditUpdated names them. */
export function useCustomerCredit(customerId: number | null, version = 0) {
  const remote = useVersionedRemote(customerId ? `customer-credit:${customerId}` : null, version, (signal) =>
    call('GET customer-credit/customer', {
      query: { customerId: customerId!, includeTimeline: 1 },
      signal,
      silent: true,
    })
      // Asked with the timeline, so it is there; an empty one reads as no events.
      .then((d) => ({ ...d.customer_credit, timelineItems: d.customer_credit.timelineItems ?? [] })),
  );
  const { reload } = remote;
  useEffect(() => {
    if (!customerId) return;
    return onRealtimeEvent('CustomerCreditUpdated', (e) => {
      if (e.customer_id === customerId) reload();
    });
  }, [customerId, reload]);
  return remote;
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
  // Money moves only for those who handle invoices (the server checks the same).
  const mayPay = useValue(() => can(session$.user.get()?.level ?? '', 'invoices'));
  const hint = mayPay ? null : (
    <Text slot="description" className={s.menuHint}>
      Din behörighet räcker inte
    </Text>
  );
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
            <Menu
              aria-label="Betalningar mot kundens tillgodo"
              className={s.menu}
              disabledKeys={mayPay ? [] : ['register', 'pay']}
              onAction={(key) =>
                openCustomerCreditOverlay(key === 'pay' ? 'credit-payment' : 'credit-register-payment', customerId)
              }
            >
              <MenuItem id="register" className={s.menuItem} textValue={CUSTOMER_CREDIT_TEXTS.registerPayment}>
                <Text slot="label">{CUSTOMER_CREDIT_TEXTS.registerPayment}</Text>
                {hint}
              </MenuItem>
              <MenuItem id="pay" className={s.menuItem} textValue={CUSTOMER_CREDIT_TEXTS.performPayment}>
                <Text slot="label">{CUSTOMER_CREDIT_TEXTS.performPayment}</Text>
                {hint}
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
