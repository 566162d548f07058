// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../../commands/types';
import { sampleBooking, sampleCountry } from '../../../contracts/samples';
import type { Booking } from '../../../contracts/bookings';

vi.mock('./registrationCard', async (orig) => ({
  ...(await orig<typeof import('./registrationCard')>()),
  printRegistrationCard: vi.fn(async () => true),
}));

const { printRegistrationCard } = await import('./registrationCard');
const { clearPreviewJobs, previewOpen } = await import('../../../devices/printer/previewStore');
const { pushPreviewJob } = await import('../../../devices/printer/simulator');
const { VirtualPrinterDialog } = await import('./VirtualPrinterDialog');
const { RegistrationCardLanguageDialog } = await import('./RegistrationCardLanguageDialog');
const { cardLanguageChooser$ } = await import('./printerUi');
const { canPrintRegistrationCard, installPrinterKey, printerCommands } = await import('./printer.commands');
const { installEntityKeys } = await import('../../bookings/booking.commands');
const { snapshotKeys } = await import('../../../commands/contextKeys');
installEntityKeys();
installPrinterKey();
const { bookings$, catalog$ } = await import('../../../data/stores');
const { session$ } = await import('../../../data/session');

// jsdom has no CSS.escape, which react-aria's modal uses.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const printer = { id: 1, name: 'Virtuell Skrivare', port: 'SIM', width: 42, logo_local_path: null };
const ctx = (over: Partial<CommandContext> = {}): CommandContext =>
  snapshotKeys({
    path: '/actions',
    level: 'receptionist',
    modules: ['PMS'],
    loggedIn: true,
    focus: { top: 'global', modal: null, pane: null },
    entity: null,
    selected: null,
    ...over,
  });

beforeEach(() => {
  clearPreviewJobs();
  vi.mocked(printRegistrationCard).mockClear();
  session$.workstation.set({ id: 1, machine_id: 'm', hostname: null, default_printer: printer, printers: [printer] });
});
afterEach(() => {
  cleanup();
  cardLanguageChooser$.set(null);
  bookings$.set({});
});

describe('Virtuell Skrivare', () => {
  it('shows every job on paper of its width, newest first, and closes with Escape', async () => {
    act(() => {
      pushPreviewJob({ port: 'SIM', width: 42, content: [{ type: 'text', value: 'Kvitto' }] });
      pushPreviewJob({
        port: 'SIM',
        width: 48,
        content: [{ type: 'text', value: 'Registreringskort', bold: true, text_size: 1 }, { type: 'cut' }],
      });
    });
    render(<VirtualPrinterDialog />);
    expect(screen.getByRole('dialog', { name: 'Virtuell Skrivare' })).toBeTruthy();
    const papers = screen.getAllByRole('figure');
    expect(papers[0].textContent).toContain('Registreringskort');
    expect(papers[0].textContent).toContain('48 tecken');
    expect(papers[1].textContent).toContain('Kvitto');
    expect(screen.getByRole('separator', { name: 'Papperet klipps' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(previewOpen.get()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Skriv ut registreringskort på…', () => {
  it('lists the seven languages and prints in the one chosen with the keyboard', async () => {
    act(() => cardLanguageChooser$.set({ bookingId: 5, defaultLanguage: 'de' }));
    render(<RegistrationCardLanguageDialog />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Svenska',
      'Engelska',
      'TyskaKundens språk',
      'Norska',
      'Danska',
      'Nederländska',
      'Franska',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(printRegistrationCard).toHaveBeenCalledWith(5, 'en');
    expect(cardLanguageChooser$.get()).toBeNull();
  });

  it('opens from its command for the booking the palette page is about', async () => {
    const cmd = printerCommands.find((c) => c.id === 'booking.printRegistrationCardIn')!;
    await cmd.run(ctx({ entity: { type: 'booking', id: 9 } }));
    expect(cardLanguageChooser$.get()).toEqual({ bookingId: 9, defaultLanguage: null });
  });
});

describe('booking.printRegistrationCard', () => {
  const booking = (id: number, extra: Partial<Booking>) =>
    bookings$[id].set(
      sampleBooking({
        id,
        booking_number: `B${id}`,
        title: 'x',
        check_in: '2026-11-21',
        check_out: '2026-11-23',
        customer_id: 3,
        ...extra,
      }),
    );

  it('prints directly with the language given in its args', async () => {
    const cmd = printerCommands.find((c) => c.id === 'booking.printRegistrationCard')!;
    expect(cmd.hotkey).toBe('alt+p');
    await cmd.run(ctx(), { id: 4, language: 'nl' });
    expect(printRegistrationCard).toHaveBeenCalledWith(4, 'nl');
  });

  it('explains when it cannot print', () => {
    expect(canPrintRegistrationCard(ctx())).toBe('Ingen bokning är vald');
    booking(1, {
      customer: {
        id: 3,
        full_name: 'Firma AB',
        is_org: true,
        country_id: 752,
        shortAddress: '',
        email: null,
        email_status: null,
        color: 'blue',
      },
    });
    expect(canPrintRegistrationCard(ctx({ selected: { type: 'booking', id: 1 } }))).toBe(
      'Registreringskort skrivs bara ut för privatpersoner.',
    );
    booking(2, { customer_country_id: 276 });
    expect(canPrintRegistrationCard(ctx({ selected: { type: 'booking', id: 2 } }))).toBe(true);
    session$.workstation.default_printer.set(null);
    expect(canPrintRegistrationCard(ctx({ selected: { type: 'booking', id: 2 } }))).toBe(
      'Ingen standardskrivare är vald för den här datorn.',
    );
  });

  it('marks the customer country language in the menu', async () => {
    booking(2, { customer_country_id: 276 });
    catalog$.countries.set([sampleCountry({ id: 276, default_language: 'de' })]);
    await printerCommands.find((c) => c.id === 'booking.printRegistrationCardIn')!.run(ctx(), { id: 2 });
    expect(cardLanguageChooser$.get()).toEqual({ bookingId: 2, defaultLanguage: 'de' });
  });
});
