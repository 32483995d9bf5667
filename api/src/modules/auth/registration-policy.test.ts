// Issue 23 finding 3: REGISTRATION=open|closed|invite.
import request from 'supertest';
import { REGISTRATION_MESSAGES } from '@renewly/shared-contracts/features/registration';
import { createApp } from '../../app';
import { createTestApp, newUserInput, signUpAndLogIn, TEST_ORIGIN, type TestApp } from '../../../test/helpers';
import { policyBody } from '../../../test/route-samples';
import { PolicyShareModel } from '../sharing/policy-shares.model';
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

test('invite: an open household-sharing invitation to the address lets it sign up; expired or accepted ones do not; closed stays closed', async () => {
  const app = appWith({ mode: 'invite', invited: [] });
  const owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  const policy = await owner.post('/api/policies').send(policyBody('ZZ44INV'));
  expect((await owner.post(`/api/policies/${policy.body.id}/invites`).send({ email: 'partner@example.co.uk', role: 'viewer' })).status).toBe(201);
  expect((await owner.post(`/api/policies/${policy.body.id}/invites`).send({ email: 'late@example.co.uk', role: 'viewer' })).status).toBe(201);
  await PolicyShareModel.updateOne({ email: 'late@example.co.uk' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });

  const closed = await register(appWith({ mode: 'closed', invited: [] }), 'partner@example.co.uk');
  expect(closed.status).toBe(403);
  const late = await register(app, 'late@example.co.uk');
  expect(late.status).toBe(403);
  expect(late.body).toEqual({ message: REGISTRATION_MESSAGES.inviteOnly });
  expect((await register(app, 'Partner@Example.co.uk')).status).toBe(201);
  expect(await UserModel.exists({ username: 'partner@example.co.uk' })).not.toBeNull();
});
