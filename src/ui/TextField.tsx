import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaProps,
} from 'react-aria-components';
import { forwardRef } from 'react';
import * as s from './styles.css';

export interface TextFieldProps extends Omit<AriaProps, 'className'> {
  label: string;
  error?: string | null;
  hint?: string;
  placeholder?: string;
}

/** A labelled input whose error (a Swedish text) is announced with it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, placeholder, ...rest },
  ref,
) {
  return (
    <AriaTextField {...rest} className={s.field} isInvalid={!!error} validationBehavior="aria">
      <Label className={s.label}>{label}</Label>
      <Input ref={ref} className={s.input} placeholder={placeholder} />
      {hint && !error && (
        <Text slot="description" className={s.fieldHint}>
          {hint}
        </Text>
      )}
      <FieldError className={s.fieldError}>{error}</FieldError>
    </AriaTextField>
  );
});
