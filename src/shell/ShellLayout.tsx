import { lazy, Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { Menu } from './menu/Menu';
import { TopBar } from './topbar/TopBar';
import { ConnectionBanner } from './banner/ConnectionBanner';
import { ui$ } from '../data/ui';
import { ChunkBoundary } from '../app/ChunkBoundary';
import { lazyDialog } from '../app/lazyDialog';
import { bookingFormOpen$ } from '../features/bookings/form/bookingFormStore';
import { NewBookingLink } from '../features/bookings/form/NewBookingLink';
import * as s from './shell.css';

// The dialogs a command opens (the cheat sheet and the demo's welcome dialog too) arrive just
// after the first screen. The palette (cmdk) and search load once the shell is up or on first open,
// and keep the keys typed meanwhile (lazyDialog).
const ShellDialogs = lazy(() => import('./ShellDialogs'));
const Palette = lazyDialog(ui$.paletteOpen, () => import('../commands/palette/Palette').then((m) => m.Palette));
const SearchDialog = lazyDialog(ui$.searchOpen, () => import('./search/SearchDialog').then((m) => m.SearchDialog));
// The booking form: keys typed right after alt+N land in its first field.
const BookingFormDialog = lazyDialog(bookingFormOpen$, () =>
  import('../features/bookings/form/BookingFormDialog').then((m) => m.BookingFormDialog),
);

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
      <ChunkBoundary quiet>
        <SearchDialog />
      </ChunkBoundary>
      <ChunkBoundary quiet>
        <Palette />
      </ChunkBoundary>
      <ChunkBoundary quiet>
        <BookingFormDialog />
      </ChunkBoundary>
      <NewBookingLink />
      <Suspense fallback={null}>
        <ShellDialogs />
      </Suspense>
    </div>
  );
}
