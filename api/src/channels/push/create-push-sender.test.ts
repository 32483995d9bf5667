import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { createPushSender, PUSH_NOT_CONFIGURED, unconfiguredPushSender } from './create-push-sender';
import { DEV_VAPID_FILE } from './dev-vapid-keys';
import { PushSendError } from '../../core/ports/push-sender';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'renewly-vapid-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const noKeys = { publicKey: undefined, privateKey: undefined, subject: undefined };

test('configured keys are used as given, in any environment', () => {
  const keys = webpush.generateVAPIDKeys();
  for (const nodeEnv of ['production', 'development', 'test'] as const) {
    const sender = createPushSender({ nodeEnv, dataDir, vapid: { ...keys, subject: 'mailto:a@b.example' } });
    expect(sender).toMatchObject({ configured: true, publicKey: keys.publicKey });
  }
  expect(() => readFileSync(path.join(dataDir, DEV_VAPID_FILE))).toThrow(/ENOENT/);
});

test('production (and tests) without keys: not configured, public key null, nothing written', async () => {
  expect(createPushSender({ nodeEnv: 'production', dataDir, vapid: noKeys })).toBe(unconfiguredPushSender);
  expect(createPushSender({ nodeEnv: 'test', dataDir, vapid: noKeys })).toBe(unconfiguredPushSender);
  expect(unconfiguredPushSender.publicKey).toBeNull();
  await expect(unconfiguredPushSender.send({ endpoint: 'https://x.test/1', keys: { p256dh: 'a', auth: 'b' } }, '{}', { ttlSeconds: 1 })).rejects.toEqual(
    new PushSendError(PUSH_NOT_CONFIGURED, 'permanent'),
  );
  expect(() => readFileSync(path.join(dataDir, DEV_VAPID_FILE))).toThrow(/ENOENT/);
});

test('development without keys: a pair generated once under the data folder (owner-only), the same after a restart', () => {
  const first = createPushSender({ nodeEnv: 'development', dataDir: path.join(dataDir, 'nested'), vapid: noKeys });
  const file = path.join(dataDir, 'nested', DEV_VAPID_FILE);
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  expect(first).toMatchObject({ configured: true, publicKey: stored.publicKey });
  expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);
  expect(Buffer.from(stored.privateKey, 'base64url')).toHaveLength(32);
  expect(statSync(file).mode & 0o777).toBe(0o600);

  const again = createPushSender({ nodeEnv: 'development', dataDir: path.join(dataDir, 'nested'), vapid: noKeys });
  expect(again.publicKey).toBe(stored.publicKey);
});

test('a file that does not hold a key pair stops the start with what to do', () => {
  writeFileSync(path.join(dataDir, DEV_VAPID_FILE), '{"publicKey": 1}');
  expect(() => createPushSender({ nodeEnv: 'development', dataDir, vapid: noKeys })).toThrow(/delete it to generate a new one/);
  writeFileSync(path.join(dataDir, DEV_VAPID_FILE), '{"publicKey": ');
  expect(() => createPushSender({ nodeEnv: 'development', dataDir, vapid: noKeys })).toThrow(/is not JSON: delete it/);
});
