import { useEffect } from 'react';
import { useParams } from '@tanstack/react-router';
import { BookingListPane } from '../../features/bookings/list/BookingListPane';
import { BookingGroupListPane } from '../../features/bookings/list/BookingGroupListPane';
import { BookingTabs } from '../../features/bookings/list/BookingTabs';
import { bookingTabCommands, tabOfSegment } from '../../features/bookings/list/bookingTabs';
import { registerCommands } from '../../commands/registry';
import * as s from '../../features/bookings/list/bookingTable.css';

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
