// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const apiMock = vi.fn();
vi.mock('../../data/api', async (orig) => ({
  ...(await orig<typeof import('../../data/api')>()),
  api: (...a: unknown[]) => apiMock(...a),
}));

const { bookingsByYear } = await import('./CustomerBookingsTab');
const { CustomerCreditDialog } = await import('./CustomerCreditDialog');
const { CustomerInfoTab, BLOCKED_HINT } = await import('./CustomerInfoTab');
const { closeCustomerCredit, openCustomerCredit } = await import('./customerDialogs');

afterEach(() => {
  act(() => closeCustomerCredit());
  cleanup();
  apiMock.mockReset();
});

describe('bookingsByYear', () => {
  it('sorts by check-in, newest first, and groups by the check-in year', () => {
    const list = [
      { id: 1, check_in: '2025-06-01' },
      { id: 2, check_in: '2026-07-10' },
      { id: 3, check_in: '2026-01-02' },
      { id: 4, check_in: '2026-07-10' },
    ];
    expect(bookingsByYear(list).map(([y, l]) => [y, l.map((b) => b.id)])).toEqual([
      ['2026', [4, 2, 3]],
      ['2025', [1]],
    ]);
  });
});

describe('CustomerCreditDialog', () => {
  it('shows the empty state when nothing affects the credit', async () => {
    apiMock.mockResolvedValue({ customer_credit: { customerCredit: 0, timelineItems: [] } });
    render(<CustomerCreditDialog />);
    act(() => openCustomerCredit(7));
    expect(await screen.findByText('Det saknas händelser som påverkar kundens tillgodo')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(
      'GET',
      'customer-credit/customer',
      expect.objectContaining({ query: { customerId: 7, includeTimeline: 1 } }),
    );
  });

  it('lists the events with amounts and the running balance, and the net credit', async () => {
    apiMock.mockResolvedValue({
      customer_credit: {
        customerCredit: 15000,
        timelineItems: [
          { date: '2026-05-01', amount: 20000, text: 'Avbokning 2026-00012', balance_amount: 20000 },
          { date: '2026-06-01', amount: -5000, text: 'Betalning i kassan', balance_amount: 15000 },
        ],
      },
    });
    render(<CustomerCreditDialog />);
    act(() => openCustomerCredit(7));
    expect(await screen.findByText('Betalning i kassan')).toBeTruthy();
    const rows = screen.getAllByRole('row').map((r) => r.textContent?.replace(/\s/g, ' '));
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatch(/2026-06-01.*Betalning i kassan.*−?-?50,00.*150,00/);
  });
});

describe('CustomerInfoTab', () => {
  it('shows a blocked e-mail as a chip with the reason, and what the record lacks', () => {
    const sweden = {
      id: 752,
      iso_code: 'SE',
      name: 'Sverige',
      dialling_code: '46',
      is_common: true,
      default_language: 'sv',
    };
    render(
      <CustomerInfoTab
        c={{
          id: 1,
          full_name: 'Anna',
          is_org: false,
          given_name: 'Anna',
          surname: '',
          org_name: null,
          org_number: null,
          org_reference: null,
          street_name: null,
          street_number: null,
          zip: null,
          city: null,
          country: sweden,
          country_id: 752,
          dialling_code_country_id: 752,
          diallingCodeCountry: sweden,
          phone_number: null,
          fullPhoneNumber: null,
          email: 'anna@example.se',
          email_status: 'blocked',
          shortAddress: '',
          customer_description: null,
          color: 'blue',
          class: 'novice',
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
          deleted_at: null,
        }}
      />,
    );
    expect(screen.getByRole('button', { name: `Blockerad: ${BLOCKED_HINT}` })).toBeTruthy();
    expect(screen.getByText('Efternamn saknas')).toBeTruthy();
    expect(screen.getByText('Telefonnummer saknas')).toBeTruthy();
    expect(screen.queryByText('E-postadress saknas')).toBeNull();
  });
});
