import { useRouterState } from '@tanstack/react-router';
import { BookingGroupPane } from '../../features/bookings/group/BookingGroupPane';
import { BookingPane } from '../../features/bookings/pane/BookingPane';
import { CustomerPane } from '../../features/customers/CustomerPane';
import { ReceiptPane } from '../../features/till/receipts/ReceiptPane';
import { panesFromSearch } from './paneParams';

const PANES = { booking: BookingPane, customer: CustomerPane, group: BookingGroupPane, receipt: ReceiptPane } as const;

/**
 * The booking, customer and group panes named by the URL (?booking=, ?customer=, ?group=),
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
