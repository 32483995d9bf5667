// Production as docker-compose.yml describes it, run for real on loopback (scripts/lib/prod-topology.cjs, the code
// behind `npm run prod:local`): Debian's nginx with the Docker image's site files, /api proxied to two API replicas
// (jobs off), one worker (jobs on), its own FerretDB and a loopback SMTP server. Each replica names itself in
// X-Renewly-Replica (REPLICA_NAME), so the tests can see which one answered.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { freePort, freePorts, startFerretDB } from '../scripts/lib/ferretdb.cjs';
import { REMOTES, startTopology, type Topology } from '../scripts/lib/prod-topology.cjs';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { assertBuilt } from './support/api-server';
import { DRAWN_PAGES } from './support/drawn-pages';
import { markServerNodes } from './support/server-nodes';
import { newTestUser, type TestUser } from './support/session';
import { startSmtpCapture, type CapturedMessage } from './support/smtp-capture';
import { startTcpRelay } from './support/tcp-relay';



const LOGIN_ACCOUNT_MAX = 4;
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

test.describe.configure({ mode: 'serial' });

let topology: Topology;
let mailDir = '';
let databasePort = 0;
const stoppers: (() => Promise<void>)[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  assertBuilt();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'renewly-prod-'));
  stoppers.push(async () => rmSync(tempDir, { recursive: true, force: true }));
  const dataDir = path.join(tempDir, 'ferretdb');
  mkdirSync(dataDir);
  const db = await startFerretDB({ dataDir, port: await freePort(), logLevel: 'error' });
  databasePort = db.port;
  stoppers.push(() => db.stop());
  mailDir = path.join(tempDir, 'mail');
  mkdirSync(mailDir);
  const smtp = await startSmtpCapture(mailDir);
  stoppers.push(() => smtp.stop());

  // All at once, so no two are the same (freePorts).
  const names = Object.keys(REMOTES);
  const [shellPort, apiOne, apiTwo, ...ports] = await freePorts(names.length + 3);
  const remotePorts: Record<string, number> = Object.fromEntries(names.map((name, i) => [name, ports[i]!]));
  topology = await startTopology({
    mongoUri: `${db.uri}/renewly-prod`,
    runDir: path.join(tempDir, 'run'),
    shellPort: shellPort!,
    remotePorts,
    apiPorts: [apiOne!, apiTwo!],
    nameReplicas: true,
    env: {
      SESSION_SECRET: 'production-topology-test-secret-0123456789abcdef',
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      SMTP_REQUIRE_TLS: 'false',
      MAIL_FROM: 'Renewly <no-reply@renewly.test>',
      REMINDER_SWEEP_SECONDS: '5',
      RATE_LIMIT_LOGIN_MAX: '1000',
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: String(LOGIN_ACCOUNT_MAX),
      RATE_LIMIT_REGISTER_MAX: '1000',
      LOG_LEVEL: 'info',
    },
  });
  stoppers.push(() => topology.stop());
});

test.afterAll(async () => {
  for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
});

const origin = () => ({ Origin: topology.url });
const replicaOf = (res: APIResponse) => res.headers()['x-renewly-replica'] ?? 'none';

async function client(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: topology.url });
}

