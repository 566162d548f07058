import { lazy, Suspense, useEffect } from 'react';
import { useValue } from '@legendapp/state/react';
import { runtime$ } from '../data/session';
import { LoginPage } from '../shell/login/LoginPage';
import { LockScreen } from '../shell/lock/LockScreen';
import { Snackbars } from '../shell/snackbars/Snackbars';
import { ChunkBoundary } from './ChunkBoundary';
import { InstallPrompt } from '../shell/install/InstallPrompt';

/** The shell and the router's tree arrive apart from the login page; loading starts as soon as it may be needed. */
export const loadShell = () => import('./Shell');
const Shell = lazy(loadShell);
// Closed until a store opens them: they need not hold up the first screen.
const AppDialogs = lazy(() => import('./AppDialogs'));

/**
 * Logged out or loading: the login page (with the animated logo while data loads).
 * Locked: the lock screen. Ready: the shell and its router.
 */
export function App() {
  const phase = useValue(runtime$.phase);
  useEffect(() => {
    document.documentElement.lang = 'sv';
  }, []);
  // A session on its way (login, a stored one resuming, the lock screen) fetches the shell meanwhile.
  useEffect(() => {
    if (phase !== 'loggedOut') void loadShell().catch(() => {});
  }, [phase]);
  return (
    <>
      {phase === 'ready' ? (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <Shell />
          </Suspense>
        </ChunkBoundary>
      ) : phase === 'locked' ? (
        <LockScreen />
      ) : (
        <LoginPage />
      )}
      <ChunkBoundary quiet>
        <Suspense fallback={null}>
          <AppDialogs />
        </Suspense>
      </ChunkBoundary>
      <InstallPrompt />
      <Snackbars />
    </>
  );
}
