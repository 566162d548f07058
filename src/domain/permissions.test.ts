import { describe, expect, it } from 'vitest';
import { can, entryPath, levelRank, type Permission } from './permissions';

describe('permissions', () => {
  it.each<[string, Permission, boolean]>([
    ['kassor', 'till', true],
    ['kassor', 'readBookings', true],
    ['kassor', 'writeBookings', false],
    ['kassor', 'dashboard', false],
    ['receptionist', 'writeBookings', true],
    ['receptionist', 'dashboard', false],
    ['receptionist', 'statistics', false],
    ['receptionist', 'administration', false],
    ['manager', 'dashboard', true],
    ['manager', 'users', true],
    ['admin', 'administration', true],
    ['', 'till', false],
    ['superuser', 'till', false],
  ])('%s may %s: %s', (level, permission, expected) => {
    expect(can(level, permission)).toBe(expected);
  });

  it('orders the levels', () => {
    expect(levelRank('kassor')).toBeLessThan(levelRank('receptionist'));
    expect(levelRank('receptionist')).toBeLessThan(levelRank('manager'));
  });

  it.each([
    ['kassor', '/register'],
    ['receptionist', '/actions'],
    ['manager', '/'],
    ['admin', '/'],
  ])('%s enters at %s', (level, path) => {
    expect(entryPath(level)).toBe(path);
  });
});
