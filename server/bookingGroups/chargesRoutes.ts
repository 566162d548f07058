// The group pane's 'Avgifter' (bookings.md 2 "Booking group dialog"; contract groupCharges in
// src/contracts/chargeCalendar.ts): each live booking's charges exactly as GET bookings/:id/charges lists them,
// and the charges sold to the group itself. A group has at most a handful of bookings, two reads each.
import type { TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import { chargesOf } from '../bookings/recordRoutes';
import { loadBookingGroup } from './queries';
import { groupCharges } from '../../src/contracts/chargeCalendar';

export function registerBookingGroupChargeRoutes(r: TenantRouter) {
  r.get(
    'booking-groups/charges',
    { permission: 'readBookings', query: groupCharges.query, response: groupCharges.response },
    async (ctx) => {
      const id = ctx.query.booking_group_id;
      const group = await loadBookingGroup(ctx.db, id);
      if (!group) throw notFound('Gruppbokningen finns inte.');
      const members = [];
      // In the group's booking order (check-in, then id), cancelled bookings left out as the group's cart does.
      for (const b of group.bookings.filter((m) => !m.deleted_at)) {
        members.push({
          booking_id: b.id,
          booking_number: b.booking_number,
          title: b.title,
          subtitle: b.subtitle,
          has_suggested_charges: b.has_suggested_charges,
          ...(await chargesOf(ctx.db, b.id)),
        });
      }
      return { booking_group_id: id, charges: (await chargesOf(ctx.db, id, 'group')).charges, bookings: members };
    },
  );
}
