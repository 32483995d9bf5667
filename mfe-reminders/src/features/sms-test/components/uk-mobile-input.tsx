import { Input } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { formatUkMobileInput } from '@renewly/shared-contracts';
import type { FieldControlProps } from '../../../../../federation/form/form-field';

export const UK_MOBILE_HINT = 'UK mobile in 07xxx or +44 7xxx format';

/** A mobile number field: a number typed as 07... becomes '+44 7...' as it is typed (spec §2). */
export function UkMobileInput<T extends FieldValues>({ field, ...control }: FieldControlProps<T>) {
  return (
    <Input
      id={control.id}
      name={field.name}
      ref={field.ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+44 7123 456789"
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(formatUkMobileInput(event.target.value))}
      onBlur={field.onBlur}
      status={control.status}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      aria-required
    />
  );
}
