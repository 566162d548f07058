import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../../commands/registry';
import { chargesOn, type CartSide } from '../../../domain/cart';
import { CHARGE_STATUS_TEXTS, EMPTY_CHARGES_TEXT } from '../../../domain/chargeStatus';
import { basePriceOre, chargeLineTotalOre, unitPriceOre } from '../../../domain/discount';
import { formatKr } from '../../../domain/money';
import { cart$, focusStep, moveBlockReason, moveLine, type CartLine } from './cartStore';
import { percentText, unitsText } from './parseInput';
import { moveUnits } from './till.commands';
import * as s from './register.css';

export { EMPTY_CHARGES_TEXT };
/** money.md 3 Charge status (shared with the booking pane's 'Avgifter'). */
const STATUS: Record<string, string> = CHARGE_STATUS_TEXTS;

const rowId = (id: string) => `cart-row-${id}`;

function discountText(l: CartLine): string | null {
  if (l.discountType === 'percent' && l.discountValue > 0) return `−${percentText(l.discountValue)} %`;
  if (l.discountType === 'flat' && l.discountValue > 0) return `−${formatKr(l.discountValue)}`;
  if (l.discountType === 'fixed' && basePriceOre(l) !== l.price) return `ord. ${formatKr(basePriceOre(l))}`;
  return null;
}

function MoveButtons({ line, to }: { line: CartLine; to: CartSide }) {
  if (line.side === to) return null;
  const arrow = to === 'right' ? ['›', '»'] : ['‹', '«'];
  const where = to === 'right' ? 'till höger' : 'till vänster';
  const btn = (label: string, text: string, run: () => void, reason: string | null) => (
    <button
      key={label}
      type="button"
      tabIndex={-1}
      className={s.moveButton}
      aria-label={`${label} ${where}`}
      title={reason ?? `${label} ${where}`}
      disabled={reason != null}
      onClick={(e) => {
        e.stopPropagation();
        cart$.focusedId.set(line.clientId);
        run();
      }}
    >
      {text}
    </button>
  );
  const buttons = [
    btn('Flytta alla', arrow[1], () => moveLine(line.clientId, 'all'), null),
    btn('Flytta en', arrow[0], () => moveLine(line.clientId, 'one'), moveBlockReason(line, 'one')),
    btn('Flytta antal', 'x', () => void moveUnits(line), line.saved ? moveBlockReason(line, { units: 1 }) : null),
  ];
  return <>{to === 'right' ? [buttons[2], buttons[1], buttons[0]] : buttons}</>;
}

function Line({ line, focused }: { line: CartLine; focused: boolean }) {
  const note = discountText(line);
  return (
    <tr
      id={rowId(line.clientId)}
      className={[s.row, focused ? s.rowFocused : ''].join(' ')}
      aria-selected={focused}
      onClick={() => cart$.focusedId.set(line.clientId)}
    >
      <td className={s.moveCell}>
        <MoveButtons line={line} to="left" />
      </td>
      <td>{line.saved ? <span className={s.chip.saved}>Sparad</span> : null}</td>
      <td>
        {line.name}
        {line.caption ? <span className={s.discountNote}>{line.caption}</span> : null}
        {line.deliveryDate ? <span className={s.discountNote}>Leverans {line.deliveryDate}</span> : null}
      </td>
      <td className={s.num}>{unitsText(line.quantity)}</td>
      <td className={s.num}>
        {formatKr(unitPriceOre(line))}
        {note ? <span className={s.discountNote}>{note}</span> : null}
      </td>
      <td className={s.num}>{formatKr(chargeLineTotalOre(line))}</td>
      <td>
        {line.status ? (
          <span className={line.status === 'paid' ? s.chip.paid : s.chip.plain}>
            {STATUS[line.status] ?? line.status}
          </span>
        ) : null}
      </td>
      <td className={s.moveCell}>
        <MoveButtons line={line} to="right" />
      </td>
    </tr>
  );
}

/**
 * The charges table (money.md 2): one tab stop; ↑/↓ choose the line, → / ← move it to the other
 * side (with Shift one unit), Enter edits its quantity. The two sides are two groups of rows.
 */
export function ChargesTable() {
  const lines = useValue(cart$.lines);
  const focusedId = useValue(cart$.focusedId);
  const tableRef = useRef<HTMLTableElement>(null);
  const left = chargesOn(lines, 'left');
  const right = chargesOn(lines, 'right');
  const focused = lines.find((l) => l.clientId === focusedId) ?? null;

  useEffect(() => {
    if (focusedId) document.getElementById(rowId(focusedId))?.scrollIntoView?.({ block: 'nearest' });
  }, [focusedId]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const handled = () => {
      e.preventDefault();
      e.stopPropagation();
    };
    if (e.key === 'ArrowDown') {
      handled();
      focusStep(1);
    } else if (e.key === 'ArrowUp') {
      handled();
      focusStep(-1);
    } else if (e.key === 'Home') {
      handled();
      focusStep(-Infinity);
    } else if (e.key === 'End') {
      handled();
      focusStep(Infinity);
    } else if (focused && (e.key === 'ArrowRight' || e.key === 'ArrowLeft')) {
      handled();
      const to: CartSide = e.key === 'ArrowRight' ? 'right' : 'left';
      if (focused.side !== to) moveLine(focused.clientId, e.shiftKey ? 'one' : 'all');
    } else if (focused && e.key === 'Enter') {
      handled();
      void executeCommand('register.quantity', undefined, 'hotkey');
    }
  };

  return (
    <div className={s.tableWrap}>
      <table
        ref={tableRef}
        className={s.table}
        role="grid"
        aria-label="Avgifter"
        tabIndex={0}
        aria-activedescendant={focused ? rowId(focused.clientId) : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (!focusedId && lines.length) focusStep(0);
        }}
      >
        <thead>
          <tr>
            <th className={s.moveCell}>
              <span aria-hidden="true">←</span> Flytta
            </th>
            <th>Sparad</th>
            <th>Vara</th>
            <th className={s.num}>Antal</th>
            <th className={s.num}>Pris</th>
            <th className={s.num}>Summa</th>
            <th>Status</th>
            <th className={s.moveCell}>
              Flytta <span aria-hidden="true">→</span>
            </th>
          </tr>
        </thead>
        {lines.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={8} className={s.empty}>
                {EMPTY_CHARGES_TEXT}
              </td>
            </tr>
          </tbody>
        ) : (
          <>
            <tbody>
              {right.length > 0 && (
                <tr className={s.sideRow}>
                  <td colSpan={8}>Kvar i varukorgen</td>
                </tr>
              )}
              {left.map((l) => (
                <Line key={l.clientId} line={l} focused={l.clientId === focusedId} />
              ))}
            </tbody>
            {right.length > 0 && (
              <tbody>
                <tr className={s.sideRow}>
                  <td colSpan={8}>Betalas nu</td>
                </tr>
                {right.map((l) => (
                  <Line key={l.clientId} line={l} focused={l.clientId === focusedId} />
                ))}
              </tbody>
            )}
          </>
        )}
      </table>
    </div>
  );
}
