// Household sharing (issue 27) over HTTP against the real database: invitations, what each role may do, what a
// member sees of the owner, and every bad input answered with a 4xx `{ message }` and nothing stored.
import { Types } from 'mongoose';
import request from 'supertest';
import { inviteWrongAccountMessage, maskEmail, SHARING_MESSAGES, MAX_OPEN_INVITES_PER_POLICY, MAX_SHARES_PER_OWNER, SHARE_INVITES_PER_USER_PER_WINDOW } from '@renewly/shared-contracts/features/sharing';
import { policySchema } from '@renewly/shared-contracts/features/schemas';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { awayFromWindowEnd, createTestApp, signUpAndLogIn, TEST_ORIGIN, waitFor, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { ReminderModel } from '../reminders/reminders.model';
import { QuoteModel } from '../quotes/quotes.model';
import { PolicyShareModel } from '../policies/policy-shares.model';
import { hashInviteToken } from './sharing.service';

let t: TestApp;
let owner: SignedInAgent;
let policyId: string;

const inDays = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);

async function newPolicy(agent: SignedInAgent, plate: string): Promise<string> {
  const res = await agent.post('/api/policies').send({
    registrationNumber: plate,
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: inDays(40),
    motExpiryDate: inDays(70),
    currentPremium: '600.00',
    isActive: true,
    reminderDays: [30, 10],
    reminderMethods: ['email', 'app'],
  });
  if (res.status !== 201) throw new Error(`policy ${plate}: ${res.status} ${res.text}`);
  return res.body.id as string;
}

