import { observable } from '@legendapp/state';
import { defineCommand } from '../../../commands/registry';
import type { CommandDescriptor } from '../../../commands/types';
import { can } from '../../../domain/permissions';
import { checkoutRouteId } from '../../../domain/bookingVerbs';
import { finishCheckout } from '../checkin/checkinFlow';

/** A check-out being saved, so the button and the key cannot send it twice. */
export const checkoutSaving$ = observable(false);

/** 'Slutför utcheckning' in the register's checkout mode (/register/booking/{id}/checkout). */
export const checkoutCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'checkout.finish',
    title: 'Slutför utcheckning',
    group: 'Kassa',
    hotkey: 'alt+o',
    keywords: ['checka ut', 'utcheckning', 'avresa'],
    when: (ctx) => {
      if (checkoutRouteId(ctx.path) == null) return 'Ingen utcheckning pågår';
      if (!can(ctx.level ?? '', 'writeBookings')) return 'Kräver behörighet som receptionist';
      if (ctx.checkout?.state !== 'checked_in') return 'Bokningen är inte incheckad';
      return !ctx.checkout.saving || 'Utcheckningen sparas';
    },
    run: async (ctx) => {
      const id = checkoutRouteId(ctx.path);
      if (id == null) return;
      checkoutSaving$.set(true);
      try {
        await finishCheckout(id);
      } catch {
        /* the API client showed the error */
      } finally {
        checkoutSaving$.set(false);
      }
    },
  }),
];
