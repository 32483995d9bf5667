// The API process loads what draws signed-in pages when it starts (`warm`), so the first signed-in request after a
// start or a deploy is not the one that pays for loading the server builds; apps made for tests do not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultRemotesManifest } from './remotes-manifest';
import { servedBuildIsOurs } from './route-preloads';
import { serverDrawnPages } from './server-drawn-page';

const loaded = (file: string) => Boolean(createRequire(__filename).cache[file]);
const aTask = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A web root with a shell page and a server build of its own (a new path, so never loaded before). */
function webRoot(): { root: string; build: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'renewly-warm-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'shell', 'dist-server'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  const build = path.join(root, 'shell', 'dist-server', 'draw-signed-in-page.cjs');
  writeFileSync(build, 'exports.drawSignedInPage = () => null; exports.drawEarlyPanels = () => "";');
  return { root, build };
}

const options = (root: string) => ({
  webRoot: root,
  remotesManifest: { current: defaultRemotesManifest, remoteOrigins: () => [] },
  session: [],
  databaseUp: () => true,
});

test('warm: the server build is loaded in the task after the handler is made, before any request', async () => {
  const { root, build } = webRoot();
  try {
    serverDrawnPages({ ...options(root), warm: true });
    expect(loaded(build)).toBe(false);
    await aTask();
    expect(loaded(build)).toBe(true);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('not warm (the apps tests make): nothing is loaded until a signed-in page is asked for', async () => {
  const { root, build } = webRoot();
  try {
    serverDrawnPages(options(root));
    await aTask();
    expect(loaded(build)).toBe(false);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("warm: a remote's own origin that is not up yet is asked again in the background until its build is known", async () => {
  const { root } = webRoot();
  const manifest = '{"id":"policies","exposes":[]}';
  mkdirSync(path.join(root, 'mfe-policies', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-policies', 'dist', 'mf-manifest.json'), manifest);
  // The remote's server starts after the API: its first answer is a 503.
  let asked = 0;
  const origin = createServer((_req, res) => {
    asked += 1;
    if (asked === 1) res.writeHead(503).end();
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(manifest);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(origin.address() as AddressInfo).port}/mf-manifest.json`;
  try {
    const remotes = { ...defaultRemotesManifest(), policies: url };
    serverDrawnPages({ ...options(root), remotesManifest: { current: () => remotes, remoteOrigins: () => [] }, warm: true });
    for (let i = 0; i < 50 && asked === 0; i += 1) await aTask();
    expect(asked).toBe(1);
    await aTask();
    expect(servedBuildIsOurs(root, 'policies', url)).toBe(false);
    // No page asked for: the background check asks again about 5 s after the failure.
    await new Promise((resolve) => setTimeout(resolve, 6500));
    expect(asked).toBe(2);
    expect(servedBuildIsOurs(root, 'policies', url)).toBe(true);
  } finally {
    await new Promise((resolve) => origin.close(resolve));
    rmSync(root, { recursive: true, force: true });
  }
}, 15_000);
