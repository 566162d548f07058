import { useEffect, useState } from 'react';
import { useValue } from '@legendapp/state/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { ReceiptDetail } from '../../../contracts/receipts';
import { call } from '../../../data/call';
import { onRealtimeEvent } from '../../../data/events';
import { catalog$ } from '../../../data/stores';
import { fiscalBlockReason } from '../../../devices/controlUnit/fiscalState';
import { executeCommand } from '../../../commands/registry';
import { Button } from '../../../ui/Button';
import { dateTime } from '../../bookings/pane/format';
import { EntityPaneFrame } from '../../../shell/panes/EntityPaneFrame';
import { openPane } from '../../../shell/panes/open';
import { Skeleton } from '../../../ui/PaneParts';
import { useRemote } from '../../../data/useRemote';
import { useFiscalState } from '../payment/fiscal';
import { copyBlockReason, receiptNotFoundText, receiptTitle } from './copyRules';
import {
  printOpenReceiptCopy,
  RECEIPT_COPY_HOTKEY,
  RECEIPT_FINISH_HOTKEY,
  UNFINISHED_STATES,
} from './receipts.commands';
import { ReceiptInfoTab, ReceiptItemsTab, ReceiptPaymentsTab } from './ReceiptTabs';
import * as pp from '../../../ui/paneParts.css';
import * as s from './receipts.css';

export const openReceipt = (id: number) => openPane('receipt', id);

/** Reloads when this receipt changes (its copy printed here or on another console). */
function useReceiptVersion(id: number) {
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      onRealtimeEvent('ReceiptUpdated', (d) => {
        if (d.receipt_id === id) setVersion((v) => v + 1);
      }),
    [id],
  );
  return [version, () => setVersion((v) => v + 1)] as const;
}

/** The receipt dialog of money.md 2 as a pane (?receipt=id): three tabs, the original, one copy. */
export function ReceiptPane({ id, isTop, depth }: { id: number; isTop: boolean; depth: number }) {
  const [version, bump] = useReceiptVersion(id);
  const remote = useRemote(`receipt:${id}:${version}`, (signal) =>
    call('GET receipts/:id', { params: { id }, signal, silent: true }).then((d) => d.receipt),
  );
  // Keep showing the receipt while a newer version loads.
  const [last, setLast] = useState<ReceiptDetail | null>(null);
  useEffect(() => {
    if (remote.data) setLast(remote.data);
  }, [remote.data]);
  const r = remote.data ?? (last?.id === id ? last : null);
  const registerId = useValue(() => catalog$.register.get()?.id ?? null);
  const registerOpen = useValue(() => catalog$.register.get()?.opened_at != null);
  const fiscal = useFiscalState();
  const [copying, setCopying] = useState(false);
  const [copyError, setCopyError] = useState<string | null>(null);
  const frame = { param: 'receipt' as const, isTop, depth, kind: 'Kvitto', width: 600 };

  if (!r) {
    const err = remote.error;
    return (
      <EntityPaneFrame {...frame} title={err ? 'Kvitto' : <Skeleton width={160} />}>
        {err ? (
          <p role="alert" className={pp.error} style={{ margin: 0 }}>
            {receiptNotFoundText(err.status || err.code || 'okänd')}
          </p>
        ) : (
          <Skeleton lines={6} />
        )}
      </EntityPaneFrame>
    );
  }

  const blocked = copyBlockReason(r, registerId, registerOpen, fiscalBlockReason(fiscal));
  const printCopy = async () => {
    setCopying(true);
    setCopyError(null);
    try {
      // Signed by the control unit first; sign-copy's print object goes to the printer through the API client.
      setCopyError(await printOpenReceiptCopy(r.id));
    } finally {
      setCopying(false);
      bump();
    }
  };

  return (
    <EntityPaneFrame
      {...frame}
      title={receiptTitle(r)}
      subtitle={`Skapad ${dateTime(r.created_at)}`}
      headerExtra={
        <div className={s.actions}>
          {r.receipt_type !== 'copy' && UNFINISHED_STATES.has(r.receipt_status) && (
            <Button
              variant="primary"
              hotkey={RECEIPT_FINISH_HOTKEY}
              onPress={() => void executeCommand('receipt.finish', undefined, 'button')}
            >
              Slutför kvitto
            </Button>
          )}
          {r.original_receipt_id != null && (
            <Button onPress={() => openReceipt(r.original_receipt_id!)}>Visa originalkvitto</Button>
          )}
          <Button
            onPress={() => void printCopy()}
            hotkey={RECEIPT_COPY_HOTKEY}
            isDisabled={blocked != null || copying}
            aria-describedby={blocked ? `copy-reason-${id}` : undefined}
          >
            Skriv ut kopia
          </Button>
          {blocked && (
            <span id={`copy-reason-${id}`} className={s.reason}>
              {blocked}
            </span>
          )}
          {copyError && (
            <span role="alert" className={pp.error}>
              {copyError}
            </span>
          )}
        </div>
      }
    >
      <Tabs className={s.tabs} defaultSelectedKey="info">
        <TabList aria-label="Kvittots delar" className={s.tabList}>
          <Tab id="info" className={s.tab}>
            Kvittoinformation
          </Tab>
          <Tab id="items" className={s.tab}>
            Kvittoinnehåll
          </Tab>
          <Tab id="payments" className={s.tab}>
            Betalningar
          </Tab>
        </TabList>
        <TabPanel id="info">
          <ReceiptInfoTab r={r} />
        </TabPanel>
        <TabPanel id="items">
          <ReceiptItemsTab r={r} />
        </TabPanel>
        <TabPanel id="payments">
          <ReceiptPaymentsTab r={r} />
        </TabPanel>
      </Tabs>
    </EntityPaneFrame>
  );
}
