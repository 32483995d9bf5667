// Development only: a VAPID key pair generated once and kept under the data folder (.data/ is git-ignored), so the
// browsers' subscriptions survive restarts. Production takes its keys from VAPID_* or has no push.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export const DEV_VAPID_FILE = 'vapid-dev-keys.json';

/** The stored pair, or a new one written there (readable by this user only). */
export function loadOrCreateDevVapidKeys(dataDir: string): { publicKey: string; privateKey: string; created: boolean } {
  const file = path.join(dataDir, DEV_VAPID_FILE);
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, created: false };
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' && !(err instanceof SyntaxError)) throw err;
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return { ...keys, created: true };
}
