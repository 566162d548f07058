import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type AnyRoute,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ROUTES, routeAllowed } from './routeTable';
import { entryPath } from '../domain/permissions';
import { session$ } from '../data/session';
import { NotFound } from '../app/NotFound';
import { RouteError } from '../app/RouteError';
import { installNavigation } from '../navigation/navigation';

/** Route chunks that do not arrive within 120 s are a chunk-load error (shell.md 2.1). */
export const CHUNK_TIMEOUT_MS = 120_000;

const screens = import.meta.glob<{ default: () => ReactElement }>('./screens/*.tsx');

function loadScreen(name: string) {
  const load = screens[`./screens/${name}.tsx`];
  return () =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) =>
        setTimeout(() => {
          const err = new Error(`Kunde inte ladda ${name}`);
          err.name = 'ChunkLoadError';
          reject(err);
        }, CHUNK_TIMEOUT_MS),
      ),
    ]);
}

const viewer = () => {
  const u = session$.user.peek();
  return { level: u?.level ?? '', modules: u?.modules ?? [], namespace: u?.namespace ?? '' };
};

// The shell's chrome and dialogs load with the first screen, not with the login page.
const rootRoute = createRootRoute({
  component: lazyRouteComponent(() => import('../shell/ShellLayout'), 'ShellLayout'),
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

const children: AnyRoute[] = ROUTES.map((r) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: r.path,
    component: lazyRouteComponent(loadScreen(r.name)),
    beforeLoad: () => {
      const v = viewer();
      // Entering / (or a screen the level may not see) lands where the level belongs (shell.md 6).
      if (!routeAllowed(r, v)) {
        const target = entryPath(v.level);
        if (target !== r.to) throw redirect({ to: target as '/', replace: true });
      }
    },
  }),
);
const alias = createRoute({
  getParentRoute: () => rootRoute,
  path: '/index.html',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

export const router = createRouter({
  routeTree: rootRoute.addChildren([...children, alias]),
  defaultPreload: 'intent',
  defaultErrorComponent: RouteError,
});

// The console moves through this port (src/navigation): nothing else imports the router.
installNavigation({
  navigate: ({ to, search, replace }) => void router.navigate({ to, search, replace }),
  location: () => ({ pathname: router.state.location.pathname, search: router.state.location.search }),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
