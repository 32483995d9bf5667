import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** The repository root (api/dist/core/config or api/src/core/config: four levels up). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/** The data folder of a run: DATA_DIR, else the repository's git-ignored .data/. An empty variable counts as unset. */
export function defaultDataDir(env: { DATA_DIR?: string }): string {
  return env.DATA_DIR || path.join(REPO_ROOT, '.data');
}

/**
 * Where backups go when no path is given, for `npm run backup` and the scheduled backup alike: BACKUP_DIR, else
 * backups/ in the data folder (DATA_DIR, else the repository's .data/). An empty variable counts as unset.
 */
export function defaultBackupDir(env: { BACKUP_DIR?: string; DATA_DIR?: string }): string {
  return env.BACKUP_DIR || path.join(defaultDataDir(env), 'backups');
}

/**
 * Backups hold every user's data (and session ids): their folder is this user's only (0700), created so (with any
 * missing parent, such as .data/) or made so when it exists. The files in it are written 0600 (backup-file.ts).
 */
export function preparePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}
