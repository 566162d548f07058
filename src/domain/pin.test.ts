import { describe, expect, it } from 'vitest';
import { canConfirm, checkPin, PIN_INVALID_TEXT, PIN_MISSING_TEXT, pinMode, timerSecondsLeft } from './pin';

describe('pinMode', () => {
  it.each([
    [{}, '1234', 'none'],
    [{}, null, 'none'],
    [{ requiresPin: true }, '1234', 'ask'],
    // Required but the user has no auth code: no PIN is needed (shell.md 4.5).
    [{ requiresPin: true }, null, 'none'],
    [{ requiresPin: true }, '', 'none'],
    [{ enforcesPin: true }, '1234', 'ask'],
    // Enforced without an auth code: cannot confirm, 'Pinkod saknas…'.
    [{ enforcesPin: true }, null, 'missing'],
    [{ enforcesPin: true, requiresPin: true }, null, 'missing'],
    [{ enforcesPin: true, requiresPin: true }, '0000', 'ask'],
  ] as const)('%o with auth code %s → %s', (req, code, mode) => expect(pinMode(req, code)).toBe(mode));
});

describe('canConfirm', () => {
  it.each([
    ['none', '', 0, true],
    ['none', '', 3, false],
    ['ask', '', 0, false],
    ['ask', '123', 0, false],
    ['ask', '1234', 0, true],
    ['ask', '12345', 0, false],
    ['ask', '1234', 1, false],
    ['missing', '1234', 0, false],
  ] as const)('%s, pin %s, timer %i → %s', (mode, pin, left, ok) => expect(canConfirm(mode, pin, left)).toBe(ok));
});

describe('checkPin', () => {
  it.each([
    ['none', '', '1234', null],
    ['ask', '1234', '1234', null],
    ['ask', '4321', '1234', PIN_INVALID_TEXT],
    ['ask', '123', '1234', PIN_INVALID_TEXT],
    ['ask', 'abcd', 'ABCD', PIN_INVALID_TEXT],
    ['missing', '1234', null, PIN_MISSING_TEXT],
  ] as const)('%s, %s against %s → %s', (mode, pin, code, err) => expect(checkPin(mode, pin, code)).toBe(err));
  it('uses the spec texts', () => {
    expect(PIN_MISSING_TEXT).toBe('Pinkod saknas. Kontakta leverantören.');
    expect(PIN_INVALID_TEXT).toBe('Ogiltig kod');
  });
});

describe('timerSecondsLeft', () => {
  it.each([
    [0, 10],
    [1, 10],
    [999, 10],
    [1000, 9],
    [9_999, 1],
    [10_000, 0],
    [60_000, 0],
  ])('%i ms after start → %i', (ms, left) => expect(timerSecondsLeft(1_000, 1_000 + ms)).toBe(left));
});
