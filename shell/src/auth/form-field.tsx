import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Input } from 'antd';

interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  extra?: ReactNode;
  idPrefix: string;
}

/**
 * An antd input bound to react-hook-form, with the field's validation message under it. The label and message are
 * plain markup: antd's Form would add its own validation engine (rc-field-form, async-validator) to the first load.
 */
export function FormField<T extends FieldValues>(props: FormFieldProps<T>) {
  const { control, name, label, type = 'text', autoComplete, placeholder, extra, idPrefix } = props;
  const id = `${idPrefix}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const inputProps = {
          id,
          name: field.name,
          value: (field.value as string | undefined) ?? '',
          onChange: field.onChange,
          onBlur: field.onBlur,
          ref: field.ref,
          autoComplete,
          placeholder,
          status: error ? ('error' as const) : undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : extra ? `${id}-extra` : undefined,
        };
        return (
          <div className="renewly-field">
            <label htmlFor={id} className="renewly-field-label">
              {label}
            </label>
            {type === 'password' ? (
              <Input.Password {...inputProps} />
            ) : (
              <Input {...inputProps} type={type} inputMode={type === 'tel' ? 'tel' : undefined} />
            )}
            {error ? (
              <div id={`${id}-error`} className="renewly-field-error">
                {error}
              </div>
            ) : null}
            {extra ? (
              <div id={`${id}-extra`} className="renewly-field-extra">
                {extra}
              </div>
            ) : null}
          </div>
        );
      }}
    />
  );
}
