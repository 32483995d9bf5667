// Retention of the scheduled backups: only files this job names (renewly-<engine>-scheduled-<time>.renewly-backup)
// are ever deleted, oldest first, so backups made by hand stay.
import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';

export const SCHEDULED_MARK = 'scheduled';
const SCHEDULED = /^renewly-[a-z]+-scheduled-\d{4}-\d{2}-\d{2}T[\d-]+Z\.renewly-backup$/;

/** Deletes all but the newest `keep` scheduled backups in `dir`; returns the names deleted. */
export async function pruneScheduledBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => SCHEDULED.test(n)).sort(); // ISO times sort by age
  const doomed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of doomed) await unlink(path.join(dir, name));
  return doomed;
}
