// What every kit field shares, whatever its control: its label, under it its own message and hint, and the ids and
// aria attributes that tie them to the control. No antd here: form-field.tsx draws an antd Input in it,
// plain-form-field.tsx the browser's own input (for a page drawn without antd).
import type { ReactNode, Ref } from 'react';
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

/** The props of a field's text input, whichever input draws them. */
export interface TextInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (...event: unknown[]) => void;
  onBlur: () => void;
  ref: Ref<never>;
  type: NonNullable<FormFieldProps<FieldValues>['type']>;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  status: 'error' | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export function FieldFrame<T extends FieldValues>(props: FormFieldProps<T> & { input: (props: TextInputProps) => ReactNode }) {
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
  const inputProps: TextInputProps = {
    id: ids.input,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref as Ref<never>,
    type,
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
      {render ? render(controlProps) : props.input(inputProps)}
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
