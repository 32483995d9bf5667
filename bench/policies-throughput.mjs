// GET /api/policies throughput for a signed-in user with 20 policies, side by side with a raw mongodb-driver `find`
// of the same documents on the same database served by a trivial HTTP server. Target: API >= 50% of raw.
//
//   npm run bench:policies                 builds shared-contracts + api, starts FerretDB, both servers, measures
//   options: --no-build (use api/dist as it is), --duration=10 (seconds per run), --connections=50,
//            --rounds=2 (API and raw alternate this many times; the machine is shared, so each side gets its best
//            round and the ratio compares like with like), --json
//
// Each server runs in its own child process (this script re-runs itself with `serve-api` / `serve-raw`), so
// autocannon in this process does not steal their event loop. Both use the same FerretDB on loopback.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startFerretDB } from '../scripts/lib/ferretdb.cjs';
import { readJson, serveApi, startChild } from './lib/api-child.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.split('=')[1] : fallback;
};
const DURATION = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '50'));
const ROUNDS = Math.max(1, Number(option('rounds', '2')));
const POLICY_COUNT = 20;
const TARGET_RATIO = 0.5;

// ---- child: the raw baseline (one driver find of the same documents, JSON out) ----
async function serveRaw(port, mongodbUri, userId) {
  const { MongoClient, ObjectId } = await import('mongodb');
  const client = new MongoClient(mongodbUri);
  await client.connect();
  const policies = client.db().collection('policies');
  const owner = new ObjectId(userId);
  http
    .createServer(async (_req, res) => {
      try {
        const docs = await policies.find({ userId: owner }).sort({ renewalDate: 1, _id: 1 }).toArray();
        const body = JSON.stringify(docs);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    })
    .listen(port, '127.0.0.1', () => process.send?.('ready'));
}

// Exit normally on SIGTERM (so --cpu-prof writes its profile).
if (argv[0]?.startsWith('serve-')) process.on('SIGTERM', () => process.exit(0));
if (argv[0] === 'serve-api') await serveApi(Number(argv[1]), argv[2]);
else if (argv[0] === 'serve-raw') await serveRaw(Number(argv[1]), argv[2], argv[3]);
else await main();

// ---- the benchmark ----
async function seed(baseUrl) {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const email = `bench-${randomBytes(4).toString('hex')}@example.co.uk`;
  const password = 'bench-password-123';
  await readJson(
    await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, username: email, password, firstName: 'Bench', lastName: 'User', mobileNumber: '07700900123' }),
    }),
  );
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  const user = await readJson(login);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const makes = [['Ford', 'Focus'], ['Volkswagen', 'Golf'], ['Toyota', 'Yaris'], ['BMW', '3 Series'], ['Kia', 'Sportage']];
  for (let i = 0; i < POLICY_COUNT; i++) {
    const [make, model] = makes[i % makes.length];
    const renewal = new Date(Date.now() + (i * 9 + 3) * 86_400_000).toISOString().slice(0, 10);
    await readJson(
      await fetch(`${baseUrl}/api/policies`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({
          registrationNumber: `AB${String(10 + i).padStart(2, '0')}CDE`,
          carManufacturer: make,
          carModel: model,
          insurer: 'Admiral',
          renewalDate: renewal,
          motExpiryDate: renewal,
          roadTaxExpiryDate: renewal,
          currentPremium: String(400 + i * 10),
          excess: 250,
          coverage: 'Comprehensive',
          isActive: true,
        }),
      }),
    );
  }
  const list = await readJson(await fetch(`${baseUrl}/api/policies`, { headers: { cookie } }));
  if (list.length !== POLICY_COUNT) throw new Error(`expected ${POLICY_COUNT} policies, got ${list.length}`);
  return { cookie, userId: user.id };
}

async function measure(autocannon, title, url, headers) {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${title}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { title, requestsPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total };
}

async function main() {
  if (!argv.includes('--no-build')) {
    for (const ws of ['shared-contracts', 'api']) {
      const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      if (r.status !== 0) throw new Error(`building ${ws} failed`);
    }
  }
  const { default: autocannon } = await import('autocannon');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'renewly-bench-'));
  const stops = [];
  try {
    const db = await startFerretDB({ dataDir, logLevel: 'error' });
    stops.push(() => db.stop());
    const mongodbUri = `${db.uri}/renewly-bench`;

    const apiPort = await freePort();
    const api = startChild(SELF, ['serve-api', String(apiPort), mongodbUri]);
    stops.push(api.stop);
    await api.ready;
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const { cookie, userId } = await seed(apiUrl);

    const rawPort = await freePort();
    const raw = startChild(SELF, ['serve-raw', String(rawPort), mongodbUri, userId]);
    stops.push(raw.stop);
    await raw.ready;
    const rawDocs = await readJson(await fetch(`http://127.0.0.1:${rawPort}/`));
    if (rawDocs.length !== POLICY_COUNT) throw new Error(`raw server sees ${rawDocs.length} policies`);

    console.log(
      `GET /api/policies, ${POLICY_COUNT} policies, ${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} alternating round(s)`,
    );
    const runs = { api: [], raw: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      runs.api.push(await measure(autocannon, 'API  GET /api/policies (session cookie)', `${apiUrl}/api/policies`, { cookie }));
      runs.raw.push(await measure(autocannon, 'raw  driver find + JSON', `http://127.0.0.1:${rawPort}/`, {}));
      for (const r of [runs.api.at(-1), runs.raw.at(-1)]) {
        console.log(
          `  round ${round}  ${r.title.padEnd(42)} ${r.requestsPerSec.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(5)} ms`,
        );
      }
    }
    // Each round's API and raw runs are back to back, so their ratio sees the same machine load.
    const roundRatios = runs.api.map((a, i) => a.requestsPerSec / runs.raw[i].requestsPerSec).sort((x, y) => x - y);
    const medianRatio = roundRatios[Math.floor((roundRatios.length - 1) / 2)];
    const best = (list) => list.reduce((a, b) => (b.requestsPerSec > a.requestsPerSec ? b : a));
    const apiResult = best(runs.api);
    const rawResult = best(runs.raw);
    const ratio = apiResult.requestsPerSec / rawResult.requestsPerSec;
    console.log('best of each:');
    for (const r of [apiResult, rawResult]) {
      console.log(
        `  ${r.title.padEnd(42)} ${r.requestsPerSec.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(5)} ms`,
      );
    }
    console.log(`ratio API/raw, best of each: ${(ratio * 100).toFixed(0)}%`);
    console.log(
      `ratio API/raw, per round: ${roundRatios.map((r) => `${(r * 100).toFixed(0)}%`).join(', ')}; median ${(medianRatio * 100).toFixed(0)}% ` +
        `(target >= ${TARGET_RATIO * 100}%): ${medianRatio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET'}`,
    );
    if (argv.includes('--json')) console.log(JSON.stringify({ api: apiResult, raw: rawResult, ratio, medianRatio, runs }));
    process.exitCode = medianRatio >= TARGET_RATIO ? 0 : 1;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
