// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { executeCommand, installContextProvider, registerCommands } from '../../../commands/registry';
import type { CommandContext } from '../../../commands/types';
import { confirm$, input$, settleConfirm, settleInput } from '../../../data/dialogs';
import { snackbars$ } from '../../../data/snackbars';
import { catalog$ } from '../../../data/stores';
import { installNavigation, memoryNavigation } from '../../../navigation/navigation';
import { sampleCharge } from '../../../contracts/samples';

const calls: { method: string; path: string; body: any }[] = [];
let handler: (path: string, body: any) => unknown = () => ({});
vi.mock('../../../data/api', () => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string | null,
      message: string,
      readonly data: any = null,
    ) {
      super(message);
    }
    get fieldErrors() {
      return this.data?.errors ?? {};
    }
  }
  return {
    ApiError,
    api: vi.fn(async (method: string, path: string, opts: any) => {
      calls.push({ method, path, body: opts?.body });
      return handler(path, opts?.body);
    }),
  };
});
const nav = memoryNavigation('/orders');
installNavigation(nav);
let linked: number | undefined;
vi.mock('@tanstack/react-router', () => ({ useRouterState: () => linked }));

const { ApiError } = await import('../../../data/api');
const { OrdersScreen } = await import('./OrdersScreen');
const { SplitDialog } = await import('./SplitDialog');
const { ordersCommands } = await import('./orders.commands');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const charge = (id: number, name: string, quantity: number, price: number) =>
  sampleCharge({
    id,
    product_id: id,
    product: { id, name, gui_color: 'blue' },
    quantity,
    price,
    original_price: price,
    discount_type: 'none',
    discount_value: 0,
    caption: null,
  });
const ORDERS = [
  {
    id: 1,
    name: 'Bord 4',
    created_at: '2026-11-21T09:00:00Z',
    updated_at: '2026-11-21T09:30:00Z',
    charges: [charge(11, 'Glass', 2000, 2500), charge(12, 'Kaffe', 1000, 3000)],
  },
  {
    id: 2,
    name: 'Minigolfgänget',
    created_at: '2026-11-21T09:10:00Z',
    updated_at: '2026-11-21T09:40:00Z',
    charges: [charge(21, 'Minigolf', 4000, 6000)],
  },
  {
    id: 3,
    name: 'Fika personalen',
    created_at: '2026-11-21T09:20:00Z',
    updated_at: '2026-11-21T09:50:00Z',
    charges: [charge(31, 'Bulle', 1000, 2000)],
  },
];

const ctx = (): CommandContext => ({
  path: '/orders',
  level: 'kassor',
  modules: [],
  loggedIn: true,
  focus: { top: 'global', modal: null, pane: null },
  entity: null,
  selected: null,
});
let off: () => void;
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  installContextProvider(ctx);
  off = registerCommands(ordersCommands);
});
afterAll(() => off());
beforeEach(() => {
  calls.length = 0;
  nav.history.length = 0;
  catalog$.parkedOrders.set(structuredClone(ORDERS));
});
afterEach(() => {
  linked = undefined;
  cleanup();
  settleInput(null);
  settleConfirm(false);
});

const grid = () => screen.getByRole('grid', { name: 'Parkerade notor' });
const rows = () => within(grid()).getAllByRole('row');
const selectedName = () =>
  rows()
    .find((r) => r.getAttribute('aria-selected') === 'true')
    ?.querySelector('[role="gridcell"]')?.textContent;
const nextConfirm = async () => {
  await vi.waitFor(() => expect(confirm$.peek()).not.toBeNull());
  return confirm$.peek()!;
};
const nextInput = async () => {
  await vi.waitFor(() => expect(input$.peek()).not.toBeNull());
  return input$.peek()!;
};

