// Issue 36 item 19: what counts as "the database is in use" for restore, read from the processes (/proc), never from a
// port: a FerretDB started on the folder (or on the PostgreSQL database), or any process with one of its files open.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ferretDBsOnPostgres, processesUsingSqliteFolder } from './database-in-use';

let work: string;
const started: ChildProcess[] = [];
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'renewly-in-use-'));
});
afterAll(async () => {
  for (const child of started) {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  }
  rmSync(work, { recursive: true, force: true });
});

/** A process that only waits, with `args` on its command line (as FerretDB's flags would be), started and running. */
async function waiting(args: string[], holdOpen?: string): Promise<ChildProcess> {
  const script = `${holdOpen ? "require('fs').openSync(process.argv[1], 'r');" : ''} console.log('up'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script, '--', ...(holdOpen ? [holdOpen] : []), ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  started.push(child);
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return child;
}

test('a FerretDB started on the folder counts, with or without a trailing slash; one on another folder does not', async () => {
  const folder = path.join(work, 'ferretdb');
  const other = await waiting([`--sqlite-url=file:${path.join(work, 'elsewhere')}/`, `--state-dir=${path.join(work, 'elsewhere')}`]);
  expect(await processesUsingSqliteFolder(folder)).toEqual([]);
  const serving = await waiting([`--sqlite-url=file:${folder}/`]);
  expect((await processesUsingSqliteFolder(folder)).map((p) => p.pid)).toEqual([serving.pid]);
  expect((await processesUsingSqliteFolder(`${folder}/`)).map((p) => p.pid)).toEqual([serving.pid]);
  expect(other.pid).not.toBe(serving.pid);
});

test('any process with a file of the folder open counts', async () => {
  const folder = path.join(work, 'held');
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'renewly.sqlite'), '');
  expect(await processesUsingSqliteFolder(folder)).toEqual([]);
  const holder = await waiting([], path.join(folder, 'renewly.sqlite'));
  expect((await processesUsingSqliteFolder(folder)).map((p) => p.pid)).toEqual([holder.pid]);
});

test('a FerretDB on the PostgreSQL database counts (localhost or 127.0.0.1); one on another port or database does not', async () => {
  await waiting(['--handler=postgresql', '--postgresql-url=postgres://postgres@127.0.0.1:55001/ferretdb']);
  await waiting(['--handler=postgresql', '--postgresql-url=postgres://postgres@localhost:55002/ferretdb']);
  expect(await ferretDBsOnPostgres('postgres://postgres@127.0.0.1:55003/ferretdb')).toEqual([]);
  expect(await ferretDBsOnPostgres('postgres://postgres@127.0.0.1:55001/other')).toEqual([]);
  expect(await ferretDBsOnPostgres('postgres://postgres@127.0.0.1:55001/ferretdb')).toHaveLength(1);
  expect(await ferretDBsOnPostgres('postgres://postgres@127.0.0.1:55002/ferretdb')).toHaveLength(1);
});
