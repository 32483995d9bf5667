// Issue 36, the security review of household sharing (OWASP ASVS 4.0.3 level 2), against the real database with the
// invitation emails captured on a loopback SMTP server: the token only in the link's fragment; a fixed subject and
// nothing sender-written in the body but a safe first name and the plate, with a daily cap per owner; no lock-out of
// an address by invitations to a made-up policy; an editor's duplicate plate says nothing of whose; an owner's export
// holds no member's delivery records; removal and leaving are told in the bell; an invitation says to whom it was sent
// (masked) and who is looking.
import { Types } from 'mongoose';
import request from 'supertest';
import {
  maskEmail,
  SHARE_INVITE_SUBJECT,
  SHARE_INVITES_PER_ADDRESS_PER_WINDOW,
  SHARE_INVITES_PER_OWNER_PER_DAY,
  SHARING_MESSAGES,
} from '@renewly/shared-contracts/features/sharing';
import type { Mailer } from '../../core/ports/mailer';
import { createSmtpMailer } from '../../channels/email/smtp-mailer';
import { decodeQuotedPrintable, startTestSmtpServer, type TestSmtpServer } from '../../../test/delivery-fixtures';
import { awayFromWindowEnd, createTestApp, signUpAndLogIn, TEST_ORIGIN, waitFor, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { policyBody } from '../../../test/route-samples';
import { DeliveryAttemptModel, DeliveryOutcomeModel } from '../deliveries/deliveries.model';
import { ReminderModel } from '../reminders/reminders.model';

let t: TestApp;
let smtp: TestSmtpServer;
let mailer: Mailer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  mailer = createSmtpMailer({ smtp: { host: '127.0.0.1', port: smtp.port, secure: false }, from: 'Renewly <reminders@renewly.test>', ignoreTLS: true });
  t = await createTestApp({ mailer });
});
afterAll(async () => {
  mailer.close?.();
  await smtp.close();
  await t.close();
});

const mailsTo = (address: string) => smtp.inbox.filter((m) => m.to.includes(address));
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1];

async function newPolicy(agent: SignedInAgent, plate: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await agent.post('/api/policies').send({ ...policyBody(plate), ...extra });
  if (res.status !== 201) throw new Error(`policy ${plate}: ${res.status} ${res.text}`);
  return res.body.id as string;
}

/** Invites and answers the delivered email's decoded text and the token from its link. */
async function invite(from: SignedInAgent, policyId: string, email: string, role: 'viewer' | 'editor' = 'viewer') {
  const before = mailsTo(email).length;
  const res = await from.post(`/api/policies/${policyId}/invites`).send({ email, role });
  expect([res.status, res.text]).toEqual([201, expect.any(String)]);
  const mail = await waitFor(() => mailsTo(email)[before], { what: 'invite email over SMTP' });
  const text = decodeQuotedPrintable(mail.raw);
  const token = new RegExp(`${TEST_ORIGIN}/policies#invite=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  return { text, raw: mail.raw, token: token!, shareId: res.body.id as string };
}

async function join(owner: SignedInAgent, policyId: string, role: 'viewer' | 'editor', firstName = 'Mia'): Promise<SignedInAgent> {
  const member = await signUpAndLogIn(t.app, { firstName });
  const { token } = await invite(owner, policyId, member.user.email, role);
  expect((await member.post(`/api/invites/${token}/accept`)).status).toBe(200);
  return member;
}

test('item 2: the emailed link carries the token in the fragment, never in the query', async () => {
  const owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  const policyId = await newPolicy(owner, 'ZZ36FRG');
  const { text, token } = await invite(owner, policyId, 'fragment@example.test');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(text).toContain(`${TEST_ORIGIN}/policies#invite=${token}`);
  expect(text).not.toContain('?invite=');
});

test('item 3: a fixed subject; in the body only the plate and a first name capped and stripped of links and digit runs', async () => {
  const owner = await signUpAndLogIn(t.app, {
    firstName: 'URGENT refund waiting at http://evil.example/claim or www.evil.example call 07700900999 Olivia',
  });
  const policyId = await newPolicy(owner, 'ZZ36SUB', { carManufacturer: 'Visit evil.example now', carModel: 'Call 0800123456' });
  const { raw, text } = await invite(owner, policyId, 'phish-target@example.test');
  expect(subjectOf(raw)).toBe(SHARE_INVITE_SUBJECT);
  expect(SHARE_INVITE_SUBJECT).toBe('A car was shared with you on Renewly');
  for (const bad of ['evil.example', 'http://evil', 'www', '07700900999', '0800123456', 'Visit', 'Call']) expect([bad, text.includes(bad)]).toEqual([bad, false]);
  expect(text).toContain('ZZ36 SUB');
  const sender = /^(.*) has shared the insurance policy of the car ZZ36 SUB with you/m.exec(text)?.[1];
  expect(sender).toBe('URGENT refund waiting at or ca');
  expect(sender!.length).toBeLessThanOrEqual(30);
});

