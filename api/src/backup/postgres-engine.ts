// FerretDB on PostgreSQL (RENEWLY_DB=postgres): each MongoDB-level database is a PostgreSQL schema of that name in
// FerretDB's PostgreSQL database. Backup: pg_dump of that schema in its custom format (one consistent snapshot, the
// app keeps running). Restore: pg_restore --list checks the file first; then the schema is dropped and restored in
// one transaction, with FerretDB stopped (it caches which schemas and tables exist).
import path from 'node:path';
import { BackupError, extractPayload, writeBackupFile, type BackupManifest, refuseUnlessEmpty } from './backup-file';
import { runTool } from './run-tool';
import { withScratchFolder } from './scratch-folder';

export interface PostgresTarget {
  engine: 'postgres';
  database: string;
  /** postgres://user@host:port/ferretdb (FerretDB's --postgresql-url). */
  postgresUrl: string;
  /** Folder of pg_dump, pg_restore and psql (Debian: /usr/lib/postgresql/<version>/bin); PATH when unset. */
  pgBin?: string;
}

const tool = (t: PostgresTarget, name: string) => (t.pgBin ? path.join(t.pgBin, name) : name);
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

export async function backupPostgres(target: PostgresTarget, outFile: string): Promise<BackupManifest> {
  if ((await schemaDocuments(target)) === null) {
    throw new BackupError(`There is no database to back up: PostgreSQL has no schema "${target.database}".`);
  }
  return withScratchFolder(async (dir) => {
    const payload = path.join(dir, 'db.pgdump');
    await runTool(tool(target, 'pg_dump'), ['--format=custom', `--schema=${target.database}`, '--no-owner', `--file=${payload}`, target.postgresUrl], {
      what: 'pg_dump',
    });
    return writeBackupFile(outFile, target, payload);
  });
}

async function psql(target: PostgresTarget, sql: string, what: string): Promise<string> {
  const { stdout } = await runTool(tool(target, 'psql'), ['-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', target.postgresUrl, '-c', sql], {
    what,
  });
  return stdout.trim();
}

/** Documents in the schema, or null when the schema does not exist. */
export async function schemaDocuments(target: PostgresTarget): Promise<number | null> {
  const tables = await psql(
    target,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = ${quoteLiteral(target.database)} AND table_name NOT LIKE '\\_ferretdb%';`,
    'Reading the current database',
  );
  const exists = await psql(target, `SELECT count(*) FROM pg_namespace WHERE nspname = ${quoteLiteral(target.database)};`, 'Reading the current database');
  if (exists === '0') return null;
  const names = tables.split('\n').filter(Boolean);
  if (names.length === 0) return 0;
  const schema = quoteIdent(target.database);
  const sum = names.map((t) => `(SELECT count(*) FROM ${schema}.${quoteIdent(t)})`).join(' + ');
  return Number(await psql(target, `SELECT ${sum};`, 'Reading the current database'));
}

export async function restorePostgres(
  target: PostgresTarget,
  file: string,
  payloadOffset: number,
  { force, isServing }: { force: boolean; isServing: () => Promise<boolean> },
): Promise<{ replacedDocuments: number }> {
  if (await isServing()) {
    throw new BackupError('FerretDB is running on this PostgreSQL database: stop the app (FerretDB), then restore.');
  }
  const existing = (await schemaDocuments(target)) ?? 0;
  refuseUnlessEmpty(target.database, existing, force, file, `PostgreSQL schema "${target.database}"`);
  return withScratchFolder(async (dir) => {
    const payload = path.join(dir, 'db.pgdump');
    await extractPayload(file, payloadOffset, payload);
    const list = await runTool(tool(target, 'pg_restore'), ['--list', payload], { what: 'Reading the backup' }).catch((err: Error) => {
      throw new BackupError(`${file} is corrupt: ${err.message}`);
    });
    if (!list.stdout.split('\n').some((line) => line.includes(`SCHEMA - ${target.database} `))) {
      throw new BackupError(`${file} does not hold the schema "${target.database}".`);
    }
    // Nothing has been written to PostgreSQL until here.
    await psql(target, `DROP SCHEMA IF EXISTS ${quoteIdent(target.database)} CASCADE;`, 'Emptying the database');
    await runTool(tool(target, 'pg_restore'), ['--single-transaction', '--exit-on-error', '--no-owner', `--dbname=${target.postgresUrl}`, payload], {
      what: 'pg_restore',
    });
    return { replacedDocuments: existing };
  });
}
