import type { Config } from '../../core/config/env';
import { SmsSendError, type SmsSender } from '../../core/ports/sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

/** The sender used when TWILIO_* is not set: the app runs and says SMS is 'Not Configured'. */
export const unconfiguredSmsSender: SmsSender = {
  configured: false,
  fromNumber: null,
  async send() {
    throw new SmsSendError('SMS is not configured', true);
  },
};

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER are all set; otherwise unconfigured. */
export function createSmsSender(config: Pick<Config, 'twilio'>): SmsSender {
  const { accountSid, authToken, phoneNumber, apiBase } = config.twilio;
  if (!accountSid || !authToken || !phoneNumber) return unconfiguredSmsSender;
  return createTwilioSmsSender({ accountSid, authToken, fromNumber: phoneNumber, apiBase });
}
