import { describe, expect, it } from 'vitest';
import { parseSearchText } from './text';
import { lastMonths } from './salesHistory';
import { bookingState, initials } from './results';

describe('parseSearchText', () => {
  it.each(['', ' ', 'a', ' ö ', '\t'])('ignores %j (shorter than two characters)', (input) => {
    expect(parseSearchText(input)).toBeNull();
  });

  it('keeps å, ä and ö, lower-cases, and turns words into prefix terms', () => {
    expect(parseSearchText('  Örjan   ÅSTRÖM ')).toMatchObject({
      raw: 'Örjan ÅSTRÖM',
      folded: 'örjan åström',
      words: ['örjan', 'åström'],
      tsquery: "'örjan':* & 'åström':*",
      prefix: 'örjan åström%',
    });
  });

  it('splits names on punctuation and drops repeats, so no quote reaches the tsquery', () => {
    expect(parseSearchText("O'Brien-Smith o'brien")?.words).toEqual(['o', 'brien', 'smith']);
    expect(parseSearchText("a':* | b")?.tsquery).toBe("'a':* & 'b':*");
    expect(parseSearchText('--')?.tsquery).toBeNull();
  });

  it('escapes LIKE wildcards', () => {
    expect(parseSearchText('50%_x\\')?.prefix).toBe('50\\%\\_x\\\\%');
  });

  it.each([
    ['073-694 70 40', '736947040', false, true],
    ['+46 73 694 70 40', '46736947040', true, true],
    ['0046736947040', '46736947040', true, true],
    ['556625-2820', '5566252820', false, true],
    ['Anna 12', '12', false, false],
  ])('reads %j as digits %s (international %s, numeric %s)', (input, phoneDigits, international, numeric) => {
    expect(parseSearchText(input)).toMatchObject({ phoneDigits, international, numeric });
  });

  it('writes booking numbers upper-case without spaces', () => {
    expect(parseSearchText('2025-g 001')?.numberPrefix).toBe('2025-G001%');
  });
});

describe('lastMonths', () => {
  it('counts 24 months back across years, oldest first', () => {
    const m = lastMonths('2026-01-31');
    expect(m).toHaveLength(24);
    expect(m[0]).toBe('2024-02');
    expect(m.at(-1)).toBe('2026-01');
    expect(m).toContain('2024-12');
    expect(new Set(m).size).toBe(24);
  });
});

describe('search result labels', () => {
  const b = {
    is_draft: false,
    deleted_at: null,
    checked_in_at: null,
    checked_out_at: null,
    check_in: '2026-07-15',
    check_out: '2026-07-18',
  };
  it.each([
    [{}, 'Ankommer idag'],
    [{ check_in: '2026-07-20', check_out: '2026-07-22' }, 'Kommande'],
    [{ check_in: '2026-07-10' }, 'Försenad'],
    [{ check_in: '2026-07-01', check_out: '2026-07-05' }, 'Passerad'],
    [{ checked_in_at: 'x' }, 'Incheckad'],
    [{ checked_in_at: 'x', checked_out_at: 'y' }, 'Utcheckad'],
    [{ deleted_at: 'x' }, 'Avbokad'],
    [{ is_draft: true }, 'Utkast'],
  ])('labels %j as %s', (change, label) => {
    expect(bookingState({ ...b, ...change }, '2026-07-15').label).toBe(label);
  });

  it.each([
    ['Frida Fransson', 'FF'],
    ['Sjöviks Fiske & Fritid AB', 'SF'],
    ['åsa', 'Å'],
    ['', '?'],
  ])('initials of %j are %s', (name, text) => {
    expect(initials(name)).toBe(text);
  });
});
