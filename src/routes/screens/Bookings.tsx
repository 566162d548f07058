import { useEffect } from 'react';
import { useParams } from '@tanstack/react-router';
import { BookingListPane } from '../../features/bookings/list/BookingListPane';
import { BookingGroupListPane } from '../../features/bookings/list/BookingGroupListPane';
import { SeasonBookingListPane } from '../../features/bookings/list/SeasonBookingListPane';
import { BookingTabs } from '../../features/bookings/list/BookingTabs';
import { bookingTabCommands, tabOfSegment } from '../../features/bookings/list/bookingTabs';
import { registerCommands } from '../../commands/registry';
import * as s from '../../features/bookings/list/bookingTable.css';

const PANES = { bookings: BookingListPane, groups: BookingGroupListPane, seasons: SeasonBookingListPane } as const;

/** /bookings/{tab?}: the booking list, /grupper the booking groups, /sasong the season bookings (bookings.md 2). */
export default function BookingsScreen() {
  const { tab: segment } = useParams({ strict: false }) as { tab?: string };
  const tab = tabOfSegment(segment);
  const Pane = PANES[tab];
  useEffect(() => registerCommands(bookingTabCommands), []);
  return (
    <div className={s.tabbedScreen}>
      <BookingTabs current={tab} />
      <Pane />
    </div>
  );
}