async function register(api: APIRequestContext, user: TestUser): Promise<void> {
  const res = await api.post('/api/auth/register', {
    headers: origin(),
    data: { ...user, username: user.email },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function login(api: APIRequestContext, user: TestUser, password = user.password): Promise<APIResponse> {
  return api.post('/api/auth/login', { headers: origin(), data: { email: user.email, password } });
}

async function signedInClient(): Promise<{ api: APIRequestContext; user: TestUser }> {
  const api = await client();
  const user = newTestUser();
  await register(api, user);
  const res = await login(api, user);
  expect(res.status(), await res.text()).toBe(200);
  return { api, user };
}

/** Each security header nginx adds is there exactly once (the API's own copies are hidden by the proxy). */
function expectSecurityHeaders(res: APIResponse, what: string) {
  const names = res.headersArray().map((h) => h.name.toLowerCase());
  for (const header of SECURITY_HEADERS) {
    expect(names.filter((n) => n === header), `${what}: ${header} once`).toHaveLength(1);
  }
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
}

test('signed in through nginx, requests spread over both replicas keep the session', async () => {
  const { api, user } = await signedInClient();
  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    const res = await api.get('/api/auth/user');
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe(user.email);
    seen.add(replicaOf(res));
  }
  expect([...seen].sort()).toEqual(['api-1', 'api-2']);

  // nginx passes a page request to a replica, which draws it for the signed-in user; the files stay nginx's own.
  const page = await api.get('/policies');
  expect(page.status()).toBe(200);
  expect(page.headers()['x-renewly-drawn-for']).toBe('user');
  expect(page.headers()['cache-control']).toBe('private, no-store');
  expect(await page.text()).toContain('<h1 class="renewly-page-header__title">Insurance Policies</h1>');
  expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  const signedOut = await (await client()).get('/policies');
  expect(signedOut.headers()['x-renewly-drawn-for']).toBeUndefined();
  expect(await signedOut.text()).not.toContain('renewly-boot');
  await api.dispose();
});

test("every page is drawn by the replicas with its own content, the remotes' servers serving the replicas' own build, and the browser keeps it", async ({ browser }) => {
  const { api, user } = await signedInClient();
  // Each replica learns in the background, as it starts, that each remote's server serves the build it holds (issue 50).
  for (const [route, testId] of Object.entries(DRAWN_PAGES)) {
    await expect
      .poll(async () => (await (await api.get(route)).text()).includes(`data-testid="${testId}"`), { message: route, timeout: 30_000 })
      .toBe(true);
  }
  await api.dispose();

  const context = await browser.newContext({ baseURL: topology.url, serviceWorkers: 'block' });
  const signedIn = await login(context.request, user);
  expect(signedIn.status()).toBe(200);
  const page = await context.newPage();
  const faults: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) faults.push(m.text());
  });
  page.on('pageerror', (e) => faults.push(e.message));
  await markServerNodes(page);
  await page.goto('/policies');
  // The policies page came from the remote's own server (its entry script), and React took the server's nodes over.
  await expect(page.getByRole('button', { name: 'Add Policy' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/remoteEntry\.js$/.test(r.name) && !r.name.startsWith(location.origin))))
    .toBe(true);
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => Boolean((document.querySelector('[data-testid="policies-page"]') as (Element & { __fromServer?: boolean }) | null)?.__fromServer));
  expect(kept).toBe(true);
  expect(faults).toEqual([]);
  await context.close();
});

test('the HTML, JS and API answers carry the security headers', async () => {
  const api = await client();
  const html = await api.get('/policies');
  expect(html.headers()['content-type']).toContain('text/html');
  expectSecurityHeaders(html, 'the shell HTML');
  // The shell's CSP lets the page load each remote from its own server.
  const remotes = (await (await api.get('/remotes.json')).json()) as Record<string, string>;
  for (const url of Object.values(remotes)) {
    expect(html.headers()['content-security-policy']).toContain(new URL(url).origin);
  }

  const script = /<script[^>]*src="([^"]+\.js)"/.exec(await html.text())?.[1];
  expect(script, 'the shell HTML names its script').toBeTruthy();
  const js = await api.get(script!);
  expect(js.status()).toBe(200);
  expect(js.headers()['content-type']).toContain('javascript');
  expectSecurityHeaders(js, 'the shell JS');

  const remoteEntry = await api.get(remotes.market!.replace('mf-manifest.json', 'remoteEntry.js'));
  expect(remoteEntry.status()).toBe(200);
  expectSecurityHeaders(remoteEntry, "a remote's JS");

  const json = await api.get('/api/auth/user');
  expect(json.status()).toBe(401);
  expectSecurityHeaders(json, 'an API answer');
  await api.dispose();
});

test('the login rate limit counts attempts on both replicas together', async () => {
  const api = await client();
  const user = newTestUser();
  await register(api, user);
  const answeredBy = new Set<string>();
  for (let i = 0; i < LOGIN_ACCOUNT_MAX; i++) {
    const res = await login(api, user, 'Wrong-password-1');
    expect(res.status()).toBe(401);
    answeredBy.add(replicaOf(res));
  }
  expect([...answeredBy].sort(), 'the failed attempts reached both replicas').toEqual(['api-1', 'api-2']);
  // Each replica saw only part of the attempts; the limit is reached anyway, on whichever replica answers next.
  for (let i = 0; i < 2; i++) {
    const res = await login(api, user);
    expect(res.status()).toBe(429);
  }
  await api.dispose();
});

test('the worker delivers a due reminder while the replicas run with jobs off', async () => {
  test.setTimeout(90_000);
  const { api, user } = await signedInClient();
  const policy = await api.post('/api/policies', {
    headers: origin(),
    data: {
      registrationNumber: 'PR05 DUE',
      carManufacturer: 'Skoda',
      carModel: 'Octavia',
      renewalDate: addDays(londonToday(), 5),
    },
  });
  expect(policy.status(), await policy.text()).toBe(201);
  const { id: policyId } = (await policy.json()) as { id: string };
  // Renewing in 5 days with a 10-day reminder: due now, so the worker's next sweep (every 5 s) sends it.
  const reminder = await api.post('/api/reminders', {
    headers: origin(),
    data: { policyId, title: '10 day renewal reminder', daysBefore: 10, notificationMethods: ['email'] },
  });
  expect(reminder.status(), await reminder.text()).toBe(201);

  await expect
    .poll(() => mailTo(user.email).filter((m) => /^Subject: .*PR05 DUE/m.test(m.raw)).length, { timeout: 60_000, intervals: [1000] })
    .toBe(1);
  // The worker swept and sent it; the replicas never started agenda. (The sweep logs once it has finished, and its
  // output comes through a pipe: the email may arrive before the line does.)
  await expect.poll(() => topology.worker.text(), { timeout: 15_000, intervals: [250] }).toContain('reminder deliveries swept');
  for (const replica of topology.replicas) {
    expect(replica.text(), `${replica.name} runs no jobs`).not.toMatch(/jobs running|reminder deliveries swept/);
  }
  await api.dispose();
});

