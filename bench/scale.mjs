// How the database's cost grows with what it stores: one user's page reads (GET /api/policies, /api/notifications,
// /api/reminders, /api/dashboard/stats) at 10 connections, with 100, 1,000, 10,000 and 100,000 policies (and as
// many notifications and reminders) stored for many other users, on FerretDB/SQLite, FerretDB/PostgreSQL and, when
// MONGODB_URI is set, on that MongoDB. Prints p50, p97.5 (autocannon has no p95: p97.5 <= 100 ms means p95 is too)
// and p99 per page, each page's p50 one request at a time, then the largest size at which every page answers
// within 100 ms. Each row shows the machine's load average: on a shared machine the figures grow with it.
//
//   npm run bench:scale      builds shared-contracts + api, then measures every backend
//   options: --sizes=100,1000,10000,100000  --backends=sqlite,postgres[,mongo]  --duration=5 (seconds per page)
//            --give-up-ms=3000 (a backend whose p50 passes this at one size is not measured at larger ones: each
//            request would take seconds, and the seeding minutes)  --no-build  --json
//
// The user's own data (20 policies, 20 reminders, 20 notifications) is made through the API; everyone else's is
// inserted in bulk with the driver. The API runs in a child process (production settings, silent logs), so
// autocannon in this process does not steal its event loop.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startFerretDB } from '../scripts/lib/ferretdb.cjs';
import { readJson, serveApi, startChild } from './lib/api-child.mjs';
import { startPostgres } from '../scripts/lib/postgres.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.split('=')[1] : fallback;
};
const SIZES = option('sizes', '100,1000,10000,100000').split(',').map(Number);
const BACKENDS = option('backends', process.env.MONGODB_URI ? 'sqlite,postgres,mongo' : 'sqlite,postgres').split(',');
const DURATION = Number(option('duration', '5'));
const GIVE_UP_MS = Number(option('give-up-ms', '3000'));
const CONNECTIONS = 10;
const MIN_REQUESTS = 30;
const OWN = 20; // the measured user's policies, reminders and notifications
const PER_OTHER_USER = 10; // others' policies per user
const TARGET_MS = 100;
const PAGES = ['/api/policies', '/api/notifications', '/api/reminders', '/api/dashboard/stats'];

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The measured user, with 20 policies and a reminder on each made through the API; returns the session cookie. */
async function seedOwnUser(baseUrl, db) {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const email = `scale-${randomBytes(4).toString('hex')}@example.co.uk`;
  const password = 'bench-password-123';
  const body = { email, username: email, password, firstName: 'Bench', lastName: 'User', mobileNumber: '07700900123' };
  await readJson(await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify(body) }));
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  const user = await readJson(login);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const send = (url, data) => fetch(`${baseUrl}${url}`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(data) }).then(readJson);
  for (let i = 0; i < OWN; i++) {
    const policy = await send('/api/policies', {
      registrationNumber: `AB${String(10 + i).padStart(2, '0')}CDE`,
      carManufacturer: 'Ford',
      carModel: 'Focus',
      insurer: 'Admiral',
      renewalDate: day(i * 9 + 40),
      currentPremium: String(400 + i * 10),
    });
    await send('/api/reminders', { policyId: policy.id, title: '30 day renewal reminder', daysBefore: 30, notificationMethods: ['email', 'app'] });
  }
  const { ObjectId } = await import('mongodb');
  const userId = new ObjectId(user.id);
  await db.collection('notifications').insertMany(
    Array.from({ length: OWN }, (_, i) => ({ userId, title: `Notice ${i}`, message: 'Renewal soon', isRead: i % 2 === 0, createdAt: new Date(Date.now() - i * 3_600_000) })),
  );
  return cookie;
}

