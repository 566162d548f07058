// A payment made elsewhere, as 'Registrera en inbetalning' and 'Registrera betalning mot kundens tillgodo'
// record it (money.md 5 "Payment registration"): the method, its account (none: the method cannot be used;
// several: choose, with a warning to choose the right one) and the date it was paid (today or earlier).
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useValue } from '@legendapp/state/react';
import { catalog$ } from '../../../data/stores';
import { addDays, todayInStockholm } from '../../../domain/dates';
import { INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { methodLabel, parsePaymentDate, registeringMethods, type MethodLike } from './overlayModel';
import * as s from './overlay.css';

export interface RecordInput {
  method: MethodLike | null;
  accounts: readonly { id: number; account_number: string; name: string }[];
  accountId: number | null;
  /** The parsed date, or null while the text is not a date allowed. */
  date: string | null;
  dateError: string | null;
  /** Blocks the submit whatever else is typed. */
  noAccount: boolean;
  /** Several accounts and none chosen. */
  accountMissing: boolean;
  today: string;
  dirty: boolean;
}

/** The fields' state: the first method, its only account, today. */
export function useRecordFields() {
  const [today] = useState(() => todayInStockholm());
  const all = useValue(catalog$.paymentMethods);
  const methods = registeringMethods(all);
  const [methodId, setMethodId] = useState<number | null>(null);
  const method = methods.find((m) => m.id === methodId) ?? methods[0] ?? null;
  const accounts = method?.accounts ?? [];
  const [chosenAccount, setChosenAccount] = useState<number | null>(null);
  const accountId =
    accounts.length === 1 ? accounts[0].id : accounts.some((a) => a.id === chosenAccount) ? chosenAccount : null;
  const [dateText, setDateText] = useState(today);
  const parsed = parsePaymentDate(dateText, today);
  const input: RecordInput = {
    method,
    accounts,
    accountId,
    date: 'date' in parsed ? parsed.date : null,
    dateError: 'error' in parsed ? parsed.error : null,
    noAccount: method != null && accounts.length === 0,
    accountMissing: accounts.length > 1 && accountId == null,
    today,
    dirty: methodId != null || chosenAccount != null || dateText !== today,
  };
  return {
    input,
    methods,
    dateText,
    setMethodId: (id: number) => {
      setMethodId(id);
      setChosenAccount(null);
    },
    setAccountId: setChosenAccount,
    setDateText,
  };
}

export type RecordFieldsState = ReturnType<typeof useRecordFields>;

export interface RecordFieldsProps {
  f: RecordFieldsState;
  /** Errors of the account and date show once a submit was tried (no account: at once). */
  attempted: boolean;
  methodRef?: RefObject<HTMLSelectElement | null>;
  accountRef?: RefObject<HTMLSelectElement | null>;
  dateRef?: RefObject<HTMLInputElement | null>;
}

export function RecordFields({ f, attempted, methodRef, accountRef, dateRef }: RecordFieldsProps) {
  const id = useId();
  const { input } = f;
  const accountError = input.noAccount
    ? INVOICE_TEXTS.noAccount
    : attempted && input.accountMissing
      ? INVOICE_TEXTS.severalAccounts
      : null;
  // A date later than today or not a date shows at once; an empty one after a submit.
  const dateError =
    input.dateError && (attempted || input.dateError !== INVOICE_TEXTS.dateMissing) ? input.dateError : null;
  const stepDate = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const from = input.date ?? input.today;
    const next = addDays(from, e.key === 'ArrowUp' ? 1 : -1);
    // A payment is never later than today: ↑ stops there.
    if (next <= input.today) f.setDateText(next);
  };
  return (
    <>
      <div className={s.selectField}>
        <label htmlFor={`${id}-method`} className={s.label}>
          {INVOICE_TEXTS.method}
        </label>
        <select
          id={`${id}-method`}
          ref={methodRef}
          className={s.select}
          value={input.method?.id ?? ''}
          onChange={(e) => f.setMethodId(Number(e.target.value))}
        >
          {f.methods.map((m) => (
            <option key={m.id} value={m.id}>
              {methodLabel(m)}
            </option>
          ))}
        </select>
      </div>
      <div className={s.selectField}>
        {input.accounts.length > 1 ? (
          <>
            <label htmlFor={`${id}-account`} className={s.label}>
              {INVOICE_TEXTS.account}
            </label>
            <select
              id={`${id}-account`}
              ref={accountRef}
              className={s.select}
              value={input.accountId ?? ''}
              aria-invalid={accountError ? true : undefined}
              aria-describedby={`${id}-account-msg`}
              onChange={(e) => f.setAccountId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">– Välj konto –</option>
              {input.accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.account_number} {a.name}
                </option>
              ))}
            </select>
            {!accountError && (
              <span id={`${id}-account-msg`} className={s.warning}>
                {INVOICE_TEXTS.severalAccounts}
              </span>
            )}
          </>
        ) : (
          <>
            <span className={s.label}>{INVOICE_TEXTS.account}</span>
            <span data-testid="record-account">
              {input.accounts[0] ? `${input.accounts[0].account_number} ${input.accounts[0].name}` : '–'}
            </span>
          </>
        )}
        {accountError && (
          <span id={`${id}-account-msg`} className={s.fieldError} role="alert">
            {accountError}
          </span>
        )}
      </div>
      <div className={s.selectField}>
        <label htmlFor={`${id}-date`} className={s.label}>
          {INVOICE_TEXTS.date}
        </label>
        <input
          id={`${id}-date`}
          ref={dateRef}
          className={s.input}
          value={f.dateText}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={`${id}-date-msg`}
          onChange={(e) => f.setDateText(e.target.value)}
          onFocus={(e) => e.target.select()}
          onKeyDown={stepDate}
        />
        <span id={`${id}-date-msg`} className={dateError ? s.fieldError : s.fieldHint} aria-live="polite">
          {dateError ?? INVOICE_TEXTS.dateHint}
        </span>
      </div>
    </>
  );
}