test("a remote's server stopped: only its route shows the fallback", async ({ browser }) => {
  const { api } = await signedInClient();
  const context = await browser.newContext({ baseURL: topology.url, storageState: await api.storageState() });
  const page = await context.newPage();
  try {
    await page.goto('/market-trends');
    await expect(page.getByRole('main').getByText(/^Market Trends & Insights$/).first()).toBeVisible();

    await topology.stopRemote('market');
    await page.goto('/market-trends');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('is unavailable right now');
    await page.goto('/policies');
    await expect(page.getByRole('main').getByText(/^Insurance Policies$/).first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  } finally {
    await topology.startRemote('market');
    await context.close();
    await api.dispose();
  }
});

test("one replica whose database stops answering (its /readyz 503): reads through nginx answer 200 from the other", async () => {
  test.setTimeout(90_000);
  const { api } = await signedInClient();
  const created = await api.post('/api/policies', {
    headers: origin(),
    data: { registrationNumber: 'RD12 YZZ', carManufacturer: 'Ford', carModel: 'Puma', renewalDate: addDays(londonToday(), 40), isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  // api-1 again, its database reached through a relay this test can cut.
  const relay = await startTcpRelay(databasePort);
  try {
    await topology.restartReplica(0, { MONGODB_URI: `mongodb://127.0.0.1:${relay.port}/renewly-prod` });
    const direct = (p: string) => api.get(`http://127.0.0.1:${topology.apiPorts[0]}${p}`);
    await expect.poll(async () => replicaOf(await api.get('/api/policies')), { timeout: 20_000 }).toBe('api-1');

    await relay.cut();
    await expect.poll(async () => (await direct('/readyz')).status(), { timeout: 10_000 }).toBe(503);
    expect((await (await direct('/readyz')).json()).reasons).toEqual(['The database did not answer within 1 s']);
    expect((await direct('/api/policies')).status()).toBe(503); // reads on api-1 fail
    expect((await direct('/healthz')).status()).toBe(200); // the process itself is alive

    const answers: { path: string; status: number; replica: string }[] = [];
    for (let i = 0; i < 10; i++) {
      for (const p of ['/api/policies', '/api/auth/user', '/']) {
        const res = await api.get(p);
        answers.push({ path: p, status: res.status(), replica: replicaOf(res) });
      }
    }
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(new Set(answers.map((a) => a.replica))).toEqual(new Set(['api-2']));
    const policies = await api.get('/api/policies');
    expect((await policies.json()).map((p: { registrationNumber: string }) => p.registrationNumber)).toContain('RD12YZZ');

    // Its database back: api-1 is ready and serves again (after nginx's fail_timeout).
    await relay.join();
    await expect.poll(async () => (await direct('/readyz')).status(), { timeout: 15_000 }).toBe(200);
    await expect.poll(async () => replicaOf(await api.get('/api/policies')), { timeout: 30_000, intervals: [500] }).toBe('api-1');
  } finally {
    // The later tests want api-1 on the database itself.
    await topology.restartReplica(0).catch(() => undefined);
    await relay.close();
    await api.dispose();
  }
});

test('one replica killed mid-run: requests still answer through the other and sign-in works', async () => {
  const { api, user } = await signedInClient();
  const results: { status: number; replica: string }[] = [];
  const load = (async () => {
    for (let i = 0; i < 40; i++) {
      const res = await api.get('/api/auth/user');
      results.push({ status: res.status(), replica: replicaOf(res) });
    }
  })();
  await expect.poll(() => results.length).toBeGreaterThanOrEqual(6);
  await topology.replicas[0]!.stop('SIGKILL');
  const killedAt = results.length;
  await load;
  expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
  expect(new Set(results.slice(0, killedAt).map((r) => r.replica))).toEqual(new Set(['api-1', 'api-2']));
  // Past the kill (and the request in flight then), only the survivor answers.
  expect(new Set(results.slice(killedAt + 1).map((r) => r.replica))).toEqual(new Set(['api-2']));

  const again = await client();
  const res = await login(again, user);
  expect(res.status(), await res.text()).toBe(200);
  expect((await again.get('/api/auth/user')).status()).toBe(200);
  await Promise.all([api.dispose(), again.dispose()]);
});

function mailTo(address: string): CapturedMessage[] {
  return readdirSync(mailDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')) as CapturedMessage)
    .filter((m) => m.to.includes(address.toLowerCase()));
}
