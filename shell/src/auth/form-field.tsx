import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Form, Input } from 'antd';

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

/** An antd input bound to react-hook-form, with the field's validation message under it. */
export function FormField<T extends FieldValues>(props: FormFieldProps<T>) {
  const { control, name, label, type = 'text', autoComplete, placeholder, extra, idPrefix } = props;
  const id = `${idPrefix}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const inputProps = {
          id,
          name: field.name,
          value: (field.value as string | undefined) ?? '',
          onChange: field.onChange,
          onBlur: field.onBlur,
          ref: field.ref,
          autoComplete,
          placeholder,
          status: fieldState.error ? ('error' as const) : undefined,
          'aria-invalid': fieldState.error ? true : undefined,
          'aria-describedby': fieldState.error ? `${id}-error` : undefined,
        };
        return (
          <Form.Item
            label={label}
            htmlFor={id}
            validateStatus={fieldState.error ? 'error' : undefined}
            help={fieldState.error ? <span id={`${id}-error`}>{fieldState.error.message}</span> : undefined}
            extra={extra}
          >
            {type === 'password' ? (
              <Input.Password {...inputProps} />
            ) : (
              <Input {...inputProps} type={type} inputMode={type === 'tel' ? 'tel' : undefined} />
            )}
          </Form.Item>
        );
      }}
    />
  );
}
