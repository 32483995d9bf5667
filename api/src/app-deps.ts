import type { Connection } from 'mongoose';
import type { Mailer } from './channels/email/mailer';
import type { SmsSender } from './channels/sms/sms-sender';
import type { Config } from './config/env';
import type { Logger } from './logger';

/** What createApp and every feature router receive. */
export interface AppDeps {
  config: Config;
  /** Defaults to the default mongoose connection (where the models live). */
  connection: Connection;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger;
}
