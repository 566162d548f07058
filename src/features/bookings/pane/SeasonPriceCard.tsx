import { useEffect, useRef, useState } from 'react';
import { useFocusLayer } from '../../../commands/focusStack';
import type { Booking } from '../../../contracts/bookings';
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { showSnackbar } from '../../../data/snackbars';
import { canSaveSiteFee, parseSiteFee } from '../../../domain/bookingForm';
import { Button } from '../../../ui/Button';
import { CommandButton } from '../../../ui/CommandButton';
import { Skeleton } from '../../../ui/PaneParts';
import { TextField } from '../../../ui/TextField';
import { announceSeasonChange } from '../list/seasonChanges';
import { kr } from './format';
import { onSeasonPriceEdit, SEASON_PRICE_LAYER, takeSeasonPriceEdit } from './seasonPrice.commands';
import * as s from './seasonPrice.css';

const FAILED = 'Ett fel inträffade';

/** The server's words for a refused price: the field's message, else the answer's. */
function refusal(err: unknown): string {
  if (!(err instanceof ApiError)) return FAILED;
  return err.fieldErrors.price?.[0] ?? (err.message || FAILED);
}

function Amount({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={s.amount}>
      <dt className={s.label}>{label}</dt>
      <dd className={s.value}>{children}</dd>
    </div>
  );
}

/**
 * A season booking's price card (bookings.md "Other panels"): its site fees in all, paid or invoiced,
 * and what remains; the pen ('Ändra säsongspris') edits the price in whole kronor. After a save the
 * booking and the season list are read again, whether the server took the price or refused it.
 */
export function SeasonPriceCard({
  booking: b,
  detailLoaded,
  onReload,
}: {
  booking: Booking;
  detailLoaded: boolean;
  onReload: () => void;
}) {
  const total = typeof b.total_accommodation_amount === 'number' ? b.total_accommodation_amount : 0;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [inputFocused, setInputFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // While the input has the keyboard, Escape and the pane's keys belong to the edit.
  useFocusLayer('modal', editing && inputFocused, SEASON_PRICE_LAYER);

  const totalRef = useRef(total);
  totalRef.current = total;
  useEffect(() => {
    const start = () => {
      if (!takeSeasonPriceEdit(b.id)) return;
      setText(String(Math.round(totalRef.current / 100)));
      setError(null);
      setEditing(true);
      // Asked again while editing: the input takes the keyboard back.
      input.current?.focus();
    };
    start();
    return onSeasonPriceEdit(start);
  }, [b.id]);

  const leave = () => {
    setEditing(false);
    setError(null);
  };
  const canSave = !saving && canSaveSiteFee(text, total);
  const save = async () => {
    if (!canSave) return;
    setSaving(true);
    setError(null);
    try {
      await call('POST bookings/set-accommodation-price', {
        body: { bookingId: b.id, price: parseSiteFee(text) },
        silent: true,
      });
      setEditing(false);
      showSnackbar('success', 'Det nya priset är sparat');
    } catch (err) {
      setError(refusal(err));
      input.current?.focus();
    } finally {
      setSaving(false);
      onReload();
      announceSeasonChange();
    }
  };
  const onKeyDown = (e: { key: string; preventDefault(): void }) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      leave();
    }
  };

  const later = (v: React.ReactNode) => (detailLoaded ? v : <Skeleton width={120} />);
  return (
    <section className={s.card} aria-labelledby={`season-price-${b.id}`}>
      <div className={s.head}>
        <h3 id={`season-price-${b.id}`} className={s.title}>
          Säsongspris
        </h3>
        {!editing && <CommandButton command="booking.editSeasonPrice" className={s.pen} />}
      </div>
      <dl className={s.amounts}>
        <Amount label="Platsavgifter totalt">{kr(total)}</Amount>
        <Amount label="Betalt eller fakturerat">{later(kr(b.paid_accommodation_amount))}</Amount>
        <Amount label="Kvar att betala">{kr(b.remaining_accommodation_amount)}</Amount>
      </dl>
      {editing && (
        <div className={s.edit}>
          <div className={s.input}>
            <TextField
              ref={input}
              label="Nytt pris (hela kronor)"
              value={text}
              onChange={(v) => {
                setText(v);
                setError(null);
              }}
              error={error}
              inputMode="numeric"
              autoFocus
              onKeyDown={onKeyDown}
              onFocus={() => setInputFocused(true)}
              onBlur={() => setInputFocused(false)}
            />
          </div>
          <div className={s.editButtons}>
            <Button
              variant="primary"
              hotkey="enter"
              aria-label="Spara nytt pris"
              isDisabled={!canSave}
              onPress={() => void save()}
            >
              <span className={s.wide}>Spara nytt pris</span>
              <span className={s.narrow}>Spara</span>
            </Button>
            <Button hotkey="escape" onPress={leave}>
              Avbryt
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
