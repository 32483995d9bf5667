import { Radio } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { BEST_DAY_REMINDER_LABEL, REMINDER_TARGETS, type ReminderTarget } from '@renewly/shared-contracts';
import { missingTargetReason, type TimingPolicy } from '@renewly/shared-contracts/features/reminder-timing';
import type { FieldControlProps } from '../../../../../federation/form/form-field';
import { RemindersStyles } from './reminders-styles';

const LABELS: Record<ReminderTarget, string> = { renewal: 'Renewal', mot: 'MOT', roadTax: 'Road tax', bestDay: BEST_DAY_REMINDER_LABEL };

/**
 * Renewal (the default), MOT, Road tax or the best day to get quotes (26 days before renewal): what the reminder
 * counts down to. A target the chosen policy
 * has no date for cannot be picked, and says why under the choices.
 */
export function TargetPicker<T extends FieldValues>({
  field,
  onPicked,
  policy,
  ...control
}: FieldControlProps<T> & { onPicked?: (target: ReminderTarget) => void; policy?: TimingPolicy }) {
  const reasons = REMINDER_TARGETS.flatMap((t) => {
    const reason = policy && missingTargetReason(policy, t);
    return reason ? [{ target: t, reason }] : [];
  });
  const reasonsId = `${control.id}-unavailable`;
  const describedBy = [control['aria-describedby'], reasons.length ? reasonsId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <Radio.Group
        id={control.id}
        aria-label="Reminder for"
        aria-describedby={describedBy}
        optionType="button"
        value={(field.value as ReminderTarget | undefined) ?? 'renewal'}
        onChange={(e) => {
          field.onChange(e.target.value);
          onPicked?.(e.target.value as ReminderTarget);
        }}
        options={REMINDER_TARGETS.map((t) => ({ value: t, label: LABELS[t], disabled: reasons.some((r) => r.target === t) }))}
      />
      {reasons.length > 0 && (
        <>
          <RemindersStyles />
          <ul id={reasonsId} data-testid="unavailable-targets" className="reminder-target-reasons">
            {reasons.map((r) => (
              <li key={r.target}>
                {LABELS[r.target]}: {r.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
