import type { ReactNode } from 'react';
import { Tab } from 'react-aria-components';
import { CountBadge } from '../../../ui/CountBadge';
import * as s from './booking.css';

/** A pane tab, with a count badge ('99+' above 99) when `count` is given. */
export function PaneTab({
  id,
  children,
  count,
  badgeLabel,
}: {
  id: string;
  children: ReactNode;
  count?: number;
  badgeLabel?: string;
}) {
  return (
    <Tab id={id} className={s.tab}>
      {children}
      {count != null && <CountBadge count={count} label={badgeLabel ?? ''} />}
    </Tab>
  );
}
