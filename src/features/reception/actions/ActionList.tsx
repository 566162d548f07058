import type { Collisions } from '../../../domain/actionLists';
import type { ActionsDisplay } from './displaySettings';
import { ActionRow, rowKey } from './ActionRow';
import type { ActionListModel, PositionInfo } from './useActionLists';
import * as s from './actions.css';

export const SECTION_TITLES = { checkIns: 'Incheckningar', checkOuts: 'Utcheckningar', recent: 'Senaste' } as const;

const EMPTY: Record<ActionListModel['id'], string> = {
  checkInsToday: 'Inga incheckningar idag',
  checkInsTomorrow: 'Inga incheckningar imorgon',
  checkOutsToday: 'Inga utcheckningar idag',
  checkOutsTomorrow: 'Inga utcheckningar imorgon',
  recentCheckIns: 'Inga incheckningar sedan igår',
  recentCheckOuts: 'Inga utcheckningar sedan igår',
  recentBookings: 'Inga nya bokningar sedan igår',
};

export const gridLabel = (list: ActionListModel) => `${SECTION_TITLES[list.section]} ${list.title.toLowerCase()}`;

export interface ActionListProps {
  list: ActionListModel;
  today: string;
  display: ActionsDisplay;
  positions: Map<number, PositionInfo>;
  collisions: Collisions;
  tabStopKey: string | null;
  highlightKey: string | null;
  onCollision: (from: ActionListModel, targetId: number) => void;
}

/** One day's (or one recent) list: a titled group with its count, the rows as one grid. */
export function ActionList({
  list,
  today,
  display,
  positions,
  collisions,
  tabStopKey,
  highlightKey,
  onCollision,
}: ActionListProps) {
  const headingId = `actions-${list.id}`;
  const pairs =
    list.section === 'checkIns' ? collisions.checkIns : list.section === 'checkOuts' ? collisions.checkOuts : null;
  return (
    <div className={s.group}>
      <h3 id={headingId} className={s.groupTitle}>
        {list.title}
        <span className={s.count}>{list.rows.length}</span>
      </h3>
      {list.rows.length === 0 ? (
        <p className={s.empty}>{EMPTY[list.id]}</p>
      ) : (
        <div role="grid" aria-label={gridLabel(list)}>
          {list.rows.map((b) => {
            const key = rowKey(list.id, b.id);
            return (
              <ActionRow
                key={key}
                b={b}
                list={list}
                today={today}
                display={display}
                position={b.position_id != null ? positions.get(b.position_id) : undefined}
                collisionWith={pairs?.get(b.id)}
                tabStop={key === tabStopKey}
                highlighted={key === highlightKey}
                onCollision={onCollision}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
