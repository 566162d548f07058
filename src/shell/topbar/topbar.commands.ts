import { defineCommand } from '../../commands/registry';
import type { CommandDescriptor } from '../../commands/types';
import { guard, hasModule, loggedIn, role } from '../../commands/guards';
import { openNewBooking } from '../../features/bookings/form/bookingFormStore';

/** The top bar's round button: a new booking (only with the PMS module, shell.md 1). */
export const topBarCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'booking.new',
    title: 'Ny bokning',
    group: 'Bokning',
    keywords: ['skapa bokning', 'boka', 'ny'],
    hotkey: 'alt+n',
    when: guard(loggedIn(), hasModule('PMS'), role('writeBookings', 'Din behörighet räcker inte')),
    // Over the screen shown: a phone call at /actions is taken there (the form's code loads apart, lazyDialog).
    run: () => openNewBooking(),
  }),
];
