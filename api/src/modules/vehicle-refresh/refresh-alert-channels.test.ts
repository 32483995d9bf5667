// Issue 36 item 12, the channels: a DVLA alert on a shared car reaches the owner and every member through their own
// email, SMS and web push as their delivery preferences say, once each however many workers check the car. Against
// the fake DVLA, the loopback SMTP server and the fake Twilio, on the real database.
import type { Mailer } from '../../core/ports/mailer';
import { createOutboxMailer } from '../../channels/email/outbox-mailer';
import { createSmtpMailer } from '../../channels/email/smtp-mailer';
import type { PushOptions, PushSender, PushTarget } from '../../core/ports/push-sender';
import { createTwilioSmsSender } from '../../channels/sms/twilio-sms-sender';
import { decodeQuotedPrintable, startTestSmtpServer, type TestSmtpServer } from '../../../test/delivery-fixtures';
import { type FakeDvla, startFakeDvla } from '../../../test/fake-dvla-server';
import { type FakeTwilio, startFakeTwilio } from '../../../test/fake-twilio-server';
import { createTestApp, markContactsVerified, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { subscriptionBody, testPushSubscription } from '../../../test/push-fixtures';
import { shareWith } from '../../../test/sharing-fixtures';
import { addPolicy, dvlaProvider, historyOf, silentLogger, sweepAt } from '../../../test/vehicle-refresh-fixtures';
import type { VehicleProvider } from '../vehicle/vehicle-provider';
import { createAlertChannels, type AlertChannels } from './refresh-alert-channels';
import { UserModel } from '../users/user.model';
import mongoose from 'mongoose';
import request from 'supertest';
import { NotificationModel } from '../notifications/notifications.model';

let t: TestApp;
let dvla: FakeDvla;
let smtp: TestSmtpServer;
let twilio: FakeTwilio;
let provider: VehicleProvider;
let owner: SignedInAgent;
let editor: SignedInAgent;
let viewer: SignedInAgent;

const MOBILES = { owner: ['07700 900111', '+447700900111'], editor: ['07700 900222', '+447700900222'], viewer: ['07700 900333', '+447700900333'] };

beforeAll(async () => {
  dvla = await startFakeDvla({ apiKey: 'alerts-key', vehicles: [] });
  provider = dvlaProvider(dvla);
  smtp = await startTestSmtpServer();
  twilio = await startFakeTwilio();
  // Every email goes to the loopback SMTP server; a copy also lands in the outbox, where shareWith reads invitations.
  const from = 'Renewly <no-reply@renewly.test>';
  const viaSmtp = createSmtpMailer({ smtp: { host: '127.0.0.1', port: smtp.port, secure: false }, from, ignoreTLS: true, requireTLS: false });
  const outbox = createOutboxMailer({ from, logger: silentLogger });
  const mailer: Mailer = { send: async (m) => (await outbox.send(m), viaSmtp.send(m)), close: () => viaSmtp.close?.() };
  t = await createTestApp({
    config: { dvla: { apiKey: dvla.apiKey, apiUrl: `${dvla.url}/vehicle-enquiry` } },
    mailer,
    sms: createTwilioSmsSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, fromNumber: twilio.fromNumber, apiBase: twilio.url }),
  });
});
afterAll(async () => {
  t.mailer.close?.();
  await t.close();
  await dvla.stop();
  await twilio.stop();
  await smtp.close();
});
beforeEach(async () => {
  await t.clearDatabase();
  dvla.calls.length = 0;
  smtp.inbox.length = 0;
  twilio.reset();
  owner = await signUpAndLogIn(t.app, { firstName: 'Olivia', mobileNumber: MOBILES.owner[0] });
  editor = await signUpAndLogIn(t.app, { firstName: 'Eddie', mobileNumber: MOBILES.editor[0] });
  viewer = await signUpAndLogIn(t.app, { firstName: 'Vera', mobileNumber: MOBILES.viewer[0] });
  for (const agent of [owner, editor, viewer]) await markContactsVerified(agent.user.id);
});

/** Tomorrow (UTC) at hh:mm UTC: after anything the test adds now, whatever the day it runs. */
const tomorrowAt = (time: string) => new Date(`${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T${time}:00Z`);

const channelsAt = (now: Date, push: PushSender = t.push): AlertChannels =>
  createAlertChannels({ mailer: t.mailer, sms: t.sms, push, appOrigin: TEST_ORIGIN, logger: silentLogger, now: () => now });

/** A configured push sender that records what it was asked to send (the real one is tested in push-delivery.test.ts). */
function recordingPush(): PushSender & { sent: { target: PushTarget; payload: Record<string, unknown>; options: PushOptions }[] } {
  const sent: { target: PushTarget; payload: Record<string, unknown>; options: PushOptions }[] = [];
  return {
    configured: true,
    publicKey: 'test',
    sent,
    async send(target, payload, options) {
      sent.push({ target, payload: JSON.parse(payload) as Record<string, unknown>, options });
      return { status: 201 };
    },
  };
}

