import type { FieldValues } from 'react-hook-form';
import type { FieldControlProps } from '../../../../../../federation/form/field-frame';

/** 7 -> '07:00'. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * A whole hour, 00:00 to 23:00 (UK time), bound to a kit FormField: the browser's own select (plain markup, and on a
 * phone the phone's own picker).
 */
export function HourSelect<T extends FieldValues>({ field, disabled, ...control }: FieldControlProps<T> & { disabled?: boolean }) {
  return (
    <select
      id={control.id}
      ref={field.ref}
      name={field.name}
      className="renewly-select"
      value={String(field.value as number)}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      disabled={disabled}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
    >
      {HOURS.map((hour) => (
        <option key={hour} value={hour}>
          {hourLabel(hour)}
        </option>
      ))}
    </select>
  );
}
