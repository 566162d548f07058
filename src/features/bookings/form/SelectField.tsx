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
}

/** A labelled native select: type-ahead ('14' → 14:00) and the arrow keys, its message described by it. */
export function SelectField({ label, value, onChange, options, error, hint, disabled }: SelectFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <select
        id={id}
        className={s.select}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
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
