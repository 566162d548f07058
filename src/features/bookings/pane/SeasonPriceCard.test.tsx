// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../contracts/bookings';

const api = vi.fn(async (..._a: unknown[]): Promise<any> => ({}));
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
  return { api: (...a: unknown[]) => api(...a), ApiError };
});

const { ApiError } = await import('../../../data/api');
const { contributeContext } = await import('../../../commands/contextKeys');
const { focusState, pushLayer } = await import('../../../commands/focusStack');
const { installKeys } = await import('../../../commands/keys');
const { defineCommand, installContextProvider, registerCommands } = await import('../../../commands/registry');
const { installNavigation, memoryNavigation } = await import('../../../navigation/navigation');
const { onSeasonChange } = await import('../list/seasonChanges');
const { SeasonPriceCard } = await import('./SeasonPriceCard');
const { useSeasonPriceCommand } = await import('./seasonPrice.commands');

const nav = memoryNavigation('/bookings', { booking: 7 });
installNavigation(nav);
installContextProvider(() => ({
  path: '/bookings',
  level: 'receptionist',
  modules: ['PMS'],
  loggedIn: true,
  focus: focusState(),
  entity: null,
  selected: null,
}));
// The booking pane on top with the keyboard, and its Escape ('Stäng panelen') recording instead of closing.
const closePane = vi.fn();
beforeAll(() => {
  installKeys();
  pushLayer('booking-pane', 'pane', 'entity');
  contributeContext('pane', () => ({ param: 'booking', id: 7 }));
  registerCommands([
    defineCommand({
      id: 'pane.close',
      title: 'Stäng panelen',
      group: 'Allmänt',
      hotkey: 'escape',
      scope: 'pane',
      owner: 'entity',
      run: closePane,
    }),
  ]);
});

const booking = (over: Partial<Booking> = {}) =>
  ({
    id: 7,
    type: 'season',
    booking_number: '2026-00007',
    total_accommodation_amount: 1_240_000,
    paid_accommodation_amount: 400_000,
    remaining_accommodation_amount: 840_000,
    deleted_at: null,
    ...over,
  }) as Booking;

function Pane({ b = booking(), onReload }: { b?: Booking; onReload: () => void }) {
  useSeasonPriceCommand(b.id, b.type === 'season', b.deleted_at != null);
  return <SeasonPriceCard booking={b} detailLoaded onReload={onReload} />;
}

const input = () => screen.getByRole('textbox', { name: /Nytt pris/ }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Spara nytt pris' }) as HTMLButtonElement;
/** The input's description: where react-aria puts the field's error. */
const description = () =>
  (input().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const pen = () => screen.getByRole('button', { name: /Ändra pris/ }) as HTMLButtonElement;

async function startEdit() {
  await waitFor(() => expect(screen.queryByRole('button', { name: /Ändra pris/ })).not.toBeNull());
  await userEvent.click(pen());
  await waitFor(() => expect(document.activeElement).toBe(input()));
}

describe('the season price card', () => {
  const reloads = { season: 0 };
  let offSeason: () => void;
  beforeEach(() => {
    reloads.season = 0;
    offSeason = onSeasonChange(() => reloads.season++);
  });
  afterEach(() => {
    offSeason();
    cleanup();
    api.mockReset();
    closePane.mockReset();
  });

  it('shows the site fees in all, paid or invoiced and what remains', () => {
    render(<Pane onReload={vi.fn()} />);
    const text = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(text('Platsavgifter totalt')).toBe('12\u00a0400,00\u00a0kr');
    expect(text('Betalt eller fakturerat')).toBe('4\u00a0000,00\u00a0kr');
    expect(text('Kvar att betala')).toBe('8\u00a0400,00\u00a0kr');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the pen with its key, and the pane tab switches to Avgifter when it is pressed', async () => {
    render(<Pane onReload={vi.fn()} />);
    await waitFor(() => expect(pen().textContent).toContain('Alt Shift E'));
    await userEvent.click(pen());
    expect(input().value).toBe('12400');
    expect(nav.location().search).toMatchObject({ booking: 7, bookingTab: 'charges' });
  });

  it('enables Spara nytt pris only when the value differs from the total', async () => {
    render(<Pane onReload={vi.fn()} />);
    await startEdit();
    expect(saveButton().disabled).toBe(true);
    await userEvent.clear(input());
    await userEvent.type(input(), '12 500');
    expect(saveButton().disabled).toBe(false);
    await userEvent.clear(input());
    await userEvent.type(input(), '12 400,00');
    expect(saveButton().disabled).toBe(true);
    // Empty or not whole kronor is 0, which differs from the total.
    await userEvent.clear(input());
    expect(saveButton().disabled).toBe(false);
  });

  it('saves the whole kronor as öre on Enter, leaves the edit and reloads the booking and the season list', async () => {
    const onReload = vi.fn();
    api.mockResolvedValue({ status: 'success', booking: booking({ total_accommodation_amount: 1_350_000 }) });
    render(<Pane onReload={onReload} />);
    await startEdit();
    await userEvent.clear(input());
    await userEvent.type(input(), '13 500{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(api).toHaveBeenCalledWith('POST', 'bookings/set-accommodation-price', {
      body: { bookingId: 7, price: 1_350_000 },
      silent: true,
    });
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(reloads.season).toBe(1);
  });

  it("shows the server's refusal at the input and reloads anyway", async () => {
    const onReload = vi.fn();
    const text = 'Priset kan inte vara lägre än det som redan är betalt eller fakturerat (4\u00a0000,00\u00a0kr)';
    api.mockRejectedValue(new ApiError(422, 'price_below_paid', 'Ogiltiga uppgifter', { errors: { price: [text] } }));
    render(<Pane onReload={onReload} />);
    await startEdit();
    await userEvent.clear(input());
    await userEvent.type(input(), '3000{Enter}');
    await waitFor(() => expect(description()).toBe(text));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().value).toBe('3000');
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(reloads.season).toBe(1);

    // A refusal without a field names its message.
    api.mockRejectedValueOnce(new ApiError(422, 'booking_cancelled', 'Bokningen är avbokad'));
    await userEvent.type(input(), '0{Enter}');
    await waitFor(() => expect(description()).toBe('Bokningen är avbokad'));
    expect(onReload).toHaveBeenCalledTimes(2);
  });

  it('does not save on Enter while the value is the total', async () => {
    render(<Pane onReload={vi.fn()} />);
    await startEdit();
    await userEvent.type(input(), '{Enter}');
    expect(api).not.toHaveBeenCalled();
    expect(input()).toBeTruthy();
  });

  it('leaves the edit on Escape without saving, and the pane stays open', async () => {
    render(<Pane onReload={vi.fn()} />);
    await startEdit();
    await userEvent.type(input(), '9{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api).not.toHaveBeenCalled();
    expect(closePane).not.toHaveBeenCalled();
    // Out of the edit, Escape is the pane's again.
    await userEvent.keyboard('{Escape}');
    expect(closePane).toHaveBeenCalledTimes(1);
  });

  it('enters the edit with alt+shift+E from the pane', async () => {
    render(<Pane onReload={vi.fn()} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ändra pris/ })).not.toBeNull());
    await act(async () => {
      await userEvent.keyboard('{Alt>}{Shift>}E{/Shift}{/Alt}');
    });
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it('offers no pen for a cancelled season booking', async () => {
    render(<Pane b={booking({ deleted_at: '2026-11-20T10:00:00Z' })} onReload={vi.fn()} />);
    await waitFor(() => expect(pen().disabled).toBe(true));
  });
});
