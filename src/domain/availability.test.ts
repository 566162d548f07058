import { describe, expect, it } from 'vitest';
import { AVAILABILITY_TEXTS, judgeCategory, judgePosition, rangesOverlap, type PositionFacts } from './availability';

const free: PositionFacts = { deleted: false, stay: null, block: null, max_guests: 6 };
const stay = { booking_number: '1042', check_in: '2026-07-20', check_out: '2026-07-25' };
const block = { closing_date: '2026-07-22', opening_date: '2026-07-30', reason: 'Dränering' };

describe('rangesOverlap (half-open nights)', () => {
  it.each([
    ['2026-07-20', '2026-07-25', '2026-07-25', '2026-07-27', false],
    ['2026-07-20', '2026-07-25', '2026-07-18', '2026-07-20', false],
    ['2026-07-20', '2026-07-25', '2026-07-24', '2026-07-26', true],
    ['2026-07-20', '2026-07-25', '2026-07-19', '2026-07-21', true],
    ['2026-07-20', '2026-07-25', '2026-07-21', '2026-07-22', true],
    ['2026-07-20', '2026-07-25', '2026-07-01', '2026-08-01', true],
  ])('%s–%s against %s–%s: %s', (a, b, c, d, expected) => {
    expect(rangesOverlap(a, b, c, d)).toBe(expected);
    expect(rangesOverlap(c, d, a, b)).toBe(expected);
  });
});

describe('judgePosition', () => {
  it.each([
    [
      'free',
      free,
      {},
      { status: 'bookable', is_available: true, has_error: false, has_warning: false, error_message: null },
    ],
    [
      'reserved',
      { ...free, stay },
      {},
      {
        status: 'reserved',
        is_available: false,
        has_error: true,
        has_warning: false,
        error_message: 'Platsen är bokad 2026-07-20–2026-07-25 (bokning 1042)',
      },
    ],
    [
      'blocked',
      { ...free, block },
      {},
      {
        status: 'blocked',
        is_available: false,
        has_error: true,
        has_warning: false,
        error_message: 'Platsen är avstängd 2026-07-22–2026-07-30 (Dränering)',
      },
    ],
    [
      'deleted',
      { ...free, deleted: true },
      {},
      {
        status: 'blocked',
        is_available: false,
        has_error: true,
        has_warning: false,
        error_message: 'Den här platsen finns inte längre',
      },
    ],
    [
      'too many guests: a warning only',
      free,
      { occupancy: 7, dogs: 3 },
      {
        status: 'bookable',
        is_available: true,
        has_error: false,
        has_warning: true,
        error_message: 'Max 6 gäster tillåtna',
      },
    ],
    [
      'reserved and too many guests: the error is named',
      { ...free, stay },
      { occupancy: 7 },
      {
        status: 'reserved',
        is_available: false,
        has_error: true,
        has_warning: true,
        error_message: 'Platsen är bokad 2026-07-20–2026-07-25 (bokning 1042)',
      },
    ],
  ] as const)('%s', (_name, facts, party, expected) => {
    expect(judgePosition(facts, party)).toEqual(expected);
  });

  it('a block without a reason names only its dates', () => {
    expect(AVAILABILITY_TEXTS.blocked('2026-07-22', '2026-07-30', null)).toBe(
      'Platsen är avstängd 2026-07-22–2026-07-30',
    );
    expect(AVAILABILITY_TEXTS.blocked('2026-07-22', '2026-07-30', '  ')).toBe(
      'Platsen är avstängd 2026-07-22–2026-07-30',
    );
  });
});

describe('judgeCategory', () => {
  const judged = (facts: PositionFacts) => ({ ...judgePosition(facts, {}), deleted: facts.deleted });
  const three = [judged(free), judged({ ...free, stay }), judged({ ...free, block })];

  it('counts the free positions', () => {
    expect(judgeCategory(6, three, {})).toEqual({
      text: '1 av 3 platser lediga',
      form_error_text: null,
      available_count: 1,
      total_count: 3,
    });
  });

  it('says when none is free, and names the guest limit first', () => {
    expect(judgeCategory(6, three.slice(1), {}).form_error_text).toBe(AVAILABILITY_TEXTS.noneFree);
    expect(judgeCategory(6, three.slice(1), { occupancy: 7 }).form_error_text).toBe('Max 6 gäster tillåtna');
    expect(judgeCategory(6, three, { occupancy: 6 }).form_error_text).toBeNull();
  });

  it('leaves deleted positions out, and an empty category has nothing free', () => {
    expect(judgeCategory(6, [...three, judged({ ...free, deleted: true })], {}).total_count).toBe(3);
    expect(judgeCategory(6, [], {})).toEqual({
      text: '0 av 0 platser lediga',
      form_error_text: AVAILABILITY_TEXTS.noneFree,
      available_count: 0,
      total_count: 0,
    });
    expect(judgeCategory(6, [judged(free)], {}).text).toBe('1 av 1 plats ledig');
  });
});