describe('Parkerade notor', () => {
  it('lists the orders with lines and totals, the first one open beside the list', () => {
    render(<OrdersScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Parkerade notor' })).toBeTruthy();
    expect(
      rows().map((r) =>
        within(r)
          .getAllByRole('gridcell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Bord 4', '2 varor', '80,00\u00a0kr'],
      ['Minigolfgänget', '1 vara', '240,00\u00a0kr'],
      ['Fika personalen', '1 vara', '20,00\u00a0kr'],
    ]);
    const detail = screen.getByRole('region', { name: 'Bord 4' });
    expect(within(detail).getByRole('table', { name: 'Varor på Bord 4' }).textContent).toContain('Glass');
    expect(within(detail).getByText('Totalt').nextSibling?.textContent).toBe('80,00\u00a0kr');
  });

  it('opens ?order=id; an order the server does not know is said to be missing', async () => {
    linked = 2;
    const first = render(<OrdersScreen />);
    expect(selectedName()).toBe('Minigolfgänget');
    first.unmount();
    linked = 77;
    snackbars$.set([]);
    handler = () => {
      throw new ApiError(404, 'parked_order_not_found', 'Den parkerade notan hittades inte.');
    };
    render(<OrdersScreen />);
    await vi.waitFor(() => expect(snackbars$.peek().map((x) => x.text)).toEqual(['Den parkerade notan hittades inte']));
    expect(calls).toEqual([{ method: 'GET', path: 'parked-orders/get-parked-order', body: undefined }]);
  });

  it('says so when there are none', () => {
    catalog$.parkedOrders.set([]);
    render(<OrdersScreen />);
    expect(screen.getByText('Det finns inga parkerade notor')).toBeTruthy();
  });

  it('is one keyboard grid: arrows select, Enter goes into the order, Escape back', async () => {
    const user = userEvent.setup();
    render(<OrdersScreen />);
    rows()[0].focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows()[1]);
    expect(selectedName()).toBe('Minigolfgänget');
    expect(screen.getByRole('region', { name: 'Minigolfgänget' })).toBeTruthy();
    await user.keyboard('{End}');
    expect(selectedName()).toBe('Fika personalen');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Öppna i kassan/));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(rows()[2]);
    // The verbs act on the selected row.
    await act(() => executeCommand('orders.open', undefined, 'hotkey'));
    expect(nav.history).toEqual([{ to: '/register', search: { order: 3 }, replace: false }]);
  });

  it('deletes after confirming; an already deleted order goes too and the next row is selected', async () => {
    handler = () => ({ id: 2 });
    render(<OrdersScreen />);
    act(() => rows()[1].focus());
    const done = executeCommand('orders.delete', undefined, 'hotkey');
    expect((await nextConfirm()).body).toBe('Vill du ta bort notan Minigolfgänget? Varorna på notan tas också bort.');
    act(() => settleConfirm(true));
    await act(() => done);
    expect(calls).toEqual([{ method: 'DELETE', path: 'parked-orders/delete', body: { id: 2 } }]);
    expect(rows().map((r) => r.dataset.orderRow)).toEqual(['1', '3']);
    expect(selectedName()).toBe('Fika personalen');

    handler = () => {
      throw new ApiError(404, 'parked_order_not_found', 'Den parkerade notan hittades inte.');
    };
    const again = executeCommand('orders.delete', { id: 3 }, 'button');
    await nextConfirm();
    act(() => settleConfirm(true));
    await act(() => again);
    await vi.waitFor(() => expect(rows().map((r) => r.dataset.orderRow)).toEqual(['1']));
  });

  it('renames; a taken name offers to merge into that order', async () => {
    handler = (_p, body) => {
      if (!body.merge_into) throw new ApiError(422, 'order_name_exists', 'finns', { order_id: 3 });
      return {
        parked_order: { ...ORDERS[2], charges: [...ORDERS[2].charges, ...ORDERS[0].charges] },
        removed_parked_order_id: 1,
      };
    };
    render(<OrdersScreen />);
    const done = executeCommand('orders.rename', undefined, 'hotkey');
    const ask = await nextInput();
    expect([ask.header, ask.prefilledValue]).toEqual(['Byt namn på nota', 'Bord 4']);
    act(() => settleInput('Fika personalen'));
    expect((await nextConfirm()).body).toBe(
      'Det finns redan en nota med namnet Fika personalen. Vill du slå ihop notorna?',
    );
    act(() => settleConfirm(true));
    await act(() => done);
    expect(calls.map((c) => c.body)).toEqual([
      { id: 1, name: 'Fika personalen' },
      { id: 1, name: 'Fika personalen', merge_into: 3 },
    ]);
    expect(rows().map((r) => r.querySelector('[role="gridcell"]')?.textContent)).toEqual([
      'Minigolfgänget',
      'Fika personalen',
    ]);
    expect(within(rows()[1]).getByText('3 varor')).toBeTruthy();
  });

  it('splits evenly and manually from the dialog', async () => {
    const user = userEvent.setup();
    handler = (path) => ({
      parked_orders: path.endsWith('evenly')
        ? [ORDERS[0], { ...ORDERS[0], id: 9, name: 'Bord 4 (2/2)' }]
        : [ORDERS[0], { ...ORDERS[0], id: 10, name: 'Bord 4 (2)' }],
    });
    render(
      <>
        <OrdersScreen />
        <SplitDialog />
      </>,
    );
    await act(() => executeCommand('orders.split', undefined, 'hotkey'));
    const dialog = await screen.findByRole('dialog', { name: 'Dela nota Bord 4' });
    const parts = within(dialog).getByRole('textbox', { name: 'Antal delar' });
    await vi.waitFor(() => expect(document.activeElement).toBe(parts));
    await user.keyboard('11{Enter}');
    expect(within(dialog).getByRole('alert').textContent).toBe('Ange ett antal mellan 2 och 10');
    await user.clear(parts);
    await user.keyboard('2{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: 'parked-orders/split-order-evenly',
      body: { id: 1, parts: 2 },
    });
    expect(rows()).toHaveLength(4);

    await act(() => executeCommand('orders.split', { id: 1, mode: 'manual' }, 'button'));
    const manual = await screen.findByRole('dialog', { name: 'Dela nota Bord 4' });
    const boxes = within(manual).getAllByRole('checkbox');
    await vi.waitFor(() => expect(document.activeElement).toBe(boxes[0]));
    await user.keyboard('{ArrowDown}{ArrowUp} {ArrowDown} {Enter}');
    expect(within(manual).getByRole('alert').textContent).toBe('Minst en vara måste vara kvar på notan');
    await user.keyboard(' {Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: 'parked-orders/split-order-manually',
      body: { id: 1, charges: [{ id: 11, quantity: 2000 }] },
    });
  });
});
