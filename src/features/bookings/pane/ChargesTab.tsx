import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { Booking } from '../../../contracts/bookings';
import { SeasonPriceCard } from './SeasonPriceCard';
import * as s from './booking.css';

/**
 * 'Avgifter' of a season booking (bookings.md 2, Booking dialog): the sub-tab 'Platsavgifter' with the
 * price card. The charges calendar of other bookings and 'Andra avgifter' come with issue 14.
 */
export function ChargesTab({
  booking,
  detailLoaded,
  onReload,
}: {
  booking: Booking;
  detailLoaded: boolean;
  onReload: () => void;
}) {
  return (
    <Tabs className={s.tabs} defaultSelectedKey="accommodation-charges">
      <TabList aria-label="Avgifter" className={s.subTabList}>
        <Tab id="accommodation-charges" className={s.subTab}>
          Platsavgifter
        </Tab>
      </TabList>
      <TabPanel id="accommodation-charges" className={s.tabPanel}>
        <SeasonPriceCard booking={booking} detailLoaded={detailLoaded} onReload={onReload} />
      </TabPanel>
    </Tabs>
  );
}
