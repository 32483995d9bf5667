// Issue 41: one-click unsubscribe (RFC 8058) from a reminder email caught by the loopback SMTP server, posted as a
// mail provider posts it (no cookie, no Origin), on the real database.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { decodeQuotedPrintable, recordingSmsSender, type TestSmtpServer } from '../../../test/delivery-fixtures';
import { useSmtpTestApp } from '../../../test/smtp-test-app';
import { signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { createDeliveryChannels } from '../../channels/create-delivery-channels';
import type { Mailer } from '../../core/ports/mailer';
import { createDeliveryEngine } from '../deliveries/delivery-engine';
import { dueAt } from '../deliveries/due-time';
import { ReminderModel } from '../reminders/reminders.model';
import { UnsubscribeTokenModel } from './unsubscribe.model';
import { issueNoticeUnsubscribeToken } from './unsubscribe.service';

let t: TestApp;
let smtp: TestSmtpServer;
let mailer: Mailer;
let alice: SignedInAgent;
const RENEWAL = '2026-04-05';

const env = useSmtpTestApp();
beforeAll(() => ({ t, smtp, mailer } = env));
beforeEach(async () => {
  alice = await signUpAndLogIn(t.app);
});

async function remindersByEmail(n: number) {
  const policy = await alice.post('/api/policies').send({ registrationNumber: 'AB12 CDE', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: RENEWAL, isActive: true });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await alice.post('/api/reminders').send({ policyId: policy.body.id, title: 'x', daysBefore: 10 + i, notificationMethods: i === 0 ? ['email'] : ['email', 'sms'] });
    ids.push(r.body.id);
  }
  const engine = createDeliveryEngine({
    channels: createDeliveryChannels({ mailer, sms: recordingSmsSender(), config: { appOrigin: TEST_ORIGIN, mailFrom: 'Renewly <reminders@renewly.test>' } }),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
    now: () => dueAt(RENEWAL, 10),
  });
  await engine.sweep();
  return ids;
}

/** The email whose unsubscribe link stops `reminderId`. */
async function firstReminderMail(reminderId: string) {
  for (const mail of smtp.inbox) {
    const token = unsubscribeLink(mail.raw).path.split('/').pop()!;
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const record = await t.connection.db!.collection('unsubscribe_tokens').findOne({ tokenHash });
    if (record && String(record.reminderId) === reminderId) return mail;
  }
  throw new Error(`no email for reminder ${reminderId}`);
}

/** The https link of the email's List-Unsubscribe header, as a mail provider reads it. */
function unsubscribeLink(raw: string): { path: string; header: string; post: string } {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const header = /^List-Unsubscribe: (.+)$/im.exec(unfolded)![1]!.trim();
  const post = /^List-Unsubscribe-Post: (.+)$/im.exec(unfolded)![1]!.trim();
  const https = /<(https?:[^>]+)>/.exec(header)![1]!;
  return { path: new URL(https).pathname, header, post };
}

test('every reminder email carries List-Unsubscribe (https and mailto) and List-Unsubscribe-Post; the token is stored hashed', async () => {
  await remindersByEmail(1);
  expect(smtp.inbox).toHaveLength(1);
  const { path, header, post } = unsubscribeLink(smtp.inbox[0]!.raw);
  expect(post).toBe('List-Unsubscribe=One-Click');
  expect(header).toMatch(/^<http:\/\/127\.0\.0\.1:3000\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>, <mailto:reminders@renewly\.test\?subject=unsubscribe%20[A-Za-z0-9_-]{43}>$/);
  const token = path.split('/').pop()!;
  expect(decodeQuotedPrintable(smtp.inbox[0]!.raw)).toContain('Stop these emails');
  const stored = JSON.stringify(await t.connection.db!.collection('unsubscribe_tokens').find({}).toArray());
  expect(stored).not.toContain(token);
});

test('one click (a POST with no session) turns email off for that reminder only, once; a GET changes nothing', async () => {
  const [first, second] = await remindersByEmail(2);
  // The first reminder's email: both emails read 'in 10 days' and may arrive in either order, so find it by its
  // link's token, whose hash is stored with the reminder it stops.
  const mail = await firstReminderMail(first!);
  const { path } = unsubscribeLink(mail.raw);

  const page = await request(t.app).get(path);
  expect(page.status).toBe(200);
  expect(page.text).toContain('Stop emails for this reminder');
  expect((await ReminderModel.findById(first).lean())!.notificationMethods).toEqual(['email']);

  const click = await request(t.app).post(path).type('form').send('List-Unsubscribe=One-Click');
  expect(click.status).toBe(200);
  expect(click.body).toEqual({ message: 'Email is off for this reminder' });
  // Its only method was email: it keeps the bell.
  expect((await ReminderModel.findById(first).lean())!.notificationMethods).toEqual(['app']);
  expect((await ReminderModel.findById(second).lean())!.notificationMethods).toEqual(['email', 'sms']);
  // Single use for this purpose (a provider posting twice changes nothing more).
  expect((await request(t.app).post(path).type('form').send('List-Unsubscribe=One-Click')).body).toEqual({ message: 'Email was already turned off with this link' });

  // From the page it lands on: all reminders, said in plain words with a button to undo it.
  const all = await request(t.app).post(`${path}?scope=all`).set('Accept', 'text/html');
  expect(all.status).toBe(200);
  expect(all.text).toContain('Email is off for all your reminders.');
  expect(all.text).toContain('Email me for all these reminders again');
  expect((await ReminderModel.findById(second).lean())!.notificationMethods).toEqual(['sms']);
});

