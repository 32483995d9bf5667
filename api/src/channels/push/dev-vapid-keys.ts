// Development only: a VAPID key pair generated once and kept under the data folder (.data/ is git-ignored), so the
// browsers' subscriptions survive restarts. Production takes its keys from VAPID_* or has no push.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export const DEV_VAPID_FILE = 'vapid-dev-keys.json';

function readKeys(file: string): { publicKey: string; privateKey: string } | null {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
    throw new Error(`${file} does not hold a VAPID key pair: delete it to generate a new one`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    if (err instanceof SyntaxError) throw new Error(`${file} is not JSON: delete it to generate a new one`, { cause: err });
    throw err;
  }
}

/** The stored pair, or a new one written there (readable by this user only). */
export function loadOrCreateDevVapidKeys(dataDir: string): { publicKey: string; privateKey: string; created: boolean } {
  const file = path.join(dataDir, DEV_VAPID_FILE);
  const stored = readKeys(file);
  if (stored) return { ...stored, created: false };
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': only if still absent, so an API and a worker starting together end up with one pair.
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { ...readKeys(file)!, created: false };
  }
  return { ...keys, created: true };
}
