import { lazy, Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { Menu } from '../panes/menu/Menu';
import { TopBar } from '../panes/topbar/TopBar';
import { ConnectionBanner } from '../panes/banner/ConnectionBanner';
import { SearchDialog } from '../panes/search/SearchDialog';
import { Palette } from '../commands/palette/Palette';
import { CheatSheet } from '../commands/CheatSheet';
import { WelcomeDialog } from '../panes/login/WelcomeDialog';
import * as s from './shell.css';

// The dialogs a command opens arrive just after the first screen; the palette, search, cheat
// sheet and welcome dialog come with it (keys typed at once must find them).
const ShellDialogs = lazy(() => import('./ShellDialogs'));

/** The logged-in shell (shell.md 2.5): menu, top bar, the routed screen and the global dialogs. */
export function ShellLayout() {
  return (
    <div className={s.shell}>
      <Menu />
      <div className={s.main}>
        <TopBar />
        <ConnectionBanner />
        <main className={s.content} id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <SearchDialog />
      <Palette />
      <CheatSheet />
      <WelcomeDialog />
      <Suspense fallback={null}><ShellDialogs /></Suspense>
    </div>
  );
}
