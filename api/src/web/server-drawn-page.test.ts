// Signed-in page requests answered with the first screen drawn, against the real database and the real built shell
// (npm test builds it first: shell/dist and shell/dist-server).
import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@renewly/shared-contracts/features/server-drawn';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../test/helpers';
import { HEAD_SCRIPT_SOURCE } from './server-drawn-page';

const REPO_ROOT = path.resolve(__dirname, '../../..');
let t: TestApp;

beforeAll(async () => {
  if (!existsSync(path.join(REPO_ROOT, 'shell/dist-server/draw-signed-in-page.cjs'))) {
    throw new Error('Build the shell first (npm run build): this test draws pages with its server build');
  }
  t = await createTestApp({ config: { webRoot: REPO_ROOT } });
});
afterAll(() => t.close());

function bootDataOf(html: string): BootData | null {
  const match = new RegExp(`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as BootData) : null;
}

test("a signed-in page comes drawn: the layout, the route's header, the user and the manifest inlined, never stored", async () => {
  const agent = await signUpAndLogIn(t.app, { firstName: 'Grace', lastName: 'Hopper' });
  const res = await agent.get('/policies');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-renewly-drawn-for']).toBe('user');
  expect(res.headers.vary).toMatch(/Cookie/);
  expect(res.text).toContain('<div id="root" data-server-drawn>');
  expect(res.text).toContain('<h1 class="renewly-page-header__title">Insurance Policies</h1>');
  expect(res.text).toContain('aria-label="GH, account menu for Grace Hopper"');
  expect(res.text).toMatch(/<a aria-current="page" class="renewly-nav-link active" href="\/policies"/);
  const boot = bootDataOf(res.text);
  expect(boot?.user).toMatchObject({ id: agent.user.id, firstName: 'Grace' });
  expect(boot?.remotes.policies).toBe('/remotes/policies/mf-manifest.json');
  // The route's remote entry and its page chunk are named up front; the shell's script is fetched at once too, but
  // started by the head script after the first paint (no deferred <script> that could run before it).
  expect(res.text).toContain('<link rel="preload" href="/remotes/policies/remoteEntry.js" as="script" />');
  // The remote's federation manifest too, as the runtime's fetch will ask for it (CORS mode, `crossorigin`).
  expect(res.text).toContain('<link rel="preload" href="/remotes/policies/mf-manifest.json" as="fetch" crossorigin />');
  expect(res.text).toMatch(/<link rel="preload" href="\/remotes\/policies\/static\/js\/__federation_expose_PoliciesPage\.[0-9a-f]+\.js" as="script" \/>/);
  expect(res.text).toMatch(/<link rel="preload" href="\/static\/js\/main\.[0-9a-f]+\.js" as="script" data-renewly-boot \/>/);
  expect(res.text).not.toMatch(/<script[^>]* src=/);
  // The push banner's check runs before the first paint, allowed by its hash alone.
  expect(res.text).toContain("<script>(function(){var on=false;");
  expect(res.headers['content-security-policy']).toContain(HEAD_SCRIPT_SOURCE);
});

test('each route is drawn with its own header; the dashboard greets the user', async () => {
  const agent = await signUpAndLogIn(t.app, { firstName: 'Ada' });
  const expected: Record<string, string> = {
    '/reminders': 'Reminders',
    '/quotes': 'Insurance Quotes',
    '/market-trends': 'Market Trends &amp; Insights',
    '/settings': 'Settings',
    '/profile': 'Profile',
  };
  for (const [route, title] of Object.entries(expected)) {
    const res = await agent.get(route);
    expect(res.headers['x-renewly-drawn-for']).toBe('user');
    expect(res.text).toContain(`<h1 class="renewly-page-header__title">${title}</h1>`);
  }
  const home = await agent.get('/');
  expect(home.text).toMatch(/<h1 class="renewly-page-header__title">[^<]*Ada/);
});

test('signed out, or on a path that is no page, the plain shell is sent: no signed-in markup, nothing inlined', async () => {
  const signedOut = await request(t.app).get('/policies');
  expect(signedOut.status).toBe(200);
  expect(signedOut.headers['x-renewly-drawn-for']).toBeUndefined();
  expect(signedOut.headers['cache-control']).toBe('no-cache');
  expect(signedOut.text).toContain('<div id="root"><div class="renewly-full-page"');
  expect(signedOut.text).not.toContain('data-server-drawn');
  expect(signedOut.text).not.toContain(BOOT_DATA_ELEMENT_ID);

  const agent = await signUpAndLogIn(t.app);
  const unknown = await agent.get('/no-such-page');
  expect(unknown.headers['x-renewly-drawn-for']).toBeUndefined();
  expect(unknown.text).not.toContain(BOOT_DATA_ELEMENT_ID);
  // A stale or forged session cookie is a signed-out visitor.
  const forged = await request(t.app).get('/').set('Cookie', 'renewly.sid=s%3Aforged.signature');
  expect(forged.headers['x-renewly-drawn-for']).toBeUndefined();
});

test("each user's page holds only that user: another session's page never shows them", async () => {
  const ann = await signUpAndLogIn(t.app, { firstName: 'Annabel', lastName: 'Firstuser' });
  const bob = await signUpAndLogIn(t.app, { firstName: 'Bob', lastName: 'Seconduser' });
  const [annPage, bobPage] = await Promise.all([ann.get('/'), bob.get('/')]);
  expect(annPage.text).toContain('Firstuser');
  expect(annPage.text).not.toContain('Seconduser');
  expect(bobPage.text).toContain('Seconduser');
  expect(bobPage.text).not.toContain('Firstuser');
  expect(bootDataOf(bobPage.text)?.user).toMatchObject({ id: bob.user.id });
});

test("a name that looks like markup stays text: it cannot end the inlined data's script or enter the page as HTML", async () => {
  const name = '</script><script>alert(1)</script>';
  const agent = await signUpAndLogIn(t.app, { lastName: name });
  const user = (await agent.get('/api/auth/user')).body as { lastName: string };
  // Registration may refuse such a name; whatever it kept is what must stay text.
  const res = await agent.get('/profile');
  expect(res.text).not.toContain('<script>alert(1)');
  expect(bootDataOf(res.text)?.user).toMatchObject({ lastName: user.lastName });
});

test('the drawn page is compressed as the static files are', async () => {
  const agent = await signUpAndLogIn(t.app);
  const res = await agent.get('/quotes').set('Accept-Encoding', 'br').buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(res.headers['content-encoding']).toBe('br');
});

test("the header's plain bell panel comes after #root, from the page's own read of the user's notifications (issue 38)", async () => {
  const agent = await signUpAndLogIn(t.app, { firstName: 'Ada' });
  const res = await agent.get('/policies');
  const rootEnd = res.text.indexOf(`<script id="${BOOT_DATA_ELEMENT_ID}"`);
  const panelAt = res.text.indexOf('data-early-dialog="bell"');
  // After the root (React never hydrates it), before the inlined data.
  expect(panelAt).toBeGreaterThan(res.text.indexOf('<div id="root" data-server-drawn>'));
  expect(panelAt).toBeLessThan(rootEnd);
  expect(res.text).toContain('<div class="renewly-notification-empty">No notifications yet</div>');
  // The plain dialogs the policies page draws for an early tap are inside it, closed.
  expect(res.text).toMatch(/<dialog data-early-dialog="add-policy" aria-labelledby="early-add-policy-title"/);
  expect(res.text).not.toMatch(/<dialog[^>]* open/);
});
