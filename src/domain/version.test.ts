import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APP_VERSION, APP_VERSION_NAME, compareVersions, isBelowMinimum, parseVersion } from './version';

const versionArb = fc.array(fc.nat({ max: 30 }), { minLength: 1, maxLength: 4 }).map((p) => p.join('.'));
const anyVersionArb = fc.oneof(versionArb, fc.constantFrom('', 'abc', '3..1', '3.1.14-beta', '1.x'));

describe('constants', () => {
  it('exposes the current version', () => {
    expect(APP_VERSION).toBe('3.1.14');
    expect(APP_VERSION_NAME).toBe('Busy Bear');
    expect(parseVersion(APP_VERSION)).toEqual([3, 1, 14]);
  });
});

describe('parseVersion', () => {
  it.each([
    ['3.1.14', [3, 1, 14]],
    ['3.2', [3, 2]],
    ['v3.2', [3, 2]],
    [' 3.1.9 ', [3, 1, 9]],
    ['10', [10]],
    ['03.01', [3, 1]],
    ['', null],
    ['3.', null],
    ['.3', null],
    ['3..1', null],
    ['3.1.14-beta', null],
    ['3.1.x', null],
    ['V3.1', null],
    ['99999999999999999999', null],
    [null, null],
    [undefined, null],
    [3.1, null],
  ])('%j -> %j', (s, expected) => expect(parseVersion(s)).toEqual(expected));
});

describe('compareVersions', () => {
  it.each([
    ['3.1.14', '3.2', -1],
    ['3.1.14', '3.1.9', 1],
    ['3.1.9', '3.1.14', -1],
    ['3.2', '3.2.0', 0],
    ['3.2.0.0', '3.2', 0],
    ['3.2.1', '3.2', 1],
    ['4', '3.99.99', 1],
    ['v3.1.14', '3.1.14', 0],
    ['garbage', '0.0.1', -1],
    ['0.0.1', 'garbage', 1],
    ['garbage', '', 0],
  ])('%s vs %s -> %i', (a, b, expected) => expect(compareVersions(a, b)).toBe(expected));

  it('sorts a mixed list', () => {
    expect(['3.2', '3.1.14', 'x', '3.1.9', '10.0', '3.1'].sort(compareVersions)).toEqual([
      'x',
      '3.1',
      '3.1.9',
      '3.1.14',
      '3.2',
      '10.0',
    ]);
  });

  it('property: antisymmetric and transitive', () => {
    fc.assert(
      fc.property(anyVersionArb, anyVersionArb, anyVersionArb, (a, b, c) => {
        const ab = compareVersions(a, b);
        if (ab !== -compareVersions(b, a) + 0) return false;
        if (ab <= 0 && compareVersions(b, c) <= 0) return compareVersions(a, c) <= 0;
        return true;
      }),
    );
  });
});

describe('isBelowMinimum', () => {
  it.each([
    ['3.1.14', '3.1.14', false],
    ['3.1.9', '3.1.14', true],
    ['3.2', '3.1.14', false],
    ['3.1', '3.1.0', false],
    ['', '3.1.14', true],
    ['unknown', '3.1.14', true],
    [null, '3.1.14', true],
    [undefined, '3.1.14', true],
    ['3.1.14-beta', '3.1.14', true],
    ['3.1.9', 'not-a-version', false], // misconfigured minimum enforces nothing
  ])('client %j, minimum %j -> %s', (client, minimum, expected) =>
    expect(isBelowMinimum(client, minimum)).toBe(expected),
  );
});
