import { Radio } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { REMINDER_TARGETS, type ReminderTarget } from '@renewly/shared-contracts';
import type { FieldControlProps } from '../../../../../federation/form/form-field';

const LABELS: Record<ReminderTarget, string> = { renewal: 'Renewal', mot: 'MOT', roadTax: 'Road tax' };

/** Renewal (the default), MOT or Road tax: the policy date the reminder counts down to. */
export function TargetPicker<T extends FieldValues>({
  field,
  onPicked,
  ...control
}: FieldControlProps<T> & { onPicked?: (target: ReminderTarget) => void }) {
  return (
    <Radio.Group
      id={control.id}
      aria-label="Reminder for"
      aria-describedby={control['aria-describedby']}
      optionType="button"
      value={(field.value as ReminderTarget | undefined) ?? 'renewal'}
      onChange={(e) => {
        field.onChange(e.target.value);
        onPicked?.(e.target.value as ReminderTarget);
      }}
      options={REMINDER_TARGETS.map((t) => ({ value: t, label: LABELS[t] }))}
    />
  );
}
