// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installContextProvider, onExecuted, registerCommands } from '../../../commands/registry';
import { focusState } from '../../../commands/focusStack';
import { bookingCommands } from '../booking.commands';
import { BookingFooter } from './BookingFooter';

// The real descriptors (titles, keys), always available here, recording instead of acting.
const ran = vi.fn();
registerCommands(bookingCommands.map((c) => ({ ...c, when: undefined, run: ran })));
installContextProvider(() => ({
  path: '/',
  level: 'manager',
  modules: ['PMS'],
  loggedIn: true,
  focus: focusState(),
  entity: null,
  selected: null,
}));
const executeCommand = vi.fn();
onExecuted((r) => executeCommand(r.id, r.args, r.source));

const TODAY = '2026-11-21';
const booking = (over = {}) => ({
  id: 7,
  booking_number: 'B-7',
  check_in: TODAY,
  check_out: '2026-11-23',
  checked_in_at: null,
  checked_out_at: null,
  deleted_at: null,
  is_draft: false,
  confirmed_at: '2026-11-01T10:00:00Z',
  ...over,
});
const names = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('BookingFooter', () => {
  afterEach(() => {
    cleanup();
    executeCommand.mockClear();
    ran.mockClear();
  });

  it('shows the arrival actions with their hotkeys and runs the command with the booking id', async () => {
    render(<BookingFooter booking={booking()} today={TODAY} />);
    expect(names()).toEqual(
      ['Avboka', 'Checka inAlt+I', 'Öppna i KassanAlt+K'].map((n) => expect.stringContaining(n.split('Alt')[0])),
    );
    await userEvent.click(screen.getByRole('button', { name: /Checka in/ }));
    expect(executeCommand).toHaveBeenCalledWith('booking.checkIn', { id: 7 }, 'button');
  });

  it('offers only the reversal and the till once checked out', () => {
    render(
      <BookingFooter
        booking={booking({ checked_in_at: '2026-11-21T12:00:00Z', checked_out_at: '2026-11-23T09:00:00Z' })}
        today={TODAY}
      />,
    );
    expect(names().map((n) => n?.replace(/Alt.*$/, ''))).toEqual(['Ångra utcheckning', 'Öppna i Kassan']);
  });

  it("shows 'Visa avbokning' in place of 'Avboka' when cancelled", () => {
    render(<BookingFooter booking={booking({ deleted_at: '2026-11-20T09:00:00Z' })} today={TODAY} />);
    expect(screen.getByRole('button', { name: 'Visa avbokning' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avboka' })).toBeNull();
  });
});