test('an unknown, malformed or expired token: a 404 with the same page, nothing changed', async () => {
  const [first] = await remindersByEmail(1);
  const { path } = unsubscribeLink(smtp.inbox[0]!.raw);
  await UnsubscribeTokenModel.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  for (const p of [path, `/api/unsubscribe/${'A'.repeat(43)}`, '/api/unsubscribe/short', `/api/unsubscribe/${'x'.repeat(101)}`]) {
    const res = await request(t.app).post(p).type('form').send('List-Unsubscribe=One-Click');
    expect([p, res.status]).toEqual([p, p.endsWith('x'.repeat(101)) ? 400 : 404]);
  }
  expect((await request(t.app).get(path)).text).toContain('This link has run out');
  expect((await ReminderModel.findById(first).lean())!.notificationMethods).toEqual(['email']);
});

test('issue 51: the page names the reminder and its car, and every page links to sign in', async () => {
  const [first] = await remindersByEmail(1);
  const { path } = unsubscribeLink((await firstReminderMail(first!)).raw);
  const signIn = `<a href="${TEST_ORIGIN}/">Sign in to Renewly</a>`;

  const choice = await request(t.app).get(path);
  expect(choice.text).toContain('your reminder <strong>10 day renewal reminder</strong> for <strong>AB12 CDE (Ford Focus)</strong>');
  expect(choice.text).toContain(signIn);
  const done = await request(t.app).post(path).set('Accept', 'text/html');
  expect(done.text).toContain('Email is off for your reminder <strong>10 day renewal reminder</strong> for <strong>AB12 CDE (Ford Focus)</strong>.');
  expect(done.text).toContain(signIn);
  await UnsubscribeTokenModel.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  expect((await request(t.app).get(path)).text).toContain(signIn);
});

test('issue 51: "Stop emails for all my reminders" can be undone, once, putting back exactly what it turned off', async () => {
  const [first, second] = await remindersByEmail(2);
  const smsOnly = (await alice.post('/api/reminders').send({ policyId: (await ReminderModel.findById(first).lean())!.policyId, title: 'y', daysBefore: 40, notificationMethods: ['sms'] })).body.id;
  const { path } = unsubscribeLink((await firstReminderMail(first!)).raw);
  const methods = async () => Promise.all([first, second, smsOnly].map(async (id) => (await ReminderModel.findById(id).lean())!.notificationMethods));

  // An undo before anything was stopped changes nothing and stays available.
  expect((await request(t.app).post(`${path}?scope=all-undo`).set('Accept', 'text/html')).text).toContain('There was nothing to put back');
  expect(await methods()).toEqual([['email'], ['email', 'sms'], ['sms']]);

  const all = await request(t.app).post(`${path}?scope=all`).set('Accept', 'text/html');
  expect(all.text).toContain('Email is off for all your reminders.');
  expect(all.text).toContain(`action="${path}?scope=all-undo"`);
  expect(all.text).toContain('Email me for all these reminders again');
  expect(await methods()).toEqual([['app'], ['sms'], ['sms']]);

  const undo = await request(t.app).post(`${path}?scope=all-undo`).set('Accept', 'text/html');
  expect(undo.status).toBe(200);
  expect(undo.text).toContain('Email is on again for the reminders this link turned off.');
  // The bell given to the email-only reminder goes again; the SMS-only reminder never had email.
  expect(await methods()).toEqual([['email'], ['email', 'sms'], ['sms']]);
  expect((await request(t.app).post(`${path}?scope=all-undo`)).body).toEqual({ message: 'Nothing to put back with this link' });
});

test('issue 51: a notice email\'s page says it also stops the renewal questions', async () => {
  const token = await issueNoticeUnsubscribeToken(alice.user.id);
  const page = await request(t.app).get(`/api/unsubscribe/${token}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain('renewal questions (&quot;What happened at renewal?&quot;)');
  expect(page.text).toContain(`<a href="${TEST_ORIGIN}/">Sign in to Renewly</a>`);
});
