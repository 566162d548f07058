import { useId } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { formatKr } from '../../../domain/money';
import {
  REBOOKING_DESCRIPTIONS,
  REBOOKING_LEVELS,
  REBOOKING_TITLES,
  type RebookingLevel,
} from '../../../domain/rebookingLevels';
import { Button } from '../../../ui/Button';
import { FORM_TEXTS } from './formModel';
import { defaultRebookingOption, type RebookingAnswer, type Remote } from './usePricePreview';
import * as s from './bookingForm.css';

export interface RebookingPreviewProps {
  preview: Remote<RebookingAnswer>;
  value: RebookingLevel | null;
  onChange: (level: RebookingLevel) => void;
  error?: string | null;
}

/**
 * An existing booking's price (bookings.md "Other panels", "Rebooking levels"): the current total, an arrow
 * and 'Nytt pris', one option per level (the one flagged is_default first chosen), and an info popover
 * explaining the levels.
 */
export function RebookingPreview({ preview, value, onChange, error }: RebookingPreviewProps) {
  const id = useId();
  const data = preview.data;
  const options = data?.rebooking_options ?? [];
  const chosen = options.find((o) => o.level === value) ?? defaultRebookingOption(options);
  const describedBy = [error ? `${id}-error` : null, chosen?.deadline_description ? `${id}-deadline` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={s.summary} aria-label="Pris" aria-busy={preview.status === 'loading'}>
      <div className={s.inline}>
        <div className={s.field}>
          <span className={s.label}>{FORM_TEXTS.currentPrice}</span>
          <span className={`${s.amount} ${s.summaryTotal}`}>{data ? formatKr(data.current_total) : '…'}</span>
        </div>
        <span className={s.arrow} aria-hidden="true">
          →
        </span>
        <div className={s.field}>
          <label htmlFor={`${id}-level`} className={s.label}>
            {FORM_TEXTS.newPrice}
          </label>
          <select
            id={`${id}-level`}
            className={s.control}
            value={chosen?.level ?? ''}
            disabled={!options.length}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(e) => onChange(e.target.value as RebookingLevel)}
          >
            {!options.length && <option value="">…</option>}
            {options.map((o) => (
              <option key={o.level} value={o.level}>
                {o.title}: {formatKr(o.total)}
              </option>
            ))}
          </select>
        </div>
        <DialogTrigger>
          <Button variant="ghost" aria-label={FORM_TEXTS.rebookingInfo}>
            ?
          </Button>
          <Popover className={s.infoPopover} placement="top">
            <Dialog aria-labelledby={`${id}-info`} className={s.field}>
              <Heading slot="title" id={`${id}-info`} className={s.label}>
                {FORM_TEXTS.rebookingInfo}
              </Heading>
              <ul className={s.infoList}>
                {REBOOKING_LEVELS.map((level) => (
                  <li key={level}>
                    <strong>{REBOOKING_TITLES[level]}:</strong> {REBOOKING_DESCRIPTIONS[level]}
                  </li>
                ))}
              </ul>
            </Dialog>
          </Popover>
        </DialogTrigger>
      </div>
      {data?.electricity_fee && data.electricity_fee.total !== data.electricity_fee.current_total && (
        <span className={s.hint}>
          {FORM_TEXTS.electricityChange(
            formatKr(data.electricity_fee.current_total),
            formatKr(data.electricity_fee.total),
          )}
        </span>
      )}
      {chosen?.deadline_description && (
        <span id={`${id}-deadline`} className={s.hint}>
          {chosen.deadline_description}
        </span>
      )}
      <span id={`${id}-error`} className={s.error} role="alert">
        {error}
      </span>
    </section>
  );
}
