import { useState, type FormEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import {
  availableDiscountTypes,
  chargeLineTotalOre,
  chooseDiscountType,
  setDiscountValue,
  setPriceByHand,
  unitPriceOre,
  validateChargePrice,
  type ChargePricing,
  type DiscountType,
} from '../../../domain/discount';
import { formatKr } from '../../../domain/money';
import type { Product } from '../../../contracts/till';
import { todayInStockholm } from '../../../domain/dates';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import * as ui from '../../../ui/styles.css';
import { pendingProduct$, productLike } from './addFlow';
import { addProduct, cart$, replacePricing, validateQuantity, type CartLine } from './cartStore';
import { kronorText, parseKronor, parsePercent, parseUnits, percentText, unitsText } from './parseInput';
import { lineEdit$ } from './till.commands';
import { applyDiscountAll, discountAllOpen$, DISCOUNT_ALL_TEXTS, discountTargets } from './tillExtras.commands';
import * as s from './register.css';

export const DISCOUNT_LABELS: Record<DiscountType, string> = {
  none: 'Ingen rabatt',
  fixed: 'Fast pris',
  flat: 'Kronor',
  percent: 'Procent',
};
export const DELIVERY_DATE_REQUIRED = 'Ange ett leveransdatum';

/** The price input, the 'Rabatt' dropdown and the value field, every change through the discount rules. */
function PricingFields({
  draft,
  onChange,
  remembered,
  autoFocus,
}: {
  draft: ChargePricing;
  onChange: (d: ChargePricing) => void;
  remembered: number;
  autoFocus?: boolean;
}) {
  const [priceText, setPriceText] = useState(kronorText(draft.price));
  const [valueText, setValueText] = useState(
    draft.discountType === 'percent' ? percentText(draft.discountValue) : kronorText(draft.discountValue),
  );
  const [priceError, setPriceError] = useState<string | null>(null);
  const isPercent = draft.discountType === 'percent';
  const apply = (d: ChargePricing, keepValueText = false) => {
    onChange(d);
    setPriceText(kronorText(d.price));
    if (!keepValueText)
      setValueText(d.discountType === 'percent' ? percentText(d.discountValue) : kronorText(d.discountValue));
  };
  return (
    <>
      <TextField
        label="Pris"
        value={priceText}
        autoFocus={autoFocus}
        inputMode="decimal"
        error={priceError}
        onFocus={(e) => (e.target as HTMLInputElement).select()}
        onChange={(v) => {
          setPriceText(v);
          const ore = parseKronor(v);
          const problem =
            v.trim() === ''
              ? validateChargePrice(null)
              : ore == null
                ? 'Priset måste vara ett tal'
                : validateChargePrice(ore);
          setPriceError(problem);
          if (!problem && ore != null) {
            const next = setPriceByHand(draft, ore);
            onChange(next);
            setValueText(kronorText(next.discountValue));
          }
        }}
      />
      <div className={s.fieldRow}>
        <label className={s.selectLabel}>
          Rabatt
          <select
            className={s.select}
            value={draft.discountType}
            onChange={(e) => apply(chooseDiscountType(draft, e.target.value as DiscountType, remembered))}
          >
            {availableDiscountTypes(draft).map((t) => (
              <option key={t} value={t}>
                {DISCOUNT_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        {draft.discountType !== 'none' && (
          <TextField
            label={
              isPercent ? 'Rabatt %' : draft.discountType === 'fixed' ? 'Avdrag från ordinarie pris Kr' : 'Rabatt Kr'
            }
            value={valueText}
            inputMode="decimal"
            hint={isPercent ? '%' : 'Kr'}
            onChange={(v) => {
              setValueText(v);
              const n = isPercent ? parsePercent(v) : parseKronor(v);
              if (n != null) apply(setDiscountValue(draft, n), true);
            }}
            onBlur={() => setValueText(isPercent ? percentText(draft.discountValue) : kronorText(draft.discountValue))}
          />
        )}
      </div>
      <p className={s.summary} aria-live="polite">
        Pris efter rabatt {formatKr(unitPriceOre(draft))} · Summa {formatKr(chargeLineTotalOre(draft))}
      </p>
    </>
  );
}

/** 'Pris och rabatt' for a cart line (alt+x). */
export function LineEditDialog() {
  const id = useValue(lineEdit$);
  const line = useValue(() => (id ? (cart$.lines.get().find((l) => l.clientId === id) ?? null) : null));
  return (
    <Dialog title="Pris och rabatt" isOpen={line != null} onClose={() => lineEdit$.set(null)} width={480}>
      {line && <LineEditBody key={line.clientId} line={line} />}
    </Dialog>
  );
}

function LineEditBody({ line }: { line: CartLine }) {
  const [draft, setDraft] = useState<ChargePricing>(line);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (validateChargePrice(draft.price)) return;
    replacePricing(line.clientId, draft);
    lineEdit$.set(null);
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <p className={s.muted}>
        {line.name} · {unitsText(line.quantity)} st
      </p>
      <PricingFields draft={draft} onChange={setDraft} remembered={line.price} autoFocus />
      <div className={ui.dialogActions}>
        <Button onPress={() => lineEdit$.set(null)} hotkey="escape">
          Avbryt
        </Button>
        <Button type="submit" variant="primary" hotkey="enter">
          Spara
        </Button>
      </div>
    </form>
  );
}

/** The edit-charge dialog before a product without price, or needing a delivery date, goes into the cart. */
export function AddChargeDialog() {
  const p = useValue(pendingProduct$);
  return (
    <Dialog
      title={p ? `Lägg till ${p.name}` : ''}
      isOpen={p != null}
      onClose={() => pendingProduct$.set(null)}
      width={480}
    >
      {p && <AddChargeBody key={p.id} product={p} />}
    </Dialog>
  );
}

function AddChargeBody({ product }: { product: Product }) {
  const original = product.price > 0 ? (product.price as number) : null;
  const [draft, setDraft] = useState<ChargePricing>({
    quantity: 1000,
    price: original ?? 0,
    originalPrice: original,
    discountType: 'none',
    discountValue: 0,
  });
  const [qText, setQText] = useState('1');
  const [date, setDate] = useState<string>(product.requires_delivery_date ? todayInStockholm() : '');
  const [errors, setErrors] = useState<{ price?: string | null; quantity?: string | null; date?: string | null }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const quantity = parseUnits(qText);
    const next = {
      price:
        draft.price > 0 || draft.discountType === 'fixed'
          ? validateChargePrice(draft.price)
          : validateChargePrice(null),
      quantity: validateQuantity(quantity),
      date: product.requires_delivery_date && !/^\d{4}-\d{2}-\d{2}$/.test(date) ? DELIVERY_DATE_REQUIRED : null,
    };
    setErrors(next);
    if (next.price || next.quantity || next.date) return;
    const id = addProduct(productLike(product), {
      quantity: quantity!,
      price: draft.price,
      deliveryDate: date || null,
    });
    if (draft.discountType !== 'none') replacePricing(id, draft);
    pendingProduct$.set(null);
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate>
      {errors.price && (
        <p role="alert" className={s.blocked}>
          {errors.price}
        </p>
      )}
      <PricingFields draft={draft} onChange={setDraft} remembered={draft.price} autoFocus />
      <div className={s.fieldRow}>
        <TextField label="Antal" value={qText} inputMode="decimal" error={errors.quantity} onChange={setQText} />
        {product.requires_delivery_date ? (
          <label className={s.selectLabel}>
            Leveransdatum
            <input
              type="date"
              className={s.select}
              value={date}
              required
              aria-invalid={!!errors.date}
              onChange={(e) => setDate(e.target.value)}
            />
            {errors.date && (
              <span role="alert" className={ui.fieldError}>
                {errors.date}
              </span>
            )}
          </label>
        ) : null}
      </div>
      <div className={ui.dialogActions}>
        <Button onPress={() => pendingProduct$.set(null)} hotkey="escape">
          Avbryt
        </Button>
        <Button type="submit" variant="primary" hotkey="enter">
          Lägg i varukorgen
        </Button>
      </div>
    </form>
  );
}

/** 'Rabatt på alla' (alt+shift+r): Kronor or Procent, a value, and whether existing discounts are replaced. */
export function DiscountAllDialog() {
  const open = useValue(discountAllOpen$);
  return (
    <Dialog title={DISCOUNT_ALL_TEXTS.title} isOpen={open} onClose={() => discountAllOpen$.set(false)} width={480}>
      {open && <DiscountAllBody />}
    </Dialog>
  );
}

function DiscountAllBody() {
  const [type, setType] = useState<'percent' | 'flat'>('percent');
  const [text, setText] = useState('');
  const [override, setOverride] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = discountTargets().length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = (type === 'percent' ? parsePercent : parseKronor)(text) ?? 0;
    const problem = applyDiscountAll({ type, value, override });
    setError(problem);
    if (!problem) discountAllOpen$.set(false);
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <p className={s.muted}>
        Gäller {count} {count === 1 ? 'ny rad' : 'nya rader'} som betalas nu. Sparade avgifter ändras inte.
      </p>
      <div className={s.fieldRow}>
        <label className={s.selectLabel}>
          Rabatt
          <select
            className={s.select}
            value={type}
            onChange={(e) => {
              setType(e.target.value as 'percent' | 'flat');
              setError(null);
            }}
          >
            <option value="percent">Procent</option>
            <option value="flat">Kronor</option>
          </select>
        </label>
        <TextField
          label={type === 'percent' ? 'Rabatt %' : 'Rabatt Kr'}
          value={text}
          autoFocus
          inputMode="decimal"
          error={error}
          hint={type === 'percent' ? '%' : 'Kr per st'}
          onChange={(v) => {
            setText(v);
            setError(null);
          }}
        />
      </div>
      <label className={s.selectLabel} style={{ flexDirection: 'row', alignItems: 'center' }}>
        <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />
        Ersätt rabatter som raderna redan har
      </label>
      <div className={ui.dialogActions}>
        <Button onPress={() => discountAllOpen$.set(false)} hotkey="escape">
          Avbryt
        </Button>
        <Button type="submit" variant="primary" hotkey="enter">
          Ge rabatt
        </Button>
      </div>
    </form>
  );
}

/** The sale screen's dialogs, closed at first: their code loads just after the screen (RegisterScreen). */
export function RegisterDialogs() {
  return (
    <>
      <AddChargeDialog />
      <LineEditDialog />
      <DiscountAllDialog />
    </>
  );
}
