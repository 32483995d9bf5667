// Development without CHANNEL_SECRETS_KEY, TWO_STEP_SECRETS_KEY or DOCUMENTS_KEY (`npm start`, issue 51 item 14): each key made once
// and kept in the data folder (0600), as the session secret is (dev-session-secret.ts), so a newcomer can add a channel
// and the two-step secrets do not hang on the session secret. A set variable always wins; production and tests make
// nothing (production without CHANNEL_SECRETS_KEY has no other channels, and says so on the settings page).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadOrCreateDataFile } from './dev-session-secret';
import type { Config } from './env';
import { twoStepKey } from './two-step-key';

export const DEV_CHANNEL_KEY_FILE = 'channel-secrets-key';
export const DEV_TWO_STEP_KEY_FILE = 'two-step-secrets-key';
export const DEV_DOCUMENTS_KEY_FILE = 'documents-key';

function readKey(file: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`${file} holds no 32-byte key: restore it from a backup (or delete it, and what it encrypted is lost)`);
  return key;
}

/** The config with the data folder's keys in development, and which were made now (for the start-up log). */
export function withDevSecretKeys(config: Config): { config: Config; created: string[] } {
  if (config.nodeEnv !== 'development') return { config, created: [] };
  const created: string[] = [];
  let next = config;
  if (!config.channelSecretsKey) {
    const { value, created: made } = loadOrCreateDataFile(path.join(config.dataDir, DEV_CHANNEL_KEY_FILE), () => randomBytes(32).toString('base64'), readKey);
    next = { ...next, channelSecretsKey: value };
    if (made) created.push('CHANNEL_SECRETS_KEY');
  }
  if (!config.twoStepSecretsKey) {
    // Made from the key in use until now (derived from the session secret), so secrets already stored stay readable.
    const { value, created: made } = loadOrCreateDataFile(path.join(config.dataDir, DEV_TWO_STEP_KEY_FILE), () => twoStepKey(config).toString('base64'), readKey);
    next = { ...next, twoStepSecretsKey: value };
    if (made) created.push('TWO_STEP_SECRETS_KEY');
  }
  if (!config.documents.key) {
    const { value, created: made } = loadOrCreateDataFile(path.join(config.dataDir, DEV_DOCUMENTS_KEY_FILE), () => randomBytes(32).toString('base64'), readKey);
    next = { ...next, documents: { ...next.documents, key: value } };
    if (made) created.push('DOCUMENTS_KEY');
  }
  return { config: next, created };
}
