import { useId, type ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import * as ui from '../../ui/styles.css';
import * as s from './customerForm.css';

interface Issue {
  error?: string;
  warning?: string;
}

/** A text field of the customer form: errors in red (announced), warnings in amber as its description. */
export function FormTextField({
  label,
  value,
  onChange,
  onBlur,
  issue,
  autoFocus,
  type,
  wide,
  autoComplete,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  issue: Issue;
  autoFocus?: boolean;
  type?: 'text' | 'email' | 'tel';
  wide?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}) {
  return (
    <TextField
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={!!issue.error}
      validationBehavior="aria"
      autoFocus={autoFocus}
      type={type}
      className={[ui.field, wide ? s.wide : ''].join(' ')}
      autoComplete={autoComplete ?? 'off'}
      inputMode={inputMode}
    >
      <Label className={ui.label}>{label}</Label>
      <Input className={[ui.input, issue.warning ? s.inputWarning : ''].join(' ')} />
      {issue.warning && !issue.error && (
        <Text slot="description" className={s.warning}>
          {issue.warning}
        </Text>
      )}
      <FieldError className={ui.fieldError}>{issue.error}</FieldError>
    </TextField>
  );
}

/**
 * A native select: the browser's own list reads well to screen readers, and typing a name on the
 * closed select picks the country (keyboard first). Enter is left to the form (it saves).
 */
export function FormSelect({
  label,
  value,
  onChange,
  onBlur,
  issue,
  disabled,
  children,
  wide,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  issue?: Issue;
  disabled?: boolean;
  children: ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  const msgId = `${id}-msg`;
  const message = issue?.error ?? issue?.warning;
  return (
    <div className={[ui.field, wide ? s.wide : ''].join(' ')}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select
        id={id}
        className={[ui.input, s.select, issue?.error ? s.selectInvalid : ''].join(' ')}
        value={value}
        disabled={disabled}
        aria-invalid={issue?.error ? true : undefined}
        aria-describedby={message ? msgId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        {children}
      </select>
      {message && (
        <span id={msgId} className={issue?.error ? ui.fieldError : s.warning}>
          {message}
        </span>
      )}
    </div>
  );
}
