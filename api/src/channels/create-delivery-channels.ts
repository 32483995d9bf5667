import type { DeliveryChannelName } from '@renewly/shared-contracts';
import type { AppDeps } from '../core/app-deps';
import { createLogger } from '../core/logger';
import { createAppChannel } from './app/app-channel';
import { unconfiguredPushSender } from './push/create-push-sender';
import { createPushChannel } from './push/push-channel';
import type { DeliveryChannel } from './delivery-channel';
import { createEmailChannel } from './email/email-channel';
import { createSmsChannel } from './sms/sms-channel';

/** The reminder channels over the app's configured mailer, SMS sender and web push sender. */
export function createDeliveryChannels(
  deps: Pick<AppDeps, 'mailer' | 'sms'> &
    Partial<Pick<AppDeps, 'push' | 'logger'>> & { config: Pick<AppDeps['config'], 'appOrigin'> & Partial<Pick<AppDeps['config'], 'mailFrom'>> },
): Record<DeliveryChannelName, DeliveryChannel> {
  return {
    email: createEmailChannel(deps.mailer, deps.config.appOrigin, deps.config.mailFrom),
    sms: createSmsChannel(deps.sms),
    app: createAppChannel(),
    push: createPushChannel(deps.push ?? unconfiguredPushSender, deps.logger ?? createLogger('silent')),
  };
}
