import { createHash } from 'node:crypto';
import { reminderNoticeTitle, type PushReminderPayload } from '@renewly/shared-contracts';
import type { DeliveryContext } from '../delivery-channel';
import { reminderHeading, reminderSentence } from '../reminder-wording';

/** Kept by the push service for a device that is off or offline: two days, then it is dropped. */
export const REMINDER_PUSH_TTL_SECONDS = 2 * 24 * 60 * 60;

/** What the service worker shows: the same words as the bell's notification, a link within the app. */
export function reminderPush(ctx: DeliveryContext): PushReminderPayload {
  return {
    title: reminderNoticeTitle(reminderHeading(ctx), ctx.policy),
    body: reminderSentence(ctx),
    tag: 'policy-reminder',
    url: `/policies?policy=${encodeURIComponent(ctx.policy.id)}`,
    policyId: ctx.policy.id,
    reminderId: ctx.reminderId,
  };
}

/** The push Topic (base64url, 32 characters): a retry replaces the same delivery's message still queued. */
export function reminderPushTopic(deliveryId: string): string {
  return createHash('sha256').update(deliveryId).digest('base64url').slice(0, 32);
}
