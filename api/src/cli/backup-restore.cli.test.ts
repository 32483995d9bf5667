// `npm run backup` / `npm run restore` as an operator runs them (the CLIs in child processes, on a FerretDB-shaped
// SQLite folder named by FERRETDB_DATA_DIR): what they print, their exit codes, and what they refuse.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeFerretdbShapedFolder } from '../backup/ferretdb-shaped-folder.fixture';
import { freePort, startFerretDB } from '../../../scripts/lib/ferretdb.cjs';

const ROOT = path.resolve(__dirname, '../../..');
let work: string;
let dataDir: string;

function cli(name: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, FERRETDB_DATA_DIR: dataDir, ...env };
  delete childEnv.MONGODB_URI;
  delete childEnv.RENEWLY_DB;
  if (!('BACKUP_DIR' in env)) delete childEnv.BACKUP_DIR;
  return spawnSync(process.execPath, ['-r', path.join(ROOT, 'api/test/register-ts.cjs'), path.join(ROOT, `api/src/cli/${name}.ts`), ...args], {
    encoding: 'utf8',
    env: childEnv,
  });
}

beforeAll(async () => {
  ({ work, dataDir } = await makeFerretdbShapedFolder('renewly-backup-cli-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

test('backup to a folder names the file; restore into an empty folder works, into a full one only with --force', () => {
  const out = path.join(work, 'out');
  mkdirSync(out);
  const backup = cli('backup', [out]);
  expect(backup.stderr).toBe('');
  expect(backup.status).toBe(0);
  const [name] = readdirSync(out);
  expect(name).toMatch(/^renewly-sqlite-\d{4}-.*\.renewly-backup$/);
  expect(backup.stdout).toContain(`Backed up FerretDB on SQLite (${path.join(dataDir, 'renewly.sqlite')}) to ${path.join(out, name!)}`);
  const file = path.join(out, name!);

  const refused = cli('restore', [file]);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/^Restore failed: The database "renewly" is not empty \(2 documents .*Run it again with --force/);
  const forced = cli('restore', [file, '--force']);
  expect(forced.status).toBe(0);
  expect(forced.stdout).toMatch(/^Restored .* replacing 2 documents\.$/m);

  const fresh = path.join(work, 'fresh');
  const into = cli('restore', [file], { FERRETDB_DATA_DIR: fresh });
  expect(into.status).toBe(0);
  expect(readdirSync(fresh)).toEqual(['renewly.sqlite']);
});

const RUNNING = 'Restore failed: The embedded database is running (FerretDB has its files open): stop the app, then restore.\n';

test('issue 36 item 19: restore refuses while FerretDB serves this folder, on whatever port, or a process has its file open', async () => {
  const out = path.join(work, 'served.renewly-backup');
  expect(cli('backup', [out]).status).toBe(0);
  // This folder's FerretDB on a port that is not FERRETDB_PORT.
  const db = await startFerretDB({ dataDir, port: await freePort(), logLevel: 'error' });
  try {
    const r = cli('restore', [out, '--force'], { FERRETDB_PORT: '27018' });
    expect([r.status, r.stderr]).toEqual([1, RUNNING]);
  } finally {
    await db.stop();
  }
  // Any process holding the database file open (a sqlite3 shell, a copy in progress).
  const holder = spawn('sh', ['-c', 'exec 3<"$0"; echo open; exec sleep 60', path.join(dataDir, 'renewly.sqlite')], { stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    await new Promise((resolve) => holder.stdout!.once('data', resolve));
    const r = cli('restore', [out, '--force']);
    expect([r.status, r.stderr]).toEqual([1, RUNNING]);
  } finally {
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
  }
});

test("issue 36 item 19: another checkout's FerretDB answering on FERRETDB_PORT does not stop a restore of this stopped folder", async () => {
  const out = path.join(work, 'elsewhere.renewly-backup');
  expect(cli('backup', [out]).status).toBe(0);
  const port = await freePort();
  const other = await startFerretDB({ dataDir: path.join(work, 'other-checkout'), port, logLevel: 'error' });
  try {
    const r = cli('restore', [out, '--force'], { FERRETDB_PORT: String(port) });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  } finally {
    await other.stop();
  }
});

test('usage mistakes and bad paths: a message and a non-zero exit, never a stack', () => {
  expect(cli('restore', []).status).toBe(2);
  expect(cli('backup', ['a', 'b']).status).toBe(2);
  const plain = path.join(work, 'notes.txt');
  writeFileSync(plain, 'not a backup');
  const notOurs = cli('restore', [plain]);
  expect([notOurs.status, notOurs.stderr]).toEqual([1, `Restore failed: ${plain} is not a Renewly backup (it does not start with "RENEWLY-BACKUP/1").\n`]);
  const inside = path.join(plain, 'backup.renewly-backup');
  const blocked = cli('backup', [inside]);
  expect([blocked.status, blocked.stderr]).toEqual([1, `Backup failed: Could not write the backup to ${inside}: a part of the path is not a folder (ENOTDIR)\n`]);
  expect(existsSync(inside)).toBe(false);
  const missing = cli('backup', [path.join(work, 'x.renewly-backup')], { FERRETDB_DATA_DIR: path.join(work, 'nothing-here') });
  expect([missing.status, missing.stderr]).toEqual([1, `Backup failed: There is no database to back up: ${path.join(work, 'nothing-here', 'renewly.sqlite')} does not exist.\n`]);
});

test('issue 36 item 4: backups are written 0600 in a 0700 folder, and a restored database file is 0600', () => {
  const mode = (p: string) => statSync(p).mode & 0o777;
  const dataHome = path.join(work, 'data-home');
  // The default folder (backups/ in DATA_DIR), created with its parent; the child runs with the usual umask 022.
  const made = cli('backup', [], { DATA_DIR: dataHome });
  expect(made.status).toBe(0);
  const folder = path.join(dataHome, 'backups');
  expect([mode(dataHome), mode(folder)]).toEqual([0o700, 0o700]);
  const [name] = readdirSync(folder);
  expect(mode(path.join(folder, name!))).toBe(0o600);
  // An existing backups folder left open by an older version is closed; a file named on the command line is 0600.
  chmodSync(folder, 0o755);
  expect(cli('backup', [], { DATA_DIR: dataHome }).status).toBe(0);
  expect(mode(folder)).toBe(0o700);
  const named = path.join(work, 'named.renewly-backup');
  expect(cli('backup', [named]).status).toBe(0);
  expect(mode(named)).toBe(0o600);
  const restoredInto = path.join(work, 'restored-data');
  expect(cli('restore', [named], { FERRETDB_DATA_DIR: restoredInto }).status).toBe(0);
  expect([mode(restoredInto), mode(path.join(restoredInto, 'renewly.sqlite'))]).toEqual([0o700, 0o600]);
});
