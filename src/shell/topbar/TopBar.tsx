import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { session$ } from '../../data/session';
import { ui$ } from '../../data/ui';
import { executeCommand, registerCommands } from '../../commands/registry';
import { liveDrafts } from '../../domain/drafts';
import { can } from '../../domain/permissions';
import { Avatar } from '../../ui/Avatar';
import { CountBadge } from '../../ui/CountBadge';
import { Kbd } from '../../ui/Kbd';
import * as ui from '../../ui/styles.css';
import { Icon } from '../../ui/icons';
import { routeForPath } from '../menu/menuModel';
import { useDraftCandidates } from '../drafts/useDraftCandidates';
import { lazyPart } from '../../ui/lazyPart';
import { draftCommands } from '../drafts/drafts.commands';
import { useNow } from '../drafts/useNow';
import { topBarCommands } from './topbar.commands';
import { TipButton } from '../../ui/TipButton';
import * as s from './topbar.css';

// The popover's code (React Aria's popover and dialog) arrives just after the first screen.
const DraftsPopover = lazyPart(() => import('../drafts/DraftsPopover').then((m) => m.DraftsPopover));

/** The round new-booking button is hidden on these screens (shell.md 2.6). */
const NO_NEW_BOOKING = new Set(['PosRegister', 'Calendar', 'Settings']);

const run = (id: string) => () => void executeCommand(id, undefined, 'button');

/** The top bar (shell.md 2.6): page title, search, palette, drafts, new booking and the user avatar. */
export function TopBar() {
  // The top bar's own commands live as long as the shell does.
  useEffect(() => registerCommands([...topBarCommands, ...draftCommands]), []);
  const user = useValue(session$.user);
  const pathname = useRouterState({ select: (st) => st.location.pathname });
  const route = routeForPath(pathname);
  const pms = user?.modules.includes('PMS') ?? false;
  const writes = can(user?.level ?? '', 'writeBookings');
  const showNewBooking = pms && writes && !NO_NEW_BOOKING.has(route?.name ?? '');
  const group = route?.group && route.group !== 'top' ? route.group : null;

  return (
    <header className={s.bar}>
      <TipButton
        className={`${s.iconButton} ${s.menuButton}`}
        aria-label="Meny"
        tip="Meny"
        hotkey="alt+m"
        onPress={run('shell.toggleMenu')}
      >
        <Icon name="menu" />
      </TipButton>
      <div className={s.title}>
        {group && (
          <span className={`${s.crumb} ${s.hideXs}`}>
            {group}
            <span className={s.crumbSep} aria-hidden="true">
              /
            </span>
          </span>
        )}
        <span className={s.page}>{route?.title ?? 'Sidan finns inte'}</span>
      </div>
      <div className={s.actions}>
        <Button className={`${ui.button.secondary} ${s.searchButton}`} onPress={run('search.open')}>
          <Icon name="search" size={16} />
          <span>
            Sök<span className={s.hideSmall}> (ctrl + F)</span>
          </span>
        </Button>
        <Button className={ui.button.ghost} onPress={run('palette.open')} aria-label="Kommandopalett (Ctrl K)">
          <Icon name="command" size={16} />
          <span className={s.hideSmall}>Kommandon</span>
          <Kbd hotkey="mod+k" />
        </Button>
        {pms && <DraftsBadge />}
        {showNewBooking && (
          <TipButton
            className={`${s.newBooking} ${route?.name === 'Receipts' ? s.shifted : ''}`}
            aria-label="Ny bokning"
            tip="Ny bokning"
            hotkey="alt+n"
            onPress={run('booking.new')}
          >
            <Icon name="plus" />
          </TipButton>
        )}
        {user && (
          <TipButton
            className={s.avatarButton}
            aria-label={`Användarmeny för ${user.name}`}
            tip={user.name}
            hotkey="alt+u"
            onPress={run('user.drawer')}
          >
            <Avatar text={user.initials} color={user.color} size={30} />
          </TipButton>
        )}
      </div>
    </header>
  );
}

/** The badge counts running drafts and re-counts every second as they expire. */
function DraftsBadge() {
  const ref = useRef<HTMLButtonElement>(null);
  const candidates = useDraftCandidates();
  const now = useNow(candidates.length > 0);
  const count = liveDrafts(candidates, now).length;
  const open = useValue(ui$.draftsOpen);
  return (
    <>
      <TipButton
        ref={ref}
        className={`${s.iconButton} ${count > 0 ? s.draftsActive : ''}`}
        tip="Utkast till bokningar"
        hotkey="alt+d"
        aria-label={count > 0 ? `Utkast till bokningar, ${count} pågående` : 'Utkast till bokningar'}
        aria-expanded={open}
        onPress={() => (open ? ui$.draftsOpen.set(false) : void executeCommand('shell.drafts', undefined, 'button'))}
      >
        <Icon name="clock" />
        <CountBadge count={count} label="pågående utkast" />
      </TipButton>
      <DraftsPopover triggerRef={ref} />
    </>
  );
}
