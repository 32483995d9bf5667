// One field of a kit Form: its label, its control (an antd Input by default, or any control through `render`),
// and under it its own message (field-frame.tsx). For a page drawn without antd: plain-form-field.tsx.
import { Input } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame, type FormFieldProps, type TextInputProps } from './field-frame';

export type { FieldControlProps, FormFieldProps } from './field-frame';

function AntdInput({ type, ...props }: TextInputProps) {
  if (type === 'password') return <Input.Password {...props} />;
  return <Input {...props} type={type} inputMode={type === 'tel' ? 'tel' : undefined} />;
}

export function FormField<T extends FieldValues>(props: FormFieldProps<T>) {
  return <FieldFrame {...props} input={AntdInput} />;
}
