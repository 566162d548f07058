import { defineCommand } from '../../commands/registry';
import { guard, hasKey, hasModule, loggedIn, role } from '../../commands/guards';
import type { CommandDescriptor } from '../../commands/types';
import { openCustomer } from '../../shell/panes/open';
import { entityTarget, type IdArgs } from '../../shell/panes/target';
import { openCustomerCredit, openCustomerForm } from './customerDialogs';

const pms = guard(loggedIn(), hasModule('PMS'));
const writer = guard(pms, role('writeBookings', 'Din behörighet räcker inte'));
const withCustomer = hasKey('customer', 'Ingen kund är öppen');

/** The customer verbs (bookings.md 2 Customer dialog, Customer selector and customer form). */
export const customerCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'customer.new',
    title: 'Ny kund',
    group: 'Kund',
    keywords: ['skapa kund', 'kundregister', 'lägg till kund'],
    hotkey: 'alt+shift+n',
    when: writer,
    run: async () => {
      const saved = await openCustomerForm(0);
      if (saved) openCustomer(saved.id);
    },
  }),
  defineCommand<IdArgs>({
    id: 'customer.edit',
    title: 'Redigera kund',
    group: 'Kund',
    entity: 'customer',
    keywords: ['ändra kund', 'kunduppgifter'],
    hotkey: 'alt+e',
    scope: 'pane',
    owner: 'entity',
    // alt+E over a booking pane on top is that booking's 'Redigera bokning'.
    when: guard(writer, withCustomer, (ctx) =>
      ctx.entity?.type === 'customer' || !ctx.pane || ctx.pane.param === 'customer'
        ? true
        : 'Kunden ligger inte överst',
    ),
    run: async (ctx, args) => {
      const id = entityTarget('customer', ctx, args);
      if (!id) return;
      const saved = await openCustomerForm(id);
      // The pane reloads through notifyCustomerSaved; from the palette it opens as well.
      if (saved) openCustomer(saved.id);
    },
  }),
  defineCommand<IdArgs>({
    id: 'customer.credit',
    title: 'Visa tillgodo',
    group: 'Kund',
    entity: 'customer',
    keywords: ['tillgodo', 'kundens tillgodo', 'kredit'],
    when: guard(pms, withCustomer),
    run: (ctx, args) => {
      const id = entityTarget('customer', ctx, args);
      if (id) openCustomerCredit(id);
    },
  }),
];
