// Issue 50: a remote on its own origin (production: docker-compose.yml, `npm run prod:local`) whose origin serves the
// very build the API holds (the same mf-manifest.json, byte for byte) has its page drawn by the API with its own copy of
// that build's server half, as a remote served by the API is; a remote whose origin serves another build (deployed
// alone) is left to the browser. Against the real database, a loopback origin and the built apps (npm test builds them).
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { firstReadsOf } from '@renewly/shared-contracts/features/early-reads';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@renewly/shared-contracts/features/server-drawn';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../test/helpers';
import { defaultRemotesManifest } from './remotes-manifest';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const BROWSERS_POLICIES = 'https://policies.example.com/mf-manifest.json';

function bootDataOf(html: string): BootData | null {
  const match = new RegExp(`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as BootData) : null;
}

describe("a remote's own origin serving the API's own build of it", () => {
  let origin: Server;
  let drawn: TestApp;
  const policiesManifest = readFileSync(path.join(REPO_ROOT, 'mfe-policies/dist/mf-manifest.json'), 'utf8');
  const remindersManifest = readFileSync(path.join(REPO_ROOT, 'mfe-reminders/dist/mf-manifest.json'), 'utf8');
  const served: Record<string, string> = {
    // The same build, byte for byte.
    '/policies/mf-manifest.json': policiesManifest,
    // Another build of reminders: one more key in its manifest (a deploy of the remote alone).
    '/reminders/mf-manifest.json': remindersManifest.replace(/^\{/, '{"deployed":"alone",'),
  };

  beforeAll(async () => {
    if (!existsSync(path.join(REPO_ROOT, 'mfe-policies/dist-server/draw-page.cjs'))) {
      throw new Error('Build the apps first (npm run build): this test draws pages with their server builds');
    }
    origin = createServer((req, res) => {
      const body = served[req.url ?? ''];
      res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' }).end(body ?? '{}');
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    process.env.REMOTES_MANIFEST_JSON = JSON.stringify({
      ...defaultRemotesManifest(),
      // The browser's address for policies, which this server reaches at another (as a container on compose's network).
      policies: BROWSERS_POLICIES,
      reminders: `${base}/reminders/mf-manifest.json`,
    });
    process.env.REMOTES_MANIFEST_FETCH_JSON = JSON.stringify({ policies: `${base}/policies/mf-manifest.json` });
    try {
      drawn = await createTestApp({ config: { webRoot: REPO_ROOT } });
    } finally {
      delete process.env.REMOTES_MANIFEST_JSON;
      delete process.env.REMOTES_MANIFEST_FETCH_JSON;
    }
  });
  afterAll(async () => {
    await drawn.close();
    await new Promise((resolve) => origin.close(resolve));
  });

  test('the page is drawn with its own content once the origin is known to serve the same build; another build is not', async () => {
    const agent = await signUpAndLogIn(drawn.app, { firstName: 'Ada' });
    // The origin's manifest is fetched in the background: the first page is the layout alone, then the page is drawn.
    let page = '';
    for (let i = 0; i < 50 && !page.includes('data-early-dialog="add-policy"'); i += 1) {
      page = (await agent.get('/policies')).text;
      if (!page.includes('data-early-dialog="add-policy"')) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(page).toMatch(/<dialog data-early-dialog="add-policy" aria-labelledby="early-add-policy-title"/);
    // The browser is still given its own address for the remote.
    expect(bootDataOf(page)?.remotes.policies).toBe(BROWSERS_POLICIES);
    expect(page).toContain(`<link rel="preload" href="${BROWSERS_POLICIES}" as="fetch" crossorigin />`);
    expect(page).toContain('data-early-dialog="bell"');

    // Reminders' origin serves another build: its page is left to the browser, however often it is asked for.
    await agent.get('/reminders');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reminders = (await agent.get('/reminders')).text;
    expect(reminders).toContain('<div id="root" data-server-drawn>');
    expect(reminders).not.toContain('data-early-dialog="create-reminder"');
    expect(Object.keys(bootDataOf(reminders)?.reads ?? {}).sort()).toEqual([...firstReadsOf('/reminders')].sort());
  });
});
