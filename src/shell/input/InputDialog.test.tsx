// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { askInput, settleInput } from '../../data/dialogs';
import { InputDialog } from './InputDialog';

// jsdom has no CSS.escape, which react-aria's modal uses.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

describe('InputDialog', () => {
  afterEach(() => {
    act(() => settleInput(null));
    cleanup();
  });

  it('saves the edited value with Enter', async () => {
    const p = askInput({ header: 'Byt namn', label: 'Namn', prefilledValue: 'Sommar' });
    render(<InputDialog />);
    const field = screen.getByLabelText('Namn') as HTMLInputElement;
    expect(field.value).toBe('Sommar');
    await userEvent.clear(field);
    await userEvent.type(field, 'Vinter{Enter}');
    await expect(p).resolves.toBe('Vinter');
  });

  it('shows the validation message and keeps the dialog open', async () => {
    const p = askInput({ header: 'Ny dashboard', validate: (v) => (v.trim() ? null : 'Ange ett namn') });
    let done = false;
    void p.then(() => {
      done = true;
    });
    render(<InputDialog />);
    await userEvent.click(screen.getByRole('button', { name: /Spara/ }));
    expect(screen.getByText('Ange ett namn')).toBeTruthy();
    expect(done).toBe(false);
  });

  it('resolves null on Avbryt and on Escape', async () => {
    const p = askInput({ header: 'Byt namn' });
    render(<InputDialog />);
    await userEvent.click(screen.getByRole('button', { name: /Avbryt/ }));
    await expect(p).resolves.toBeNull();
    cleanup();
    const q = askInput({ header: 'Byt namn' });
    render(<InputDialog />);
    await userEvent.keyboard('{Escape}');
    await expect(q).resolves.toBeNull();
  });
});
