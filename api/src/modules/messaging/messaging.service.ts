import type { SendEmailInput, SendEmailResponse } from '@renewly/shared-contracts/features/email';
import type { SendSmsInput, SendSmsResponse, SmsStatus, TestSmsInput, TestSmsResponse } from '@renewly/shared-contracts/features/sms';
import type { AppDeps } from '../../app-deps';
import { SmsSendError } from '../../channels/sms/sms-sender';
import { ApiError } from '../../http/api-error';
import { describeMailFailure } from './mail-failure';
import { assertEmailRecipientAllowed, assertSmsRecipientAllowed } from './recipient-rule';

export const TEST_SMS_TEXT = 'Renewly test message: SMS is working. Your renewal reminders will arrive at this number.';
export const SMS_NOT_CONFIGURED =
  'SMS is not configured (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER). Nothing was sent.';

export interface Sender {
  email: string;
  mobileNumber: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The message as simple HTML: escaped, one paragraph per blank-line block, line breaks kept. */
export function messageHtml(message: string): string {
  const paragraphs = message.split(/\r?\n\s*\r?\n/).map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`);
  return `<!doctype html><html><body>${paragraphs.join('')}</body></html>`;
}

export function createMessagingService({ config, mailer, sms, logger }: Pick<AppDeps, 'config' | 'mailer' | 'sms' | 'logger'>) {
  async function sendSmsOrFail(to: string, body: string): Promise<void> {
    try {
      await sms.send({ to, body });
    } catch (error) {
      const reason = error instanceof SmsSendError ? error.message : 'unexpected error';
      logger.warn({ err: error }, 'test SMS not sent');
      throw new ApiError(502, `Failed to send SMS: ${reason}`);
    }
  }

  return {
    smsStatus(): SmsStatus {
      return { configured: sms.configured, fromNumber: sms.fromNumber };
    },

    /** Not configured is not an error here: the screen says 'SMS service not configured, but test completed.' */
    async sendTestSms(user: Sender, { to }: TestSmsInput): Promise<TestSmsResponse> {
      assertSmsRecipientAllowed(config, user, to);
      if (!sms.configured) return { configured: false, message: SMS_NOT_CONFIGURED };
      await sendSmsOrFail(to, TEST_SMS_TEXT);
      return { configured: true, message: `Test SMS sent to ${to}` };
    },

    async sendSms(user: Sender, { to, message }: SendSmsInput): Promise<SendSmsResponse> {
      assertSmsRecipientAllowed(config, user, to);
      if (!sms.configured) throw new ApiError(503, SMS_NOT_CONFIGURED);
      await sendSmsOrFail(to, message);
      return { message: `SMS sent to ${to}` };
    },

    async sendEmail(user: Sender, { to, subject, message }: SendEmailInput): Promise<SendEmailResponse> {
      assertEmailRecipientAllowed(config, user, to);
      try {
        // A subject is one header line whatever was typed.
        await mailer.send({ to, subject: subject.replace(/\s*[\r\n]+\s*/g, ' '), text: message, html: messageHtml(message) });
      } catch (error) {
        logger.warn({ err: error }, 'test email not sent');
        throw new ApiError(502, `Failed to send email: ${describeMailFailure(error)}`);
      }
      return { message: `Email sent to ${to}` };
    },
  };
}
