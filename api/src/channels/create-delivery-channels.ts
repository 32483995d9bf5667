import type { NotificationMethod } from '@renewly/shared-contracts';
import type { AppDeps } from '../app-deps';
import { createAppChannel } from './app/app-channel';
import type { DeliveryChannel } from './delivery-channel';
import { createEmailChannel } from './email/email-channel';
import { createSmsChannel } from './sms/sms-channel';

/** The reminder channels over the app's configured mailer and SMS sender. */
export function createDeliveryChannels(
  deps: Pick<AppDeps, 'mailer' | 'sms'> & { config: Pick<AppDeps['config'], 'appOrigin'> },
): Record<NotificationMethod, DeliveryChannel> {
  return {
    email: createEmailChannel(deps.mailer, deps.config.appOrigin),
    sms: createSmsChannel(deps.sms),
    app: createAppChannel(),
  };
}
