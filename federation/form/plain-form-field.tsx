// A kit field drawn with the browser's own input (styles: form-styles.tsx's .renewly-input), for a page with no antd
// on its first paint. Same label, messages and aria wiring as FormField (field-frame.tsx).
import type { FieldValues } from 'react-hook-form';
import { FieldFrame, type FormFieldProps, type TextInputProps } from './field-frame';

function PlainInput({ status, type, ...props }: TextInputProps) {
  return (
    <input
      {...props}
      type={type}
      inputMode={type === 'tel' ? 'tel' : undefined}
      className={status === 'error' ? 'renewly-input renewly-input-error' : 'renewly-input'}
    />
  );
}

export function PlainFormField<T extends FieldValues>(props: Omit<FormFieldProps<T>, 'type'> & { type?: 'text' | 'email' | 'tel' }) {
  return <FieldFrame {...props} input={PlainInput} />;
}

/** A read-only text shown as a field (e.g. the account's email): full-contrast text that Tab and a screen reader reach. */
export function PlainReadOnlyInput(props: { id: string; value: string; 'aria-describedby'?: string }) {
  return <input {...props} readOnly className="renewly-input renewly-input-filled" />;
}
