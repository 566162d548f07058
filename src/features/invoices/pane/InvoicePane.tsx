import { useEffect, useMemo } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useContextKey } from '../../../commands/contextKeys';
import type { InvoiceDetail } from '../../../contracts/invoices';
import { onRealtimeEvent } from '../../../data/events';
import type { Remote } from '../../../data/useRemote';
import { todayInStockholm } from '../../../domain/dates';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';
import { EntityPaneFrame } from '../../../shell/panes/EntityPaneFrame';
import { CommandButton } from '../../../ui/CommandButton';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import { EmailTab } from '../../bookings/pane/EmailTab';
import type { SentEmail } from '../../bookings/pane/useDocuments';
import { chipOf } from '../list/invoiceColumns';
import { useInvoice } from '../useInvoice';
import {
  INVOICE_ACTIONS,
  invoiceActionState,
  useInvoiceCommands,
  type InvoiceAction,
  type InvoiceFacts,
} from './invoice.commands';
import { InvoicePaymentsTab } from './InvoicePaymentsTab';
import { InvoiceInfoTab, InvoiceItemsTab } from './InvoiceTabs';
import * as s from './invoicePane.css';

/** What the buttons' rules need of the invoice shown. */
export const factsOf = (inv: InvoiceDetail): InvoiceFacts => ({
  id: inv.id,
  number: inv.invoice_number,
  isCredit: inv.is_credit_invoice,
  closed: inv.status === 'closed' || inv.remaining_amount === 0,
  overdue: inv.isOverdue,
  linkable: inv.payment_options.includes('surfboard'),
  hasEmail: !!inv.customer_email,
  owedBack: inv.is_credit_invoice ? Math.max(0, -inv.remaining_amount) : 0,
  customerId: inv.customer_id,
  customerName: inv.customer_name,
});

// The payment buttons lead: the primary verb of an invoice is taking its money.
const PRIMARY = new Set<InvoiceAction>(['takePayment', 'startRefund']);

/** The buttons the rules show, each from its command (title, key, reason); the reasons also in words below. */
function InvoiceActions({ facts }: { facts: InvoiceFacts }) {
  const state = invoiceActionState(facts);
  const shown = INVOICE_ACTIONS.filter((a) => state[a] !== false);
  const reasons = [...new Set(shown.map((a) => state[a]).filter((r): r is string => typeof r === 'string'))];
  return (
    <>
      <div className={s.actions}>
        {shown.map((a) => (
          <CommandButton
            key={a}
            command={`invoice.${a}`}
            variant={PRIMARY.has(a) ? 'primary' : 'secondary'}
            isDisabled={state[a] !== true}
          />
        ))}
      </div>
      {reasons.length > 0 && (
        <ul className={s.reasons} aria-hidden="true">
          {reasons.map((r) => (
            <li key={r} className={s.reason}>
              {r}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The invoice's e-mails as the booking pane's Email tab lists them (sending is the pane's buttons). */
function useEmails(remote: Remote<InvoiceDetail>): Remote<SentEmail[]> {
  const { data, error, loading, reload } = remote;
  return useMemo(() => ({ data: data?.emails ?? null, error, loading, reload }), [data, error, loading, reload]);
}

/** The invoice dialog of money.md 2 as a pane (?invoice=id): four tabs, the status chip, every button of the spec. */
export function InvoicePane({ id, isTop, depth }: { id: number; isTop: boolean; depth: number }) {
  const remote = useInvoice(id);
  const { reload } = remote;
  const inv = remote.data;
  const today = todayInStockholm();
  useInvoiceCommands();
  // A mail sent for this invoice (its Email tab) arrives as EmailSaved.
  useEffect(
    () =>
      onRealtimeEvent('EmailSaved', (d) => {
        if (d.invoice_id === id) reload();
      }),
    [id, reload],
  );
  const facts = inv ? factsOf(inv) : null;
  useContextKey('invoice', () => facts);
  const emails = useEmails(remote);
  const frame = { param: 'invoice' as const, isTop, depth, kind: 'Faktura', width: 680 };

  if (!inv) {
    return (
      <EntityPaneFrame {...frame} title={remote.error ? T.title('') : <Skeleton width={160} />}>
        {remote.error ? <PaneError error={remote.error} /> : <Skeleton lines={6} />}
      </EntityPaneFrame>
    );
  }

  const chip = chipOf(inv, today, true);
  return (
    <EntityPaneFrame
      {...frame}
      title={inv.is_credit_invoice ? T.creditTitle(inv.invoice_number) : T.title(inv.invoice_number)}
      subtitle={T.subtitle(inv.invoice_date)}
      headerExtra={
        <>
          <div className={s.headRow}>
            <span className={s.chip[chip.tone]} data-tone={chip.tone}>
              {chip.label}
            </span>
          </div>
          <InvoiceActions facts={facts!} />
        </>
      }
    >
      <Tabs className={s.tabs} defaultSelectedKey="info">
        <TabList aria-label="Fakturans delar" className={s.tabList}>
          <Tab id="info" className={s.tab}>
            {T.tabInfo}
          </Tab>
          <Tab id="items" className={s.tab}>
            {T.tabItems}
          </Tab>
          <Tab id="payments" className={s.tab}>
            {T.tabPayments}
          </Tab>
          <Tab id="emails" className={s.tab}>
            {T.tabEmails}
          </Tab>
        </TabList>
        <TabPanel id="info">
          <InvoiceInfoTab inv={inv} />
        </TabPanel>
        <TabPanel id="items">
          <InvoiceItemsTab inv={inv} />
        </TabPanel>
        <TabPanel id="payments">
          <InvoicePaymentsTab inv={inv} onChanged={reload} />
        </TabPanel>
        <TabPanel id="emails">
          <EmailTab emails={emails} />
        </TabPanel>
      </Tabs>
    </EntityPaneFrame>
  );
}