/** Invites and reads the token from the link in the email (the development outbox). */
async function invite(from: SignedInAgent, onPolicy: string, email: string, role: 'viewer' | 'editor'): Promise<string> {
  const before = await OutboxModel.countDocuments({ to: email });
  const res = await from.post(`/api/policies/${onPolicy}/invites`).send({ email, role });
  expect([res.status, res.text]).toEqual([201, expect.any(String)]);
  const mail = await waitFor(async () => {
    const all = await OutboxModel.find({ to: email }).sort({ _id: 1 }).lean();
    return all.length > before ? all[all.length - 1] : null;
  }, { what: 'invite email' });
  const link = new RegExp(`${TEST_ORIGIN}/policies#invite=([A-Za-z0-9_-]{43})`).exec(mail.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

async function join(from: SignedInAgent, onPolicy: string, role: 'viewer' | 'editor', overrides: { firstName?: string } = {}): Promise<SignedInAgent> {
  const member = await signUpAndLogIn(t.app, overrides);
  const token = await invite(from, onPolicy, member.user.email, role);
  const res = await member.post(`/api/invites/${token}/accept`);
  expect(res.status).toBe(200);
  return member;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  policyId = await newPolicy(owner, 'OW11NER');
});
afterAll(async () => {
  await t.close();
});

describe('inviting and accepting', () => {
  test('the invitee reads what the invitation is, signs in with the invited address, accepts, and sees the policy marked as shared', async () => {
    const mia = await signUpAndLogIn(t.app, { firstName: 'Mia' });
    const res = await owner.post(`/api/policies/${policyId}/invites`).send({ email: `  ${mia.user.email.toUpperCase()} `, role: 'viewer' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: mia.user.email, role: 'viewer', state: 'invited', firstName: null, acceptedAt: null });
    const mail = await waitFor(() => OutboxModel.findOne({ to: mia.user.email, subject: /shared with you/ }).lean(), { what: 'invite email' });
    expect(mail.subject).toBe('A car was shared with you on Renewly');
    expect(mail.text).toContain('Olivia has shared the insurance policy of the car OW11 NER with you');
    expect(mail.text).not.toContain(owner.user.email);
    const token = /\/policies#invite=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    // Only the token's hash is stored.
    const stored = await PolicyShareModel.findOne({ email: mia.user.email }).lean();
    expect(stored!.tokenHash).toBe(hashInviteToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Signed out, the /invite page can show what it is (never the owner's email).
    const details = await request(t.app).get(`/api/invites/${token}`);
    expect(details.status).toBe(200);
    expect(details.body).toEqual({
      sentTo: maskEmail(mia.user.email),
      audience: 'signed-out',
      role: 'viewer',
      ownerFirstName: 'Olivia',
      vehicle: { registrationNumber: 'OW11NER', carManufacturer: 'Ford', carModel: 'Focus' },
      expiresAt: expect.any(String),
    });
    expect(details.text).not.toContain(owner.user.email);

    const accepted = await mia.post(`/api/invites/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(policySchema.parse(accepted.body)).toMatchObject({ id: policyId, access: 'viewer', sharedBy: { firstName: 'Olivia' } });
    expect(accepted.text).not.toContain(owner.user.email);
    expect(accepted.text).not.toContain(owner.user.id);

    // Her policies list: the shared one, marked; the owner's list says it is hers.
    const list = await mia.get('/api/policies');
    expect(list.body).toEqual([expect.objectContaining({ id: policyId, access: 'viewer', sharedBy: { firstName: 'Olivia' } })]);
    expect((await owner.get('/api/policies')).body[0]).toMatchObject({ id: policyId, access: 'owner' });
    expect((await owner.get('/api/policies')).body[0].sharedBy).toBeUndefined();

    // She starts with copies of the owner's reminders, owned by her.
    const reminders = await mia.get('/api/reminders');
    expect(reminders.body.map((r: { daysBefore: number; policyId: string }) => [r.policyId, r.daysBefore])).toEqual([[policyId, 30], [policyId, 10]]);
    expect(await ReminderModel.countDocuments({ userId: new Types.ObjectId(mia.user.id), policyId: new Types.ObjectId(policyId) })).toBe(2);

    // Dashboard, market and calendar feed count it too.
    expect((await mia.get('/api/dashboard/stats')).body).toMatchObject({ activePolicies: 1, upcomingRenewals: 1 });
    const market = await mia.get('/api/market-trends/user-vehicles');
    expect(market.body.map((i: { policy: { id: string } }) => i.policy.id)).toEqual([policyId]);
    expect(market.body[0].policy.sharedBy).toEqual({ firstName: 'Olivia' });
    expect((await owner.get('/api/market-trends/user-vehicles')).body[0].policy.sharedBy).toBeUndefined();
    const feed = await mia.post('/api/calendar-feed');
    const ics = await request(t.app).get(new URL(feed.body.url as string).pathname);
    expect(ics.status).toBe(200);
    expect(ics.text).toContain(`${policyId}-renewal@renewly`);
    expect(ics.text).toContain('30 day renewal reminder');

    // The owner sees her, active; she sees only that she is a member.
    const members = await owner.get(`/api/policies/${policyId}/members`);
    expect(members.body).toEqual({
      access: 'owner',
      members: [expect.objectContaining({ email: mia.user.email, firstName: 'Mia', role: 'viewer', state: 'active', expiresAt: null })],
    });
    expect((await mia.get(`/api/policies/${policyId}/members`)).body).toEqual({ access: 'viewer', members: [] });

    // A used link is refused, as an unknown one.
    const again = await mia.post(`/api/invites/${token}/accept`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: SHARING_MESSAGES.inviteInvalid });
    expect((await request(t.app).get(`/api/invites/${token}`)).status).toBe(404);

    // Tidy for the tests below.
    const share = members.body.members[0].id as string;
    expect((await owner.delete(`/api/policies/${policyId}/members/${share}`)).status).toBe(204);
  });

  test('the answer to an invitation is the same whether or not the address has an account', async () => {
    const known = await signUpAndLogIn(t.app);
    const a = await owner.post(`/api/policies/${policyId}/invites`).send({ email: known.user.email, role: 'viewer' });
    const b = await owner.post(`/api/policies/${policyId}/invites`).send({ email: 'nobody.here@example.test', role: 'viewer' });
    expect([a.status, b.status]).toEqual([201, 201]);
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort();
    expect(shape(a.body)).toEqual(shape(b.body));
    expect({ ...a.body, id: 'x', email: 'x', invitedAt: 'x', expiresAt: 'x' }).toEqual({ ...b.body, id: 'x', email: 'x', invitedAt: 'x', expiresAt: 'x' });
    await PolicyShareModel.deleteMany({ _id: { $in: [a.body.id, b.body.id].map((id: string) => new Types.ObjectId(id)) } });
  });
});

describe('what each role may do', () => {
  let viewer: SignedInAgent;
  let editor: SignedInAgent;
  beforeAll(async () => {
    viewer = await join(owner, policyId, 'viewer', { firstName: 'Vera' });
    editor = await join(owner, policyId, 'editor', { firstName: 'Eddie' });
  });

  const edit = (agent: SignedInAgent, insurer: string) =>
    agent.put(`/api/policies/${policyId}`).send({
      registrationNumber: 'OW11NER', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: inDays(40), motExpiryDate: inDays(70),
      currentPremium: '600.00', isActive: true, insurer,
    });

  test('a viewer reads but cannot edit, toggle, delete or share: 403 with a plain message, nothing changed', async () => {
    const before = JSON.stringify(await t.connection.collection('policies').findOne({ _id: new Types.ObjectId(policyId) }));
    const put = await edit(viewer, 'Viewer Insurance');
    expect(put.status).toBe(403);
    expect(put.body).toEqual({ message: SHARING_MESSAGES.editorOnly });
    expect((await viewer.patch(`/api/policies/${policyId}/status`).send({ isActive: false })).status).toBe(403);
    const del = await viewer.delete(`/api/policies/${policyId}`);
    expect(del.status).toBe(403);
    expect(del.body).toEqual({ message: SHARING_MESSAGES.ownerOnly });
    expect((await viewer.post(`/api/policies/${policyId}/invites`).send({ email: 'friend@example.test', role: 'viewer' })).status).toBe(403);
    expect(JSON.stringify(await t.connection.collection('policies').findOne({ _id: new Types.ObjectId(policyId) }))).toBe(before);
  });

  test('an editor edits and toggles (the answer marked as shared) but cannot delete, share or change roles', async () => {
    const put = await edit(editor, 'Editor Insurance');
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ insurer: 'Editor Insurance', access: 'editor', sharedBy: { firstName: 'Olivia' } });
    const off = await editor.patch(`/api/policies/${policyId}/status`).send({ isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ isActive: false, access: 'editor' });
    expect((await editor.patch(`/api/policies/${policyId}/status`).send({ isActive: true })).status).toBe(200);
    // Stored under the owner still.
    expect((await owner.get('/api/policies')).body[0]).toMatchObject({ insurer: 'Editor Insurance', isActive: true });
    expect((await editor.delete(`/api/policies/${policyId}`)).status).toBe(403);
    expect((await editor.post(`/api/policies/${policyId}/invites`).send({ email: 'friend@example.test', role: 'viewer' })).status).toBe(403);
    const members = (await owner.get(`/api/policies/${policyId}/members`)).body.members as { id: string }[];
    expect((await editor.patch(`/api/policies/${policyId}/members/${members[0]!.id}`).send({ role: 'editor' })).status).toBe(403);
    expect((await editor.delete(`/api/policies/${policyId}/members/${members[0]!.id}`)).status).toBe(403);
  });

  test("members keep their own reminders and quotes; the owner's stay untouched", async () => {
    const ownersReminders = await ReminderModel.find({ userId: new Types.ObjectId(owner.user.id) }).sort({ _id: 1 }).lean();
    const mine = await viewer.post('/api/reminders').send({ policyId, title: 'x', daysBefore: 14, notificationMethods: ['sms'] });
    expect(mine.status).toBe(201);
    const copy = (await viewer.get('/api/reminders')).body.find((r: { daysBefore: number }) => r.daysBefore === 30);
    expect((await viewer.put(`/api/reminders/${copy.id}`).send({ policyId, title: 'x', daysBefore: 21, notificationMethods: ['email'] })).status).toBe(200);
    expect((await viewer.delete(`/api/reminders/${mine.body.id}`)).status).toBe(204);
    // The owner's reminders are not the viewer's to change.
    expect((await viewer.delete(`/api/reminders/${String(ownersReminders[0]!._id)}`)).status).toBe(404);
    expect(await ReminderModel.find({ userId: new Types.ObjectId(owner.user.id) }).sort({ _id: 1 }).lean()).toEqual(ownersReminders);

    const quotes = await viewer.post(`/api/quotes/personalized/${policyId}`);
    expect(quotes.status).toBe(201);
    expect(await QuoteModel.countDocuments({ userId: new Types.ObjectId(viewer.user.id), policyId: new Types.ObjectId(policyId) })).toBeGreaterThan(0);
    expect(await QuoteModel.countDocuments({ userId: new Types.ObjectId(owner.user.id) })).toBe(0);
    expect((await viewer.get('/api/policies')).body[0].quotes.length).toBeGreaterThan(0);
    expect((await owner.get('/api/policies')).body[0].quotes).toEqual([]);
  });

  test('the owner changes a role; the member sees the new access at once', async () => {
    const members = (await owner.get(`/api/policies/${policyId}/members`)).body.members as { id: string; email: string }[];
    const vera = members.find((m) => m.email === viewer.user.email)!;
    const res = await owner.patch(`/api/policies/${policyId}/members/${vera.id}`).send({ role: 'editor' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: vera.id, role: 'editor', state: 'active' });
    expect((await viewer.get('/api/policies')).body[0]).toMatchObject({ access: 'editor' });
    expect((await owner.patch(`/api/policies/${policyId}/members/${vera.id}`).send({ role: 'viewer' })).status).toBe(200);
    expect((await viewer.get('/api/policies')).body[0]).toMatchObject({ access: 'viewer' });
  });

  test('a member leaves: the policy, their reminders and quotes for it are gone; the owner cannot leave', async () => {
    const leaver = await join(owner, policyId, 'viewer');
    expect((await leaver.post(`/api/quotes/personalized/${policyId}`)).status).toBe(201);
    const res = await leaver.post(`/api/policies/${policyId}/leave`);
    expect(res.status).toBe(204);
    expect((await leaver.get('/api/policies')).body).toEqual([]);
    expect((await leaver.get('/api/reminders')).body).toEqual([]);
    expect(await QuoteModel.countDocuments({ userId: new Types.ObjectId(leaver.user.id) })).toBe(0);
    expect((await leaver.get(`/api/policies/${policyId}/members`)).status).toBe(404);
    expect((await leaver.post(`/api/policies/${policyId}/leave`)).status).toBe(404);
    const own = await owner.post(`/api/policies/${policyId}/leave`);
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ message: SHARING_MESSAGES.ownerCannotLeave });
  });
});

describe('bad input: a 4xx with a plain message, nothing stored', () => {
  async function refused(res: request.Response, status: number, message?: string) {
    expect([res.status, typeof res.body.message]).toEqual([status, 'string']);
    if (message) expect(res.body.message).toBe(message);
  }
  async function unchanged(run: () => Promise<void>) {
    const shares = JSON.stringify(await PolicyShareModel.find().sort({ _id: 1 }).lean());
    const reminders = await ReminderModel.countDocuments();
    const mails = await OutboxModel.countDocuments();
    await run();
    expect(JSON.stringify(await PolicyShareModel.find().sort({ _id: 1 }).lean())).toBe(shares);
    expect(await ReminderModel.countDocuments()).toBe(reminders);
    expect(await OutboxModel.countDocuments()).toBe(mails);
  }

  test('inviting yourself, an existing member, a malformed address, a bad role, an unknown or someone else\'s policy', async () => {
    const member = await join(owner, policyId, 'viewer');
    const stranger = await signUpAndLogIn(t.app);
    const strangersPolicy = await newPolicy(stranger, 'ST22RAN');
    await unchanged(async () => {
      await refused(await owner.post(`/api/policies/${policyId}/invites`).send({ email: owner.user.email, role: 'viewer' }), 400, SHARING_MESSAGES.inviteYourself);
      await refused(await owner.post(`/api/policies/${policyId}/invites`).send({ email: member.user.email.toUpperCase(), role: 'editor' }), 409, SHARING_MESSAGES.alreadyMember);
      await refused(await owner.post(`/api/policies/${policyId}/invites`).send({ email: 'not-an-address', role: 'viewer' }), 400);
      await refused(await owner.post(`/api/policies/${policyId}/invites`).send({ email: 'bad1@example.test', role: 'owner' }), 400);
      await refused(await owner.post(`/api/policies/${policyId}/invites`).send({ email: 'bad2@example.test' }), 400);
      await refused(await owner.post(`/api/policies/${policyId}/invites`).send({ email: { $ne: 1 }, role: 'viewer' }), 400);
      await refused(await owner.post(`/api/policies/${policyId}/invites`).send({ email: 'bad3@example.test', role: 'viewer', memberId: owner.user.id }), 400);
      await refused(await owner.post(`/api/policies/${new Types.ObjectId().toHexString()}/invites`).send({ email: 'bad4@example.test', role: 'viewer' }), 404);
      await refused(await owner.post(`/api/policies/${strangersPolicy}/invites`).send({ email: 'bad5@example.test', role: 'viewer' }), 404);
      await refused(await owner.post('/api/policies/nope/invites').send({ email: 'bad6@example.test', role: 'viewer' }), 400);
      // A member of one policy cannot manage another's members through it.
      await refused(await member.patch(`/api/policies/${strangersPolicy}/members/${new Types.ObjectId().toHexString()}`).send({ role: 'editor' }), 404);
      await refused(await owner.patch(`/api/policies/${policyId}/members/${new Types.ObjectId().toHexString()}`).send({ role: 'editor' }), 404, SHARING_MESSAGES.memberNotFound);
      await refused(await owner.patch(`/api/policies/${policyId}/members/zzz`).send({ role: 'editor' }), 400);
      await refused(await owner.delete(`/api/policies/${strangersPolicy}/members/${new Types.ObjectId().toHexString()}`), 404);
      await refused(await stranger.post(`/api/policies/${policyId}/leave`), 404);
      await refused(await stranger.get(`/api/policies/${policyId}/members`), 404);
    });
  });

  test('an open invitation to the same address twice', async () => {
    await invite(owner, policyId, 'twice@example.test', 'viewer');
    await unchanged(async () => {
      await refused(await owner.post(`/api/policies/${policyId}/invites`).send({ email: 'Twice@example.test', role: 'editor' }), 409, SHARING_MESSAGES.alreadyInvited);
    });
  });

  test('an expired, used, tampered or malformed token, and a token accepted by the wrong account', async () => {
    const invitee = await signUpAndLogIn(t.app);
    const wrong = await signUpAndLogIn(t.app);
    const token = await invite(owner, policyId, invitee.user.email, 'viewer');
    const tampered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    await unchanged(async () => {
      await refused(await wrong.post(`/api/invites/${token}/accept`), 403, inviteWrongAccountMessage(maskEmail(invitee.user.email)));
      await refused(await invitee.post(`/api/invites/${tampered}/accept`), 404, SHARING_MESSAGES.inviteInvalid);
      await refused(await request(t.app).get(`/api/invites/${tampered}`), 404, SHARING_MESSAGES.inviteInvalid);
      for (const bad of ['x', 'a'.repeat(300), '%E0%A4%A', '..', `${token}x`]) {
        const res = await invitee.post(`/api/invites/${bad}/accept`);
        expect([bad, res.status >= 400 && res.status < 500, typeof res.body.message]).toEqual([bad, true, 'string']);
        const read = await request(t.app).get(`/api/invites/${bad}`);
        expect([bad, read.status >= 400 && read.status < 500]).toEqual([bad, true]);
      }
      await refused(await invitee.post(`/api/invites/${token}/accept`).send({ userId: wrong.user.id }), 400);
      await refused(await request(t.app).post(`/api/invites/${token}/accept`).set('Origin', TEST_ORIGIN), 401);
    });
    // Expired: refused, and nothing is stored.
    await PolicyShareModel.updateOne({ tokenHash: hashInviteToken(token) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await unchanged(async () => {
      await refused(await invitee.post(`/api/invites/${token}/accept`), 404, SHARING_MESSAGES.inviteInvalid);
      await refused(await request(t.app).get(`/api/invites/${token}`), 404, SHARING_MESSAGES.inviteInvalid);
    });
    // An expired invitation can be sent again (it is replaced).
    const fresh = await invite(owner, policyId, invitee.user.email, 'viewer');
    expect((await invitee.post(`/api/invites/${fresh}/accept`)).status).toBe(200);
    await unchanged(async () => {
      await refused(await invitee.post(`/api/invites/${fresh}/accept`), 404, SHARING_MESSAGES.inviteInvalid);
    });
  });

  test(`at most ${MAX_OPEN_INVITES_PER_POLICY} open invitations per policy`, async () => {
    const busy = await signUpAndLogIn(t.app, { firstName: 'Busy' });
    const busyPolicy = await newPolicy(busy, 'BU55YYY');
    for (let i = 0; i < MAX_OPEN_INVITES_PER_POLICY; i++) {
      expect((await busy.post(`/api/policies/${busyPolicy}/invites`).send({ email: `open${i}@example.test`, role: 'viewer' })).status).toBe(201);
    }
    await unchanged(async () => {
      await refused(await busy.post(`/api/policies/${busyPolicy}/invites`).send({ email: 'one.more@example.test', role: 'viewer' }), 409, SHARING_MESSAGES.tooManyOpenInvites);
    });
    // Revoking one makes room.
    const open = (await busy.get(`/api/policies/${busyPolicy}/members`)).body.members as { id: string }[];
    expect(open).toHaveLength(MAX_OPEN_INVITES_PER_POLICY);
    expect((await busy.delete(`/api/policies/${busyPolicy}/members/${open[0]!.id}`)).status).toBe(204);
    expect((await busy.post(`/api/policies/${busyPolicy}/invites`).send({ email: 'one.more@example.test', role: 'viewer' })).status).toBe(201);
  });

  test(`the caps hold against invitations racing each other (claimed by insert, not counted)`, async () => {
    const racer = await signUpAndLogIn(t.app, { firstName: 'Racer' });
    const first = await newPolicy(racer, 'RC11AAA');
    const answers = await Promise.all(
      Array.from({ length: MAX_OPEN_INVITES_PER_POLICY + 3 }, (_, i) =>
        racer.post(`/api/policies/${first}/invites`).send({ email: `race${i}@example.test`, role: 'viewer' }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_OPEN_INVITES_PER_POLICY);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(await PolicyShareModel.countDocuments({ policyId: new Types.ObjectId(first) })).toBe(MAX_OPEN_INVITES_PER_POLICY);
    // Owner-wide: 20 in all over several policies, however they are spread.
    const second = await newPolicy(racer, 'RC22BBB');
    const more = await Promise.all(
      Array.from({ length: MAX_SHARES_PER_OWNER - MAX_OPEN_INVITES_PER_POLICY + 3 }, (_, i) =>
        racer.post(`/api/policies/${second}/invites`).send({ email: `more${i}@example.test`, role: 'viewer' }),
      ),
    );
    expect(more.filter((r) => r.status === 201)).toHaveLength(MAX_SHARES_PER_OWNER - MAX_OPEN_INVITES_PER_POLICY);
    expect(await PolicyShareModel.countDocuments({ userId: new Types.ObjectId(racer.user.id) })).toBe(MAX_SHARES_PER_OWNER);
    const third = await newPolicy(racer, 'RC33CCC');
    const over = await racer.post(`/api/policies/${third}/invites`).send({ email: 'one.too.many@example.test', role: 'viewer' });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: SHARING_MESSAGES.tooManyShares });
  });

  test('invitations are rate limited per inviting user (refused ones count too)', async () => {
    await awayFromWindowEnd(t.config.rateLimit.windowMs);
    const keen = await signUpAndLogIn(t.app);
    const p = await newPolicy(keen, 'KE11ENN');
    const statuses: number[] = [];
    for (let i = 0; i <= SHARE_INVITES_PER_USER_PER_WINDOW; i++) {
      statuses.push((await keen.post(`/api/policies/${p}/invites`).send({ email: `keen${i}@example.test`, role: 'viewer' })).status);
    }
    expect(statuses.slice(0, MAX_OPEN_INVITES_PER_POLICY).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(MAX_OPEN_INVITES_PER_POLICY, -1).every((s) => s === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  test('invitations are rate limited per address', async () => {
    await awayFromWindowEnd(t.config.rateLimit.windowMs);
    const sender = await signUpAndLogIn(t.app);
    const p = await newPolicy(sender, 'RA73LMM');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await sender.post(`/api/policies/${p}/invites`).send({ email: 'popular@example.test', role: 'viewer' })).status);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
});

test('deleting a shared policy removes it for everyone, with everything everyone holds for it', async () => {
  const mine = await signUpAndLogIn(t.app, { firstName: 'Dora' });
  const p = await newPolicy(mine, 'DE11ETE');
  const member = await join(mine, p, 'editor');
  expect((await member.post(`/api/quotes/personalized/${p}`)).status).toBe(201);
  const pending = await invite(mine, p, 'pending@example.test', 'viewer');
  expect((await mine.delete(`/api/policies/${p}`)).status).toBe(204);
  expect((await member.get('/api/policies')).body).toEqual([]);
  expect((await member.get('/api/reminders')).body).toEqual([]);
  for (const name of ['policies', 'reminders', 'quotes', 'notifications', 'deliveries', 'policy_shares', 'market_trends']) {
    expect([name, await t.connection.collection(name).countDocuments({ policyId: new Types.ObjectId(p) })]).toEqual([name, 0]);
  }
  expect((await request(t.app).get(`/api/invites/${pending}`)).status).toBe(404);
});
