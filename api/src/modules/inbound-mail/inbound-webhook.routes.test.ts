// Issue 49: the HTTPS way in. A raw message posted with the path's secret, the body's HMAC and a live forwarding
// address is read like one taken by SMTP; a wrong secret is a 404 (nothing read), a wrong or missing signature a 401,
// an unknown address a 404, a body over the limit a 413; the secret never reaches the request log in clear.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Types } from 'mongoose';
import request from 'supertest';
import { loggablePath } from '../../core/http/loggable-path';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { InboundReadingModel, INBOUND_WEBHOOK_MESSAGES } from '.';

const DOMAIN = 'in.renewly.test';
const SECRET = 'p'.repeat(40);
const KEY = 'k'.repeat(40);
let t: TestApp;
let owner: SignedInAgent;
let address: string;
const notice = readFileSync(path.join(__dirname, 'test-fixtures', 'outlook-forward-as-attachment-html-notice.eml'));
const sign = (body: Buffer, key = KEY) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
const post = (body: Buffer, headers: Record<string, string>, secret = SECRET) => {
  const req = request(t.app).post(`/api/inbound-mail/${secret}`).set('Content-Type', 'message/rfc822');
  for (const [k, v] of Object.entries(headers)) req.set(k, v);
  return req.send(body);
};
const readings = () => InboundReadingModel.countDocuments({ userId: new Types.ObjectId(owner.user.id) });

beforeAll(async () => {
  t = await createTestApp({ config: { inboundDomain: DOMAIN, inboundWebhook: { pathSecret: SECRET, hmacKey: KEY }, inboundSmtp: { port: 0, maxMessageBytes: 64 * 1024, perAddressPerDay: 100, perSenderPerHour: 100 } } });
  owner = await signUpAndLogIn(t.app);
  address = (await owner.post('/api/forwarding-address')).body.address as string;
});
afterAll(() => t.close());

test('a signed message to a live address is read (202) and waits for review, with no browser Origin or session', async () => {
  const res = await post(notice, { 'X-Renewly-Recipient': address, 'X-Renewly-Signature': sign(notice) });
  expect(res.status).toBe(202);
  const reading = await InboundReadingModel.findById(res.body.id).lean();
  expect(String(reading!.userId)).toBe(owner.user.id);
  expect((reading!.notice as { renewalPremium?: { value: string } }).renewalPremium?.value).toBe('698.75');
});

test('refused, and nothing read: wrong secret, no or wrong signature, no or unknown recipient, empty body', async () => {
  const before = await readings();
  const good = { 'X-Renewly-Recipient': address, 'X-Renewly-Signature': sign(notice) };
  expect((await post(notice, good, 'q'.repeat(40))).status).toBe(404);
  expect((await post(notice, { 'X-Renewly-Recipient': address })).body).toEqual({ message: INBOUND_WEBHOOK_MESSAGES.badSignature });
  expect((await post(notice, { ...good, 'X-Renewly-Signature': sign(notice, 'z'.repeat(40)) })).status).toBe(401);
  expect((await post(notice, { ...good, 'X-Renewly-Signature': 'sha256=abc' })).status).toBe(401);
  expect((await post(notice, { 'X-Renewly-Signature': sign(notice) })).body).toEqual({ message: INBOUND_WEBHOOK_MESSAGES.noRecipient });
  expect((await post(notice, { ...good, 'X-Renewly-Recipient': `renewals+${'b'.repeat(26)}@${DOMAIN}` })).status).toBe(404);
  const empty = Buffer.alloc(0);
  expect((await post(empty, { ...good, 'X-Renewly-Signature': sign(empty) })).status).toBe(400);
  const big = Buffer.alloc(80 * 1024, 'x');
  expect((await post(big, { ...good, 'X-Renewly-Signature': sign(big) })).status).toBe(413);
  expect(await readings()).toBe(before);
});

test("the path's secret is masked in the request log", () => {
  expect(loggablePath(`/api/inbound-mail/${SECRET}`)).toBe('/api/inbound-mail/:token');
});
