// Issue 49: without INBOUND_DOMAIN, forwarding is off and the API says so plainly.
import { FORWARDING_MESSAGES } from '@renewly/shared-contracts/features/forwarding-address';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { inboundDomain: null } });
});
afterAll(() => t.close());

test('without INBOUND_DOMAIN the address says it is not set up, and none can be made', async () => {
  const agent = await signUpAndLogIn(t.app);
  expect((await agent.get('/api/forwarding-address')).body).toEqual({ configured: false, enabled: false, address: null, createdAt: null, emailWhenRead: false });
  const made = await agent.post('/api/forwarding-address');
  expect([made.status, made.body]).toEqual([503, { message: FORWARDING_MESSAGES.notConfigured }]);
  expect((await agent.put('/api/forwarding-address').send({ enabled: true })).status).toBe(503);
});
