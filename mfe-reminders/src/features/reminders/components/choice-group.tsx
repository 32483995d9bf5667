import { Checkbox } from 'antd';
import type { FieldValues } from 'react-hook-form';
import type { FieldControlProps } from '../../../../../federation/form/form-field';

/** A set of checkboxes bound to an array field, named as a group for assistive technology. */
export function ChoiceGroup<T extends FieldValues, V extends string | number>({
  field,
  options,
  groupLabel,
  ...control
}: FieldControlProps<T> & { options: { value: V; label: string }[]; groupLabel: string }) {
  return (
    <div
      id={control.id}
      role="group"
      aria-label={groupLabel}
      aria-describedby={control['aria-describedby']}
      tabIndex={-1}
    >
      <Checkbox.Group<V>
        options={options}
        value={(field.value as V[] | undefined) ?? []}
        onChange={(value) => field.onChange(value)}
      />
    </div>
  );
}
