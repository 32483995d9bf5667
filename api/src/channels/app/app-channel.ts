import { reminderNoticeTitle } from '@renewly/shared-contracts';
import { createNotificationsOnce, type KeyedNotificationInput } from '../../modules/notifications';
import type { DeliveryChannel, DeliveryContext } from '../delivery-channel';
import { reminderHeading, reminderSentence } from '../reminder-wording';

function notification(ctx: DeliveryContext): KeyedNotificationInput & { userId: string } {
  return {
    userId: ctx.userId,
    key: ctx.deliveryId,
    title: reminderNoticeTitle(reminderHeading(ctx), ctx.policy),
    message: reminderSentence(ctx),
    policyId: ctx.policy.id,
    reminderId: ctx.reminderId,
  };
}

/**
 * The bell: one Notification keyed by the delivery id, so it exists once however often this runs (an existing one
 * counts as sent: it is there).
 */
export function createAppChannel(): DeliveryChannel {
  return {
    name: 'app',
    async send(ctx) {
      await createNotificationsOnce([notification(ctx)]);
      return { status: 'sent', providerId: ctx.deliveryId };
    },
    async sendMany(ctxs) {
      await createNotificationsOnce(ctxs.map(notification));
      return ctxs.map((ctx) => ({ status: 'sent' as const, providerId: ctx.deliveryId }));
    },
  };
}
