import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useFocusLayer } from '../commands/focusStack';
import * as s from './styles.css';

export interface DialogProps {
  title: ReactNode;
  isOpen: boolean;
  onClose?: () => void;
  children: ReactNode;
  /** Persistent dialogs (update required) cannot be dismissed. */
  dismissable?: boolean;
  width?: number;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Its focus layer's id, for commands scoped to this modal. */
  layer?: string;
}

/** A modal dialog: it takes the top of the focus stack while open, so pane hotkeys pause. */
export function Dialog({
  title,
  isOpen,
  onClose,
  children,
  dismissable = true,
  width,
  role,
  className,
  layer,
}: DialogProps) {
  useFocusLayer('modal', isOpen, layer);
  return (
    <ModalOverlay
      className={s.overlay}
      isOpen={isOpen}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
    >
      <Modal
        className={[s.modal, className].filter(Boolean).join(' ')}
        style={width ? { width: `min(${width}px, calc(100vw - 32px))` } : undefined}
      >
        <AriaDialog className={s.dialog} role={role}>
          <Heading slot="title" className={s.dialogTitle}>
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
