import { useEffect, useId, useRef, useState } from 'react';
import { BOOKING_FORM_TEXTS, groupSizeOptions, isRealPosition } from '../../../domain/bookingForm';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/icons';
import { CustomerPicker } from './CustomerPicker';
import { cardTotal, FORM_TEXTS, type FormErrors } from './formModel';
import { GuestFields } from './GuestFields';
import { PositionPicker } from './PositionPicker';
import { SelectField } from './SelectField';
import type { BookingFormApi } from './useBookingForm';
import * as s from './bookingForm.css';

const text = (n: number) => (Number.isInteger(n) ? String(n) : '');

/**
 * The group form (bookings.md 2): how many bookings ('Antal bokningar', 1 to 10), one card per booking
 * titled 'Bokning #n' with its pitch, guests, a delete button and 'Lägg till annan gäst' for a guest of
 * its own; one cancellation policy for all or one per card. The card with the keyboard is marked.
 */
export function GroupFields({ f }: { f: BookingFormApi }) {
  const { m, errors } = f;
  const cards = m.s.group.bookings;
  const nameId = useId();
  const same = m.s.group.sameCancellationPolicy;
  const policyOptions = f.policies.map((p) => ({
    value: String(p.id),
    label: `${p.name} (${p.human_readable_price})`,
  }));
  return (
    <div className={s.form}>
      <div className={s.row}>
        <SelectField
          label={FORM_TEXTS.bookingCount}
          value={String(cards.length)}
          onChange={(v) => f.set.groupCount(Number(v))}
          error={errors.groupSize}
          options={groupSizeOptions(cards.length).map((n) => ({ value: String(n), label: String(n) }))}
        />
        <div className={s.field}>
          <label htmlFor={nameId} className={s.label}>
            {FORM_TEXTS.groupName}
          </label>
          <input
            id={nameId}
            className={s.control}
            maxLength={100}
            value={m.groupName}
            onChange={(e) => f.set.groupName(e.target.value)}
          />
        </div>
        {f.policies.length > 1 && (
          <label className={s.check}>
            <input type="checkbox" checked={same} onChange={(e) => f.set.samePolicy(e.target.checked)} />
            {FORM_TEXTS.samePolicy}
          </label>
        )}
      </div>
      {cards.map((b, i) => {
        const held = new Map<number, string>();
        cards.forEach((o, j) => {
          if (o.clientId !== b.clientId && isRealPosition(o.positionId))
            held.set(o.positionId, `Vald i ${BOOKING_FORM_TEXTS.groupBookingTitle(j + 1)}`);
        });
        const key = (field: string) => errors[`bookings.${b.clientId}.${field}` as keyof FormErrors] ?? null;
        return (
          <GroupCard
            key={b.clientId}
            n={i + 1}
            canRemove={cards.length > 1}
            onRemove={() => f.set.removeCard(b.clientId)}
          >
            <div className={s.row}>
              <PositionPicker
                label={FORM_TEXTS.position}
                positions={f.positions}
                value={b.positionId}
                onChange={(id) => f.set.cardPosition(b.clientId, id)}
                availability={f.availability}
                error={key('position')}
                isDisabled={!m.s.category}
                heldElsewhere={held}
              />
              <GuestFields
                text={{ adults: text(b.adults), children: text(b.children), dogs: text(b.dogs) }}
                onChange={(field, t) => f.set.cardGuest(b.clientId, field, t)}
                errors={{
                  adults: key('adults') ?? undefined,
                  children: key('children') ?? undefined,
                  dogs: key('dogs') ?? undefined,
                  guests: key('guests') ?? undefined,
                }}
                limits={{ adults: f.category?.max_adults ?? 99, children: f.category?.max_children ?? 99 }}
              />
            </div>
            <div className={s.row}>
              <CardGuest
                value={m.cardCustomers[b.clientId] ?? null}
                onChange={(c) => f.set.cardCustomer(b.clientId, c)}
              />
              {!same && f.policies.length > 1 && (
                <SelectField
                  label={FORM_TEXTS.cancellationPolicy}
                  value={String(m.cardPolicies[b.clientId] ?? m.cancellationPolicyId ?? '')}
                  onChange={(v) => f.set.cardPolicy(b.clientId, v ? Number(v) : null)}
                  options={policyOptions}
                />
              )}
            </div>
          </GroupCard>
        );
      })}
    </div>
  );
}

function GroupCard({
  n,
  canRemove,
  onRemove,
  children,
}: {
  n: number;
  canRemove: boolean;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  const title = BOOKING_FORM_TEXTS.groupBookingTitle(n);
  const titleId = useId();
  return (
    <section className={s.card} aria-labelledby={titleId}>
      <div className={s.cardHeader}>
        <h3 id={titleId} className={s.cardTitle}>
          {title}
        </h3>
        <Button variant="ghost" aria-label={FORM_TEXTS.removeCard(n)} isDisabled={!canRemove} onPress={onRemove}>
          <Icon name="trash" size={14} />
        </Button>
      </div>
      {children}
    </section>
  );
}

/** 'Lägg till annan gäst': the card's own customer instead of the group's. */
function CardGuest({
  value,
  onChange,
}: {
  value: { id: number; full_name: string } | null;
  onChange: (c: Parameters<React.ComponentProps<typeof CustomerPicker>['onChange']>[0]) => void;
}) {
  const [open, setOpen] = useState(value != null);
  // The pressed button leaves the page: the keyboard goes on in the 'Gäst' field it opens.
  const opened = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open && opened.current) input.current?.focus();
  }, [open]);
  if (!open)
    return (
      <Button
        variant="ghost"
        onPress={() => {
          opened.current = true;
          setOpen(true);
        }}
      >
        {BOOKING_FORM_TEXTS.otherGuest}
      </Button>
    );
  return (
    <CustomerPicker
      value={value}
      onChange={onChange}
      label={FORM_TEXTS.cardCustomer}
      withFormButtons={false}
      inputRef={input}
    />
  );
}

/** The group's price: one line per booking and 'Kostnad:' for them all. */
export function GroupPriceSummary({ f }: { f: BookingFormApi }) {
  const answers = f.groupPrice.data;
  const cards = f.m.s.group.bookings;
  return (
    <section className={s.summary} aria-label="Pris" aria-busy={f.groupPrice.status === 'loading'}>
      {answers &&
        cards.map((b, i) => {
          const name = f.positions.find((p) => p.id === b.positionId)?.full_name ?? FORM_TEXTS.noPosition;
          return (
            <div key={b.clientId} className={s.summaryLine}>
              <span>
                {BOOKING_FORM_TEXTS.groupBookingTitle(i + 1)} · {name}
              </span>
              <span className={s.amount}>{answers[i] ? formatKr(cardTotal(f.m, b.positionId, answers[i])) : '–'}</span>
            </div>
          );
        })}
      <div className={s.summaryTotal} aria-live="polite">
        <span>{FORM_TEXTS.cost}</span>
        <span className={s.amount}>
          {f.errors.price
            ? null
            : f.groupPrice.status === 'idle'
              ? f.m.s.category
                ? '–'
                : FORM_TEXTS.chooseCategory
              : f.total == null
                ? '…'
                : f.total === 0
                  ? FORM_TEXTS.noPrice
                  : formatKr(f.total)}
        </span>
      </div>
      {f.errors.price && (
        <span className={s.error} role="alert">
          {f.errors.price}
        </span>
      )}
    </section>
  );
}
