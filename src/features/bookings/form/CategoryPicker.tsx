import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import type { Category } from '../../../contracts/catalog';
import type { AvailabilityResult } from './useAvailability';
import { FORM_TEXTS } from './formModel';
import * as s from './bookingForm.css';

export interface CategoryPickerProps {
  categories: readonly Category[];
  value: number | null;
  onChange: (id: number) => void;
  availability: AvailabilityResult;
  error?: string | null;
}

/**
 * 'Platskategori' (bookings.md 2): one chip per category with its availability for the stay ('12 av 40
 * platser lediga') and why it cannot be booked ('Max 6 gäster tillåtna'). A radio group: Tab enters at
 * the chosen chip, the arrow keys choose.
 */
export function CategoryPicker({ categories, value, onChange, availability, error }: CategoryPickerProps) {
  const failed = availability.status === 'error';
  const chosenError = value != null ? availability.data?.categories.get(value)?.form_error_text : null;
  const message = error ?? (failed ? FORM_TEXTS.availabilityFailed : null) ?? chosenError ?? null;
  return (
    <RadioGroup
      className={s.field}
      orientation="horizontal"
      value={value == null ? null : String(value)}
      onChange={(v) => onChange(Number(v))}
      isInvalid={!!message}
      validationBehavior="aria"
    >
      <Label className={s.label}>{FORM_TEXTS.category}</Label>
      <div className={s.chips}>
        {categories.map((c) => {
          const a = availability.data?.categories.get(c.id);
          return (
            <Radio key={c.id} value={String(c.id)} className={s.chip}>
              <span className={s.chipName}>{c.name}</span>
              <span className={s.chipText}>{a ? a.text : availability.status === 'loading' ? '…' : ' '}</span>
              {a?.form_error_text && <span className={s.chipError}>{a.form_error_text}</span>}
            </Radio>
          );
        })}
      </div>
      <FieldError className={s.error}>{message}</FieldError>
    </RadioGroup>
  );
}
