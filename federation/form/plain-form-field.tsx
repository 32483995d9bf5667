// A kit field drawn with the browser's own input (styles: form-styles.tsx's .renewly-input), for a page with no antd
// on its first paint. Same label, messages and aria wiring as FormField (field-frame.tsx).
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame, type FormFieldProps, type TextInputProps } from './field-frame';

function PlainInput({ status, type, ...props }: TextInputProps) {
  if (type === 'password') return <PlainPasswordInput status={status} type={type} {...props} />;
  return (
    <input
      {...props}
      type={type}
      inputMode={type === 'tel' ? 'tel' : undefined}
      className={status === 'error' ? 'renewly-input renewly-input-error' : 'renewly-input'}
    />
  );
}

/** A password input with a Show / Hide button (antd's Input.Password, without antd). */
function PlainPasswordInput({ status, type: _password, ...props }: TextInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="renewly-password">
      <input {...props} type={shown ? 'text' : 'password'} className={status === 'error' ? 'renewly-input renewly-input-error' : 'renewly-input'} />
      <button
        type="button"
        className="renewly-password-toggle"
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-controls={props.id}
        onClick={() => setShown(!shown)}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}

export function PlainFormField<T extends FieldValues>(props: FormFieldProps<T>) {
  return <FieldFrame {...props} input={PlainInput} />;
}

/** A read-only text shown as a field (e.g. the account's email): full-contrast text that Tab and a screen reader reach. */
export function PlainReadOnlyInput(props: { id: string; value: string; 'aria-describedby'?: string }) {
  return <input {...props} readOnly className="renewly-input renewly-input-filled" />;
}
