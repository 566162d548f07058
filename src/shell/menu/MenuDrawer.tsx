import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { ui$ } from '../../data/ui';
import type { RouteDef } from '../../routes/routeTable';
import { MenuBody } from './Menu';
import * as s from './menu.css';

/** The menu as a drawer at medium widths and below (shell.md 2.2). */
export function MenuDrawer({ open, current }: { open: boolean; current: RouteDef | null }) {
  return (
    <ModalOverlay
      className={s.drawerOverlay}
      isOpen={open}
      isDismissable
      onOpenChange={(o) => {
        if (!o) ui$.menuDrawerOpen.set(false);
      }}
    >
      <Modal className={s.drawerPanel}>
        <Dialog className={s.drawerDialog} aria-label="Meny">
          <MenuBody folded={false} current={current} inDrawer />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
