import { isUkMobile, toE164Uk } from '@renewly/shared-contracts';
import { DeliveryFailure, type DeliveryChannel } from '../delivery-channel';
import { VERIFICATION_TEXTS } from '@renewly/shared-contracts/features/verification';
import { reminderSms } from './reminder-sms';

export const MOBILE_NOT_VERIFIED = VERIFICATION_TEXTS.mobileNotVerified;
import { SmsSendError, type SmsSender } from '../../core/ports/sms-sender';

export function createSmsChannel(sms: SmsSender): DeliveryChannel {
  return {
    name: 'sms',
    async send(ctx) {
      if (!sms.configured) return { status: 'skipped', reason: 'SMS is not configured' };
      const mobile = ctx.recipient.mobileNumber?.trim();
      if (!mobile) return { status: 'skipped', reason: 'No mobile number on your profile' };
      if (!isUkMobile(mobile)) return { status: 'skipped', reason: 'The mobile number on your profile is not a UK mobile number' };
      // Issue 36: never to a number its owner has not confirmed (anyone can type anyone's number).
      if (!ctx.recipient.mobileVerified) return { status: 'skipped', reason: MOBILE_NOT_VERIFIED };
      try {
        const sent = await sms.send({ to: toE164Uk(mobile), body: reminderSms(ctx) });
        return { status: 'sent', providerId: sent.id };
      } catch (err) {
        if (err instanceof SmsSendError) {
          const reason = err.permanent ? `The SMS was refused: ${err.message}` : `The SMS service could not take the message yet: ${err.message}`;
          throw new DeliveryFailure(reason, err.permanent);
        }
        throw new DeliveryFailure('The SMS service could not be reached', false);
      }
    },
  };
}
