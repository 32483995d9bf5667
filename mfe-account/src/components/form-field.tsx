import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Form, Input } from 'antd';

interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: 'text' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  extra?: ReactNode;
  disabled?: boolean;
}

/** An antd input bound to react-hook-form through Controller, its validation message shown under it. */
export function FormField<T extends FieldValues>(props: FormFieldProps<T>) {
  const { control, name, label, type = 'text', autoComplete, placeholder, extra, disabled } = props;
  const id = `profile-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error ? <span id={`${id}-error`}>{fieldState.error.message}</span> : undefined}
          extra={extra}
        >
          <Input
            id={id}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            type={type}
            inputMode={type === 'tel' ? 'tel' : undefined}
            autoComplete={autoComplete}
            placeholder={placeholder}
            disabled={disabled}
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
          />
        </Form.Item>
      )}
    />
  );
}
