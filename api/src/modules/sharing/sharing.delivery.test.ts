// Household sharing end to end (issue 27): the invitation is emailed through a loopback SMTP server, accepted, and
// a due reminder then goes once to the owner and once to the member, each through their own channels and at their
// own hour, with two delivery engines sweeping at once. Ending the membership stops the member's deliveries; an
// owner's or a member's erasure leaves nothing anywhere that points at the other person's data.
import { Types } from 'mongoose';
import { createDeliveryChannels } from '../../channels/create-delivery-channels';
import type { Mailer } from '../../core/ports/mailer';
import {
  decodeQuotedPrintable,
  recordingSmsSender,
  type RecordingSmsSender,
  type TestSmtpServer,
} from '../../../test/delivery-fixtures';
import { useSmtpTestApp } from '../../../test/smtp-test-app';
import { markContactsVerified, signUpAndLogIn, TEST_ORIGIN, waitFor, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { createDeliveryEngine } from '../deliveries/delivery-engine';
import { DeliveryAttemptModel, DeliveryModel, DeliveryOutcomeModel } from '../deliveries/deliveries.model';
import { dueAt } from '../deliveries/due-time';
import { NotificationModel } from '../notifications/notifications.model';
import { ReminderModel } from '../reminders/reminders.model';
import { PolicyShareModel } from '../policies/policy-shares.model';

let t: TestApp;
let smtp: TestSmtpServer;
let mailer: Mailer;
let sms: RecordingSmsSender;
let now: Date;

const inDays = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
const oid = (id: string) => new Types.ObjectId(id);

function engine() {
  return createDeliveryEngine({
    channels: createDeliveryChannels({ mailer, sms, config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
    now: () => now,
  });
}

/** Two engines (two worker processes) sweeping at the same moment. */
async function sweepTwice() {
  const [a, b] = await Promise.all([engine().sweep(), engine().sweep()]);
  return { attempted: a.attempted + b.attempted };
}

const env = useSmtpTestApp({ appMailer: true, sms: recordingSmsSender() });
beforeAll(() => {
  ({ t, smtp, mailer } = env);
  sms = env.t.sms as RecordingSmsSender;
});
beforeEach(async () => {
  sms.sent.length = 0;
});

// Not the sign-up's verification link (issue 36): what sharing and reminders send.
const mailsTo = (address: string) =>
  smtp.inbox.filter((m) => m.to.includes(address) && !m.raw.includes('Subject: Verify your Renewly email address'));
const smsTo = (mobile: string) => sms.sent.filter((m) => m.to === `+44${mobile.slice(1)}`);

interface Household {
  owner: SignedInAgent;
  member: SignedInAgent;
  policyId: string;
  renewalDate: string;
  ownerReminderIds: string[];
}

/** Olivia's policy with two reminders (30 and 20 days before) by email, SMS and the bell; Max invited and accepted. */
async function household(role: 'viewer' | 'editor' = 'viewer'): Promise<Household> {
  const owner = await signUpAndLogIn(t.app, { firstName: 'Olivia', mobileNumber: '07700900111' });
  const member = await signUpAndLogIn(t.app, { firstName: 'Max', mobileNumber: '07700900222' });
  // SMS reminders go only to verified numbers (issue 36).
  await Promise.all([markContactsVerified(owner.user.id), markContactsVerified(member.user.id)]);
  const renewalDate = inDays(45);
  const policy = await owner.post('/api/policies').send({
    registrationNumber: 'HH11OLD', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Admiral', renewalDate, isActive: true,
  });
  expect(policy.status).toBe(201);
  const policyId = policy.body.id as string;
  const ownerReminderIds: string[] = [];
  for (const daysBefore of [30, 20]) {
    const r = await owner.post('/api/reminders').send({ policyId, title: 'x', daysBefore, notificationMethods: ['email', 'sms', 'app'] });
    expect(r.status).toBe(201);
    ownerReminderIds.push(r.body.id);
  }
  // Max takes his reminders at 07:00 (Olivia keeps the default 09:00).
  const prefs = await member.put('/api/user/delivery-preferences').send({
    deliveryHour: 7, quietHours: { enabled: false, start: 22, end: 7 }, defaultChannels: ['email', 'app'],
  });
  expect(prefs.status).toBe(200);

  expect((await owner.post(`/api/policies/${policyId}/invites`).send({ email: member.user.email, role })).status).toBe(201);
  const invitation = await waitFor(() => mailsTo(member.user.email)[0], { what: 'the invitation over SMTP' });
  const text = decodeQuotedPrintable(invitation.raw);
  expect(text).toContain('Subject: A car was shared with you on Renewly');
  expect(text).not.toContain(owner.user.email);
  const token = new RegExp(`${TEST_ORIGIN}/policies#invite=([A-Za-z0-9_-]{43})`).exec(text)![1]!;
  const accepted = await member.post(`/api/invites/${token}/accept`);
  expect(accepted.status).toBe(200);
  expect(accepted.body).toMatchObject({ id: policyId, access: role, sharedBy: { firstName: 'Olivia' } });
  smtp.inbox.length = 0;
  return { owner, member, policyId, renewalDate, ownerReminderIds };
}

test('a due reminder goes once to the owner and once to the member, each through their own channels and hour; removed, the member gets nothing more', async () => {
  const { owner, member, policyId, renewalDate } = await household();
  const memberCopies = await ReminderModel.find({ userId: oid(member.user.id) }).lean();
  expect(memberCopies.map((r) => [String(r.policyId), r.daysBefore, r.notificationMethods])).toEqual([
    [policyId, 30, ['email', 'sms', 'app']],
    [policyId, 20, ['email', 'sms', 'app']],
  ]);

  // 07:00 London, 30 days before: Max's hour. Two engines, one delivery each of his email, SMS and bell.
  now = dueAt(renewalDate, 30, 7);
  await sweepTwice();
  expect(mailsTo(member.user.email)).toHaveLength(1);
  expect(smsTo('07700900222')).toHaveLength(1);
  expect(mailsTo(owner.user.email)).toHaveLength(0);
  expect(smsTo('07700900111')).toHaveLength(0);
  expect(await NotificationModel.countDocuments({ userId: oid(member.user.id) })).toBe(1);

  // 09:00: Olivia's hour. Hers go out; nothing more for Max.
  now = dueAt(renewalDate, 30);
  await sweepTwice();
  await sweepTwice();
  expect(mailsTo(owner.user.email)).toHaveLength(1);
  expect(smsTo('07700900111')).toHaveLength(1);
  expect(mailsTo(member.user.email)).toHaveLength(1);
  expect(smsTo('07700900222')).toHaveLength(1);
  expect(await NotificationModel.countDocuments({ userId: oid(owner.user.id) })).toBe(1);
  expect(await NotificationModel.countDocuments({ userId: oid(member.user.id) })).toBe(1);
  // Each email greets its own recipient.
  expect(decodeQuotedPrintable(mailsTo(member.user.email)[0]!.raw)).toContain('Max');
  expect(decodeQuotedPrintable(mailsTo(owner.user.email)[0]!.raw)).toContain('Olivia');

  // Olivia removes Max: his copies, deliveries and notifications for the policy go; hers stay.
  const members = (await owner.get(`/api/policies/${policyId}/members`)).body.members as { id: string }[];
  expect((await owner.delete(`/api/policies/${policyId}/members/${members[0]!.id}`)).status).toBe(204);
  expect(await ReminderModel.countDocuments({ userId: oid(member.user.id) })).toBe(0);
  expect(await DeliveryModel.countDocuments({ userId: oid(member.user.id) })).toBe(0);
  expect(await DeliveryAttemptModel.countDocuments({ reminderId: { $in: memberCopies.map((r) => r._id) } })).toBe(0);
  expect(await DeliveryOutcomeModel.countDocuments({ reminderId: { $in: memberCopies.map((r) => r._id) } })).toBe(0);
  // What is left in his bell is only the word that the car is no longer shared with him (issue 36).
  expect((await NotificationModel.find({ userId: oid(member.user.id) }).lean()).map((n) => [n.message, n.policyId])).toEqual([
    ['Olivia no longer shares HH11 OLD with you', undefined],
  ]);
  expect(await DeliveryModel.countDocuments({ userId: oid(owner.user.id) })).toBeGreaterThan(0);
  expect((await member.get('/api/policies')).body).toEqual([]);

  // 20 days before, at both hours: only Olivia's.
  now = dueAt(renewalDate, 20, 7);
  await sweepTwice();
  now = dueAt(renewalDate, 20);
  await sweepTwice();
  expect(mailsTo(owner.user.email)).toHaveLength(2);
  expect(smsTo('07700900111')).toHaveLength(2);
  expect(mailsTo(member.user.email)).toHaveLength(1);
  expect(smsTo('07700900222')).toHaveLength(1);
});

test('the engine stops delivering to a member the moment the membership ends, even before their reminders are removed', async () => {
  const { member, renewalDate } = await household('editor');
  // The membership alone goes (as the first step of removing or leaving does).
  await PolicyShareModel.deleteMany({ memberId: oid(member.user.id) });
  expect(await ReminderModel.countDocuments({ userId: oid(member.user.id) })).toBe(2);
  now = dueAt(renewalDate, 30, 7);
  await sweepTwice();
  now = dueAt(renewalDate, 30);
  await sweepTwice();
  expect(mailsTo(member.user.email)).toHaveLength(0);
  expect(smsTo('07700900222')).toHaveLength(0);
  expect(await DeliveryModel.countDocuments({ userId: oid(member.user.id) })).toBe(0);
});

test('a member leaving: nothing more is delivered to them', async () => {
  const { owner, member, policyId, renewalDate } = await household();
  expect((await member.post(`/api/policies/${policyId}/leave`)).status).toBe(204);
  now = dueAt(renewalDate, 30, 7);
  await sweepTwice();
  now = dueAt(renewalDate, 30);
  await sweepTwice();
  expect(mailsTo(member.user.email)).toHaveLength(0);
  expect(mailsTo(owner.user.email)).toHaveLength(1);
});

/** Every document of every collection that mentions one of the markers, as "collection: document". */
async function mentionsOf(markers: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const c of await t.connection.db!.listCollections().toArray()) {
    for (const doc of await t.connection.collection(c.name).find({}).toArray()) {
      const text = JSON.stringify(doc);
      if (markers.some((m) => text.includes(m))) found.push(`${c.name}: ${text.slice(0, 200)}`);
    }
  }
  return found;
}

/** Deliveries, notifications and quotes on both sides, then the data each holds. */
async function lived(h: Household) {
  now = dueAt(h.renewalDate, 30, 7);
  await sweepTwice();
  now = dueAt(h.renewalDate, 30);
  await sweepTwice();
  expect((await h.member.post(`/api/quotes/personalized/${h.policyId}`)).status).toBe(201);
  expect((await h.owner.post(`/api/quotes/personalized/${h.policyId}`)).status).toBe(201);
  expect((await h.member.get('/api/market-trends/user-vehicles')).status).toBe(200);
  const memberOwn = await h.member.post('/api/policies').send({ registrationNumber: 'MX22OWN', carManufacturer: 'Kia', carModel: 'Ceed', renewalDate: inDays(100), isActive: true });
  expect(memberOwn.status).toBe(201);
  const memberCopyIds = (await ReminderModel.find({ userId: oid(h.member.user.id) }).lean()).map((r) => String(r._id));
  return { memberCopyIds, memberPolicyId: memberOwn.body.id as string };
}

test("an owner erasing their account removes the shared policy for the member (who is told by email), and nothing anywhere points at the owner's data", async () => {
  const h = await household('editor');
  const { memberCopyIds, memberPolicyId } = await lived(h);
  const ownerMarkers = [h.owner.user.id, h.owner.user.email, h.policyId, ...h.ownerReminderIds, ...memberCopyIds];
  expect((await mentionsOf(ownerMarkers)).length).toBeGreaterThan(10);
  smtp.inbox.length = 0;

  const res = await h.owner.delete('/api/account').send({ password: h.owner.password });
  expect(res.status).toBe(200);

  expect(await mentionsOf(ownerMarkers)).toEqual([]);
  const notice = await waitFor(() => mailsTo(h.member.user.email)[0], { what: 'the member told' });
  const text = decodeQuotedPrintable(notice.raw);
  expect(text).toContain('A car shared with you on Renewly has been removed');
  expect(text).toContain('Olivia has deleted their Renewly account');
  // A notice about his cars (issue 41): one-click unsubscribe, whose token names the member only.
  const unfolded = notice.raw.replace(/\r?\n[ \t]+/g, ' ');
  expect(unfolded).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:3000\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>/m);
  expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  // Max keeps his account and his own policy.
  const his = await h.member.get('/api/policies');
  expect(his.body.map((p: { id: string }) => p.id)).toEqual([memberPolicyId]);
  expect((await h.member.get('/api/reminders')).body).toEqual([]);
});

test('a member who turned notice emails off is not emailed when the owner erases their account', async () => {
  const h = await household('editor');
  const prefs = await h.member.get('/api/user/delivery-preferences');
  expect((await h.member.put('/api/user/delivery-preferences').send({ ...prefs.body, noticeEmails: false })).status).toBe(200);
  smtp.inbox.length = 0;
  expect((await h.owner.delete('/api/account').send({ password: h.owner.password })).status).toBe(200);
  expect((await h.member.get('/api/policies')).body).toEqual([]);
  expect(mailsTo(h.member.user.email)).toEqual([]);
});

test("a member erasing their account removes their membership, invitations and copies; the owner's policy and reminders stay", async () => {
  const h = await household();
  const { memberCopyIds } = await lived(h);
  // An open invitation to Max's address for another of Olivia's policies.
  const second = await h.owner.post('/api/policies').send({ registrationNumber: 'HH22TWO', carManufacturer: 'VW', carModel: 'Golf', renewalDate: inDays(80), isActive: true });
  expect((await h.owner.post(`/api/policies/${second.body.id}/invites`).send({ email: h.member.user.email, role: 'viewer' })).status).toBe(201);
  const memberMarkers = [h.member.user.id, h.member.user.email, ...memberCopyIds];
  expect((await mentionsOf(memberMarkers)).length).toBeGreaterThan(5);
  const ownersBefore = {
    reminders: JSON.stringify(await ReminderModel.find({ userId: oid(h.owner.user.id) }).sort({ _id: 1 }).lean()),
    deliveries: await DeliveryModel.countDocuments({ userId: oid(h.owner.user.id) }),
  };

  const res = await h.member.delete('/api/account').send({ password: h.member.password });
  expect(res.status).toBe(200);

  expect(await mentionsOf(memberMarkers)).toEqual([]);
  expect(JSON.stringify(await ReminderModel.find({ userId: oid(h.owner.user.id) }).sort({ _id: 1 }).lean())).toBe(ownersBefore.reminders);
  expect(await DeliveryModel.countDocuments({ userId: oid(h.owner.user.id) })).toBe(ownersBefore.deliveries);
  expect((await h.owner.get(`/api/policies/${h.policyId}/members`)).body).toEqual({ access: 'owner', members: [] });
  expect((await h.owner.get('/api/policies')).body).toHaveLength(2);
});

test("the export lists the memberships a user holds and gives, without the owner's email", async () => {
  const h = await household('editor');
  const mine = JSON.parse((await h.member.get('/api/account/export')).text);
  expect(mine.sharing.holds).toEqual([expect.objectContaining({ policyId: h.policyId, ownerFirstName: 'Olivia', role: 'editor', state: 'active' })]);
  expect(mine.sharing.gives).toEqual([]);
  expect(JSON.stringify(mine)).not.toContain(h.owner.user.email);
  const theirs = JSON.parse((await h.owner.get('/api/account/export')).text);
  expect(theirs.sharing.gives).toEqual([expect.objectContaining({ policyId: h.policyId, email: h.member.user.email, firstName: 'Max', role: 'editor', state: 'active' })]);
  expect(theirs.collections.policy_shares).toHaveLength(1);
  expect(JSON.stringify(theirs)).not.toMatch(/tokenHash/);
});
