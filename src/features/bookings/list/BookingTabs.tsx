import { BOOKING_TABS, showBookingTab, type BookingTab } from './bookingTabs';
import * as s from './bookingTable.css';

/** 'Bokningar' / 'Gruppbokningar': links (the tab is in the path); Enter moves into the chosen table. */
export function BookingTabs({ current }: { current: BookingTab }) {
  return (
    <nav aria-label="Bokningsflikar" className={s.tabBar}>
      <div className={s.tabs}>
        {BOOKING_TABS.map((t) => (
          <a
            key={t.id}
            href={t.path}
            className={s.tab}
            aria-current={t.id === current ? 'page' : undefined}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // a new window keeps its default
              e.preventDefault();
              showBookingTab(t.id);
            }}
          >
            {t.title}
          </a>
        ))}
      </div>
    </nav>
  );
}