test(`item 3: at most ${SHARE_INVITES_PER_OWNER_PER_DAY} invitations a day per owner, withdrawn ones counted`, async () => {
  await awayFromWindowEnd(24 * 60 * 60_000, 60_000);
  const owner = await signUpAndLogIn(t.app, { firstName: 'Keen' });
  const policyId = await newPolicy(owner, 'ZZ36DAY');
  for (let i = 0; i < SHARE_INVITES_PER_OWNER_PER_DAY; i++) {
    const res = await owner.post(`/api/policies/${policyId}/invites`).send({ email: `daily${i}@example.test`, role: 'viewer' });
    expect([i, res.status]).toEqual([i, 201]);
    // Withdrawn at once: the place is free again, the day's count is not.
    expect((await owner.delete(`/api/policies/${policyId}/members/${res.body.id as string}`)).status).toBe(204);
  }
  const over = await owner.post(`/api/policies/${policyId}/invites`).send({ email: 'one.more.today@example.test', role: 'viewer' });
  expect(over.status).toBe(429);
  expect(over.body).toEqual({ message: SHARING_MESSAGES.inviteDailyCap });
  expect(mailsTo('one.more.today@example.test')).toHaveLength(0);
  expect((await owner.get(`/api/policies/${policyId}/members`)).body.members).toEqual([]);
});

test("item 8: invitations to a made-up or someone else's policy never use up an address's allowance", async () => {
  const owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  const policyId = await newPolicy(owner, 'ZZ36LCK');
  const attacker = await signUpAndLogIn(t.app);
  for (let i = 0; i <= SHARE_INVITES_PER_ADDRESS_PER_WINDOW; i++) {
    const made = await attacker.post(`/api/policies/${new Types.ObjectId().toHexString()}/invites`).send({ email: 'victim@example.test', role: 'viewer' });
    expect(made.status).toBe(404);
    expect((await attacker.post(`/api/policies/${policyId}/invites`).send({ email: 'victim@example.test', role: 'viewer' })).status).toBe(404);
  }
  expect(mailsTo('victim@example.test')).toHaveLength(0);
  const { token } = await invite(owner, policyId, 'victim@example.test');
  expect(token).toBeTruthy();
});

test("item 9, issue 51 item 10: an editor gets one answer for every plate change, the owner's other plates or any other", async () => {
  const owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  const shared = await newPolicy(owner, 'ZZ36SHR');
  await newPolicy(owner, 'ZZ36SEC');
  const editor = await join(owner, shared, 'editor');
  const stored = async () => JSON.stringify(await t.connection.collection('policies').findOne({ _id: new Types.ObjectId(shared) }));
  const before = await stored();
  const answers = [];
  for (const plate of ['ZZ36SEC', 'ZZ51NEW', 'zz36 sec']) {
    const res = await editor.put(`/api/policies/${shared}`).send(policyBody(plate));
    answers.push([res.status, res.body]);
  }
  expect(answers).toEqual(Array(3).fill([403, { message: SHARING_MESSAGES.ownerOnlyRegistration }]));
  expect(await stored()).toBe(before);
  // The same plate (as typed in any case or spacing) is no change: the editor still edits the rest.
  const edited = await editor.put(`/api/policies/${shared}`).send({ ...policyBody('zz36 shr'), insurer: 'Aviva' });
  expect([edited.status, edited.body.registrationNumber, edited.body.insurer]).toEqual([200, 'ZZ36SHR', 'Aviva']);
  // The owner, whose own policy it is, is still told plainly.
  const own = await owner.put(`/api/policies/${shared}`).send(policyBody('ZZ36SEC'));
  expect(own.body).toEqual({ message: 'You already have a policy for this registration number' });
});

