import { Select } from 'antd';
import type { FieldValues } from 'react-hook-form';
import type { FieldControlProps } from '../../../../../../federation/form/form-field';

/** 7 -> '07:00'. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: h, label: hourLabel(h) }));

/** A whole hour, 00:00 to 23:00 (UK time), bound to a kit FormField. */
export function HourSelect<T extends FieldValues>({ field, disabled, ...control }: FieldControlProps<T> & { disabled?: boolean }) {
  return (
    <Select<number>
      id={control.id}
      ref={field.ref}
      value={field.value as number}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      options={HOURS}
      // 24 options: render them all (a virtual list shows only those near the value).
      virtual={false}
      disabled={disabled}
      status={control.status}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      style={{ width: 120 }}
    />
  );
}
