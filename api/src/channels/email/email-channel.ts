import { DeliveryFailure, type DeliveryChannel } from '../delivery-channel';
import type { Mailer } from '../../core/ports/mailer';
import { reminderEmail } from './reminder-email';
import { issueUnsubscribeToken, unsubscribeHeaders } from '../../modules/unsubscribe';

/** nodemailer's errors carry the SMTP reply code: 5xx is a refusal, 4xx or none (network) may pass later. */
export function smtpFailure(err: unknown): DeliveryFailure {
  const e = err as { responseCode?: unknown; response?: unknown; code?: unknown };
  const reply = typeof e.response === 'string' ? e.response : '';
  if (typeof e.responseCode === 'number' && e.responseCode >= 500) {
    return new DeliveryFailure(`The mail server refused the email (${reply || e.responseCode})`, true);
  }
  if (typeof e.responseCode === 'number') {
    return new DeliveryFailure(`The mail server could not take the email yet (${reply || e.responseCode})`, false);
  }
  return new DeliveryFailure('The mail server could not be reached', false);
}

/**
 * Reminder emails, each with one-click unsubscribe (RFC 8058: List-Unsubscribe with an https link and a mailto to
 * `mailFrom`'s address, List-Unsubscribe-Post), its token stored hashed (modules/unsubscribe).
 */
export function createEmailChannel(mailer: Mailer, appOrigin: string, mailFrom?: string): DeliveryChannel {
  return {
    name: 'email',
    async send(ctx) {
      const to = ctx.recipient.email;
      if (!to) return { status: 'skipped', reason: 'No email address on your profile' };
      const token = await issueUnsubscribeToken(ctx.userId, ctx.reminderId, ctx.policy.id);
      try {
        const message = reminderEmail(ctx, appOrigin, to, `${appOrigin}/api/unsubscribe/${token}`);
        const sent = await mailer.send({ ...message, headers: unsubscribeHeaders(token, appOrigin, mailFrom) });
        return { status: 'sent', providerId: sent.messageId };
      } catch (err) {
        throw smtpFailure(err);
      }
    },
  };
}
