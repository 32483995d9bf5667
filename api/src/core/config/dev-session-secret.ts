// Development without SESSION_SECRET (`npm start`): a random secret made on the first run and kept in the data folder
// (.data/session-secret, 0600), as the VAPID keys are (channels/push/dev-vapid-keys.ts). The built-in
// DEV_SESSION_SECRET is public (it is in this repository): with it, a session id read from a backup or the database
// could be signed into a cookie that signs in as its user. Tests keep the built-in one; production requires its own.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { usesDevSessionSecret, type Config } from './env';

export const DEV_SESSION_SECRET_FILE = 'session-secret';

function readSecret(file: string): string | null {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) throw new Error(`${file} holds no session secret: delete it to generate a new one`);
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * A data-folder file made once: its contents read back, or `make()` written there only if still absent ('wx', so an
 * API and a worker starting together end up with one), readable by this user only in a 0700 folder.
 */
export function loadOrCreateDataFile<T>(file: string, make: () => string, read: (file: string) => T | null): { value: T; created: boolean } {
  const stored = read(file);
  if (stored !== null) return { value: stored, created: false };
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${make()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { value: read(file)!, created: false };
  }
  return { value: read(file)!, created: true };
}

/** The stored secret, or a new one written there (readable by this user only). */
export function loadOrCreateDevSessionSecret(dataDir: string): { secret: string; created: boolean } {
  const { value, created } = loadOrCreateDataFile(path.join(dataDir, DEV_SESSION_SECRET_FILE), () => randomBytes(32).toString('hex'), readSecret);
  return { secret: value, created };
}

/** The config a process runs with: in development without SESSION_SECRET, the data folder's own secret. */
export function withDevSessionSecret(config: Config): { config: Config; created?: boolean } {
  if (config.nodeEnv !== 'development' || !usesDevSessionSecret(config)) return { config };
  const { secret, created } = loadOrCreateDevSessionSecret(config.dataDir);
  return { config: { ...config, sessionSecret: secret }, created };
}
