// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineCommand, installContextProvider, onExecuted, registerCommands } from '../commands/registry';
import { focusState } from '../commands/focusStack';
import { CommandButton } from './CommandButton';

let allowed: true | string = true;
const run = vi.fn();
installContextProvider(() => ({
  path: '/',
  level: 'manager',
  modules: [],
  loggedIn: true,
  focus: focusState(),
  entity: null,
  selected: null,
}));
const off = [
  registerCommands([
    defineCommand({
      id: 'cb.park',
      title: 'Parkera nota',
      label: 'Parkera',
      group: 'T',
      hotkey: 'alt+shift+p',
      when: () => allowed,
      run,
    }),
  ]),
];

describe('CommandButton', () => {
  afterEach(() => {
    cleanup();
    run.mockClear();
    allowed = true;
  });

  it("shows the descriptor's label and key cap and runs the command with its args as a button", async () => {
    const seen: string[] = [];
    off.push(onExecuted((r) => seen.push(`${r.source}:${r.id}`)));
    render(<CommandButton command="cb.park" args={{ id: 3 }} />);
    const b = screen.getByRole('button', { name: /^Parkera/ });
    expect(b.textContent).toBe('ParkeraAlt Shift P');
    await userEvent.click(b);
    expect(run).toHaveBeenCalledWith(expect.anything(), { id: 3 });
    expect(seen).toEqual(['button:cb.park']);
  });

  it('is disabled with the reason of its when, described to screen readers', () => {
    allowed = 'Varukorgen är tom';
    render(<CommandButton command="cb.park" />);
    const b = screen.getByRole('button', { name: /^Parkera/ });
    expect(b.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(b.getAttribute('aria-describedby')!)?.textContent).toBe('Varukorgen är tom');
  });

  it('appears once a command registered later arrives', () => {
    render(<CommandButton command="cb.later" />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => {
      off.push(registerCommands([defineCommand({ id: 'cb.later', title: 'Senare', group: 'T', run: () => {} })]));
    });
    expect(screen.getByRole('button', { name: 'Senare' })).toBeTruthy();
  });
});
