// Changing the sign-in email and password (issue 40, ASVS V2.2.3 / V2.5.5), on the real database: each change is
// told to the verified address with what to do if it was not the user; a new address must be verified again.
import request from 'supertest';
import { SIGN_IN_CHANGE_SUBJECTS } from '@renewly/shared-contracts/features/sign-in-security';
import { ACCOUNT_SECURITY_TEXTS } from '@renewly/shared-contracts/features/account-security';
import { createApp } from '../../app';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { awayFromWindowEnd, createTestApp, markContactsVerified, signUpAndLogIn, TEST_ORIGIN, waitFor, type TestApp } from '../../../test/helpers';
import { VERIFY_NEW_EMAIL_SUBJECT } from '../verification/email-verification';
import { UserModel } from '../users/user.model';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string) =>
  request(t.app).post('/api/auth/login').set('Origin', TEST_ORIGIN).send({ email, password });

describe('PUT /api/user/email', () => {
  test('the new address becomes the account\'s when its link is opened: it signs in, verified, and the old address is told (issue 51)', async () => {
    const user = await signUpAndLogIn(t.app);
    await markContactsVerified(user.user.id);
    const newEmail = `Moved.${user.user.email}`;
    const r = await user.put('/api/user/email').send({ email: newEmail });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: ACCOUNT_SECURITY_TEXTS.emailChangeLinkSent });
    // Nothing changes until the link is opened.
    expect(await UserModel.findById(user.user.id).lean()).toMatchObject({ email: user.user.email, username: user.user.email });

    const toNew = await waitFor(() => OutboxModel.findOne({ to: newEmail.toLowerCase(), subject: VERIFY_NEW_EMAIL_SUBJECT }).lean(), { what: 'link to the new address' });
    expect(toNew.text).toMatch(/#verifyEmail=/);
    expect(toNew.text).toMatch(/If you did not change the address/);
    const token = /#verifyEmail=([0-9a-f]{24}\.[0-9a-f]{64})/.exec(toNew.text)![1]!;
    expect((await request(t.app).post('/api/auth/verify-email').set('Origin', TEST_ORIGIN).send({ token })).status).toBe(200);
    const stored = await UserModel.findById(user.user.id).lean();
    expect(stored).toMatchObject({ email: newEmail.toLowerCase(), username: newEmail.toLowerCase() });
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);

    const toOld = await waitFor(() => OutboxModel.findOne({ to: user.user.email, subject: SIGN_IN_CHANGE_SUBJECTS['email-changed'] }).lean(), { what: 'notice to the old address' });
    expect(toOld.text).toContain(`changed to ${newEmail.toLowerCase()}`);
    expect(toOld.text).toMatch(/If it was not you, open this link within 7 days to take your account back/);

    expect((await login(newEmail, user.password)).status).toBe(200);
    expect((await login(user.user.email, user.password)).status).toBe(401);
  });

  test('an old address never verified gets no security email; the new one still gets its link', async () => {
    const user = await signUpAndLogIn(t.app);
    const newEmail = `second.${user.user.email}`;
    expect((await user.put('/api/user/email').send({ email: newEmail })).status).toBe(200);
    const toNew = await waitFor(() => OutboxModel.findOne({ to: newEmail, subject: VERIFY_NEW_EMAIL_SUBJECT }).lean(), { what: 'link to the new address' });
    const token = /#verifyEmail=([0-9a-f]{24}\.[0-9a-f]{64})/.exec(toNew.text)![1]!;
    expect((await request(t.app).post('/api/auth/verify-email').set('Origin', TEST_ORIGIN).send({ token })).status).toBe(200);
    expect(await OutboxModel.countDocuments({ to: user.user.email, subject: SIGN_IN_CHANGE_SUBJECTS['email-changed'] })).toBe(0);
  });

  // A taken address is answered as a free one (issue 51): email-change.routes.test.ts.
  test('refusals: unchanged (400), invalid or extra fields (400); nothing changes, nothing is sent', async () => {
    const user = await signUpAndLogIn(t.app);
    await markContactsVerified(user.user.id);
    const cases: Array<[unknown, number]> = [
      [{ email: user.user.email }, 400],
      [{ email: 'not an address' }, 400],
      [{ email: { $ne: null } }, 400],
      [{ email: 'ok@example.co.uk', username: 'ok@example.co.uk' }, 400],
      [{}, 400],
    ];
    for (const [body, status] of cases) {
      const r = await user.put('/api/user/email').send(body as object);
      expect(r.status).toBe(status);
      expect(typeof r.body.message).toBe('string');
    }
    expect((await UserModel.findById(user.user.id).lean())?.email).toBe(user.user.email);
    expect(await OutboxModel.countDocuments({ to: user.user.email, subject: SIGN_IN_CHANGE_SUBJECTS['email-changed'] })).toBe(0);
  });
});