/** Tops each collection up to `size` documents (the user's own included), for other users, in bulk. */
async function topUp(db, size) {
  const { ObjectId } = await import('mongodb');
  const now = new Date();
  const have = await db.collection('policies').estimatedDocumentCount();
  for (let start = have; start < size; start += 1000) {
    const n = Math.min(1000, size - start);
    const policies = [];
    const reminders = [];
    const notifications = [];
    let owner = new ObjectId();
    for (let i = 0; i < n; i++) {
      const k = start + i;
      if (k % PER_OTHER_USER === 0) owner = new ObjectId();
      const policyId = new ObjectId();
      policies.push({
        _id: policyId,
        userId: owner,
        registrationNumber: `S${k}`,
        carManufacturer: 'Vauxhall',
        carModel: 'Corsa',
        policyNumber: `P${k}`,
        insurer: 'Aviva',
        renewalDate: day((k % 300) + 1),
        currentPremium: '500.00',
        isActive: true,
        createdAt: now,
        updatedAt: now,
      });
      reminders.push({ userId: owner, policyId, title: '30 day renewal reminder', daysBefore: 30, notificationMethods: ['email'], createdAt: now, updatedAt: now });
      notifications.push({ userId: owner, title: 'Renewal soon', message: `Policy ${k}`, isRead: k % 3 === 0, createdAt: now, policyId });
    }
    await db.collection('policies').insertMany(policies, { ordered: false });
    await db.collection('reminders').insertMany(reminders, { ordered: false });
    await db.collection('notifications').insertMany(notifications, { ordered: false });
  }
}

async function measure(autocannon, url, cookie) {
  await fetch(url, { headers: { cookie } }).catch(() => undefined); // one warm-up read (failures are counted below)
  let r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { cookie }, timeout: 120 });
  // Reads that take seconds: too few finish within the duration for percentiles, so send a fixed number instead.
  if (r.requests.total < MIN_REQUESTS) {
    r = await autocannon({ url, connections: CONNECTIONS, amount: MIN_REQUESTS, headers: { cookie }, timeout: 120 });
  }
  // Reads slower than the driver's 30 s socket timeout end as 5xx: recorded, and that backend goes no larger.
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed > 0) return { failed, of: r.requests.total + r.errors + r.timeouts, p50: r.latency.p50, p975: r.latency.p97_5, p99: r.latency.p99 };
  // One request at a time: what a single user waits when nothing else queues (the machine may be shared).
  const alone = await autocannon({ url, connections: 1, amount: 5, headers: { cookie }, timeout: 120 });
  return {
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    rps: r.requests.average,
    requests: r.requests.total,
    aloneP50: alone.latency.p50,
  };
}

async function startBackend(name, dataDirs) {
  if (name === 'mongo') {
    if (!process.env.MONGODB_URI) throw new Error('--backends=mongo needs MONGODB_URI');
    const url = new URL(process.env.MONGODB_URI);
    url.pathname = '/renewly-bench-scale';
    return { uri: url.toString(), stop: async () => undefined, label: 'MongoDB (MONGODB_URI)' };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'renewly-scale-'));
  dataDirs.push(dataDir);
  if (name === 'sqlite') {
    const db = await startFerretDB({ dataDir, logLevel: 'error' });
    return { uri: `${db.uri}/renewly-bench-scale`, stop: db.stop, label: 'FerretDB on SQLite' };
  }
  // PostgreSQL runs as the postgres user when we are root: its folder sits in the (reachable) git-ignored .data.
  const pgDir = path.join(ROOT, '.data', `bench-postgres-${process.pid}`);
  dataDirs.push(pgDir);
  const pg = await startPostgres({ dataDir: pgDir, port: await freePort() });
  const db = await startFerretDB({ dataDir, logLevel: 'error', postgresUrl: pg.url }).catch(async (err) => {
    await pg.stop();
    throw err;
  });
  return {
    uri: `${db.uri}/renewly-bench-scale`,
    stop: async () => {
      await db.stop();
      await pg.stop();
    },
    label: 'FerretDB on PostgreSQL',
  };
}

