// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCommand, executeCommand, installContextProvider, registerCommands } from '../../../commands/registry';
import type { CommandContext } from '../../../commands/types';
import { selection$ } from '../../../data/selection';
import { bookings$, catalog$ } from '../../../data/stores';
import { addDays, todayInStockholm } from '../../../domain/dates';
import { actionsCommands } from './actions.commands';
import { ActionsScreen } from './ActionsScreen';
import { actionsDisplay$, DEFAULT_ACTIONS_DISPLAY } from './displaySettings';
import { samplePosition } from '../../../contracts/samples';

const today = todayInStockholm();
const yesterday = addDays(today, -1);
const base = {
  title: '',
  type: 'regular',
  checked_in_at: null,
  checked_out_at: null,
  deleted_at: null,
  is_draft: false,
  confirmed_at: '2026-01-01T10:00:00Z',
  created_at: '2026-01-01T10:00:00Z',
  adults: 2,
  children: 0,
  dogs: 0,
  remaining_accommodation_amount: 0,
  is_fully_paid: true,
  expected_arrival_time: null,
};
const BOOKINGS = [
  // Arriving today on A1, where Berg still stays: a collision both ways.
  {
    ...base,
    id: 1,
    booking_number: '1001',
    customer_name: 'Anna Ek',
    position_id: 11,
    check_in: today,
    check_out: addDays(today, 2),
    expected_arrival_time: '14:00',
    remaining_accommodation_amount: 45000,
    is_fully_paid: false,
  },
  {
    ...base,
    id: 2,
    booking_number: '1002',
    customer_name: 'Bo Berg',
    position_id: 11,
    check_in: addDays(today, -3),
    check_out: today,
    checked_in_at: `${addDays(today, -3)}T13:00:00Z`,
  },
  {
    ...base,
    id: 3,
    booking_number: '1003',
    customer_name: 'Cia Dahl',
    position_id: 12,
    check_in: today,
    check_out: addDays(today, 1),
    expected_arrival_time: '10:00',
  },
  {
    ...base,
    id: 4,
    booking_number: '1004',
    customer_name: 'Dan Fors',
    position_id: 13,
    check_in: addDays(today, 1),
    check_out: addDays(today, 4),
    created_at: new Date().toISOString(),
  },
  {
    ...base,
    id: 5,
    booking_number: '1005',
    customer_name: 'Eva Gran',
    position_id: 14,
    check_in: yesterday,
    check_out: addDays(today, 3),
  },
];
const POSITIONS = [
  { id: 11, full_name: 'A1', deleted_at: null },
  { id: 12, full_name: 'A2', deleted_at: null },
  { id: 13, full_name: 'B1', deleted_at: null },
  { id: 14, full_name: 'Gamla 7', deleted_at: '2026-01-01T00:00:00Z' },
];

// jsdom has no CSS.escape, which react-aria's popover uses.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const opened: number[] = [];
const offs: (() => void)[] = [];
const ctx = (): CommandContext => ({
  path: '/actions',
  level: 'receptionist',
  modules: ['PMS'],
  loggedIn: true,
  focus: { top: 'global', modal: null, pane: null },
  entity: null,
  selected: selection$.peek(),
});

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  installContextProvider(ctx);
  offs.push(
    registerCommands([
      defineCommand<{ id: number }>({
        id: 'booking.open',
        title: 'Öppna bokning',
        group: 'T',
        run: (_c, a) => {
          opened.push(a!.id);
        },
      }),
      ...actionsCommands,
    ]),
  );
});
afterAll(() => offs.forEach((o) => o()));
beforeEach(() => {
  opened.length = 0;
  localStorage.clear();
  actionsDisplay$.set({ userId: null, values: { ...DEFAULT_ACTIONS_DISPLAY } });
  bookings$.set(Object.fromEntries(BOOKINGS.map((b) => [b.id, b])) as never);
  catalog$.positions.set(POSITIONS.map((p) => samplePosition(p)));
});
afterEach(() => cleanup());

const grid = (name: string) => screen.getByRole('grid', { name });
const rowNames = (name: string) =>
  within(grid(name))
    .getAllByRole('row')
    .map((r) => within(r).getAllByRole('gridcell')[name.startsWith('Incheckningar') ? 2 : 1].textContent);

