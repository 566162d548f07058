// The unpaid-invoice alert (money.md 2 "Invoice list": unpaid rows flash for 2 s). Registered with the shell's
// first chunk, so it imports only what every command does: its title is here, not in the invoice texts.
import { observable } from '@legendapp/state';
import { guard, loggedIn, role } from '../../../commands/guards';
import { defineCommand } from '../../../commands/registry';
import type { CommandDescriptor } from '../../../commands/types';
import { currentLocation, navigate } from '../../../navigation/navigation';

export const INVOICES_PATH = '/invoices';
export const SHOW_UNPAID_TITLE = 'Visa obetalda fakturor';

/** Invoices are the receptionist's (domain/permissions 'invoices'). */
export const mayInvoice = guard(loggedIn(), role('invoices', 'Din behörighet räcker inte'));

/**
 * The alert as a count of requests: the list flashes its unpaid rows once for each it has not shown yet, also
 * when the request came before the list was mounted (the command goes to /invoices first).
 */
export const unpaidAlert$ = observable(0);
export const requestUnpaidFlash = () => unpaidAlert$.set((n) => n + 1);

/** 'Visa obetalda fakturor': from anywhere, to /invoices, where the rows with something left to pay flash. */
export const invoiceAlertCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'invoices.showUnpaid',
    title: SHOW_UNPAID_TITLE,
    group: 'Fakturor',
    keywords: ['obetald', 'påminnelse', 'förfallen', 'kvar att betala'],
    when: mayInvoice,
    run: () => {
      if (currentLocation().pathname !== INVOICES_PATH) navigate({ to: INVOICES_PATH });
      requestUnpaidFlash();
    },
  }),
];
