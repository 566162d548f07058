import { describe, expect, it } from 'vitest';
import { addMonths, fullDateName, keepInView, moveFocus, shortRange } from './calendarNav';

describe('calendar keys', () => {
  it.each([
    ['ArrowLeft', false, '2026-11-23'],
    ['ArrowRight', false, '2026-11-25'],
    ['ArrowUp', false, '2026-11-17'],
    ['ArrowDown', false, '2026-12-01'],
    ['PageUp', false, '2026-10-24'],
    ['PageDown', false, '2026-12-24'],
    ['PageUp', true, '2025-11-24'],
    ['PageDown', true, '2027-11-24'],
    ['Home', false, '2026-11-23'],
    ['End', false, '2026-11-29'],
    ['a', false, null],
  ])('%s (shift %s) from tuesday 2026-11-24 → %s', (key, shift, to) => {
    expect(moveFocus('2026-11-24', key, shift)).toBe(to);
  });

  it('Home and End stay put on a Monday and a Sunday', () => {
    expect(moveFocus('2026-11-23', 'Home')).toBe('2026-11-23');
    expect(moveFocus('2026-11-29', 'End')).toBe('2026-11-29');
  });

  it('a month on keeps the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
  });
});

describe('keepInView', () => {
  it.each([
    ['inside the first month', '2026-11-01', '2026-11-30', '2026-11-01'],
    ['inside the second month', '2026-11-01', '2026-12-31', '2026-11-01'],
    ['past the second month: one step on', '2026-11-01', '2027-01-01', '2026-12-01'],
    ['far past: the month before the focus', '2026-11-01', '2027-06-10', '2027-05-01'],
    ['before the first month: its month', '2026-11-01', '2026-10-31', '2026-10-01'],
  ])('%s', (_, view, focus, expected) => expect(keepInView(view, focus)).toBe(expected));
});

describe('names', () => {
  it('says the full Swedish date, with the holiday', () => {
    expect(fullDateName('2026-11-24')).toBe('tisdag 24 november 2026');
    expect(fullDateName('2026-06-19')).toBe('fredag 19 juni 2026, Midsommarafton');
  });
  it('shortens a range', () => {
    expect(shortRange('2026-11-24', '2026-11-26')).toBe('24–26 nov');
    expect(shortRange('2026-11-30', '2026-12-02')).toBe('30 nov–2 dec');
    expect(shortRange('2026-12-31', '2027-01-02')).toBe('31 dec 2026–2 jan 2027');
  });
});
