import { useId } from 'react';
import type { Category } from '../../../contracts/catalog';
import type { FeePreview } from '../../../contracts/bookingForm';
import type { FeeKey, FeeToggles } from '../../../domain/bookingForm';
import { formatKr } from '../../../domain/money';
import { nightsText } from '../../../domain/stayDates';
import { formatStay } from '../../../domain/drafts';
import { FEE_NAMES, FORM_TEXTS } from './formModel';
import type { PriceAnswer, Remote } from './usePricePreview';
import * as s from './bookingForm.css';

export interface FeeOptionsProps {
  category: Category | null;
  fees: FeeToggles;
  /** The fees as the price preview names and prices them (null until it is there). */
  quoted: readonly FeePreview[] | null;
  onChange: (key: FeeKey, on: boolean) => void;
}

/** The category's fee options as checkboxes, named and priced by the price preview once it is there. */
export function FeeOptions({ category, fees, quoted: fromPrice, onChange }: FeeOptionsProps) {
  const id = useId();
  const options = category?.fee_options ?? [];
  if (!options.length) return null;
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{FORM_TEXTS.fees}</legend>
      <div className={s.checks}>
        {options.map((o) => {
          const quoted = fromPrice?.find((f) => f.key === o.key);
          const amount = quoted?.price ?? o.price;
          return (
            <label key={o.key} className={s.check} htmlFor={`${id}-${o.key}`}>
              <input
                id={`${id}-${o.key}`}
                type="checkbox"
                checked={fees[o.key].on}
                onChange={(e) => onChange(o.key, e.target.checked)}
              />
              {quoted?.name ?? FEE_NAMES[o.key]} <span className={s.muted}>{formatKr(amount)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export interface PriceSummaryProps {
  price: Remote<PriceAnswer>;
  fees: FeeToggles;
  total: number | null;
  error?: string | null;
  /** Without a category there is nothing to price yet. */
  categoryChosen: boolean;
}

/**
 * The new booking's price (bookings.md "Other panels"): 'Kostnad:' with the charges and applied fees, or
 * 'Inget pris' when it comes to 0; 'Ett fel inträffade' when the price could not be fetched.
 */
export function PriceSummary({ price, fees, total, error, categoryChosen }: PriceSummaryProps) {
  const data = price.data;
  const applied = data?.fees.filter((f) => fees[f.key].on) ?? [];
  return (
    <section className={s.summary} aria-label="Pris" aria-busy={price.status === 'loading'}>
      {data?.charges.map((c) => (
        <div key={c.start} className={s.summaryLine}>
          <span>
            {formatStay(c.start, c.end)} · {nightsText(c.nights)}
          </span>
          <span className={s.amount}>{formatKr(c.price)}</span>
        </div>
      ))}
      {applied.map((f) => (
        <div key={f.key} className={s.summaryLine}>
          <span>{f.name}</span>
          <span className={s.amount}>{formatKr(f.price)}</span>
        </div>
      ))}
      <div className={s.summaryTotal} aria-live="polite">
        <span>{FORM_TEXTS.cost}</span>
        <span className={s.amount}>
          {error
            ? null
            : price.status === 'idle'
              ? categoryChosen
                ? '–'
                : FORM_TEXTS.chooseCategory
              : total == null
                ? '…'
                : total === 0
                  ? FORM_TEXTS.noPrice
                  : formatKr(total)}
        </span>
      </div>
      {error && (
        <span className={s.error} role="alert">
          {error}
        </span>
      )}
    </section>
  );
}
