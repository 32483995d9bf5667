import request from 'supertest';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { UserModel } from '../users/user.model';
import { createTestApp, newUserInput, signUpAndLogIn, TEST_ORIGIN, waitFor, type TestApp } from '../../../test/helpers';
import { SESSION_COOKIE_NAME } from './auth.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (path: string) => request(t.app).post(path).set('Origin', TEST_ORIGIN);
const register = (body: object) => post('/api/auth/register').send(body);
const registrationOf = (input = newUserInput()) => ({ ...input, username: input.email });
const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));

describe('POST /api/auth/register', () => {
  test('creates the account (201), stores the email lowercased as the username and never returns the hash', async () => {
    const input = newUserInput({ email: 'Mixed.Case@Example.CO.UK' });
    const res = await register({ ...input, username: input.email });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'mixed.case@example.co.uk',
      firstName: 'Alex',
      lastName: 'Driver',
      mobileNumber: '07700900123',
    });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const stored = await UserModel.findOne({ username: 'mixed.case@example.co.uk' }).lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(stored?.passwordHash).not.toContain(input.password);
  });

  test('409 for an email already registered, whatever its case', async () => {
    const input = newUserInput();
    expect((await register(registrationOf(input))).status).toBe(201);
    const upper = input.email.toUpperCase();
    const res = await register({ ...input, email: upper, username: upper });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An account with this email already exists' });
    expect(await UserModel.countDocuments({ username: input.email })).toBe(1);
  });

  test.each([
    ['an invalid email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an empty first name', { firstName: '' }, 'First name is required'],
    ['a bad mobile number', { mobileNumber: '12345' }, 'Please enter a valid UK mobile number'],
    ['a short password', { password: '12345' }, 'Password must be at least 6 characters long'],
  ])('400 with the validation message for %s', async (_name, change, message) => {
    const input = { ...registrationOf(), ...change };
    if ('email' in change) input.username = change.email as string;
    const res = await register(input);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  test('400 for unknown keys (confirmPassword is never sent; isAdmin is never accepted)', async () => {
    const before = await UserModel.countDocuments();
    expect((await register({ ...registrationOf(), confirmPassword: 'x' })).status).toBe(400);
    expect((await register({ ...registrationOf(), isAdmin: true })).status).toBe(400);
    expect(await UserModel.countDocuments()).toBe(before);
  });

  test('400 for operator payloads; no account is created', async () => {
    const before = await UserModel.countDocuments();
    const res = await register({ ...registrationOf(), email: { $gt: '' }, username: { $gt: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect((await register({ ...registrationOf(), firstName: { $ne: null } })).status).toBe(400);
    expect(await UserModel.countDocuments()).toBe(before);
  });

  test('400 when the username is not the email', async () => {
    const res = await register({ ...registrationOf(), username: 'someone.else@example.com' });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/auth/login and the session', () => {
  test('signs in (200, public user), sets an HttpOnly SameSite=Lax session cookie; /api/auth/user then answers', async () => {
    const input = newUserInput();
    await register(registrationOf(input));
    const agent = request.agent(t.app).set('Origin', TEST_ORIGIN);

    expect((await agent.get('/api/auth/user')).status).toBe(401);
    const res = await agent.post('/api/auth/login').send({ email: input.email.toUpperCase(), password: input.password });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(input.email);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Expires=/i);
    expect(cookie).not.toMatch(/Secure/i); // only in production over https

    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: input.email, firstName: 'Alex' });
  });

  test('rotates the session id at login (no session fixation)', async () => {
    const input = newUserInput();
    await register(registrationOf(input));
    const agent = request.agent(t.app).set('Origin', TEST_ORIGIN);
    // A failed attempt first, so a pre-login session would exist if the app created one.
    await agent.post('/api/auth/login').send({ email: input.email, password: 'wrong password' });
    const first = await agent.post('/api/auth/login').send({ email: input.email, password: input.password });
    const second = await agent.post('/api/auth/login').send({ email: input.email, password: input.password });
    const a = sessionCookie(first)?.split(';')[0];
    const b = sessionCookie(second)?.split(';')[0];
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
  });

  test('401 "Invalid email or password" for a wrong password and for an unknown email', async () => {
    const input = newUserInput();
    await register(registrationOf(input));
    const wrong = await post('/api/auth/login').send({ email: input.email, password: 'not my password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(sessionCookie(wrong)).toBeUndefined();
    const unknown = await post('/api/auth/login').send({ email: 'nobody@example.com', password: 'whatever' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Invalid email or password' });
  });

  test('400 for operator payloads and unknown keys on login (never signs anyone in)', async () => {
    const input = newUserInput();
    await register(registrationOf(input));
    for (const body of [
      { email: { $gt: '' }, password: { $gt: '' } },
      { email: input.email, password: { $ne: 'x' } },
      { email: { $regex: '.*' }, password: input.password },
      { email: input.email, password: input.password, extra: 1 },
      [{ email: input.email, password: input.password }],
    ]) {
      const res = await post('/api/auth/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  test('logout destroys the session: the old cookie no longer signs anyone in', async () => {
    const input = newUserInput();
    await register(registrationOf(input));
    const login = await post('/api/auth/login').send({ email: input.email, password: input.password });
    const cookie = sessionCookie(login)!.split(';')[0]!;
    expect((await request(t.app).get('/api/auth/user').set('Cookie', cookie)).status).toBe(200);
    const sessionsBefore = await t.connection.collection('sessions').countDocuments();

    const res = await post('/api/auth/logout').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(await t.connection.collection('sessions').countDocuments()).toBe(sessionsBefore - 1);
    expect((await request(t.app).get('/api/auth/user').set('Cookie', cookie)).status).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  test('401 { message } when signed out', async () => {
    const res = await request(t.app).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});

describe('forgot and reset password', () => {
  // The email is sent in the background after the answer: wait for it in the outbox.
  async function resetTokenFor(email: string): Promise<string> {
    const mail = await waitFor(() => OutboxModel.findOne({ to: email, subject: 'Reset your Renewly password' }).sort({ createdAt: -1 }).lean(), {
      what: `a reset email for ${email}`,
    });
    const token = mail.text.match(/reset token: ([0-9a-f]{64})/)?.[1];
    if (!token) throw new Error(`no reset token in the email to ${email}`);
    return token;
  }

  test('the same answer whether or not the account exists; only a real account gets an email', async () => {
    const input = newUserInput();
    await register(registrationOf(input));
    const known = await post('/api/auth/forgot-password').send({ email: input.email });
    const unknown = await post('/api/auth/forgot-password').send({ email: 'no.account@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: 'If an account exists for that email, a reset link has been sent.' });
    expect(unknown.body).toEqual(known.body);

    const token = await resetTokenFor(input.email);
    const mail = await OutboxModel.findOne({ to: input.email, subject: 'Reset your Renewly password' }).lean();
    expect(await OutboxModel.countDocuments({ to: 'no.account@example.com' })).toBe(0);
    expect(mail?.text).toContain(`${TEST_ORIGIN}/#resetToken=${token}`);
    // Only a hash of the token is stored.
    const stored = await t.connection.collection('passwordresettokens').find().toArray();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  test('a reset token sets the new password once; reusing it is a 400', async () => {
    const input = newUserInput();
    await register(registrationOf(input));
    await post('/api/auth/forgot-password').send({ email: input.email });
    const token = await resetTokenFor(input.email);
    const body = { token, newPassword: 'brand new secret', confirmPassword: 'brand new secret' };

    const ok = await post('/api/auth/reset-password').send(body);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: expect.any(String) });
    expect((await post('/api/auth/login').send({ email: input.email, password: input.password })).status).toBe(401);
    expect((await post('/api/auth/login').send({ email: input.email, password: 'brand new secret' })).status).toBe(200);

    const again = await post('/api/auth/reset-password').send({ ...body, newPassword: 'x'.repeat(8), confirmPassword: 'x'.repeat(8) });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'This reset token is invalid or has expired.' });
    expect((await post('/api/auth/login').send({ email: input.email, password: 'brand new secret' })).status).toBe(200);
  });

  test('two concurrent uses of one token: exactly one succeeds', async () => {
    const input = newUserInput();
    await register(registrationOf(input));
    await post('/api/auth/forgot-password').send({ email: input.email });
    const token = await resetTokenFor(input.email);
    const results = await Promise.all(
      ['first secret 1', 'second secret 2', 'third secret 3'].map((p) =>
        post('/api/auth/reset-password').send({ token, newPassword: p, confirmPassword: p }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  test('an expired token is a 400 and changes nothing', async () => {
    const input = newUserInput();
    await register(registrationOf(input));
    await post('/api/auth/forgot-password').send({ email: input.email });
    const token = await resetTokenFor(input.email);
    await t.connection.collection('passwordresettokens').updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await post('/api/auth/reset-password').send({ token, newPassword: 'too late now', confirmPassword: 'too late now' });
    expect(res.status).toBe(400);
    expect((await post('/api/auth/login').send({ email: input.email, password: input.password })).status).toBe(200);
  });

  test('tokens expire after one hour', async () => {
    const input = newUserInput();
    await register(registrationOf(input));
    const before = Date.now();
    await post('/api/auth/forgot-password').send({ email: input.email });
    const user = await UserModel.findOne({ username: input.email }).lean();
    const stored = await waitFor(() => t.connection.collection('passwordresettokens').findOne({ userId: user!._id }));
    const ttl = (stored.expiresAt as Date).getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  test('a reset signs the user out of every session', async () => {
    const agent = await signUpAndLogIn(t.app);
    await post('/api/auth/forgot-password').send({ email: agent.user.username });
    const token = await resetTokenFor(agent.user.username);
    await post('/api/auth/reset-password').send({ token, newPassword: 'fresh secret', confirmPassword: 'fresh secret' });
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  test('400 for invalid bodies: unknown token, mismatch, operators, unknown keys; no password changes', async () => {
    const input = newUserInput();
    await register(registrationOf(input));
    await post('/api/auth/forgot-password').send({ email: input.email });
    const token = await resetTokenFor(input.email);
    const cases: Array<[object, string | RegExp]> = [
      [{ token: 'f'.repeat(64), newPassword: 'abcdefg', confirmPassword: 'abcdefg' }, 'This reset token is invalid or has expired.'],
      [{ token, newPassword: 'abcdefg', confirmPassword: 'abcdefh' }, "Passwords don't match"],
      [{ token: '', newPassword: 'abcdefg', confirmPassword: 'abcdefg' }, 'Reset token is required'],
      [{ token, newPassword: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters long'],
      [{ token: { $gt: '' }, newPassword: 'abcdefg', confirmPassword: 'abcdefg' }, /./],
      [{ token: { $ne: null }, newPassword: 'abcdefg', confirmPassword: 'abcdefg' }, /./],
      [{ token, newPassword: 'abcdefg', confirmPassword: 'abcdefg', userId: 'x' }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/auth/reset-password').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await post('/api/auth/login').send({ email: input.email, password: input.password })).status).toBe(200);
  });

  test('400 for an operator payload on forgot-password; nothing is sent', async () => {
    const before = await OutboxModel.countDocuments();
    const res = await post('/api/auth/forgot-password').send({ email: { $gt: '' } });
    expect(res.status).toBe(400);
    expect(await OutboxModel.countDocuments()).toBe(before);
  });
});
