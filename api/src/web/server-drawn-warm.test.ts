// The API process loads what draws signed-in pages when it starts (`warm`), so the first signed-in request after a
// start or a deploy is not the one that pays for loading the server builds; apps made for tests do not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { defaultRemotesManifest } from './remotes-manifest';
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
