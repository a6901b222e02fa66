import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../../../ui';

/**
 * The six-digit code a person received by SMS or e-mail (password reset, activation): digits only, the phone's number
 * pad, and the browser's offer to fill it from the message.
 */
export const CodeField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(function CodeField(props, ref) {
  return (
    <TextField
      ref={ref}
      label="Código de verificación"
      name="codigo"
      autoComplete="one-time-code"
      inputMode="numeric"
      inputFilter="digits"
      maxLength={6}
      {...props}
    />
  );
});
