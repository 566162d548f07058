import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { KeyCap } from '../../../ui/KeyCap';
import * as ui from '../../../ui/styles.css';
import { submitSplit } from './orderFlows';
import { chargeTotalOre, findOrder, formatQuantity, krText, type ParkedOrder } from './ordersData';
import { split$, type SplitMode } from './ordersUi';
import * as s from './orders.css';

export const SPLIT_TEXTS = {
  title: (name: string) => `Dela nota ${name}`,
  even: 'Dela jämnt',
  manual: 'Dela manuellt',
  parts: 'Antal delar',
  partsInvalid: 'Ange ett antal mellan 2 och 10',
  evenHint:
    'Styckvaror delas i hela enheter, lösvikt i delar som går jämnt ut i ören; det som blir över stannar på den första notan.',
  manualLegend: 'Varor som flyttas till en ny nota',
  noneChosen: 'Välj minst en vara',
  allChosen: 'Minst en vara måste vara kvar på notan',
  submit: 'Dela',
} as const;
export const MIN_PARTS = 2;
export const MAX_PARTS = 10;

/** 'Dela nota': evenly into 2-10 parts, or chosen lines (Space ticks) moved to a new order. */
export function SplitDialog() {
  const request = useValue(split$);
  const order = request ? findOrder(request.orderId) : undefined;
  return (
    <Dialog
      title={order ? SPLIT_TEXTS.title(order.name) : ''}
      isOpen={request != null && order != null}
      onClose={() => split$.set(null)}
      width={500}
    >
      {request && order && <SplitForm key={`${order.id}-${request.mode}`} order={order} initialMode={request.mode} />}
    </Dialog>
  );
}

function SplitForm({ order, initialMode }: { order: ParkedOrder; initialMode: SplitMode }) {
  const [mode, setMode] = useState<SplitMode>(initialMode);
  const [parts, setParts] = useState('2');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The dialog puts focus on its first field (the mode radios); the chosen mode's input wants it.
  useEffect(() => {
    const id = requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLInputElement>(
          initialMode === 'even' ? 'input[inputmode="numeric"]' : 'input[type="checkbox"]',
        )
        ?.focus(),
    );
    return () => cancelAnimationFrame(id);
  }, [initialMode]);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    let body: Parameters<typeof submitSplit>[0];
    if (mode === 'even') {
      const n = Number(parts.trim());
      if (!Number.isInteger(n) || n < MIN_PARTS || n > MAX_PARTS) {
        setError(SPLIT_TEXTS.partsInvalid);
        return;
      }
      body = { id: order.id, parts: n };
    } else {
      if (chosen.size === 0) {
        setError(SPLIT_TEXTS.noneChosen);
        return;
      }
      if (chosen.size === order.charges.length) {
        setError(SPLIT_TEXTS.allChosen);
        return;
      }
      body = {
        id: order.id,
        charges: order.charges.filter((c) => chosen.has(c.id)).map((c) => ({ id: c.id, quantity: c.quantity })),
      };
    }
    setBusy(true);
    const problem = await submitSplit(body);
    setBusy(false);
    if (problem) setError(problem);
  };

  const toggle = (id: number) => {
    setError(null);
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  // Enter anywhere but on a button splits; ↑/↓ walk the lines.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const t = e.target as HTMLElement;
    if (e.key === 'Enter' && t instanceof HTMLInputElement && t.type !== 'text') {
      e.preventDefault();
      void submit();
      return;
    }
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && t instanceof HTMLInputElement && t.type === 'checkbox') {
      const boxes = [...e.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
      const next = boxes[boxes.indexOf(t) + (e.key === 'ArrowDown' ? 1 : -1)];
      if (next) {
        e.preventDefault();
        next.focus();
      }
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} onKeyDown={onKeyDown} noValidate className={s.splitForm}>
      <fieldset className={s.modes} aria-label="Sätt att dela">
        {(['even', 'manual'] as const).map((m) => (
          <label key={m} className={s.choice}>
            <input
              type="radio"
              name="split-mode"
              value={m}
              checked={mode === m}
              onChange={() => {
                setMode(m);
                setError(null);
              }}
            />
            {m === 'even' ? SPLIT_TEXTS.even : SPLIT_TEXTS.manual}
          </label>
        ))}
      </fieldset>
      {mode === 'even' ? (
        <>
          <TextField
            label={SPLIT_TEXTS.parts}
            value={parts}
            inputMode="numeric"
            maxLength={2}
            onChange={(v) => {
              setParts(v);
              setError(null);
            }}
            onFocus={(e) => (e.target as HTMLInputElement).select()}
          />
          <p className={s.hint}>{SPLIT_TEXTS.evenHint}</p>
        </>
      ) : (
        <fieldset className={s.lines}>
          <legend className={s.legend}>{SPLIT_TEXTS.manualLegend}</legend>
          {order.charges.map((c) => (
            <label key={c.id} className={s.line}>
              <input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} />
              <span>{c.caption || c.product?.name}</span>
              <span className={s.muted}>{formatQuantity(c.quantity)} st</span>
              <span className={s.amount}>{krText(chargeTotalOre(c))}</span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      <div className={ui.dialogActions}>
        <Button className={ui.button.secondary} onPress={() => split$.set(null)}>
          Avbryt
          <KeyCap hotkey="escape" />
        </Button>
        <Button type="submit" className={ui.button.primary} isDisabled={busy}>
          {SPLIT_TEXTS.submit}
          <KeyCap hotkey="enter" />
        </Button>
      </div>
    </form>
  );
}
