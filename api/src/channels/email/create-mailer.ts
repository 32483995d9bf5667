import type { Logger } from 'pino';
import type { Config } from '../../core/config/env';
import type { Mailer } from '../../core/ports/mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(config: Pick<Config, 'smtp' | 'mailFrom' | 'smtpRequireTls'>, logger: Logger): Mailer {
  if (config.smtp) return createSmtpMailer({ smtp: config.smtp, from: config.mailFrom, requireTLS: config.smtpRequireTls });
  return createOutboxMailer({ from: config.mailFrom, logger });
}
