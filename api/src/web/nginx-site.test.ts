// Issue 36 items 2 and 10, on the shell's nginx site as production serves it (docker/nginx-shell.conf rendered by
// docker/nginx-render.sh, run by Debian's nginx through scripts/lib/nginx.cjs, as `npm run prod:local` and the
// production-topology e2e run it), with a stand-in for the API replicas that records what reaches it:
// the access log never holds a token, and /healthz, /readyz, /metrics are not answered on the public listener.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/ferretdb.cjs';
import { startNginx, type RunningNginx } from '../../../scripts/lib/nginx.cjs';

let work: string;
let api: http.Server;
const reached: string[] = [];
let nginx: RunningNginx;
let base: string;
let accessLog: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'renewly-nginx-site-'));
  const root = path.join(work, 'shell');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Renewly</title>');
  api = http.createServer((req, res) => {
    reached.push(req.url ?? '');
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  const runDir = path.join(work, 'nginx');
  nginx = await startNginx({
    runDir,
    apps: [{ name: 'shell', role: 'shell', port, root }],
    apiServers: [`127.0.0.1:${(api.address() as AddressInfo).port}`],
    remoteUrls: { policies: 'http://127.0.0.1:1/mf-manifest.json' },
    publicOrigin: `http://127.0.0.1:${port}`,
  });
  base = `http://127.0.0.1:${port}`;
  accessLog = path.join(runDir, 'access.log');
});
afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => api?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** A raw GET (fetch would normalise the path the way a browser does, and nginx must cope with what clients send). */
const get = (target: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http.request(`${base}/`, { path: target }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });

test('the access log records paths without query strings and with every token masked', async () => {
  const invite = 'Inv1te_T0ken-' + 'x'.repeat(30);
  const feed = 'Fe3d_t0ken-' + 'y'.repeat(32);
  const reset = 'a1'.repeat(32);
  for (const target of [
    `/api/invites/${invite}`,
    `/api/invites/${invite}/accept`,
    `/API/Invites/${invite}`,
    `/api/calendar/${feed}.ics`,
    `/policies?invite=${invite}`,
    `/?resetToken=${reset}`,
    `/api/something-new/${reset}`,
  ]) {
    await get(target);
  }
  // The requests did reach the API (the masking is the log's, not a refusal).
  expect(reached).toContain(`/api/invites/${invite}/accept`);
  const log = readFileSync(accessLog, 'utf8');
  for (const secret of [invite, feed, reset, 'invite=', 'resetToken']) expect(log).not.toContain(secret);
  expect(log).toContain('"GET /api/invites/:token HTTP/1.1"');
  expect(log).toContain('"GET /api/invites/:token/accept HTTP/1.1"');
  expect(log).toContain('"GET /API/Invites/:token HTTP/1.1"');
  expect(log).toContain('"GET /api/calendar/:token.ics HTTP/1.1"');
  expect(log).toContain('"GET /policies HTTP/1.1"');
  expect(log).toContain('"GET /api/something-new/:token HTTP/1.1"');
});

test('health checks and metrics are not served on the public listener, however the path is spelled', async () => {
  reached.length = 0;
  for (const target of ['/healthz', '/readyz', '/metrics', '/METRICS', '/metrics/', '//metrics', '/api/../metrics', '/api/%2e%2e/readyz', '/metrics?x=1']) {
    expect([target, await get(target)]).toEqual([target, 404]);
  }
  expect(reached).toEqual([]);
  // Pages and the API are still passed on.
  expect(await get('/api/auth/user')).toBe(200);
  expect(await get('/policies')).toBe(200);
  expect(reached).toEqual(['/api/auth/user', '/policies']);
});
