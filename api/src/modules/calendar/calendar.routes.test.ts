// The private calendar feed: created, fetched without a session, parsed by ical.js, rotated and turned off.
import ICAL from 'ical.js';
import { Types } from 'mongoose';
import request from 'supertest';
import { YOUR_DATA_MESSAGES } from '@renewly/shared-contracts/features/your-data';
import { createApp } from '../../app';
import { awayFromWindowEnd, createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { policyBody } from '../../../test/route-samples';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { resetByLink } from '../../../test/reset-fixtures';
import { PASSWORD_CHANGED_SUBJECT } from '../sign-in/auth.service';
import { CalendarFeedModel } from './calendar-feed.model';
import { hashFeedToken } from './calendar.service';

let t: TestApp;
let alice: SignedInAgent;
let bob: SignedInAgent;
let policyId: string;

const feedPath = (url: string) => new URL(url).pathname;
const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
  const policy = await alice.post('/api/policies').send({
    ...policyBody('AB12CDE'),
    carManufacturer: 'Ford, the \\ maker; of cars',
    renewalDate: '2027-03-01',
    motExpiryDate: '2027-04-15',
    roadTaxExpiryDate: '2027-05-31',
  });
  expect(policy.status).toBe(201);
  policyId = policy.body.id;
  for (const daysBefore of [30, 7]) {
    const r = await alice
      .post('/api/reminders')
      .send({ policyId, title: `${daysBefore} day renewal reminder`, daysBefore, notificationMethods: ['app'] });
    expect(r.status).toBe(201);
  }
  expect((await bob.post('/api/policies').send(policyBody('ZZ99BOB'))).status).toBe(201);
});
afterAll(async () => {
  await t.close();
});

