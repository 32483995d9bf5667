// docker/mongo-backup.sh (the compose file's backup service), run here with stand-ins for mongodump, mongorestore
// and mongosh: its files are Renewly backups that restore's checks accept, its retention keeps BACKUP_KEEP, and its
// restore refuses a damaged file before any MongoDB tool writes.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyBackupFile } from './backup-file';

const SCRIPT = path.resolve(__dirname, '../../../docker/mongo-backup.sh');
let work: string;
let bin: string;
let backups: string;
let calls: string;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'renewly-compose-backup-'));
  bin = path.join(work, 'bin');
  backups = path.join(work, 'backups');
  calls = path.join(work, 'calls.log');
  mkdirSync(bin);
  mkdirSync(backups);
  chmodSync(backups, 0o755);
  const tool = (name: string, body: string) => {
    writeFileSync(path.join(bin, name), `#!/bin/sh\necho "${name} $*" >> "${calls}"\n${body}\n`);
    chmodSync(path.join(bin, name), 0o755);
  };
  // mongodump --archive=FILE: some bytes standing for a gzipped archive.
  tool('mongodump', 'for a in "$@"; do case "$a" in --archive=*) head -c 5000 /dev/urandom > "${a#--archive=}";; esac; done');
  tool('mongorestore', 'exit 0');
  tool('mongosh', 'echo 0');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  return spawnSync('sh', [SCRIPT, ...args], {
    encoding: 'utf8',
    env: {
      PATH: `${bin}:${process.env.PATH}`,
      MONGODB_URI: 'mongodb://renewly:secret@mongo:27017/renewly?authSource=admin',
      BACKUP_DIR: backups,
      BACKUP_KEEP: '2',
      ...env,
    },
  });
}

test('each run writes a Renewly backup of the database named in MONGODB_URI; the newest BACKUP_KEEP stay', async () => {
  for (let i = 0; i < 3; i++) expect(run(['once']).status).toBe(0);
  const files = readdirSync(backups).sort();
  expect(files).toHaveLength(2);
  for (const f of files) expect(f).toMatch(/^renewly-mongodb-scheduled-.*\.renewly-backup$/);
  // Issue 36 item 4: the files are 0600 and the folder 0700 (it was 0755 when the run began), whatever the umask.
  for (const f of files) expect([f, statSync(path.join(backups, f)).mode & 0o777]).toEqual([f, 0o600]);
  expect(statSync(backups).mode & 0o777).toBe(0o700);
  const { manifest } = await verifyBackupFile(path.join(backups, files[1]!));
  expect(manifest).toMatchObject({ engine: 'mongodb', database: 'renewly', payloadBytes: 5000 });
  expect(readFileSync(calls, 'utf8')).toContain('mongodump --quiet --uri=mongodb://renewly:secret@mongo:27017/renewly?authSource=admin --archive=');
});

test('restore checks the file before any tool writes: a truncated or foreign file is refused', () => {
  const [file] = readdirSync(backups);
  const damaged = path.join(work, 'damaged.renewly-backup');
  writeFileSync(damaged, readFileSync(path.join(backups, file!)));
  truncateSync(damaged, statSync(damaged).size - 10);
  writeFileSync(calls, '');
  const truncated = run(['restore', damaged]);
  expect([truncated.status, truncated.stderr.trim()]).toEqual([1, `${damaged} is truncated or corrupt (size)`]);
  const foreign = run(['restore', SCRIPT]);
  expect([foreign.status, foreign.stderr.trim()]).toEqual([1, `${SCRIPT} is not a Renewly backup`]);
  expect(readFileSync(calls, 'utf8')).toBe('');

  const good = run(['restore', path.join(backups, file!)]);
  expect(good.status).toBe(0);
  expect(readFileSync(calls, 'utf8')).toMatch(/mongorestore .*--dryRun[\s\S]*mongorestore .*--drop/);
  expect(existsSync(damaged)).toBe(true);
});
