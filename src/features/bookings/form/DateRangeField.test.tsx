// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusState } from '../../../commands/focusStack';
import type { IsoDate } from '../../../domain/dates';
import { STAY_DATE_TEXTS, type StayRange } from '../../../domain/stayDates';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';

const TODAY = '2026-11-18'; // a Wednesday

type Options = Partial<DateRangeFieldProps> & { initial?: StayRange };

/** The field as a form holds it: controlled, every change recorded, keys leaving it seen around it. */
function Form({
  opts,
  changes,
  onKeyDownAround,
}: {
  opts: Options;
  changes: StayRange[];
  onKeyDownAround: () => void;
}) {
  const [value, setValue] = useState<StayRange>(opts.initial ?? { checkIn: TODAY, checkOut: '2026-11-19' });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands for the pane or dialog around the field
    <div onKeyDown={onKeyDownAround}>
      <DateRangeField
        today={TODAY}
        {...opts}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
      <button type="button">Spara bokning</button>
    </div>
  );
}

function setup(opts: Options = {}) {
  const changes: StayRange[] = [];
  const onKeyDownAround = vi.fn();
  render(<Form opts={opts} changes={changes} onKeyDownAround={onKeyDownAround} />);
  const user = userEvent.setup();
  const checkIn = screen.getByRole('combobox', { name: 'Incheckning' }) as HTMLInputElement;
  const checkOut = screen.getByRole('combobox', { name: 'Utcheckning' }) as HTMLInputElement;
  return { user, changes, checkIn, checkOut, onKeyDownAround };
}

const focused = () => document.activeElement as HTMLElement;
const day = (name: string | RegExp) => screen.getByRole('button', { name });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

afterEach(cleanup);

describe('DateRangeField: typed dates', () => {
  it("'24/11' in check-in goes on to check-out, where '+3' makes 24/11–27/11 and '3 nätter'", async () => {
    const { user, changes, checkIn, checkOut } = setup();
    await user.tab();
    expect(focused()).toBe(checkIn);
    await user.keyboard('24/11{Enter}');
    expect(checkIn.value).toBe('2026-11-24');
    // pickFirst: the old check-out (19th) is not after, so it follows to the day after.
    expect(checkOut.value).toBe('2026-11-25');
    expect(focused()).toBe(checkOut);
    await user.keyboard('+3{Enter}');
    expect(checkOut.value).toBe('2026-11-27');
    expect(changes.at(-1)).toEqual({ checkIn: '2026-11-24', checkOut: '2026-11-27' });
    expect(screen.getByText('3 nätter')).toBeTruthy();
    expect(focused()).toBe(checkOut);
  });

  it("'fre' in check-in is the coming Friday, shown with its weekday", async () => {
    const { user, changes, checkIn, checkOut } = setup();
    await user.tab();
    await user.keyboard('fre');
    await user.tab();
    expect(changes).toEqual([{ checkIn: '2026-11-20', checkOut: '2026-11-21' }]);
    expect(checkIn.value).toBe('2026-11-20');
    expect(errorOf(checkIn)).toBe('fre');
    // Tab from check-in lands on check-out (the calendar buttons are out of the tab order).
    expect(focused()).toBe(checkOut);
  });

  it('an invalid text shows the message at the field and keeps the last valid value', async () => {
    const { user, changes, checkIn } = setup();
    await user.tab();
    await user.keyboard('blä{Enter}');
    expect(checkIn.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(checkIn)).toBe(STAY_DATE_TEXTS.unknown);
    expect(screen.getByText(STAY_DATE_TEXTS.unknown)).toBeTruthy();
    expect(focused()).toBe(checkIn);
    expect(changes).toEqual([]);
    expect(screen.getByText('1 natt')).toBeTruthy();

    await user.keyboard('{Control>}a{/Control}31/11');
    await user.tab();
    expect(errorOf(checkIn)).toBe('31 november finns inte');
    expect(changes).toEqual([]);

    // A date chosen another way replaces the text and the message.
    await user.click(screen.getByRole('button', { name: /^Två nätter/ }));
    expect(checkIn.value).toBe(TODAY);
    expect(checkIn.getAttribute('aria-invalid')).toBeNull();
  });

  it('a check-out typed before the check-in moves the check-in to the day before (pickSecond)', async () => {
    const { user, changes, checkOut } = setup({ initial: { checkIn: '2026-11-24', checkOut: '2026-11-27' } });
    await user.click(checkOut);
    await user.keyboard('{Control>}a{/Control}2026-11-22{Enter}');
    expect(changes).toEqual([{ checkIn: '2026-11-21', checkOut: '2026-11-22' }]);
    expect(screen.getByText('1 natt')).toBeTruthy();
  });

  it('a disabled date cannot be typed', async () => {
    const { user, changes, checkIn } = setup({ isDateDisabled: (d: IsoDate) => d < TODAY });
    await user.tab();
    await user.keyboard('2026-11-10{Enter}');
    expect(errorOf(checkIn)).toBe('Datumet går inte att välja');
    expect(changes).toEqual([]);
  });

  it("shows the form's own messages at the fields", () => {
    const { checkOut } = setup({ errors: { checkOut: 'Platsen är upptagen' } });
    expect(checkOut.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(checkOut)).toContain('Platsen är upptagen');
  });
});

