import { DeliveryFailure, type DeliveryChannel } from '../delivery-channel';
import type { Mailer } from './mailer';
import { reminderEmail } from './reminder-email';

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

export function createEmailChannel(mailer: Mailer, appOrigin: string): DeliveryChannel {
  return {
    name: 'email',
    async send(ctx) {
      const to = ctx.recipient.email;
      if (!to) return { status: 'skipped', reason: 'No email address on your profile' };
      try {
        const sent = await mailer.send(reminderEmail(ctx, appOrigin, to));
        return { status: 'sent', providerId: sent.messageId };
      } catch (err) {
        throw smtpFailure(err);
      }
    },
  };
}
