import { contributeContext } from '../commands/contextKeys';
import { installContextProvider } from '../commands/registry';
import { focusState } from '../commands/focusStack';
import type { BaseContext } from '../commands/types';
import { runtime$, session$ } from '../data/session';
import { selection$ } from '../data/selection';
import { currentLocation } from '../navigation/navigation';

/** One snapshot of what commands may look at, taken when a key or row fires. */
export function installCommandContext() {
  installContextProvider((): BaseContext => {
    const user = session$.user.peek();
    return {
      path: currentLocation().pathname,
      level: user?.level ?? null,
      modules: user?.modules ?? [],
      loggedIn: runtime$.phase.peek() === 'ready',
      focus: focusState(),
      entity: null,
      selected: selection$.peek(),
    };
  });
  // The lock screen and the route rules read the session as a key, not from the store.
  contributeContext('session', () => ({
    phase: runtime$.phase.peek(),
    namespace: session$.user.peek()?.namespace ?? '',
    hasToken: session$.token.peek() != null,
  }));
}
