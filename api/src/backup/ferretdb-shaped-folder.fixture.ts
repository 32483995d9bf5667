// For the backup CLI tests: a FerretDB-shaped SQLite folder (FerretDB's catalogue table and one collection holding
// two documents) in a fresh temporary folder, as the backup and restore commands find it on an operator's machine.
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTool } from './run-tool';
import { SQLITE_BIN } from './sqlite-engine';

export interface FerretdbShapedFolder {
  /** The temporary folder holding it all (remove it after the tests). */
  work: string;
  /** FERRETDB_DATA_DIR: `work`/ferretdb, with renewly.sqlite in it. */
  dataDir: string;
}

export async function makeFerretdbShapedFolder(prefix: string): Promise<FerretdbShapedFolder> {
  const work = mkdtempSync(path.join(os.tmpdir(), prefix));
  const dataDir = path.join(work, 'ferretdb');
  mkdirSync(dataDir);
  await runTool(
    SQLITE_BIN,
    [
      path.join(dataDir, 'renewly.sqlite'),
      `CREATE TABLE _ferretdb_collections (name TEXT, table_name TEXT, settings TEXT);
       CREATE TABLE users_1 (_jsonb TEXT); INSERT INTO users_1 VALUES ('{"_id":1}'), ('{"_id":2}');`,
    ],
    { what: 'making a FerretDB-shaped SQLite file' },
  );
  return { work, dataDir };
}
