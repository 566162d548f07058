// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInStockholm } from '../../../domain/dates';
import { NO_CHECKIN_DATES_TEXT } from '../../../domain/lateDates';

const calls: { method: string; path: string; opts: any }[] = [];
let answers: Record<string, unknown> = {};
vi.mock('../../../data/api', () => ({
  ApiError: class ApiError extends Error {
    code = null;
  },
  api: vi.fn(async (method: string, path: string, opts: any) => {
    calls.push({ method, path, opts });
    if (!(path in answers)) throw new Error(`unexpected ${path}`);
    return answers[path];
  }),
}));
vi.mock('../../till/printer/registrationCard', () => ({ printRegistrationCard: vi.fn() }));

const { LateCheckInDialog } = await import('./LateCheckInDialog');
const { lateCheckIn$, checkinResult$ } = await import('./checkinFlow');

// jsdom has no CSS.escape, which react-aria's modal uses.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const today = todayInStockholm();
const booking = (checkOut: string) => ({
  id: 5,
  booking_number: '2026-5',
  title: 'Anna Berg',
  type: 'regular',
  check_in: addDays(today, -3),
  check_out: checkOut,
});

describe('Sen incheckning', () => {
  beforeEach(() => {
    calls.length = 0;
    answers = {};
  });
  afterEach(() => {
    act(() => {
      lateCheckIn$.set(null);
      checkinResult$.set(null);
    });
    cleanup();
  });

  it('explains with the exact text when the position has no check-in dates', async () => {
    answers['bookings/available-checkin-dates'] = { available_checkin_dates: [] };
    act(() => lateCheckIn$.set(booking(addDays(today, 2)) as never));
    render(<LateCheckInDialog />);
    expect(await screen.findByText(NO_CHECKIN_DATES_TEXT)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Sen incheckning' })).toBeTruthy();
  });

  it('check-out already passed: both dates, the check-out list fetched for the chosen day, then one call', async () => {
    const cin = [addDays(today, -3), addDays(today, -2)];
    answers['bookings/available-checkin-dates'] = { available_checkin_dates: cin };
    answers['bookings/available-checkout-dates'] = { available_checkout_dates: [today, addDays(today, 1)] };
    answers['bookings/checkin-and-checkout'] = {
      booking: { ...booking(today), checked_in_at: new Date().toISOString() },
    };
    act(() => lateCheckIn$.set(booking(addDays(today, -1)) as never));
    render(<LateCheckInDialog />);
    expect(screen.getByRole('dialog', { name: 'Sen incheckning och utcheckning' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('option', { name: new RegExp(cin[1]) }));
    const out = await screen.findByRole('option', { name: new RegExp(today) });
    expect(calls.filter((c) => c.path === 'bookings/available-checkout-dates').at(-1)?.opts.query).toEqual({
      booking_id: 5,
      selected_checkin_date: cin[1],
    });
    await user.click(out);
    await user.click(screen.getByRole('button', { name: /^Checka in/ }));
    const save = calls.find((c) => c.path === 'bookings/checkin-and-checkout');
    expect(save?.opts.body).toEqual({ booking_id: 5, check_in_date: cin[1], check_out_date: today });
  });

  it('an empty check-out list says so and keeps save disabled', async () => {
    answers['bookings/available-checkin-dates'] = { available_checkin_dates: [addDays(today, -3)] };
    answers['bookings/available-checkout-dates'] = { available_checkout_dates: [] };
    act(() => lateCheckIn$.set(booking(addDays(today, -1)) as never));
    render(<LateCheckInDialog />);
    await userEvent.setup().click(await screen.findByRole('option', { name: new RegExp(addDays(today, -3)) }));
    expect(await screen.findByText('Inga tillgängliga datum')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Checka in/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
