import type { Connection } from 'mongoose';
import type { Mailer } from './ports/mailer';
import type { PushSender } from './ports/push-sender';
import type { SmsSender } from './ports/sms-sender';
import type { Config } from './config/env';
import type { Logger } from './logger';

/** What createApp and every feature router receive. */
export interface AppDeps {
  config: Config;
  /** Defaults to the default mongoose connection (where the models live). */
  connection: Connection;
  mailer: Mailer;
  sms: SmsSender;
  /** Web push (VAPID); unconfigured: publicKey null, the push channel skips. */
  push: PushSender;
  logger: Logger;
  /**
   * The clock (issue 39): tests move it across a renewal date. Only createApp's caller sets it (the test helpers);
   * no request and no environment variable can: production always runs on the real time.
   */
  now?: () => Date;
}
