import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  draftCandidates,
  formatCountdown,
  formatStay,
  isDraftExpired,
  isLiveDraft,
  liveDrafts,
  popoverDrafts,
  secondsLeft,
} from './drafts';

const NOW = Date.parse('2026-07-01T10:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const draft = (id: number, msLeft: number, extra: Record<string, unknown> = {}) => ({
  id,
  is_draft: true,
  deleted_at: null,
  confirmed_at: null,
  draft_expires_at: at(msLeft),
  ...extra,
});

describe('secondsLeft', () => {
  it.each([
    [600_000, 600],
    [1_000, 1],
    [999, 1],
    [1, 1],
    [0, 0],
    [-1, 0],
    [-60_000, 0],
    [61_500, 62],
  ])('%i ms left → %i s', (ms, s) => expect(secondsLeft(at(ms), NOW)).toBe(s));
  it('treats a missing or unreadable time as expired', () => {
    expect(secondsLeft(null, NOW)).toBe(0);
    expect(secondsLeft('not a date', NOW)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [59, '00:59'],
    [60, '01:00'],
    [247, '04:07'],
    [599, '09:59'],
    [4500, '75:00'],
    [-3, '00:00'],
  ])('%i s → %s', (s, text) => expect(formatCountdown(s)).toBe(text));
  it('always reads back to the same number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (s) => {
        const [m, sec] = formatCountdown(s).split(':').map(Number);
        return m * 60 + sec === s && sec < 60;
      }),
    );
  });
});

describe('live drafts', () => {
  it.each([
    ['a running draft', draft(1, 5_000), true],
    ['a draft at exactly 0', draft(1, 0), false],
    ['an expired draft', draft(1, -1_000), false],
    ['a deleted draft', draft(1, 5_000, { deleted_at: at(-10) }), false],
    ['a confirmed booking', draft(1, 5_000, { confirmed_at: at(-10) }), false],
    ['a booking that is not a draft', draft(1, 5_000, { is_draft: false }), false],
    ['a draft without expiry', draft(1, 5_000, { draft_expires_at: null }), false],
  ])('%s → %s', (_name, b, live) => expect(isLiveDraft(b, NOW)).toBe(live));

  it('counts down to expiry: live one second before, expired at the second', () => {
    const b = draft(1, 3_000);
    expect(isDraftExpired(b, NOW + 2_000)).toBe(false);
    expect(isDraftExpired(b, NOW + 2_999)).toBe(false);
    expect(isDraftExpired(b, NOW + 3_000)).toBe(true);
  });

  it('lists live drafts soonest expiry first', () => {
    const list = [
      draft(1, 20_000),
      draft(2, -5),
      draft(3, 5_000),
      draft(4, 5_000, { deleted_at: at(0) }),
      draft(5, 9_000),
    ];
    expect(liveDrafts(list, NOW).map((b) => b.id)).toEqual([3, 5, 1]);
    expect(draftCandidates(list).map((b) => b.id)).toEqual([2, 3, 5, 1]);
  });

  it('keeps drafts that ran out while the popover was open, but not older ones', () => {
    const list = draftCandidates([draft(1, -5_000), draft(2, 2_000), draft(3, 60_000)]);
    expect(popoverDrafts(list, NOW).map((b) => b.id)).toEqual([2, 3]);
    // 10 s later draft 2 has expired: still listed (greyed) since it was live when the popover opened.
    expect(
      popoverDrafts(list, NOW)
        .filter((b) => isDraftExpired(b, NOW + 10_000))
        .map((b) => b.id),
    ).toEqual([2]);
  });
});

describe('formatStay', () => {
  it.each([
    ['2026-06-12', '2026-06-14', '12–14 jun'],
    ['2026-06-30', '2026-07-02', '30 jun – 2 jul'],
    ['2026-12-30', '2027-01-02', '30 dec 2026 – 2 jan 2027'],
    ['2026-05-01T00:00:00Z', '2026-05-03', '1–3 maj'],
  ])('%s – %s → %s', (a, b, text) => expect(formatStay(a, b)).toBe(text));
});
