// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TipButton } from './TipButton';

afterEach(() => cleanup());

describe('TipButton', () => {
  it('is a working button at once; its tooltip arrives after the first render and the focus stays on it', async () => {
    const onPress = vi.fn();
    render(
      <>
        <button type="button">Före</button>
        <TipButton aria-label="Meny" tip="Meny" hotkey="alt+m" onPress={onPress}>
          M
        </TipButton>
      </>,
    );
    const user = userEvent.setup();
    // Focused and pressed before the tooltip's code is there.
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Meny' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    // The button is drawn anew inside the tooltip's trigger and keeps the focus: the tooltip shows name and key.
    const tip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    expect(tip.textContent).toMatch(/^Meny/);
    expect(tip.querySelector('kbd')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Meny' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
