import type { Logger } from '../../core/logger';
import { deleteGoneSubscription, subscriptionsOf } from '../../modules/push';
import { DeliveryFailure, type DeliveryChannel } from '../delivery-channel';
import { PUSH_NOT_CONFIGURED } from './create-push-sender';
import { PushSendError, type PushSender } from '../../core/ports/push-sender';
import { REMINDER_PUSH_TTL_SECONDS, reminderPush, reminderPushTopic } from './reminder-push';

export const NO_PUSH_SUBSCRIPTION = 'No browser has turned on push notifications for this account';
export const PUSH_SUBSCRIPTIONS_GONE = "The browsers' push subscriptions have expired or been turned off";

/**
 * Web push to each of the user's browsers, as one delivery. Sent when at least one push service accepted it (a
 * retry would repeat it on those). A 404/410 deletes that subscription and is no failure; 401/403 (VAPID keys that
 * do not match) is permanent and logged; anything else is temporary and retried like the other channels.
 */
export function createPushChannel(push: PushSender, logger: Logger): DeliveryChannel {
  return {
    name: 'push',
    async send(ctx) {
      if (!push.configured) return { status: 'skipped', reason: PUSH_NOT_CONFIGURED };
      const subscriptions = await subscriptionsOf(ctx.userId);
      if (subscriptions.length === 0) return { status: 'skipped', reason: NO_PUSH_SUBSCRIPTION };
      const payload = JSON.stringify(reminderPush(ctx));
      const options = { ttlSeconds: REMINDER_PUSH_TTL_SECONDS, topic: reminderPushTopic(ctx.deliveryId) };
      const failures: PushSendError[] = [];
      let sent = 0;
      for (const sub of subscriptions) {
        try {
          await push.send(sub, payload, options);
          sent += 1;
        } catch (err) {
          const failure = err instanceof PushSendError ? err : new PushSendError('The push could not be sent', 'temporary');
          if (failure.kind === 'gone') await deleteGoneSubscription(sub.id);
          if (failure.kind === 'permanent') {
            logger.error({ status: failure.status, deliveryId: ctx.deliveryId, reason: failure.message }, 'web push refused');
          }
          failures.push(failure);
        }
      }
      if (sent > 0) return { status: 'sent', providerId: `${sent} of ${subscriptions.length} browsers` };
      const temporary = failures.find((f) => f.kind === 'temporary');
      if (temporary) throw new DeliveryFailure(`The push service could not take the message yet: ${temporary.message}`, false);
      const permanent = failures.find((f) => f.kind === 'permanent');
      if (permanent) throw new DeliveryFailure(`The push was refused: ${permanent.message}`, true);
      return { status: 'skipped', reason: PUSH_SUBSCRIPTIONS_GONE };
    },
  };
}
