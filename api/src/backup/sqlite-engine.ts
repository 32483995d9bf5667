// The embedded default: FerretDB's SQLite handler keeps one <database>.sqlite file per database in its folder.
// Backup: SQLite's online backup (the sqlite3 shell's `.backup`), consistent while FerretDB keeps writing, gzipped.
// Restore: checked copy (gunzip, integrity check, FerretDB's own table present), then swapped in by a rename, with
// FerretDB stopped (it caches each file's collections, so a file changed under it would not be seen).
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError, extractPayload, writeBackupFile, type BackupManifest, refuseUnlessEmpty } from './backup-file';
import { runTool } from './run-tool';
import { withScratchFolder } from './scratch-folder';

export const SQLITE_BIN = process.env.SQLITE3_PATH ?? 'sqlite3';
const FERRETDB_TABLE = '_ferretdb_collections';

export interface SqliteTarget {
  engine: 'sqlite';
  database: string;
  /** FerretDB's --sqlite-url folder. */
  dataDir: string;
}

export const sqliteFile = (t: SqliteTarget) => path.join(t.dataDir, `${t.database}.sqlite`);

const sqlite = (file: string, sql: string, what: string) =>
  runTool(SQLITE_BIN, ['-batch', '-bail', '-cmd', '.timeout 10000', file, sql], { what });

export async function backupSqlite(target: SqliteTarget, outFile: string): Promise<BackupManifest> {
  const source = sqliteFile(target);
  if (!existsSync(source)) throw new BackupError(`There is no database to back up: ${source} does not exist.`);
  return withScratchFolder(async (dir) => {
    const copy = path.join(dir, 'db.sqlite');
    await sqlite(source, `.backup '${copy}'`, 'The SQLite online backup');
    const payload = path.join(dir, 'db.sqlite.gz');
    await pipeline(createReadStream(copy), createGzip(), createWriteStream(payload));
    return writeBackupFile(outFile, target, payload);
  });
}

/** Documents stored in a FerretDB SQLite file (0 when it does not exist). */
export async function countSqliteDocuments(file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  const { stdout } = await sqlite(
    file,
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_ferretdb%' ESCAPE '\\' AND name NOT LIKE 'sqlite%';`,
    'Reading the current database',
  );
  const tables = stdout.split('\n').filter(Boolean);
  if (tables.length === 0) return 0;
  const sum = tables.map((t) => `(SELECT count(*) FROM "${t.replaceAll('"', '""')}")`).join(' + ');
  const counted = await sqlite(file, `SELECT ${sum};`, 'Reading the current database');
  return Number(counted.stdout.trim());
}

/** Restores a verified sqlite backup. `isServing` tells whether FerretDB has the folder open right now. */
export async function restoreSqlite(
  target: SqliteTarget,
  file: string,
  payloadOffset: number,
  { force, isServing }: { force: boolean; isServing: () => Promise<boolean> },
): Promise<{ replacedDocuments: number }> {
  if (await isServing()) {
    throw new BackupError('The embedded database is running (FerretDB has its files open): stop the app, then restore.');
  }
  const dest = sqliteFile(target);
  const existing = await countSqliteDocuments(dest);
  refuseUnlessEmpty(target.database, existing, force, file, dest);
  return withScratchFolder(async (dir) => {
    const gz = path.join(dir, 'payload.gz');
    await extractPayload(file, payloadOffset, gz);
    const copy = path.join(dir, 'db.sqlite');
    try {
      await pipeline(createReadStream(gz), createGunzip(), createWriteStream(copy));
    } catch (err) {
      throw new BackupError(`${file} is corrupt: its SQLite file does not unpack (${(err as Error).message}).`);
    }
    const check = await sqlite(copy, 'PRAGMA integrity_check;', 'Checking the backed-up SQLite file').catch((err: Error) => {
      throw new BackupError(`${file} is corrupt: ${err.message}`);
    });
    if (check.stdout.trim() !== 'ok') throw new BackupError(`${file} is corrupt: SQLite's integrity check says ${check.stdout.trim()}`);
    const tables = await sqlite(copy, `SELECT count(*) FROM sqlite_master WHERE name = '${FERRETDB_TABLE}';`, 'Checking the backup');
    if (tables.stdout.trim() !== '1') throw new BackupError(`${file} does not hold a FerretDB database.`);

    // Nothing has been written to the data folder until here.
    // The database folder and file are this user's only, as FerretDB's start leaves them (scripts/lib/ferretdb.cjs).
    await mkdir(target.dataDir, { recursive: true, mode: 0o700 });
    const staged = path.join(target.dataDir, `.${target.database}.sqlite.restoring`);
    await copyFile(copy, staged);
    await chmod(staged, 0o600);
    const handle = await open(staged, 'r+');
    await handle.sync();
    await handle.close();
    for (const suffix of ['-wal', '-shm']) await unlink(`${dest}${suffix}`).catch(() => undefined);
    await rename(staged, dest);
    return { replacedDocuments: existing };
  });
}
