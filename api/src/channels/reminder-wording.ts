// The words every channel uses for a reminder: renewal reminders keep their wording; MOT and road-tax reminders say
// MOT / road tax instead.
import { BEST_DAY_REMINDER_LABEL, displayRegistration, formatUkDate } from '@renewly/shared-contracts';
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

/** The notification heading's first words: 'Renewal reminder', 'MOT reminder', 'Road tax reminder'. */
export function reminderHeading(ctx: Pick<DeliveryContext, 'target'>): string {
  if (ctx.target === 'bestDay') return BEST_DAY_REMINDER_LABEL;
  return ctx.target === 'mot' ? 'MOT reminder' : ctx.target === 'roadTax' ? 'Road tax reminder' : 'Renewal reminder';
}

/** What happens on the target date, after the vehicle: 'insurance with X renews', 'MOT expires', 'road tax is due'. */
export function eventPhrase(ctx: DeliveryContext, { withInsurer = true } = {}): string {
  if (ctx.target === 'mot') return 'MOT expires';
  if (ctx.target === 'roadTax') return 'road tax is due';
  return `insurance${withInsurer && ctx.policy.insurer ? ` with ${ctx.policy.insurer}` : ''} renews`;
}

/** 'Your Ford Focus (AB12CDE) insurance with Admiral renews on 05/04/2026, in 10 days.' (or MOT expires / road tax is due). */
export function reminderSentence(ctx: DeliveryContext): string {
  if (ctx.target === 'bestDay') return bestDaySentence(ctx);
  return `Your ${vehicleName(ctx)} (${displayRegistration(ctx.policy.registrationNumber)}) ${eventPhrase(ctx)} on ${formatUkDate(
    ctx.targetDate,
  )}, ${whenText(ctx.daysLeft)}.`;
}

/** The renewal wording's original name; it follows the reminder's target like reminderSentence. */
export const renewalSentence = reminderSentence;

/**
 * The best day to get quotes (issue 39 §2), said as the sources say it, never as a saving: 'Now is a good time to get
 * quotes for your Ford Focus (AB12 CDE): its insurance with Admiral renews on 10/05/2026, in 26 days. Comparison-site
 * prices are usually lowest about 26 days before the new policy starts.'
 */
export function bestDaySentence(ctx: DeliveryContext): string {
  return `Now is a good time to get quotes for your ${vehicleName(ctx)} (${displayRegistration(ctx.policy.registrationNumber)}): its ${eventPhrase(
    ctx,
  )} on ${formatUkDate(ctx.targetDate)}, ${whenText(ctx.daysLeft)}. Comparison-site prices are usually lowest about 26 days before the new policy starts.`;
}
