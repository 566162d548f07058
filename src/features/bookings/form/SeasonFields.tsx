import { useId } from 'react';
import type { Season } from '../../../contracts/catalog';
import { parseSiteFee } from '../../../domain/bookingForm';
import type { IsoDate } from '../../../domain/dates';
import { formatStay } from '../../../domain/drafts';
import { formatKr } from '../../../domain/money';
import { bookableSeasons, SEASON_PRICE_TEXTS, seasonPriceRule, siteFeeText } from '../../../domain/seasonPrice';
import { nightsText, stayNights } from '../../../domain/stayDates';
import { FORM_TEXTS } from './formModel';
import { SelectField } from './SelectField';
import type { BookingFormApi } from './useBookingForm';
import * as s from './bookingForm.css';

export const seasonLabel = (x: Pick<Season, 'full_name' | 'start' | 'end'>) =>
  `${x.full_name} (${formatStay(x.start, x.end)})`;

/**
 * A season booking's own fields (bookings.md 2 "Season picker and accommodation price input"): 'Säsong' (the
 * seasons with nights left, nearest first; an edited booking keeps its season, shown as text) and
 * 'Platsavgift' in whole kronor, prefilled with the season's price for the pitch until typed over.
 */
export function SeasonFields({ f, today }: { f: BookingFormApi; today: IsoDate }) {
  const { m, errors } = f;
  const id = useId();
  const season = f.seasons.find((x) => x.id === m.s.seasonId) ?? null;
  const editing = f.mode === 'edit';
  const offered = bookableSeasons(f.seasons, today);
  const typed = m.siteFeeText;
  // Where an untyped price comes from: the pitch's, the category's or the season's own price.
  const source =
    typed == null && m.agreedPrice == null && season
      ? SEASON_PRICE_TEXTS[seasonPriceRule(season, m.s.positionId, m.s.category?.id).source]
      : null;
  const invalid = typed != null && typed.trim() !== '' && parseSiteFee(typed) === 0 && !/^\s*0+\s*$/.test(typed);
  const describedBy = [
    errors.accommodationPrice ? `${id}-error` : null,
    source || invalid ? `${id}-hint` : null,
  ].filter(Boolean);

  return (
    <div className={s.row}>
      {editing ? (
        <div className={s.field}>
          <span className={s.label}>{FORM_TEXTS.season}</span>
          <span className={s.readOnly}>{season ? seasonLabel(season) : '–'}</span>
        </div>
      ) : (
        <SelectField
          label={FORM_TEXTS.season}
          value={String(m.s.seasonId ?? '')}
          onChange={(v) => f.set.season(v ? Number(v) : null)}
          error={errors.season ?? (offered.length ? null : FORM_TEXTS.noSeasons)}
          options={[
            ...(season || offered.length ? [] : [{ value: '', label: '–' }]),
            ...offered.map((x) => ({ value: String(x.id), label: seasonLabel(x) })),
          ]}
        />
      )}
      <div className={s.field}>
        <label htmlFor={`${id}-fee`} className={s.label}>
          {FORM_TEXTS.siteFee}
        </label>
        <span className={s.suffix}>
          <input
            id={`${id}-fee`}
            className={s.priceInput}
            inputMode="numeric"
            autoComplete="off"
            value={typed ?? siteFeeText(m.s.accommodationPrice)}
            aria-invalid={errors.accommodationPrice ? true : undefined}
            aria-describedby={describedBy.join(' ') || undefined}
            onChange={(e) => f.set.siteFee(e.target.value)}
            onFocus={(e) => e.target.select()}
          />
          {FORM_TEXTS.kronor}
        </span>
        {(source || invalid) && (
          <span id={`${id}-hint`} className={invalid ? s.warning : s.hint}>
            {invalid ? FORM_TEXTS.siteFeeInvalid : source}
          </span>
        )}
        <span id={`${id}-error`} className={s.error}>
          {errors.accommodationPrice}
        </span>
      </div>
    </div>
  );
}

/**
 * A season booking's price: 'Kostnad:' for a new one; for an edited one the agreed price → the new one,
 * plainly (a season booking is one row at its price, so the rebooking levels do not apply).
 */
export function SeasonPriceSummary({ f }: { f: BookingFormApi }) {
  const { m, errors } = f;
  const season = f.seasons.find((x) => x.id === m.s.seasonId) ?? null;
  const price = m.s.accommodationPrice;
  const amount = (ore: number) => (ore === 0 ? FORM_TEXTS.noPrice : formatKr(ore));
  return (
    <section className={s.summary} aria-label="Pris">
      {season && (
        <div className={s.summaryLine}>
          <span>
            {season.full_name} · {formatStay(m.s.checkIn, m.s.checkOut)} ·{' '}
            {nightsText(stayNights({ checkIn: m.s.checkIn, checkOut: m.s.checkOut }))}
          </span>
          <span className={s.amount}>{formatKr(price)}</span>
        </div>
      )}
      {f.mode === 'edit' ? (
        <div className={s.summaryTotal} aria-live="polite">
          <span>
            {FORM_TEXTS.currentPrice} <span className={s.amount}>{amount(m.agreedPrice ?? 0)}</span>
          </span>
          <span className={s.arrow} aria-hidden="true">
            →
          </span>
          <span>
            {FORM_TEXTS.newPrice} <span className={s.amount}>{amount(price)}</span>
          </span>
        </div>
      ) : (
        <div className={s.summaryTotal} aria-live="polite">
          <span>{FORM_TEXTS.cost}</span>
          <span className={s.amount}>{amount(price)}</span>
        </div>
      )}
      {errors.price && (
        <span className={s.error} role="alert">
          {errors.price}
        </span>
      )}
    </section>
  );
}