describe('DateRangeField: chips', () => {
  it('a chip sets both dates', async () => {
    const { user, changes, checkIn, checkOut } = setup();
    const group = screen.getByRole('group', { name: 'Vanliga datum' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Till imorgon 18–19 nov', 'Två nätter 18–20 nov', 'Nästa helg 20–22 nov']);
    expect(
      within(group)
        .getByRole('button', { name: /^Till imorgon/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(within(group).getByRole('button', { name: /^Nästa helg/ }));
    expect(changes).toEqual([{ checkIn: '2026-11-20', checkOut: '2026-11-22' }]);
    expect([checkIn.value, checkOut.value]).toEqual(['2026-11-20', '2026-11-22']);
    expect(
      within(group)
        .getByRole('button', { name: /^Nästa helg/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText('2 nätter')).toBeTruthy();
  });

  it('without chips (an edited December stay): Tab goes from check-out to what follows; the calendar opens at the stay', async () => {
    const { user, checkIn, checkOut } = setup({
      chips: false,
      initial: { checkIn: '2026-12-27', checkOut: '2026-12-30' },
    });
    expect(screen.queryByRole('group', { name: 'Vanliga datum' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Till imorgon|Nästa helg/ })).toBeNull();
    await user.tab();
    expect(focused()).toBe(checkIn);
    await user.tab();
    expect(focused()).toBe(checkOut);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = screen.getByRole('dialog', { name: 'Kalender' });
    expect(dialog.textContent).toContain('december 2026');
    await user.keyboard('{Escape}');
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Spara bokning' }));
  });
});

describe('DateRangeField: calendar by keyboard', () => {
  it('alt+↓ opens two months at the check-in; arrows, PageDown and Enter twice pick a range', async () => {
    const { user, changes, checkIn, checkOut } = setup();
    await user.tab();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = screen.getByRole('dialog', { name: 'Kalender' });
    expect(checkIn.getAttribute('aria-expanded')).toBe('true');
    expect(checkIn.getAttribute('aria-controls')).toBe(dialog.id);
    expect(
      within(dialog)
        .getAllByRole('grid')
        .map((g) => g.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(screen.getByRole('grid', { name: 'november 2026' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'december 2026' })).toBeTruthy();
    expect(focused()).toBe(day('onsdag 18 november 2026, incheckning'));
    expect(screen.getByText('Välj incheckning')).toBeTruthy();

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(focused()).toBe(day('torsdag 26 november 2026'));
    await user.keyboard('{Enter}');
    // First pick: the check-in, and the keyboard goes to the check-out (the day after).
    expect(changes).toEqual([{ checkIn: '2026-11-26', checkOut: '2026-11-27' }]);
    expect(focused()).toBe(day('fredag 27 november 2026, utcheckning'));
    expect(screen.getByText(/^Välj utcheckning/)).toBeTruthy();

    await user.keyboard('{PageDown}');
    expect(focused()).toBe(day('söndag 27 december 2026'));
    await user.keyboard('{PageDown}');
    // The view follows: december and january.
    expect(focused()).toBe(day('onsdag 27 januari 2027'));
    expect(screen.queryByRole('grid', { name: 'november 2026' })).toBeNull();
    await user.keyboard('{PageUp}{Home}');
    expect(focused()).toBe(day('måndag 21 december 2026'));
    await user.keyboard('{End}{ArrowLeft}{ArrowUp}');
    expect(focused()).toBe(day('lördag 19 december 2026'));
    expect(screen.getByText('Välj utcheckning · 23 nätter')).toBeTruthy();
    await user.keyboard('{Enter}');

    expect(changes.at(-1)).toEqual({ checkIn: '2026-11-26', checkOut: '2026-12-19' });
    expect(screen.queryByRole('dialog', { name: 'Kalender' })).toBeNull();
    expect(focused()).toBe(checkOut);
    expect(checkOut.value).toBe('2026-12-19');
    expect(screen.getByText('23 nätter')).toBeTruthy();
  });

  it('keys typed right after alt+↓ are not lost', async () => {
    const { user, changes } = setup();
    await user.tab();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}{ArrowRight}{ArrowRight}{Enter}{Enter}');
    expect(changes).toEqual([{ checkIn: '2026-11-20', checkOut: '2026-11-21' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('from check-out, a date before the check-in moves the check-in (pickSecond) and closes', async () => {
    const { user, changes, checkOut } = setup({ initial: { checkIn: '2026-11-24', checkOut: '2026-11-27' } });
    await user.click(checkOut);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(focused()).toBe(day('fredag 27 november 2026, utcheckning'));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(changes).toEqual([{ checkIn: '2026-11-19', checkOut: '2026-11-20' }]);
    expect(focused()).toBe(checkOut);
  });

  it('a disabled date takes the focus but cannot be picked; a month without dates says so', async () => {
    const { user, changes } = setup({ isDateDisabled: (d: IsoDate) => d < TODAY });
    await user.tab();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}{ArrowLeft}');
    const past = day('tisdag 17 november 2026');
    expect(focused()).toBe(past);
    expect(past.getAttribute('aria-disabled')).toBe('true');
    expect(past.closest('[role="gridcell"]')?.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    await user.click(day('måndag 16 november 2026'));
    expect(changes).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Kalender' })).toBeTruthy();
    expect(screen.queryByText(STAY_DATE_TEXTS.noAvailableDates)).toBeNull();
  });

  it("shows 'Inga tillgängliga datum' in a month where nothing can be picked", async () => {
    const { user } = setup({ isDateDisabled: (d: IsoDate) => d < '2026-12-01' });
    await user.tab();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const november = screen.getByRole('grid', { name: 'november 2026' });
    expect(screen.getAllByText(STAY_DATE_TEXTS.noAvailableDates)).toHaveLength(1);
    expect(document.getElementById(november.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      STAY_DATE_TEXTS.noAvailableDates,
    );
  });

  it('names rows, columns and days in Swedish, marks today and the selected range', async () => {
    const { user } = setup({ initial: { checkIn: '2026-12-23', checkOut: '2026-12-26' } });
    await user.tab();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const december = screen.getByRole('grid', { name: 'december 2026' });
    expect(
      within(december)
        .getAllByRole('columnheader')
        .map((h) => h.getAttribute('aria-label')),
    ).toEqual(['Vecka', 'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag']);
    expect(
      within(december)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['49', '50', '51', '52', '53']);
    expect(within(december).getByRole('rowheader', { name: 'Vecka 53' })).toBeTruthy();
    const selected = within(december)
      .getAllByRole('gridcell')
      .filter((c) => c.getAttribute('aria-selected') === 'true')
      .map((c) => c.textContent);
    expect(selected).toEqual(['23', '24', '25', '26']);
    expect(day('torsdag 24 december 2026, Julafton').closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(day('fredag 25 december 2026, Juldagen')).toBeTruthy();
    expect(day('lördag 26 december 2026, Annandag jul, utcheckning')).toBeTruthy();
    expect(day('onsdag 23 december 2026, incheckning')).toBe(focused());
    // Only the focused day is in the tab order.
    expect(screen.getAllByRole('button').filter((b) => b.dataset.date && b.tabIndex === 0)).toHaveLength(1);
    // The view starts at the check-in's month; today (november) is in the month before.
    await user.keyboard('{PageUp}');
    expect(day('onsdag 18 november 2026').getAttribute('aria-current')).toBe('date');
  });

  it('Escape closes only the calendar and gives the keyboard back to the field', async () => {
    const { user, checkIn, onKeyDownAround, changes } = setup();
    await user.tab();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(focusState().top).toBe('modal');
    onKeyDownAround.mockClear();
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(checkIn);
    expect(checkIn.getAttribute('aria-expanded')).toBe('false');
    expect(onKeyDownAround.mock.calls.map(([e]) => e.key)).not.toContain('Escape');
    expect(focusState().top).toBe('global');
    expect(changes).toEqual([]);
  });

  it('Tab out of the calendar closes it', async () => {
    const { user } = setup();
    await user.tab();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await user.tab();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused().textContent).toBe('Till imorgon 18–19 nov');
  });
});
