// Which database this deployment uses, read from the same variables `npm start` reads: MONGODB_URI (MongoDB),
// else RENEWLY_DB=postgres (FerretDB on the local PostgreSQL), else FerretDB's SQLite files (the default).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError, verifyBackupFile, type BackupManifest } from './backup-file';
import { backupMongodb, restoreMongodb, type MongodbTarget } from './mongodb-engine';
import { backupPostgres, restorePostgres, type PostgresTarget } from './postgres-engine';
import { backupSqlite, restoreSqlite, type SqliteTarget } from './sqlite-engine';

export type BackupTarget = SqliteTarget | PostgresTarget | MongodbTarget;

import { REPO_ROOT } from '../core/config/data-dirs';

export { REPO_ROOT };
export const DEFAULT_DATABASE = 'renewly';

export function newestPgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'pg_dump')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export function resolveBackupTarget(env: NodeJS.ProcessEnv = process.env): BackupTarget {
  if (env.MONGODB_URI) {
    const database = decodeURIComponent(new URL(env.MONGODB_URI).pathname.replace(/^\//, '')) || DEFAULT_DATABASE;
    return { engine: 'mongodb', uri: env.MONGODB_URI, database };
  }
  const backend = env.RENEWLY_DB ?? 'sqlite';
  if (backend === 'postgres') {
    const port = Number(env.RENEWLY_POSTGRES_PORT) || 54329;
    return { engine: 'postgres', database: DEFAULT_DATABASE, postgresUrl: `postgres://postgres@127.0.0.1:${port}/ferretdb`, pgBin: newestPgBin() };
  }
  if (backend !== 'sqlite') throw new BackupError(`RENEWLY_DB must be sqlite or postgres, not "${backend}".`);
  return { engine: 'sqlite', database: DEFAULT_DATABASE, dataDir: env.FERRETDB_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'ferretdb') };
}

export function describeTarget(t: BackupTarget): string {
  if (t.engine === 'sqlite') return `FerretDB on SQLite (${path.join(t.dataDir, `${t.database}.sqlite`)})`;
  if (t.engine === 'postgres') return `FerretDB on PostgreSQL (schema "${t.database}" at ${t.postgresUrl})`;
  return `MongoDB (database "${t.database}")`;
}

export function backupDatabase(target: BackupTarget, outFile: string): Promise<BackupManifest> {
  if (target.engine === 'sqlite') return backupSqlite(target, outFile);
  if (target.engine === 'postgres') return backupPostgres(target, outFile);
  return backupMongodb(target, outFile);
}

export interface RestoreOptions {
  force: boolean;
  /** Whether FerretDB serves the database right now (restore needs it stopped): see database-in-use.ts. */
  isServing: () => Promise<boolean>;
}

/** Verifies the whole file, checks it fits this deployment and the database is empty (or force), then restores. */
export async function restoreDatabase(target: BackupTarget, file: string, options: RestoreOptions): Promise<{ manifest: BackupManifest; replacedDocuments: number }> {
  const { manifest, payloadOffset } = await verifyBackupFile(file);
  if (manifest.engine !== target.engine) {
    throw new BackupError(
      `${file} is a backup of a ${manifest.engine} database; this deployment uses ${describeTarget(target)}. ` +
        'Restore it where it was made, or move the data with the app itself.',
    );
  }
  if (manifest.database !== target.database) {
    throw new BackupError(`${file} holds the database "${manifest.database}", not "${target.database}".`);
  }
  const restored =
    target.engine === 'sqlite'
      ? await restoreSqlite(target, file, payloadOffset, options)
      : target.engine === 'postgres'
        ? await restorePostgres(target, file, payloadOffset, options)
        : await restoreMongodb(target, file, payloadOffset, options);
  return { manifest, ...restored };
}

/** A file name for a new backup: renewly-<engine>[-<label>]-<UTC time>.renewly-backup. */
export function backupFileName(engine: string, now = new Date(), label?: string): string {
  return `renewly-${engine}${label ? `-${label}` : ''}-${now.toISOString().replace(/[:.]/g, '-')}.renewly-backup`;
}
