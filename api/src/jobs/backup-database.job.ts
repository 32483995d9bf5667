// The scheduled backup of the embedded database (FerretDB on SQLite): off unless BACKUP_CRON is set. Each run makes
// one backup in BACKUP_DIR (default .data/backups) with SQLite's online backup while the app keeps running, then
// keeps the newest BACKUP_KEEP scheduled ones. PostgreSQL and MongoDB deployments back up with their own tools
// (the README; docker-compose.yml's backup service).
import path from 'node:path';
import type { Agenda } from 'agenda';
import type { Config } from '../core/config/env';
import type { Logger } from '../core/logger';
import { preparePrivateFolder } from '../core/config/data-dirs';
import { pruneScheduledBackups, SCHEDULED_MARK } from '../backup/backup-retention';
import { backupFileName } from '../backup/backup-target';
import { backupSqlite } from '../backup/sqlite-engine';

export const BACKUP_DATABASE_JOB = 'database:backup';

export interface ScheduledBackupDeps {
  config: Pick<Config, 'backup' | 'mongodbUri'>;
  logger: Logger;
  now?: () => Date;
}

const databaseName = (uri: string) => decodeURIComponent(new URL(uri).pathname.replace(/^\//, '')) || 'test';

/** One scheduled backup and the retention after it. Never throws: a failure is one error line. */
export async function runScheduledBackup({ config, logger, now = () => new Date() }: ScheduledBackupDeps): Promise<string | null> {
  const { dir, keep, sqliteDir } = config.backup;
  if (!sqliteDir) return null;
  const file = path.join(dir, backupFileName('sqlite', now(), SCHEDULED_MARK));
  try {
    preparePrivateFolder(dir);
    const started = Date.now();
    const manifest = await backupSqlite({ engine: 'sqlite', database: databaseName(config.mongodbUri), dataDir: sqliteDir }, file);
    const removed = await pruneScheduledBackups(dir, keep);
    logger.info({ file, bytes: manifest.payloadBytes, ms: Date.now() - started, removed: removed.length }, 'scheduled backup written');
    return file;
  } catch (err) {
    logger.error({ file, reason: (err as Error).message }, 'scheduled backup failed');
    return null;
  }
}

export async function registerBackupDatabaseJob(agenda: Agenda, deps: ScheduledBackupDeps): Promise<boolean> {
  const { cron, sqliteDir } = deps.config.backup;
  if (!cron) return false;
  if (!sqliteDir) {
    deps.logger.warn(
      'BACKUP_CRON is set, but the scheduled backup covers the embedded SQLite database only (FERRETDB_DATA_DIR, set by npm start): back up PostgreSQL or MongoDB as the README says',
    );
    return false;
  }
  agenda.define(BACKUP_DATABASE_JOB, async () => {
    await runScheduledBackup(deps);
  });
  await agenda.every(cron, BACKUP_DATABASE_JOB);
  return true;
}
