// Issue 51, items 5, 6 and 21, on the real database with the app's mail going to an SMTP server on loopback:
// - a change of address happens only when the link sent to the new address is opened, and PUT /api/user/email answers
//   the same for an address another account uses (that one is told by email) as for a free one, limited as sign-up;
// - a verification link is bound to the address it was sent to;
// - the old address's notice carries a link that, for 7 days, takes the account back.
import request from 'supertest';
import { ACCOUNT_SECURITY_TEXTS } from '@renewly/shared-contracts/features/account-security';
import { EMAIL_RESTORE_TEXTS } from '@renewly/shared-contracts/features/email-restore';
import { SIGN_IN_CHANGE_SUBJECTS } from '@renewly/shared-contracts/features/sign-in-security';
import { VERIFICATION_TEXTS } from '@renewly/shared-contracts/features/verification';
import { createApp } from '../../app';
import { forgetRateHints } from '../../core/security/rate-counter';
import { decodeQuotedPrintable } from '../../../test/delivery-fixtures';
import { awayFromWindowEnd, markContactsVerified, newUserInput, signUpAndLogIn, TEST_ORIGIN, waitFor, type SignedInAgent } from '../../../test/helpers';
import { useSmtpTestApp } from '../../../test/smtp-test-app';
import { ResetTokenModel } from '../auth/reset-token.model';
import { SESSIONS_COLLECTION } from '../auth/session-store';
import { EmailRestoreTokenModel } from '../email-restore/email-restore-token.model';
import { ADDRESS_IN_USE_SUBJECT, VERIFY_EMAIL_SUBJECT, VERIFY_NEW_EMAIL_SUBJECT } from '../verification/email-verification';
import { UserModel } from '../users/user.model';

const env = useSmtpTestApp({ appMailer: true });

/** The text of the newest message to `to` whose subject is `subject`, once it has arrived. */
async function mailTo(to: string, subject: string): Promise<string> {
  return waitFor(
    () => {
      const mail = [...env.smtp.inbox].reverse().find((m) => m.to.includes(to.toLowerCase()) && m.raw.includes(`Subject: ${subject}`));
      return mail ? decodeQuotedPrintable(mail.raw) : undefined;
    },
    { what: `"${subject}" to ${to}` },
  );
}

const verifyToken = (text: string) => /#verifyEmail=([0-9a-f]{24}\.[0-9a-f]{64})/.exec(text)![1]!;
const restoreToken = (text: string) => /#restoreEmail=([0-9a-f]{64})/.exec(text)![1]!;
const openVerifyLink = (token: string) => request(env.t.app).post('/api/auth/verify-email').set('Origin', TEST_ORIGIN).send({ token });
const login = (email: string, password: string) => request(env.t.app).post('/api/auth/login').set('Origin', TEST_ORIGIN).send({ email, password });

async function verifiedUser(): Promise<SignedInAgent> {
  const user = await signUpAndLogIn(env.t.app);
  await markContactsVerified(user.user.id);
  return user;
}

