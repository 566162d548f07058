import { useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { useValue } from '@legendapp/state/react';
import { runtime$ } from '../data/session';
import { router } from '../routes/router';
import { LoginPage } from '../panes/login/LoginPage';
import { LockScreen } from '../panes/lock/LockScreen';
import { Snackbars } from '../panes/snackbars/Snackbars';
import { UpdateDialog } from '../panes/update/UpdateDialog';
import { InstallPrompt } from '../panes/install/InstallPrompt';
import { ConfirmDialog } from '../panes/confirm/ConfirmDialog';
import { InputDialog } from '../panes/input/InputDialog';

/**
 * Logged out or loading: the login page (with the animated logo while data loads).
 * Locked: the lock screen. Ready: the shell and its router.
 */
export function App() {
  const phase = useValue(runtime$.phase);
  useEffect(() => { document.documentElement.lang = 'sv'; }, []);
  return (
    <>
      {phase === 'ready' ? <RouterProvider router={router} /> : phase === 'locked' ? <LockScreen /> : <LoginPage />}
      <UpdateDialog />
      <InstallPrompt />
      <ConfirmDialog />
      <InputDialog />
      <Snackbars />
    </>
  );
}
