// Not in the index (every first load): import '@renewly/shared-contracts/features/reminder-timing'.
// What the reminder dialogs tell before saving: which target a policy lacks, which chosen days have passed.
import { addDays, londonToday, type Policy, type ReminderTarget } from '@renewly/shared-contracts';

/** The policy field each reminder target counts down to. */
export const REMINDER_TARGET_DATE_FIELD = {
  renewal: 'renewalDate',
  mot: 'motExpiryDate',
  roadTax: 'roadTaxExpiryDate',
  bestDay: 'renewalDate',
} as const;

const DATE_WORDS = { renewal: 'renewal date', mot: 'MOT expiry date', roadTax: 'road tax expiry date', bestDay: 'renewal date' } as const;

export type TimingPolicy = Pick<Policy, 'renewalDate' | 'motExpiryDate' | 'roadTaxExpiryDate'>;

/** The date a reminder with this target counts down to, or null when the policy has none. */
export const reminderTargetDate = (policy: TimingPolicy, target: ReminderTarget): string | null =>
  policy[REMINDER_TARGET_DATE_FIELD[target]] ?? null;

/** Why a target cannot be chosen for this policy (it has no such date), or null when it can. */
export function missingTargetReason(policy: TimingPolicy, target: ReminderTarget): string | null {
  return reminderTargetDate(policy, target) ? null : `This policy has no ${DATE_WORDS[target]}: add it to the policy first`;
}

/** Said when the date itself has passed: no reminder for it would ever be sent. */
export function passedTargetReason(policy: TimingPolicy, target: ReminderTarget, today: string = londonToday()): string | null {
  const date = reminderTargetDate(policy, target);
  return date && date < today ? `This policy's ${DATE_WORDS[target]} has passed, so no reminder for it would be sent. Update the date first.` : null;
}

/** The day values whose day (the date less the days) is already behind us, in the order given. */
export function daysAlreadyPassed(date: string, days: readonly number[], today: string = londonToday()): number[] {
  return days.filter((d) => addDays(date, -d) < today);
}

/** The chosen day values of a reminder for this policy and target whose day is behind us, largest first. */
export function passedDays(policy: TimingPolicy, target: ReminderTarget, days: readonly number[], today: string = londonToday()): number[] {
  const date = reminderTargetDate(policy, target);
  return date ? daysAlreadyPassed(date, days, today).sort((a, b) => b - a) : [];
}

/** The dialog's note for passed days: they share one reminder sent at once (the API's catch-up rule). */
export function passedDaysNote(passed: readonly number[]): string | null {
  if (passed.length === 0) return null;
  const list = passed.length === 1 ? `${passed[0]} days before has` : `${passed.slice(0, -1).join(', ')} and ${passed.at(-1)} days before have`;
  return `${list} already passed: you'll get one reminder for ${passed.length === 1 ? 'it' : 'them'} as soon as you save.`;
}