describe('PUT /api/user/password', () => {
  test('the new password works, the old one does not, other devices are signed out, this one stays; the verified address is told', async () => {
    const user = await signUpAndLogIn(t.app);
    await markContactsVerified(user.user.id);
    const otherDevice = request.agent(t.app).set('Origin', TEST_ORIGIN);
    expect((await otherDevice.post('/api/auth/login').send({ email: user.user.email, password: user.password })).status).toBe(200);

    const r = await user
      .put('/api/user/password')
      .send({ currentPassword: user.password, newPassword: 'a much better passphrase', confirmPassword: 'a much better passphrase' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: ACCOUNT_SECURITY_TEXTS.passwordChanged, ended: 1 });
    expect((await user.get('/api/auth/user')).status).toBe(200);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    expect((await login(user.user.email, user.password)).status).toBe(401);
    expect((await login(user.user.email, 'a much better passphrase')).status).toBe(200);

    const notice = await waitFor(() => OutboxModel.findOne({ to: user.user.email, subject: SIGN_IN_CHANGE_SUBJECTS['password-changed'] }).lean(), { what: 'password notice' });
    expect(notice.text).toMatch(/The password of your account was changed/);
    expect(notice.text).toMatch(/If it was not you/);
  });

  test('refusals: no or a wrong current password, mismatch, too short, too common, extra fields (400); the password stays', async () => {
    const user = await signUpAndLogIn(t.app);
    const current = user.password;
    const wrong = await user.put('/api/user/password').send({ currentPassword: 'not my password', newPassword: 'a much better passphrase', confirmPassword: 'a much better passphrase' });
    expect([wrong.status, wrong.body]).toEqual([400, { message: ACCOUNT_SECURITY_TEXTS.wrongCurrentPassword }]);
    const cases = [
      { newPassword: 'a much better passphrase', confirmPassword: 'a much better passphrase' },
      { currentPassword: '', newPassword: 'a much better passphrase', confirmPassword: 'a much better passphrase' },
      { currentPassword: current, newPassword: 'a much better passphrase', confirmPassword: 'something else' },
      { currentPassword: current, newPassword: 'short', confirmPassword: 'short' },
      { currentPassword: current, newPassword: 'password123', confirmPassword: 'password123' },
      { currentPassword: current, newPassword: 'a much better passphrase', confirmPassword: 'a much better passphrase', oldPassword: 'x' },
      { currentPassword: { $ne: '' }, newPassword: 'a much better passphrase', confirmPassword: 'a much better passphrase' },
      { currentPassword: current, newPassword: { $gt: '' }, confirmPassword: 'x' },
    ];
    for (const body of cases) {
      const r = await user.put('/api/user/password').send(body);
      expect(r.status).toBe(400);
      expect(typeof r.body.message).toBe('string');
    }
    expect((await login(user.user.email, user.password)).status).toBe(200);
  });
});

test('tries of the current password are counted per account like sign-in attempts: past the limit a 429, the right one too', async () => {
  // Three on the sign-in counters of this account and address: the sign-in below is one of them.
  const config = { ...t.config, rateLimit: { ...t.config.rateLimit, loginAccountMax: 3 } };
  const app = createApp({ config, connection: t.connection, mailer: t.mailer, logger: t.logger });
  // Before the sign-in it counts: waited for after it, a new window would have forgotten it (the right password then
  // the third try, allowed: a fresh clone's run under load, 2026-12-02).
  await awayFromWindowEnd(config.rateLimit.windowMs);
  const user = await signUpAndLogIn(app);
  const change = (currentPassword: string) =>
    user.put('/api/user/password').send({ currentPassword, newPassword: 'a much better passphrase', confirmPassword: 'a much better passphrase' });
  for (const guess of ['guess one', 'guess two']) expect((await change(guess)).status).toBe(400);
  expect((await change(user.password)).status).toBe(429);
  expect((await login(user.user.email, user.password)).status).toBe(200);
});