async function prefer(agent: SignedInAgent, defaultChannels: string[] | null, quietHours = { enabled: false, start: 21, end: 8 }) {
  const res = await agent.put('/api/user/delivery-preferences').send({ deliveryHour: 9, quietHours, defaultChannels });
  expect(res.status).toBe(200);
}

async function sharedCar(registrationNumber: string, dates: { motExpiryDate?: string; roadTaxExpiryDate?: string }): Promise<string> {
  const { id } = await addPolicy(owner, { registrationNumber, ...dates });
  await shareWith(owner, editor, id, 'editor');
  await shareWith(owner, viewer, id, 'viewer');
  smtp.inbox.length = 0; // The invitations.
  return id;
}

const mailTo = (agent: SignedInAgent) => smtp.inbox.filter((m) => m.to.includes(agent.user.email));
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1];
const smsTo = (e164: string) => twilio.messages.filter((m) => m.to === e164);

describe('item 12: DVLA alerts on a shared car also go through each person\'s channels', () => {
  it('untaxed: one email each (none to a member who turned email off), SMS where chosen; two workers and a check-now send nothing twice', async () => {
    await prefer(owner, ['email', 'sms']);
    // The editor never chose: the default channel (email). The viewer turned email off: SMS and the bell.
    await prefer(viewer, ['app', 'sms']);
    dvla.addVehicle({ registrationNumber: 'UN27TAX', taxStatus: 'Untaxed', motStatus: 'Valid', motExpiryDate: '2028-08-01', taxDueDate: '2027-02-01' });
    const id = await sharedCar('UN27TAX', { motExpiryDate: '2027-08-01', roadTaxExpiryDate: '2027-02-01' });

    // Two workers sweep at once while the owner asks 'Check with the DVLA now'; then the next week's check.
    const now = new Date();
    const [, , checked] = await Promise.all([
      sweepAt(now, provider, { alertChannels: channelsAt(now) }),
      sweepAt(now, provider, { alertChannels: channelsAt(now) }),
      owner.post(`/api/policies/${id}/dvla-check`),
    ]);
    expect([200, 429]).toContain(checked.status);
    const nextWeek = (await historyOf(id)).at(-1)!.nextDueAt;
    await sweepAt(nextWeek, provider, { alertChannels: channelsAt(nextWeek) });
    expect(dvla.calls.length).toBeGreaterThanOrEqual(2);

    expect(mailTo(owner)).toHaveLength(1);
    expect(mailTo(editor)).toHaveLength(1);
    expect(mailTo(viewer)).toEqual([]);
    // The alert only: 'dates updated' (the MOT moved) stays in the bell.
    for (const mail of [...mailTo(owner), ...mailTo(editor)]) {
      expect(subjectOf(mail.raw)).toMatch(/^UN27 TAX: DVLA: untaxed, seen on \d\d\/\d\d\/\d{4}$/);
      const text = decodeQuotedPrintable(mail.raw);
      expect(text).toContain('The DVLA reports this vehicle as untaxed. It must be taxed before it is driven on the road.');
      expect(text).toContain(`${TEST_ORIGIN}/policies?policy=${id}`);
    }
    expect(smsTo(MOBILES.owner[1]!)).toHaveLength(1);
    expect(smsTo(MOBILES.viewer[1]!)).toHaveLength(1);
    expect(smsTo(MOBILES.editor[1]!)).toEqual([]);
    expect(twilio.messages).toHaveLength(2);
    expect(smsTo(MOBILES.owner[1]!)[0]!.body).toMatch(
      new RegExp(`^Renewly: UN27 TAX: DVLA: untaxed, seen on [\\d/]+\\. It must be taxed before it is driven\\. ${TEST_ORIGIN.replace(/[.]/g, '\\.')}/policies\\?policy=${id}$`),
    );
  });

  it("quiet hours hold back SMS (the bell and email carry the alert); 'not found' goes by email too", async () => {
    // 23:00 UTC tomorrow (23:00 or midnight London): inside the editor's quiet hours (21 to 8), after the car was added.
    const night = tomorrowAt('23:00');
    await prefer(owner, ['email']);
    await prefer(editor, ['email', 'sms'], { enabled: true, start: 21, end: 8 });
    await prefer(viewer, ['sms']);
    const id = await sharedCar('FX65TRU', { motExpiryDate: '2027-05-01' });
    await sweepAt(night, provider, { alertChannels: channelsAt(night) });
    expect(dvla.calls).toEqual(['FX65TRU']);

    expect(mailTo(owner).map((m) => subjectOf(m.raw))).toEqual(['The DVLA has no vehicle FX65 TRU: check the registration']);
    expect(mailTo(editor)).toHaveLength(1);
    expect(mailTo(viewer)).toEqual([]);
    expect(smsTo(MOBILES.editor[1]!)).toEqual([]);
    expect(smsTo(MOBILES.viewer[1]!).map((m) => m.body)).toEqual([
      `Renewly: The DVLA has no vehicle FX65 TRU: check the registration. Edit the policy to correct it. ${TEST_ORIGIN}/policies?policy=${id}`,
    ]);
  });

  it('no SMS to a mobile number that is not verified (the bell and email still carry the alert)', async () => {
    await prefer(viewer, ['email', 'sms']);
    await UserModel.updateOne({ _id: viewer.user.id }, { $set: { mobileVerifiedAt: null } });
    const now = new Date();
    await sharedCar('FX65TRU', { motExpiryDate: '2027-05-01' });
    await sweepAt(now, provider, { alertChannels: channelsAt(now) });
    expect(mailTo(viewer).map((m) => subjectOf(m.raw))).toEqual(['The DVLA has no vehicle FX65 TRU: check the registration']);
    expect(smsTo(MOBILES.viewer[1]!)).toEqual([]);
  });

  it("web push to those whose channels include 'app', once, and not in their quiet hours", async () => {
    const push = recordingPush();
    const subscribe = async (agent: SignedInAgent, endpoint: string) =>
      expect((await agent.post('/api/push/subscriptions').send(subscriptionBody(testPushSubscription(endpoint)))).status).toBe(204);
    await subscribe(owner, 'https://fcm.googleapis.com/fcm/send/owner-browser');
    await subscribe(editor, 'https://fcm.googleapis.com/fcm/send/editor-browser');
    await subscribe(viewer, 'https://fcm.googleapis.com/fcm/send/viewer-browser');
    await prefer(owner, ['app']);
    await prefer(editor, ['email']);
    await prefer(viewer, ['app'], { enabled: true, start: 9, end: 17 });
    dvla.addVehicle({ registrationNumber: 'MO26BAD', taxStatus: 'Taxed', motStatus: 'Not valid', motExpiryDate: '2026-10-01', taxDueDate: '2027-09-01' });
    const id = await sharedCar('MO26BAD', { motExpiryDate: '2026-10-01', roadTaxExpiryDate: '2027-09-01' });
    // 12:00 UTC tomorrow (12:00 or 13:00 London): inside the viewer's quiet hours (9 to 17), and after the car was added
    // (a fixed day would, once past, come before the car and its first check was not due).
    const noon = tomorrowAt('12:00');
    const seenOn = noon.toISOString().slice(0, 10).split('-').reverse().join('/');
    await Promise.all([sweepAt(noon, provider, { alertChannels: channelsAt(noon, push) }), sweepAt(noon, provider, { alertChannels: channelsAt(noon, push) })]);

    expect(push.sent.map((p) => p.target.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/owner-browser']);
    expect(push.sent[0]!.payload).toMatchObject({
      title: `MO26 BAD: DVLA: MOT not valid, seen on ${seenOn}`,
      body: 'The DVLA reports no valid MOT for this vehicle. It must not be driven except to a booked MOT test.',
      url: `/policies?policy=${id}`,
    });
    expect(mailTo(editor).map((m) => subjectOf(m.raw))).toEqual([`MO26 BAD: DVLA: MOT not valid, seen on ${seenOn}`]);
    expect(mailTo(owner)).toEqual([]);
  });
});

describe('issue 41: a DVLA alert email is a notice: List-Unsubscribe turns notice emails off, the page undoes it', () => {
  const withMailFrom = (now: Date): AlertChannels =>
    createAlertChannels({ mailer: t.mailer, sms: t.sms, push: t.push, appOrigin: TEST_ORIGIN, mailFrom: 'Renewly <no-reply@renewly.test>', logger: silentLogger, now: () => now });
  const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.+)$`, 'im').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
  const bellOf = async (agent: SignedInAgent) => (await NotificationModel.find({ userId: agent.user.id }).lean()).filter((n) => /DVLA: untaxed/.test(n.title));
  const prefsOf = async (agent: SignedInAgent) => (await agent.get('/api/user/delivery-preferences')).body as { noticeEmails: boolean };

  it('both headers; a one-click POST with no cookie turns them off (the next alert sends none, the bell still does); the page undoes it', async () => {
    for (const plate of ['UN27TAX', 'UN27TWO', 'UN27SIX']) {
      dvla.addVehicle({ registrationNumber: plate, taxStatus: 'Untaxed', motStatus: 'Valid', motExpiryDate: '2028-08-01', taxDueDate: '2027-02-01' });
    }
    await addPolicy(owner, { registrationNumber: 'UN27TAX', motExpiryDate: '2027-08-01', roadTaxExpiryDate: '2027-02-01' });
    smtp.inbox.length = 0; // The sign-up emails.
    const now = new Date();
    await sweepAt(now, provider, { alertChannels: withMailFrom(now) });
    expect(mailTo(owner)).toHaveLength(1);
    const raw = mailTo(owner)[0]!.raw;
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const header = headerOf(raw, 'List-Unsubscribe')!;
    expect(header).toMatch(/^<http:\/\/127\.0\.0\.1:3000\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>, <mailto:no-reply@renewly\.test\?subject=unsubscribe%20[A-Za-z0-9_-]{43}>$/);
    const path = new URL(/<(https?:[^>]+)>/.exec(header)![1]!).pathname;
    expect(decodeQuotedPrintable(raw)).toContain(`Stop these notice emails: ${TEST_ORIGIN}${path}`);

    // The link's page changes nothing on GET and says what the button does.
    const page = await request(t.app).get(path).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop notice emails');
    expect((await prefsOf(owner)).noticeEmails).toBe(true);

    // The mail provider's one-click POST: no cookie, no Origin.
    const click = await request(t.app).post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(click.status).toBe(200);
    expect(click.body).toEqual({ message: 'Notice emails about your cars are off.' });
    expect((await prefsOf(owner)).noticeEmails).toBe(false);
    // Only notice emails: reminder defaults and the other preferences are as they were.
    expect(await prefsOf(owner)).toMatchObject({ deliveryHour: 9, defaultChannels: null });

    // The next alert ('Check with the DVLA now' on another car): the bell, no email.
    const un27two = await addPolicy(owner, { registrationNumber: 'UN27TWO', motExpiryDate: '2027-08-01', roadTaxExpiryDate: '2027-02-01' });
    expect((await owner.post(`/api/policies/${un27two.id}/dvla-check`)).status).toBe(200);
    expect(mailTo(owner)).toHaveLength(1);
    expect(await bellOf(owner)).toHaveLength(2);

    // The page the link lands on (a browser's POST) says what was done and undoes it with one button.
    const done = await request(t.app).post(path).set('Accept', 'text/html').type('form').send('');
    expect(done.text).toContain('Notice emails about your cars were already turned off with this link.');
    expect(done.text).toContain('open Settings and switch on &quot;Notice emails about my cars&quot;');
    const undoAction = /action="([^"]*scope=notices-undo)"/.exec(done.text)![1]!;
    const undone = await request(t.app).post(undoAction).set('Accept', 'text/html').type('form').send('');
    expect(undone.status).toBe(200);
    expect(undone.text).toContain('Notice emails about your cars are on again.');
    expect((await prefsOf(owner)).noticeEmails).toBe(true);

    const un27six = await addPolicy(owner, { registrationNumber: 'UN27SIX', motExpiryDate: '2027-08-01', roadTaxExpiryDate: '2027-02-01' });
    expect((await owner.post(`/api/policies/${un27six.id}/dvla-check`)).status).toBe(200);
    expect(mailTo(owner)).toHaveLength(2);
  });

  it('Settings shows and saves the choice; a PUT without it keeps it', async () => {
    expect((await prefsOf(owner)).noticeEmails).toBe(true);
    const off = await owner.put('/api/user/delivery-preferences').send({ deliveryHour: 9, quietHours: { enabled: false, start: 21, end: 8 }, defaultChannels: null, noticeEmails: false });
    expect(off.body.noticeEmails).toBe(false);
    await prefer(owner, ['email']);
    expect(await prefsOf(owner)).toMatchObject({ noticeEmails: false, defaultChannels: ['email'] });
  });
});

describe('the channels read everyone\'s preferences and contacts once per alert', () => {
  it('three people, one read of their preferences and one of their contacts', async () => {
    await prefer(owner, ['email']);
    const reads: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === 'users') reads.push(method);
    });
    try {
      const alert = (key: string) => ({ key, policyId: 'p1', title: 'XX11 XXX: DVLA: untaxed', message: 'untaxed', smsLine: 'Tax it.' });
      await channelsAt(new Date()).send([owner, editor, viewer].map((a, i) => ({ userId: a.user.id, alert: alert(`k${i}`) })));
    } finally {
      mongoose.set('debug', false);
    }
    expect(reads.filter((m) => m === 'find')).toHaveLength(2);
    expect(smtp.inbox.map((m) => m.to.join(','))).toEqual(
      expect.arrayContaining([expect.stringContaining(owner.user.email), expect.stringContaining(editor.user.email), expect.stringContaining(viewer.user.email)]),
    );
  });
});
