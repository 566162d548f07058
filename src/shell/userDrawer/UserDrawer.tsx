import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { session$ } from '../../data/session';
import { ui$ } from '../../data/ui';
import { executeCommand, getCommand } from '../../commands/registry';
import { useFocusLayer } from '../../commands/focusStack';
import { APP_VERSION, APP_VERSION_NAME } from '../../domain/version';
import { routeAllowed, routeByName } from '../../routes/routeTable';
import { Avatar } from '../../ui/Avatar';
import { Kbd } from '../../ui/Kbd';
import * as ui from '../../ui/styles.css';
import { Icon } from '../../ui/icons';
import { handleArrowKeys } from '../menu/rovingFocus';
import * as s from './userDrawer.css';

/** How the spec's levels read to staff. */
export const LEVEL_LABELS: Record<string, string> = {
  kassor: 'Kassör',
  receptionist: 'Receptionist',
  manager: 'Chef',
  admin: 'Administratör',
};

const close = () => ui$.userDrawerOpen.set(false);

/** The user drawer from the right (shell.md 2.7): who is logged in, settings, users, news, terms, logout. */
export function UserDrawer() {
  const open = useValue(ui$.userDrawerOpen);
  useFocusLayer('modal', open, 'userDrawer');
  return (
    <ModalOverlay
      className={ui.drawerOverlay}
      isOpen={open}
      isDismissable
      onOpenChange={(o) => {
        if (!o) close();
      }}
    >
      <Modal className={ui.drawer}>
        <DrawerBody />
      </Modal>
    </ModalOverlay>
  );
}

function DrawerBody() {
  const user = useValue(session$.user);
  const titleId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // Focus moves to the first entry (the dialog itself would need one more Tab).
  useEffect(() => {
    const t = requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('[data-drawer-item]')?.focus());
    return () => cancelAnimationFrame(t);
  }, []);
  if (!user) return null;
  const viewer = { level: user.level, modules: user.modules, namespace: user.namespace };
  const links = (['Settings', 'Users'] as const).map(routeByName).filter((r) => routeAllowed(r, viewer));
  const command = (id: string, icon: string, extra?: ReactNode, danger = false) => {
    const c = getCommand(id);
    if (!c) return null;
    return (
      <li key={id}>
        <Button
          data-drawer-item=""
          className={`${s.item} ${danger ? s.danger : ''}`}
          onPress={() => {
            close();
            void executeCommand(id, undefined, 'button');
          }}
        >
          <span className={s.itemIcon}>
            <Icon name={icon} />
          </span>
          <span className={s.itemText}>{c.title}</span>
          {extra}
          {c.hotkey && <Kbd hotkey={c.hotkey} />}
        </Button>
      </li>
    );
  };

  return (
    <Dialog className={s.dialog} aria-labelledby={titleId}>
      <div className={s.head}>
        <Avatar text={user.initials} color={user.color} size={40} />
        <div className={s.who}>
          <Heading slot="title" id={titleId} className={s.name}>
            {user.name}
          </Heading>
          <span className={s.email}>{user.email}</span>
        </div>
        <Button className={s.close} aria-label="Stäng" onPress={close}>
          <Icon name="close" />
        </Button>
      </div>
      <dl className={s.facts}>
        <dt className={s.factLabel}>Behörighet</dt>
        <dd className={s.factValue}>{LEVEL_LABELS[user.level] ?? user.level}</dd>
        <dt className={s.factLabel}>Campingplats</dt>
        <dd className={s.factValue}>{user.domain.name}</dd>
      </dl>
      <div ref={listRef} onKeyDown={(e) => handleArrowKeys(e, '[data-drawer-item]')}>
        <ul className={s.list} aria-label="Användarmeny">
          {links.map((r) => (
            <li key={r.name}>
              <Link to={r.to as '/'} data-drawer-item="" className={s.item} onClick={close}>
                <span className={s.itemIcon}>
                  <Icon name={r.name} />
                </span>
                <span className={s.itemText}>{r.title}</span>
              </Link>
            </li>
          ))}
          {command('shell.changelog', 'news')}
          {command('shell.terms', 'external', <span className={ui.fieldHint}>Ny flik</span>)}
        </ul>
        <div className={s.separator} />
        <ul className={s.list} aria-label="Session">
          {command('session.logout', 'logout', null, true)}
        </ul>
      </div>
      <div className={s.version}>
        Campingkonsolen {APP_VERSION} · {APP_VERSION_NAME}
      </div>
    </Dialog>
  );
}
