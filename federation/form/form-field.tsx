// One field of a kit Form: its label, its control (an antd Input by default, or any control through `render`),
// and under it its own message. The control gets the ids and aria attributes that tie the message to it.
import type { ReactNode } from 'react';
import { Input } from 'antd';
import { useController, useFormContext, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { useFieldIds } from './form-ids';

/** What a custom control receives: react-hook-form's field plus the accessibility wiring. */
export interface FieldControlProps<T extends FieldValues> {
  field: ControllerRenderProps<T, Path<T>>;
  id: string;
  invalid: boolean;
  /** antd's `status` prop. */
  status: 'error' | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  /** Marks the label (the schema decides what is required). */
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  /** A hint under the field (for example the UK mobile format). */
  extra?: ReactNode;
  /** Another control than a text input (select, date picker, number...). */
  render?: (props: FieldControlProps<T>) => ReactNode;
  className?: string;
}

export function FormField<T extends FieldValues>(props: FormFieldProps<T>) {
  const { name, label, required, type = 'text', autoComplete, placeholder, disabled, maxLength, extra, render } = props;
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const ids = useFieldIds(name);
  const error = fieldState.error?.message;
  const describedBy = [error ? ids.error : null, extra ? ids.extra : null].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps<T> = {
    field,
    id: ids.input,
    invalid: !!error,
    status: error ? 'error' : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const inputProps = {
    id: ids.input,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    autoComplete,
    placeholder,
    disabled,
    maxLength,
    status: controlProps.status,
    'aria-invalid': controlProps['aria-invalid'],
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return (
    <div className={props.className ? `renewly-field ${props.className}` : 'renewly-field'}>
      <label htmlFor={ids.input} className="renewly-field-label">
        {label}
        {required ? (
          <span className="renewly-field-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {render ? (
        render(controlProps)
      ) : type === 'password' ? (
        <Input.Password {...inputProps} />
      ) : (
        <Input {...inputProps} type={type} inputMode={type === 'tel' ? 'tel' : undefined} />
      )}
      {error ? (
        <div id={ids.error} className="renewly-field-error">
          {error}
        </div>
      ) : null}
      {extra ? (
        <div id={ids.extra} className="renewly-field-extra">
          {extra}
        </div>
      ) : null}
    </div>
  );
}
