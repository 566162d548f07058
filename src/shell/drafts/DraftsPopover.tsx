import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Button, Dialog, Popover } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { ui$ } from '../../data/ui';
import { session$ } from '../../data/session';
import { can } from '../../domain/permissions';
import { catalog$, type Booking } from '../../data/stores';
import { useFocusLayer } from '../../commands/focusStack';
import { executeCommand } from '../../commands/registry';
import { formatCountdown, formatStay, popoverDrafts, secondsLeft } from '../../domain/drafts';
import { Icon } from '../../ui/icons';
import { handleArrowKeys } from '../menu/rovingFocus';
import { DRAFTS_LAYER, setFocusedDraft } from './drafts.commands';
import { useNow } from './useNow';
import { useDraftCandidates } from './useDraftCandidates';
import * as s from './drafts.css';

/** The draft-bookings popover under the top bar's badge (shell.md 2.10), 450 wide. */
export function DraftsPopover({ triggerRef }: { triggerRef: RefObject<HTMLElement | null> }) {
  const open = useValue(ui$.draftsOpen);
  const titleId = useId();
  useFocusLayer('modal', open, DRAFTS_LAYER);
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={open}
      onOpenChange={(o) => {
        if (!o) ui$.draftsOpen.set(false);
      }}
      placement="bottom end"
      offset={6}
      className={s.popover}
    >
      <Dialog className={s.dialog} aria-labelledby={titleId}>
        <DraftList titleId={titleId} />
      </Dialog>
    </Popover>
  );
}

function DraftList({ titleId }: { titleId: string }) {
  const [openedAt] = useState(() => Date.now());
  const now = useNow();
  const candidates = useDraftCandidates();
  const positions = useValue(catalog$.positions);
  const names = useMemo(
    () => new Map((positions ?? []).map((p) => [p.id as number, p.full_name as string])),
    [positions],
  );
  const rows = popoverDrafts(candidates, openedAt);
  const listRef = useRef<HTMLUListElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // Cashiers see the drafts but only those who may write bookings delete them.
  const canDelete = can(
    useValue(() => session$.user.get()?.level ?? ''),
    'writeBookings',
  );
  const live = rows.filter((b) => secondsLeft(b.draft_expires_at, now) > 0).length;

  const rowEls = () => [...(listRef.current?.querySelectorAll<HTMLElement>('li[data-draft-row]') ?? [])];
  useEffect(() => {
    // Focus lands on the first draft so arrows and Delete work at once.
    const t = requestAnimationFrame(() => rowEls()[0]?.focus());
    return () => {
      cancelAnimationFrame(t);
      setFocusedDraft(null);
    };
  }, []);

  // When the focused draft goes (Delete, Backspace, the button, or a realtime removal), the row that
  // took its place, or the previous one, gets the keyboard. Layout effect: before anything else moves focus.
  const lastFocus = useRef<{ id: number; index: number } | null>(null);
  const ids = rows.map((b) => b.id).join(',');
  useLayoutEffect(() => {
    const lf = lastFocus.current;
    if (!lf || rows.some((b) => b.id === lf.id)) return;
    const els = rowEls();
    (els[Math.min(lf.index, els.length - 1)] ?? headerRef.current?.closest<HTMLElement>('[role="dialog"]'))?.focus();
  }, [ids]);

  const open = (id: number) => {
    ui$.draftsOpen.set(false);
    void executeCommand('booking.open', { id }, 'button');
  };

  const remove = async (b: Booking) => {
    if (!canDelete || busy != null || secondsLeft(b.draft_expires_at, Date.now()) === 0) return;
    setBusy(b.id);
    try {
      await executeCommand('booking.deleteDraft', { bookingId: b.id }, 'button', {
        entity: { type: 'booking', id: b.id },
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div className={s.header} ref={headerRef}>
        <h2 className={s.title} id={titleId}>
          Utkast till bokningar{live > 0 && <span className={s.count}> · {live} pågående</span>}
        </h2>
      </div>
      {rows.length === 0 ? (
        <p className={s.empty} role="status">
          Det finns inga pågående bokningar
        </p>
      ) : (
        <ul
          className={s.list}
          ref={listRef}
          aria-labelledby={titleId}
          onKeyDown={(e) => handleArrowKeys(e, 'li[data-draft-row]')}
        >
          {rows.map((b, i) => {
            const left = secondsLeft(b.draft_expires_at, now);
            const expired = left === 0;
            const position = (b.position_id == null ? undefined : names.get(b.position_id)) ?? 'Ingen plats';
            const customer = b.customer_name || 'Ingen kund';
            const stay = formatStay(b.check_in, b.check_out);
            const countdownClass = expired ? s.countdownExpired : left < 60 ? s.countdownSoon : '';
            return (
              <li
                key={b.id}
                data-draft-row=""
                className={s.row}
                tabIndex={i === 0 ? 0 : -1}
                aria-disabled={expired || undefined}
                aria-label={`Utkast ${b.booking_number}, ${position}, ${customer}, ${stay}, ${expired ? 'utgånget' : `${formatCountdown(left)} kvar`}`}
                onFocus={() => {
                  setFocusedDraft(b.id);
                  lastFocus.current = { id: b.id, index: i };
                }}
                onClick={(e) => {
                  if (!expired && !(e.target as HTMLElement).closest('button')) open(b.id);
                }}
                onKeyDown={(e) => {
                  if (e.target !== e.currentTarget) return;
                  // Delete is the command's hotkey; Backspace does the same here. Enter opens the draft.
                  if (e.key === 'Backspace') {
                    e.preventDefault();
                    void remove(b);
                  }
                  if (e.key === 'Enter' && !expired) {
                    e.preventDefault();
                    open(b.id);
                  }
                }}
              >
                <div className={s.main} aria-hidden="true">
                  <div className={s.line1}>
                    <span className={s.number}>#{b.booking_number}</span>
                    <span className={s.position}>{position}</span>
                  </div>
                  <div className={`${s.line2} ${expired ? s.expiredText : ''}`}>
                    {customer} · {stay}
                  </div>
                </div>
                <span className={`${s.countdown} ${countdownClass}`} aria-hidden="true">
                  {expired ? 'Utgånget' : formatCountdown(left)}
                </span>
                <Button
                  className={s.deleteButton}
                  isDisabled={!canDelete || expired || busy === b.id}
                  aria-label={`Ta bort utkast ${b.booking_number}`}
                  excludeFromTabOrder
                  onPress={() => void remove(b)}
                >
                  <Icon name="trash" size={16} />
                  {!expired && canDelete && (
                    <span className={s.rowKey} aria-hidden="true">
                      <kbd className={s.key}>Del</kbd>
                    </span>
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {rows.length > 0 && (
        <p className={s.hint}>
          <kbd className={s.key}>↑</kbd>
          <kbd className={s.key}>↓</kbd> väljer · <kbd className={s.key}>Enter</kbd> öppnar
          {canDelete && (
            <>
              {' '}
              · <kbd className={s.key}>Del</kbd> tar bort
            </>
          )}
        </p>
      )}
    </>
  );
}
