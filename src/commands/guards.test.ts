import { describe, expect, it } from 'vitest';
import { guard, hasKey, hasModule, inPane, loggedIn, onPath, onRoute, role, type Rule } from './guards';
import type { CommandContext } from './types';

const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
  path: '/register',
  level: 'kassor',
  modules: ['PMS'],
  loggedIn: true,
  focus: { top: 'pane', modal: null, pane: 'register' },
  entity: null,
  selected: null,
  ...over,
});

describe('the guards', () => {
  it.each<[string, Rule, Partial<CommandContext>, boolean | string]>([
    ['loggedIn, no reason', loggedIn(), {}, true],
    ['loggedIn, no reason, logged out', loggedIn(), { loggedIn: false }, false],
    ['loggedIn with a reason', loggedIn('Inte inloggad'), { loggedIn: false }, 'Inte inloggad'],
    ['module present', hasModule('PMS'), {}, true],
    ['module missing: the default reason', hasModule('PMS'), { modules: [] }, 'Kräver PMS'],
    ['module missing, absent', hasModule('PMS', false), { modules: [] }, false],
    ['role granted', role('till', 'Nej'), {}, true],
    ['role refused', role('writeBookings', 'Din behörighet räcker inte'), {}, 'Din behörighet räcker inte'],
    ['role with no level', role('till', 'Nej'), { level: null }, 'Nej'],
    ['on the path', onPath('/register', 'Bara i kassan'), {}, true],
    ['not on the path', onPath('/orders', 'Bara i notor'), {}, 'Bara i notor'],
    ['route test', onRoute((p) => p.startsWith('/reg'), 'Nej'), { path: '/bookings' }, 'Nej'],
    ['in the pane', inPane('register', 'Nej'), {}, true],
    ['another pane', inPane('entity', 'Nej'), {}, 'Nej'],
    ['key present', hasKey('group', 'Ingen gruppbokning vald'), { group: 4 }, true],
    ['key null', hasKey('group', 'Ingen gruppbokning vald'), { group: null }, 'Ingen gruppbokning vald'],
    ['key absent', hasKey('group', 'Ingen gruppbokning vald'), {}, 'Ingen gruppbokning vald'],
  ])('%s', (_name, rule, over, expected) => {
    expect(rule(ctx(over))).toBe(expected);
  });

  it.each<[Partial<CommandContext>, boolean | string]>([
    [{}, true],
    [{ loggedIn: false, modules: [], level: null }, false],
    [{ modules: [], level: null }, 'Kräver PMS'],
    [{ level: null }, 'Kräver behörighet'],
    [{ path: '/orders' }, 'Bara i kassan'],
  ])('guard() answers with the first rule that fails (%o)', (over, expected) => {
    const rule = guard(
      loggedIn(),
      hasModule('PMS'),
      role('till', 'Kräver behörighet'),
      onPath('/register', 'Bara i kassan'),
    );
    expect(rule(ctx(over))).toBe(expected);
  });

  it('guard() of no rules allows', () => {
    expect(guard()(ctx())).toBe(true);
  });
});
