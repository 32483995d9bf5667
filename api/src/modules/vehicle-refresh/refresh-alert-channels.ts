// A DVLA alert (untaxed, SORN, 'MOT not valid', 'not found') also goes out through each person's own channels, as
// their delivery preferences say: their default channels (email when they never chose; 'app' means web push beside
// the bell), SMS only to a verified UK mobile on their profile (the engine's condition), SMS and push never in quiet hours
// (then the bell and email carry it: an alert held until morning would be stale beside the bell's). Called only by
// the process whose insert of that person's bell notification won, so each person gets each alert once per channel
// however many workers run. One attempt per channel: a failure is logged (ids only), the bell still has it.
// The email is a notice (issue 41): none when the person turned notice emails off; otherwise it carries
// List-Unsubscribe with a 'notices' token (RFC 8058 one-click), which turns them off.
import { DEFAULT_REMINDER_METHODS, isUkMobile, toE164Uk, type NotificationMethod } from '@renewly/shared-contracts';
import type { DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';
import type { Mailer } from '../../core/ports/mailer';
import { reminderMessageId } from '../../channels/email/reminder-email';
import type { PushSender } from '../../core/ports/push-sender';
import { PushSendError } from '../../core/ports/push-sender';
import { reminderPushTopic } from '../../channels/push/reminder-push';
import { gsmLength, SINGLE_SMS_LENGTH, toGsm } from '../../channels/sms/gsm';
import type { SmsSender } from '../../core/ports/sms-sender';
import type { Logger } from '../../core/logger';
import { inQuietHours } from '../deliveries';
import { deliveryPreferencesFor } from '../delivery-preferences';
import { issueNoticeUnsubscribeToken, unsubscribeHeaders } from '../unsubscribe';
import { deleteGoneSubscription, subscriptionsOf } from '../push';
import { contactsFor, type UserContact } from '../users';

/** One person's copy of an alert: the bell's words, plus a shorter line for SMS. */
export interface AlertToSend {
  /** The bell notification's key (unique per person and alert): the email's Message-ID and the push topic. */
  key: string;
  policyId: string;
  /** Names the car's plate ('UN27 TAX: DVLA: untaxed, seen on 01/03/2027'). */
  title: string;
  message: string;
  /** What to do, short enough for one SMS beside the title and link. */
  smsLine: string;
}

/** One person's copy of an alert. */
export interface AlertDelivery {
  userId: string;
  alert: AlertToSend;
}

export interface AlertChannels {
  /** Sends each person's copy; the preferences and contacts of all of them are read once, together. */
  send(deliveries: readonly AlertDelivery[]): Promise<void>;
}

export interface AlertChannelDeps {
  mailer: Mailer;
  sms: SmsSender;
  push?: PushSender;
  appOrigin: string;
  /** MAIL_FROM: the List-Unsubscribe mailto address. */
  mailFrom?: string;
  logger: Logger;
  now?: () => Date;
}

const PUSH_TTL_SECONDS = 2 * 24 * 60 * 60;

/** One SMS (160 GSM characters): the title, the line if it fits, the link. */
export function alertSms(alert: AlertToSend, url: string): string {
  const withLine = toGsm(`Renewly: ${alert.title}. ${alert.smsLine} ${url}`);
  if (gsmLength(withLine) <= SINGLE_SMS_LENGTH) return withLine;
  return toGsm(`Renewly: ${alert.title}. ${url}`);
}

export function alertEmailText(firstName: string, alert: AlertToSend, url: string, unsubscribeUrl?: string): string {
  return [
    firstName ? `Hello ${firstName},` : 'Hello,',
    '',
    alert.message,
    '',
    `See the car in Renewly: ${url}`,
    '',
    'Renewly',
    ...(unsubscribeUrl ? ['', `Stop these notice emails: ${unsubscribeUrl}`] : []),
  ].join('\n');
}

export function createAlertChannels(deps: AlertChannelDeps): AlertChannels {
  const { logger } = deps;
  const clock = deps.now ?? (() => new Date());
  const failed = (channel: string, alert: AlertToSend, err: unknown) =>
    logger.warn({ channel, key: alert.key, reason: err instanceof Error ? err.name : 'error' }, 'DVLA alert not sent');

  async function sendOne(userId: string, alert: AlertToSend, prefs: DeliveryPreferences, contact: UserContact | undefined) {
    if (!contact) return; // The account was deleted meanwhile.
    const methods: readonly NotificationMethod[] = prefs.defaultChannels ?? DEFAULT_REMINDER_METHODS;
    const quiet = inQuietHours(clock(), prefs.quietHours);
    const url = `${deps.appOrigin}/policies?policy=${alert.policyId}`;
    const jobs: Promise<unknown>[] = [];

    const email = contact.email;
    if (methods.includes('email') && email && prefs.noticeEmails !== false) {
      jobs.push(
        issueNoticeUnsubscribeToken(userId)
          .then((token) =>
            deps.mailer.send({
              to: email,
              subject: alert.title,
              text: alertEmailText(contact.firstName, alert, url, `${deps.appOrigin}/api/unsubscribe/${token}`),
              messageId: reminderMessageId(alert.key, deps.appOrigin),
              headers: unsubscribeHeaders(token, deps.appOrigin, deps.mailFrom),
            }),
          )
          .catch((err: unknown) => failed('email', alert, err)),
      );
    }
    const mobile = contact.mobileNumber?.trim();
    if (methods.includes('sms') && !quiet && deps.sms.configured && contact.mobileVerified && mobile && isUkMobile(mobile)) {
      jobs.push(deps.sms.send({ to: toE164Uk(mobile), body: alertSms(alert, url) }).catch((err: unknown) => failed('sms', alert, err)));
    }
    const push = deps.push;
    if (methods.includes('app') && !quiet && push?.configured) {
      jobs.push(
        (async () => {
          const payload = JSON.stringify({
            title: alert.title,
            body: alert.message,
            tag: 'policy-reminder',
            url: `/policies?policy=${encodeURIComponent(alert.policyId)}`,
            policyId: alert.policyId,
          });
          for (const sub of await subscriptionsOf(userId)) {
            try {
              await push.send(sub, payload, { ttlSeconds: PUSH_TTL_SECONDS, topic: reminderPushTopic(alert.key) });
            } catch (err) {
              if (err instanceof PushSendError && err.kind === 'gone') await deleteGoneSubscription(sub.id);
              else failed('push', alert, err);
            }
          }
        })().catch((err: unknown) => failed('push', alert, err)),
      );
    }
    await Promise.all(jobs);
  }

  return {
    async send(deliveries) {
      if (deliveries.length === 0) return;
      const userIds = [...new Set(deliveries.map((d) => d.userId))];
      const [prefs, contacts] = await Promise.all([deliveryPreferencesFor(userIds), contactsFor(userIds)]);
      await Promise.all(deliveries.map((d) => sendOne(d.userId, d.alert, prefs.get(d.userId)!, contacts.get(d.userId))));
    },
  };
}
