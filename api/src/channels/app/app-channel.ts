import { createNotificationOnce } from '../../modules/notifications/notifications.service';
import type { DeliveryChannel } from '../delivery-channel';
import { renewalSentence } from '../reminder-wording';

/** The bell: one Notification keyed by the delivery id, so it exists once however often this runs. */
export function createAppChannel(): DeliveryChannel {
  return {
    name: 'app',
    async send(ctx) {
      await createNotificationOnce(ctx.userId, {
        key: ctx.deliveryId,
        title: `Renewal reminder: ${ctx.policy.registrationNumber}`,
        message: renewalSentence(ctx),
        policyId: ctx.policy.id,
        reminderId: ctx.reminderId,
      });
      return { status: 'sent', providerId: ctx.deliveryId };
    },
  };
}
