// What the API needs to know about reminder targets beyond the contracts (kept out of the first-load contracts).
import type { ReminderTarget } from '@renewly/shared-contracts';

/** The policy field each target counts down to. */
export const REMINDER_TARGET_FIELD = {
  renewal: 'renewalDate',
  mot: 'motExpiryDate',
  roadTax: 'roadTaxExpiryDate',
  /** The best day to get quotes counts down to the renewal (26 days before it). */
  bestDay: 'renewalDate',
} as const;

/** The 400 when the policy lacks the date the reminder would count down to. */
export function missingTargetDateMessage(target: ReminderTarget): string {
  return target === 'mot'
    ? 'This policy has no MOT expiry date: add it to the policy first'
    : 'This policy has no road tax expiry date: add it to the policy first';
}
