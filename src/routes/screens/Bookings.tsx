import { useEffect } from 'react';
import { useParams } from '@tanstack/react-router';
import { BookingListPane } from '../../panes/bookingTable/BookingListPane';
import { BookingGroupListPane } from '../../panes/bookingTable/BookingGroupListPane';
import { BookingTabs } from '../../panes/bookingTable/BookingTabs';
import { bookingTabCommands, tabOfSegment } from '../../panes/bookingTable/bookingTabs';
import { registerCommands } from '../../commands/registry';
import * as s from '../../panes/bookingTable/bookingTable.css';

/** /bookings/{tab?}: the booking list, or with /grupper the booking group list (bookings.md 2). */
export default function BookingsScreen() {
  const { tab: segment } = useParams({ strict: false }) as { tab?: string };
  const tab = tabOfSegment(segment);
  useEffect(() => registerCommands(bookingTabCommands), []);
  return (
    <div className={s.tabbedScreen}>
      <BookingTabs current={tab} />
      {tab === 'groups' ? <BookingGroupListPane /> : <BookingListPane />}
    </div>
  );
}