test("item 6: an owner's export holds their own delivery records, never a member's for the shared car", async () => {
  const owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  const policyId = await newPolicy(owner, 'ZZ36EXP', { reminderDays: [30], reminderMethods: ['app'] });
  const member = await join(owner, policyId, 'viewer');
  const reminderOf = async (agent: SignedInAgent) =>
    (await ReminderModel.findOne({ userId: new Types.ObjectId(agent.user.id), policyId: new Types.ObjectId(policyId) }).lean())!._id;
  const records = async (who: string, reminderId: Types.ObjectId) => {
    const common = { deliveryId: `${who}-delivery`, attemptNo: 1, reminderId, policyId: new Types.ObjectId(policyId), renewalDate: '2027-01-01' };
    await DeliveryAttemptModel.create({ ...common, _id: `${who}-delivery#1`, startedAt: new Date(), leaseUntil: new Date() });
    await DeliveryOutcomeModel.create({ ...common, _id: `${who}-delivery#1`, status: 'sent', at: new Date() });
  };
  await records('owner', await reminderOf(owner));
  await records('member', await reminderOf(member));

  const exported = await owner.get('/api/account/export');
  expect(exported.status).toBe(200);
  for (const name of ['delivery_attempts', 'delivery_outcomes']) {
    expect([name, exported.body.collections[name].map((d: { deliveryId: string }) => d.deliveryId)]).toEqual([name, ['owner-delivery']]);
  }
  expect(exported.text).not.toContain('member-delivery');
  const members = await member.get('/api/account/export');
  for (const name of ['delivery_attempts', 'delivery_outcomes']) {
    expect([name, members.body.collections[name].map((d: { deliveryId: string }) => d.deliveryId)]).toEqual([name, ['member-delivery']]);
  }
});

test('item 16: a removed member, and an owner whose member leaves, are told in the bell', async () => {
  const owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  const policyId = await newPolicy(owner, 'MK21PZN');
  const removed = await join(owner, policyId, 'editor', 'Rita');
  const leaver = await join(owner, policyId, 'viewer', 'Mia');
  const rita = ((await owner.get(`/api/policies/${policyId}/members`)).body.members as { id: string; email: string }[]).find(
    (m) => m.email === removed.user.email,
  )!;
  expect((await owner.delete(`/api/policies/${policyId}/members/${rita.id}`)).status).toBe(204);
  const bell = (await removed.get('/api/notifications')).body as { title: string; message: string }[];
  expect(bell.map((n) => n.message)).toContain('Olivia no longer shares MK21 PZN with you');
  // What she had is gone, and the page's next save is a plain 404.
  expect((await removed.put(`/api/policies/${policyId}`).send(policyBody('MK21PZN'))).status).toBe(404);

  expect((await leaver.post(`/api/policies/${policyId}/leave`)).status).toBe(204);
  const ownersBell = (await owner.get('/api/notifications')).body as { message: string }[];
  expect(ownersBell.map((n) => n.message)).toContain('Mia has left MK21 PZN: they no longer share it with you');

  // An invitation withdrawn before it was accepted tells nobody.
  const pending = await invite(owner, policyId, 'not.yet@example.test');
  const count = (await owner.get('/api/notifications')).body.length as number;
  expect((await owner.delete(`/api/policies/${policyId}/members/${pending.shareId}`)).status).toBe(204);
  expect((await owner.get('/api/notifications')).body).toHaveLength(count);
});

test('item 16: deleting a shared car tells its members', async () => {
  const owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  const policyId = await newPolicy(owner, 'MK21DEL');
  const member = await join(owner, policyId, 'viewer');
  expect((await owner.delete(`/api/policies/${policyId}`)).status).toBe(204);
  expect(((await member.get('/api/notifications')).body as { message: string }[]).map((n) => n.message)).toContain(
    'Olivia no longer shares MK21 DEL with you',
  );
});

test('item 17: an invitation shows its address masked, says who is looking, and the wrong account is told which address', async () => {
  const owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  const policyId = await newPolicy(owner, 'ZZ36MSK');
  const casey = await signUpAndLogIn(t.app, { email: 'casey.bloggs@example.co.uk', firstName: 'Casey' });
  const other = await signUpAndLogIn(t.app);
  const { token } = await invite(owner, policyId, casey.user.email);
  expect(maskEmail('casey.bloggs@example.co.uk')).toBe('casey.b…@example.co.uk');

  const signedOut = await request(t.app).get(`/api/invites/${token}`);
  expect(signedOut.status).toBe(200);
  expect(signedOut.body).toMatchObject({ sentTo: 'casey.b…@example.co.uk', audience: 'signed-out', ownerFirstName: 'Olivia' });
  expect(signedOut.text).not.toContain('casey.bloggs');
  expect((await owner.get(`/api/invites/${token}`)).body.audience).toBe('owner');
  expect((await other.get(`/api/invites/${token}`)).body.audience).toBe('other');
  expect((await casey.get(`/api/invites/${token}`)).body.audience).toBe('invitee');

  const wrong = await other.post(`/api/invites/${token}/accept`);
  expect(wrong.status).toBe(403);
  expect(wrong.body).toEqual({ message: 'This invitation was sent to casey.b…@example.co.uk. Sign in with that address to accept it.' });
  const own = await owner.post(`/api/invites/${token}/accept`);
  expect(own.status).toBe(400);
  expect(own.body).toEqual({ message: SHARING_MESSAGES.inviteYourself });
  expect((await casey.post(`/api/invites/${token}/accept`)).status).toBe(200);
});
