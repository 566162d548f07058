// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contributeContext, snapshotKeys, useContextKey } from './contextKeys';
import type { BaseContext } from './types';

const base: BaseContext = {
  path: '/',
  level: null,
  modules: [],
  loggedIn: true,
  focus: { top: 'global', modal: null, pane: null },
  entity: null,
  selected: null,
};

describe('contributed context keys', () => {
  afterEach(cleanup);

  it('a pane contributes its key while mounted; the getter is read at each snapshot', () => {
    let count = 2;
    // biome-ignore lint/correctness/noComponentHookFactories: a test pane that reads this test's variable
    function Pane() {
      useContextKey('recentSearches', () => count);
      return null;
    }
    expect(snapshotKeys(base).recentSearches).toBeUndefined();
    const view = render(<Pane />);
    expect(snapshotKeys(base).recentSearches).toBe(2);
    count = 3;
    expect(snapshotKeys(base).recentSearches).toBe(3);
    view.unmount();
    expect('recentSearches' in snapshotKeys(base)).toBe(false);
  });

  it('the last contributor wins and its removal restores the one before; getters see the base', () => {
    const outer = contributeContext('group', () => 1);
    const inner = contributeContext('group', (b) => (b.entity?.type === 'booking_group' ? b.entity.id : null));
    expect(snapshotKeys({ ...base, entity: { type: 'booking_group', id: 8 } }).group).toBe(8);
    inner();
    expect(snapshotKeys(base).group).toBe(1);
    outer();
    expect(snapshotKeys(base).group).toBeUndefined();
  });
});