test('no feed at first; creating one shows its URL once, with a 43-character token stored only as a hash', async () => {
  expect((await alice.get('/api/calendar-feed')).body).toEqual({ enabled: false, createdAt: null });
  const created = await alice.post('/api/calendar-feed');
  expect(created.status).toBe(201);
  expect(created.body.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const token = tokenOf(created.body.url);
  const stored = await CalendarFeedModel.find({}).lean();
  expect(stored).toHaveLength(1);
  expect(stored[0]!._id).toBe(hashFeedToken(token));
  expect(JSON.stringify(stored)).not.toContain(token);
  const status = await alice.get('/api/calendar-feed');
  expect(status.body).toEqual({ enabled: true, createdAt: created.body.createdAt });
  expect(status.text).not.toContain(token);
});

test('the feed, fetched without a session, parses as iCalendar: one all-day event per date, stable UIDs, an alarm per reminder', async () => {
  const { url } = (await alice.post('/api/calendar-feed')).body;
  const first = await request(t.app).get(feedPath(url));
  expect(first.status).toBe(200);
  expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(first.headers['cache-control']).toBe('private, max-age=300');
  expect(first.text).toContain('\r\n');
  for (const line of first.text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

  const cal = new ICAL.Component(ICAL.parse(first.text));
  expect(cal.getFirstPropertyValue('version')).toBe('2.0');
  expect(cal.getFirstPropertyValue('prodid')).toBeTruthy();
  expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Renewly');
  const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const byUid = new Map(events.map((e) => [e.uid, e]));
  expect([...byUid.keys()].sort()).toEqual([`${policyId}-mot@renewly`, `${policyId}-renewal@renewly`, `${policyId}-tax@renewly`]);
  const renewal = byUid.get(`${policyId}-renewal@renewly`)!;
  expect(renewal.startDate.isDate).toBe(true);
  expect(renewal.startDate.toString()).toBe('2027-03-01');
  // Escaped on the way out, read back intact.
  expect(renewal.summary).toBe('Insurance renewal: Ford, the \\ maker; of cars Focus (AB12 CDE)');
  expect(byUid.get(`${policyId}-mot@renewly`)!.startDate.toString()).toBe('2027-04-15');
  expect(byUid.get(`${policyId}-tax@renewly`)!.startDate.toString()).toBe('2027-05-31');
  const triggers = renewal.component.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger')));
  expect(triggers.sort()).toEqual(['-P30D', '-P7D']);
  expect(byUid.get(`${policyId}-mot@renewly`)!.component.getAllSubcomponents('valarm')).toHaveLength(0);
  expect(first.text).not.toContain('ZZ99 BOB');

  const second = await request(t.app).get(feedPath(url));
  const uids2 = new ICAL.Component(ICAL.parse(second.text)).getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'));
  expect(uids2.sort()).toEqual([...byUid.keys()].sort());
  expect(second.text).toBe(first.text);
});

test('MOT and road-tax reminders give their own events an alarm, as renewal reminders do (issue 22 item 5)', async () => {
  const made: string[] = [];
  for (const [target, daysBefore] of [['mot', 14], ['roadTax', 30]] as const) {
    const r = await alice
      .post('/api/reminders')
      .send({ policyId, title: 'x', target, daysBefore, notificationMethods: ['email'] });
    expect(r.status).toBe(201);
    made.push(r.body.id);
  }
  try {
    const { url } = (await alice.post('/api/calendar-feed')).body;
    const cal = new ICAL.Component(ICAL.parse((await request(t.app).get(feedPath(url))).text));
    const triggersOf = (uid: string) =>
      cal
        .getAllSubcomponents('vevent')
        .find((v) => v.getFirstPropertyValue('uid') === uid)!
        .getAllSubcomponents('valarm')
        .map((a) => String(a.getFirstPropertyValue('trigger')));
    expect(triggersOf(`${policyId}-mot@renewly`)).toEqual(['-P14D']);
    expect(triggersOf(`${policyId}-tax@renewly`)).toEqual(['-P30D']);
    expect(triggersOf(`${policyId}-renewal@renewly`).sort()).toEqual(['-P30D', '-P7D']);
  } finally {
    for (const id of made) await alice.delete(`/api/reminders/${id}`);
  }
});

test('a new link stops the old URL at once (404), and turning the feed off stops the new one', async () => {
  const old = (await alice.post('/api/calendar-feed')).body.url;
  expect((await request(t.app).get(feedPath(old))).status).toBe(200);
  const rotated = (await alice.post('/api/calendar-feed')).body.url;
  expect(rotated).not.toBe(old);
  const gone = await request(t.app).get(feedPath(old));
  expect(gone.status).toBe(404);
  expect(gone.body).toEqual({ message: YOUR_DATA_MESSAGES.feedNotFound });
  expect((await request(t.app).get(feedPath(rotated))).status).toBe(200);
  const off = await alice.delete('/api/calendar-feed');
  expect(off.body).toEqual({ enabled: false, createdAt: null });
  expect((await request(t.app).get(feedPath(rotated))).status).toBe(404);
});

test("each user has their own feed: Bob's shows his policy only, and his link does not change Alice's", async () => {
  const a = (await alice.post('/api/calendar-feed')).body.url;
  const b = (await bob.post('/api/calendar-feed')).body.url;
  const bobs = await request(t.app).get(feedPath(b));
  expect(bobs.text).toContain('ZZ99 BOB');
  expect(bobs.text).not.toContain(policyId);
  expect((await request(t.app).get(feedPath(a))).status).toBe(200);
});

test('unknown, malformed and made-up tokens: the same 404 JSON; input on the management routes: 400; signed out: 401', async () => {
  for (const token of ['x', 'A'.repeat(43), '%00', 'A'.repeat(500), '..%2F..']) {
    const res = await request(t.app).get(`/api/calendar/${token}.ics`);
    expect([token, res.status, res.body]).toEqual([token, 404, { message: YOUR_DATA_MESSAGES.feedNotFound }]);
  }
  expect((await request(t.app).get(`/api/calendar/${'A'.repeat(43)}.ics?x=1`)).status).toBe(400);
  expect((await alice.post('/api/calendar-feed').send({ userId: bob.user.id })).status).toBe(400);
  expect((await request(t.app).get('/api/calendar-feed')).status).toBe(401);
  expect((await request(t.app).post('/api/calendar-feed').set('Origin', 'http://127.0.0.1:3000')).status).toBe(401);
});

test('fetches are rate limited per token', async () => {
  await awayFromWindowEnd(t.config.rateLimit.windowMs);
  const limited = createApp({
    config: { ...t.config, calendarFeedRateLimit: { perTokenMax: 3, perAddressMax: 1000 } },
    connection: t.connection,
    mailer: t.mailer,
    logger: t.logger,
  });
  const carol = await signUpAndLogIn(limited);
  const { url } = (await carol.post('/api/calendar-feed')).body;
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await request(limited).get(feedPath(url))).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
});

test('a password reset by link gives the feed a new token: the old URL stops working, and the notice says so', async () => {
  const carol = await signUpAndLogIn(t.app);
  expect((await carol.post('/api/policies').send(policyBody('CA12ROL'))).status).toBe(201);
  const { url } = (await carol.post('/api/calendar-feed')).body;
  expect((await request(t.app).get(feedPath(url))).status).toBe(200);
  expect((await resetByLink(t.app, carol.user.id, 'a fresh reset passphrase')).status).toBe(200);
  const old = await request(t.app).get(feedPath(url));
  expect([old.status, old.body]).toEqual([404, { message: YOUR_DATA_MESSAGES.feedNotFound }]);
  // Still on, under a token nobody was shown.
  const stored = await CalendarFeedModel.find({ userId: new Types.ObjectId(carol.user.id) }).lean();
  expect(stored).toHaveLength(1);
  expect(stored[0]!._id).not.toBe(hashFeedToken(tokenOf(url)));
  const notice = await OutboxModel.findOne({ to: carol.user.email, subject: PASSWORD_CHANGED_SUBJECT }).lean();
  expect(notice?.text).toContain('Your calendar feed has a new link, so the old link no longer works.');
  // Without a feed, the notice says nothing of one, and none is made.
  const dan = await signUpAndLogIn(t.app);
  expect((await resetByLink(t.app, dan.user.id, 'a fresh reset passphrase')).status).toBe(200);
  expect((await OutboxModel.findOne({ to: dan.user.email, subject: PASSWORD_CHANGED_SUBJECT }).lean())?.text).not.toMatch(/calendar/i);
  expect(await CalendarFeedModel.countDocuments({ userId: new Types.ObjectId(dan.user.id) })).toBe(0);
});
