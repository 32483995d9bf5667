// Issue 49: with no INBOUND_WEBHOOK_SECRET (the default), the HTTPS way in does not exist.
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { inboundDomain: 'in.renewly.test', inboundWebhook: null } });
});
afterAll(() => t.close());

test('any post to /api/inbound-mail/... is a 404 with a JSON message', async () => {
  const res = await request(t.app).post(`/api/inbound-mail/${'p'.repeat(40)}`).set('Content-Type', 'message/rfc822').send('From: a@b.co\r\n\r\nhi');
  expect(res.status).toBe(404);
  expect(typeof res.body.message).toBe('string');
});
