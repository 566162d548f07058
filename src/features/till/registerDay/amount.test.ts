import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXTS, parseKronor } from './amount';

describe('parseKronor (float and counted cash in whole kronor)', () => {
  it.each([
    ['500', 50_000],
    ['0', 0],
    [' 1 250 ', 125_000],
    ['1\u00a0250', 125_000],
    ['300,00', 30_000],
    ['300.0', 30_000],
    ['75 kr', 7_500],
    ['+20', 2_000],
    ['1000000', 100_000_000],
  ])('%j → %i öre', (text, ore) => {
    expect(parseKronor(text)).toEqual({ ok: true, ore });
  });

  it.each([
    ['', AMOUNT_TEXTS.empty],
    ['   ', AMOUNT_TEXTS.empty],
    ['abc', AMOUNT_TEXTS.notNumber],
    ['12a', AMOUNT_TEXTS.notNumber],
    ['1,2,3', AMOUNT_TEXTS.notNumber],
    ['--5', AMOUNT_TEXTS.notNumber],
    ['-5', AMOUNT_TEXTS.negative],
    ['12,50', AMOUNT_TEXTS.notWhole],
    ['0.5', AMOUNT_TEXTS.notWhole],
    ['0,01', AMOUNT_TEXTS.notWhole],
    ['1 000,001', AMOUNT_TEXTS.notWhole],
    ['1000001', AMOUNT_TEXTS.tooLarge],
  ])('%j → %s', (text, error) => {
    expect(parseKronor(text)).toEqual({ ok: false, error });
  });

  it('says "Beloppet måste vara ett tal" exactly', () => {
    expect(AMOUNT_TEXTS.notNumber).toBe('Beloppet måste vara ett tal');
  });
});
