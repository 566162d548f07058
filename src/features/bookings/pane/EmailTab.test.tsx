// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInStockholm } from '../../../domain/dates';
import type { SentEmail } from './useDocuments';

const api = vi.fn(async (..._a: unknown[]): Promise<any> => ({}));
vi.mock('../../../data/api', () => ({ api: (...a: unknown[]) => api(...a), ApiError: class extends Error {} }));
// jsdom has no CSS.escape, which react-aria's modal uses.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const { EmailTab } = await import('./EmailTab');

const today = todayInStockholm();
const mail = (over: Partial<SentEmail>): SentEmail => ({
  id: 1,
  status: 'sent',
  sent_at: '2026-11-20T09:00:00Z',
  opened_at: null,
  title: 'Bokningsbekräftelse B-1',
  recipient_email: 'a@b.se',
  icon: 'mdi-email',
  kind: 'booking_confirmation',
  booking_id: 1,
  booking_group_id: null,
  ...over,
});
const remote = (data: SentEmail[] | null) => ({ data, error: null, loading: false, reload: vi.fn() });
const booking = (over = {}) => ({
  id: 5,
  check_in: today,
  check_out: '2099-01-01',
  checked_in_at: null,
  checked_out_at: null,
  deleted_at: null,
  is_draft: false,
  confirmed_at: '2026-11-01T10:00:00Z',
  cancellation_status: null,
  customer: { email: 'a@b.se', email_status: 'ok' },
  ...over,
});

describe('EmailTab', () => {
  afterEach(() => {
    cleanup();
    api.mockReset();
  });

  it('lists the mails with the status labels of bookings.md 8', () => {
    render(
      <EmailTab
        emails={remote([
          mail({ id: 1, status: 'delivered' }),
          mail({ id: 2, status: 'complaint', sent_at: '2026-11-21T09:00:00Z' }),
        ])}
      />,
    );
    const rows = screen.getAllByRole('option');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Kunden har blockerat vår e-post'),
      expect.stringContaining('Mottaget'),
    ]);
  });

  it("shows 'Inga email har skickats' when none were sent", () => {
    render(<EmailTab emails={remote([])} />);
    expect(screen.getByText('Inga email har skickats')).toBeTruthy();
  });

  it('sends a booking confirmation and reloads the list', async () => {
    const emails = remote([]);
    render(<EmailTab emails={emails} booking={booking()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Skicka bokningsbekräftelse' }));
    expect(api).toHaveBeenCalledWith('POST', 'bookings/send-confirmation', { body: { booking_id: 5 } });
    await waitFor(() => expect(emails.reload).toHaveBeenCalled());
    expect((screen.getByRole('button', { name: 'Skicka incheckningsmail' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers the check-in confirmation after check-in, off once checked out, and shows a blocked address', () => {
    render(
      <EmailTab
        emails={remote([])}
        booking={booking({
          checked_in_at: '2026-11-20T12:00:00Z',
          checked_out_at: '2026-11-21T08:00:00Z',
          customer: { email: 'x@y.se', email_status: 'blocked' },
        })}
      />,
    );
    expect((screen.getByRole('button', { name: 'Skicka incheckningsbekräftelse' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Skicka bokningsbekräftelse' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Blockerad e-post')).toBeTruthy();
  });

  it("opens 'Skickat mail' with Enter and shows the sanitised mail in a sandboxed frame", async () => {
    api.mockResolvedValue({ html: '<p>Hej</p><script>alert(1)</script>' });
    render(<EmailTab emails={remote([mail({ id: 9 })])} />);
    const user = userEvent.setup();
    await user.tab();
    await act(() => user.keyboard('{Enter}'));
    const dialog = await screen.findByRole('dialog', { name: 'Skickat mail' });
    expect(api).toHaveBeenCalledWith('GET', 'email/9', expect.anything());
    const frame = await waitFor(() => {
      const f = dialog.querySelector('iframe');
      if (!f) throw new Error('no frame');
      return f;
    });
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hej</p>');
  });
});