async function benchBackend(autocannon, name, results) {
  const dataDirs = [];
  const backend = await startBackend(name, dataDirs);
  const { MongoClient } = await import('mongodb');
  const client = new MongoClient(backend.uri);
  let api;
  try {
    await client.connect();
    const db = client.db();
    await db.dropDatabase();
    const port = await freePort();
    api = startChild(SELF, ['serve-api', String(port), backend.uri]);
    await api.ready;
    const base = `http://127.0.0.1:${port}`;
    const cookie = await seedOwnUser(base, db);
    for (const size of SIZES) {
      const t0 = Date.now();
      await topUp(db, size);
      const seedSeconds = (Date.now() - t0) / 1000;
      const row = { backend: backend.label, size, seedSeconds, pages: {} };
      for (const page of PAGES) row.pages[page] = await measure(autocannon, `${base}${page}`, cookie);
      results.push(row);
      printRow(row);
      const slowest = Math.max(...Object.values(row.pages).map((p) => (p.failed ? Infinity : p.p50)));
      if (slowest > GIVE_UP_MS && size !== SIZES.at(-1)) {
        const rest = SIZES.filter((s) => s > size).map((s) => s.toLocaleString('en-GB')).join(', ');
        const why = slowest === Infinity ? 'reads failed' : `p50 already ${slowest} ms`;
        console.log(`  ${backend.label}: ${why} at ${size.toLocaleString('en-GB')}; not measured at ${rest}`);
        results.push({ backend: backend.label, skippedFrom: SIZES.find((s) => s > size), slowestP50: slowest === Infinity ? null : slowest });
        break;
      }
    }
    if (name === 'mongo') await db.dropDatabase();
  } finally {
    await client.close().catch(() => undefined);
    await api?.stop();
    await backend.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

const pad = (v, n) => String(v).padStart(n);
function printRow(row) {
  const cells = PAGES.map((p) => {
    const m = row.pages[p];
    if (m.failed) return `${pad(`${m.failed}/${m.of} FAILED`, 20)}`;
    return `${pad(m.p50, 6)} ${pad(m.p975, 6)} ${pad(m.p99, 6)}`;
  });
  const load = os.loadavg()[0].toFixed(1);
  console.log(`${row.backend.padEnd(23)} ${pad(row.size.toLocaleString('en-GB'), 8)}  ${cells.join(' |')}   (seeded in ${row.seedSeconds.toFixed(1)} s, load ${load})`);
}

async function main() {
  if (!argv.includes('--no-build')) {
    for (const ws of ['shared-contracts', 'api']) {
      const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      if (r.status !== 0) throw new Error(`building ${ws} failed`);
    }
  }
  const { default: autocannon } = await import('autocannon');
  console.log(`One user's reads at ${CONNECTIONS} connections, ${DURATION} s per page; latency in ms: p50 p97.5 p99`);
  console.log(`${'backend'.padEnd(23)} ${'stored'.padStart(8)}  ${PAGES.map((p) => p.replace('/api/', '').padEnd(20)).join(' |')}`);
  const results = [];
  for (const name of BACKENDS) await benchBackend(autocannon, name, results);

  console.log('\nOne request at a time (1 connection, 5 requests), p50 in ms:');
  for (const row of results.filter((r) => r.pages)) {
    const cells = PAGES.map((p) => pad(row.pages[p].aloneP50 ?? 'failed', 20)).join(' |');
    console.log(`${row.backend.padEnd(23)} ${pad(row.size.toLocaleString('en-GB'), 8)}  ${cells}`);
  }
  console.log(`\nLargest size measured at which every page answers within ${TARGET_MS} ms at p97.5 (so at p95 too):`);
  for (const label of [...new Set(results.map((r) => r.backend))]) {
    const rows = results.filter((r) => r.backend === label && r.pages);
    const ok = rows.filter((r) => Object.values(r.pages).every((p) => !p.failed && p.p975 <= TARGET_MS)).map((r) => r.size);
    const fine = ok.length ? Math.max(...ok).toLocaleString('en-GB') : 'none of the sizes measured';
    console.log(`  ${label.padEnd(23)} ${fine}`);
  }
  if (argv.includes('--json')) console.log(JSON.stringify(results));
}

// The API child re-runs this file with `serve-api`; otherwise measure.
if (argv[0] === 'serve-api') {
  process.on('SIGTERM', () => process.exit(0));
  await serveApi(Number(argv[1]), argv[2]);
} else {
  await main();
}
