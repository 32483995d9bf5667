// A backup that is truncated, corrupt or not ours is refused before anything is written; a backup that cannot be
// written (unwritable path, full disk) fails with a message and leaves nothing named as a backup.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackupError, writeBackupFile } from './backup-file';
import { restoreDatabase } from './backup-target';
import { runTool } from './run-tool';
import { backupSqlite, countSqliteDocuments, SQLITE_BIN, type SqliteTarget } from './sqlite-engine';

const ROOT = path.resolve(__dirname, '../../..');
const ROWS = 400;
let work: string;
let source: SqliteTarget;
let good: string;

const notServing = { force: false, isServing: async () => false };
const emptyTarget = (): SqliteTarget => ({ engine: 'sqlite', database: 'renewly', dataDir: mkdtempSync(path.join(work, 'restore-')) });

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'renewly-backup-bad-'));
  source = { engine: 'sqlite', database: 'renewly', dataDir: path.join(work, 'source') };
  // A database file as FerretDB's SQLite handler lays it out: its collections table and one table per collection.
  mkdirSync(source.dataDir, { recursive: true });
  await runTool(
    SQLITE_BIN,
    [
      path.join(source.dataDir, 'renewly.sqlite'),
      `PRAGMA journal_mode=WAL; CREATE TABLE _ferretdb_collections (name TEXT, table_name TEXT, settings TEXT);
       INSERT INTO _ferretdb_collections VALUES ('policies', 'policies_1', '{}');
       CREATE TABLE policies_1 (_jsonb TEXT);
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})
       INSERT INTO policies_1 SELECT json_object('_id', i, 'noise', hex(randomblob(400))) FROM n;`,
    ],
    { what: 'making a FerretDB-shaped SQLite file' },
  );
  good = path.join(work, 'good.renewly-backup');
  await backupSqlite(source, good);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function expectRefusedAndNothingWritten(file: string, message: RegExp): Promise<void> {
  const target = emptyTarget();
  const error = await restoreDatabase(target, file, notServing).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(BackupError);
  expect((error as Error).message).toMatch(message);
  expect(readdirSync(target.dataDir)).toEqual([]);
}

test('a good backup restores into an empty folder (so the refusals below are the checks at work)', async () => {
  const target = emptyTarget();
  await expect(restoreDatabase(target, good, notServing)).resolves.toMatchObject({ replacedDocuments: 0 });
  expect(readdirSync(target.dataDir)).toEqual(['renewly.sqlite']);
  expect(await countSqliteDocuments(path.join(target.dataDir, 'renewly.sqlite'))).toBe(ROWS);
  // A second restore into it is refused: it is not empty.
  await expect(restoreDatabase(target, good, notServing)).rejects.toThrow(/is not empty \(400 documents.*--force/);
});

test('a truncated backup is refused, naming how much is missing', async () => {
  const file = path.join(work, 'truncated.renewly-backup');
  copyFileSync(good, file);
  truncateSync(file, statSync(file).size - 1000);
  await expectRefusedAndNothingWritten(file, /is truncated: it holds \d+ of the \d+ bytes/);
  truncateSync(file, 30); // inside the manifest line
  await expectRefusedAndNothingWritten(file, /is truncated or corrupt: its manifest line is incomplete/);
});

test('a corrupt backup (one byte changed, or bytes added) is refused', async () => {
  const bytes = readFileSync(good);
  const flipped = Buffer.from(bytes);
  flipped[bytes.length - 500] = flipped[bytes.length - 500]! ^ 0xff;
  const file = path.join(work, 'corrupt.renewly-backup');
  writeFileSync(file, flipped);
  await expectRefusedAndNothingWritten(file, /is corrupt: its contents do not match the checksum/);
  writeFileSync(file, Buffer.concat([bytes, Buffer.from('extra')]));
  await expectRefusedAndNothingWritten(file, /is corrupt: it holds 5 bytes more than its manifest names/);
});

test('a file that is not a Renewly backup, or one of another database engine, is refused', async () => {
  const plain = path.join(work, 'plain.sqlite');
  copyFileSync(path.join(source.dataDir, 'renewly.sqlite'), plain);
  await expectRefusedAndNothingWritten(plain, /is not a Renewly backup/);
  const payload = path.join(work, 'payload.bin');
  writeFileSync(payload, 'PGDMP not really');
  const postgres = path.join(work, 'postgres.renewly-backup');
  await writeBackupFile(postgres, { engine: 'postgres', database: 'renewly' }, payload);
  await expectRefusedAndNothingWritten(postgres, /is a backup of a postgres database; this deployment uses FerretDB on SQLite/);
  // Right format and checksum, but what it carries is no gzipped SQLite file.
  const notGzip = path.join(work, 'not-gzip.renewly-backup');
  await writeBackupFile(notGzip, { engine: 'sqlite', database: 'renewly' }, payload);
  await expectRefusedAndNothingWritten(notGzip, /is corrupt: its SQLite file does not unpack/);
});

test('a backup to a path that cannot be written fails with a message and leaves no file', async () => {
  const blocker = path.join(work, 'a-file');
  writeFileSync(blocker, 'not a folder');
  const target = path.join(blocker, 'backup.renewly-backup');
  await expect(backupSqlite(source, target)).rejects.toThrow(/Could not write the backup to .*a part of the path is not a folder \(ENOTDIR\)/);
  expect(existsSync(target)).toBe(false);
});

test('a backup to a full disk (a file size limit here) fails with a message and leaves no file, not even a partial one', () => {
  const dir = mkdtempSync(path.join(work, 'full-'));
  const target = path.join(dir, 'backup.renewly-backup');
  const payload = path.join(work, 'big-payload.bin');
  writeFileSync(payload, Buffer.alloc(256 * 1024, 7));
  // ulimit -f 64: writes past 64 KiB fail with EFBIG (node ignores SIGXFSZ), as writes to a full disk fail.
  const child = spawnSync(
    'bash',
    ['-c', 'ulimit -f 64 && exec "$0" -r "$1" "$2" "$3" "$4"', process.execPath, path.join(ROOT, 'api/test/register-ts.cjs'), path.join(ROOT, 'api/test/write-backup-child.ts'), target, payload],
    { encoding: 'utf8' },
  );
  expect(child.stderr).toMatch(/Could not write the backup to .*\(EFBIG\)/);
  expect(child.status).toBe(1);
  expect(readdirSync(dir)).toEqual([]);
  // The same payload with room to write: it works (the limit is what failed above).
  const roomy = spawnSync(process.execPath, ['-r', path.join(ROOT, 'api/test/register-ts.cjs'), path.join(ROOT, 'api/test/write-backup-child.ts'), target, payload], {
    encoding: 'utf8',
  });
  expect(roomy.status).toBe(0);
  expect(readdirSync(dir)).toEqual(['backup.renewly-backup']);
});
