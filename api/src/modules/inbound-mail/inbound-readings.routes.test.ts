// Issue 49: the readings waiting for review, on the real database: listed (unread, live), opened by id, marked reviewed;
// another user's id is a 404 and changes nothing; a reading past expiresAt is never returned and the sweep deletes it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { Types } from 'mongoose';
import { INBOUND_READING_TEXTS, inboundReadingLink } from '@renewly/shared-contracts/features/inbound-readings';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { InboundReadingModel, pruneExpiredReadings, receiveForwardedMail } from '.';

let t: TestApp;
let alice: SignedInAgent;
let bob: SignedInAgent;
const notice = readFileSync(path.join(__dirname, 'test-fixtures', 'outlook-forward-as-attachment-html-notice.eml'));
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ config: { inboundDomain: 'in.renewly.test' } });
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
});
afterAll(async () => {
  await t.close();
});

test('the user sees their reading, prefilled from what was read, and the bell links to it; saving marks it reviewed', async () => {
  const stored = await receiveForwardedMail(alice.user.id, notice);
  const id = String(stored._id);
  const list = await alice.get('/api/inbound-readings');
  expect(list.status).toBe(200);
  expect(list.body).toHaveLength(1);
  expect(list.body[0]).toMatchObject({
    id,
    status: 'unread',
    sender: { name: 'Direct Line', address: 'renewals@directline.com', domain: 'directline.com' },
    message: 'We read your renewal notice from Direct Line for CD34 EFG: check it',
    notice: { renewalPremium: { value: '698.75' }, registrationNumber: { value: 'CD34EFG' } },
  });
  expect((await alice.get(`/api/inbound-readings/${id}`)).body).toEqual(list.body[0]);
  const bell = (await alice.get('/api/notifications')).body as { message: string; link?: string }[];
  expect(bell.find((n) => n.link === inboundReadingLink(id))?.message).toBe(list.body[0].message);

  const reviewed = await alice.post(`/api/inbound-readings/${id}/reviewed`);
  expect([reviewed.status, reviewed.body.status]).toEqual([200, 'reviewed']);
  expect((await alice.get('/api/inbound-readings')).body).toEqual([]);
});

test("another user's reading is a 404 to open or mark, and stays unread; bad ids are a 400; signed out is a 401", async () => {
  const stored = await receiveForwardedMail(alice.user.id, notice);
  const id = String(stored._id);
  for (const res of [await bob.get(`/api/inbound-readings/${id}`), await bob.post(`/api/inbound-readings/${id}/reviewed`)]) {
    expect([res.status, res.body]).toEqual([404, { message: INBOUND_READING_TEXTS.notFound }]);
  }
  expect((await bob.get('/api/inbound-readings')).body).toEqual([]);
  expect((await InboundReadingModel.findById(id).lean())?.status).toBe('unread');
  for (const bad of ['nope', '123', `${id}x`]) {
    const res = await alice.get(`/api/inbound-readings/${bad}`);
    expect([res.status, typeof res.body.message]).toEqual([400, 'string']);
  }
  expect((await alice.post(`/api/inbound-readings/${id}/reviewed`).send({ extra: 1 })).status).toBe(400);
  expect((await alice.get('/api/inbound-readings?x=1')).status).toBe(400);
  expect((await request(t.app).get('/api/inbound-readings').set('Origin', TEST_ORIGIN)).status).toBe(401);
});

test('a reading past its expiresAt is never returned, and the daily sweep deletes it (and only it)', async () => {
  const carol = await signUpAndLogIn(t.app);
  const old = await receiveForwardedMail(carol.user.id, notice, new Date(Date.now() - 31 * DAY));
  const fresh = await receiveForwardedMail(carol.user.id, notice);
  expect(old.expiresAt.getTime()).toBeLessThan(Date.now());
  expect(((await carol.get('/api/inbound-readings')).body as { id: string }[]).map((r) => r.id)).toEqual([String(fresh._id)]);
  expect((await carol.get(`/api/inbound-readings/${String(old._id)}`)).status).toBe(404);
  expect((await carol.post(`/api/inbound-readings/${String(old._id)}/reviewed`)).status).toBe(404);
  expect(await pruneExpiredReadings()).toBeGreaterThanOrEqual(1);
  const left = await InboundReadingModel.find({ userId: new Types.ObjectId(carol.user.id) }).lean();
  expect(left.map((r) => String(r._id))).toEqual([String(fresh._id)]);
});
