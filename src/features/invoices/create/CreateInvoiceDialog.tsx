import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import { catalog$ } from '../../../data/stores';
import { useRemote, type Remote } from '../../../data/useRemote';
import { todayInStockholm } from '../../../domain/dates';
import { roundInvoiceTotal, termSchedule } from '../../../domain/invoices';
import { INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import * as ui from '../../../ui/styles.css';
import { useFocusWhenOpen } from '../../../ui/useFocusWhenOpen';
import { CustomerPicker } from '../../bookings/form/CustomerPicker';
import type { CustomerChoice } from '../../bookings/form/formModel';
import {
  closeCreateInvoice,
  createInvoice$,
  createTitle,
  isPaymentLink,
  newInvoiceKey,
  sendState,
  type InvoiceSource,
} from './createInvoice';
import { linesSum, loadCustomer, loadInvoiceSource, type LoadedSource } from './invoiceSource';
import { submitInvoice } from './submitInvoice';
import * as s from './createInvoice.css';

/** 'Fakturera' (issue 13): what is invoiced, the customer, the payment term and its schedule, e-mail, then POST invoices/create. */
export function CreateInvoiceDialog() {
  const request = useValue(createInvoice$);
  const remote = useRemote(request ? `create-invoice:${request.seq}` : null, (signal) =>
    loadInvoiceSource(request!.source, signal),
  );
  const title = request
    ? createTitle(request.source, {
        number: remote.data?.number ?? null,
        customerName: remote.data?.customer?.full_name ?? null,
      })
    : INVOICE_TEXTS.invoiceAction;
  return (
    <Dialog title={title} isOpen={request != null} onClose={closeCreateInvoice} width={560}>
      {request && <CreateInvoiceForm key={request.seq} source={request.source} remote={remote} />}
    </Dialog>
  );
}

function CreateInvoiceForm({ source, remote }: { source: InvoiceSource; remote: Remote<LoadedSource> }) {
  const loaded = remote.data;
  if (!loaded) {
    return (
      <>
        {remote.error ? <PaneError error={remote.error} /> : <Skeleton lines={5} />}
        {remote.error && <p className={s.error}>{INVOICE_TEXTS.loadFailed}</p>}
        <div className={ui.dialogActions}>
          <Button hotkey="escape" onPress={closeCreateInvoice}>
            Avbryt
          </Button>
        </div>
      </>
    );
  }
  return <LoadedForm source={source} loaded={loaded} />;
}

function LoadedForm({ source, loaded }: { source: InvoiceSource; loaded: LoadedSource }) {
  const terms = useValue(catalog$.paymentTerms);
  const defaultTermId = useValue(catalog$.defaultPaymentTermId);
  const [chosenTerm, setChosenTerm] = useState<number | null>(null);
  const [picked, setPicked] = useState<CustomerChoice | null>(null);
  const [sendChoice, setSendChoice] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per opening: a retry after an error is the same invoice, never a second one.
  const [clientKey] = useState(newInvoiceKey);
  const pickerRef = useRef<HTMLInputElement>(null);
  const termRef = useRef<HTMLSelectElement>(null);
  const ids = useId();

  const askCustomer = loaded.customer == null;
  useFocusWhenOpen(askCustomer ? pickerRef : termRef);
  const pickedCustomer = useRemote(askCustomer && picked ? `invoice-customer:${picked.id}` : null, (signal) =>
    loadCustomer(picked!.id, signal),
  );
  const customer = loaded.customer ?? (picked ? (pickedCustomer.data ?? null) : null);

  const link = isPaymentLink(source);
  const mail = sendState(customer?.email);
  const send = link || (mail.enabled && (sendChoice ?? true));

  const sum = linesSum(loaded);
  const { total, rounding } = roundInvoiceTotal(sum);
  const termId = chosenTerm ?? (terms.some((t) => t.id === defaultTermId) ? defaultTermId : (terms[0]?.id ?? null));
  const term = terms.find((t) => t.id === termId) ?? null;
  const schedule = term
    ? termSchedule(term, { total, invoiceDate: todayInStockholm(), checkIn: loaded.checkIn })
    : null;

  const scheduleError = schedule && !schedule.ok ? schedule.message : null;
  const block =
    loaded.lines.length === 0 || total <= 0
      ? INVOICE_TEXTS.nothingToInvoice
      : !customer
        ? INVOICE_TEXTS.noCustomer
        : !term
          ? INVOICE_TEXTS.noTerms
          : scheduleError
            ? scheduleError
            : link && !mail.enabled
              ? INVOICE_TEXTS.customerHasNoEmail
              : null;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (block || saving || !term) return;
    setSaving(true);
    setError(null);
    const failure = await submitInvoice(source, {
      clientKey,
      paymentTermId: term.id,
      customerId: askCustomer ? (customer?.id ?? null) : null,
      send,
    });
    setSaving(false);
    if (failure) setError(failure);
    else closeCreateInvoice();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown} noValidate aria-busy={saving}>
      <dl className={s.summary} aria-label="Att fakturera">
        <dt className={s.dt}>Att fakturera</dt>
        <dd className={s.dd} data-testid="invoice-lines">
          {INVOICE_TEXTS.invoicedLines(loaded.lines.length)}
        </dd>
        <dt className={s.dt}>{INVOICE_TEXTS.linesTotal}</dt>
        <dd className={rounding ? s.dd : s.total} data-testid="invoice-sum">
          {formatKr(sum)}
        </dd>
        {rounding !== 0 && (
          <>
            <dt className={s.dt}>{INVOICE_TEXTS.rounding}</dt>
            <dd className={s.dd}>{formatKr(rounding)}</dd>
            <dt className={s.dt}>{INVOICE_TEXTS.invoiceTotal}</dt>
            <dd className={s.total} data-testid="invoice-total">
              {formatKr(total)}
            </dd>
          </>
        )}
        {!askCustomer && (
          <>
            <dt className={s.dt}>{INVOICE_TEXTS.customer}</dt>
            <dd className={s.dd}>
              {loaded.customer!.full_name}
              {loaded.customer!.email ? ` · ${loaded.customer!.email}` : ''}
            </dd>
          </>
        )}
      </dl>
      {askCustomer && (
        <CustomerPicker value={picked} onChange={setPicked} inputRef={pickerRef} withFormButtons={false} />
      )}
      <div className={s.field}>
        <label htmlFor={`${ids}-term`} className={s.label}>
          {INVOICE_TEXTS.paymentTerm}
        </label>
        <select
          id={`${ids}-term`}
          ref={termRef}
          className={s.select}
          value={termId ?? ''}
          aria-invalid={schedule && !schedule.ok ? true : undefined}
          aria-describedby={`${ids}-schedule`}
          onChange={(e) => setChosenTerm(Number(e.target.value))}
        >
          {terms.length === 0 && <option value="">{INVOICE_TEXTS.noTerms}</option>}
          {terms.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div id={`${ids}-schedule`} className={s.schedule} aria-live="polite">
        {schedule && !schedule.ok && (
          <p role="alert" className={s.error}>
            {schedule.message}
          </p>
        )}
        {schedule?.ok && (
          <>
            <dl className={s.summary}>
              <dt className={s.dt}>{INVOICE_TEXTS.dueDate}</dt>
              <dd className={s.dd} data-testid="invoice-due">
                {schedule.dueDate ?? INVOICE_TEXTS.noDueDate}
              </dd>
            </dl>
            {schedule.depositAmount != null && schedule.depositDueDate != null && (
              <p className={s.dd} data-testid="invoice-deposit">
                {INVOICE_TEXTS.deposit(formatKr(schedule.depositAmount), schedule.depositDueDate)}
              </p>
            )}
          </>
        )}
      </div>
      <div className={s.field}>
        <label className={s.check} htmlFor={`${ids}-send`}>
          <input
            id={`${ids}-send`}
            type="checkbox"
            checked={send}
            disabled={link || !mail.enabled}
            aria-describedby={mail.reason || link ? `${ids}-send-why` : undefined}
            onChange={(e) => setSendChoice(e.target.checked)}
          />
          {INVOICE_TEXTS.sendByEmail}
        </label>
        {(mail.reason || link) && (
          <span id={`${ids}-send-why`} className={mail.reason ? s.error : s.muted}>
            {mail.reason ?? INVOICE_TEXTS.linkByEmail}
          </span>
        )}
      </div>
      {source.kind === 'booking' && source.checkOut && <p className={s.muted}>{INVOICE_TEXTS.checksOut}</p>}
      <div className={ui.dialogActions}>
        <Button hotkey="escape" onPress={closeCreateInvoice}>
          Avbryt
        </Button>
        <Button
          type="submit"
          variant="primary"
          hotkey="mod+enter"
          isDisabled={block != null || saving}
          aria-describedby={`${ids}-status`}
        >
          {INVOICE_TEXTS.invoiceAction}
        </Button>
      </div>
      <p id={`${ids}-status`} role={error ? 'alert' : 'status'} className={error ? s.error : s.muted}>
        {error ?? (block && block !== scheduleError ? block : saving ? 'Fakturerar…' : '')}
      </p>
    </form>
  );
}