describe('ActionsScreen', () => {
  it('lists today and tomorrow from the working set, in arrival order, with counts', () => {
    render(<ActionsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'In- och utcheckningar' })).toBeTruthy();
    expect(rowNames('Incheckningar idag')).toEqual(['Cia Dahl', 'Anna Ek', 'Eva Gran']);
    expect(rowNames('Incheckningar imorgon')).toEqual(['Dan Fors']);
    expect(rowNames('Utcheckningar idag')).toEqual(['Bo Berg']);
    expect(screen.getByRole('heading', { level: 3, name: /Idag\s*3/ })).toBeTruthy();
    expect(screen.getByText('Inga utcheckningar imorgon')).toBeTruthy();
    // Row actions and info texts.
    expect(within(grid('Incheckningar idag')).getAllByRole('button', { name: /Checka In/ })).toHaveLength(3);
    expect(within(grid('Incheckningar imorgon')).getByText('Checkar in imorgon')).toBeTruthy();
    expect(within(grid('Utcheckningar idag')).getByRole('button', { name: /Påbörja utcheckning/ })).toBeTruthy();
    // Late arrival and a deleted position.
    const late = within(grid('Incheckningar idag')).getAllByRole('row')[2];
    expect(within(late).getByText('Försenad').getAttribute('title')).toBe('Denna bokning skulle checkat in igår');
    expect(within(late).getByTitle('Den här platsen finns inte längre').textContent).toBe('Gamla 7');
  });

  it('moves between rows across lists with arrows and j/k, selects the focused row, opens it with Enter', async () => {
    const user = userEvent.setup();
    render(<ActionsScreen />);
    const first = within(grid('Incheckningar idag')).getAllByRole('row')[0];
    act(() => first.focus());
    expect(selection$.peek()).toEqual({ type: 'booking', id: 3 });
    await user.keyboard('{ArrowDown}j');
    expect(selection$.peek()).toEqual({ type: 'booking', id: 5 });
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('data-action-row')).toBe('checkInsTomorrow:4');
    await user.keyboard('k{End}');
    expect(document.activeElement?.getAttribute('data-list')).toBe('recentBookings');
    await user.keyboard('{Home}{Enter}');
    expect(opened).toEqual([3]);
    // Only one row is in the tab order.
    expect(document.querySelectorAll('[data-action-row][tabindex="0"]')).toHaveLength(1);
  });

  it('the collision icon focuses and highlights the matching row', async () => {
    const user = userEvent.setup();
    render(<ActionsScreen />);
    const anna = within(grid('Incheckningar idag')).getAllByRole('row')[1];
    await user.click(within(anna).getByRole('button', { name: /Platsen är inte ledig/ }));
    expect(document.activeElement?.getAttribute('data-action-row')).toBe('checkOutsToday:2');
    const back = within(grid('Utcheckningar idag')).getByRole('button', { name: /En annan bokning checkar in/ });
    await user.click(back);
    expect(document.activeElement?.getAttribute('data-action-row')).toBe('checkInsToday:1');
  });

  it('/ filters every list; display settings add nights and the unpaid marker', async () => {
    const user = userEvent.setup();
    render(<ActionsScreen />);
    expect(screen.queryByText('2 nätter')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Visningsinställningar' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Antal nätter i incheckningar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Markera obetalda' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Visningsinställningar' })).toBeNull();
    expect(within(grid('Incheckningar idag')).getByText('2 nätter')).toBeTruthy();
    expect(within(grid('Incheckningar idag')).getByText('Obetald')).toBeTruthy();
    expect(within(grid('Incheckningar idag')).getByText(/450,00/)).toBeTruthy();
    const input = screen.getByRole('searchbox', { name: 'Filtrera listorna' });
    await act(() => executeCommand('actions.filter', undefined, 'hotkey'));
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    await user.keyboard('berg');
    expect(screen.queryByRole('grid', { name: 'Incheckningar idag' })).toBeNull();
    expect(rowNames('Utcheckningar idag')).toEqual(['Bo Berg']);
    await user.keyboard('{Escape}');
    expect(rowNames('Incheckningar idag')).toHaveLength(3);
  });
});
