import { contributeContext } from '../../../commands/contextKeys';
import { guard, hasKey, loggedIn, onPath, role } from '../../../commands/guards';
import { defineCommand } from '../../../commands/registry';
import type { CommandContext, CommandDescriptor } from '../../../commands/types';
import { loadLater } from '../../../commands/loadLater';
import { findOrder } from './ordersData';
import { ORDERS_PATH, selectedOrderId$, type SplitMode } from './ordersUi';

type Args = { id?: number; mode?: SplitMode };
const GROUP = 'Parkerade notor';

/** The order a verb acts on: a row's button names it, a key or the palette takes the selected row. */
const targetId = (args?: Args) => args?.id ?? selectedOrderId$.peek();

/** The orders screen contributes its selected order (when it still exists) while mounted. */
export const installOrderKey = () =>
  contributeContext('order', () => (findOrder(selectedOrderId$.peek()) ? selectedOrderId$.peek() : null));

const NOT_HERE = 'Bara i Parkerade notor';
const onOrders = guard(
  loggedIn(NOT_HERE),
  onPath(ORDERS_PATH, NOT_HERE),
  role('till', 'Din behörighet räcker inte'),
  hasKey('order', 'Välj en nota'),
);
// The bare Delete key must not reach behind a pane opened over the list.
const listHasKeyboard = (ctx: CommandContext) => {
  const here = onOrders(ctx);
  return here !== true ? here : ctx.focus.pane == null || 'Stäng panelen först';
};

const verb = (
  [id, title, label]: [string, string, string],
  hotkey: string,
  keywords: string[],
  run: (orderId: number, args?: Args) => unknown,
  bare = false,
) =>
  defineCommand<Args>({
    id,
    title,
    label,
    group: GROUP,
    keywords,
    hotkey,
    screen: ORDERS_PATH,
    when: bare ? listHasKeyboard : onOrders,
    run: (_ctx, args) => {
      const orderId = targetId(args);
      if (orderId != null) void run(orderId, args);
    },
  });

// The flows arrive with the shell's dialogs (the split dialog's chunk), after the first screen.
const flows = loadLater(() => import('./orderFlows'));

/** Verbs on the selected parked order of /orders. */
export const ordersCommands: CommandDescriptor[] = [
  verb(['orders.open', 'Öppna nota i kassan', 'Öppna i kassan'], 'alt+g', ['kassa', 'betala', 'ladda nota'], (id) =>
    flows().then((f) => f.openOrderInRegister(id)),
  ),
  verb(['orders.rename', 'Byt namn på nota', 'Byt namn'], 'alt+h', ['namn', 'slå ihop', 'sammanfoga'], (id) =>
    flows().then((f) => f.renameOrder(id)),
  ),
  verb(['orders.split', 'Dela nota', 'Dela jämnt'], 'alt+l', ['dela jämnt', 'dela manuellt', 'splitta'], (id, args) =>
    flows().then((f) => f.startSplit(id, args?.mode ?? 'even')),
  ),
  verb(
    ['orders.delete', 'Ta bort nota', 'Ta bort'],
    'delete',
    ['radera', 'ta bort'],
    (id) => flows().then((f) => f.deleteOrder(id)),
    true,
  ),
];
