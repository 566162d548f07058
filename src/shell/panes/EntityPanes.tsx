import { useRouterState } from '@tanstack/react-router';
import { BookingGroupPane } from '../../features/bookings/group/BookingGroupPane';
import { BookingPane } from '../../features/bookings/pane/BookingPane';
import { CustomerPane } from '../../features/customers/CustomerPane';
import { ReceiptPane } from '../../features/till/receipts/ReceiptPane';
import { lazyPart } from '../../ui/lazyPart';
import { panesFromSearch } from './paneParams';

// The invoice pane and its overlays are not part of the first screen.
const InvoicePane = lazyPart(() => import('../../features/invoices/pane/InvoicePane').then((m) => m.InvoicePane));

const PANES = {
  booking: BookingPane,
  customer: CustomerPane,
  group: BookingGroupPane,
  receipt: ReceiptPane,
  invoice: InvoicePane,
} as const;

/**
 * The booking, customer, group, receipt and invoice panes named by the URL (?booking=, ?customer=, ?group=, ?receipt=, ?invoice=),
 * stacked in the order they were opened; the last one is on top and has the keyboard.
 */
export function EntityPanes() {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const panes = panesFromSearch(search);
  return (
    <>
      {panes.map(({ param, id }, i) => {
        const Pane = PANES[param];
        return <Pane key={`${param}:${id}`} id={id} isTop={i === panes.length - 1} depth={panes.length - 1 - i} />;
      })}
    </>
  );
}
