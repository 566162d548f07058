import { ListBox, ListBoxItem, type Key } from 'react-aria-components';
import * as s from './checkin.css';

const weekdayFmt = new Intl.DateTimeFormat('sv-SE', {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** 'torsdag 19 nov' beside the YYYY-MM-DD of bookings.md 9. */
export const dayName = (d: string) => weekdayFmt.format(new Date(`${d}T12:00:00Z`));

export interface DateListBoxProps {
  label: string;
  /** null while loading. */
  dates: string[] | null;
  selected: string | null;
  onSelect: (d: string) => void;
  /** Enter on an option: chooses it and goes on (next list, or save). */
  onAction: (d: string) => void;
  autoFocus?: boolean;
  /** Shown where the list would be when there are no dates. */
  emptyText?: string;
}

/**
 * A date list as a listbox: arrows move and select (selection follows focus), Enter chooses and
 * goes on, the first option takes focus when the list appears.
 */
export function DateListBox({
  label,
  dates,
  selected,
  onSelect,
  onAction,
  autoFocus,
  emptyText = 'Inga tillgängliga datum',
}: DateListBoxProps) {
  const id = `datelist-${label.replace(/\W+/g, '-')}`;
  return (
    <div className={s.picker}>
      <span className={s.label} id={id}>
        {label}
      </span>
      {dates == null ? (
        <p className={s.muted} role="status" style={{ margin: 0 }}>
          Hämtar datum…
        </p>
      ) : dates.length === 0 ? (
        <p className={s.empty} role="status">
          {emptyText}
        </p>
      ) : (
        <ListBox
          aria-labelledby={id}
          className={s.listBox}
          items={dates.map((d) => ({ id: d }))}
          selectionMode="single"
          selectionBehavior="replace"
          disallowEmptySelection
          selectedKeys={selected ? [selected] : []}
          autoFocus={autoFocus ? 'first' : undefined}
          onSelectionChange={(keys) => {
            const k = [...(keys as Set<Key>)][0];
            if (k != null) onSelect(String(k));
          }}
          onAction={(k) => onAction(String(k))}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.id} className={s.option}>
              <span>{item.id}</span>
              <span>{dayName(item.id)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      )}
    </div>
  );
}
