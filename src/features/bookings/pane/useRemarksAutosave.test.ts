// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeRemarks, useRemarksAutosave } from './useRemarksAutosave';

function setup(serverValue: string | null = null) {
  const save = vi.fn((_v: string | null) => Promise.resolve());
  const onSavedWhileClosed = vi.fn();
  const hook = renderHook(
    (p: { serverValue: string | null }) => useRemarksAutosave({ serverValue: p.serverValue, save, onSavedWhileClosed }),
    { initialProps: { serverValue } },
  );
  return { save, onSavedWhileClosed, hook };
}

describe('useRemarksAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves 2 s after typing stops, once, with the last text', async () => {
    const { save, hook } = setup();
    act(() => hook.result.current.onChange('H'));
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    act(() => hook.result.current.onChange('Hej'));
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Hej');
  });

  it("shows 'Sparat!' for 5 s after a save", async () => {
    const { hook } = setup();
    act(() => hook.result.current.onChange('Sen ankomst'));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(hook.result.current.saved).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(hook.result.current.saved).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(hook.result.current.saved).toBe(false);
  });

  it('saves at once on blur (flush) and not again when the timer would have fired', async () => {
    const { save, hook } = setup();
    act(() => hook.result.current.onChange('Hund'));
    await act(() => hook.result.current.flush());
    expect(save).toHaveBeenCalledWith('Hund');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('stores an emptied text as null', async () => {
    const { save, hook } = setup('Gammal');
    act(() => hook.result.current.onChange('   '));
    await act(() => hook.result.current.flush());
    expect(save).toHaveBeenCalledWith(null);
    expect(normalizeRemarks('')).toBeNull();
  });

  it('does not call the server when the text is what it already has', async () => {
    const { save, hook } = setup('Samma');
    act(() => hook.result.current.onChange('Samm'));
    act(() => hook.result.current.onChange('Samma'));
    await act(() => hook.result.current.flush());
    expect(save).not.toHaveBeenCalled();
  });

  it('flushes a pending edit on unmount and announces the save as closed', async () => {
    const { save, onSavedWhileClosed, hook } = setup();
    act(() => hook.result.current.onChange('Stängd panel'));
    hook.unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(save).toHaveBeenCalledWith('Stängd panel');
    expect(onSavedWhileClosed).toHaveBeenCalledTimes(1);
  });

  it('keeps the typed draft when the server value changes meanwhile', async () => {
    const { hook } = setup('Från början');
    act(() => hook.result.current.onChange('Skriver nu'));
    hook.rerender({ serverValue: 'Någon annan' });
    expect(hook.result.current.value).toBe('Skriver nu');
  });

  it('takes the server value when nothing is unsaved', () => {
    const { hook } = setup('Från början');
    hook.rerender({ serverValue: 'Ändrad i en annan konsol' });
    expect(hook.result.current.value).toBe('Ändrad i en annan konsol');
  });

  it('keeps the text unsaved after a failed save and retries on the next flush', async () => {
    const { save, hook } = setup();
    save.mockImplementationOnce(() => Promise.reject(new Error('nät')));
    act(() => hook.result.current.onChange('Försök'));
    await act(() => hook.result.current.flush());
    expect(hook.result.current.failed).toBe(true);
    await act(() => hook.result.current.flush());
    expect(save).toHaveBeenCalledTimes(2);
    expect(hook.result.current.saved).toBe(true);
  });
});
