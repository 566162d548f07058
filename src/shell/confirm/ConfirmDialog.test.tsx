// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmAction, settleConfirm, type ConfirmRequest } from '../../data/dialogs';
import { session$ } from '../../data/session';
import { ConfirmDialog } from './ConfirmDialog';

function open(req: Partial<ConfirmRequest> = {}) {
  let result: boolean | undefined;
  const p = confirmAction({ header: 'Ta bort notan?', body: 'Notan tas bort för alla kassor.', ...req });
  void p.then((r) => {
    result = r;
  });
  render(<ConfirmDialog />);
  return { result: () => result, settled: p };
}

const confirmButton = () => screen.getByRole('button', { name: /Bekräfta/ });

// jsdom has no CSS.escape, which react-aria's modal uses.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

describe('ConfirmDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session$.authCode.set('1234');
  });
  afterEach(() => {
    act(() => settleConfirm(false));
    cleanup();
    vi.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('shows the header and body and resolves true on Bekräfta', async () => {
    const d = open();
    expect(screen.getByRole('alertdialog', { name: 'Ta bort notan?' })).toBeTruthy();
    expect(screen.getByText('Notan tas bort för alla kassor.')).toBeTruthy();
    await user().click(confirmButton());
    await expect(d.settled).resolves.toBe(true);
  });

  it('cancels with Escape, or not at all when cancel is disabled', async () => {
    const d = open();
    await user().keyboard('{Escape}');
    await expect(d.settled).resolves.toBe(false);
    cleanup();
    const locked = open({ disableCancel: true });
    expect(screen.queryByRole('button', { name: /Avbryt/ })).toBeNull();
    await user().keyboard('{Escape}');
    expect(locked.result()).toBeUndefined();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('keeps Bekräfta disabled for a 10-second countdown shown on the button', async () => {
    open({ withTimer: true });
    expect(confirmButton().textContent).toContain('Bekräfta (10)');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(4_000);
    });
    expect(confirmButton().textContent).toContain('Bekräfta (6)');
    await act(async () => {
      vi.advanceTimersByTime(6_000);
    });
    expect(confirmButton().textContent).not.toContain('(');
    expect(confirmButton().hasAttribute('disabled')).toBe(false);
  });

  it('asks for the 4-character PIN, rejects a wrong one with Ogiltig kod and clears the field', async () => {
    const d = open({ requiresPin: true });
    const field = screen.getByLabelText('Pinkod') as HTMLInputElement;
    expect(field.type).toBe('password');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    const u = user();
    await u.type(field, '129');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    await u.type(field, '9');
    expect(confirmButton().hasAttribute('disabled')).toBe(false);
    await u.keyboard('{Enter}');
    expect(screen.getByText('Ogiltig kod')).toBeTruthy();
    expect(field.value).toBe('');
    expect(d.result()).toBeUndefined();
    await u.type(field, '12345');
    expect(field.value).toBe('1234');
    expect(screen.queryByText('Ogiltig kod')).toBeNull();
    await u.keyboard('{Enter}');
    await expect(d.settled).resolves.toBe(true);
  });

  it('needs no PIN when one is required but the user has no auth code', async () => {
    session$.authCode.set(null);
    const d = open({ requiresPin: true });
    expect(screen.queryByLabelText('Pinkod')).toBeNull();
    await user().click(confirmButton());
    await expect(d.settled).resolves.toBe(true);
  });

  it('cannot be confirmed when a PIN is enforced and the user has none', async () => {
    session$.authCode.set(null);
    const d = open({ enforcesPin: true });
    expect(screen.getByRole('alert').textContent).toBe('Pinkod saknas. Kontakta leverantören.');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    await user().click(screen.getByRole('button', { name: /Avbryt/ }));
    await expect(d.settled).resolves.toBe(false);
  });

  it('asks for the PIN when enforced and the user has one, after the timer too', async () => {
    const d = open({ enforcesPin: true, withTimer: true });
    const u = user();
    await u.type(screen.getByLabelText('Pinkod'), '1234');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(confirmButton().hasAttribute('disabled')).toBe(false);
    await u.click(confirmButton());
    await expect(d.settled).resolves.toBe(true);
  });
});
