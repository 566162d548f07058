import { useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { getCommand } from '../../../commands/registry';
import { arrivalTimeOptions, BOOKING_FORM_TEXTS, type BookingType } from '../../../domain/bookingForm';
import type { IsoDate } from '../../../domain/dates';
import { isInSeason } from '../../../domain/seasonPrice';
import { CommandButton } from '../../../ui/CommandButton';
import { Button } from '../../../ui/Button';
import { useFocusWhenOpen } from '../../../ui/useFocusWhenOpen';
import { CategoryPicker } from './CategoryPicker';
import { CustomerPicker } from './CustomerPicker';
import { DateRangeField } from './DateRangeField';
import { FORM_TEXTS, lodgingTypesOf } from './formModel';
import { GroupFields, GroupPriceSummary } from './GroupFields';
import { GuestFields } from './GuestFields';
import { PositionPicker } from './PositionPicker';
import { FeeOptions, PriceSummary } from './PriceSummary';
import { RebookingPreview } from './RebookingPreview';
import { SeasonFields, SeasonPriceSummary } from './SeasonFields';
import { SelectField } from './SelectField';
import type { BookingFormApi } from './useBookingForm';
import * as s from './bookingForm.css';

const ARRIVAL_TIMES = arrivalTimeOptions();
const TYPES: BookingType[] = ['regular', 'group', 'season'];
const CHOOSE_CATEGORY = 'bookingForm.chooseCategory';
const SAVE_COMMAND = {
  save: 'bookingForm.save',
  saveAndConfirm: 'bookingForm.saveAndConfirm',
  saveAndCheckIn: 'bookingForm.saveAndCheckIn',
} as const;

/** The first text field inside an element (the dates' check-in, the next field after a picker). */
const focusIn = (el: Element | null | undefined) => el?.querySelector<HTMLElement>('input, select')?.focus();

/**
 * The booking form's fields, top to bottom in Tab order (bookings.md 2 "Booking form dialog"): type,
 * customer, dates and arrival, category, position and lodging type, guests, season and its price (season
 * bookings), cancellation policy, fees, price, and the save buttons with their keys. An existing booking's
 * type cannot change: it shows as text.
 */
export function BookingForm({ f, today }: { f: BookingFormApi; today: IsoDate }) {
  const { m, errors } = f;
  const customerRef = useRef<HTMLInputElement>(null);
  const datesRef = useRef<HTMLDivElement>(null);
  const afterPositionRef = useRef<HTMLDivElement>(null);
  const editing = f.mode === 'edit';
  const group = m.s.type === 'group';
  const season = m.s.type === 'season';
  const theSeason = season ? (f.seasons.find((x) => x.id === m.s.seasonId) ?? null) : null;
  // The customer first for a new booking without one; otherwise the stay (decided once, at opening).
  const [startAtCustomer] = useState(() => !m.customer && !editing);
  useFocusWhenOpen(customerRef, startAtCustomer);

  const lodging = lodgingTypesOf(f.category, f.lodgingTypes);
  const policy = f.policies.find((p) => p.id === m.cancellationPolicyId) ?? null;
  const saveLabel = (label: string) =>
    label === BOOKING_FORM_TEXTS.saveAndCheckIn
      ? SAVE_COMMAND.saveAndCheckIn
      : label === BOOKING_FORM_TEXTS.saveAndConfirm
        ? SAVE_COMMAND.saveAndConfirm
        : SAVE_COMMAND.save;

  return (
    <div ref={f.rootRef} className={s.form}>
      {editing ? (
        // The type of a saved booking cannot change: plain text, nothing that looks pressable.
        <div className={s.field}>
          <span className={s.label}>{FORM_TEXTS.type}</span>
          <span className={s.readOnly}>{BOOKING_FORM_TEXTS.types[m.inGroup ? 'group' : m.s.type]}</span>
        </div>
      ) : (
        <RadioGroup
          className={s.field}
          orientation="horizontal"
          value={m.s.type}
          onChange={(t) => f.set.type(t as BookingType)}
        >
          <Label className={s.label}>{FORM_TEXTS.type}</Label>
          <div className={s.typeGroup}>
            {TYPES.map((t) => (
              <Radio key={t} value={t} className={s.typeOption}>
                {BOOKING_FORM_TEXTS.types[t]}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      )}

      <CustomerPicker
        value={m.customer}
        onChange={f.set.customer}
        onChosen={() => focusIn(datesRef.current)}
        error={errors.customer}
        inputRef={customerRef}
      />

      <div className={s.row}>
        <div ref={datesRef}>
          <DateRangeField
            value={{ checkIn: m.s.checkIn, checkOut: m.s.checkOut }}
            onChange={f.set.dates}
            today={today}
            // A season booking stays inside its season; a new booking cannot start in the past; an existing
            // one keeps whatever it has.
            isDateDisabled={theSeason ? (d) => !isInSeason(d, theSeason) : editing ? undefined : (d) => d < today}
            autoFocus={!startAtCustomer}
            errors={{ checkIn: errors.checkIn, checkOut: errors.checkOut }}
            // The chips are stays from today: beside an existing booking (a December stay edited in
            // November) or a season they would offer dates nobody is choosing.
            chips={!editing && !season}
          />
        </div>
        <SelectField
          label={FORM_TEXTS.arrival}
          value={m.s.expectedArrivalTime ?? ''}
          onChange={(v) => f.set.arrival(v || null)}
          error={errors.expectedArrivalTime}
          options={[{ value: '', label: FORM_TEXTS.noArrival }, ...ARRIVAL_TIMES.map((t) => ({ value: t, label: t }))]}
        />
      </div>

      <CategoryPicker
        categories={f.categories}
        value={m.s.category?.id ?? null}
        onChange={f.set.category}
        availability={f.availability}
        error={errors.category}
        hotkey={getCommand(CHOOSE_CATEGORY)?.hotkey}
        openRef={f.categoryOpener}
      />

      {group ? (
        <>
          {lodging.length > 1 && (
            <SelectField
              label={FORM_TEXTS.lodgingType}
              value={String(m.lodgingTypeId ?? '')}
              onChange={(v) => f.set.lodgingType(v ? Number(v) : null)}
              error={errors.lodgingType}
              options={lodging.map((l) => ({ value: String(l.id), label: l.name }))}
            />
          )}
          <GroupFields f={f} />
        </>
      ) : (
        <div className={s.row}>
          <PositionPicker
            positions={f.positions}
            value={m.s.positionId}
            onChange={f.set.position}
            onChosen={() => focusIn(afterPositionRef.current)}
            availability={f.availability}
            error={errors.position}
            isDisabled={!m.s.category}
          />
          <div ref={afterPositionRef} className={s.row}>
            {lodging.length > 1 && (
              <SelectField
                label={FORM_TEXTS.lodgingType}
                value={String(m.lodgingTypeId ?? '')}
                onChange={(v) => f.set.lodgingType(v ? Number(v) : null)}
                error={errors.lodgingType}
                options={lodging.map((l) => ({ value: String(l.id), label: l.name }))}
              />
            )}
            <GuestFields
              text={m.guestText}
              onChange={f.set.guest}
              errors={errors}
              limits={{ adults: f.category?.max_adults ?? 99, children: f.category?.max_children ?? 99 }}
            />
          </div>
        </div>
      )}

      {season && <SeasonFields f={f} today={today} />}

      {f.policies.length > 1 && (!group || m.s.group.sameCancellationPolicy) && (
        <div className={s.inline}>
          <SelectField
            label={FORM_TEXTS.cancellationPolicy}
            value={String(m.cancellationPolicyId ?? '')}
            onChange={(v) => f.set.policy(v ? Number(v) : null)}
            error={errors.cancellationPolicy}
            disabled={m.policyLocked}
            emptyLabel={FORM_TEXTS.noPolicy}
            hint={policy?.human_readable_text}
            options={f.policies.map((p) => ({ value: String(p.id), label: `${p.name} (${p.human_readable_price})` }))}
          />
          {m.policyLocked && <Button onPress={f.set.unlockPolicy}>{FORM_TEXTS.unlockPolicy}</Button>}
        </div>
      )}

      {season ? (
        <SeasonPriceSummary f={f} />
      ) : editing ? (
        <RebookingPreview
          preview={f.rebooking}
          value={m.rebookingLevel}
          onChange={f.set.rebookingLevel}
          error={errors.price}
        />
      ) : (
        <>
          <FeeOptions
            category={f.category}
            fees={m.s.fees}
            quoted={(group ? f.groupPrice.data?.[0] : f.price.data)?.fees ?? null}
            onChange={f.set.fee}
          />
          {group ? (
            <GroupPriceSummary f={f} />
          ) : (
            <PriceSummary
              price={f.price}
              fees={m.s.fees}
              total={f.total}
              error={errors.price}
              categoryChosen={!!m.s.category}
            />
          )}
        </>
      )}

      <div className={s.footer}>
        <span className={s.footerMessage} role="alert">
          {errors.form ?? (f.hasErrors ? FORM_TEXTS.fixErrors : null)}
        </span>
        <Button hotkey="escape" onPress={() => void f.requestClose()}>
          {FORM_TEXTS.cancel}
        </Button>
        {f.buttons.map((b) => (
          <CommandButton
            key={b.action + b.label}
            command={saveLabel(b.label)}
            variant={b.primary ? 'primary' : 'secondary'}
            isDisabled={f.saving}
          />
        ))}
      </div>
    </div>
  );
}