describe('PUT /api/user/email (item 6: no enumeration)', () => {
  test('an address another account uses and a free one get the same answer; the used one is told by email; nothing changes yet', async () => {
    const other = await signUpAndLogIn(env.t.app);
    const user = await verifiedUser();
    const free = `free.${user.user.email}`;

    const taken = await user.put('/api/user/email').send({ email: other.user.email.toUpperCase() });
    const open = await user.put('/api/user/email').send({ email: free });
    expect([taken.status, open.status]).toEqual([200, 200]);
    expect(taken.body).toEqual({ message: ACCOUNT_SECURITY_TEXTS.emailChangeLinkSent });
    expect(open.body).toEqual(taken.body);

    const inUse = await mailTo(other.user.email, ADDRESS_IN_USE_SUBJECT);
    expect(inUse).toContain('This address already belongs to a Renewly account, so nothing was changed.');
    expect(inUse).not.toMatch(/#verifyEmail=/);
    expect(await mailTo(free, VERIFY_NEW_EMAIL_SUBJECT)).toMatch(/#verifyEmail=/);
    // Neither address is the account's until its link is opened; the other account is untouched.
    expect((await UserModel.findById(user.user.id).lean())?.email).toBe(user.user.email);
    expect((await login(user.user.email, user.password)).status).toBe(200);
    expect((await UserModel.findById(other.user.id).lean())?.email).toBe(other.user.email);
  });

  test('limited as sign-up: of 30 addresses probed, only RATE_LIMIT_REGISTER_MAX are answered, then 429', async () => {
    const config = { ...env.t.config, rateLimit: { ...env.t.config.rateLimit, registerMax: 5 } };
    const app = createApp({ config, connection: env.t.connection, mailer: env.t.mailer, logger: env.t.logger });
    const user = await signUpAndLogIn(app);
    await awayFromWindowEnd(config.rateLimit.windowMs);
    forgetRateHints();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await user.put('/api/user/email').send({ email: `probe${i}@example.co.uk` })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual(Array(25).fill(429));
  });
});

describe('the link to the new address (items 5, 21, 31)', () => {
  test('opening it makes the change: the new address signs in, verified; the old one is told with a link to take the account back; a second use says it was used', async () => {
    const user = await verifiedUser();
    const newEmail = `moved.${user.user.email}`;
    expect((await user.put('/api/user/email').send({ email: newEmail })).status).toBe(200);
    const token = verifyToken(await mailTo(newEmail, VERIFY_NEW_EMAIL_SUBJECT));

    const opened = await openVerifyLink(token);
    expect([opened.status, opened.body]).toEqual([200, { message: VERIFICATION_TEXTS.emailAddressChanged }]);
    const stored = await UserModel.findById(user.user.id).lean();
    expect(stored).toMatchObject({ email: newEmail, username: newEmail, emailChange: null });
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(newEmail, user.password)).status).toBe(200);
    expect((await login(user.user.email, user.password)).status).toBe(401);

    const notice = await mailTo(user.user.email, SIGN_IN_CHANGE_SUBJECTS['email-changed']);
    expect(notice).toContain(`changed to ${newEmail}`);
    expect(notice).toMatch(new RegExp(`${TEST_ORIGIN}/#restoreEmail=[0-9a-f]{64}`));
    expect(notice).not.toContain('/auth');

    const again = await openVerifyLink(token);
    expect([again.status, again.body]).toEqual([400, { message: VERIFICATION_TEXTS.linkUsed }]);
  });

  test('a sign-up link opened twice says it was already used, not that it is invalid', async () => {
    const user = await signUpAndLogIn(env.t.app);
    const token = verifyToken(await mailTo(user.user.email, VERIFY_EMAIL_SUBJECT));
    expect((await openVerifyLink(token)).status).toBe(200);
    const again = await openVerifyLink(token);
    expect([again.status, again.body]).toEqual([400, { message: VERIFICATION_TEXTS.linkUsed }]);
  });

  test('item 5: a link verifies only the address it was sent to, even when the address changes between its check and its write', async () => {
    const user = await signUpAndLogIn(env.t.app);
    const token = verifyToken(await mailTo(user.user.email, VERIFY_EMAIL_SUBJECT));
    const unproven = `unproven.${user.user.email}`;
    // The race the review found, made certain: just before the link's write, the account's address changes the way an
    // email change wrote it before issue 51 (at once, unverified).
    const original = UserModel.updateOne.bind(UserModel);
    const spy = jest.spyOn(UserModel, 'updateOne').mockImplementationOnce(((...args: Parameters<typeof UserModel.updateOne>) => {
      const write = original(...args);
      const then = write.then.bind(write);
      return Object.assign(write, {
        then: (ok?: (v: unknown) => unknown, ko?: (e: unknown) => unknown) =>
          original({ _id: user.user.id }, { $set: { email: unproven, username: unproven, emailVerifiedAt: null } })
            .then(() => then(ok, ko)),
      });
    }) as typeof UserModel.updateOne);
    try {
      await openVerifyLink(token);
    } finally {
      spy.mockRestore();
    }
    const stored = await UserModel.findById(user.user.id).lean();
    expect(stored?.email).toBe(unproven);
    expect(stored?.emailVerifiedAt ?? null).toBeNull();
  });
});

