import { defineCommand } from '../../commands/registry';
import type { CommandDescriptor } from '../../commands/types';
import { guard, hasModule, loggedIn, role } from '../../commands/guards';
import { navigate } from '../../navigation/navigation';

/** The top bar's round button: a new booking (only with the PMS module, shell.md 1). */
export const topBarCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'booking.new',
    title: 'Ny bokning',
    group: 'Bokning',
    keywords: ['skapa bokning', 'boka', 'ny'],
    hotkey: 'alt+n',
    when: guard(loggedIn(), hasModule('PMS'), role('writeBookings', 'Din behörighet räcker inte')),
    // The booking form opens from the bookings screen's ?new=1.
    run: () => navigate({ to: '/bookings', search: { new: 1 } }),
  }),
];
