import { installContextProvider } from '../commands/registry';
import { focusState } from '../commands/focusStack';
import type { CommandContext } from '../commands/types';
import { runtime$, session$ } from '../data/session';
import { selection$ } from '../data/selection';

// The router loads with the shell; until then the page's own location is the path.
let currentPath = () => window.location.pathname;
/** The shell hands over the router's location when it loads. */
export function setCommandPathSource(path: () => string) { currentPath = path; }

/** One snapshot of what commands may look at, taken when a key or row fires. */
export function installCommandContext() {
  installContextProvider((): CommandContext => {
    const user = session$.user.peek();
    return {
      path: currentPath(),
      level: user?.level ?? null,
      modules: user?.modules ?? [],
      loggedIn: runtime$.phase.peek() === 'ready',
      focus: focusState(),
      entity: null,
      selected: selection$.peek(),
    };
  });
}
