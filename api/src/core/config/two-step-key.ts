import { hkdfSync } from 'node:crypto';
import type { Config } from './env';

/** The two-step secrets' key: TWO_STEP_SECRETS_KEY, or else one derived from SESSION_SECRET with HKDF-SHA256. */
export function twoStepKey(config: Pick<Config, 'twoStepSecretsKey' | 'sessionSecret'>): Buffer {
  if (config.twoStepSecretsKey) return config.twoStepSecretsKey;
  return Buffer.from(hkdfSync('sha256', config.sessionSecret, 'renewly', 'two-step secrets v1', 32));
}
