// What the money overlays share: the slide-over frame, their keys, a client key per attempt, closing
// without a question only when nothing was typed, and the payment method buttons (F1..F3, the rest under 'Fler').
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
} from 'react-aria-components';
import { matchesHotkey } from '../../../commands/hotkeyMatch';
import { useFocusLayer } from '../../../commands/focusStack';
import { ApiError } from '../../../data/api';
import { confirmAction } from '../../../data/dialogs';
import { INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { Button } from '../../../ui/Button';
import { methodLabel, SHOWN_METHODS, type MethodLike } from './overlayModel';
import * as s from './overlay.css';

/** What a failed call says: the server's field message, else its message, else the console's catalogue text. */
export function apiErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    const field = Object.values(err.fieldErrors).flat()[0];
    if (field) return field;
    if (err.message && err.status < 500) return err.message;
    return `Ett oväntat fel inträffade. Felkod: ${err.status}`;
  }
  return 'Ett oväntat fel inträffade';
}

/** A new idempotency key for one attempt; randomUUID exists only in secure contexts (a LAN console may be http). */
export function newClientKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  return [...c.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per attempt: the same input pressed again (after a lost answer) reuses it, so the server runs
 * it once; other input, or an attempt that got its answer, takes a new one.
 */
export function useAttemptKey() {
  const attempt = useRef<{ sig: string; key: string } | null>(null);
  return {
    keyFor(sig: string): string {
      if (attempt.current?.sig !== sig) attempt.current = { sig, key: newClientKey() };
      return attempt.current.key;
    },
    /** The attempt was answered: the next press is a new attempt. */
    done() {
      attempt.current = null;
    },
  };
}

export type KeyMap = Record<string, (() => void) | null | undefined | false>;

// Enter on these does their own thing (a button presses, a menu item picks, a select opens).
const OWN_ENTER =
  'button, select, textarea, a[href], [role="option"], [role="menuitem"], [role="radio"], [type="checkbox"]';

/**
 * The overlay's keys while it is open and on top: hotkey strings as the registry writes them ('alt+a',
 * 'f1', 'mod+enter', 'enter', 'escape'). A key aimed outside the overlay (a palette or dialog over it) is left
 * alone; a bare Enter on a button or menu does what that control does.
 */
export function useOverlayKeys(ref: RefObject<HTMLElement | null>, open: boolean, map: KeyMap) {
  const latest = useRef(map);
  latest.current = map;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat) return;
      const box = ref.current?.closest('[role="dialog"], [role="alertdialog"]') ?? ref.current;
      const target = e.target instanceof Element ? e.target : null;
      if (target && target !== document.body && !box?.contains(target)) return;
      for (const [hotkey, action] of Object.entries(latest.current)) {
        if (!action || !matchesHotkey(hotkey, e)) continue;
        if (hotkey === 'enter' && target?.closest(OWN_ENTER)) return;
        e.preventDefault();
        e.stopPropagation();
        action();
        return;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, ref]);
}

/** Closes at once when nothing was typed, else after 'Stäng utan att spara?'. */
export async function closeAsking(dirty: boolean, close: () => void) {
  if (
    dirty &&
    !(await confirmAction({
      header: INVOICE_TEXTS.closeHeader,
      body: INVOICE_TEXTS.closeBody,
      confirmLabel: INVOICE_TEXTS.closeConfirm,
    }))
  )
    return;
  close();
}

export interface SlideOverProps {
  title: string;
  subtitle?: ReactNode;
  isOpen: boolean;
  /** Escape, a click outside or 'Avbryt': the overlay decides whether to ask first. */
  onRequestClose: () => void;
  wide?: boolean;
  children: ReactNode;
}

/** A slide-over at the right edge (money.md 2 "Three slide-over overlays"): modal, on top of the focus stack. */
export function SlideOver({ title, subtitle, isOpen, onRequestClose, wide, children }: SlideOverProps) {
  useFocusLayer('modal', isOpen);
  return (
    <ModalOverlay
      className={s.backdrop}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onRequestClose();
      }}
    >
      <Modal className={wide ? `${s.panel} ${s.widePanel}` : s.panel}>
        <AriaDialog className={s.dialog} aria-label={title}>
          <div>
            <Heading slot="title" className={s.title}>
              {title}
            </Heading>
            {subtitle && <p className={s.subtitle}>{subtitle}</p>}
          </div>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The hotkey of the i-th shown method button. */
export const methodHotkey = (i: number) => `f${i + 1}`;
const MORE_HOTKEY = 'f4';

export interface MethodButtonsProps<M extends MethodLike> {
  methods: readonly M[];
  label?: (m: M) => string;
  onPay: (m: M) => void;
  isDisabled?: boolean;
  /** The method being paid with (its button shows it is busy). */
  pending?: number | null;
}

/** Three method buttons (F1..F3) and 'Fler' (F4) with the rest in a menu (money.md 2, 9). */
export function MethodButtons<M extends MethodLike>({
  methods,
  label = methodLabel,
  onPay,
  isDisabled,
  pending,
}: MethodButtonsProps<M>) {
  const ref = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const shown = methods.slice(0, SHOWN_METHODS);
  const more = methods.slice(SHOWN_METHODS);
  const keys: KeyMap = {};
  shown.forEach((m, i) => {
    keys[methodHotkey(i)] = !isDisabled && (() => onPay(m));
  });
  keys[MORE_HOTKEY] = !isDisabled && more.length > 0 && (() => setMenuOpen(true));
  useOverlayKeys(ref, true, keys);
  if (methods.length === 0) return <p className={s.muted}>{INVOICE_TEXTS.noMethods}</p>;
  return (
    <div ref={ref} className={s.methods} role="group" aria-label={INVOICE_TEXTS.method}>
      {shown.map((m, i) => (
        <Button
          key={m.id}
          variant={i === 0 ? 'primary' : 'secondary'}
          hotkey={methodHotkey(i)}
          isDisabled={isDisabled}
          isPending={pending === m.id}
          onPress={() => onPay(m)}
        >
          {label(m)}
        </Button>
      ))}
      {more.length > 0 && (
        <MenuTrigger isOpen={menuOpen} onOpenChange={setMenuOpen}>
          <Button hotkey={MORE_HOTKEY} isDisabled={isDisabled} aria-label={INVOICE_TEXTS.moreMethodsLabel}>
            {INVOICE_TEXTS.moreMethods}
          </Button>
          <Popover className={s.menuPopover} placement="top end">
            <Menu
              autoFocus="first"
              aria-label={INVOICE_TEXTS.moreMethodsLabel}
              onAction={(key) => {
                const m = more.find((x) => String(x.id) === String(key));
                if (m && !isDisabled) onPay(m);
              }}
            >
              {more.map((m) => (
                <MenuItem key={m.id} id={String(m.id)} className={s.menuItem}>
                  {label(m)}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      )}
    </div>
  );
}
