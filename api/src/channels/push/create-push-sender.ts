import type { Agent } from 'node:https';
import type { Config } from '../../core/config/env';
import type { Logger } from '../../core/logger';
import { loadOrCreateDevVapidKeys } from './dev-vapid-keys';
import { PushSendError, type PushSender } from '../../core/ports/push-sender';
import { createWebPushSender } from './web-push-sender';

export const PUSH_NOT_CONFIGURED = 'Web push not configured';

/** The sender used without VAPID keys: the app runs, the public key is null and the push channel skips. */
export const unconfiguredPushSender: PushSender = {
  configured: false,
  publicKey: null,
  async send() {
    throw new PushSendError(PUSH_NOT_CONFIGURED, 'permanent');
  },
};

/** Used when VAPID_SUBJECT is not set outside production (push services want a contact; this one reaches no one). */
export const DEV_VAPID_SUBJECT = 'mailto:no-reply@renewly.local';

/**
 * web-push with VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (validated by loadConfig). Without them: in development a key
 * pair generated once under the data folder; in production and tests, unconfigured.
 */
export function createPushSender(
  config: Pick<Config, 'vapid' | 'nodeEnv' | 'dataDir'>,
  options: { logger?: Logger; agent?: Agent } = {},
): PushSender {
  const { publicKey, privateKey, subject = DEV_VAPID_SUBJECT } = config.vapid;
  if (publicKey && privateKey) return createWebPushSender({ publicKey, privateKey, subject }, options);
  if (config.nodeEnv !== 'development') return unconfiguredPushSender;
  const dev = loadOrCreateDevVapidKeys(config.dataDir);
  options.logger?.info(
    { dataDir: config.dataDir },
    dev.created ? 'VAPID_* not set: generated a development key pair for web push' : 'VAPID_* not set: using the development key pair for web push',
  );
  return createWebPushSender({ publicKey: dev.publicKey, privateKey: dev.privateKey, subject }, options);
}
