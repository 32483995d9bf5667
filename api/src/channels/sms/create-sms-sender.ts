import type { Config } from '../../config/env';
import { SmsSendError, type SmsSender } from './sms-sender';

/** The sender used when TWILIO_* is not set: the app runs and says SMS is 'Not Configured'. */
export const unconfiguredSmsSender: SmsSender = {
  configured: false,
  fromNumber: null,
  async send() {
    throw new SmsSendError('SMS is not configured', true);
  },
};

/** The SMS sender chosen from configuration (the Twilio client joins here when TWILIO_* is set). */
export function createSmsSender(config: Pick<Config, 'twilio'>): SmsSender {
  void config;
  return unconfiguredSmsSender;
}
