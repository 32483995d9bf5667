// Issue 23 finding 3: REGISTRATION=open|closed|invite.
import request from 'supertest';
import { REGISTRATION_MESSAGES } from '@renewly/shared-contracts/features/registration';
import { createApp } from '../../app';
import { createTestApp, newUserInput, signUpAndLogIn, TEST_ORIGIN, type TestApp } from '../../../test/helpers';
import { policyBody } from '../../../test/route-samples';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { PolicyShareModel } from '../policies/policy-shares.model';
import { UserModel } from '../users/user.model';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const appWith = (registration: TestApp['config']['registration']) =>
  createApp({ config: { ...t.config, registration }, connection: t.connection, mailer: t.mailer, logger: t.logger });

const register = (app: ReturnType<typeof appWith>, email: string) =>
  request(app).post('/api/auth/register').set('Origin', TEST_ORIGIN).send({ ...newUserInput({ email }), username: email });

test('open by default: anyone may sign up, and the API says so', async () => {
  expect(t.config.registration.mode).toBe('open');
  expect((await request(t.app).get('/api/auth/registration')).body).toEqual({ mode: 'open' });
  expect((await register(t.app, 'open-door@example.co.uk')).status).toBe(201);
});

test('closed: every sign-up is refused with a plain message, and nothing is stored', async () => {
  const app = appWith({ mode: 'closed', invited: ['invited@example.co.uk'] });
  expect((await request(app).get('/api/auth/registration')).body).toEqual({ mode: 'closed' });
  const res = await register(app, 'invited@example.co.uk');
  expect(res.status).toBe(403);
  expect(res.body).toEqual({ message: REGISTRATION_MESSAGES.closed });
  expect(await UserModel.exists({ username: 'invited@example.co.uk' })).toBeNull();
});

test('invite: only an address the operator invited (case aside) may sign up', async () => {
  const app = appWith({ mode: 'invite', invited: ['guest@example.co.uk'] });
  expect((await request(app).get('/api/auth/registration')).body).toEqual({ mode: 'invite' });
  const stranger = await register(app, 'stranger@example.co.uk');
  expect(stranger.status).toBe(403);
  expect(stranger.body).toEqual({ message: REGISTRATION_MESSAGES.inviteOnly });
  expect(await UserModel.exists({ username: 'stranger@example.co.uk' })).toBeNull();
  expect((await register(app, 'Guest@Example.co.uk')).status).toBe(201);
});

/** The token of the last invitation emailed to `email` (the development outbox). */
async function inviteTokenTo(email: string): Promise<string> {
  const mail = await OutboxModel.findOne({ to: email }).sort({ _id: -1 }).lean();
  return /\/policies#invite=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
}

const registerWith = (app: ReturnType<typeof appWith>, email: string, inviteToken: string) =>
  request(app).post('/api/auth/register').set('Origin', TEST_ORIGIN).send({ ...newUserInput({ email }), username: email, inviteToken });

test('invite (issue 36): a household-sharing invitation lets its address sign up only with its token; expired, withdrawn or switched off: no way in', async () => {
  const app = appWith({ mode: 'invite', invited: [] });
  const owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  const policy = await owner.post('/api/policies').send(policyBody('ZZ44INV'));
  const inviteTo = async (email: string) => {
    const res = await owner.post(`/api/policies/${policy.body.id}/invites`).send({ email, role: 'viewer' });
    expect(res.status).toBe(201);
    return { token: await inviteTokenTo(email), shareId: res.body.id as string };
  };
  const partner = await inviteTo('partner@example.co.uk');
  const late = await inviteTo('late@example.co.uk');
  await PolicyShareModel.updateOne({ email: 'late@example.co.uk' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  const withdrawn = await inviteTo('withdrawn@example.co.uk');
  expect((await owner.delete(`/api/policies/${policy.body.id}/members/${withdrawn.shareId}`)).status).toBe(204);

  const refused = async (res: request.Response) => {
    expect([res.status, res.body]).toEqual([403, { message: REGISTRATION_MESSAGES.inviteOnly }]);
  };
  // An address someone invited is no way in by itself, nor with another address's token.
  await refused(await register(app, 'partner@example.co.uk'));
  await refused(await registerWith(app, 'stranger@example.co.uk', partner.token));
  await refused(await registerWith(app, 'partner@example.co.uk', 'x'.repeat(43)));
  await refused(await registerWith(app, 'late@example.co.uk', late.token));
  await refused(await registerWith(app, 'withdrawn@example.co.uk', withdrawn.token));
  // The operator's switch turns the path off; a closed Renewly stays closed.
  await refused(await registerWith(appWith({ mode: 'invite', invited: [], shareInvites: false }), 'partner@example.co.uk', partner.token));
  expect((await registerWith(appWith({ mode: 'closed', invited: [] }), 'partner@example.co.uk', partner.token)).status).toBe(403);
  for (const email of ['partner@example.co.uk', 'stranger@example.co.uk', 'late@example.co.uk', 'withdrawn@example.co.uk']) {
    expect([email, await UserModel.exists({ username: email })]).toEqual([email, null]);
  }

  expect((await registerWith(app, 'Partner@Example.co.uk', partner.token)).status).toBe(201);
  expect(await UserModel.exists({ username: 'partner@example.co.uk' })).not.toBeNull();
});
