// The operator's view of a channel that keeps failing (issue 28): when every delivery on a channel has failed for more
// than 15 minutes (SMTP refusing, Twilio rejecting the credentials), one error line and, with OPERATOR_EMAIL set, one
// email; when the channel delivers again, one line (and email) saying so. Per engine (process): two workers may each
// alert once, never once per failure.
import type { Mailer } from '../../core/ports/mailer';
import type { Logger } from '../../core/logger';

export const FAILING_ALERT_AFTER_MS = 15 * 60_000;

export interface ChannelHealthOptions {
  logger: Logger;
  mailer?: Mailer;
  operatorEmail?: string;
  appOrigin: string;
}

interface Failing {
  since: Date;
  alerted: boolean;
}

export interface ChannelHealth {
  /** Each outcome of a delivery attempt on a channel ('skipped' says nothing of the channel's health). */
  record(channel: string, status: 'sent' | 'skipped' | 'temporary-failure' | 'permanent-failure', at: Date): Promise<void>;
}

const formatTime = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

export function createChannelHealth({ logger, mailer, operatorEmail, appOrigin }: ChannelHealthOptions): ChannelHealth {
  const failing = new Map<string, Failing>();

  async function tellOperator(subject: string, text: string): Promise<void> {
    if (!mailer || !operatorEmail) return;
    try {
      await mailer.send({ to: operatorEmail, subject, text });
    } catch (err) {
      // Email itself may be the channel that fails: the log line has said it already.
      logger.warn({ err: (err as Error).message }, 'operator alert email not sent');
    }
  }

  return {
    async record(channel, status, at) {
      if (status === 'skipped') return;
      const state = failing.get(channel);
      if (status === 'sent') {
        if (!state) return;
        failing.delete(channel);
        if (state.alerted) {
          logger.info({ channel, failingSince: state.since, recoveredAt: at }, 'delivery channel recovered');
          await tellOperator(
            `Renewly: ${channel} deliveries work again`,
            `Reminder deliveries by ${channel} on ${appOrigin} work again since ${formatTime(at)} (failing since ${formatTime(state.since)}).`,
          );
        }
        return;
      }
      if (!state) {
        failing.set(channel, { since: at, alerted: false });
        return;
      }
      if (!state.alerted && at.getTime() - state.since.getTime() > FAILING_ALERT_AFTER_MS) {
        state.alerted = true;
        logger.error({ channel, failingSince: state.since }, 'delivery channel failing for over 15 minutes');
        await tellOperator(
          `Renewly: ${channel} deliveries failing since ${formatTime(state.since)}`,
          `Every reminder delivery by ${channel} on ${appOrigin} has failed since ${formatTime(state.since)}. ` +
            `Failed deliveries are retried; the reasons are in the users' delivery logs and in the log lines 'reminder delivery failed'.`,
        );
      }
    },
  };
}
