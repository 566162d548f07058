import { memo } from 'react';
import { executeCommand } from '../../../commands/registry';
import { actionFor } from '../../../domain/actionLists';
import { bookingLabel, delayedTooltip } from '../../../domain/bookingState';
import { daysBetween } from '../../../domain/dates';
import { formatKr } from '../../../domain/money';
import { guestsLabel } from '../../../domain/bookingLabels';
import { Button } from '../../../ui/Button';
import { CommandKbd } from '../../../ui/CommandButton';
import type { ActionsDisplay } from './displaySettings';
import type { ActionListModel, ListBooking, PositionInfo } from './useActionLists';
import * as s from './actions.css';

export const DELETED_POSITION = 'Den här platsen finns inte längre';

export interface ActionRowProps {
  b: ListBooking;
  list: ActionListModel;
  today: string;
  display: ActionsDisplay;
  position: PositionInfo | undefined;
  /** The booking on the other side of a position collision, when there is one. */
  collisionWith: number | undefined;
  tabStop: boolean;
  highlighted: boolean;
  onCollision: (from: ActionListModel, targetId: number) => void;
}

export const rowKey = (listId: string, id: number) => `${listId}:${id}`;

const nightsText = (n: number) => (n === 1 ? '1 natt' : `${n} nätter`);

function labelClass(label: string) {
  if (label === 'Försenad' || label === 'Avbokad') return label === 'Avbokad' ? s.chipError : s.chipWarning;
  return label.startsWith('Incheckad') ? s.chipSuccess : s.chip;
}

function PositionCell({ b, position }: { b: ListBooking; position: PositionInfo | undefined }) {
  const id = b.position_id as number | null;
  if (!id || !position) return <>–</>;
  if (position.deleted) {
    return (
      <>
        <span className={s.deletedPosition} title={DELETED_POSITION}>
          {position.name}
        </span>
        <span className={s.srOnly}>, {DELETED_POSITION}</span>
      </>
    );
  }
  return (
    <button
      type="button"
      tabIndex={-1}
      className={s.positionButton}
      title="Visa på kartan"
      onClick={() => void executeCommand('position.showOnMap', { id }, 'button')}
    >
      {position.name}
    </button>
  );
}

/** One booking in a list: position, guest, number, optional nights and remaining, label, collision and action. */
export const ActionRow = memo(function ActionRow({
  b,
  list,
  today,
  display,
  position,
  collisionWith,
  tabStop,
  highlighted,
  onCollision,
}: ActionRowProps) {
  const label = bookingLabel(b, today);
  const delayed = label === 'Försenad' ? delayedTooltip(b, today) : null;
  const action = actionFor(b, list.view, today);
  const showNights =
    list.section === 'checkIns'
      ? display.nightsCheckIns
      : list.section === 'checkOuts'
        ? display.nightsCheckOuts
        : display.nightsRecent;
  const remaining = Number(b.remaining_accommodation_amount ?? 0);
  const info = action?.kind === 'info' && !(label ?? '').startsWith(action.text) ? action.text : null;
  const collisionLabel =
    list.section === 'checkIns'
      ? 'Platsen är inte ledig än: visa utcheckningen'
      : 'En annan bokning checkar in på platsen: visa incheckningen';

  return (
    <div
      role="row"
      tabIndex={tabStop ? 0 : -1}
      data-action-row={rowKey(list.id, b.id)}
      data-list={list.id}
      data-booking-id={b.id}
      className={[s.row, highlighted ? s.highlighted : ''].join(' ')}
    >
      {list.section === 'checkIns' && (
        <span role="gridcell" className={s.arrival}>
          {b.expected_arrival_time ?? ''}
        </span>
      )}
      <span role="gridcell" className={s.position}>
        <PositionCell b={b} position={position} />
      </span>
      <span role="gridcell" className={s.name}>
        {b.customer_name || b.title}
      </span>
      <span role="gridcell" className={s.number}>
        {b.booking_number}
      </span>
      {list.section === 'recent' && (
        <span role="gridcell" className={s.dates}>
          {b.check_in} – {b.check_out}
        </span>
      )}
      {showNights && (
        <span role="gridcell" className={s.nights}>
          {nightsText(daysBetween(b.check_in, b.check_out))}
        </span>
      )}
      <span role="gridcell" className={s.guests}>
        {guestsLabel(b)}
      </span>
      {display.remaining && (
        <span role="gridcell" className={s.remaining}>
          {remaining > 0 ? formatKr(remaining) : ''}
        </span>
      )}
      <span role="gridcell" className={s.status}>
        {label && (
          <span className={labelClass(label)} title={delayed ?? undefined}>
            {label}
          </span>
        )}
        {delayed && <span className={s.srOnly}>{delayed}</span>}
        {display.unpaid && b.is_fully_paid === false && <span className={s.chipWarning}>Obetald</span>}
      </span>
      {list.section !== 'recent' && (
        <span role="gridcell" className={s.collision}>
          {collisionWith != null && (
            <button
              type="button"
              tabIndex={-1}
              className={s.iconButton}
              aria-label={collisionLabel}
              title={collisionLabel}
              onClick={() => onCollision(list, collisionWith)}
            >
              <CollisionIcon />
            </button>
          )}
        </span>
      )}
      <span role="gridcell" className={s.action}>
        {action?.kind === 'checkIn' && (
          <Button
            excludeFromTabOrder
            className={s.rowButton}
            onPress={() => void executeCommand('booking.checkIn', { id: b.id }, 'button')}
          >
            {action.title}
            <span className={s.rowKbd}>
              <CommandKbd command="booking.checkIn" />
            </span>
          </Button>
        )}
        {action?.kind === 'startCheckout' && (
          <Button
            excludeFromTabOrder
            className={s.rowButton}
            variant={action.emphasised ? 'primary' : 'secondary'}
            onPress={() => void executeCommand('booking.startCheckout', { id: b.id }, 'button')}
          >
            {action.title}
            <span className={s.rowKbd}>
              <CommandKbd command="booking.startCheckout" />
            </span>
          </Button>
        )}
        {info && <span className={s.info}>{info}</span>}
      </span>
    </div>
  );
});

function CollisionIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z M12 9v4 M12 17h.01" />
    </svg>
  );
}
