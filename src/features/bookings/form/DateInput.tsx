import type { FocusEvent, KeyboardEvent, Ref } from 'react';
import { Icon } from '../../../ui/icons';
import * as s from './dateRangeField.css';

export interface DateInputProps {
  id: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
  text: string;
  /** 'tis' beside the date, or null while the text is not a date yet. */
  weekday: string | null;
  error: string | null;
  /** The calendar is open and picks this field's date. */
  expanded: boolean;
  calendarId: string;
  onText: (text: string) => void;
  onBlur: (e: FocusEvent<HTMLInputElement>) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onCalendarButton: () => void;
}

/**
 * One typed date (WAI-ARIA APG date picker combobox): a text field with the calendar as its popup,
 * alt+↓ opens it. The calendar button is for the mouse; it is out of the tab order so Tab goes from
 * check-in straight to check-out.
 */
export function DateInput(p: DateInputProps) {
  const errorId = `${p.id}-error`;
  const weekdayId = `${p.id}-weekday`;
  const describedBy = [p.error ? errorId : null, p.weekday ? weekdayId : null].filter(Boolean).join(' ');
  return (
    <div className={s.field}>
      <label htmlFor={p.id} className={s.label}>
        {p.label}
      </label>
      <div className={s.inputRow}>
        <input
          ref={p.inputRef}
          id={p.id}
          className={s.input}
          role="combobox"
          aria-haspopup="dialog"
          aria-expanded={p.expanded}
          aria-controls={p.expanded ? p.calendarId : undefined}
          aria-autocomplete="none"
          aria-keyshortcuts="Alt+ArrowDown"
          aria-invalid={p.error ? true : undefined}
          aria-describedby={describedBy || undefined}
          autoComplete="off"
          spellCheck={false}
          value={p.text}
          onChange={(e) => p.onText(e.target.value)}
          // The whole date is replaced by what is typed next ('fre', '+3').
          onFocus={(e) => e.target.select()}
          onBlur={p.onBlur}
          onKeyDown={p.onKeyDown}
        />
        <span id={weekdayId} className={s.weekday}>
          {p.weekday}
        </span>
        <button
          type="button"
          tabIndex={-1}
          className={s.calendarButton}
          aria-label={`Kalender: ${p.label.toLowerCase()}`}
          title={`Kalender (Alt+↓)`}
          onClick={p.onCalendarButton}
        >
          <Icon name="Calendar" size={16} />
        </button>
      </div>
      {/* Always there, so a message that appears on Enter is read out. */}
      <span id={errorId} className={s.error} aria-live="polite">
        {p.error}
      </span>
    </div>
  );
}
