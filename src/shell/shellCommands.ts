import { registerCommands } from '../commands/registry';
import { navigationCommands, shellCommands } from './shell.commands';
import { entityCommands } from './panes/entity.commands';
import { bookingCommands, checkinDialogCommands } from '../features/bookings/booking.commands';
import { bookingFormCommands, bookingFormOpenCommands } from '../features/bookings/form/bookingForm.commands';
import { checkoutCommands } from '../features/reception/checkout/checkout.commands';
import { searchCommands } from './search/search.commands';
import { actionsCommands } from '../features/reception/actions/actions.commands';
import { customerCommands } from '../features/customers/customer.commands';
import { printerCommands } from '../features/till/printer/printer.commands';
import { registerDayCommands } from '../features/till/registerDay/registerDay.commands';
import { ordersCommands } from '../features/till/orders/orders.commands';
import { tillCommands } from '../features/till/register/till.commands';
import { tillExtraCommands } from '../features/till/register/tillExtras.commands';
import { productCommands } from '../features/till/products/product.commands';
import { unitsCommands } from '../features/till/units/units.commands';
import { receiptCommands } from '../features/till/receipts/receipts.commands';
import { invoiceAlertCommands } from '../features/invoices/list/invoiceAlert.commands';
import { invoiceCreateCommands } from '../features/invoices/create/invoiceCreate.commands';
import { installShellContext } from '../app/shellContext';

/** Every command of the logged-in console, once: the shell's module registers them when it first loads. */
export const SHELL_COMMANDS = [
  ...shellCommands,
  ...navigationCommands,
  ...bookingCommands,
  ...checkinDialogCommands,
  ...bookingFormCommands,
  ...bookingFormOpenCommands,
  ...checkoutCommands,
  ...entityCommands,
  ...searchCommands,
  ...actionsCommands,
  ...printerCommands,
  ...customerCommands,
  ...registerDayCommands,
  ...ordersCommands,
  ...tillCommands,
  ...tillExtraCommands,
  ...productCommands,
  ...unitsCommands,
  ...receiptCommands,
  ...invoiceAlertCommands,
  ...invoiceCreateCommands,
];

let registered = false;
/** Registers the shell's commands once for the life of the page (the shell may unmount for the lock screen). */
export function registerShellCommands() {
  if (registered) return;
  registered = true;
  // Keys first: registering re-renders the command buttons, which judge with them.
  installShellContext();
  registerCommands(SHELL_COMMANDS);
}
