// A sign-in on a device new to the account is told to its verified address; a known device, an account's first
// device and an unverified address are not told. The device is a cookie of ours; only its hash is stored.
import request from 'supertest';
import { NEW_DEVICE_SIGN_IN_SUBJECT } from '@renewly/shared-contracts/features/sign-in-security';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { createTestApp, markContactsVerified, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { KnownDeviceModel } from './known-device.model';
import { DEVICE_COOKIE_MAX_AGE_MS, DEVICE_COOKIE_NAME, deviceLabel } from './new-device-notice';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const notices = (to: string) => OutboxModel.find({ to, subject: NEW_DEVICE_SIGN_IN_SUBJECT }).lean();
const devicesOf = (user: SignedInAgent) => KnownDeviceModel.find({ userId: user.user.id }).sort({ firstSeenAt: 1 }).lean();

/** A browser of its own (its own cookie jar) signing in to the account. */
async function signInFrom(user: SignedInAgent, userAgent: string, cookie?: string) {
  const browser = request.agent(t.app).set('Origin', TEST_ORIGIN).set('User-Agent', userAgent);
  const req = browser.post('/api/auth/login');
  if (cookie) req.set('Cookie', cookie);
  const res = await req.send({ email: user.user.email, password: user.password });
  expect(res.status).toBe(200);
  return { browser, res };
}

const deviceCookieOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE_NAME}=`));

test('the first device is recorded without a notice; a new one is told, with its browser and the time; a known one is not', async () => {
  const owner = await signUpAndLogIn(t.app);
  await markContactsVerified(owner.user.id);
  expect(await devicesOf(owner)).toHaveLength(1);
  expect(await notices(owner.user.email)).toHaveLength(0);

  const { browser, res } = await signInFrom(owner, CHROME_ON_WINDOWS);
  const cookie = deviceCookieOf(res);
  expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE_NAME.replace('.', '\\.')}=[A-Za-z0-9_-]{32}; Max-Age=${DEVICE_COOKIE_MAX_AGE_MS / 1000}; Path=/; Expires=.+; HttpOnly; SameSite=Lax$`));
  const [notice, ...more] = await notices(owner.user.email);
  expect(more).toHaveLength(0);
  expect(notice!.text).toContain('Your account was signed in on Chrome 131 on Windows 10, a device or browser not used for it before, on ');
  expect(notice!.text).toMatch(/\d{1,2} \w+ 20\d\d at \d\d:\d\d \(UK time\)/);
  expect(notice!.text).toContain('If it was not you, reset your password now');
  // Only the id's hash is kept, never the cookie's value.
  const value = /=([^;]+)/.exec(cookie!)![1]!;
  const devices = await devicesOf(owner);
  expect(devices).toHaveLength(2);
  expect(devices[1]).toMatchObject({ device: 'Chrome 131 on Windows 10' });
  expect(JSON.stringify(devices)).not.toContain(value);

  // The same browser again, and the first one again: known, nothing sent.
  await browser.post('/api/auth/logout').send({});
  expect((await browser.post('/api/auth/login').send({ email: owner.user.email, password: owner.password })).status).toBe(200);
  expect((await owner.post('/api/auth/login').send({ email: owner.user.email, password: owner.password })).status).toBe(200);
  expect(await notices(owner.user.email)).toHaveLength(1);
  expect(await devicesOf(owner)).toHaveLength(2);
});

test("issue 51 item 9: a user agent's own text never reaches the email: an unknown browser is called so", async () => {
  const owner = await signUpAndLogIn(t.app);
  await markContactsVerified(owner.user.id);
  await signInFrom(owner, 'Urgent-call-0800-123456-to-cancel/2.0 (Windows NT 10.0)');
  const [notice] = await notices(owner.user.email);
  expect(notice!.text).toContain('Your account was signed in on an unknown browser on Windows 10, a device or browser not used for it before');
  expect(notice!.text).not.toMatch(/urgent|0800|cancel/i);
  await signInFrom(owner, 'curl/8.5.0');
  expect((await notices(owner.user.email))[1]!.text).toContain('Your account was signed in on an unknown browser, a device or browser');
});

test('a cookie that is not one of ours is a new device (and is replaced); an unverified address is never told', async () => {
  const owner = await signUpAndLogIn(t.app);
  await markContactsVerified(owner.user.id);
  const { res } = await signInFrom(owner, SAFARI_ON_IPHONE, `${DEVICE_COOKIE_NAME}=../../not-ours`);
  expect(deviceCookieOf(res)).toMatch(/=[A-Za-z0-9_-]{32};/);
  expect(await notices(owner.user.email)).toHaveLength(1);
  expect((await notices(owner.user.email))[0]!.text).toContain('signed in on Safari 17 on iOS 17');

  const unverified = await signUpAndLogIn(t.app);
  await signInFrom(unverified, CHROME_ON_WINDOWS);
  expect(await devicesOf(unverified)).toHaveLength(2);
  expect(await notices(unverified.user.email)).toHaveLength(0);
});

test('the device as "Where you\'re signed in" says it; either part alone; nothing readable is null', () => {
  expect(deviceLabel(CHROME_ON_WINDOWS)).toBe('Chrome 131 on Windows 10');
  expect(deviceLabel('curl/8.5.0')).toBe(null);
  expect(deviceLabel(undefined)).toBe(null);
  // Issue 51 item 9: a browser is named only from a known list, never by the user agent's own words.
  expect(deviceLabel('Call-0800-123456-about-your-account/1.0 (Windows NT 10.0)')).toBe('an unknown browser on Windows 10');
  expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0) Visit evil.example now/131.0')).toBe('an unknown browser on Windows 10');
});
