// Issue 50: in production each remote is served from its own origin (docker-compose.yml, `npm run prod:local`). The API
// draws such a remote's page only while that origin serves the very build the API holds (the same mf-manifest.json);
// otherwise the shell's layout is drawn alone. The route's first reads are inlined all the same (the page takes them
// from its cache instead of asking once its code has arrived, a round trip at the end of a phone's first load) and the
// header's plain bell panel is drawn from them (the same build: server-drawn-same-build.test.ts). Against the real
// database and the built apps (npm test builds them).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firstReadsOf } from '@renewly/shared-contracts/features/early-reads';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@renewly/shared-contracts/features/server-drawn';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../test/helpers';
import { defaultRemotesManifest } from './remotes-manifest';

const REPO_ROOT = path.resolve(__dirname, '../../..');
// An origin that never answers here: the API cannot know which build it serves.
const OWN_ORIGIN = { policies: 'https://policies.example.com/mf-manifest.json' };
let t: TestApp;

beforeAll(async () => {
  if (!existsSync(path.join(REPO_ROOT, 'shell/dist-server/draw-signed-in-page.cjs'))) {
    throw new Error('Build the shell first (npm run build): this test draws pages with its server build');
  }
  process.env.REMOTES_MANIFEST_JSON = JSON.stringify({ ...defaultRemotesManifest(), ...OWN_ORIGIN });
  try {
    t = await createTestApp({ config: { webRoot: REPO_ROOT } });
  } finally {
    delete process.env.REMOTES_MANIFEST_JSON;
  }
});
afterAll(() => t.close());

function bootDataOf(html: string): BootData | null {
  const match = new RegExp(`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as BootData) : null;
}

test("a remote on its own origin: its page is left to the browser, but the route's first reads are inlined and the bell's plain panel is drawn", async () => {
  const agent = await signUpAndLogIn(t.app, { firstName: 'Ada' });
  const res = await agent.get('/policies');
  expect(res.status).toBe(200);
  // The shell's layout only: none of the page's own markup (its plain dialogs).
  expect(res.text).toContain('<div id="root" data-server-drawn>');
  expect(res.text).not.toContain('data-early-dialog="add-policy"');
  const boot = bootDataOf(res.text);
  expect(boot?.remotes.policies).toBe(OWN_ORIGIN.policies);
  expect(Object.keys(boot?.reads ?? {}).sort()).toEqual([...firstReadsOf('/policies')].sort());
  expect(boot?.reads['/api/policies']).toEqual([]);
  expect(res.text).toContain('data-early-dialog="bell"');
  expect(res.text).toContain('<div class="renewly-notification-empty">No notifications yet</div>');
});

test('each user gets only their own reads inlined', async () => {
  const ada = await signUpAndLogIn(t.app, { firstName: 'Ada' });
  const grace = await signUpAndLogIn(t.app, { firstName: 'Grace' });
  const added = await ada.post('/api/policies').send({ registrationNumber: 'AB12 CDE', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: '2027-03-01', isActive: true });
  expect(added.status).toBe(201);
  const adas = bootDataOf((await ada.get('/policies')).text);
  expect(adas?.reads['/api/policies']).toEqual([expect.objectContaining({ registrationNumber: 'AB12CDE' })]);
  const graces = bootDataOf((await grace.get('/policies')).text);
  expect(graces?.user).toMatchObject({ firstName: 'Grace' });
  expect(graces?.reads['/api/policies']).toEqual([]);
});