describe('taking the account back from the old address (item 21)', () => {
  /** A verified user whose address was changed to a new one by its link: the restore token from the old one's notice. */
  async function changedAway(user: SignedInAgent, newEmail: string): Promise<string> {
    const oldEmail = (await UserModel.findById(user.user.id).lean())!.email;
    expect((await user.put('/api/user/email').send({ email: newEmail })).status).toBe(200);
    expect((await openVerifyLink(verifyToken(await mailTo(newEmail, VERIFY_NEW_EMAIL_SUBJECT)))).status).toBe(200);
    return restoreToken(await mailTo(oldEmail, SIGN_IN_CHANGE_SUBJECTS['email-changed']));
  }
  const restore = (token: string, password = 'taking it back 2026') =>
    request(env.t.app).post('/api/auth/restore-email').set('Origin', TEST_ORIGIN).send({ token, newPassword: password, confirmPassword: password });

  test('the link puts the old address back, sets the new password and signs out every device; the new address no longer signs in', async () => {
    const user = await verifiedUser();
    const intruder = `intruder.${user.user.email}`;
    const token = await changedAway(user, intruder);
    const otherDevice = request.agent(env.t.app).set('Origin', TEST_ORIGIN);
    expect((await otherDevice.post('/api/auth/login').send({ email: intruder, password: user.password })).status).toBe(200);

    const r = await restore(token);
    expect([r.status, r.body]).toEqual([200, { message: EMAIL_RESTORE_TEXTS.restoredDetail }]);
    const stored = await UserModel.findById(user.user.id).lean();
    expect(stored).toMatchObject({ email: user.user.email, username: user.user.email });
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await env.t.connection.collection(SESSIONS_COLLECTION).countDocuments({ 'session.passport.user': user.user.id })).toBe(0);
    expect((await user.get('/api/auth/user')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    expect((await login(intruder, user.password)).status).toBe(401);
    expect((await login(user.user.email, user.password)).status).toBe(401);
    expect((await login(user.user.email, 'taking it back 2026')).status).toBe(200);
    // Once: a second use says so.
    expect((await restore(token, 'another new one 2026')).body).toEqual({ message: EMAIL_RESTORE_TEXTS.linkUsed });
    // A reset asked for the old address now reaches it again.
    await request(env.t.app).post('/api/auth/forgot-password').set('Origin', TEST_ORIGIN).send({ email: user.user.email });
    await waitFor(() => ResetTokenModel.exists({ userId: user.user.id }), { what: 'a reset token for the old address' });
  });

  test('refusals: a common password keeps the link working; expired after 7 days; a made-up token; while it works the address is held', async () => {
    const user = await verifiedUser();
    const token = await changedAway(user, `away.${user.user.email}`);
    const common = await restore(token, 'password123');
    expect(common.status).toBe(400);
    expect((await UserModel.findById(user.user.id).lean())?.email).toBe(`away.${user.user.email}`);
    // Nobody can sign up with the old address while its link works.
    const signUp = newUserInput({ email: user.user.email });
    expect((await request(env.t.app).post('/api/auth/register').set('Origin', TEST_ORIGIN).send({ ...signUp, username: signUp.email })).status).toBe(409);

    expect((await restore('ab'.repeat(32))).body).toEqual({ message: EMAIL_RESTORE_TEXTS.linkInvalid });
    expect((await restore('not a token')).status).toBe(400);
    await EmailRestoreTokenModel.updateMany({ userId: user.user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await restore(token)).body).toEqual({ message: EMAIL_RESTORE_TEXTS.linkInvalid });
    expect((await UserModel.findById(user.user.id).lean())?.email).toBe(`away.${user.user.email}`);
  });

  test('changed twice: the second address\'s link cannot take the first address\'s away', async () => {
    const user = await verifiedUser();
    const first = user.user.email;
    const tokenForFirst = await changedAway(user, `second.${first}`);
    // The account (now at the second address) moves on to a third; the second address gets its own link.
    expect((await user.put('/api/user/email').send({ email: `third.${first}` })).status).toBe(200);
    expect((await openVerifyLink(verifyToken(await mailTo(`third.${first}`, VERIFY_NEW_EMAIL_SUBJECT)))).status).toBe(200);
    const tokenForSecond = restoreToken(await mailTo(`second.${first}`, SIGN_IN_CHANGE_SUBJECTS['email-changed']));

    expect((await restore(tokenForSecond)).status).toBe(200);
    expect((await UserModel.findById(user.user.id).lean())?.email).toBe(`second.${first}`);
    expect((await restore(tokenForFirst, 'the first owner 2026')).status).toBe(200);
    expect((await UserModel.findById(user.user.id).lean())?.email).toBe(first);
    expect((await restore(tokenForSecond, 'again the second 2026')).status).toBe(400);
  });
});

test('item 31: the password cannot be "changed" to the one it already is', async () => {
  const user = await signUpAndLogIn(env.t.app);
  const r = await user.put('/api/user/password').send({ currentPassword: user.password, newPassword: user.password, confirmPassword: user.password });
  expect([r.status, r.body]).toEqual([400, { message: ACCOUNT_SECURITY_TEXTS.samePassword }]);
});
