// The words every channel uses for a renewal reminder.
import { formatUkDate } from '@renewly/shared-contracts';
import type { DeliveryContext } from './delivery-channel';

export function vehicleName(ctx: DeliveryContext): string {
  return `${ctx.policy.carManufacturer} ${ctx.policy.carModel}`.trim();
}

/** 'today', 'tomorrow' or 'in 12 days'. */
export function whenText(daysLeft: number): string {
  if (daysLeft <= 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  return `in ${daysLeft} days`;
}

export function renewalSentence(ctx: DeliveryContext): string {
  const insurer = ctx.policy.insurer ? ` with ${ctx.policy.insurer}` : '';
  return `Your ${vehicleName(ctx)} (${ctx.policy.registrationNumber}) insurance${insurer} renews on ${formatUkDate(
    ctx.policy.renewalDate,
  )}, ${whenText(ctx.daysLeft)}.`;
}
