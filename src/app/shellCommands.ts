import { registerCommands } from '../commands/registry';
import { navigationCommands, shellCommands } from '../commands/shell.commands';
import { entityCommands } from '../panes/entity/entity.commands';
import { bookingCommands, checkinDialogCommands } from '../panes/checkin/booking.commands';
import { checkoutCommands } from '../panes/checkout/checkout.commands';
import { searchCommands } from '../panes/search/search.commands';
import { actionsCommands } from '../panes/actions/actions.commands';
import { customerCommands } from '../panes/customer/customer.commands';
import { printerCommands } from '../panes/printer/printer.commands';
import { registerDayCommands } from '../panes/registerDay/registerDay.commands';
import { ordersCommands } from '../panes/orders/orders.commands';
import { tillCommands } from '../panes/register/register.commands';
import { tillExtraCommands } from '../panes/register/tillExtras.commands';
import { productCommands } from '../panes/products/product.commands';
import { unitsCommands } from '../panes/units/units.commands';
import { receiptCommands } from '../panes/receipts/receipts.commands';
import { installShellContext } from './shellContext';

/** Every command of the logged-in console, once: the shell's module registers them when it first loads. */
export const SHELL_COMMANDS = [
  ...shellCommands, ...navigationCommands, ...bookingCommands, ...checkinDialogCommands, ...checkoutCommands,
  ...entityCommands, ...searchCommands, ...actionsCommands, ...printerCommands, ...customerCommands,
  ...registerDayCommands, ...ordersCommands, ...tillCommands, ...tillExtraCommands, ...productCommands,
  ...unitsCommands, ...receiptCommands,
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
