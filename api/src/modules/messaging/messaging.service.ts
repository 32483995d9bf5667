import type { SendEmailInput, SendEmailResponse } from '@renewly/shared-contracts/features/email';
import type { SendSmsInput, SendSmsResponse, SmsStatus, TestSmsInput, TestSmsResponse } from '@renewly/shared-contracts/features/sms';
import type { AppDeps } from '../../core/app-deps';
import { SmsSendError } from '../../core/ports/sms-sender';
import { ApiError } from '../../core/http/api-error';
import { hitRateWindow } from '../../core/security/rate-counter';
import { describeMailFailure } from './mail-failure';
import { anyRecipientAllowed, assertEmailRecipientAllowed, assertSmsRecipientAllowed } from './recipient-rule';

export const TEST_SMS_TEXT = 'Renewly test message: SMS is working. Your renewal reminders will arrive at this number.';
export const TEST_EMAIL_SUBJECT = 'Renewly test email';
export const TEST_EMAIL_TEXT = 'Renewly test message: email is working. Your renewal reminders will arrive at this address.';
/** Said after a send when the typed text was replaced by the fixed test text (MESSAGING_ALLOW_ANY_RECIPIENT off). */
export const FIXED_TEXT_NOTE = 'with the standard test text (this server does not send typed text)';
export const RECIPIENT_RATE_LIMIT_MESSAGE = 'Too many test messages to this recipient. Please wait a few minutes and try again.';
export const SMS_NOT_CONFIGURED =
  'SMS is not configured (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER). Nothing was sent.';

export interface Sender {
  email: string;
  mobileNumber: string;
  emailVerifiedAt: string | null;
  mobileVerifiedAt: string | null;
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

  /** Test sends are counted per recipient too, in the database (every process, every sender together). */
  async function countForRecipient(to: string): Promise<void> {
    const hit = await hitRateWindow({
      name: 'test-send-to',
      key: to.trim().toLowerCase(),
      limit: config.messaging.rateLimit.max,
      windowMs: config.messaging.rateLimit.windowMs,
    });
    if (!hit.allowed) throw new ApiError(429, RECIPIENT_RATE_LIMIT_MESSAGE);
  }

  return {
    smsStatus(): SmsStatus {
      return { configured: sms.configured, fromNumber: sms.fromNumber };
    },

    /** Not configured is not an error here: the screen says 'SMS service not configured, but test completed.' */
    async sendTestSms(user: Sender, { to }: TestSmsInput): Promise<TestSmsResponse> {
      assertSmsRecipientAllowed(config, user, to);
      if (!sms.configured) return { configured: false, message: SMS_NOT_CONFIGURED };
      await countForRecipient(to);
      await sendSmsOrFail(to, TEST_SMS_TEXT);
      return { configured: true, message: `Test SMS sent to ${to}` };
    },

    async sendSms(user: Sender, { to, message }: SendSmsInput): Promise<SendSmsResponse> {
      assertSmsRecipientAllowed(config, user, to);
      if (!sms.configured) throw new ApiError(503, SMS_NOT_CONFIGURED);
      await countForRecipient(to);
      // Typed text only where the operator allows any recipient; otherwise the fixed text (issue 36).
      if (anyRecipientAllowed(config)) {
        await sendSmsOrFail(to, message);
        return { message: `SMS sent to ${to}` };
      }
      await sendSmsOrFail(to, TEST_SMS_TEXT);
      return { message: `SMS sent to ${to} ${FIXED_TEXT_NOTE}` };
    },

    async sendEmail(user: Sender, { to, subject, message }: SendEmailInput): Promise<SendEmailResponse> {
      assertEmailRecipientAllowed(config, user, to);
      await countForRecipient(to);
      // Typed text only where the operator allows any recipient; otherwise the fixed text (issue 36).
      const typed = anyRecipientAllowed(config);
      const text = typed ? message : TEST_EMAIL_TEXT;
      try {
        // A subject is one header line whatever was typed.
        const line = typed ? subject.replace(/\s*[\r\n]+\s*/g, ' ') : TEST_EMAIL_SUBJECT;
        await mailer.send({ to, subject: line, text, html: messageHtml(text) });
      } catch (error) {
        logger.warn({ err: error }, 'test email not sent');
        throw new ApiError(502, `Failed to send email: ${describeMailFailure(error)}`);
      }
      return { message: typed ? `Email sent to ${to}` : `Email sent to ${to} ${FIXED_TEXT_NOTE}` };
    },
  };
}
