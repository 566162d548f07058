import { useId } from 'react';
import { MAX_ADULTS, MAX_CHILDREN, MAX_DOGS } from '../../../domain/bookingForm';
import { FORM_TEXTS, type FormErrors } from './formModel';
import * as s from './bookingForm.css';

type GuestField = 'adults' | 'children' | 'dogs';
const FIELDS: { field: GuestField; label: string; max: number }[] = [
  { field: 'adults', label: FORM_TEXTS.adults, max: MAX_ADULTS },
  { field: 'children', label: FORM_TEXTS.children, max: MAX_CHILDREN },
  { field: 'dogs', label: FORM_TEXTS.dogs, max: MAX_DOGS },
];

export interface GuestFieldsProps {
  text: Record<GuestField, string>;
  onChange: (field: GuestField, text: string) => void;
  errors: FormErrors;
  /** The category's limits, shown as each field's maximum. */
  limits: { adults: number; children: number };
}

/** 'Gäster': adults, children, dogs (bookings.md 5, 9); ↑/↓ step, the category's limits at the fields. */
export function GuestFields({ text, onChange, errors, limits }: GuestFieldsProps) {
  const id = useId();
  const groupError = errors.guests ?? null;
  return (
    <fieldset className={s.fieldset} aria-describedby={groupError ? `${id}-guests` : undefined}>
      <legend className={s.legend}>{FORM_TEXTS.guests}</legend>
      <div className={s.guests}>
        {FIELDS.map(({ field, label, max }) => {
          const error = errors[field] ?? null;
          const limit = field === 'dogs' ? max : Math.min(max, limits[field]);
          const describedBy = [error ? `${id}-${field}-error` : null, groupError ? `${id}-guests` : null]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={field} className={s.field}>
              <label htmlFor={`${id}-${field}`} className={s.label}>
                {label}
              </label>
              <input
                id={`${id}-${field}`}
                className={s.count}
                type="number"
                inputMode="numeric"
                min={0}
                max={limit}
                value={text[field]}
                aria-invalid={error || groupError ? true : undefined}
                aria-describedby={describedBy || undefined}
                onChange={(e) => onChange(field, e.target.value)}
                onFocus={(e) => e.target.select()}
              />
              <span id={`${id}-${field}-error`} className={s.error}>
                {error}
              </span>
            </div>
          );
        })}
      </div>
      <span id={`${id}-guests`} className={s.error} aria-live="polite">
        {groupError}
      </span>
    </fieldset>
  );
}
