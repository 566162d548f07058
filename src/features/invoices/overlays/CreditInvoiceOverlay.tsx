// 'Kreditera Faktura' (money.md 2 "Credit-invoice form", 5 "Credit invoice"): the mode, the rows to credit
// with their quantities and a custom amount, the preview before and after, and 'Skapa kreditfaktura'.
import { useEffect, useRef, useState } from 'react';
import type { CreditMode, InvoiceDetail } from '../../../contracts/invoices';
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { showSnackbar } from '../../../data/snackbars';
import { parseCreditInput } from '../../../domain/invoices';
import { INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import { openInvoice } from '../../../shell/panes/open';
import { Kbd } from '../../../ui/Kbd';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import { unitsText } from '../../till/register/parseInput';
import { closeInvoiceOverlay } from '../invoiceOverlays';
import { useInvoice } from '../useInvoice';
import { creditOutcome, initialCreditForm, type CreditFormState } from './creditForm';
import { CreditPreview } from './CreditPreview';
import { apiErrorText, closeAsking, SlideOver, useAttemptKey, useOverlayKeys } from './overlayKit';
import { ErrorLine, OverlayActions } from './overlayParts';
import { useFirstFocus } from './useFirstFocus';
import * as s from './overlay.css';

const MODES: { mode: CreditMode; label: string; hotkey: string }[] = [
  { mode: 'credit-custom', label: INVOICE_TEXTS.creditCustom, hotkey: 'alt+1' },
  { mode: 'credit-full-amount', label: INVOICE_TEXTS.creditFull, hotkey: 'alt+2' },
  { mode: 'credit-remaining-amount', label: INVOICE_TEXTS.creditRemaining, hotkey: 'alt+3' },
];

export function CreditInvoiceOverlay({ invoiceId }: { invoiceId: number }) {
  const invoice = useInvoice(invoiceId);
  const inv = invoice.data;
  const [dirty, setDirty] = useState(false);
  return (
    <SlideOver
      title={INVOICE_TEXTS.credit}
      subtitle={inv ? INVOICE_TEXTS.title(inv.invoice_number) : undefined}
      isOpen
      wide
      onRequestClose={() => void closeAsking(dirty, closeInvoiceOverlay)}
    >
      {invoice.error && !inv && <PaneError error={invoice.error} />}
      {!inv && !invoice.error && <Skeleton lines={6} />}
      {inv?.is_credit_invoice && <p className={s.error}>{INVOICE_TEXTS.creditOfCredit}</p>}
      {inv && !inv.is_credit_invoice && <CreditForm inv={inv} onDirty={setDirty} />}
    </SlideOver>
  );
}

function CreditForm({ inv, onDirty }: { inv: InvoiceDetail; onDirty: (d: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const customRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CreditFormState>(() => initialCreditForm(inv));
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const attempt = useAttemptKey();
  const out = creditOutcome(inv, state);
  const nothingLeft = inv.remaining_amount <= 0;
  const full = state.mode === 'credit-full-amount';
  const custom = state.mode === 'credit-custom';
  const dirty = JSON.stringify(state) !== JSON.stringify(initialCreditForm(inv));
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  // The mode switch has the keyboard first.
  useFirstFocus(firstRef);

  const change = (next: Partial<CreditFormState>) => {
    setState((st) => ({ ...st, ...next }));
    setServerError(null);
  };
  const setLine = (id: number, next: Partial<CreditFormState['lines'][number]>) =>
    setState((st) => ({ ...st, lines: { ...st.lines, [id]: { ...st.lines[id], ...next } } }));
  const setMode = (mode: CreditMode) => {
    if (mode === 'credit-remaining-amount' && nothingLeft) return;
    change({ mode });
  };

  const problems = attempted || out.rows.length > 0 ? out.problem : null;
  const rowErrorCount = Object.keys(out.rowErrors).length;

  const submit = async () => {
    if (saving) return;
    setAttempted(true);
    if (out.problem || rowErrorCount > 0) {
      const bad = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (bad ?? (custom ? customRef.current : firstRef.current))?.focus();
      return;
    }
    const body = { originalInvoiceId: inv.id, mode: state.mode, creditSalesItems: out.items };
    setSaving(true);
    setServerError(null);
    try {
      const d = await call('POST invoices/create-credit-invoice', {
        body: { client_key: attempt.keyFor(JSON.stringify(body)), ...body },
        silent: true,
      });
      attempt.done();
      showSnackbar('success', INVOICE_TEXTS.creditCreated(d.invoice.invoice_number));
      closeInvoiceOverlay();
      openInvoice(d.invoice.id);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 0) attempt.done();
      setServerError(apiErrorText(err));
    } finally {
      setSaving(false);
    }
  };

  useOverlayKeys(ref, true, {
    'alt+1': () => setMode('credit-custom'),
    'alt+2': () => setMode('credit-full-amount'),
    'alt+3': !nothingLeft && (() => setMode('credit-remaining-amount')),
    'mod+enter': () => void submit(),
    enter: () => void submit(),
  });

  const customRow = parseCreditInput(state.customText);
  return (
    <div ref={ref} className={s.form}>
      <fieldset className={s.segmented} aria-label={INVOICE_TEXTS.credit}>
        {MODES.map((m, i) => {
          const disabled = m.mode === 'credit-remaining-amount' && nothingLeft;
          return (
            <label key={m.mode} className={s.segment} title={disabled ? INVOICE_TEXTS.nothingRemaining : undefined}>
              <input
                ref={i === 0 ? firstRef : undefined}
                type="radio"
                name="credit-mode"
                value={m.mode}
                checked={state.mode === m.mode}
                disabled={disabled}
                onChange={() => setMode(m.mode)}
              />
              {m.label}
              <Kbd hotkey={m.hotkey} />
            </label>
          );
        })}
      </fieldset>
      {state.mode === 'credit-remaining-amount' ? (
        <p className={s.muted}>
          {INVOICE_TEXTS.creditRemaining}: <strong>{formatKr(Math.max(0, inv.remaining_amount))}</strong>
        </p>
      ) : (
        <table className={s.table}>
          <thead>
            <tr>
              <th className={s.th}>{INVOICE_TEXTS.creditColumn}</th>
              <th className={s.th}>{INVOICE_TEXTS.productColumn}</th>
              <th className={`${s.th} ${s.num}`}>{INVOICE_TEXTS.quantityColumn}</th>
              <th className={`${s.th} ${s.num}`}>{INVOICE_TEXTS.priceColumn}</th>
              <th className={`${s.th} ${s.num}`}>{INVOICE_TEXTS.sumColumn}</th>
            </tr>
          </thead>
          <tbody>
            {inv.sales_items.map((line) => {
              const choice = state.lines[line.id];
              const checked = full ? line.sale !== 0 : !!choice?.checked;
              const error = out.rowErrors[line.id];
              const name = line.caption ? `${line.product_name} (${line.caption})` : line.product_name;
              return (
                <tr key={line.id}>
                  <td className={s.td}>
                    <input
                      type="checkbox"
                      aria-label={`${INVOICE_TEXTS.creditColumn} ${name}`}
                      checked={checked}
                      disabled={full}
                      onChange={(e) => setLine(line.id, { checked: e.target.checked })}
                    />
                  </td>
                  <td className={s.td}>{name}</td>
                  <td className={`${s.td} ${s.num}`}>
                    {full ? (
                      unitsText(line.quantity)
                    ) : (
                      <>
                        <input
                          className={s.qtyInput}
                          aria-label={`${INVOICE_TEXTS.quantityColumn} ${name}`}
                          inputMode="decimal"
                          value={choice?.qtyText ?? ''}
                          aria-invalid={error ? true : undefined}
                          onChange={(e) => setLine(line.id, { qtyText: e.target.value, checked: true })}
                        />
                        {error && <div className={s.fieldError}>{error}</div>}
                      </>
                    )}
                  </td>
                  <td className={`${s.td} ${s.num}`}>{formatKr(line.price)}</td>
                  <td className={`${s.td} ${s.num}`}>{formatKr(line.sale)}</td>
                </tr>
              );
            })}
            {custom && (
              <tr>
                <td className={s.td}>
                  <input
                    type="checkbox"
                    aria-label={`${INVOICE_TEXTS.creditColumn} ${INVOICE_TEXTS.customRow}`}
                    checked={state.customChecked}
                    onChange={(e) => change({ customChecked: e.target.checked })}
                  />
                </td>
                <td className={s.td}>{INVOICE_TEXTS.customRow}</td>
                <td className={`${s.td} ${s.num}`} colSpan={2}>
                  <input
                    ref={customRef}
                    className={s.amountInput}
                    aria-label={INVOICE_TEXTS.customRow}
                    inputMode="decimal"
                    value={state.customText}
                    onChange={(e) => {
                      // What is not part of a number is ignored; a number typed selects the row (money.md 5).
                      const text = e.target.value.replace(/[^\d,.\s\u2212+-]/g, '');
                      const row = parseCreditInput(text);
                      change({ customText: text, customChecked: row ? true : state.customChecked });
                    }}
                  />
                </td>
                <td className={`${s.td} ${s.num}`} data-testid="credit-custom-sum">
                  {customRow ? formatKr((customRow.quantity / 1000) * customRow.price) : ''}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      <p className={s.muted}>
        {INVOICE_TEXTS.creditAmountLabel}:{' '}
        <strong data-testid="credit-amount">{formatKr(Math.max(0, out.amount))}</strong>
      </p>
      <ErrorLine text={problems} />
      <CreditPreview
        original={{ total: inv.total, paid: inv.paid_amount, credited: inv.credited_amount }}
        amount={out.problem ? 0 : out.amount}
        number={inv.invoice_number}
      />
      <ErrorLine text={serverError} />
      <OverlayActions
        dirty={dirty}
        label={INVOICE_TEXTS.createCredit}
        isPending={saving}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
