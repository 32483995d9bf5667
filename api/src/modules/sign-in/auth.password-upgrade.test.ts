import bcrypt from 'bcryptjs';
import request from 'supertest';
import { createApp } from '../../app';
import { UserModel } from '../users/user.model';
import { forgetStoredHashCosts } from './legacy-hash-cost';
import { createTestApp, newUserInput, TEST_ORIGIN, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  request(t.app).post('/api/auth/login').set('Origin', TEST_ORIGIN).send({ email, password });

/** A user as the bcryptjs version of the app stored them. */
async function legacyUser(prefix = '$2a$') {
  const input = newUserInput();
  const passwordHash = bcrypt.hashSync(input.password, 4).replace(/^\$2[aby]\$/, prefix);
  await UserModel.create({ ...input, username: input.email, passwordHash });
  return { ...input, passwordHash };
}

const storedHash = async (email: string) => (await UserModel.findOne({ username: email }).lean())?.passwordHash;

describe('bcrypt hashes are upgraded to argon2id at sign-in', () => {
  test('a wrong password signs nobody in and leaves the bcrypt hash as it was', async () => {
    const user = await legacyUser();
    expect((await login(user.email, 'not my password')).status).toBe(401);
    expect(await storedHash(user.email)).toBe(user.passwordHash);
  });

  test.each(['$2a$', '$2b$', '$2y$'])('a %s hash: the right password signs in and the stored hash becomes argon2id', async (prefix) => {
    const user = await legacyUser(prefix);
    const first = await login(user.email, user.password);
    expect(first.status).toBe(200);
    expect(first.body.email).toBe(user.email);
    const upgraded = await storedHash(user.email);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);

    // The same password still works against the new hash, which stays as it is; a wrong one still fails.
    expect((await login(user.email, user.password)).status).toBe(200);
    expect(await storedHash(user.email)).toBe(upgraded);
    expect((await login(user.email, 'not my password')).status).toBe(401);
  });

  test('with the upgrade switched off (the login bench baseline) the bcrypt hash stays', async () => {
    const baseline = createApp({ ...t, config: { ...t.config, rehashLegacyPasswords: false } });
    const user = await legacyUser('$2b$');
    const res = await request(baseline).post('/api/auth/login').set('Origin', TEST_ORIGIN).send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(await storedHash(user.email)).toBe(user.passwordHash);
  });
});

describe('issue 36 item 7: every failed sign-in check does the same work, whatever is stored', () => {
  // The binding's exports are plain properties, which passwords.ts reads at each call: a spy sees every verify.
  const argon2 = require('@node-rs/argon2') as typeof import('@node-rs/argon2');
  const rounds = (hash: string) => Number(/^\$2[aby]\$(\d\d)\$/.exec(hash)?.[1]);

  beforeEach(async () => {
    await UserModel.deleteMany({});
    forgetStoredHashCosts();
  });
  afterEach(() => jest.restoreAllMocks());

  /** The hashing one refused sign-in did: argon2id verifies, and bcrypt work in units of 2^cost. */
  async function workOfFailedSignIn(email: string, password: string) {
    const verify = jest.spyOn(argon2, 'verify');
    const compare = jest.spyOn(bcrypt, 'compare');
    expect((await login(email, password)).status).toBe(401);
    const work = {
      argon2id: verify.mock.calls.length,
      bcrypt: compare.mock.calls.reduce((sum, call) => sum + 2 ** rounds(call[1] as string), 0),
    };
    jest.restoreAllMocks();
    return work;
  }

  async function argon2User() {
    const input = newUserInput();
    expect((await request(t.app).post('/api/auth/register').set('Origin', TEST_ORIGIN).send({ ...input, username: input.email })).status).toBe(201);
    return input;
  }

  test('while bcrypt hashes remain: an unknown address, an argon2id account, bcrypt accounts of both costs, a broken hash, an over-long password', async () => {
    const slow = newUserInput();
    await UserModel.create({ ...slow, username: slow.email, passwordHash: bcrypt.hashSync(slow.password, 6) });
    const quick = await legacyUser(); // cost 4
    const modern = await argon2User();
    const broken = newUserInput();
    await UserModel.create({ ...broken, username: broken.email, passwordHash: 'not a hash' });

    const same = { argon2id: 1, bcrypt: 2 ** 6 };
    expect(await workOfFailedSignIn('nobody-here@example.co.uk', 'whatever-password')).toEqual(same);
    expect(await workOfFailedSignIn(modern.email, 'not my password')).toEqual(same);
    expect(await workOfFailedSignIn(slow.email, 'not my password')).toEqual(same);
    expect(await workOfFailedSignIn(quick.email, 'not my password')).toEqual(same);
    expect(await workOfFailedSignIn(broken.email, 'not my password')).toEqual(same);
    expect(await workOfFailedSignIn(quick.email, 'x'.repeat(100))).toEqual(same);
    expect(await workOfFailedSignIn(modern.email, 'x'.repeat(100))).toEqual(same);
    // The right passwords still sign in (the bcrypt one is upgraded).
    expect((await login(modern.email, modern.password)).status).toBe(200);
    expect((await login(quick.email, quick.password)).status).toBe(200);
  });

  test('once none is left: one argon2id verify for an unknown address and for an account alike, no bcrypt', async () => {
    const modern = await argon2User();
    const same = { argon2id: 1, bcrypt: 0 };
    expect(await workOfFailedSignIn('nobody-here@example.co.uk', 'whatever-password')).toEqual(same);
    expect(await workOfFailedSignIn(modern.email, 'not my password')).toEqual(same);
  });
});
