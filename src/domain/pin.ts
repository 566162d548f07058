/** PIN rules of the confirmation dialog (shell.md 4.5, 5). */

export const PIN_LENGTH = 4;
export const CONFIRM_TIMER_SECONDS = 10;
/** The spec names the provider; ours is 'leverantören'. */
export const PIN_MISSING_TEXT = 'Pinkod saknas. Kontakta leverantören.';
export const PIN_INVALID_TEXT = 'Ogiltig kod';

/**
 * none: no PIN asked. ask: a 4-character PIN must match the auth code.
 * missing: a PIN is enforced but the user has none, so the dialog cannot be confirmed.
 */
export type PinMode = 'none' | 'ask' | 'missing';

export function pinMode(
  req: { requiresPin?: boolean; enforcesPin?: boolean },
  authCode: string | null | undefined,
): PinMode {
  const hasCode = !!authCode;
  if (req.enforcesPin) return hasCode ? 'ask' : 'missing';
  if (req.requiresPin) return hasCode ? 'ask' : 'none';
  return 'none';
}

/** Seconds left on the optional timer before 'Bekräfta' is enabled. */
export function timerSecondsLeft(startedAt: number, now: number, total = CONFIRM_TIMER_SECONDS): number {
  return Math.max(0, total - Math.floor((now - startedAt) / 1000));
}

/** Whether 'Bekräfta' is enabled. */
export function canConfirm(mode: PinMode, pin: string, timerLeft: number): boolean {
  if (mode === 'missing' || timerLeft > 0) return false;
  return mode === 'none' || pin.length === PIN_LENGTH;
}

/** null when the PIN is accepted, otherwise the Swedish error to show. */
export function checkPin(mode: PinMode, pin: string, authCode: string | null | undefined): string | null {
  if (mode === 'none') return null;
  if (mode === 'missing') return PIN_MISSING_TEXT;
  return pin.length === PIN_LENGTH && pin === authCode ? null : PIN_INVALID_TEXT;
}
