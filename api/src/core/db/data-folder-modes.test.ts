// Issue 36 item 4 (ASVS 8.1.6): the embedded database's folder and files are this user's only. FerretDB started the
// way `npm start` starts it (scripts/lib/ferretdb.cjs) leaves its folder 0700 and its SQLite files 0600, and makes an
// older checkout's 0755 folder and 0644 files so.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { freePort, startFerretDBProcess } from '../../../test/ferretdb-process';

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'renewly-data-modes-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const mode = (p: string) => statSync(p).mode & 0o777;

test('a new data folder is 0700 and the files FerretDB writes are 0600, whatever the umask', async () => {
  const dataDir = path.join(work, 'fresh', '.data', 'ferretdb');
  const previous = process.umask(0o022);
  const db = await startFerretDBProcess({ dataDir, port: await freePort() }).finally(() => process.umask(previous));
  const client = new MongoClient(`${db.uri}/renewly`);
  try {
    await client.db('renewly').collection('users').insertOne({ email: 'a@example.com' });
  } finally {
    await client.close();
    await db.stop();
  }
  expect(mode(dataDir)).toBe(0o700);
  expect(mode(path.dirname(dataDir))).toBe(0o700); // .data, created with it
  const files = readdirSync(dataDir);
  expect(files).toContain('renewly.sqlite');
  for (const f of files) expect([f, mode(path.join(dataDir, f))]).toEqual([f, 0o600]);
});

test("an older checkout's open folder and files are closed at start", async () => {
  const dataDir = path.join(work, 'old', 'ferretdb');
  const first = await startFerretDBProcess({ dataDir, port: await freePort() });
  const client = new MongoClient(`${first.uri}/renewly`);
  await client.db('renewly').collection('users').insertOne({ email: 'a@example.com' });
  await client.close();
  await first.stop();
  // As an older version left them.
  chmodSync(dataDir, 0o755);
  for (const f of readdirSync(dataDir)) chmodSync(path.join(dataDir, f), 0o644);
  const db = await startFerretDBProcess({ dataDir, port: await freePort() });
  await db.stop();
  expect(mode(dataDir)).toBe(0o700);
  expect(mode(path.join(dataDir, 'renewly.sqlite'))).toBe(0o600);
});
