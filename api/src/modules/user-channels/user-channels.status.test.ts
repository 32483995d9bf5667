// Issue 51 item 14: whether other channels can be added on this server, for the settings card to say so up front.
import type { Express } from 'express';
import { createApp } from '../../app';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../../test/helpers';

let withKey: TestApp;
/** The same app and database on a server without CHANNEL_SECRETS_KEY. */
let withoutKey: { app: Express };
beforeAll(async () => {
  withKey = await createTestApp();
  const { config, connection, mailer, sms, push, logger } = withKey;
  withoutKey = { app: createApp({ config: { ...config, channelSecretsKey: null }, connection, mailer, sms, push, logger }) };
});
afterAll(async () => {
  await withKey.close();
});

test('GET /api/channels/status: configured with CHANNEL_SECRETS_KEY, not without (and adding then answers 503)', async () => {
  const alice = await signUpAndLogIn(withKey.app);
  expect((await alice.get('/api/channels/status')).body).toEqual({ configured: true });
  const bob = await signUpAndLogIn(withoutKey.app);
  expect((await bob.get('/api/channels/status')).body).toEqual({ configured: false });
  const add = await bob.post('/api/channels').send({ kind: 'webhook', name: 'x', url: 'https://example.com/hook' });
  expect(add.status).toBe(503);
  expect(add.body).toEqual({ message: 'Other channels are not set up on this server (the operator has not set CHANNEL_SECRETS_KEY)' });
});

test('GET /api/channels/status needs a signed-in user', async () => {
  const res = await (await import('supertest')).default(withKey.app).get('/api/channels/status');
  expect(res.status).toBe(401);
});
