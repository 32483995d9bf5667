// Issue 36 item 20: starting on a database that already has its collections (every start after the first, and the
// first one after a restore) logs no FerretDB warning: collections are created only when missing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { ferretDBArgs, FERRETDB_BIN, freePort, waitForPort } from '../../../../scripts/lib/ferretdb.cjs';
import { connectDatabase, disconnectDatabase, ensureIndexes } from './connect';
import '../../app'; // registers every model

let dataDir: string;
let ferret: ChildProcess;
let log = '';
let uri: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'renewly-quiet-start-'));
  const port = await freePort();
  // FerretDB as npm start runs it (log level warn), with its log read here.
  ferret = spawn(FERRETDB_BIN, ferretDBArgs({ dataDir, port, logLevel: 'warn' }), { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [ferret.stdout!, ferret.stderr!]) stream.on('data', (c: Buffer) => (log += c.toString()));
  await waitForPort(port, 20000, ferret);
  uri = `mongodb://127.0.0.1:${port}/renewly`;
});
afterAll(async () => {
  await disconnectDatabase();
  ferret.kill('SIGTERM');
  await new Promise((r) => ferret.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
});

test('a start on existing collections creates none again, and FerretDB logs nothing', async () => {
  await connectDatabase({ mongodbUri: uri, mongoServerSelectionTimeoutMs: 5000 });
  await ensureIndexes(); // the first start: creates every collection and index
  const names = (await mongoose.connection.db!.listCollections().toArray()).map((c) => c.name);
  expect(names.length).toBeGreaterThan(15);
  await disconnectDatabase();

  log = '';
  await connectDatabase({ mongodbUri: uri, mongoServerSelectionTimeoutMs: 5000 }); // the next start
  await ensureIndexes();
  await new Promise((r) => setTimeout(r, 300)); // FerretDB's log lines are written after its answers
  expect(log).not.toContain('already exists');
  expect(log).not.toContain('NamespaceExists');
  // (A disconnect's endSessions, which FerretDB v1 does not know, may still be logged: that is the driver's goodbye.)
});
