import { countBadgeText } from '../domain/badges';
import * as s from './styles.css';

/** A count badge: nothing at 0, '99+' above 99 (shell.md 9). */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className={s.badge} aria-label={`${count} ${label}`}>
      {countBadgeText(count)}
    </span>
  );
}
