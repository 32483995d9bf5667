// Issue 48: a field of a declared form (../form-spec.ts) in its antd dialog: the label, hint, placeholder and length
// come from the spec (the plain early form draws the same), the control from its kind. A field whose control the
// dialog draws itself (a lookup, a field array) passes `render`, and still takes its label and hint from the spec.
import { Input, Select } from 'antd';
import type { FieldValues, Path } from 'react-hook-form';
import { fieldProps, fieldSpec, type FieldOption, type FieldSpec, type FormSpec } from '../form-spec';
import { FormField, type FieldControlProps, type FormFieldProps } from './form-field';

export type SpecFieldProps<T extends FieldValues> = { spec: FormSpec<T>; name: Path<T>; options?: readonly FieldOption[] } & Partial<Omit<FormFieldProps<T>, 'name'>>;

export function SpecField<T extends FieldValues>({ spec, name, options, ...own }: SpecFieldProps<T>) {
  const field = fieldSpec(spec, name);
  return <FormField<T> autoComplete="off" render={controlFor(field, options)} {...fieldProps(spec, name)} {...own} />;
}

/** The antd control of a field's kind (none for a text or email field: the kit's own Input). */
function controlFor<T extends FieldValues>(field: FieldSpec<T>, options: readonly FieldOption[] | undefined) {
  if (field.kind === 'money') return (control: FieldControlProps<T>) => <MoneyInput {...control} prefix={field.prefix} />;
  if (field.kind === 'select') return (control: FieldControlProps<T>) => <SpecSelect {...control} placeholder={field.placeholder} options={options ?? field.options ?? []} />;
  return undefined;
}

function SpecSelect<T extends FieldValues>({ field, placeholder, options, ...control }: FieldControlProps<T> & { placeholder?: string; options: readonly FieldOption[] }) {
  return (
    <Select
      {...aria(control)}
      ref={field.ref}
      value={(field.value as string | undefined) || undefined}
      onChange={(chosen: string) => field.onChange(chosen)}
      onBlur={field.onBlur}
      placeholder={placeholder}
      options={[...options]}
      style={{ width: '100%' }}
      // The option list stays inside the dialog (a region for screen readers), not loose at the end of the body.
      getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
    />
  );
}

function MoneyInput<T extends FieldValues>({ field, prefix, ...control }: FieldControlProps<T> & { prefix?: string }) {
  return (
    <Input
      {...aria(control)}
      ref={field.ref}
      name={field.name}
      inputMode="decimal"
      prefix={prefix}
      autoComplete="off"
      value={String(field.value ?? '')}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );
}

function aria<T extends FieldValues>({ id, status, ...control }: Omit<FieldControlProps<T>, 'field'>) {
  return { id, status, 'aria-invalid': control['aria-invalid'], 'aria-describedby': control['aria-describedby'] };
}
