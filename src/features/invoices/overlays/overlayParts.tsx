// The money overlays' form pieces: the sums at the top, 'Belopp', a refusal or warning line, and the
// 'Avbryt' / submit pair at the bottom. One look and one set of keys in every overlay.
import { forwardRef, type ReactNode } from 'react';
import type { InvoiceDetail } from '../../../contracts/invoices';
import { INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { closeInvoiceOverlay } from '../invoiceOverlays';
import { closeAsking } from './overlayKit';
import * as s from './overlay.css';

export interface Sum {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** The figures an overlay is about, side by side at its top. */
export function Sums({ sums }: { sums: readonly Sum[] }) {
  return (
    <div className={s.sums}>
      {sums.map((x) => (
        <div key={x.label}>
          <div className={s.sumLabel}>{x.label}</div>
          <div className={s.sumValue} data-testid={x.testId}>
            {x.value}
          </div>
        </div>
      ))}
    </div>
  );
}

/** 'Belopp' and 'Återstående fakturabelopp' of the invoice paid or paid out. */
export function InvoiceSums({
  inv,
  remainingTestId,
}: {
  inv: Pick<InvoiceDetail, 'total' | 'remaining_amount'>;
  remainingTestId?: string;
}) {
  return (
    <Sums
      sums={[
        { label: INVOICE_TEXTS.rowTotal, value: formatKr(inv.total) },
        { label: INVOICE_TEXTS.remainingLabel, value: formatKr(inv.remaining_amount), testId: remainingTestId },
      ]}
    />
  );
}

export interface AmountFieldProps {
  value: string;
  onChange: (text: string) => void;
  error: string | null;
  isDisabled?: boolean;
}

/** 'Belopp' in kronor as typed (decimal keyboard, no autofill); the overlay checks it. */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(props, ref) {
  return <TextField ref={ref} label={INVOICE_TEXTS.amount} inputMode="decimal" autoComplete="off" {...props} />;
});

/** A refusal (the server's, or the form's own), read out at once; nothing when there is none. */
export function ErrorLine({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className={s.error} role="alert">
      {text}
    </p>
  );
}

/** A warning that does not block, read out politely; nothing when there is none. */
export function WarningLine({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className={s.warning} role="status">
      {text}
    </p>
  );
}

export interface OverlayActionsProps {
  /** Something was typed: 'Avbryt' asks before closing. */
  dirty: boolean;
  label: string;
  onSubmit: () => void;
  isPending?: boolean;
  isDisabled?: boolean;
}

/** 'Avbryt' (Escape) and the overlay's primary button (ctrl+Enter). */
export function OverlayActions({ dirty, label, onSubmit, isPending, isDisabled }: OverlayActionsProps) {
  return (
    <div className={s.actions}>
      <Button hotkey="escape" onPress={() => void closeAsking(dirty, closeInvoiceOverlay)}>
        Avbryt
      </Button>
      <Button variant="primary" hotkey="mod+enter" isDisabled={isDisabled} isPending={isPending} onPress={onSubmit}>
        {label}
      </Button>
    </div>
  );
}
