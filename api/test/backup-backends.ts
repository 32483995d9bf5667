// The databases the backup round trip runs on, each with its own server: FerretDB on SQLite files (the embedded
// default), FerretDB on a PostgreSQL of its own, and the MongoDB at MONGODB_URI when one is given.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from '../../scripts/lib/postgres.cjs';
import { newestPgBin } from '../src/backup/backup-target';
import type { BackupTarget } from '../src/backup/backup-target';
import { runTool } from '../src/backup/run-tool';
import { freePort, startFerretDBProcess, type FerretDBProcess } from './ferretdb-process';
import { startFerretDB } from '../../scripts/lib/ferretdb.cjs';
import { testDatabaseUri } from './helpers';

export interface BackupBackend {
  /** mongodb:// base URI the app connects to (no database name). */
  baseUri: string;
  target(database: string): BackupTarget;
  /** Whether the embedded database is being served (restore needs it stopped). */
  isServing(): Promise<boolean>;
  /** Stops the database server (the embedded ones must be stopped to restore). */
  stopServer(): Promise<void>;
  startServer(): Promise<void>;
  /** Removes every trace of `database` (the server is stopped for the embedded ones). */
  wipe(database: string): Promise<void>;
  close(): Promise<void>;
}

export async function sqliteBackend(): Promise<BackupBackend> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'renewly-backup-sqlite-'));
  const port = await freePort();
  let db: FerretDBProcess | null = await startFerretDBProcess({ dataDir, port });
  return {
    baseUri: db.uri,
    target: (database) => ({ engine: 'sqlite', database, dataDir }),
    isServing: async () => db !== null,
    async stopServer() {
      await db?.stop();
      db = null;
    },
    async startServer() {
      db = await startFerretDBProcess({ dataDir, port });
    },
    async wipe() {
      rmSync(dataDir, { recursive: true, force: true });
    },
    async close() {
      await db?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postgresBackend(): Promise<BackupBackend> {
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'renewly-backup-pg-'));
  const ferretDir = mkdtempSync(path.join(os.tmpdir(), 'renewly-backup-pg-ferretdb-'));
  const pg = await startPostgres({ dataDir: pgDir, port: await freePort() });
  const port = await freePort();
  const start = () => startFerretDB({ dataDir: ferretDir, port, postgresUrl: pg.url, logLevel: 'error' });
  let db: FerretDBProcess | null = await start().catch(async (err: unknown) => {
    await pg.stop();
    throw err;
  });
  const pgBin = newestPgBin();
  return {
    baseUri: db.uri,
    target: (database) => ({ engine: 'postgres', database, postgresUrl: pg.url, pgBin }),
    isServing: async () => db !== null,
    async stopServer() {
      await db?.stop();
      db = null;
    },
    async startServer() {
      db = await start();
    },
    async wipe(database) {
      await runTool(path.join(pgBin ?? '', 'psql'), ['-X', '-v', 'ON_ERROR_STOP=1', '-d', pg.url, '-c', `DROP SCHEMA IF EXISTS "${database}" CASCADE`], {
        what: 'wiping the schema',
      });
    },
    async close() {
      await db?.stop();
      await pg.stop();
      rmSync(pgDir, { recursive: true, force: true });
      rmSync(ferretDir, { recursive: true, force: true });
    },
  };
}

/** The server at MONGODB_URI (the jest globalSetup hands it on as TEST_MONGODB_BASE_URI). */
export function mongodbBackend(baseUri: string): BackupBackend {
  return {
    baseUri,
    target: (database) => ({ engine: 'mongodb', database, uri: testDatabaseUri(database, baseUri) }),
    isServing: async () => false,
    stopServer: async () => undefined,
    startServer: async () => undefined,
    async wipe(database) {
      const { MongoClient } = await import('mongodb');
      const client = await MongoClient.connect(testDatabaseUri(database, baseUri));
      await client.db(database).dropDatabase();
      await client.close();
    },
    close: async () => undefined,
  };
}
