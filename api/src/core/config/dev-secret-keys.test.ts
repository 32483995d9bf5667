// Issue 51 item 14: `npm start` (development) makes the channel key and the two-step key once, kept 0600 in the data
// folder, so 'Add channel' works on a newcomer's first run; a set variable wins; tests and production make nothing.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_CHANNEL_KEY_FILE, DEV_TWO_STEP_KEY_FILE, DEV_DOCUMENTS_KEY_FILE, withDevSecretKeys } from './dev-secret-keys';
import { withDevSessionSecret } from './dev-session-secret';
import { loadConfig } from './env';
import { createChannelSecrets } from '../../modules/user-channels/channel-secrets';
import { createSecretBox, twoStepKey } from '../../modules/two-step/secret-box';

const URI = 'mongodb://127.0.0.1:27018/renewly';
let dataDir: string;
beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'renewly-keys-')), 'data');
});
afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

const devConfig = (env: Record<string, string> = {}) => withDevSessionSecret(loadConfig({ NODE_ENV: 'development', MONGODB_URI: URI, DATA_DIR: dataDir, ...env })).config;

test('development without the keys: each made on the first run, kept 0600, the same next time', () => {
  const config = devConfig();
  expect(config.channelSecretsKey).toBeNull();
  const first = withDevSecretKeys(config);
  expect(first.created).toEqual(['CHANNEL_SECRETS_KEY', 'TWO_STEP_SECRETS_KEY', 'DOCUMENTS_KEY']);
  expect(first.config.channelSecretsKey).toHaveLength(32);
  expect(first.config.twoStepSecretsKey).toHaveLength(32);
  expect(first.config.documents.key).toHaveLength(32);
  for (const file of [DEV_CHANNEL_KEY_FILE, DEV_TWO_STEP_KEY_FILE, DEV_DOCUMENTS_KEY_FILE]) expect(statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
  // A channel secret sealed with it opens again after a restart.
  const sealed = createChannelSecrets(first.config.channelSecretsKey!).encrypt('tk_secret', 'c1');
  const again = withDevSecretKeys(devConfig());
  expect(again.created).toEqual([]);
  expect(createChannelSecrets(again.config.channelSecretsKey!).decrypt(sealed, 'c1')).toBe('tk_secret');
  expect(again.config.twoStepSecretsKey!.equals(first.config.twoStepSecretsKey!)).toBe(true);
  expect(again.config.documents.key!.equals(first.config.documents.key!)).toBe(true);
});

test('the two-step key starts as the one derived from the session secret, so secrets stored before stay readable', () => {
  const config = devConfig();
  const before = createSecretBox(twoStepKey(config)).seal('JBSWY3DPEHPK3PXP', 'u1');
  const after = withDevSecretKeys(config).config;
  expect(createSecretBox(twoStepKey(after)).open(before, 'u1')).toBe('JBSWY3DPEHPK3PXP');
});

test('a set variable wins; tests and production make nothing; a damaged file is named, not replaced', () => {
  const key = Buffer.alloc(32, 3).toString('base64');
  const own = withDevSecretKeys(devConfig({ CHANNEL_SECRETS_KEY: key, TWO_STEP_SECRETS_KEY: key, DOCUMENTS_KEY: key }));
  expect(own.created).toEqual([]);
  expect(own.config.channelSecretsKey!.toString('base64')).toBe(key);
  expect(own.config.documents.key!.toString('base64')).toBe(key);
  const test = loadConfig({ NODE_ENV: 'test', MONGODB_URI: URI, DATA_DIR: dataDir });
  expect(withDevSecretKeys(test).config.channelSecretsKey).toBeNull();
  expect(withDevSecretKeys(test).config.documents.key).toBeNull();
  expect(() => statSync(path.join(dataDir, DEV_CHANNEL_KEY_FILE))).toThrow();
  withDevSecretKeys(devConfig());
  writeFileSync(path.join(dataDir, DEV_CHANNEL_KEY_FILE), 'short\n');
  expect(() => withDevSecretKeys(devConfig())).toThrow(/holds no 32-byte key/);
});
