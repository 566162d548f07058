import { useId } from 'react';
import * as s from './bookingForm.css';

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string | null;
  hint?: string | null;
  disabled?: boolean;
  /** Shown when the value is none of the options (a booking saved without one), never the first option instead. */
  emptyLabel?: string;
}

const SELECT_ARROW_ROOM = '48px';
/** The select's least width: its longest option in characters, and room for the arrow. */
export const selectWidth = (options: readonly { label: string }[]) =>
  `calc(${Math.max(1, ...options.map((o) => [...o.label].length))}ch + ${SELECT_ARROW_ROOM})`;

/**
 * A labelled native select: type-ahead ('14' → 14:00) and the arrow keys, its message described by it. It is
 * as wide as its longest option and never narrower ('Husvagn' was cut off beside the guests): a flex row
 * around it wraps instead of squeezing it.
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  error,
  hint,
  disabled,
  emptyLabel = '–',
}: SelectFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={s.selectField}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <select
        id={id}
        className={s.select}
        style={{ minWidth: selectWidth(options) }}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {!options.some((o) => o.value === value) && <option value={value}>{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <span id={`${id}-hint`} className={s.hint}>
          {hint}
        </span>
      )}
      <span id={`${id}-error`} className={s.error}>
        {error}
      </span>
    </div>
  );
}
